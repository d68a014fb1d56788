import SnowmanModel

extension CurvesFeature {
  /// The easing curve's controls on the Settings screen: its row, the drawn curve and its two handles, Copy,
  /// and the items of the Easing menu and the Copy menu.
  public enum Control: DescribedControl {
    case row
    case view
    /// A Bézier's handle, 1 or 2.
    case bezierHandle(Int)
    case copy
    case easing(EasingKind)
    case copyAs(CurveCopyFormat)

    public var key: String {
      switch self {
      case .row: return "settings.row.curve"
      case .view: return "curve.view"
      case .bezierHandle(let n): return "curve.handle.\(n)"
      case .copy: return "curve.copy"
      case .easing(let kind): return "easing.menu.\(kind.rawValue)"
      case .copyAs(let format): return "curve.copy.\(format.rawValue)"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .row: return state.draft.curve(at: state.playhead).css
      case .view: return "Curve"
      case .bezierHandle(let n): return "Handle \(n)"
      case .copy: return "Copy"
      case .easing(let kind): return kind.displayName
      case .copyAs(let format): return format.label
      }
    }

    /// A menu's items say whether they can be chosen in the menu's list.
    public func isEnabled(in state: AppState) -> Bool {
      switch self {
      case .row, .view, .bezierHandle, .copy: return true
      case .easing, .copyAs: return state.isMenuItemEnabled(.feature(.curves(self)))
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .copy: return [.curves(.copyButtonClicked)]
      case .easing(let kind): return [.curves(.easingChosen(kind))]
      case .copyAs(let format): return [.curves(.copyCurvePressed(format))]
      case .row, .view, .bezierHandle: return []
      }
    }

    /// Its case without what it carries: `kind` numbers these in order.
    enum Kind: CaseIterable { case row, view, bezierHandle, copy, easing, copyAs }
    var caseKind: Kind {
      switch self {
      case .row: return .row
      case .view: return .view
      case .bezierHandle: return .bezierHandle
      case .copy: return .copy
      case .easing: return .easing
      case .copyAs: return .copyAs
      }
    }

    /// An arrow on a curve handle moves it by 0.01 in curve space (Shift: 0.1), ↑ up, as one edit.
    func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? {
      guard case .bezierHandle(let handle) = self else { return nil }
      let step = shift ? 0.1 : 0.01
      let move: (dx: Double, dy: Double)
      switch key {
      case .left: move = (-step, 0)
      case .right: move = (step, 0)
      case .up: move = (0, step)
      case .down: move = (0, -step)
      default: return nil
      }
      return [.curves(.curveHandleNudged(handle: handle, dx: move.dx, dy: move.dy)), .pointerReleased]
    }

    static var every: [Control] {
      [.row, .view, .bezierHandle(1), .bezierHandle(2), .copy] + EasingKind.allCases.map(Control.easing)
        + CurveCopyFormat.allCases.map(Control.copyAs)
    }
  }
}

extension CurvesFeature.Control: AccessibleControl {
  /// A Bézier's handles are round.
  var shape: ControlShape {
    if case .bezierHandle = self { return .circular }
    return .rounded
  }

  var role: AccessibleRole {
    switch self {
    case .row: return .label
    case .view: return .image
    case .bezierHandle, .copy: return .pushButton
    case .easing, .copyAs: return .menuItem
    }
  }

  func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .row, .view, .bezierHandle, .copy: return nil
    case .easing, .copyAs: return .menu
    }
  }

  func isChosen(in state: AppState) -> Bool { false }
}

extension CurvesFeature.Control {
  /// The Easing row's menu: a curve kind an item.
  static var easingMenu: [Self] { EasingKind.allCases.map(Self.easing) }
  /// The Copy button's menu: a format an item.
  static var copyMenu: [Self] { CurveCopyFormat.allCases.map(Self.copyAs) }
}

extension CurvesFeature {
  /// Ctrl+C copies the curve as CSS, Ctrl+V pastes one, on any screen (Ctrl+Shift+C is the whole animation's).
  static func keyAnywhere(_ key: Key, ctrl: Bool, shift: Bool) -> AppAction? {
    guard ctrl, !shift else { return nil }
    switch key {
    case .character("c"): return .curves(.copyCurvePressed(.css))
    case .character("v"): return .curves(.pasteKeyPressed)
    default: return nil
    }
  }
}
