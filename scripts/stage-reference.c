// The stage path written by hand in C on the same SDL2 software renderer, for `make bench` to hold against Swift's
// stage_render_ms_per_frame. It draws what Swift draws, call for call: the same poses (poses.bin), the same opaque
// sky copy (sky.png), the same clip, the same tinted shadow quad (disc.png), then the picture mapped through the
// pose's homography, each pixel from the same mip levels (level-N.png, premultiplied) by the same rule, with the same
// taps, the same fixed-point bilinear arithmetic and the same coverage of its outline (Sources/SnowmanView/Stage/SoftwareStage.swift,
// PerspectiveSampler.swift, CoverageOutline.swift). Every asset is the one Swift made (`snowman bench --dump-stage`).
// With `nearest`, the same frames take one texel a pixel from the full-size level, unfiltered, with the same coverage
// and blending: the floor issue 48 holds the stage's cost against. With `scene`, Snowfall's frames (scene.bin): the
// same sky, shadow and snowman (laid over from its pixels kept once its pose has repeated, as Swift's StageLayer
// keeps it), then each snowflake copy mapped exactly, from the snowflake's levels (flake-level-N.png).
// Usage: stage-reference DIR WIDTH HEIGHT RUNS [nearest|scene]
#include <SDL.h>
#include <SDL_image.h>
#include <stdint.h>
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

// ---- The exact picture, as Sources/SnowmanView/Stage/SoftwareStage.swift draws it. ----
typedef struct { double x, y; } Pt;
typedef struct { uint8_t *bytes; int w, h; } Level;

static Level premultiplied(SDL_Surface *s) {
  Level l = {malloc((size_t)s->w * s->h * 4), s->w, s->h};
  for (int y = 0; y < s->h; y++)
    for (int x = 0; x < s->w; x++) {
      const uint8_t *f = (const uint8_t *)s->pixels + y * s->pitch + x * 4;
      uint8_t *t = l.bytes + (y * s->w + x) * 4;
      for (int c = 0; c < 3; c++) t[c] = (uint8_t)((f[c] * f[3] + 127) / 255);
      t[3] = f[3];
    }
  return l;
}

static void mul(const double *a, const double *b, double *r) {  // r = a · b
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j];
}

static int invert(const double *a, double *r) {
  double c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8], c2 = a[3] * a[7] - a[4] * a[6];
  double det = a[0] * c0 + a[1] * c1 + a[2] * c2, length[3];
  // Edge-on is a determinant small against the columns' lengths, as PlaneHomography.inverted has it (against the
  // largest entry cubed, a 2048-px snowflake drawn 40 px wide 700 px from the corner read as edge-on and vanished).
  for (int k = 0; k < 3; k++) length[k] = sqrt(a[k] * a[k] + a[3 + k] * a[3 + k] + a[6 + k] * a[6 + k]);
  if (!(fabs(det) > 1e-12 * length[0] * length[1] * length[2])) return 0;
  double m[9] = {c0, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4], c1, a[0] * a[8] - a[2] * a[6],
                 a[2] * a[3] - a[0] * a[5], c2, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]};
  for (int i = 0; i < 9; i++) r[i] = m[i] / det;
  return 1;
}

static int clip_side(Pt *in, int n, Pt *out, int side, double edge) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    Pt a = in[i], b = in[(i + 1) % n];
    double da = side == 0 ? a.x - edge : side == 1 ? edge - a.x : side == 2 ? a.y - edge : edge - a.y;
    double db = side == 0 ? b.x - edge : side == 1 ? edge - b.x : side == 2 ? b.y - edge : edge - b.y;
    if (da >= 0) out[k++] = a;
    if ((da >= 0) != (db >= 0)) { double t = da / (da - db); out[k++] = (Pt){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }
  }
  return k;
}

// The sampler's arithmetic, as PerspectiveSampler: positions in fixed point (16 fraction bits), 7-bit bilinear weights
// whose products blend the four texels, rounded once; texels spread one channel to a 16-bit lane (red, blue, green,
// alpha from the low end).
static const long FRACTION = 16;
static long fixedpoint(double t) {
  double c = fmin(fmax(t, -1000000), 1000000);
  return (long)((c + 1048576) * 65536) - 1048576L * 65536;
}
static uint64_t spread(uint32_t t) { uint64_t x = t; return (x & 0x00FF00FFull) | ((x << 24) & 0x00FF00FF00000000ull); }
static uint64_t blend4(uint64_t a, uint64_t b, uint64_t c, uint64_t d, uint64_t wx, uint64_t wy) {
  uint64_t out = 0;
  for (int lane = 0; lane < 4; lane++) {
    uint64_t sum = ((a >> (16 * lane)) & 0xFF) * (128 - wx) * (128 - wy) + ((b >> (16 * lane)) & 0xFF) * wx * (128 - wy) +
                   ((c >> (16 * lane)) & 0xFF) * (128 - wx) * wy + ((d >> (16 * lane)) & 0xFF) * wx * wy;
    out |= ((sum + 8192) >> 14) << (16 * lane);
  }
  return out;
}
static uint32_t texel(const Level *l, long x, long y) {
  uint32_t t;
  memcpy(&t, l->bytes + ((size_t)y * l->w + (size_t)x) * 4, 4);
  return t;
}
static uint64_t tap(const Level *l, long u, long v) {
  long iu = u >> FRACTION, iv = v >> FRACTION;
  uint64_t wx = (uint64_t)((u >> (FRACTION - 7)) & 127), wy = (uint64_t)((v >> (FRACTION - 7)) & 127);
  long w1 = l->w - 1, h1 = l->h - 1;
  long cx0 = iu < 0 ? 0 : (iu > w1 ? w1 : iu), cx1 = iu + 1 < 0 ? 0 : (iu + 1 > w1 ? w1 : iu + 1);
  long cy0 = iv < 0 ? 0 : (iv > h1 ? h1 : iv), cy1 = iv + 1 < 0 ? 0 : (iv + 1 > h1 ? h1 : iv + 1);
  return blend4(spread(texel(l, cx0, cy0)), spread(texel(l, cx1, cy0)), spread(texel(l, cx0, cy1)),
                spread(texel(l, cx1, cy1)), wx, wy);
}

// A footprint as PerspectiveSampler's Footprint works it out at `px` (a pixel centre, relative to the box) of the
// row whose terms are rowU, rowV, rowW: the level, the taps' grid, the first tap's offset from the pixel's place and
// that place's first tap for this pixel.
typedef struct { int index, tx, ty; double scaleK, offU, offV; long au, av, du, dv, cu0, cv0; } Fp;
static Fp footprint_at(const double *M, double rowU, double rowV, double rowW, double px, int count) {
  Fp f = {0, 1, 1, 1, -0.5, -0.5, 0, 0, 0, 0, 0, 0};
  double r = 1 / (M[6] * px + rowW);
  double cu = (M[0] * px + rowU) * r, cv = (M[3] * px + rowV) * r;
  double ux = (M[0] - cu * M[6]) * r, uy = (M[1] - cu * M[7]) * r;
  double vx = (M[3] - cv * M[6]) * r, vy = (M[4] - cv * M[7]) * r;
  double stepX = ux * ux + vx * vx, stepY = uy * uy + vy * vy;
  if (!(stepX <= 1 && stepY <= 1)) {
    /* PerspectiveSampler's rule: a coarser level past a short side of 2 × finestShortSide (1.5) texels, at most
       2 × 1.5 = 3 taps across it and maxTaps (64) along; taps 4/3 texel apart across, a texel along. */
    while (f.index + 1 < count && (fmin(stepX, stepY) > 9 || fmax(stepX, stepY) > 64.0 * 64.0)) {
      f.index++;
      f.scaleK /= 2;
      ux /= 2; vx /= 2; uy /= 2; vy /= 2;
      stepX /= 4; stepY /= 4;
    }
    int limitX = stepX < stepY ? 3 : 64, limitY = stepX < stepY ? 64 : 3;
    double spacingX = stepX < stepY ? 1 / (4.0 / 3.0) : 1, spacingY = stepX < stepY ? 1 : 1 / (4.0 / 3.0);
    f.tx = (int)fmin(limitX, ceil(sqrt(stepX) * spacingX)); f.ty = (int)fmin(limitY, ceil(sqrt(stepY) * spacingY));
    double fx = 1 / (double)f.tx, fy = 1 / (double)f.ty;
    f.offU = -0.5 - 0.5 * (1 - fx) * ux - 0.5 * (1 - fy) * uy;
    f.offV = -0.5 - 0.5 * (1 - fx) * vx - 0.5 * (1 - fy) * vy;
    f.au = fixedpoint(fx * ux); f.av = fixedpoint(fx * vx); f.du = fixedpoint(fy * uy); f.dv = fixedpoint(fy * vy);
  }
  f.cu0 = fixedpoint(cu * f.scaleK + f.offU); f.cv0 = fixedpoint(cv * f.scaleK + f.offV);
  return f;
}

static uint8_t *mask;
static int maskSize;
static int nearest;

static void draw_exact(SDL_Surface *target, const Level *levels, int count, double *H, double area[4], double opacity,
                       int cx0, int cy0, int cx1, int cy1) {
  Pt plane[4] = {{area[0], area[1]}, {area[0] + area[2], area[1]}, {area[0] + area[2], area[1] + area[3]},
                 {area[0], area[1] + area[3]}};
  Pt kept[16], tmp[16];
  int n = 0;
  for (int i = 0; i < 4; i++) {
    Pt a = plane[i], b = plane[(i + 1) % 4];
    double da = H[6] * a.x + H[7] * a.y + H[8] - 0.05, db = H[6] * b.x + H[7] * b.y + H[8] - 0.05;
    if (da >= 0) kept[n++] = a;
    if ((da >= 0) != (db >= 0)) { double t = da / (da - db); kept[n++] = (Pt){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }
  }
  if (n < 3) return;
  for (int i = 0; i < n; i++) {
    double w = H[6] * kept[i].x + H[7] * kept[i].y + H[8];
    kept[i] = (Pt){(H[0] * kept[i].x + H[1] * kept[i].y + H[2]) / w, (H[3] * kept[i].x + H[4] * kept[i].y + H[5]) / w};
  }
  n = clip_side(kept, n, tmp, 0, cx0); n = clip_side(tmp, n, kept, 1, cx1);
  n = clip_side(kept, n, tmp, 2, cy0); n = clip_side(tmp, n, kept, 3, cy1);
  if (n < 3) return;
  double minx = 1e300, miny = 1e300, maxx = -1e300, maxy = -1e300;
  for (int i = 0; i < n; i++) { minx = fmin(minx, kept[i].x); maxx = fmax(maxx, kept[i].x); miny = fmin(miny, kept[i].y); maxy = fmax(maxy, kept[i].y); }
  int bx = (int)fmax(cx0, floor(minx)), by = (int)fmax(cy0, floor(miny));
  int bw = (int)fmin(cx1, ceil(maxx)) - bx, bh = (int)fmin(cy1, ceil(maxy)) - by;
  const Level *l = &levels[0];
  double T[9] = {area[2] / l->w, 0, area[0], 0, area[3] / l->h, area[1], 0, 0, 1}, F[9], inv[9], M[9];
  mul(H, T, F);
  if (!invert(F, inv) || bw <= 0 || bh <= 0) return;
  double shift[9] = {1, 0, bx, 0, 1, by, 0, 0, 1};
  mul(inv, shift, M);
  if (maskSize < bw * bh) { free(mask); maskSize = bw * bh; mask = malloc((size_t)maskSize); }
  // Coverage: each edge that reaches the row takes away 1 - clamp(distance inside + 1/2).
  double cxm = 0, cym = 0;
  for (int i = 0; i < n; i++) { cxm += kept[i].x; cym += kept[i].y; }
  cxm /= n; cym /= n;
  double e[16][5];
  int ne = 0;
  for (int i = 0; i < n; i++) {
    Pt a = kept[i], b = kept[(i + 1) % n];
    double len = hypot(b.x - a.x, b.y - a.y);
    if (!(len > 1e-9)) continue;
    double nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
    if (nx * (cxm - a.x) + ny * (cym - a.y) < 0) { nx = -nx; ny = -ny; }
    e[ne][0] = nx; e[ne][1] = ny; e[ne][2] = -(nx * a.x + ny * a.y);
    e[ne][3] = fmin(a.y, b.y) - 1; e[ne][4] = fmax(a.y, b.y) + 1; ne++;
  }
  uint8_t full = (uint8_t)round(fmin(fmax(opacity, 0), 1) * 255);
  for (int row = 0; row < bh; row++) {
    uint8_t *line = mask + row * bw;
    memset(line, 0, bw);
    double py = by + row + 0.5, in0 = bx, in1 = bx + bw;
    for (int k = 0; k < ne; k++) {
      double base = e[k][1] * py + e[k][2] - 0.5;
      if (e[k][0] > 1e-12) in0 = fmax(in0, ceil(-base / e[k][0] - 0.5));
      else if (e[k][0] < -1e-12) in1 = fmin(in1, floor(-base / e[k][0] - 0.5) + 1);
      else if (base < 0) in1 = in0;
    }
    int a = (int)fmin(fmax(in0, bx), bx + bw), b = (int)fmax(fmin(in1, bx + bw), a);
    for (int x = bx; x < bx + bw; x++) {
      if (x >= a && x < b) { line[x - bx] = full; continue; }
      double px = x + 0.5, c = 1;
      for (int k = 0; k < ne; k++)
        if (py >= e[k][3] && py <= e[k][4]) c -= 1 - fmin(fmax(e[k][0] * px + e[k][1] * py + e[k][2] + 0.5, 0), 1);
      line[x - bx] = (uint8_t)(fmax(c, 0) * full + 0.5);
    }
  }
  // A pixel spanning at most a texel each way takes one tap of the full-size level; a wider footprint (the
  // parallelogram its two steps span on the picture, from the homography's derivatives there) is averaged by taps at
  // most a texel apart (4/3 across its short side), each the centre of an equal share of it (the midpoint rule),
  // from the coarsest level on which its short side still spans 3 texels; the long side takes at most 64 taps, the
  // short 3. As PerspectiveSampler's Footprint, the footprint is worked out once a span of 8 pixels, at the span's
  // centre, and the pixels between a span's first and last are evenly spaced on the picture unless that strays past
  // 1/64 texel (then each pixel finds its own place) or 1/8 (its own footprint too).
  for (int row = 0; row < bh; row++) {
    double py = row + 0.5, rowU = M[1] * py + M[2], rowV = M[4] * py + M[5], rowW = M[7] * py + M[8];
    uint8_t *out = (uint8_t *)target->pixels + (by + row) * target->pitch;
    for (int span = 0; span < bw; span += 8) {
      int spanEnd = span + 8 < bw ? span + 8 : bw;
      double centre = (double)(2 * span + (spanEnd - span)) * 0.5;
      Fp f = footprint_at(M, rowU, rowV, rowW, centre, count);
      // The span's first and last pixels' first taps through the homography, those between evenly spaced.
      long su = 0, sv = 0, stepU = 0, stepV = 0;
      int uneven = 0;
      if (!nearest) {
        double first = span + 0.5, rf = 1 / (M[6] * first + rowW), last = spanEnd - 1 + 0.5, rl = 1 / (M[6] * last + rowW);
        su = fixedpoint((M[0] * first + rowU) * rf * f.scaleK + f.offU); sv = fixedpoint((M[3] * first + rowV) * rf * f.scaleK + f.offV);
        long lu = fixedpoint((M[0] * last + rowU) * rl * f.scaleK + f.offU), lvv = fixedpoint((M[3] * last + rowV) * rl * f.scaleK + f.offV);
        long steps = spanEnd - span - 1 > 1 ? spanEnd - span - 1 : 1;
        stepU = (lu - su) / steps; stepV = (lvv - sv) / steps;
        // Where even spacing strays past 1/64 texel at the span's centre, every pixel finds its own place; past 1/8,
        // its own footprint too.
        long strayU = labs(f.cu0 - (su + lu) / 2), strayV = labs(f.cv0 - (sv + lvv) / 2);
        long stray = strayU > strayV ? strayU : strayV;
        uneven = stray > 8192 ? 2 : stray > 1024 ? 1 : 0;
      }
      for (int x = span; x < spanEnd; x++, su += stepU, sv += stepV) {
      uint64_t cover = mask[row * bw + x];
      if (!cover) continue;
      Fp g = f;
      if (uneven == 2) {
        g = footprint_at(M, rowU, rowV, rowW, x + 0.5, count);
        su = g.cu0; sv = g.cv0;
      } else if (uneven == 1) {
        double px = x + 0.5, r = 1 / (M[6] * px + rowW);
        su = fixedpoint((M[0] * px + rowU) * r * f.scaleK + f.offU); sv = fixedpoint((M[3] * px + rowV) * r * f.scaleK + f.offV);
      }
      const Level *lv = &levels[g.index];
      int tx = g.tx, ty = g.ty;
      long au = g.au, av = g.av, du = g.du, dv = g.dv;
      uint64_t sum = 0, taps = 1;
      if (nearest) {
        double px = x + 0.5, w = M[6] * px + rowW, r = 1 / w;
        double pu = (M[0] * px + rowU) * r, pv = (M[3] * px + rowV) * r;
        long iu = (long)floor(pu), iv = (long)floor(pv);
        iu = iu < 0 ? 0 : (iu >= l->w ? l->w - 1 : iu);
        iv = iv < 0 ? 0 : (iv >= l->h ? l->h - 1 : iv);
        sum = spread(texel(l, iu, iv));
      } else {
        for (int j = 0; j < ty; j++)
          for (int i = 0; i < tx; i++) sum += tap(lv, su + i * au + j * du, sv + i * av + j * dv);
        taps = (uint64_t)(tx * ty);
      }
      uint64_t scale = 255u * taps;
      uint8_t *o = out + (bx + x) * 4;
      // Lanes: red, blue, green, alpha; bytes: red, green, blue, alpha.
      int ch[4];
      const int lane[4] = {0, 2, 1, 3};
      for (int k = 0; k < 4; k++) ch[k] = (int)((((sum >> (16 * lane[k])) & 0xFFFF) * cover + scale / 2) / scale);
      int keep = 255 - ch[3];
      for (int k = 0; k < 4; k++) { int vv = ch[k] + (o[k] * keep + 127) / 255; o[k] = (uint8_t)(vv > 255 ? 255 : vv); }
      }
    }
  }
}

int main(int argc, char **argv) {
  if (argc != 5 && !(argc == 6 && (strcmp(argv[5], "nearest") == 0 || strcmp(argv[5], "scene") == 0))) {
    fprintf(stderr, "usage: %s DIR W H RUNS [nearest|scene]\n", argv[0]);
    return 2;
  }
  dir = argv[1];
  nearest = argc == 6 && strcmp(argv[5], "nearest") == 0;
  int scene = argc == 6 && !nearest;
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

  IMG_Init(IMG_INIT_PNG);
  SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_Renderer *r = SDL_CreateSoftwareRenderer(target);
  SDL_Texture *skyT = load(r, "sky.png", "nearest", SDL_BLENDMODE_NONE, NULL, NULL);
  SDL_Texture *discT = load(r, "disc.png", "linear", SDL_BLENDMODE_BLEND, NULL, NULL);
  Level exact[32];
  int artW = 0, artH = 0;
  for (int i = 0; i < levelCount && i < 32; i++) {
    char name[64];
    snprintf(name, sizeof name, "level-%d.png", i);
    char lpath[4096];
    snprintf(lpath, sizeof lpath, "%s/%s", dir, name);
    SDL_Surface *loaded = IMG_Load(lpath), *rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    exact[i] = premultiplied(rgba);
    if (i == 0) { artW = rgba->w; artH = rgba->h; }
    SDL_FreeSurface(loaded);
    SDL_FreeSurface(rgba);
  }

  // A scene: the snowflake's levels, and each frame's snowman pose and copies (scene.bin).
  Level flake[32];
  int flakeCount = 0;
  double *sceneValues = NULL;
  long *frameStart = NULL;
  if (scene) {
    snprintf(path, sizeof path, "%s/scene.txt", dir);
    f = fopen(path, "r");
    if (!f || fscanf(f, "flake-levels %d", &flakeCount) != 1) {
      fprintf(stderr, "stage-reference: cannot read %s\n", path);
      return 1;
    }
    fclose(f);
    for (int i = 0; i < flakeCount && i < 32; i++) {
      char lpath[4096];
      snprintf(lpath, sizeof lpath, "%s/flake-level-%d.png", dir, i);
      SDL_Surface *loaded = IMG_Load(lpath), *rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
      flake[i] = premultiplied(rgba);
      SDL_FreeSurface(loaded);
      SDL_FreeSurface(rgba);
    }
    snprintf(path, sizeof path, "%s/scene.bin", dir);
    f = fopen(path, "rb");
    if (!f) { perror(path); return 1; }
    fseek(f, 0, SEEK_END);
    long bytes = ftell(f);
    fseek(f, 0, SEEK_SET);
    sceneValues = malloc((size_t)bytes);
    long count = (long)fread(sceneValues, sizeof(double), (size_t)bytes / sizeof(double), f);
    fclose(f);
    frameStart = malloc(sizeof(long) * 4096);
    n = 0;
    for (long at = 0; at < count && n < 4096; n++) {
      frameStart[n] = at;
      at += 9 + 14 * (long)sceneValues[at + 8];
    }
  }

  // The export density and stage size in points, as RenderRequest.density gives them.
  double density = fmin(W / referenceW, H / referenceH);
  double stageW = W / density, stageH = H / density;
  double aspect = (double)artW / artH;
  double sh = stageH * 0.68, sw = sh * aspect;
  if (sw > stageW * 0.7) { sw = stageW * 0.7; sh = sw / aspect; }
  const int quad[6] = {0, 1, 2, 1, 3, 2};
  SDL_Rect clip = {0, 0, (int)lround(stageW * density), (int)lround(stageH * density)};
  SDL_FRect whole = {0, 0, (float)W, (float)H};
  int frames = 600;
  double times[64];
  // The timed runs, then one more pass that draws every frame, writes each one's digest (c-digests.txt, one line a
  // frame, as Swift's `Bench.dumpStage` writes swift-digests.txt) and saves every 60th (c-frame-N.png), as Swift's
  // `Bench.dumpStage` saves its own.
  FILE *digests = NULL;
  // The snowman's pixels kept over nothing once its pose repeats (a scene's snowman at rest), and their box.
  SDL_Surface *kept = scene ? SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGBA32) : NULL;
  int keptValid = 0, kx0 = 0, ky0 = 0, kx1 = 0, ky1 = 0;
  Pose last = {0};
  int lastValid = 0;
  for (int run = 0; run <= runs && run < 64; run++) {
    int saving = run == runs && !nearest;
    keptValid = lastValid = 0;
    if (saving) {
      snprintf(path, sizeof path, scene ? "%s/c-scene-digests.txt" : "%s/c-digests.txt", dir);
      if (!(digests = fopen(path, "w"))) { fprintf(stderr, "stage-reference: cannot write %s\n", path); return 1; }
    }
    double start = now();
    for (int fi = 0; fi < frames; fi++) {
      Pose p = scene ? *(Pose *)&sceneValues[frameStart[fi % n]] : poses[fi % n];
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
      // The picture, mapped exactly through the pose's homography.
      double cx = cos(p.rx), sxr = sin(p.rx), cy = cos(p.ry), syr = sin(p.ry), cz = cos(p.rz), sz = sin(p.rz);
      // The homography's turns: a whole number of half turns exactly flat, as PlaneHomography has them.
#define TURN(a, c, sn) do { double h = (a) / M_PI; if (h == round(h)) { c = ((long)round(h) % 2 == 0) ? 1 : -1; sn = 0; } \
                            else { c = cos(a); sn = sin(a); } } while (0)
      TURN(p.rx, cx, sxr); TURN(p.ry, cy, syr);
      double e = 500, ox = stageW / 2 + p.ox, oy = stageH / 2 + p.oy;
      double X1[3] = {p.sx * cy, p.sy * sxr * syr, 0}, Y1[3] = {0, p.sy * cx, 0}, Wr[3] = {p.sx * syr / e, -p.sy * sxr * cy / e, 1};
      double Hm[9];
      for (int c = 0; c < 3; c++) {
        Hm[c] = density * (ox * Wr[c] + cz * X1[c] - sz * Y1[c]);
        Hm[3 + c] = density * (oy * Wr[c] + sz * X1[c] + cz * Y1[c]);
        Hm[6 + c] = Wr[c];
      }
      double area[4] = {-sw / 2, -sh / 2, sw, sh};
      SDL_RenderFlush(r);
      int repeated = scene && lastValid && memcmp(&p, &last, sizeof p) == 0;
      if (repeated && !keptValid) {
        // Drawn the same twice running: sampled once more over nothing, kept, and laid over from then on.
        SDL_FillRect(kept, NULL, 0);
        draw_exact(kept, exact, levelCount, Hm, area, fmin(fmax(p.opacity, 0), 1), clip.x, clip.y, clip.x + clip.w,
                   clip.y + clip.h);
        kx0 = W; ky0 = H; kx1 = 0; ky1 = 0;
        for (int y = 0; y < H; y++) {
          const Uint8 *row = (const Uint8 *)kept->pixels + (size_t)y * kept->pitch;
          for (int x = 0; x < W; x++)
            if (row[x * 4 + 3]) { kx0 = x < kx0 ? x : kx0; kx1 = x + 1 > kx1 ? x + 1 : kx1; ky0 = y < ky0 ? y : ky0; ky1 = y + 1; }
        }
        keptValid = 1;
      }
      if (repeated) {
        for (int y = ky0; y < ky1; y++) {
          const Uint8 *from = (const Uint8 *)kept->pixels + (size_t)y * kept->pitch;
          Uint8 *to = (Uint8 *)target->pixels + (size_t)y * target->pitch;
          for (int x = kx0; x < kx1; x++) {
            int keep = 255 - from[x * 4 + 3];
            for (int k = 0; k < 4; k++) {
              int vv = from[x * 4 + k] + (to[x * 4 + k] * keep + 127) / 255;
              to[x * 4 + k] = (Uint8)(vv > 255 ? 255 : vv);
            }
          }
        }
      } else {
        keptValid = 0;
        draw_exact(target, exact, levelCount, Hm, area, fmin(fmax(p.opacity, 0), 1), clip.x, clip.y, clip.x + clip.w,
                   clip.y + clip.h);
      }
      last = p;
      lastValid = 1;
      if (scene) {
        // Each copy above it, as Swift's drawLayers gives it to the sampler: its map, its rectangle, its opacity.
        const double *at = &sceneValues[frameStart[fi % n]];
        int copies = (int)at[8];
        for (int c = 0; c < copies; c++) {
          const double *d = at + 9 + 14 * c;
          double Hc[9], ac[4];
          memcpy(Hc, d, sizeof Hc);
          memcpy(ac, d + 9, sizeof ac);
          draw_exact(target, flake, flakeCount, Hc, ac, d[13], clip.x, clip.y, clip.x + clip.w, clip.y + clip.h);
        }
      }
      SDL_RenderSetClipRect(r, NULL);
      SDL_RenderFlush(r);
      if (saving) {
        // FNV-1a, 64 bits, over each row's pixels (R, G, B, A bytes), padding left out.
        uint64_t h = 14695981039346656037ULL;
        for (int y = 0; y < H; y++) {
          const Uint8 *row = (const Uint8 *)target->pixels + (size_t)y * target->pitch;
          for (int b = 0; b < W * 4; b++) h = (h ^ row[b]) * 1099511628211ULL;
        }
        fprintf(digests, "%016llx\n", (unsigned long long)h);
      }
      if (saving && fi % 60 == 0) {
        snprintf(path, sizeof path, scene ? "%s/c-scene-frame-%d.png" : "%s/c-frame-%d.png", dir, fi);
        if (IMG_SavePNG(target, path) != 0) { fprintf(stderr, "stage-reference: %s\n", SDL_GetError()); return 1; }
      }
    }
    if (!saving) times[run] = now() - start;
  }
  if (digests) fclose(digests);
  qsort(times, runs, sizeof(double), cmp);
  printf("stage_render_c%s_ms_per_frame%s: %.3f ms\n", nearest ? "_nearest" : "", scene ? "_scene" : "",
         times[runs / 2] * 1000 / frames);
  return 0;
}
