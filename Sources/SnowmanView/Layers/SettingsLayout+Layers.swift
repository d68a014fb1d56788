import SnowmanController
import SnowmanModel

extension SettingsLayout {
  /// The Layers card: a row a picture, the topmost first; Add snowflake, Duplicate, Hide and Delete under them; and
  /// for a chosen layer above the first picture, its copies' rows.
  public struct LayersCard: Equatable, Sendable {
    /// A copies row: the row, and its stepper's halves.
    public struct StepperRow: Equatable, Sendable {
      public let rect: Rect, decrement: Rect, increment: Rect
    }

    /// The rows' area, and each picture's row (index 0 the first picture, drawn lowest).
    public let list: Rect
    public let rows: [Rect]
    public let add: Rect, duplicate: Rect, hide: Rect, delete: Rect
    /// The chosen layer's place and copies' step rows (in `PlaceField`'s order; the place's above the copies' rows,
    /// the step's below them).
    public let places: [StepperRow]
    public let copies: StepperRow?, stagger: StepperRow?
    /// A row with a button that steps through choices (Spread, Starting from, Ease): its control, the row, the button.
    public struct PillRow: Equatable, Sendable {
      public let control: LayersFeature.Control, rect: Rect, button: Rect
    }
    /// The copies' choices' rows, top to bottom.
    public let pills: [PillRow]
    /// The chosen layer's name field over its row, while it is being renamed.
    public let nameField: Rect?

    init(x: Double, width: Double, origin: Double, table: SettingsTable, state: AppState) {
      let count = state.draft.setting.layers.count + 1
      let h = SettingsTable.layerRowHeight
      let top = origin + table.layersY
      list = Rect(x, top, width, Double(count) * h)
      rows = (0..<count).map { n in Rect(x, top + Double(count - 1 - n) * h, width, h) }
      let chosen = rows.indices.contains(state.draft.layer) ? rows[state.draft.layer] : nil
      nameField = state.layerNameField == nil ? nil : chosen.map { Rect($0.x + 50, $0.y + 4, $0.w - 62, $0.h - 8) }
      // The buttons share a row by how long their words are, with 8 points between them; two rows on a narrow column.
      let lines = SettingsTable.layerButtonRows(width)
      let shares = lines == 1 ? [[1.7, 1.3, 0.9, 1.0]] : [[1.0, 1.0], [1.0, 1.0]]
      var rects: [Rect] = []
      for (line, row) in shares.enumerated() {
        let buttonsY =
          origin + table.layerButtonsY + Double(line) * SettingsTable.rowHeight + (SettingsTable.rowHeight - 32) / 2
        let unit = (width - 24 - Double(row.count - 1) * 8) / row.reduce(0, +)
        var left = x + 12
        for share in row {
          rects.append(Rect(left, buttonsY, unit * share, 32))
          left += unit * share + 8
        }
      }
      (add, duplicate, hide, delete) = (rects[0], rects[1], rects[2], rects[3])
      if let top = table.copiesY.map({ origin + $0 }) {
        func stepper(_ rowY: Double) -> StepperRow {
          let rect = Rect(x, rowY, width, SettingsTable.rowHeight)
          let size = SettingsLayout.stepperSize
          let body = Rect(rect.maxX - 16 - size.w, rect.midY - size.h / 2, size.w, size.h)
          return StepperRow(
            rect: rect, decrement: Rect(body.x, body.y, body.w / 2, body.h),
            increment: Rect(body.midX, body.y, body.w / 2, body.h))
        }
        let h = SettingsTable.rowHeight
        let fields = LayersFeature.PlaceField.self
        let y = top + Double(fields.place.count) * h
        let choices: [LayersFeature.Control] = [.spacing, .from, .ease]
        places = fields.allCases.map { f in
          let below = fields.place.count + 2 + choices.count + (fields.step.firstIndex(of: f) ?? 0)
          return stepper(top + Double(fields.place.firstIndex(of: f) ?? below) * h)
        }
        copies = stepper(y)
        stagger = stepper(y + h)
        // The copies' choices under their steppers; what the layer follows last, under the copies' offsets.
        let rows = choices.indices.map { 2 + $0 } + [2 + choices.count + fields.step.count]
        pills = zip(choices + [.parent], rows).map { control, k in
          let row = Rect(x, y + Double(k) * h, width, h)
          let size = SettingsLayout.stepperSize
          return PillRow(control: control, rect: row, button: Rect(row.maxX - 16 - size.w, row.midY - 16, size.w, 32))
        }
      } else {
        (places, copies, stagger, pills) = ([], nil, nil, [])
      }
    }
  }

  /// The Layers card's controls, each shown while its row is wholly in view.
  func layersControls() -> [(id: ControlID, rect: Rect, shownWhole: Rect)] {
    var all: [(id: ControlID, rect: Rect, shownWhole: Rect)] = [(.feature(.layers(.list)), layers.list, layers.list)]
    all += layers.rows.enumerated().map { n, rect in (.feature(.layers(.layer(n))), rect, rect) }
    if let field = layers.nameField { all.append((.feature(.layers(.nameField)), field, field)) }
    let buttons = Rect(layers.add.x, layers.add.y, layers.delete.maxX - layers.add.x, layers.delete.maxY - layers.add.y)
    all += [
      (.feature(.layers(.add)), layers.add, buttons), (.feature(.layers(.duplicate)), layers.duplicate, buttons),
      (.feature(.layers(.hide)), layers.hide, buttons), (.feature(.layers(.delete)), layers.delete, buttons),
    ]
    for (field, row) in zip(LayersFeature.PlaceField.allCases, layers.places) {
      all += [
        (.feature(.layers(.place(field))), row.rect, row.rect),
        (.feature(.layers(.placeDecrement(field))), row.decrement, row.rect),
        (.feature(.layers(.placeIncrement(field))), row.increment, row.rect),
      ]
    }
    if let copies = layers.copies, let stagger = layers.stagger {
      all += [
        (.feature(.layers(.copies)), copies.rect, copies.rect),
        (.feature(.layers(.copiesDecrement)), copies.decrement, copies.rect),
        (.feature(.layers(.copiesIncrement)), copies.increment, copies.rect),
        (.feature(.layers(.stagger)), stagger.rect, stagger.rect),
        (.feature(.layers(.staggerDecrement)), stagger.decrement, stagger.rect),
        (.feature(.layers(.staggerIncrement)), stagger.increment, stagger.rect),
      ]
      all += layers.pills.map { (.feature(.layers($0.control)), $0.button, $0.rect) }
    }
    return all
  }

  /// Where the Layers card's `id` is in the table: its row (the buttons', for a button).
  func layersRect(of id: ControlID) -> Rect? {
    guard case .feature(.layers) = id else { return nil }
    return layersControls().first { $0.id == id }?.shownWhole
  }
}
