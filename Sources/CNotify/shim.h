#ifndef SNOWMAN_CNOTIFY_SHIM_H
#define SNOWMAN_CNOTIFY_SHIM_H

#include <dlfcn.h>
#include <glib-object.h>
#include <pthread.h>
#include <string.h>

/* libnotify (with gdk-pixbuf and its image libraries) loads when the first notification is posted, not at every
 * start: the binary does not link it. These are the four functions Snowman calls, as libnotify.so.4 declares
 * them (its header would pull in gdk-pixbuf's). */
typedef struct _NotifyNotification NotifyNotification;

struct snowman_notify {
  gboolean (*_Nonnull is_initted)(void);
  gboolean (*_Nonnull init)(const char *app_name);
  NotifyNotification *(*_Nonnull notification_new)(const char *summary, const char *body, const char *icon);
  gboolean (*_Nonnull notification_show)(NotifyNotification *notification, GError **error);
};

/* The table, kept in a function's statics: Swift compiles a header's inline functions but not its file-scope
 * statics. `ok` is set once every function was found. */
struct snowman_notify_loaded {
  struct snowman_notify table;
  int ok;
};

static inline struct snowman_notify_loaded *snowman_notify_storage(void) {
  static struct snowman_notify_loaded loaded;
  return &loaded;
}

static inline void snowman_notify_open(void) {
  struct snowman_notify_loaded *loaded = snowman_notify_storage();
  void *library = dlopen("libnotify.so.4", RTLD_NOW | RTLD_LOCAL);
  if (!library) return;
  void *found[4] = {dlsym(library, "notify_is_initted"), dlsym(library, "notify_init"),
                    dlsym(library, "notify_notification_new"), dlsym(library, "notify_notification_show")};
  for (int i = 0; i < 4; i++)
    if (!found[i]) return;
  memcpy(&loaded->table.is_initted, &found[0], sizeof found[0]);
  memcpy(&loaded->table.init, &found[1], sizeof found[1]);
  memcpy(&loaded->table.notification_new, &found[2], sizeof found[2]);
  memcpy(&loaded->table.notification_show, &found[3], sizeof found[3]);
  loaded->ok = 1;
}

/* libnotify's functions, loaded on the first call; NULL when libnotify cannot be had (then there is no
 * notification, as with no notification service). */
static inline const struct snowman_notify *snowman_notify_load(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, snowman_notify_open);
  struct snowman_notify_loaded *loaded = snowman_notify_storage();
  return loaded->ok ? &loaded->table : NULL;
}

#endif
