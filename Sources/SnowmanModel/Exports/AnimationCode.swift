/// The code a motion can be written as besides a page or a Lottie file: what the curve's Copy menu copies and
/// `presets show --as` prints (its raw value is the command line's word).
public enum AnimationCode: String, CaseIterable, Equatable, Sendable {
  case css, swiftUI = "swiftui", coreAnimation = "coreanimation"

  /// How a notice names it.
  public var label: String {
    switch self {
    case .css: return "CSS"
    case .swiftUI: return "SwiftUI"
    case .coreAnimation: return "Core Animation"
    }
  }
}
