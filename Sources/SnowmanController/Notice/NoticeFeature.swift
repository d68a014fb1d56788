import SnowmanModel

/// The banner at the top of the window: one `Notice` at a time, each replacing the last whole.
public enum NoticeFeature {
  /// The notice shown, if any.
  public typealias State = Notice?

  /// What happened to the notice.
  public enum Action: Equatable, Sendable {
    /// A feature has something to tell: this notice replaces whatever showed.
    case shown(Notice)
    /// The notice was clicked away.
    case noticeDismissed
    /// The notice's Show in folder: the folder opens and the notice goes.
    case showFolderPressed
    /// The notice's Undo: the preset just deleted comes back from the trash, and the notice goes.
    case undoPressed
    /// One fixed step of real time (1/120 s): a passing notice counts down.
    case ticked
  }

  /// Applies `action` to the notice; its button asks for what it offers (the folder opened, the preset put back).
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .shown(let notice): state = notice
    case .noticeDismissed: state = nil
    case .showFolderPressed:
      defer { state = nil }
      if case .showFolder(let folder)? = state?.button { return [.openFolder(folder)] }
    case .undoPressed:
      defer { state = nil }
      if case .undoDelete(let preset, let file)? = state?.button { return [.restorePreset(preset, file)] }
    case .ticked: state = state?.ticked()
    }
    return []
  }
}

extension Effect {
  /// Shows `notice` (a feature's way to tell the user something): a notice replaces the one before it whole.
  public static func show(_ notice: Notice) -> Effect { .send(.notice(.shown(notice))) }
  /// Shows `text` until it is dismissed.
  public static func tell(_ text: String) -> Effect { show(Notice(text)) }
  /// Shows `text` for 3 s.
  public static func pass(_ text: String) -> Effect { show(.passing(text)) }
}

extension AppAction {
  /// The notice's action, as the app's action.
  public static func notice(_ action: NoticeFeature.Action) -> AppAction { .feature(.notice(action)) }
}
