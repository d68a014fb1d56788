import Foundation
import SnowmanController
import SnowmanModel

/// The `--ui-map` document: the window's controls and state, like accessibility identifiers, so tests and
/// tools can find what to click and see what the app is doing.
public struct UIMap: Encodable, Equatable, Sendable {
  public struct Size: Codable, Equatable, Sendable { public let w: Int, h: Int }
  public struct Item: Codable, Equatable, Sendable {
    public let id: String, label: String
    public let x: Double, y: Double, w: Double, h: Double
    public let enabled: Bool
  }
  /// What the app is doing: the app's own (the tab, the window's title, theme and motion, the field holding the
  /// keyboard) and each feature's part, from its room, written as one object.
  public struct State: Encodable, Equatable, Sendable {
    public let tab: String
    public let title: String
    /// The colour scheme the window is drawn in: "light" or "dark".
    public let theme: String
    /// "reduced" when the desktop asks for less motion (the app's own movements fade instead), else "full".
    public let motion: String
    /// The text field that holds the keyboard, if one does: its text, caret and selection (in characters), and
    /// an input method's composition.
    public let field: Field?
    public let presets: PresetsState
    public let transport: TransportState
    public let draft: DraftState
    public let notice: NoticeState
    public let focus: FocusState
    public let export: ExportState
    public let intro: IntroState
    public let wardrobe: WardrobeState

    init(_ state: AppState, layout: Layout) {
      tab = state.tab.rawValue
      title = state.windowTitle
      theme = state.theme.rawValue
      motion = state.reducesMotion ? "reduced" : "full"
      field = state.openField.map(Field.init)
      presets = PresetsState(state)
      transport = TransportState(state)
      draft = DraftState(state)
      notice = NoticeState(state)
      focus = FocusState(state)
      export = ExportState(state)
      intro = IntroState(state)
      wardrobe = WardrobeState(state, stage: layout.wardrobe.stage)
    }

    enum CodingKeys: String, CodingKey { case tab, title, theme, motion, field }

    /// The app's keys, then each part's, into the same object.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(tab, forKey: .tab)
      try c.encode(title, forKey: .title)
      try c.encode(theme, forKey: .theme)
      try c.encode(motion, forKey: .motion)
      try c.encodeIfPresent(field, forKey: .field)
      let parts: [any Encodable] = [presets, transport, draft, notice, focus, export, intro, wardrobe]
      for part in parts { try part.encode(to: encoder) }
    }
  }
  public struct Field: Codable, Equatable, Sendable {
    public let text: String
    public let caret: Int
    public let selection: [Int]
    public let preedit: String

    init(_ field: TextField) {
      text = field.text
      caret = field.caret
      selection = [field.selection.lowerBound, field.selection.upperBound]
      preedit = field.preedit
    }
  }
  public let window: Size
  public let controls: [Item]
  public let state: State

  /// The map of `layout` and `state`.
  public init(layout: Layout, state: AppState) {
    window = Size(w: Int(layout.width), h: Int(layout.height))
    let timeline = TransportState.timelineLabel(state)
    controls =
      layout.controls.map {
        Item(
          id: $0.id.key, label: TransportState.isTimeline($0.id) ? timeline : $0.label, x: $0.rect.x, y: $0.rect.y,
          w: $0.rect.w, h: $0.rect.h, enabled: $0.enabled)
      } + IntroState.marks(layout.intro)
    self.state = State(state, layout: layout)
  }

  /// The JSON bytes, keys sorted so equal maps give equal bytes.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("{}".utf8)
  }
}
