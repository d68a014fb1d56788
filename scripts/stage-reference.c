// The stage path written by hand in C on the same SDL2 software renderer, for `make bench` to hold against
// Swift's stage_render_ms_per_frame. It draws what Swift draws, call for call: the same poses (poses.bin), the
// same opaque sky copy (sky.png), the same clip, the same tinted shadow quad (disc.png), the same
// grid with the same empty cells left out (cells.txt) from the same mip level chosen by the same rule
// (level-N.png), and a flush per frame. Every asset is the one Swift made (`snowman bench --dump-stage DIR`).
// Usage: stage-reference DIR WIDTH HEIGHT RUNS
#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static const char *dir;

static SDL_Texture *load(SDL_Renderer *r, const char *name, const char *quality, SDL_BlendMode blend, int *w, int *h) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  SDL_Surface *loaded = IMG_Load(path);
  if (!loaded) { fprintf(stderr, "stage-reference: %s\n", SDL_GetError()); exit(1); }
  SDL_Surface *rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, quality);
  SDL_Texture *t = SDL_CreateTextureFromSurface(r, rgba);
  SDL_SetTextureBlendMode(t, blend);
  if (w) *w = rgba->w;
  if (h) *h = rgba->h;
  SDL_FreeSurface(loaded);
  SDL_FreeSurface(rgba);
  return t;
}

static SDL_Vertex vertex(float x, float y, SDL_Color c, float u, float v) {
  SDL_Vertex out = {{x, y}, c, {u, v}};
  return out;
}

int main(int argc, char **argv) {
  if (argc != 5) { fprintf(stderr, "usage: %s DIR W H RUNS\n", argv[0]); return 2; }
  dir = argv[1];
  int W = atoi(argv[2]), H = atoi(argv[3]), runs = atoi(argv[4]);
  char path[4096];
  snprintf(path, sizeof path, "%s/poses.bin", dir);
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); return 1; }
  static Pose poses[4096];
  int n = (int)fread(poses, sizeof(Pose), 4096, f);
  fclose(f);
  int shadow[4], N = 0, levelCount = 0;
  double referenceW = 0, referenceH = 0;
  snprintf(path, sizeof path, "%s/stage.txt", dir);
  f = fopen(path, "r");
  if (!f || fscanf(f, "reference %lf %lf shadow %d %d %d %d subdivisions %d levels %d", &referenceW, &referenceH,
                   &shadow[0], &shadow[1], &shadow[2], &shadow[3], &N, &levelCount) != 8) {
    fprintf(stderr, "stage-reference: cannot read %s\n", path);
    return 1;
  }
  fclose(f);
  char cells[64 * 64 + 1] = {0};
  snprintf(path, sizeof path, "%s/cells.txt", dir);
  f = fopen(path, "r");
  if (!f || fread(cells, 1, (size_t)(N * N), f) != (size_t)(N * N)) { fprintf(stderr, "cannot read cells\n"); return 1; }
  fclose(f);

  IMG_Init(IMG_INIT_PNG);
  SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_Renderer *r = SDL_CreateSoftwareRenderer(target);
  SDL_Texture *skyT = load(r, "sky.png", "nearest", SDL_BLENDMODE_NONE, NULL, NULL);
  SDL_Texture *discT = load(r, "disc.png", "linear", SDL_BLENDMODE_BLEND, NULL, NULL);
  SDL_Texture *levels[32];
  int heights[32], artW = 0, artH = 0;
  for (int i = 0; i < levelCount && i < 32; i++) {
    char name[64];
    snprintf(name, sizeof name, "level-%d.png", i);
    int w, h;
    levels[i] = load(r, name, "linear", SDL_BLENDMODE_BLEND, &w, &h);
    heights[i] = h;
    if (i == 0) { artW = w; artH = h; }
  }

  // The export density and stage size in points, as RenderRequest.density gives them.
  double density = fmin(W / referenceW, H / referenceH);
  double stageW = W / density, stageH = H / density;
  double aspect = (double)artW / artH;
  double sh = stageH * 0.68, sw = sh * aspect;
  if (sw > stageW * 0.7) { sw = stageW * 0.7; sh = sw / aspect; }
  SDL_Vertex v[65 * 65];
  static int idx[64 * 64 * 6];
  int k = 0;
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++) {
      if (cells[j * N + i] != '1') continue;
      int a = j * (N + 1) + i, b = a + 1, c = a + N + 1, d = c + 1;
      idx[k++] = a; idx[k++] = b; idx[k++] = c; idx[k++] = b; idx[k++] = d; idx[k++] = c;
    }
  const int quad[6] = {0, 1, 2, 1, 3, 2};
  SDL_Rect clip = {0, 0, (int)lround(stageW * density), (int)lround(stageH * density)};
  SDL_FRect whole = {0, 0, (float)W, (float)H};
  int frames = 600;
  double times[64];
  // The timed runs, then one more pass that draws only the compared frame (index COMPARED) and saves it.
  const int compared = 300;
  for (int run = 0; run <= runs && run < 64; run++) {
    int saving = run == runs;
    double start = now();
    for (int fi = 0; fi < frames; fi++) {
      if (saving && fi != compared) continue;
      Pose p = poses[fi % n];
      SDL_RenderCopyF(r, skyT, NULL, &whole);
      SDL_RenderSetClipRect(r, &clip);
      // Shadow: the disc stretched on the ground, tinted and faded with the opacity.
      double shW = sw * 0.8 * p.sx, shH = fmax(8, sh * 0.06);
      double sx0 = stageW / 2 + p.ox - shW / 2, sy0 = stageH / 2 + sh / 2 - shH * 0.6;
      double fade = fmin(fmax(0.35 + 0.65 * p.opacity, 0), 1);
      SDL_Color sc = {(Uint8)shadow[0], (Uint8)shadow[1], (Uint8)shadow[2], (Uint8)lround(shadow[3] * fade)};
      SDL_Vertex q[4] = {
        vertex((float)(sx0 * density), (float)(sy0 * density), sc, 0, 0),
        vertex((float)((sx0 + shW) * density), (float)(sy0 * density), sc, 1, 0),
        vertex((float)(sx0 * density), (float)((sy0 + shH) * density), sc, 0, 1),
        vertex((float)((sx0 + shW) * density), (float)((sy0 + shH) * density), sc, 1, 1),
      };
      SDL_RenderGeometry(r, discT, q, 4, quad, 6);
      // The sprite: the perspective grid, Core Animation's m34 = -1/500.
      double cx = cos(p.rx), sxr = sin(p.rx), cy = cos(p.ry), syr = sin(p.ry), cz = cos(p.rz), sz = sin(p.rz);
      SDL_Color white = {255, 255, 255, (Uint8)lround(fmin(fmax(p.opacity, 0), 1) * 255)};
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
          v[m++] = vertex((float)((stageW / 2 + p.ox + x2) * density), (float)((stageH / 2 + p.oy + y2) * density),
                          white, (float)u, (float)vv);
        }
      // The smallest level whose height covers the sprite's longest projected edge (widths counted in heights).
      int tl = 0, tr = N, bl = N * (N + 1), br = N * (N + 1) + N;
#define LEN(a, b) hypot((double)v[a].position.x - v[b].position.x, (double)v[a].position.y - v[b].position.y)
      double needed = fmax(fmax(LEN(tl, bl), LEN(tr, br)), fmax(LEN(tl, tr), LEN(bl, br)) / (sw / sh));
      int level = 0;
      for (int i = 0; i < levelCount; i++) if (heights[i] >= needed) level = i;
      SDL_RenderGeometry(r, levels[level], v, m, idx, k);
      SDL_RenderSetClipRect(r, NULL);
      SDL_RenderFlush(r);
    }
    if (saving) {
      snprintf(path, sizeof path, "%s/c-frame.png", dir);
      if (IMG_SavePNG(target, path) != 0) { fprintf(stderr, "stage-reference: %s\n", SDL_GetError()); return 1; }
    } else {
      times[run] = now() - start;
    }
  }
  qsort(times, runs, sizeof(double), cmp);
  printf("stage_render_c_ms_per_frame: %.3f ms\n", times[runs / 2] * 1000 / frames);
  return 0;
}
