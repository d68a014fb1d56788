import SnowmanModel

extension IntroFeature {
  /// The intro's buttons.
  public enum Control: DescribedControl, CaseIterable {
    case next
    case skip

    public var key: String {
      switch self {
      case .next: return "intro.next"
      case .skip: return "intro.skip"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .next: return IntroFeature.nextLabel(state.intro.page)
      case .skip: return "Skip"
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .next: return [.intro(.nextPressed)]
      case .skip: return [.intro(.skipPressed)]
      }
    }

    static var every: [Control] { allCases }

    /// The order Tab visits the intro's buttons in: Skip, then Next (Enter's default).
    static let focusOrder: [Control] = [.skip, .next]
  }
}

extension IntroFeature.Control: AccessibleControl {
  var role: AccessibleRole { .pushButton }
  func group(in state: AppState) -> AccessibleGroup? {
    .dialog("Intro", says: state.intro.page.map { IntroFeature.pages[$0] } ?? "")
  }
  func isChosen(in state: AppState) -> Bool { false }
}
