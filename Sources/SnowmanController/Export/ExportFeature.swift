import SnowmanModel

/// Export from the window: the sheet's choices, the running export's progress, Cancel, and the word when done.
public enum ExportFeature {
  /// The Export sheet, when open.
  public typealias State = ExportSheet?

  /// What the user did in the sheet, or what the running export answered.
  public enum Action: Equatable, Sendable {
    /// Ctrl+E: the Export sheet opens for the selected preset.
    case exportSheetOpened
    /// A format, size or rate was chosen in the sheet.
    case exportFormatChosen(ExportSheet.Format)
    case exportSizeChosen(Int)
    case exportFPSChosen(Int)
    /// The sheet's Export button.
    case exportStartPressed
    /// The App started the export into the file named `file`.
    case exportStarted(file: String)
    /// The App wrote `done` of `total` frames.
    case exportProgressed(done: Int, total: Int)
    /// The export is complete: `path` holds `frames` frames, `bytes` long; `inBackground` when the window did not
    /// have the focus then.
    case exportFinished(path: String, frames: Int, bytes: Int, inBackground: Bool = false)
    /// The export stopped with this sentence; nothing was left behind.
    case exportFailed(String)
    /// The export stopped after Cancel; nothing was left behind.
    case exportCancelled
    /// Esc or the sheet's Cancel: closes the sheet, or stops a running export.
    case exportCancelPressed
    /// Quit was asked for while an export runs: the notice asks to quit again.
    case quitAskedDuringExport
  }

  /// What an export is made of: the selected preset's name and what the stage shows.
  public struct Context: Equatable, Sendable {
    /// The name the file takes.
    public var presetName: String
    /// The draft, edits included.
    public var setting: AnimationSetting
    /// Whether a text field is open, the Save prompt or a row's name (the sheet waits for it).
    public var fieldOpen: Bool
  }

  /// Applies `action` to the app: the sheet, made of the selected preset and the draft.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    reduce(&state.exportSheet, action, state.exportContext)
  }

  /// Ctrl+E on any screen opens the sheet.
  static func keyAnywhere(_ key: Key, ctrl: Bool) -> AppAction? {
    key == .character("e") && ctrl ? .export(.exportSheetOpened) : nil
  }

  /// What a key does while the sheet is up: Esc cancels (Tab moves the focus, as on every layer).
  static func keyAction(_ key: Key) -> AppAction? {
    key == .escape ? .export(.exportCancelPressed) : nil
  }

  /// Applies `action` to the sheet; starting, cancelling and notifying are the App's to do.
  public static func reduce(_ state: inout State, _ action: Action, _ context: Context) -> [Effect] {
    switch action {
    case .exportSheetOpened:
      guard state == nil, !context.fieldOpen else { return [] }
      state = ExportSheet()
    case .exportFormatChosen(let format):
      guard var sheet = state, !sheet.isExporting else { return [] }
      sheet.format = format
      if !format.allows(fps: sheet.fps) { sheet.fps = 30 }
      state = sheet
    case .exportSizeChosen(let size):
      guard var sheet = state, !sheet.isExporting, ExportSheet.sizes.contains(size) else { return [] }
      sheet.size = size
      state = sheet
    case .exportFPSChosen(let fps):
      guard var sheet = state, !sheet.isExporting, ExportSheet.frameRates.contains(fps), sheet.format.allows(fps: fps)
      else { return [] }
      sheet.fps = fps
      state = sheet
    case .exportStartPressed:
      guard var sheet = state, !sheet.isExporting else { return [] }
      sheet.phase = .running(progress: 0, file: "")
      state = sheet
      return [
        .startExport(
          ExportOrder(
            presetName: context.presetName, setting: context.setting, format: sheet.format, longSide: sheet.size,
            fps: sheet.fps))
      ]
    case .exportStarted(let file):
      guard var sheet = state, case .running(let progress, _) = sheet.phase else { return [] }
      sheet.phase = .running(progress: progress, file: file)
      state = sheet
    case .exportProgressed(let done, let total):
      guard var sheet = state, case .running(_, let file) = sheet.phase, total > 0 else { return [] }
      sheet.phase = .running(progress: min(1, Double(done) / Double(total)), file: file)
      state = sheet
    case .exportFinished(let path, let frames, let bytes, let inBackground):
      // A flat Lottie's size depends on how the picture turns: it can be megabytes, which is worth knowing at once.
      let sized = state?.format == .lottieFlat
      // Code is one file, not frames: its notification says what was saved, as the notice does.
      let isCode = state?.format.isCode ?? false
      state = nil
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let folder = String(path.dropLast(name.count + 1))
      // Someone looking at another window hears of it from the desktop; the notice is enough in front of them.
      let notify: [Effect] =
        inBackground
        ? [
          .notify(
            title: "Export finished",
            body: isCode
              ? "Saved \(name), \(ExportSheet.describe(bytes: bytes))"
              : "\(name) — \(frames) frame\(frames == 1 ? "" : "s"), \(ExportSheet.describe(bytes: bytes))")
        ]
        : []
      let saved = sized ? "Saved \(name), \(ExportSheet.describe(bytes: bytes))" : "Saved \(name)"
      return [.show(.offering(saved, .showFolder(folder)))] + notify
    case .exportFailed(let sentence):
      state?.phase = .choosing
      return [.tell(sentence)]
    case .exportCancelled:
      state = nil
    case .exportCancelPressed:
      guard var sheet = state else { return [] }
      guard sheet.isExporting else {
        state = nil
        return []
      }
      sheet.phase = .cancelling
      state = sheet
      return [.cancelExport]
    case .quitAskedDuringExport:
      return [.pass("An export is running: quit again to stop it and quit.")]
    }
    return []
  }
}

extension AppAction {
  /// The Export sheet's actions, as the app takes them.
  public static func export(_ action: ExportFeature.Action) -> AppAction { .feature(.export(action)) }
}
