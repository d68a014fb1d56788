/* The start-up anchor of `make bench`: a bare SDL2 program in C doing what Snowman's first frame needs, so the
 * two are timed side by side in one run. It opens a 480x800 window, loads the artwork PNG with SDL_image, finds
 * DejaVu Sans through fontconfig (as Snowman does) and opens it with SDL_ttf, draws the picture and one line of
 * text, presents one frame, and prints when, as `snowman play` does under SNOWMAN_REPORT_FIRST_FRAME.
 * Build: cc -O2 startup-reference.c $(pkg-config --cflags --libs sdl2 SDL2_image SDL2_ttf fontconfig)
 * Run: startup-reference PICTURE.png */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <time.h>

static char *font_path(void) {
  FcPattern *pattern = FcNameParse((const FcChar8 *)"DejaVu Sans");
  FcConfigSubstitute(NULL, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
  FcResult result;
  FcPattern *match = FcFontMatch(NULL, pattern, &result);
  char *path = NULL;
  FcChar8 *file;
  if (match && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) path = SDL_strdup((char *)file);
  if (match) FcPatternDestroy(match);
  FcPatternDestroy(pattern);
  return path;
}

int main(int argc, char **argv) {
  if (argc < 2) return fprintf(stderr, "usage: startup-reference PICTURE.png\n"), 2;
  if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) return fprintf(stderr, "%s\n", SDL_GetError()), 1;
  IMG_Init(IMG_INIT_PNG);
  SDL_Window *window = SDL_CreateWindow("reference", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 480, 800, 0);
  SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
  SDL_Surface *picture = IMG_Load(argv[1]);
  char *font_file = font_path();
  TTF_Font *font = font_file ? TTF_OpenFont(font_file, 17) : NULL;
  if (!renderer || !picture || !font) return fprintf(stderr, "%s\n", SDL_GetError()), 1;
  SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, picture);
  SDL_Color ink = {28, 30, 43, 255};
  SDL_Surface *line = TTF_RenderUTF8_Blended(font, "Showcase", ink);
  SDL_Texture *text = SDL_CreateTextureFromSurface(renderer, line);
  SDL_SetRenderDrawColor(renderer, 244, 245, 250, 255);
  SDL_RenderClear(renderer);
  SDL_Rect stage = {16, 84, 448, 336};
  SDL_RenderCopy(renderer, texture, NULL, &stage);
  SDL_Rect label = {24, 40, line->w, line->h};
  SDL_RenderCopy(renderer, text, NULL, &label);
  SDL_RenderPresent(renderer);
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  fprintf(stderr, "first_frame_realtime_ns: %lld\n", (long long)t.tv_sec * 1000000000LL + t.tv_nsec);
  SDL_DestroyTexture(text);
  SDL_FreeSurface(line);
  SDL_DestroyTexture(texture);
  SDL_FreeSurface(picture);
  TTF_CloseFont(font);
  SDL_free(font_file);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
  return 0;
}
