import SnowmanController

/// Where the banner sits: across the top of the window (below the Settings screen's bar), its button at the
/// right, sized to its label.
public struct NoticeLayout: Equatable, Sendable {
  /// The banner.
  public let box: Rect
  /// Its button, when the notice has one, and which.
  public let button: (control: NoticeFeature.Control, rect: Rect)?

  /// The banner for `state`'s notice, its top at `top`; nil while none is shown.
  init?(state: AppState, width: Double, top: Double) {
    guard state.notice != nil else { return nil }
    let box = Rect(16, top, width - 32, 64)
    self.box = box
    button = NoticeFeature.Control.button(of: state.notice).map { control in
      let w = control == .showFolder ? 132.0 : 76
      return (control, Rect(box.maxX - 40 - w, box.y + 14, w, 36))
    }
  }

  /// The banner's controls and where each is.
  var places: [(ControlID, Rect)] {
    [(.feature(.notice(.text)), box)] + (button.map { [(.feature(.notice($0.control)), $0.rect)] } ?? [])
  }

  /// Whether `id` still takes clicks while a layer is over the screen: the sheet leaves the banner's Show in
  /// folder working.
  static func staysOverLayers(_ id: ControlID) -> Bool {
    id == .feature(.notice(.text)) || id == .feature(.notice(.showFolder))
  }

  public static func == (a: NoticeLayout, b: NoticeLayout) -> Bool {
    a.box == b.box && a.button?.control == b.button?.control && a.button?.rect == b.button?.rect
  }
}
