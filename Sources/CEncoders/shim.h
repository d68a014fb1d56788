#ifndef SNOWMAN_CENCODERS_SHIM_H
#define SNOWMAN_CENCODERS_SHIM_H

#include "../CLoader/loader.h"

#include <gif_lib.h>
#include <libimagequant.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

/* giflib and libimagequant (with OpenMP's runtime) load when a GIF is first written, libwebp's muxer when a WebP
 * is (see ../CLoader/loader.h): the first frame needs neither. These are the functions the app calls. */
#define SNOWMAN_GIF_FUNCTIONS(X) \
  X(EGifCloseFile) X(EGifGCBToExtension) X(EGifOpenFileHandle) X(EGifPutCodeNext) X(EGifPutExtension) \
  X(EGifPutExtensionBlock) X(EGifPutExtensionLeader) X(EGifPutExtensionTrailer) X(EGifPutImageDesc) \
  X(EGifPutLine) X(EGifPutScreenDesc) X(EGifSetGifVersion) X(GifErrorString) X(GifFreeMapObject) \
  X(GifMakeMapObject) X(liq_attr_create) X(liq_attr_destroy) X(liq_get_palette) X(liq_image_create_rgba) \
  X(liq_image_destroy) X(liq_image_quantize) X(liq_result_destroy) X(liq_set_dithering_level) \
  X(liq_set_max_colors) X(liq_set_speed) X(liq_write_remapped_image)

/* Debian's sonames: giflib 5.2 is libgif.so.7; libimagequant 2.x is libimagequant.so.0. */
SNOWMAN_LOADER_TABLE(snowman_gif, SNOWMAN_GIF_FUNCTIONS, "libgif.so.7", "libimagequant.so.0")

/* libwebp's initialisers are inline functions passing the headers' ABI version to an exported one; the table holds
 * the exported ones and the helpers below pass the version, as the inline ones do. */
#define SNOWMAN_WEBP_FUNCTIONS(X) \
  X(WebPAnimEncoderAdd) X(WebPAnimEncoderAssemble) X(WebPAnimEncoderDelete) X(WebPAnimEncoderGetError) \
  X(WebPAnimEncoderNewInternal) X(WebPAnimEncoderOptionsInitInternal) X(WebPConfigInitInternal) X(WebPFree) \
  X(WebPPictureFree) X(WebPPictureImportRGBA) X(WebPPictureInitInternal)

/* Debian's sonames for libwebp 1.2: libwebp.so.7, libwebpmux.so.3. */
SNOWMAN_LOADER_TABLE(snowman_webp, SNOWMAN_WEBP_FUNCTIONS, "libwebp.so.7", "libwebpmux.so.3")

static inline int snowman_webp_config_init(struct snowman_webp webp, WebPConfig *_Nonnull config) {
  return webp.WebPConfigInitInternal(config, WEBP_PRESET_DEFAULT, 75.f, WEBP_ENCODER_ABI_VERSION);
}

static inline int snowman_webp_picture_init(struct snowman_webp webp, WebPPicture *_Nonnull picture) {
  return webp.WebPPictureInitInternal(picture, WEBP_ENCODER_ABI_VERSION);
}

static inline int snowman_webp_anim_options_init(struct snowman_webp webp,
                                                 WebPAnimEncoderOptions *_Nonnull options) {
  return webp.WebPAnimEncoderOptionsInitInternal(options, WEBP_MUX_ABI_VERSION);
}

static inline WebPAnimEncoder *_Nullable snowman_webp_anim_encoder_new(struct snowman_webp webp,
                                                                       int width, int height,
                                                                       const WebPAnimEncoderOptions *_Nonnull options) {
  return webp.WebPAnimEncoderNewInternal(width, height, options, WEBP_MUX_ABI_VERSION);
}

/* WebPDataClear, through the table's WebPFree. */
static inline void snowman_webp_data_clear(struct snowman_webp webp, WebPData *_Nonnull data) {
  webp.WebPFree((void *)data->bytes);
  WebPDataInit(data);
}

#endif
