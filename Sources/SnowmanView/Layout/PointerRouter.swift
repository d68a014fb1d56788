import SnowmanController
import SnowmanModel

/// Turns mouse input over a layout into actions named after what the user did: clicks fire on release over
/// the control pressed, steppers fire on press and repeat while held, the picker and the settings table
/// follow drags.
public struct PointerRouter: Equatable, Sendable {
  /// Ticks (1/120 s) before a held stepper starts repeating, and between repeats.
  public static let repeatDelayTicks = 48
  public static let repeatIntervalTicks = 9
  /// How far one wheel notch scrolls the settings table: one row.
  public static let wheelNotchPoints = SettingsTable.rowHeight

  private enum Drag: Equatable, Sendable {
    case none, pending, picker, table, timeline, curveHandle(Int), surface, textField(Rect), lanes(ControlID)
    /// A layer's row held: a drag moves the layer to the row it is let go over.
    case layerRow(Int)
  }
  /// Presses this close in time (s) and place (points) are a double-click (SDL's and GTK's defaults).
  public static let doubleClickTime = 0.5
  public static let doubleClickDistance = 4.0
  /// Lays out a field's text in its rectangle: the scene's fonts in the window, a fixed width in tests.
  public typealias FieldLayout = (TextField, Rect) -> FieldText
  /// Eight points a character, for tests without fonts.
  public static func fixedWidthText(_ field: TextField, _ rect: Rect) -> FieldText {
    FieldText(field, width: rect.w - 2 * FieldText.inset) { Double($0.count) * 8 }
  }

  /// Hovered and pressed controls, for drawing.
  public private(set) var interaction = Interaction()
  private var pressedID: ControlID?
  private var drag = Drag.none
  /// The press under way: whether it became a drag (the picker, the table), and its speed for the picker's fling.
  private var gesture = DragRecognizer(x: 0, y: 0, time: 0, travel: .vertical)
  private var heldTicks = 0
  private struct Press: Equatable, Sendable { let x: Double, y: Double, time: Double }
  private var lastPress: Press?

  public init() {}

  /// Whether a stepper or a step button is held down and repeating, so the loop keeps ticking.
  public var isRepeating: Bool {
    guard let pressedID, interaction.pressed == pressedID else { return false }
    return !pressedID.repeatActions.isEmpty
  }

  /// The pointer moved to (x, y) at `time` seconds.
  public mutating func moved(
    x: Double, y: Double, time: Double, layout: Layout, state: AppState, fields: FieldLayout = fixedWidthText
  ) -> [AppAction] {
    if case .textField(let rect) = drag, let field = state.openField {
      return [.textField(.dragged(to: fields(field, rect).index(atX: x - rect.x - FieldText.inset)))]
    }
    let under = layout.control(at: x, y)
    interaction.hovered = under?.id
    interaction.timelineHover =
      Self.isTimeline(under?.id) || drag == .timeline ? layout.timelineFraction(atX: x) : nil
    if drag == .timeline { return [Self.timelineDragged(to: layout.timelineFraction(atX: x))] }
    if drag == .surface, let s = layout.surface(for: state.tab) {
      return ScreenFeatures.surfaceAction(state.tab, .moved(x: x - s.x, y: y - s.y, time: time)).map { [$0] } ?? []
    }
    if case .curveHandle(let n) = drag { return curveHandleDragged(n, x: x, y: y, layout: layout) }
    if case .layerRow = drag {
      _ = gesture.moved(x: x, y: y, time: time)
      return []
    }
    if case .lanes(let held) = drag {
      // A keyframe moves once the pointer has travelled, so a click never nudges it onto the grid.
      let moved = gesture.moved(x: x, y: y, time: time)
      guard gesture.isDragging || moved.becameDrag || held == .feature(.tracks(.playhead)) else { return [] }
      return Self.dopeSheetDragged(held, x: x, layout: layout)
    }
    guard pressedID != nil || drag != .none else { return [] }
    var actions: [AppAction] = []
    let move = gesture.moved(x: x, y: y, time: time)
    if drag == .pending && gesture.isDragging {
      if state.tab == .animation && layout.picker.contains(x, gesture.startY) {
        drag = .picker
        actions.append(Self.pickerDragBegan)
      } else if state.tab == .settings && !isStepper(pressedID) {
        drag = .table
      }
      if drag != .pending {
        interaction.pressed = nil
        pressedID = nil
      }
    }
    switch drag {
    case .picker:
      actions.append(Self.pickerDragged(dy: move.dy))
    case .table:
      actions.append(.settingsScrolled(points: -move.dy))
    case .timeline, .curveHandle, .surface, .textField, .lanes, .layerRow:
      break
    case .none, .pending:
      interaction.pressed = under?.id == pressedID ? pressedID : nil
    }
    return actions
  }

  /// The left button went down at (x, y).
  public mutating func pressed(
    x: Double, y: Double, time: Double, layout: Layout, state: AppState, fields: FieldLayout = fixedWidthText
  ) -> [AppAction] {
    let under = layout.control(at: x, y)
    let double =
      lastPress.map {
        time - $0.time <= Self.doubleClickTime && abs(x - $0.x) <= Self.doubleClickDistance
          && abs(y - $0.y) <= Self.doubleClickDistance
      } ?? false
    // A third press starts over: a triple-click is two clicks and a double-click, not two doubles.
    lastPress = double ? nil : Press(x: x, y: y, time: time)
    interaction.hovered = under?.id
    gesture = DragRecognizer(x: x, y: y, time: time, travel: .vertical)
    heldTicks = 0
    drag = .none
    // An open menu takes the click: an item acts on release, anything else closes the menu.
    if state.menu != nil, !(under.map { PointerRouter.isMenuItem($0.id) } ?? false) { return [.menuDismissed] }
    // A screen's surface takes the press whole: its feature says what it lands on and whether it becomes a drag.
    if state.featureLayer == nil, let s = layout.surface(for: state.tab), s.contains(x, y),
      let action = ScreenFeatures.surfaceAction(state.tab, .pressed(x: x - s.x, y: y - s.y, time: time))
    {
      drag = .surface
      return [action]
    }
    guard let control = under else { return [] }
    if state.tab == .animation && layout.picker.contains(x, y) { drag = .pending }
    if state.tab == .settings && layout.settings.viewport.contains(x, y) { drag = .pending }
    guard control.enabled else { return [] }
    if Self.isField(control.id), let field = state.openField {
      // A press in the open field places the caret there (a double-click takes the word); a drag selects.
      drag = .textField(control.rect)
      let index = fields(field, control.rect).index(atX: x - control.rect.x - FieldText.inset)
      return [.textField(double ? .wordSelected(at: index) : .clicked(at: index, extending: false))]
    }
    pressedID = control.id
    interaction.pressed = control.id
    if let n = Self.curveHandle(control.id) {
      drag = .curveHandle(n)
      return []
    }
    if let actions = Self.dopeSheetPressed(control.id, x: x, layout: layout, state: state) {
      // A lane's press may still become the table's scroll; a keyframe or the ruler is dragged along the lanes.
      if Self.dragsAlongLanes(control.id) {
        drag = .lanes(control.id)
        gesture = DragRecognizer(x: x, y: y, time: time, travel: .any)
      }
      return actions
    }
    if let n = Self.draggableLayerRow(control.id) {
      drag = .layerRow(n)
      return []
    }
    if Self.isTimeline(control.id) {
      drag = .timeline
      interaction.timelineHover = layout.timelineFraction(atX: x)
      return [Self.timelinePressed(at: layout.timelineFraction(atX: x))]
    }
    return control.id.repeatActions
  }

  /// The left button came up at (x, y); `covers` says where a picture on the stage shows (everywhere in its box
  /// unless told), `aspect` a picture's width over its height (the snowman's unless told).
  public mutating func released(
    x: Double, y: Double, time: Double, layout: Layout, state: AppState,
    covers: PictureCoverage = { _, _, _, _ in true },
    aspect: (ImageReference?) -> Double = { _ in StageFit.snowmanAspect }
  ) -> [AppAction] {
    defer {
      pressedID = nil
      interaction.pressed = nil
      drag = .none
    }
    if drag == .picker {
      return [Self.pickerFlung(vy: gesture.flingVelocity(releasedAt: time).vy)]
    }
    if drag == .table { return [] }
    if case .textField = drag { return [] }
    if case .curveHandle = drag { return [] }
    if case .lanes = drag { return [] }
    if case .layerRow(let n) = drag {
      return Self.layerRowReleased(n, dragged: gesture.isDragging, y: y, layout: layout)
    }
    if drag == .surface, let s = layout.surface(for: state.tab) {
      return ScreenFeatures.surfaceAction(state.tab, .released(x: x - s.x, y: y - s.y, time: time)).map { [$0] } ?? []
    }
    if drag == .timeline {
      interaction.timelineHover =
        Self.isTimeline(layout.control(at: x, y)?.id) ? layout.timelineFraction(atX: x) : nil
      return [Self.timelineReleased]
    }
    guard let id = pressedID, layout.control(at: x, y)?.id == id else { return [] }
    return Self.stageClicked(id, x: x, y: y, layout: layout, state: state, covers: covers, aspect: aspect)
      ?? id.clickActions
  }

  /// The right button came up at (x, y): a picker row's menu, or an open menu closes.
  public func rightClicked(x: Double, y: Double, layout: Layout, state: AppState) -> [AppAction] {
    if state.menu != nil { return [.menuDismissed] }
    return layout.control(at: x, y).flatMap { Self.rowMenuOpened($0.id) }.map { [$0] } ?? []
  }

  /// The wheel turned by `dy` notches (+ away from the user) over (x, y).
  public func wheel(dy: Double, x: Double, y: Double, layout: Layout, state: AppState) -> [AppAction] {
    guard dy != 0 else { return [] }
    if state.tab == .animation && layout.picker.contains(x, y) {
      return [Self.pickerScrolled(notches: dy)]
    }
    if state.tab == .settings && layout.settings.viewport.contains(x, y) {
      return [.settingsScrolled(points: -dy * PointerRouter.wheelNotchPoints)]
    }
    if let s = layout.surface(for: state.tab), s.contains(x, y) {
      return ScreenFeatures.surfaceAction(state.tab, .wheel(notches: dy)).map { [$0] } ?? []
    }
    return []
  }

  /// One fixed step passed: a held stepper repeats.
  public mutating func tick() -> [AppAction] {
    guard isRepeating, let id = pressedID else { return [] }
    heldTicks += 1
    let past = heldTicks - PointerRouter.repeatDelayTicks
    guard past >= 0, past % PointerRouter.repeatIntervalTicks == 0 else { return [] }
    return id.repeatActions
  }

  /// Whether `id` is a text field: what a press places the caret in.
  public static func isField(_ id: ControlID) -> Bool { id.role == .text }

  static func isMenuItem(_ id: ControlID) -> Bool { id.role == .menuItem }

  /// The pointer left the window.
  public mutating func left() {
    interaction.hovered = nil
    if drag != .timeline { interaction.timelineHover = nil }
  }

  /// Whether a press on `id` repeats while held (a stepper's half): a drag from it is not the table's scroll.
  private func isStepper(_ id: ControlID?) -> Bool { id?.repeatActions.isEmpty == false }
}
