/* Draws frames of a Lottie file with rlottie (Samsung's Lottie player, Debian's librlottie), to PNG, so the tests
 * can hold Snowman's Lottie export against the stage. Usage: lottie-frame FILE.json OUT-PREFIX FRAME...
 * writes OUT-PREFIX-FRAME.png for each frame (FRAME in five digits, so the files sort in order), at the animation's own size, straight (not premultiplied) alpha. */
#include <SDL.h>
#include <SDL_image.h>
#include <rlottie_capi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s FILE.json OUT-PREFIX FRAME...\n", argv[0]);
    return 2;
  }
  Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
  if (!animation) {
    fprintf(stderr, "%s: rlottie cannot read this file\n", argv[1]);
    return 1;
  }
  size_t width = 0, height = 0;
  lottie_animation_get_size(animation, &width, &height);
  uint32_t *pixels = calloc(width * height, 4);
  for (int i = 3; i < argc; i++) {
    size_t frame = (size_t)strtoul(argv[i], NULL, 10);
    lottie_animation_render(animation, frame, pixels, width, height, width * 4);
    /* rlottie draws premultiplied ARGB; PNG holds straight alpha. */
    for (size_t p = 0; p < width * height; p++) {
      uint32_t v = pixels[p], a = v >> 24;
      if (a == 0 || a == 255) continue;
      uint32_t r = ((v >> 16) & 255) * 255 / a, g = ((v >> 8) & 255) * 255 / a, b = (v & 255) * 255 / a;
      pixels[p] = (a << 24) | ((r > 255 ? 255 : r) << 16) | ((g > 255 ? 255 : g) << 8) | (b > 255 ? 255 : b);
    }
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormatFrom(
      pixels, (int)width, (int)height, 32, (int)width * 4, SDL_PIXELFORMAT_ARGB8888);
    char path[4096];
    snprintf(path, sizeof path, "%s-%05zu.png", argv[2], frame);
    if (!surface || IMG_SavePNG(surface, path) != 0) {
      fprintf(stderr, "%s: cannot write: %s\n", path, SDL_GetError());
      return 1;
    }
    SDL_FreeSurface(surface);
  }
  free(pixels);
  lottie_animation_destroy(animation);
  return 0;
}
