/// How a GIF trades bytes for fidelity, from `--quality` (none: the settings GIFs have always had). Measured on
/// Showcase, 640×640, 30 fps, SSIM against the drawn frames (`make bench-export` prints the whole curve):
///
/// | quality | bytes | SSIM |
/// |---|---|---|
/// | none or 100 | 1,133,378 | 0.98767 |
/// | 80 | 751,503 | 0.98308 |
/// | 60 | 730,840 | 0.98229 |
/// | 40 | 693,352 | 0.97926 |
/// | 20 | 678,021 | 0.97717 |
/// | 0 | 559,769 | 0.96727 |
///
/// (2026-11-27, after the stage's taps changed: FFmpeg's GIF of the same frames shrank 3 % and ours 1 %, so the
/// drift the standard sends again went from 6 to 8 levels, and 40 and 20 moved up a step, to stay under 0.8 of
/// FFmpeg's bytes and 0.85 of gifsicle's at each of its SSIMs; 60 moved down a little, below.)
///
/// Three levers, each measured on its own first: the drift a block may have before it is sent again
/// (`FramePatch`), a palette of its own for every patch with fewer colours, and lossy LZW (`GIFLZW`). Lossy LZW
/// alone at tolerance 300 gave 760 KB at 0.98334; own 32-colour palettes took 16/8/100 from 745 KB to 651 KB at
/// nearly the same SSIM. Reusing the previous pixel's index instead (runs, not strings) cost far more SSIM: 879 KB
/// at 0.97750.
struct GIFSettings: Equatable, Sendable {
  /// `FramePatch`'s thresholds: a block is sent when a pixel drifted more than `trigger` levels, and then its
  /// pixels more than `inner` levels off.
  var trigger: Int
  var inner: Int
  /// Lossy LZW's tolerance (squared distance over the three channels); 0: exact, through giflib.
  var tolerance: Int
  /// Colours of a patch's own palette.
  var patchColors: Int32
  /// A patch further than this from the global table (mean squared error a channel) gets a palette of its own;
  /// 0: every patch does.
  var sharedErrorLimit: Double

  /// Exact LZW, fine drift (a block sent again past 8 levels), the global table wherever it serves.
  static let standard = GIFSettings(trigger: 8, inner: 4, tolerance: 0, patchColors: 64, sharedErrorLimit: 15)

  /// The measured points `--quality` runs through (quality, settings), best first.
  static let ladder: [(quality: Int, settings: GIFSettings)] = [
    (100, standard),
    (80, GIFSettings(trigger: 16, inner: 8, tolerance: 60, patchColors: 32, sharedErrorLimit: 0)),
    // 24/12/100 kept 0.98126 SSIM, 0.0005 under gifsicle's `--lossy=30` on Showcase, which then paired with 80 at
    // 0.8499 of its bytes (target 0.85); 20/10/80 keeps 0.98229 in 730,840 bytes, 0.827.
    (60, GIFSettings(trigger: 20, inner: 10, tolerance: 80, patchColors: 32, sharedErrorLimit: 0)),
    (40, GIFSettings(trigger: 28, inner: 14, tolerance: 160, patchColors: 32, sharedErrorLimit: 0)),
    (20, GIFSettings(trigger: 32, inner: 16, tolerance: 200, patchColors: 32, sharedErrorLimit: 0)),
    (0, GIFSettings(trigger: 48, inner: 24, tolerance: 400, patchColors: 16, sharedErrorLimit: 0)),
  ]

  /// The settings for `--quality` 0…100 (nil: `standard`): between two measured points the thresholds and the
  /// tolerance are interpolated, the palette follows the point below.
  static func forQuality(_ quality: Int?) -> GIFSettings {
    guard let quality else { return standard }
    let q = min(max(quality, 0), 100)
    for (upper, lower) in zip(ladder, ladder.dropFirst()) where q >= lower.quality {
      if q == upper.quality { return upper.settings }
      let t = Double(q - lower.quality) / Double(upper.quality - lower.quality)
      func mix(_ a: Int, _ b: Int) -> Int { Int((Double(b) + Double(a - b) * t).rounded()) }
      var s = lower.settings
      s.trigger = mix(upper.settings.trigger, lower.settings.trigger)
      s.inner = mix(upper.settings.inner, lower.settings.inner)
      s.tolerance = mix(upper.settings.tolerance, lower.settings.tolerance)
      return s
    }
    return ladder[ladder.count - 1].settings
  }
}
