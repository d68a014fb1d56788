// The stage path written by hand in C on the same SDL2 software renderer, for `make bench` to compare
// with Swift's stage_render_ms_per_frame: the same 800x600 frames (poses read from the file Swift wrote),
// the same sky backdrop, shadow and 17x17-vertex perspective mesh, the same flush per frame.
// Usage: stage-reference POSES.bin SPRITE.png WIDTH HEIGHT RUNS
#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { double sx, sy, ox, oy, rx, ry, rz, opacity; } Pose;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc != 6) { fprintf(stderr, "usage: %s POSES SPRITE W H RUNS\n", argv[0]); return 2; }
  int W = atoi(argv[3]), H = atoi(argv[4]), runs = atoi(argv[5]);
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 1; }
  Pose poses[4096];
  int n = (int)fread(poses, sizeof(Pose), 4096, f);
  fclose(f);
  IMG_Init(IMG_INIT_PNG);
  SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_Renderer *r = SDL_CreateSoftwareRenderer(target);

  // Sky: a vertical gradient made once, copied opaque each frame.
  SDL_Surface *sky = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGBA32);
  for (int y = 0; y < H; y++) {
    double t = H > 1 ? (double)y / (H - 1) : 0;
    Uint8 c[4] = {(Uint8)lround(0xA9 + (0x8E - 0xA9) * t), (Uint8)lround(0xB4 + (0x9A - 0xB4) * t),
                  (Uint8)lround(0xF0 + (0xE6 - 0xF0) * t), 255};
    Uint8 *row = (Uint8 *)sky->pixels + y * sky->pitch;
    for (int x = 0; x < W; x++) memcpy(row + x * 4, c, 4);
  }
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest");
  SDL_Texture *skyT = SDL_CreateTextureFromSurface(r, sky);
  SDL_SetTextureBlendMode(skyT, SDL_BLENDMODE_NONE);

  // Shadow: an anti-aliased disc, stretched and tinted.
  SDL_Surface *disc = SDL_CreateRGBSurfaceWithFormat(0, 128, 128, 32, SDL_PIXELFORMAT_RGBA32);
  for (int y = 0; y < 128; y++)
    for (int x = 0; x < 128; x++) {
      int hits = 0;
      for (int sy = 0; sy < 4; sy++)
        for (int sx = 0; sx < 4; sx++) {
          double px = (x + (sx + 0.5) / 4) / 128 - 0.5, py = (y + (sy + 0.5) / 4) / 128 - 0.5;
          hits += px * px + py * py <= 0.25;
        }
      Uint8 *p = (Uint8 *)disc->pixels + y * disc->pitch + x * 4;
      p[0] = p[1] = p[2] = 255;
      p[3] = (Uint8)(hits * 255 / 16);
    }
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
  SDL_Texture *discT = SDL_CreateTextureFromSurface(r, disc);
  SDL_SetTextureBlendMode(discT, SDL_BLENDMODE_BLEND);

  SDL_Surface *loaded = IMG_Load(argv[2]);
  if (!loaded) { fprintf(stderr, "%s\n", SDL_GetError()); return 1; }
  SDL_Surface *art = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
  SDL_Texture *sprite = SDL_CreateTextureFromSurface(r, art);
  SDL_SetTextureBlendMode(sprite, SDL_BLENDMODE_BLEND);

  double density = fmin(W / 448.0, H / 380.0);
  double stageW = W / density, stageH = H / density;
  double aspect = (double)art->w / art->h;
  double sh = stageH * 0.68, sw = sh * aspect;
  if (sw > stageW * 0.7) { sw = stageW * 0.7; sh = sw / aspect; }
  enum { N = 16 };
  SDL_Vertex v[(N + 1) * (N + 1)];
  int idx[N * N * 6], k = 0;
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++) {
      int a = j * (N + 1) + i, b = a + 1, c = a + N + 1, d = c + 1;
      idx[k++] = a; idx[k++] = b; idx[k++] = c; idx[k++] = b; idx[k++] = d; idx[k++] = c;
    }
  int frames = 600;
  double times[64];
  for (int run = 0; run < runs && run < 64; run++) {
    double start = now();
    for (int fi = 0; fi < frames; fi++) {
      Pose p = poses[fi % n];
      SDL_RenderCopy(r, skyT, NULL, NULL);
      double shW = sw * 0.8 * p.sx, shH = fmax(8, sh * 0.06);
      SDL_FRect shadow = {(float)((stageW / 2 + p.ox - shW / 2) * density), (float)((stageH / 2 + sh / 2 - shH * 0.6) * density),
                          (float)(shW * density), (float)(shH * density)};
      Uint8 alpha = (Uint8)lround(150 * (0.35 + 0.65 * p.opacity));
      SDL_SetTextureColorMod(discT, 0x7B, 0x86, 0xD6);
      SDL_SetTextureAlphaMod(discT, alpha);
      SDL_RenderCopyF(r, discT, NULL, &shadow);
      double cx = cos(p.rx), sxr = sin(p.rx), cy = cos(p.ry), syr = sin(p.ry), cz = cos(p.rz), sz = sin(p.rz);
      Uint8 a8 = (Uint8)lround(fmin(fmax(p.opacity, 0), 1) * 255);
      int m = 0;
      for (int j = 0; j <= N; j++)
        for (int i = 0; i <= N; i++) {
          double u = (double)i / N, vv = (double)j / N;
          double x = (u - 0.5) * sw * p.sx, y = (vv - 0.5) * sh * p.sy, z = 0;
          double y1 = y * cx - z * sxr; z = y * sxr + z * cx; y = y1;
          double x1 = x * cy + z * syr; z = -x * syr + z * cy; x = x1;
          double w = fmax(1 - z / 500, 0.05);
          x /= w; y /= w;
          double x2 = x * cz - y * sz, y2 = x * sz + y * cz;
          v[m].position.x = (float)((stageW / 2 + p.ox + x2) * density);
          v[m].position.y = (float)((stageH / 2 + p.oy + y2) * density);
          v[m].color = (SDL_Color){255, 255, 255, a8};
          v[m].tex_coord.x = (float)u;
          v[m].tex_coord.y = (float)vv;
          m++;
        }
      SDL_RenderGeometry(r, sprite, v, m, idx, k);
      SDL_RenderFlush(r);
    }
    times[run] = now() - start;
  }
  qsort(times, runs, sizeof(double), cmp);
  printf("stage_render_c_ms_per_frame: %.3f ms\n", times[runs / 2] * 1000 / frames);
  return 0;
}
