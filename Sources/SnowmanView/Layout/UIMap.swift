import Foundation
import SnowmanController
import SnowmanModel

/// The `--ui-map` document: the window's controls and state, like accessibility identifiers, so tests and
/// tools can find what to click and see what the app is doing.
public struct UIMap: Codable, Equatable, Sendable {
  public struct Size: Codable, Equatable, Sendable { public let w: Int, h: Int }
  public struct Item: Codable, Equatable, Sendable {
    public let id: String, label: String
    public let x: Double, y: Double, w: Double, h: Double
    public let enabled: Bool
  }
  public struct State: Codable, Equatable, Sendable {
    public let tab: String
    public let playback: String
    public let selectedPreset: String
    public let elapsed: Double
    public let presets: [String]
    /// The user's own presets, in picker order (the rows between the core built-ins and the library).
    public let saved: [String]
    public let draft: [String: String]
    public let prompt: String?
    public let notice: String?
    public let duration: Double
    public let speed: Double
    public let direction: String
    public let loop: String
    public let image: String?
    public let step: Int
    public let steps: Int
    public let edited: Bool
    public let title: String
    /// The control the keyboard acts on (Tab moves it), if any.
    public let focus: String?
    /// The colour scheme the window is drawn in: "light" or "dark".
    public let theme: String
    /// "reduced" when the desktop asks for less motion (the app's own movements fade instead), else "full".
    public let motion: String
    /// While an export runs: how far (0…1) and into which file; null otherwise.
    public let export: Export?
    /// The first-run intro's page (1, 2, 3), or none when it is not up.
    public let intro: Int?
    /// The Wardrobe: what is worn, how fast the ring turns, which costume is at the front, where each costume is.
    public let wardrobe: Wardrobe
    /// The text field that holds the keyboard, if one does: its text, caret and selection (in characters), and
    /// an input method's composition.
    public let field: Field?
  }
  public struct Wardrobe: Codable, Equatable, Sendable {
    public struct Costume: Codable, Equatable, Sendable {
      public let id: String
      /// Its centre, in window points.
      public let x: Double, y: Double
      /// At rest: in the ring with the ring still, worn, or lying on the floor.
      public let resting: Bool
    }
    public let worn: String?
    /// rad/s, + clockwise on screen.
    public let ringVelocity: Double
    public let front: String
    public let costumes: [Costume]
    /// The physics' fixed steps so far (1/120 s each); they stop while everything rests.
    public let steps: Int

    enum CodingKeys: String, CodingKey { case worn, ringVelocity, front, costumes, steps }

    /// `worn` is written as null when nothing is worn (DESIGN.md), not left out.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      if let worn { try c.encode(worn, forKey: .worn) } else { try c.encodeNil(forKey: .worn) }
      try c.encode(ringVelocity, forKey: .ringVelocity)
      try c.encode(front, forKey: .front)
      try c.encode(costumes, forKey: .costumes)
      try c.encode(steps, forKey: .steps)
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
  public struct Export: Codable, Equatable, Sendable {
    public let progress: Double
    public let file: String
  }

  public let window: Size
  public let controls: [Item]
  public let state: State

  /// The map of `layout` and `state`.
  public init(layout: Layout, state: AppState) {
    window = Size(w: Int(layout.width), h: Int(layout.height))
    var readout = TimeReadout()
    readout.write(state.shownTimeline, tick: state.playback.tick, total: state.playback.totalTicks)
    controls =
      layout.controls.map {
        Item(
          id: $0.id.key, label: $0.id == .feature(.transport(.timeline)) ? readout.text : $0.label, x: $0.rect.x,
          y: $0.rect.y,
          w: $0.rect.w, h: $0.rect.h, enabled: $0.enabled)
      } + UIMap.introMarks(layout.intro)
    var draft: [String: String] = [:]
    for spec in PropertyTable.all { draft[spec.key.rawValue] = state.draft.formatted(spec.key) }
    self.state = State(
      tab: state.tab.rawValue, playback: state.playback.state.rawValue,
      selectedPreset: state.library.selectedPreset.name,
      elapsed: (state.playback.elapsedSeconds * 1000).rounded() / 1000, presets: state.library.presets.map(\.name),
      saved: state.library.presets.filter { !BuiltInPresets.contains($0.id) }.map(\.name), draft: draft,
      prompt: state.savePrompt?.text, notice: state.notice?.text,
      duration: (state.playback.totalSeconds * 1000).rounded() / 1000, speed: state.playback.speed,
      direction: state.playback.direction.rawValue, loop: state.playback.loop.rawValue,
      image: state.draft.step.image?.name,
      step: state.draft.selectedStep + 1, steps: state.draft.setting.stepCount, edited: state.isEdited,
      title: state.windowTitle,
      focus: state.focus.id?.key, theme: state.theme.rawValue, motion: state.reducesMotion ? "reduced" : "full",
      export: UIMap.export(state.exportSheet),
      intro: state.intro.page.map { $0 + 1 }, wardrobe: UIMap.wardrobe(state, layout.wardrobe.stage),
      field: state.openField.map(Field.init))
  }

  /// What the intro draws beside its buttons, so a test can hold them apart: its bubble (`intro.card`), the mascot
  /// (`intro.mascot`) and each control the page names (`intro.target`, labelled with the control's id). Drawn, not
  /// clicked: they are not enabled.
  static func introMarks(_ intro: IntroLayout?) -> [Item] {
    guard let intro else { return [] }
    func item(_ id: String, _ label: String, _ r: Rect) -> Item {
      Item(id: id, label: label, x: r.x, y: r.y, w: r.w, h: r.h, enabled: false)
    }
    return [item("intro.card", "Card", intro.bubble), item("intro.mascot", "Mascot", intro.mascot)]
      + intro.targets.map { item("intro.target", $0.id.key, $0.rect) }
  }

  static func wardrobe(_ state: AppState, _ stage: Rect) -> Wardrobe {
    let w = state.wardrobe, p = w.physics
    func round(_ v: Double) -> Double { (v * 100).rounded() / 100 }
    let costumes = zip(w.costumes, p.bodies).map { kind, body in
      Wardrobe.Costume(
        id: kind.id, x: round(stage.x + body.x), y: round(stage.y + body.y),
        resting: body.mode == .resting || body.mode == .worn || (body.mode == .ring && p.ring == .resting))
    }
    return Wardrobe(
      worn: state.draft.setting.costume?.id, ringVelocity: round(p.angularVelocity),
      front: w.costumes.indices.contains(p.front) ? w.costumes[p.front].id : "", costumes: costumes,
      steps: w.steps)
  }

  static func export(_ sheet: ExportSheet?) -> Export? {
    switch sheet?.phase {
    case .running(let progress, let file)?: return Export(progress: (progress * 100).rounded() / 100, file: file)
    case .cancelling?: return Export(progress: 0, file: "")
    case .choosing?, nil: return nil
    }
  }

  /// The JSON bytes, keys sorted so equal maps give equal bytes.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("{}".utf8)
  }
}
