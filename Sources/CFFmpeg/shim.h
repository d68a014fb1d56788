#ifndef SNOWMAN_CFFMPEG_SHIM_H
#define SNOWMAN_CFFMPEG_SHIM_H

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// AVERROR_EOF is FFERRTAG(...), a function-like macro Swift cannot import.
static inline int CFFmpeg_AVERROR_EOF(void) { return AVERROR_EOF; }
// AVERROR(e) negates a POSIX code only on some platforms: keep FFmpeg's own definition.
static inline int CFFmpeg_AVERROR(int posixCode) { return AVERROR(posixCode); }

/* FFmpeg's libraries (and the codecs they pull in: x264, x265, dav1d, aom, vpx, …, 136 libraries, 28 ms) load
 * only when a video is first written, not at every start of the app: the binary does not link them, and these
 * are the functions it calls, looked up with dlsym. Their types come from FFmpeg's own headers. */
#define SNOWMAN_FFMPEG_FUNCTIONS(X) \
  X(av_dict_free) X(av_dict_set) X(av_find_best_stream) X(av_frame_alloc) X(av_frame_free) \
  X(av_frame_get_buffer) X(av_frame_make_writable) X(av_interleaved_write_frame) X(av_log_set_level) \
  X(av_opt_set) X(av_opt_set_int) X(av_packet_alloc) X(av_packet_free) X(av_packet_rescale_ts) \
  X(av_packet_unref) X(av_read_frame) X(av_strerror) X(av_write_trailer) X(avcodec_alloc_context3) \
  X(avcodec_find_decoder) X(avcodec_find_encoder) X(avcodec_find_encoder_by_name) X(avcodec_free_context) \
  X(avcodec_open2) X(avcodec_parameters_from_context) X(avcodec_parameters_to_context) \
  X(avcodec_receive_frame) X(avcodec_receive_packet) X(avcodec_send_frame) X(avcodec_send_packet) \
  X(avformat_alloc_output_context2) X(avformat_close_input) X(avformat_find_stream_info) \
  X(avformat_free_context) X(avformat_new_stream) X(avformat_open_input) X(avformat_write_header) \
  X(avio_closep) X(avio_open) X(sws_freeContext) X(sws_getCoefficients) X(sws_getContext) X(sws_scale) \
  X(sws_setColorspaceDetails)

#define SNOWMAN_FFMPEG_FIELD(name) __typeof__(name) *_Nonnull name;
/// FFmpeg's functions, once loaded.
struct snowman_ffmpeg {
  SNOWMAN_FFMPEG_FUNCTIONS(SNOWMAN_FFMPEG_FIELD)
};

#define SNOWMAN_FFMPEG_STRINGIFY2(x) #x
#define SNOWMAN_FFMPEG_STRINGIFY(x) SNOWMAN_FFMPEG_STRINGIFY2(x)

/* The table and what was missing, kept in one function's statics: Swift compiles a header's inline functions
 * but not its file-scope statics. */
struct snowman_ffmpeg_loaded {
  struct snowman_ffmpeg table;
  const char *missing;
};

static inline struct snowman_ffmpeg_loaded *snowman_ffmpeg_storage(void) {
  static struct snowman_ffmpeg_loaded loaded;
  return &loaded;
}

static inline void snowman_ffmpeg_open(void) {
  struct snowman_ffmpeg_loaded *loaded = snowman_ffmpeg_storage();
  /* The sonames of the versions these headers describe. */
  static const char *const libraries[] = {
      "libavutil.so." SNOWMAN_FFMPEG_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
      "libswscale.so." SNOWMAN_FFMPEG_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
      "libavcodec.so." SNOWMAN_FFMPEG_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
      "libavformat.so." SNOWMAN_FFMPEG_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
  };
  void *handles[4];
  for (int i = 0; i < 4; i++) {
    handles[i] = dlopen(libraries[i], RTLD_NOW | RTLD_LOCAL);
    if (!handles[i]) {
      loaded->missing = libraries[i];
      return;
    }
  }
#define SNOWMAN_FFMPEG_LOOKUP(name)                                        \
  {                                                                        \
    void *found = NULL;                                                    \
    for (int i = 0; i < 4 && !found; i++) found = dlsym(handles[i], #name); \
    if (!found) {                                                          \
      loaded->missing = #name;                                             \
      return;                                                              \
    }                                                                      \
    memcpy(&loaded->table.name, &found, sizeof found);                    \
  }
  SNOWMAN_FFMPEG_FUNCTIONS(SNOWMAN_FFMPEG_LOOKUP)
#undef SNOWMAN_FFMPEG_LOOKUP
}

/* FFmpeg's functions, its libraries loaded on the first call (once, whichever thread asks); NULL when a library
 * or a function cannot be had, and then `missing` names it. */
static inline const struct snowman_ffmpeg *snowman_ffmpeg_load(const char **missing) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, snowman_ffmpeg_open);
  struct snowman_ffmpeg_loaded *loaded = snowman_ffmpeg_storage();
  if (loaded->missing) {
    *missing = loaded->missing;
    return NULL;
  }
  return &loaded->table;
}

#endif
