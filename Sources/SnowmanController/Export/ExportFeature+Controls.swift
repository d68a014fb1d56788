import SnowmanModel

extension ExportFeature {
  /// The Export sheet's controls: a format, size and rate to choose, the progress bar, Cancel and Export.
  public enum Control: DescribedControl {
    case format(ExportSheet.Format)
    case size(Int)
    case fps(Int)
    case start
    case cancel
    case progress

    public var key: String {
      switch self {
      case .format(let format): return "export.format.\(format.rawValue)"
      case .size(let n): return "export.size.\(n)"
      case .fps(let n): return "export.fps.\(n)"
      case .start: return "export.start"
      case .cancel: return "export.cancel"
      case .progress: return "export.progress"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .format(let format): return format.label
      case .size(let n): return "\(n) px"
      case .fps(let n): return "\(n) fps"
      case .start: return "Export"
      case .cancel: return "Cancel"
      case .progress:
        guard case .running(let progress, _)? = state.exportSheet?.phase else { return "0 %" }
        return "\(Int((progress * 100).rounded(.down))) %"
      }
    }

    /// The choices and Export wait while an export runs; Cancel, once pressed, until it has stopped.
    public func isEnabled(in state: AppState) -> Bool {
      let busy = state.exportSheet?.isExporting ?? false
      switch self {
      case .format, .size, .start: return !busy
      case .fps(let fps):
        // Code plays at the browser's or player's own rate.
        guard let format = state.exportSheet?.format else { return !busy }
        return !busy && !format.isCode && format.allows(fps: fps)
      case .cancel: return state.exportSheet?.phase != .cancelling
      case .progress: return true
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .format(let format): return [.export(.exportFormatChosen(format))]
      case .size(let n): return [.export(.exportSizeChosen(n))]
      case .fps(let n): return [.export(.exportFPSChosen(n))]
      case .start: return [.export(.exportStartPressed)]
      case .cancel: return [.export(.exportCancelPressed)]
      case .progress: return []
      }
    }

    /// Its case without what it carries: `kind` numbers these in order.
    enum Kind: CaseIterable { case format, size, fps, start, cancel, progress }
    var caseKind: Kind {
      switch self {
      case .format: return .format
      case .size: return .size
      case .fps: return .fps
      case .start: return .start
      case .cancel: return .cancel
      case .progress: return .progress
      }
    }

    static var every: [Control] {
      ExportSheet.Format.allCases.map(Self.format) + ExportSheet.sizes.map(Self.size)
        + ExportSheet.frameRates.map(Self.fps) + [.start, .cancel, .progress]
    }

    /// The order Tab visits the sheet in: each row of choices once, at its chosen one (a radio group is one Tab
    /// stop, as in GTK: the arrows move the choice), then Cancel and Export; while it exports, only Cancel, and
    /// nothing once that is pressed.
    static func focusOrder(in state: AppState) -> [Control] {
      guard let sheet = state.exportSheet else { return [] }
      if sheet.isExporting { return sheet.phase == .cancelling ? [] : [.cancel] }
      let rate: [Control] = sheet.format.allows(fps: sheet.fps) ? [.fps(sheet.fps)] : []
      return [.format(sheet.format), .size(sheet.size)] + rate + [.cancel, .start]
    }

    /// ← ↑ or → ↓ on a chosen choice: the one before or after it in its row is chosen and focused, going round at
    /// the ends (GTK's radio buttons).
    func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? {
      let step: Int
      switch key {
      case .left, .up: step = -1
      case .right, .down: step = 1
      default: return nil
      }
      func next<T: Equatable>(_ all: [T], _ now: T) -> T {
        let i = all.firstIndex(of: now) ?? 0
        return all[(i + step + all.count) % all.count]
      }
      let chosen: Control
      switch self {
      case .format(let f): chosen = .format(next(ExportSheet.Format.allCases, f))
      case .size(let n): chosen = .size(next(ExportSheet.sizes, n))
      case .fps(let n): chosen = .fps(next(ExportSheet.frameRates, n))
      case .start, .cancel, .progress: return nil
      }
      return chosen.clickActions + AppAction.keyFocused(.feature(.export(chosen)))
    }
  }
}

extension ExportFeature.Control: AccessibleControl {
  /// The choices are radio buttons, one chosen in each row.
  var role: AccessibleRole {
    switch self {
    case .format, .size, .fps: return .radioButton
    case .start, .cancel: return .pushButton
    case .progress: return .progressBar
    }
  }

  func group(in state: AppState) -> AccessibleGroup? {
    .dialog("Export", says: "Export \(state.exportContext.presetName)")
  }

  func isChosen(in state: AppState) -> Bool {
    guard let sheet = state.exportSheet else { return false }
    switch self {
    case .format(let format): return sheet.format == format
    case .size(let n): return sheet.size == n
    case .fps(let n): return sheet.fps == n
    case .start, .cancel, .progress: return false
    }
  }
}
