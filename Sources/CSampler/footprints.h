#ifndef SNOWMAN_CSAMPLER_FOOTPRINTS_H
#define SNOWMAN_CSAMPLER_FOOTPRINTS_H

/* Eight neighbouring pixels' footprints at once with AVX2, for spans whose footprint changes too fast along them to
 * be shared (a plane nearly edge-on), and those pixels drawn: in Swift, each pixel's `PerspectiveSampler.Footprint`
 * worked out one at a time and its taps drawn in runs of pixels of equal counts (four pixels a run on average), they
 * took 42 % of the window's stage while `make bench`'s preset played (its X flips). Every step is the same IEEE
 * operation on the same doubles in the same order (sums, products, quotients and square roots are correctly rounded
 * in a vector lane as in a scalar one; halving is exact; AVX2 alone cannot fuse a multiply and an add), so each value
 * is the same bits. A lane whose values are not all finite, or whose counts of taps are not at least 1, is left to
 * Swift, which says what such a footprint is. `PixelFootprintsTests` holds what is drawn to what Swift draws pixel by
 * pixel. */

#include <stdint.h>

#include "span_draw.h"

#if defined(__SSE2__)
#include <immintrin.h>

/* Eight pixels' footprints as `Footprint` holds them: the steps of each one's grid of taps and their counts (fixed
 * point, on its level), and its first tap's place. */
typedef struct {
  int64_t acrossU[8], acrossV[8], downU[8], downV[8], centreU[8], centreV[8];
  int32_t level[8], acrossN[8], downN[8];
  /* A bit a pixel worked out here; the rest are Swift's. */
  uint32_t computed;
} snowman_footprints;

/* `PerspectiveSampler.fixed` on four lanes: clamped to ±10^6, shifted positive and truncated (a whole number under
 * 2^52 plus 2^52 has its value in the low bits of its pattern). */
__attribute__((target("avx2"))) static inline __m256i snowman_fixed4(__m256d t) {
  const __m256d limit = _mm256_set1_pd(1000000.0), magic = _mm256_set1_pd(4503599627370496.0);
  __m256d clamped = _mm256_blendv_pd(t, _mm256_sub_pd(_mm256_setzero_pd(), limit),
                                     _mm256_cmp_pd(t, _mm256_sub_pd(_mm256_setzero_pd(), limit), _CMP_LT_OQ));
  clamped = _mm256_blendv_pd(clamped, limit, _mm256_cmp_pd(t, limit, _CMP_GT_OQ));
  __m256d shifted = _mm256_mul_pd(_mm256_add_pd(clamped, _mm256_set1_pd(1048576.0)), _mm256_set1_pd(65536.0));
  __m256d whole = _mm256_add_pd(_mm256_round_pd(shifted, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC), magic);
  return _mm256_sub_epi64(_mm256_sub_epi64(_mm256_castpd_si256(whole), _mm256_castpd_si256(magic)),
                          _mm256_set1_epi64x((int64_t)1048576 * 65536));
}

/* All lanes' bits where `x` is finite. */
__attribute__((target("avx2"))) static inline __m256d snowman_finite4(__m256d x) {
  return _mm256_cmp_pd(_mm256_sub_pd(x, x), _mm256_setzero_pd(), _CMP_EQ_OQ);
}

/* The footprints of pixels `px0`, `px0 + 1`, ... (`count` of them, at most 8; centres relative to the map's origin)
 * of the row whose homography terms are `rowU`, `rowV`, `rowW`, `m` the map (row-major), on a picture of `levels`
 * levels: `coarser` and `longest` are the squared sides past which a coarser level is taken, `shortTaps` and
 * `longTaps` the most taps a side, `shortSpacing` the reciprocal of the short side's widest tap spacing. */
__attribute__((target("avx2"))) static inline void snowman_footprints_avx2(
    const double *m, double rowU, double rowV, double rowW, double px0, intptr_t count, intptr_t levels,
    double coarser, double longest, int32_t shortTaps, int32_t longTaps, double shortSpacing,
    snowman_footprints *out) {
  out->computed = 0;
  const __m256d one = _mm256_set1_pd(1.0), half = _mm256_set1_pd(0.5), minusHalf = _mm256_set1_pd(-0.5);
  const __m256d m0 = _mm256_set1_pd(m[0]), m1 = _mm256_set1_pd(m[1]), m3 = _mm256_set1_pd(m[3]);
  const __m256d m4 = _mm256_set1_pd(m[4]), m6 = _mm256_set1_pd(m[6]), m7 = _mm256_set1_pd(m[7]);
  for (intptr_t first = 0; first < count; first += 4) {
    __m256d px = _mm256_add_pd(_mm256_set1_pd(px0), _mm256_setr_pd((double)first, (double)(first + 1),
                                                                    (double)(first + 2), (double)(first + 3)));
    __m256d reciprocal = _mm256_div_pd(one, _mm256_add_pd(_mm256_mul_pd(m6, px), _mm256_set1_pd(rowW)));
    __m256d pu = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(m0, px), _mm256_set1_pd(rowU)), reciprocal);
    __m256d pv = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(m3, px), _mm256_set1_pd(rowV)), reciprocal);
    __m256d ux = _mm256_mul_pd(_mm256_sub_pd(m0, _mm256_mul_pd(pu, m6)), reciprocal);
    __m256d uy = _mm256_mul_pd(_mm256_sub_pd(m1, _mm256_mul_pd(pu, m7)), reciprocal);
    __m256d vx = _mm256_mul_pd(_mm256_sub_pd(m3, _mm256_mul_pd(pv, m6)), reciprocal);
    __m256d vy = _mm256_mul_pd(_mm256_sub_pd(m4, _mm256_mul_pd(pv, m7)), reciprocal);
    __m256d stepX = _mm256_add_pd(_mm256_mul_pd(ux, ux), _mm256_mul_pd(vx, vx));
    __m256d stepY = _mm256_add_pd(_mm256_mul_pd(uy, uy), _mm256_mul_pd(vy, vy));
    __m256d finite = _mm256_and_pd(_mm256_and_pd(snowman_finite4(pu), snowman_finite4(pv)),
                                   _mm256_and_pd(snowman_finite4(stepX), snowman_finite4(stepY)));
    finite = _mm256_and_pd(finite, _mm256_and_pd(_mm256_and_pd(snowman_finite4(ux), snowman_finite4(uy)),
                                                 _mm256_and_pd(snowman_finite4(vx), snowman_finite4(vy))));
    __m256d single = _mm256_and_pd(_mm256_cmp_pd(stepX, one, _CMP_LE_OQ), _mm256_cmp_pd(stepY, one, _CMP_LE_OQ));
    /* Coarser levels while the short side spans more than `coarser` or the long more than `longest`: the sides
     * only shrink, so a lane that stops stays stopped. */
    __m256d scale = one, level = _mm256_setzero_pd();
    const __m256d quarter = _mm256_set1_pd(0.25);
    for (intptr_t index = 0; index + 1 < levels; index++) {
      __m256d shorter = _mm256_min_pd(stepX, stepY), longer = _mm256_max_pd(stepX, stepY);
      __m256d more = _mm256_or_pd(_mm256_cmp_pd(shorter, _mm256_set1_pd(coarser), _CMP_GT_OQ),
                                  _mm256_cmp_pd(longer, _mm256_set1_pd(longest), _CMP_GT_OQ));
      if (_mm256_movemask_pd(more) == 0) break;
      level = _mm256_blendv_pd(level, _mm256_add_pd(level, one), more);
      scale = _mm256_blendv_pd(scale, _mm256_mul_pd(scale, half), more);
      ux = _mm256_blendv_pd(ux, _mm256_mul_pd(ux, half), more);
      vx = _mm256_blendv_pd(vx, _mm256_mul_pd(vx, half), more);
      uy = _mm256_blendv_pd(uy, _mm256_mul_pd(uy, half), more);
      vy = _mm256_blendv_pd(vy, _mm256_mul_pd(vy, half), more);
      stepX = _mm256_blendv_pd(stepX, _mm256_mul_pd(stepX, quarter), more);
      stepY = _mm256_blendv_pd(stepY, _mm256_mul_pd(stepY, quarter), more);
    }
    /* The short side's taps may be wider apart; each side's count is ⌈its length × spacing⌉ (at most its limit, a
     * whole number, so the length may be clamped to it first). */
    __m256d shortX = _mm256_cmp_pd(stepX, stepY, _CMP_LT_OQ);
    __m256d spacingX = _mm256_blendv_pd(one, _mm256_set1_pd(shortSpacing), shortX);
    __m256d spacingY = _mm256_blendv_pd(_mm256_set1_pd(shortSpacing), one, shortX);
    __m256d limitX = _mm256_blendv_pd(_mm256_set1_pd((double)longTaps), _mm256_set1_pd((double)shortTaps), shortX);
    __m256d limitY = _mm256_blendv_pd(_mm256_set1_pd((double)shortTaps), _mm256_set1_pd((double)longTaps), shortX);
    __m256d lengthX = _mm256_mul_pd(_mm256_sqrt_pd(stepX), spacingX);
    __m256d lengthY = _mm256_mul_pd(_mm256_sqrt_pd(stepY), spacingY);
    __m256d tapsX = _mm256_ceil_pd(_mm256_min_pd(lengthX, limitX));
    __m256d tapsY = _mm256_ceil_pd(_mm256_min_pd(lengthY, limitY));
    /* Swift's conversion of a length past 2^62 is not this one: such a lane is left to it. */
    const __m256d huge = _mm256_set1_pd(4611686018427387904.0);
    __m256d counted = _mm256_and_pd(_mm256_cmp_pd(tapsX, one, _CMP_GE_OQ), _mm256_cmp_pd(tapsY, one, _CMP_GE_OQ));
    counted = _mm256_and_pd(counted, _mm256_and_pd(_mm256_cmp_pd(lengthX, huge, _CMP_LT_OQ),
                                                   _mm256_cmp_pd(lengthY, huge, _CMP_LT_OQ)));
    __m256d fx = _mm256_div_pd(one, tapsX), fy = _mm256_div_pd(one, tapsY);
    __m256d offsetU = _mm256_sub_pd(
        _mm256_sub_pd(minusHalf, _mm256_mul_pd(_mm256_mul_pd(half, _mm256_sub_pd(one, fx)), ux)),
        _mm256_mul_pd(_mm256_mul_pd(half, _mm256_sub_pd(one, fy)), uy));
    __m256d offsetV = _mm256_sub_pd(
        _mm256_sub_pd(minusHalf, _mm256_mul_pd(_mm256_mul_pd(half, _mm256_sub_pd(one, fx)), vx)),
        _mm256_mul_pd(_mm256_mul_pd(half, _mm256_sub_pd(one, fy)), vy));
    /* A single tap: the full-size level, its first tap half a texel up and left of the pixel's place. */
    scale = _mm256_blendv_pd(scale, one, single);
    level = _mm256_blendv_pd(level, _mm256_setzero_pd(), single);
    offsetU = _mm256_blendv_pd(offsetU, minusHalf, single);
    offsetV = _mm256_blendv_pd(offsetV, minusHalf, single);
    __m256i acrossU = snowman_fixed4(_mm256_mul_pd(fx, ux)), acrossV = snowman_fixed4(_mm256_mul_pd(fx, vx));
    __m256i downU = snowman_fixed4(_mm256_mul_pd(fy, uy)), downV = snowman_fixed4(_mm256_mul_pd(fy, vy));
    __m256i singleBits = _mm256_castpd_si256(single);
    acrossU = _mm256_andnot_si256(singleBits, acrossU);
    acrossV = _mm256_andnot_si256(singleBits, acrossV);
    downU = _mm256_andnot_si256(singleBits, downU);
    downV = _mm256_andnot_si256(singleBits, downV);
    tapsX = _mm256_blendv_pd(tapsX, one, single);
    tapsY = _mm256_blendv_pd(tapsY, one, single);
    __m256i centreU = snowman_fixed4(_mm256_add_pd(_mm256_mul_pd(pu, scale), offsetU));
    __m256i centreV = snowman_fixed4(_mm256_add_pd(_mm256_mul_pd(pv, scale), offsetV));
    _mm256_storeu_si256((__m256i *)(out->acrossU + first), acrossU);
    _mm256_storeu_si256((__m256i *)(out->acrossV + first), acrossV);
    _mm256_storeu_si256((__m256i *)(out->downU + first), downU);
    _mm256_storeu_si256((__m256i *)(out->downV + first), downV);
    _mm256_storeu_si256((__m256i *)(out->centreU + first), centreU);
    _mm256_storeu_si256((__m256i *)(out->centreV + first), centreV);
    _mm_storeu_si128((__m128i *)(out->level + first), _mm256_cvttpd_epi32(level));
    _mm_storeu_si128((__m128i *)(out->acrossN + first), _mm256_cvttpd_epi32(tapsX));
    _mm_storeu_si128((__m128i *)(out->downN + first), _mm256_cvttpd_epi32(tapsY));
    __m256d computed = _mm256_and_pd(finite, _mm256_or_pd(single, counted));
    out->computed |= (uint32_t)_mm256_movemask_pd(computed) << first;
  }
  out->computed &= count >= 8 ? 0xFFu : (1u << count) - 1;
}

/* A level of the picture as `snowman_footprint_span_avx2` reads it: where it starts in the picture's bytes, and its
 * size in texels (`PerspectiveSampler.Level`'s layout). */
typedef struct {
  intptr_t offset, width, height;
} snowman_level;

/* A level's table of which of its blocks of 8 x 8 texels hold a texel that is not transparent (`Occupancy.Table`'s
 * layout): where its summed counts start, and their columns and rows. */
typedef struct {
  intptr_t offset, columns, rows;
} snowman_occupancy_table;

/* Whether every texel of `level` from column u0 to u1 and row v0 to v1 (inclusive, clamped to the level) is
 * transparent, as `PerspectiveSampler.Occupancy.isEmpty` says. */
static inline int snowman_transparent(const int32_t *counts, const snowman_occupancy_table *table,
                                      const snowman_level *level, int64_t u0, int64_t v0, int64_t u1, int64_t v1) {
  int64_t w1 = level->width - 1, h1 = level->height - 1;
#define SNOWMAN_CLAMP(t, last) ((t) < 0 ? 0 : ((t) > (last) ? (last) : (t)))
  int64_t c0 = SNOWMAN_CLAMP(u0, w1) >> 3, c1 = (SNOWMAN_CLAMP(u1, w1) >> 3) + 1;
  int64_t r0 = SNOWMAN_CLAMP(v0, h1) >> 3, r1 = (SNOWMAN_CLAMP(v1, h1) >> 3) + 1;
#undef SNOWMAN_CLAMP
  const int32_t *t = counts + table->offset;
  intptr_t columns = table->columns;
  return (int64_t)t[r1 * columns + c1] - t[r0 * columns + c1] - t[r1 * columns + c0] + t[r0 * columns + c0] == 0;
}

/* Draws the pixels of `waiting` (a bit each) with footprints `f`, one batch a level (the first waiting pixel's first),
 * each through its own counts of taps where they differ; `kind` says whether their texels' places are clamped. */
__attribute__((target("avx2"))) static inline void snowman_footprint_batches(
    const snowman_footprints *f, uint32_t waiting, int kind, const uint8_t *base, const snowman_level *levelList,
    const uint8_t *coverage, uint8_t *out, int swapped) {
  while (waiting) {
    int32_t on = f->level[__builtin_ctz(waiting)];
    /* Lanes not active are not read for texels or drawn; zeros keep them plain numbers. */
    snowman_span_places places = {{0}};
    uint32_t active = 0;
    int32_t mostAcross = 0, mostDown = 0, equal = 1;
    for (uint32_t rest = waiting; rest; rest &= rest - 1) {
      int k = __builtin_ctz(rest);
      if (f->level[k] != on) continue;
      active |= 1u << k;
      places.u[k] = (int32_t)f->centreU[k];
      places.v[k] = (int32_t)f->centreV[k];
      places.acrossU[k] = (int32_t)f->acrossU[k];
      places.acrossV[k] = (int32_t)f->acrossV[k];
      places.downU[k] = (int32_t)f->downU[k];
      places.downV[k] = (int32_t)f->downV[k];
      places.cover[k] = coverage[k];
      places.across[k] = f->acrossN[k];
      places.down[k] = f->downN[k];
      places.divisor[k] = 255 * f->acrossN[k] * f->downN[k];
      places.half[k] = places.divisor[k] / 2;
      if (mostAcross && (f->acrossN[k] != mostAcross || f->downN[k] != mostDown)) equal = 0;
      if (f->acrossN[k] > mostAcross) mostAcross = f->acrossN[k];
      if (f->downN[k] > mostDown) mostDown = f->downN[k];
    }
    const snowman_level *level = &levelList[on];
    const uint8_t *texels = base + level->offset;
    intptr_t row = level->width * 4, height = level->height;
    int32_t divisor = 255 * mostAcross * mostDown;
    /* Each combination its own call, so each is compiled with its kind known. */
    if (kind == SNOWMAN_SPAN_CLAMPED) {
      if (equal) {
        snowman_span_draw_lanes_avx2(texels, row, &places, active, mostAcross, mostDown, divisor, divisor / 2, out,
                                     swapped, SNOWMAN_SPAN_CLAMPED, height);
      } else {
        snowman_span_draw_lanes_avx2(texels, row, &places, active, mostAcross, mostDown, 0, 0, out, swapped,
                                     SNOWMAN_SPAN_CLAMPED | SNOWMAN_SPAN_COUNTS, height);
      }
    } else if (equal) {
      snowman_span_draw_lanes_avx2(texels, row, &places, active, mostAcross, mostDown, divisor, divisor / 2, out,
                                   swapped, 0, height);
    } else {
      snowman_span_draw_lanes_avx2(texels, row, &places, active, mostAcross, mostDown, 0, 0, out, swapped,
                                   SNOWMAN_SPAN_COUNTS, height);
    }
    waiting &= ~active;
  }
}

/* Draws the `count` pixels from `out` (a row's pixels, 4 bytes each) whose footprints `snowman_footprints_avx2`
 * works out (arguments as there; `base` the picture's bytes, `levelList` its `levels` levels, `coverage` the
 * pixels' coverage): each covered pixel whose taps lie inside its level is drawn as `snowman_span_draw_avx2` draws
 * it, the pixels on one level at once, each through its own counts of taps; so is each whose taps reach past its
 * level's edges, each texel's place clamped to them. Returns a bit for each covered pixel it left (a footprint Swift
 * works out, or places past 32 bits): Swift draws those one by one. A pixel whose taps read only transparent
 * texels (`occupancy`, the picture's summed counts, and its levels' `occupancyTables`, when known) is left as it is,
 * as its sum of 0 would leave it. */
__attribute__((target("avx2"))) static inline uint32_t snowman_footprint_span_avx2(
    const double *m, double rowU, double rowV, double rowW, double px0, intptr_t count, const uint8_t *base,
    const snowman_level *levelList, intptr_t levels, const int32_t *occupancy,
    const snowman_occupancy_table *occupancyTables, double coarser, double longest, int32_t shortTaps,
    int32_t longTaps, double shortSpacing, const uint8_t *coverage, uint8_t *out, int swapped) {
  snowman_footprints f;
  snowman_footprints_avx2(m, rowU, rowV, rowW, px0, count, levels, coarser, longest, shortTaps, longTaps,
                          shortSpacing, &f);
  uint32_t covered = 0;
  for (intptr_t k = 0; k < count; k++) covered |= (coverage[k] != 0 ? 1u : 0u) << k;
  uint32_t left = covered & ~f.computed, inside = 0, clamped = 0;
  for (intptr_t k = 0; k < count; k++) {
    if (!(covered & f.computed & (1u << k))) continue;
    /* The reach of its grid of taps from its first, as `Footprint.reach` works it out. */
    const snowman_level *level = &levelList[f.level[k]];
    int64_t lastU = (int64_t)(f.acrossN[k] - 1) * f.acrossU[k], lastV = (int64_t)(f.acrossN[k] - 1) * f.acrossV[k];
    int64_t downU = (int64_t)(f.downN[k] - 1) * f.downU[k], downV = (int64_t)(f.downN[k] - 1) * f.downV[k];
    int64_t lowU = (lastU < 0 ? lastU : 0) + (downU < 0 ? downU : 0);
    int64_t lowV = (lastV < 0 ? lastV : 0) + (downV < 0 ? downV : 0);
    int64_t highU = (lastU > 0 ? lastU : 0) + (downU > 0 ? downU : 0);
    int64_t highV = (lastV > 0 ? lastV : 0) + (downV > 0 ? downV : 0);
    int64_t u = f.centreU[k], v = f.centreV[k];
    /* A pixel whose taps read only transparent texels sums to 0 and is left as it is. */
    if (occupancy && snowman_transparent(occupancy, &occupancyTables[f.level[k]], level, (u + lowU) >> 16,
                                         (v + lowV) >> 16, ((u + highU) >> 16) + 1, ((v + highV) >> 16) + 1)) {
      continue;
    }
    if (level->width >= (1 << 15) || level->height >= (1 << 15)) {
      left |= 1u << k;
    } else if (snowman_taps_inside(u, v, lowU, lowV, highU, highV, level->width, level->height)) {
      inside |= 1u << k;
    } else if (u + lowU > -(1 << 30) && v + lowV > -(1 << 30) && u + highU < (1 << 30) && v + highV < (1 << 30)) {
      /* Past an edge, its places still within 32 bits: its texels' places clamped one by one. */
      clamped |= 1u << k;
    } else {
      left |= 1u << k;
    }
  }
  snowman_footprint_batches(&f, inside, 0, base, levelList, coverage, out, swapped);
  snowman_footprint_batches(&f, clamped, SNOWMAN_SPAN_CLAMPED, base, levelList, coverage, out, swapped);
  return left;
}
#endif

#endif
