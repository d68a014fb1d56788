#ifndef SNOWMAN_CFFMPEG_SHIM_H
#define SNOWMAN_CFFMPEG_SHIM_H

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

#endif
