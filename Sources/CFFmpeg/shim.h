#ifndef SNOWMAN_CFFMPEG_SHIM_H
#define SNOWMAN_CFFMPEG_SHIM_H

#include "../CLoader/loader.h"

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
 * only when a video is first written or read (see ../CLoader/loader.h); these are the functions the app calls. */
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

/* The sonames of the versions these headers describe. */
SNOWMAN_LOADER_TABLE(snowman_ffmpeg, SNOWMAN_FFMPEG_FUNCTIONS,
                     "libavutil.so." SNOWMAN_LOADER_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
                     "libswscale.so." SNOWMAN_LOADER_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
                     "libavcodec.so." SNOWMAN_LOADER_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
                     "libavformat.so." SNOWMAN_LOADER_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR))

#endif
