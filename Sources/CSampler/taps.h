#ifndef SNOWMAN_CSAMPLER_TAPS_H
#define SNOWMAN_CSAMPLER_TAPS_H

/* The sampler's taps with SSE2 (every x86-64 has it): a tap's four texels blended in one 128-bit register, eight
 * 16-bit lanes, where Swift's portable path packs four lanes in a 64-bit integer. The arithmetic is the same step
 * for step (7-bit weights, each blend rounded to 8 bits), so the pixels are the same bytes; Swift takes this path
 * on x86-64 only (elsewhere its portable path draws). Static inline: Swift's compiler inlines it into the sampler's
 * loop. SwiftPM does not notice an edit of this header alone: touch PerspectiveSampler.swift after one.
 * `SamplerArithmeticTests.test_simdTaps_sumAsThePortableTapsDo` holds the two paths to the same sums. */

#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/* One tap at (u, v) (16 fraction bits, texel centres at whole numbers) whose four texels lie inside the level
 * (`row` bytes a row): red, green, blue, alpha in the low four 16-bit lanes. */
static inline __m128i snowman_interior_tap(const uint8_t *level, intptr_t row, intptr_t u, intptr_t v) {
  const uint8_t *top = level + (v >> 16) * row + (u >> 16) * 4;
  const __m128i zero = _mm_setzero_si128();
  __m128i upper = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)top), zero);
  __m128i lower = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(top + row)), zero);
  __m128i wx = _mm_set1_epi16((short)((u >> 9) & 127)), wy = _mm_set1_epi16((short)((v >> 9) & 127));
  const __m128i full = _mm_set1_epi16(128), half = _mm_set1_epi16(64);
  __m128i across = _mm_unpacklo_epi64(_mm_sub_epi16(full, wx), wx);
  upper = _mm_mullo_epi16(upper, across);
  lower = _mm_mullo_epi16(lower, across);
  /* left texels of both rows beside right texels of both rows: one add blends both rows */
  __m128i rows = _mm_srli_epi16(
      _mm_add_epi16(_mm_add_epi16(_mm_unpacklo_epi64(upper, lower), _mm_unpackhi_epi64(upper, lower)), half), 7);
  __m128i down = _mm_mullo_epi16(rows, _mm_unpacklo_epi64(_mm_sub_epi16(full, wy), wy));
  return _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(down, _mm_unpackhi_epi64(down, down)), half), 7);
}

/* Lanes red, green, blue, alpha packed as Swift's sampler packs them: red, blue, green, alpha from the low end. */
static inline uint64_t snowman_swift_lanes(__m128i sum) {
  return (uint64_t)_mm_cvtsi128_si64(_mm_shufflelo_epi16(sum, _MM_SHUFFLE(3, 1, 2, 0)));
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
      sum = _mm_add_epi16(sum, snowman_interior_tap(level, row, tu, tv));
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
