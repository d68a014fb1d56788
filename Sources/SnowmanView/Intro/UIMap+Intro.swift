import SnowmanController

extension UIMap {
  /// The intro's part of the map's state: its page (1, 2, 3), or none when it is not up.
  public struct IntroState: Encodable, Equatable, Sendable {
    public let intro: Int?

    init(_ state: AppState) { intro = state.intro.page.map { $0 + 1 } }

    /// What the intro draws beside its buttons, so a test can hold them apart: its bubble (`intro.card`), the mascot
    /// (`intro.mascot`) and each control the page names (`intro.target`, labelled with the control's id). Drawn, not
    /// clicked: they are not enabled.
    static func marks(_ intro: IntroLayout?) -> [Item] {
      guard let intro else { return [] }
      func item(_ id: String, _ label: String, _ r: Rect) -> Item {
        Item(id: id, label: label, x: r.x, y: r.y, w: r.w, h: r.h, enabled: false)
      }
      return [item("intro.card", "Card", intro.bubble), item("intro.mascot", "Mascot", intro.mascot)]
        + intro.targets.map { item("intro.target", $0.id.key, $0.rect) }
    }
  }
}
