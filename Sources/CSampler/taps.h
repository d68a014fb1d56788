#ifndef SNOWMAN_CSAMPLER_TAPS_H
#define SNOWMAN_CSAMPLER_TAPS_H

/* The sampler's taps with SSE2 (every x86-64 has it): a tap's four texels blended in one 128-bit register by two
 * multiply-adds, where Swift's portable path blends two channels at a time in a 64-bit integer. The arithmetic is the
 * same (7-bit weights, their products summed, rounded once to 8 bits), so the pixels are the same bytes; Swift takes this path
 * on x86-64 only (elsewhere its portable path draws). Static inline: Swift's compiler inlines it into the sampler's
 * loop. SwiftPM does not notice an edit of this header alone: touch PerspectiveSampler.swift after one.
 * `SamplerArithmeticTests.test_simdTaps_sumAsThePortableTapsDo` holds the two paths to the same sums. */

#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/* One tap at (u, v) (16 fraction bits, texel centres at whole numbers) whose four texels lie inside the level
 * (`row` bytes a row): red, green, blue, alpha in the four 32-bit lanes. Each texel's channel and its column's two
 * weights (above, below) are one pair of 16-bit lanes, so one multiply-add blends a column; the weights' products
 * are at most 2^14, the sums 255 x 2^14. */
static inline __m128i snowman_interior_tap(const uint8_t *level, intptr_t row, intptr_t u, intptr_t v) {
  const uint8_t *top = level + (v >> 16) * row + (u >> 16) * 4;
  const __m128i zero = _mm_setzero_si128();
  /* bytes: left above, left below, channel by channel; then the right column's */
  __m128i mixed = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)top), _mm_loadl_epi64((const __m128i *)(top + row)));
  uint32_t wx = (uint32_t)(u >> 9) & 127, wy = (uint32_t)(v >> 9) & 127, left = 128 - wx, above = 128 - wy;
  __m128i leftWeights = _mm_set1_epi32((int)(left * above | left * wy << 16));
  __m128i rightWeights = _mm_set1_epi32((int)(wx * above | wx * wy << 16));
  __m128i sum = _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(mixed, zero), leftWeights),
                              _mm_madd_epi16(_mm_unpackhi_epi8(mixed, zero), rightWeights));
  return _mm_srli_epi32(_mm_add_epi32(sum, _mm_set1_epi32(1 << 13)), 14);
}

/* Lanes red, green, blue, alpha (32 bits each, under 2^16) packed as Swift's sampler packs them: 16 bits each, red,
 * blue, green, alpha from the low end. */
static inline uint64_t snowman_swift_lanes(__m128i sum) {
  uint64_t redGreen = (uint64_t)_mm_cvtsi128_si64(sum), blueAlpha = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(sum, sum));
  return redGreen | blueAlpha << 16;
}

/* The sum of `nd` rows of `na` interior taps from (u, v), each tap (au, av) after the one before, each row (du, dv)
 * after the one before. */
static inline uint64_t snowman_interior_taps(
    const uint8_t *level, intptr_t row, intptr_t u, intptr_t v, intptr_t au, intptr_t av, intptr_t na, intptr_t du,
    intptr_t dv, intptr_t nd) {
  __m128i sum = _mm_setzero_si128();
  for (intptr_t j = 0; j < nd; j++) {
    intptr_t tu = u, tv = v;
    for (intptr_t i = 0; i < na; i++) {
      sum = _mm_add_epi32(sum, snowman_interior_tap(level, row, tu, tv));
      tu += au;
      tv += av;
    }
    u += du;
    v += dv;
  }
  return snowman_swift_lanes(sum);
}

/* One interior tap, packed as Swift packs it. */
static inline uint64_t snowman_interior_tap_lanes(const uint8_t *level, intptr_t row, intptr_t u, intptr_t v) {
  return snowman_swift_lanes(snowman_interior_tap(level, row, u, v));
}
#endif

#endif
