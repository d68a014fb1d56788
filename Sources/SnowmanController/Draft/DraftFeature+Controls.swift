import SnowmanModel

extension DraftFeature {
  /// The Settings screen's own controls: Save and Revert, a row of the table and its stepper's halves, and the
  /// Save prompt's field and buttons.
  public enum Control: DescribedControl {
    case save
    case revert
    /// A property's row: a spin button (the Easing row opens its menu of curves).
    case row(PropertyKey)
    case increment(PropertyKey)
    case decrement(PropertyKey)
    case promptField
    case promptConfirm
    case promptCancel

    public var key: String {
      switch self {
      case .save: return "settings.save"
      case .revert: return "settings.revert"
      case .row(let k): return "settings.row.\(k.rawValue)"
      case .increment(let k): return "stepper.\(k.rawValue).increment"
      case .decrement(let k): return "stepper.\(k.rawValue).decrement"
      case .promptField: return "prompt.field"
      case .promptConfirm: return "prompt.confirm"
      case .promptCancel: return "prompt.cancel"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .save: return "Save"
      case .revert: return "Revert"
      case .row(let key): return "\(PropertyTable.spec(key).label) \(state.tableText(key))"
      case .increment(let key): return "Increase \(PropertyTable.spec(key).label)"
      case .decrement(let key): return "Decrease \(PropertyTable.spec(key).label)"
      case .promptField: return state.savePrompt?.text ?? ""
      case .promptConfirm: return state.savePrompt?.confirmLabel ?? "Save"
      case .promptCancel: return "Cancel"
      }
    }

    /// A stepper's half at its limit cannot be used.
    public func isEnabled(in state: AppState) -> Bool {
      switch self {
      case .increment(let key):
        return Stepper(PropertyTable.spec(key), value: state.tableValue(key)).canIncrement
      case .decrement(let key):
        let stepper = Stepper(PropertyTable.spec(key), value: state.tableValue(key))
        // A pass goes down to its one step, not to nothing.
        if key == .duration { return stepper.value > PropertyTable.spec(.duration).stepIncrement + 1e-9 }
        return stepper.canDecrement
      case .save, .revert, .row, .promptField, .promptConfirm, .promptCancel: return true
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .save: return [.draft(.saveTapped)]
      case .revert: return [.draft(.revertPressed)]
      case .row(.easing): return [.curves(.easingRowClicked)]
      case .promptConfirm: return [.draft(.promptConfirmed)]
      case .promptCancel: return [.draft(.promptCancelled)]
      case .row, .increment, .decrement, .promptField: return []
      }
    }

    /// A stepper's half steps at once and again while held.
    var repeatActions: [AppAction] {
      switch self {
      case .increment(let key): return [.draft(.stepperIncremented(key))]
      case .decrement(let key): return [.draft(.stepperDecremented(key))]
      case .save, .revert, .row, .promptField, .promptConfirm, .promptCancel: return []
      }
    }

    /// A spin button (and the Easing combo box) is named by its label; its value is its Value (as GTK names one),
    /// so a step changes no name. The field is named by what it asks for.
    func accessibleName(in state: AppState) -> String {
      switch self {
      case .row(let key): return PropertyTable.spec(key).label
      case .promptField: return "Preset name"
      case .save, .revert, .increment, .decrement, .promptConfirm, .promptCancel: return label(in: state)
      }
    }

    func accessibleValue(in state: AppState) -> AccessibleValue? {
      guard case .row(let key) = self else { return nil }
      let spec = PropertyTable.spec(key)
      return AccessibleValue(
        minimum: spec.minStepValue, maximum: spec.maxStepValue, current: state.tableValue(key),
        increment: spec.stepIncrement, text: state.tableText(key))
    }

    /// A row's value snaps to its stepper's steps.
    func valueActions(_ value: Double, in state: AppState) -> [AppAction] {
      guard case .row(let key) = self else { return [] }
      return [.draft(.valueSet(key, value))]
    }

    /// ← ↓ − or → ↑ + on a row (a spin button, as GTK's, is one Tab stop) or its stepper: down or up a step, one
    /// edit.
    func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? {
      let property: PropertyKey
      switch self {
      case .row(let k), .increment(let k), .decrement(let k): property = k
      case .save, .revert, .promptField, .promptConfirm, .promptCancel: return nil
      }
      switch key {
      case .right, .up, .plus: return [.draft(.stepperIncremented(property)), .pointerReleased]
      case .left, .down, .minus: return [.draft(.stepperDecremented(property)), .pointerReleased]
      default: return nil
      }
    }

    /// Its case without what it carries: `kind` numbers these in order.
    enum Kind: CaseIterable { case save, revert, row, increment, decrement, promptField, promptConfirm, promptCancel }
    var caseKind: Kind {
      switch self {
      case .save: return .save
      case .revert: return .revert
      case .row: return .row
      case .increment: return .increment
      case .decrement: return .decrement
      case .promptField: return .promptField
      case .promptConfirm: return .promptConfirm
      case .promptCancel: return .promptCancel
      }
    }

    /// What Tab visits while the Save prompt is open: its name, Cancel, then Save.
    static let promptOrder: [Control] = [.promptField, .promptCancel, .promptConfirm]

    static var every: [Control] {
      [.save, .revert, .promptField, .promptConfirm, .promptCancel]
        + PropertyKey.allCases.flatMap { [Control.row($0), .increment($0), .decrement($0)] }
    }
  }
}

extension DraftFeature.Control: AccessibleControl {
  /// A row is the table's; its stepper's halves are parts of it.
  var shape: ControlShape {
    switch self {
    case .row: return .tableRow
    case .increment, .decrement: return .rowPart
    case .save, .revert, .promptField, .promptConfirm, .promptCancel: return .rounded
    }
  }

  var role: AccessibleRole {
    switch self {
    case .row(.easing): return .comboBox
    case .row: return .spinButton
    case .promptField: return .text
    case .save, .revert, .increment, .decrement, .promptConfirm, .promptCancel: return .pushButton
    }
  }

  /// A spin button holds its − and + (GTK's does): the pointer's halves, not stops of their own.
  func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .increment(let key), .decrement(let key): return .inside(.feature(.draft(.row(key))))
    case .promptField, .promptConfirm, .promptCancel:
      return .dialog("Save as", says: state.savePrompt?.error ?? "")
    case .save, .revert, .row: return nil
    }
  }

  func isChosen(in state: AppState) -> Bool { false }
}

extension DraftFeature.Control {
  /// The Settings screen's controls in the order Tab visits them, after the notice and the tabs: Save (and
  /// Revert), the stage's timeline beside the table, the dope sheet (Add keyframes, the playhead, then each lane, the
  /// picture's first, as a tree table's rows are walked), the artwork's buttons, then the table's rows top to bottom
  /// with the Anchor card's points and the curve's Copy and handles where they sit.
  static func screenOrder(in state: AppState) -> [ControlID] {
    var order: [ControlID] =
      state.isEdited ? [.feature(.draft(.revert)), .feature(.draft(.save))] : [.feature(.draft(.save))]
    // Beside the table, the stage's timeline (Space plays and pauses the draft anywhere on the screen).
    if state.window.settingsShowsStage { order.append(.feature(.transport(.timeline))) }
    order += [.feature(.tracks(.addKeys)), .feature(.tracks(.playhead))]
    order += LayersFeature.Control.screenOrder(in: state)
    order += ([TrackName.picture] + state.tableKeys.filter(\.isAnimated).map(TrackName.property)).map {
      .feature(.tracks(.lane($0)))
    }
    order += [.feature(.artwork(.choose)), .feature(.artwork(.reset))]
    // A row is one stop, as a GTK spin button is: the arrows step it; its − and + halves are for the pointer.
    for key in state.tableKeys {
      // The anchor's grid is one stop too, at its chosen point: the arrows move the anchor over the grid.
      if key == .anchorX { order.append(.feature(.anchor(AnchorPoint.tabStop(in: state)))) }
      order.append(.feature(.draft(.row(key))))
      if key == .easing {
        order.append(.feature(.curves(.copy)))
        if state.draft.curve(at: state.playhead).bezier != nil {
          order += [.feature(.curves(.bezierHandle(1))), .feature(.curves(.bezierHandle(2)))]
        }
      }
    }
    return order
  }
}

extension DraftFeature {
  /// The draft's keys on any screen: Ctrl+Z undoes (Shift: redoes), Ctrl+Y redoes, Ctrl+R reverts, Ctrl+S names it
  /// as a preset, Ctrl+Shift+C copies it as CSS.
  static func keyAnywhere(_ key: Key, ctrl: Bool, shift: Bool) -> AppAction? {
    guard ctrl else { return nil }
    switch key {
    case .character("z"): return shift ? .draft(.redoPressed) : .draft(.undoPressed)
    case .character("y"): return .draft(.redoPressed)
    case .character("r"): return .draft(.revertPressed)
    case .character("s"): return .draft(.saveTapped)
    case .character("c") where shift: return .draft(.animationCopyPressed(.css))
    default: return nil
    }
  }

  /// The Save prompt's keys: Enter saves, Esc cancels.
  static func fieldKeyAction(_ key: Key) -> AppAction? {
    switch key {
    case .escape: return .draft(.promptCancelled)
    case .enter: return .draft(.promptConfirmed)
    default: return nil
    }
  }
}
