import SnowmanModel

/// The easing curve of the selected keyframes (or of the moves under the playhead): chosen from a menu, shaped by
/// its handles, copied and pasted as text.
public enum CurvesFeature {
  /// The curve edited and how long its move lasts, which SwiftUI's form names.
  public struct State: Equatable, Sendable {
    /// The curve edited.
    public var easing: Easing
    /// The move's length, in seconds.
    public var duration: Double
  }

  /// What the user did to the curve, or what the clipboard held.
  public enum Action: Equatable, Sendable {
    /// The Easing row (not its stepper) was clicked: its menu of curves opens.
    case easingRowClicked
    /// A curve kind was chosen in the Easing menu.
    case easingChosen(EasingKind)
    /// A curve handle (1 or 2) was dragged to (x, y) in curve space (x: time 0…1, y: progress).
    case curveHandleDragged(handle: Int, x: Double, y: Double)
    /// An arrow key with a curve handle (1 or 2) focused: it moves by (dx, dy) in curve space.
    case curveHandleNudged(handle: Int, dx: Double, dy: Double)
    /// The curve view's Copy button was clicked: its menu of formats opens.
    case copyButtonClicked
    /// Ctrl+C, or a Copy menu item: the curve goes to the clipboard in this form.
    case copyCurvePressed(CurveCopyFormat)
    /// Ctrl+V: the clipboard's text is asked for (it comes back as `curvePasted`).
    case pasteKeyPressed
    /// This text came from the clipboard.
    case curvePasted(String)
  }

  /// The curve's part of the app: the curve the draft's Easing row edits at the playhead, over its move's length.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    let playhead = state.playhead
    let easing = state.draft.curve(at: playhead)
    var curves = State(easing: easing, duration: state.draft.curveSpan(at: playhead))
    let effects = reduce(&curves, action)
    if curves.easing != easing { state.draft.setCurve(curves.easing, at: playhead) }
    return effects
  }

  /// Applies `action` to the curve; copying and pasting go through the clipboard.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .easingRowClicked:
      return [.send(.menuToggled(.easing))]
    case .easingChosen(let kind):
      state.easing = Easing(kind: kind, from: state.easing)
      return [.send(.menuDismissed)]
    case .curveHandleDragged(let handle, let x, let y):
      let b = state.easing.bezier ?? Easing.defaultCustom
      let px = (min(max(x, CurveLimits.x.lowerBound), CurveLimits.x.upperBound) * 100).rounded() / 100
      let py = (min(max(y, CurveLimits.y.lowerBound), CurveLimits.y.upperBound) * 100).rounded() / 100
      state.easing = .custom(handle == 1 ? CubicBezier(px, py, b.x2, b.y2) : CubicBezier(b.x1, b.y1, px, py))
    case .curveHandleNudged(let handle, let dx, let dy):
      let b = state.easing.bezier ?? Easing.defaultCustom
      let (x, y) = handle == 1 ? (b.x1, b.y1) : (b.x2, b.y2)
      return reduce(&state, .curveHandleDragged(handle: handle, x: x + dx, y: y + dy))
    case .copyButtonClicked:
      return [.send(.menuToggled(.copyCurve))]
    case .copyCurvePressed(let format):
      return [.send(.menuDismissed)] + copy(state, format)
    case .pasteKeyPressed:
      return [.readClipboard]
    case .curvePasted(let text):
      do {
        state.easing = try Easing(parsing: text)
        return [.pass("Pasted \(state.easing.css)")]
      } catch {
        return [.tell("Nothing pasted: \(error).")]
      }
    }
    return []
  }

  /// The curve on the clipboard in `format`, or a word on why it has no such form.
  static func copy(_ state: State, _ format: CurveCopyFormat) -> [Effect] {
    if let code = format.animation { return [.send(.draft(.animationCopyPressed(code)))] }
    let easing = state.easing
    let text: String?
    switch format {
    case .css: text = easing.bezier != nil || easing.kind == .spring ? easing.css : nil
    case .coreAnimation: text = easing.coreAnimation
    case .swiftUI: text = easing.swiftUI(duration: state.duration)
    case .animationCSS, .animationSwiftUI, .animationCoreAnimation: text = nil
    }
    guard let text else {
      return [.tell("\(easing.displayName.capitalized) has no \(format.label) form; nothing copied.")]
    }
    return [.writeClipboard(text), .pass("Copied \(text)")]
  }
}

/// The forms a curve can be copied as, and then the whole animation's (DESIGN.md, Export as code).
public enum CurveCopyFormat: String, CaseIterable, Equatable, Sendable {
  case css, coreAnimation, swiftUI
  case animationCSS, animationSwiftUI, animationCoreAnimation

  /// The menu item's label.
  public var label: String {
    switch self {
    case .css: return "CSS cubic-bezier"
    case .coreAnimation: return "Core Animation"
    case .swiftUI: return "SwiftUI"
    case .animationCSS: return "Animation as CSS"
    case .animationSwiftUI: return "Animation as SwiftUI"
    case .animationCoreAnimation: return "Animation as Core Animation"
    }
  }

  /// The code the item copies the whole animation as; nil for the curve's own forms.
  public var animation: AnimationCode? {
    switch self {
    case .css, .coreAnimation, .swiftUI: return nil
    case .animationCSS: return .css
    case .animationSwiftUI: return .swiftUI
    case .animationCoreAnimation: return .coreAnimation
    }
  }
}

extension CurvesFeature.Action {
  /// Which actions edit the draft (`AppAction.editGesture`): a handle dragged or nudged repeats (one undo step for
  /// the gesture), a kind chosen or a curve pasted is one edit.
  var editGesture: Bool? {
    switch self {
    case .curveHandleDragged, .curveHandleNudged: return true
    case .easingChosen, .curvePasted: return false
    case .easingRowClicked, .copyButtonClicked, .copyCurvePressed, .pasteKeyPressed: return nil
    }
  }
}

extension AppAction {
  /// The curve's actions, as the app takes them.
  public static func curves(_ action: CurvesFeature.Action) -> AppAction { .feature(.curves(action)) }
}
