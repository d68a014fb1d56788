/// How a Lottie file draws turns in depth: as 3-D layers under a camera (small; lottie-web's HTML renderer,
/// lottie-ios, lottie-android and Skottie draw them), or flat, cut into 2-D pieces any player draws (rlottie,
/// ThorVG), each within `tolerance` pixels of the stage's projection.
public enum LottieForm: Equatable, Sendable {
  case threeD
  case flat(tolerance: Double)

  /// The flat file's bar when none is asked for: two pixels at the export's size, within what the players' own
  /// drawing differs by (3 levels, a silhouette IoU of 0.97).
  public static let defaultTolerance = 2.0
  /// The tolerances `--lottie-tolerance` takes, in pixels.
  public static let toleranceRange = 0.5...8.0
  /// The flat form at the default bar.
  public static let flat = LottieForm.flat(tolerance: defaultTolerance)
}
