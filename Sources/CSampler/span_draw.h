#ifndef SNOWMAN_CSAMPLER_SPAN_DRAW_H
#define SNOWMAN_CSAMPLER_SPAN_DRAW_H

/* A span's pixels drawn from their sums (`taps.h`): each one's mean weighted by its coverage and laid over what is
 * there, as Swift's `PerspectiveSampler.blend` does it, eight pixels at once with AVX2. */

#include "taps.h"

#if defined(__SSE2__)
/* Whether a pixel's taps, the first at (u, v) and reaching from it by (lowU, lowV) to (highU, highV) (fixed point),
 * all lie inside a level of `width` x `height` texels with the texel right of and below each, as
 * `PerspectiveSampler.inside` asks. */
static inline int snowman_taps_inside(int64_t u, int64_t v, int64_t lowU, int64_t lowV, int64_t highU, int64_t highV,
                                      int64_t width, int64_t height) {
  return u + lowU >= 0 && v + lowV >= 0 && (u + highU) >> 16 < width - 1 && (v + highV) >> 16 < height - 1;
}

/* Draws the `active` pixels of the span from `out` (4 bytes each, blue first when `swapped`): each one's taps summed
 * as `snowman_span_sum_avx2` sums them, their mean weighted by its coverage (floor((sum x cover + half) / divisor),
 * divisor = 255 x taps) laid over what is there, as Swift's `blend` does it. */
__attribute__((target("avx2"), always_inline)) static inline void snowman_span_draw_lanes_avx2(
    const uint8_t *level, intptr_t row, const snowman_span_places *places, uint32_t active, intptr_t na, intptr_t nd,
    int32_t divisor, int32_t half, uint8_t *out, int swapped, int kind, intptr_t height) {
  __m256i sums[4];
  snowman_span_sum_avx2(level, row, places, active, na, nd, sums, kind, height);
  const int mixed = kind & SNOWMAN_SPAN_COUNTS;
  const __m256i order = snowman_pair_order();
  const __m256i lanes = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
  const __m256i mask = _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32((int32_t)active), lanes), lanes);
  const __m256i covers = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)places->cover), order);
  const __m256i there = _mm256_permutevar8x32_epi32(_mm256_maskload_epi32((const int *)out, mask), order);
  /* Each pixel's divisor where their counts differ, in the order of the groups as the coverage is. */
  const __m256i divisors =
      mixed ? _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)places->divisor), order)
            : _mm256_set1_epi32(divisor);
  const __m256i halfDivisors =
      mixed ? _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)places->half), order)
            : _mm256_set1_epi32(half);
  const __m256i one = _mm256_set1_epi32(1);
  const __m256i opaque = _mm256_set1_epi32(255), rounding = _mm256_set1_epi32(127), all = _mm256_set1_epi32(-1);
  /* An inactive pixel's divisor may be 0: its quotient is never stored. */
  const __m256 reciprocals = mixed ? _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_cvtepi32_ps(divisors))
                                   : _mm256_set1_ps(1.0f / (float)divisor);
  /* A half's pixel's bytes to its channel lanes (red, green, blue, alpha), and back: red is byte 2 when swapped. */
  const char r = swapped ? 2 : 0, b = swapped ? 0 : 2, z = (char)0x80;
  const __m256i pack = _mm256_setr_epi8(
      (char)(4 * r), 4, (char)(4 * b), 12, z, z, z, z, z, z, z, z, z, z, z, z, (char)(4 * r), 4, (char)(4 * b), 12, z,
      z, z, z, z, z, z, z, z, z, z, z);
  __m256i drawn = _mm256_setzero_si256();
  /* Group g holds the pixels whose bytes are 32-bit lane g of each half of `there` and of `drawn`. */
#define SNOWMAN_DRAW(g, pick)                                                                                      \
  {                                                                                                                \
    const __m256i spread = _mm256_setr_epi8(                                                                       \
        4 * g + r, z, z, z, 4 * g + 1, z, z, z, 4 * g + b, z, z, z, 4 * g + 3, z, z, z, 4 * g + r, z, z, z,        \
        4 * g + 1, z, z, z, 4 * g + b, z, z, z, 4 * g + 3, z, z, z);                                               \
    const __m256i d = mixed ? _mm256_shuffle_epi32(divisors, pick) : divisors;                                     \
    const __m256i halves = mixed ? _mm256_shuffle_epi32(halfDivisors, pick) : halfDivisors;                        \
    const __m256 reciprocal = mixed ? _mm256_shuffle_ps(reciprocals, reciprocals, pick) : reciprocals;             \
    __m256i v = _mm256_add_epi32(_mm256_mullo_epi32(sums[g], _mm256_shuffle_epi32(covers, pick)), halves);        \
    /* floor(v / divisor): a float quotient (v < 2^24 is exact; it errs by far under 1), corrected each way */     \
    __m256i q = _mm256_cvttps_epi32(_mm256_mul_ps(_mm256_cvtepi32_ps(v), reciprocal));                            \
    q = _mm256_add_epi32(q, _mm256_cmpgt_epi32(_mm256_mullo_epi32(q, d), v));                                     \
    q = _mm256_sub_epi32(                                                                                          \
        q, _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_mullo_epi32(_mm256_add_epi32(q, one), d), v), all));     \
    __m256i keep = _mm256_sub_epi32(opaque, _mm256_shuffle_epi32(q, 0xFF));                                       \
    __m256i t = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_shuffle_epi8(there, spread), keep), rounding);         \
    /* t / 255 for t under 2^16, exactly */                                                                        \
    __m256i under = _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(t, one), _mm256_srli_epi32(t, 8)), 8);    \
    __m256i value = _mm256_min_epi32(_mm256_add_epi32(q, under), opaque);                                          \
    drawn = _mm256_or_si256(drawn, _mm256_slli_si256(_mm256_shuffle_epi8(value, pack), 4 * g));                   \
  }
  SNOWMAN_DRAW(0, 0x00)
  SNOWMAN_DRAW(1, 0x55)
  SNOWMAN_DRAW(2, 0xAA)
  SNOWMAN_DRAW(3, 0xFF)
#undef SNOWMAN_DRAW
  _mm256_maskstore_epi32((int *)out, mask, _mm256_permutevar8x32_epi32(drawn, order));
}

/* `snowman_span_draw_lanes_avx2` for pixels that share their counts of taps (`na` across, `nd` down). */
__attribute__((target("avx2"))) static inline void snowman_span_draw_avx2(
    const uint8_t *level, intptr_t row, const snowman_span_places *places, uint32_t active, intptr_t na, intptr_t nd,
    int32_t divisor, int32_t half, uint8_t *out, int swapped) {
  snowman_span_draw_lanes_avx2(level, row, places, active, na, nd, divisor, half, out, swapped, 0, 0);
}

/* An evenly spaced span of `count` pixels sharing one footprint: pixel k's first tap at (u + k stepU, v + k stepV)
 * (fixed point), its taps `na` across (acrossU, acrossV apart) in `nd` rows (downU, downV apart), reaching from its
 * first tap by (lowU, lowV) to (highU, highV). Draws, as `snowman_span_draw_avx2` does, every pixel whose coverage
 * is not 0 and whose taps all lie inside the level (`width` x `height` texels); returns a bit for each covered pixel
 * it left, whose taps need clamping. Where Swift gathered each pixel's places and tests one by one, the span's lanes
 * are filled here eight at a time: a pixel drawn has places that fit 32 bits, so they are worked out modulo 2^32. */
__attribute__((target("avx2"))) static inline uint32_t snowman_even_span_avx2(
    const uint8_t *level, intptr_t row, int64_t width, int64_t height, int64_t u, int64_t v, int64_t stepU,
    int64_t stepV, int64_t acrossU, int64_t acrossV, intptr_t na, int64_t downU, int64_t downV, intptr_t nd,
    int64_t lowU, int64_t lowV, int64_t highU, int64_t highV, const uint8_t *coverage, intptr_t count,
    int32_t divisor, int32_t half, uint8_t *out, int swapped) {
  uint32_t active = 0, left = 0;
  for (intptr_t k = 0; k < count; k++) {
    if (coverage[k] == 0) continue;
    int64_t pu = (int64_t)((uint64_t)u + (uint64_t)k * (uint64_t)stepU);
    int64_t pv = (int64_t)((uint64_t)v + (uint64_t)k * (uint64_t)stepV);
    if (snowman_taps_inside(pu, pv, lowU, lowV, highU, highV, width, height)) {
      active |= 1u << k;
    } else {
      left |= 1u << k;
    }
  }
  if (active == 0) return left;
  snowman_span_places places;
  const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  _mm256_storeu_si256((__m256i *)places.u, _mm256_add_epi32(_mm256_set1_epi32((int32_t)u),
                                                              _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int32_t)stepU))));
  _mm256_storeu_si256((__m256i *)places.v, _mm256_add_epi32(_mm256_set1_epi32((int32_t)v),
                                                              _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int32_t)stepV))));
  _mm256_storeu_si256((__m256i *)places.acrossU, _mm256_set1_epi32((int32_t)acrossU));
  _mm256_storeu_si256((__m256i *)places.acrossV, _mm256_set1_epi32((int32_t)acrossV));
  _mm256_storeu_si256((__m256i *)places.downU, _mm256_set1_epi32((int32_t)downU));
  _mm256_storeu_si256((__m256i *)places.downV, _mm256_set1_epi32((int32_t)downV));
  /* The coverage of pixels past `count` is not read: their lanes are inactive. A whole span's is one load, where
   * copying a count of bytes took a byte insert each, a twelfth of this function's time. */
  __m128i covers;
  if (count == 8) {
    covers = _mm_loadl_epi64((const __m128i *)coverage);
  } else {
    uint8_t cover[8] = {0};
    __builtin_memcpy(cover, coverage, (size_t)(count < 8 ? count : 8));
    covers = _mm_loadl_epi64((const __m128i *)cover);
  }
  _mm256_storeu_si256((__m256i *)places.cover, _mm256_cvtepu8_epi32(covers));
  snowman_span_draw_avx2(level, row, &places, active, na, nd, divisor, half, out, swapped);
  return left;
}
#endif

#endif
