#ifndef SNOWMAN_LOADER_H
#define SNOWMAN_LOADER_H

/* A C library the app calls only for some commands (FFmpeg for video, giflib and libimagequant for GIF, libwebp's
 * muxer for WebP) is not linked: each of these tables is filled with dlsym the first time it is asked for, so the
 * window and every command start without those libraries (libnotify likewise, until the first notification). Included
 * by the shims of CFFmpeg, CEncoders and CNotify; not a
 * module of its own. */

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

/* Opens `libraries` in order and fills `table` (a struct of function pointers and nothing else, in `names`' order)
 * from the first library that has each name. Returns NULL, or the library or function that cannot be had. */
static inline const char *snowman_loader_fill(void *table, const char *const *names, size_t count,
                                              const char *const *libraries, size_t libraryCount) {
  void *handles[8];
  if (libraryCount > 8) return "too many libraries";
  for (size_t i = 0; i < libraryCount; i++) {
    handles[i] = dlopen(libraries[i], RTLD_NOW | RTLD_LOCAL);
    if (!handles[i]) return libraries[i];
  }
  for (size_t n = 0; n < count; n++) {
    void *found = NULL;
    for (size_t i = 0; i < libraryCount && !found; i++) found = dlsym(handles[i], names[n]);
    if (!found) return names[n];
    memcpy((char *)table + n * sizeof found, &found, sizeof found);
  }
  return NULL;
}

#define SNOWMAN_LOADER_FIELD(name) __typeof__(name) *_Nonnull name;
#define SNOWMAN_LOADER_NAME(name) #name,
#define SNOWMAN_LOADER_STRINGIFY2(x) #x
#define SNOWMAN_LOADER_STRINGIFY(x) SNOWMAN_LOADER_STRINGIFY2(x)

/* Declares `struct table` with a field for each function FUNCTIONS lists (their types from the library's own
 * headers, `_Nonnull` so Swift calls them directly) and `table##_load(&missing)`: the functions, the libraries
 * (the rest of the arguments, sonames) opened on the first call, once, whichever thread asks; NULL when a library
 * or a function cannot be had, and then `missing` names it. The table lives in a function's statics because Swift
 * compiles a header's inline functions but not its file-scope statics; call each `_load` from one Swift file only,
 * as every Swift file compiled apart gets its own copy of them. */
#define SNOWMAN_LOADER_TABLE(table, FUNCTIONS, ...)                                                               \
  struct table {                                                                                                 \
    FUNCTIONS(SNOWMAN_LOADER_FIELD)                                                                               \
  };                                                                                                             \
  struct table##_loaded {                                                                                        \
    struct table functions;                                                                                      \
    const char *missing;                                                                                         \
  };                                                                                                             \
  static inline struct table##_loaded *table##_storage(void) {                                                   \
    static struct table##_loaded loaded;                                                                         \
    return &loaded;                                                                                              \
  }                                                                                                              \
  static inline void table##_open(void) {                                                                        \
    static const char *const names[] = {FUNCTIONS(SNOWMAN_LOADER_NAME)};                                         \
    static const char *const libraries[] = {__VA_ARGS__};                                                        \
    struct table##_loaded *loaded = table##_storage();                                                           \
    loaded->missing = snowman_loader_fill(&loaded->functions, names, sizeof names / sizeof *names, libraries,    \
                                          sizeof libraries / sizeof *libraries);                                 \
  }                                                                                                              \
  static inline const struct table *table##_load(const char **missing) {                                         \
    static pthread_once_t once = PTHREAD_ONCE_INIT;                                                              \
    pthread_once(&once, table##_open);                                                                           \
    struct table##_loaded *loaded = table##_storage();                                                           \
    if (loaded->missing) {                                                                                       \
      *missing = loaded->missing;                                                                                \
      return NULL;                                                                                               \
    }                                                                                                            \
    return &loaded->functions;                                                                                   \
  }

#endif
