#ifndef SNOWMAN_CSAMPLER_TAPS_H
#define SNOWMAN_CSAMPLER_TAPS_H

/* The sampler's taps with SSE2 (every x86-64 has it): a tap's four texels blended in one 128-bit register by two
 * multiply-adds, where Swift's portable path blends two channels at a time in a 64-bit integer. The arithmetic is the
 * same (7-bit weights, their products summed, rounded once to 8 bits), so the pixels are the same bytes; Swift takes this path
 * on x86-64 only (elsewhere its portable path draws). Static inline: Swift's compiler inlines it into the sampler's
 * loop. SwiftPM does not notice an edit of this header alone: touch the SnowmanSampler sources after one.
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

/* `PerspectiveSampler.fixed` and `.ceiling` with the processor's plain conversion: Swift checks every Double-to-Int
 * conversion's range (compares and a branch), which the clamp already keeps, a dozen times a span. The same value
 * for every number; a NaN, which Swift's check stops with a trap, comes out as INT64_MIN, outside every level. */
static inline int64_t snowman_fixed(double t) {
  double clamped = t < -1000000.0 ? -1000000.0 : (t > 1000000.0 ? 1000000.0 : t);
  return _mm_cvttsd_si64(_mm_set_sd((clamped + 1048576.0) * 65536.0)) - (int64_t)1048576 * 65536;
}

static inline int64_t snowman_ceiling(double t) {
  int64_t whole = _mm_cvttsd_si64(_mm_set_sd(t));
  return (double)whole < t ? whole + 1 : whole;
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

/* A span's pixels at once with AVX2 where the CPU has it (`snowman_has_avx2`): up to eight pixels, each summed as
 * `snowman_interior_taps` sums it (the same weights, the same rounding a tap, so the same bytes), every pixel's
 * positions, weights and addresses eight at a time and two pixels' texels a register, where the loop above spends
 * most of a tap on them one by one. The pixels share the counts of taps, not their places or steps. Pixels not in
 * `active` (a bit each) are not read; all taps of those in it lie inside the level, whose positions (16 fraction
 * bits) and texel indices fit 32 bits. */
#include <immintrin.h>
#include <cpuid.h>

/* Each pixel's first tap, and its steps to the next tap across and to the next row of taps (fixed point). */
typedef struct {
  int32_t u[8], v[8], acrossU[8], acrossV[8], downU[8], downV[8];
  /* Each pixel's coverage (0-255). */
  int32_t cover[8];
  /* Where the pixels' counts of taps differ (`snowman_footprint_span_avx2`): each one's counts across and down,
   * and what its sum is divided by (255 x its taps) and half of that. */
  int32_t across[8], down[8], divisor[8], half[8];
} snowman_span_places;

typedef struct {
  uint64_t lanes[8];
} snowman_span_sums;

/* Asks for the 64-byte line at `bytes` to be brought into the caches. */
static inline void snowman_prefetch(const uint8_t *bytes) { _mm_prefetch((const char *)bytes, _MM_HINT_T0); }

/* Whether the CPU and the kernel let this process use AVX2. */
static inline int snowman_has_avx2(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
  unsigned lo, hi;
  __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  if ((lo & 6) != 6) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  return (b & bit_AVX2) != 0;
}

__attribute__((target("avx2"))) static inline __m256i snowman_load8(const int32_t *p) {
  return _mm256_loadu_si256((const __m256i *)p);
}

/* The order [0 1 4 5 | 2 3 6 7]: a span's eight 32-bit lanes so that 32-bit lane g of each 128-bit half belongs to
 * the pixels whose sums are group g of `snowman_span_sum_avx2` (0 and 2, 1 and 3, 4 and 6, 5 and 7). It is its own
 * inverse. */
__attribute__((target("avx2"))) static inline __m256i snowman_pair_order(void) {
  return _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7);
}

/* The four texels of the tap whose top left texel is number `p` (above left, above right, below left, below right:
 * two 8-byte loads, the level's rows `row` bytes apart) in the low half, and those of the tap at `q` in the high. */
__attribute__((target("avx2"))) static inline __m256i snowman_quads(
    const uint8_t *level, intptr_t row, int32_t p, int32_t q) {
  int64_t ap, bp, aq, bq;
  __builtin_memcpy(&ap, level + 4 * (intptr_t)p, 8);
  __builtin_memcpy(&bp, level + row + 4 * (intptr_t)p, 8);
  __builtin_memcpy(&aq, level + 4 * (intptr_t)q, 8);
  __builtin_memcpy(&bq, level + row + 4 * (intptr_t)q, 8);
  return _mm256_setr_epi64x(ap, bp, aq, bq);
}

/* What a span's pixels may differ in (`snowman_span_sum_avx2`'s `kind`): their counts of taps, and whether their
 * taps' texels may lie past the level's edges (each texel's place clamped to it, the edge repeated, as Swift's
 * `PerspectiveSampler.tap` does). */
enum { SNOWMAN_SPAN_COUNTS = 1, SNOWMAN_SPAN_CLAMPED = 2 };

/* A tap's four texels (`at`, `right`, `below`, `belowRight`: texel numbers) for the pixels of group `g` (lanes g and
 * g + 4), as `snowman_quads` has them, each read alone. */
__attribute__((target("avx2"))) static inline __m256i snowman_clamped_quads(
    const uint8_t *level, const int32_t *at, const int32_t *right, const int32_t *below, const int32_t *belowRight,
    int g) {
#define SNOWMAN_TEXEL(n) ({ int32_t t; __builtin_memcpy(&t, level + 4 * (intptr_t)(n), 4); t; })
  return _mm256_setr_epi32(SNOWMAN_TEXEL(at[g]), SNOWMAN_TEXEL(right[g]), SNOWMAN_TEXEL(below[g]),
                           SNOWMAN_TEXEL(belowRight[g]), SNOWMAN_TEXEL(at[g + 4]), SNOWMAN_TEXEL(right[g + 4]),
                           SNOWMAN_TEXEL(below[g + 4]), SNOWMAN_TEXEL(belowRight[g + 4]));
#undef SNOWMAN_TEXEL
}

/* The taps' sums of pixels 0 and 2, 1 and 3, 4 and 6, 5 and 7 (red, green, blue, alpha a pixel, a 128-bit half
 * each) into `sums`. A tap is blended along its two rows of texels and then down, where one step weighed each
 * texel by the product of its two weights: the same integer, (left x (128 - wx) + right x wx) x (128 - wy) + (...)
 * x wy, so the same rounding and the same bytes, in fewer instructions. Along a row, `pmaddubsw` multiplies the
 * bytes as they are by 8-bit weights: 128 - wx (up to 128) does not fit one, so the left texel weighs 127 - wx and
 * is added once more (a row's sum is under 255 x 128, a 16-bit lane). */
__attribute__((target("avx2"), always_inline)) static inline void snowman_span_sum_avx2(
    const uint8_t *level, intptr_t row, const snowman_span_places *places, uint32_t active, intptr_t na, intptr_t nd,
    __m256i sums[4], int kind, intptr_t height) {
  const int mixed = kind & SNOWMAN_SPAN_COUNTS, clamped = kind & SNOWMAN_SPAN_CLAMPED;
  /* The pixels' lanes in the order of their groups (`snowman_pair_order`): lane g of each half is a pixel of group
   * g, so a group's weights are one in-lane shuffle away. */
  const __m256i order = snowman_pair_order();
#define SNOWMAN_ORDERED(field) _mm256_permutevar8x32_epi32(snowman_load8(places->field), order)
  __m256i rowU = SNOWMAN_ORDERED(u), rowV = SNOWMAN_ORDERED(v);
  const __m256i acrossU = SNOWMAN_ORDERED(acrossU), acrossV = SNOWMAN_ORDERED(acrossV);
  const __m256i downU = SNOWMAN_ORDERED(downU), downV = SNOWMAN_ORDERED(downV);
  /* Mixed counts: `na` and `nd` are the most of any pixel, and a pixel's taps past its own counts add nothing (and
   * read the level's first texels, as an inactive pixel's do). */
  const __m256i acrossCounts = mixed ? SNOWMAN_ORDERED(across) : _mm256_setzero_si256();
  const __m256i downCounts = mixed ? SNOWMAN_ORDERED(down) : _mm256_setzero_si256();
#undef SNOWMAN_ORDERED
  const __m256i bits = _mm256_setr_epi32(1, 2, 16, 32, 4, 8, 64, 128);
  const __m256i activeLanes = _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32((int32_t)active), bits), bits);
  const __m256i width = _mm256_set1_epi32((int32_t)(row / 4)), seven = _mm256_set1_epi32(127);
  const __m256i full = _mm256_set1_epi32(128), round = _mm256_set1_epi32(1 << 13), zero = _mm256_setzero_si256();
  /* A tap's texels' bytes (above left, above right, below left, below right) as (left, right) pairs a channel, the
   * row above's then the row below's. */
  const __m256i rows = _mm256_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 0, 4, 8, 12, 1, 5, 9, 13,
                                        2, 6, 10, 14, 3, 7, 11, 15);
  const __m256i leftOnce = _mm256_set1_epi16(1);
  const __m256i lastColumn = _mm256_sub_epi32(width, _mm256_set1_epi32(1));
  const __m256i lastRow = _mm256_set1_epi32((int32_t)height - 1), next = _mm256_set1_epi32(1);
  __m256i sum02 = zero, sum13 = zero, sum46 = zero, sum57 = zero;
  for (intptr_t j = 0; j < nd; j++) {
    __m256i tu = rowU, tv = rowV;
    const __m256i rowLanes =
        mixed ? _mm256_and_si256(activeLanes, _mm256_cmpgt_epi32(downCounts, _mm256_set1_epi32((int32_t)j)))
              : activeLanes;
    for (intptr_t i = 0; i < na; i++) {
      const __m256i tapLanes =
          mixed ? _mm256_and_si256(rowLanes, _mm256_cmpgt_epi32(acrossCounts, _mm256_set1_epi32((int32_t)i)))
                : activeLanes;
      /* Each pixel's texels by plain loads: AVX2's gathers took most of a tap here (on Zen 4 they, and AVX-512's,
       * were no quicker). An inactive pixel reads the level's first texels, which are always there. */
      int32_t at[8], right[8], below[8], belowRight[8];
      if (clamped) {
        __m256i iu = _mm256_srai_epi32(tu, 16), iv = _mm256_srai_epi32(tv, 16);
#define SNOWMAN_CLAMP(t, last) _mm256_min_epi32(_mm256_max_epi32(t, zero), last)
        __m256i left = SNOWMAN_CLAMP(iu, lastColumn);
        __m256i rightColumn = SNOWMAN_CLAMP(_mm256_add_epi32(iu, next), lastColumn);
        __m256i top = _mm256_mullo_epi32(SNOWMAN_CLAMP(iv, lastRow), width);
        __m256i bottom = _mm256_mullo_epi32(SNOWMAN_CLAMP(_mm256_add_epi32(iv, next), lastRow), width);
#undef SNOWMAN_CLAMP
        _mm256_storeu_si256((__m256i *)at, _mm256_and_si256(_mm256_add_epi32(top, left), tapLanes));
        _mm256_storeu_si256((__m256i *)right, _mm256_and_si256(_mm256_add_epi32(top, rightColumn), tapLanes));
        _mm256_storeu_si256((__m256i *)below, _mm256_and_si256(_mm256_add_epi32(bottom, left), tapLanes));
        _mm256_storeu_si256((__m256i *)belowRight, _mm256_and_si256(_mm256_add_epi32(bottom, rightColumn), tapLanes));
        __asm__("" : "+m"(at), "+m"(right), "+m"(below), "+m"(belowRight));
      } else {
        __m256i index =
            _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srai_epi32(tv, 16), width), _mm256_srai_epi32(tu, 16));
        _mm256_storeu_si256((__m256i *)at, _mm256_and_si256(index, tapLanes));
        /* Read back as numbers: the compiler would otherwise take them out of the register one by one, in more
         * instructions on the vector units than the tap's arithmetic takes. */
        __asm__("" : "+m"(at));
      }
      __m256i wx = _mm256_and_si256(_mm256_srai_epi32(tu, 9), seven);
      __m256i wy = _mm256_and_si256(_mm256_srai_epi32(tv, 9), seven);
      /* (127 - wx, wx) as signed bytes, twice a 32-bit lane; (128 - wy, wy) as the 16-bit halves of one. */
      __m256i across = _mm256_or_si256(_mm256_sub_epi32(seven, wx), _mm256_slli_epi32(wx, 8));
      across = _mm256_or_si256(across, _mm256_slli_epi32(across, 16));
      __m256i down = _mm256_or_si256(_mm256_sub_epi32(full, wy), _mm256_slli_epi32(wy, 16));
#define SNOWMAN_TAP(g, sum, pick)                                                                                  \
  {                                                                                                                 \
    __m256i quads = _mm256_shuffle_epi8(clamped ? snowman_clamped_quads(level, at, right, below, belowRight, g)      \
                                                : snowman_quads(level, row, at[g], at[g + 4]),                      \
                                        rows);                                                                      \
    __m256i alongRows = _mm256_add_epi16(_mm256_maddubs_epi16(quads, _mm256_shuffle_epi32(across, pick)),           \
                                         _mm256_maddubs_epi16(quads, leftOnce));                                   \
    __m256i tap = _mm256_srli_epi32(                                                                                \
        _mm256_add_epi32(_mm256_madd_epi16(alongRows, _mm256_shuffle_epi32(down, pick)), round), 14);               \
    sum = _mm256_add_epi32(sum, mixed ? _mm256_and_si256(tap, _mm256_shuffle_epi32(tapLanes, pick)) : tap);         \
  }
      SNOWMAN_TAP(0, sum02, 0x00)
      SNOWMAN_TAP(1, sum13, 0x55)
      SNOWMAN_TAP(2, sum46, 0xAA)
      SNOWMAN_TAP(3, sum57, 0xFF)
#undef SNOWMAN_TAP
      tu = _mm256_add_epi32(tu, acrossU);
      tv = _mm256_add_epi32(tv, acrossV);
    }
    rowU = _mm256_add_epi32(rowU, downU);
    rowV = _mm256_add_epi32(rowV, downV);
  }
  sums[0] = sum02;
  sums[1] = sum13;
  sums[2] = sum46;
  sums[3] = sum57;
}

/* The span's sums packed as Swift packs a tap's lanes (red | blue << 16 | green << 32 | alpha << 48 a pixel). */
__attribute__((target("avx2"))) static inline snowman_span_sums snowman_span_taps_avx2(
    const uint8_t *level, intptr_t row, const snowman_span_places *places, uint32_t active, intptr_t na, intptr_t nd) {
  __m256i sums[4];
  snowman_span_sum_avx2(level, row, places, active, na, nd, sums, 0, 0);
  snowman_span_sums out;
  static const int first[4] = {0, 1, 4, 5};
  for (int g = 0; g < 4; g++) {
    __m256i packed = _mm256_or_si256(sums[g], _mm256_slli_epi64(_mm256_bsrli_epi128(sums[g], 8), 16));
    out.lanes[first[g]] = (uint64_t)_mm256_extract_epi64(packed, 0);
    out.lanes[first[g] + 2] = (uint64_t)_mm256_extract_epi64(packed, 2);
  }
  return out;
}

#endif

#endif
