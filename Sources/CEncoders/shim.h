#ifndef SNOWMAN_CENCODERS_SHIM_H
#define SNOWMAN_CENCODERS_SHIM_H

#include <gif_lib.h>
#include <libimagequant.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>

#endif
