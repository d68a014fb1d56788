import SnowmanModel

extension NoticeFeature {
  /// The banner's controls: its sentence (a click or Space dismisses it) and its button.
  public enum Control: Int, DescribedControl, CaseIterable {
    case text
    case undo
    case showFolder

    public var key: String {
      switch self {
      case .text: return "notice"
      case .undo: return "notice.undo"
      case .showFolder: return "notice.show"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .text: return state.notice?.text ?? ""
      case .undo: return "Undo"
      case .showFolder: return "Show in folder"
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .text: return [.notice(.noticeDismissed)]
      case .undo: return [.notice(.undoPressed)]
      case .showFolder: return [.notice(.showFolderPressed)]
      }
    }

    static var every: [Control] { allCases }

    /// The button `notice` has, if any.
    public static func button(of notice: Notice?) -> Control? {
      switch notice?.button {
      case .undoDelete?: return .undo
      case .showFolder?: return .showFolder
      case nil: return nil
      }
    }

    /// What Tab visits first on a screen: the notice (Space dismisses it), then its button, at the top of the
    /// window.
    static func focusOrder(in state: AppState) -> [Control] {
      state.notice == nil ? [] : [.text] + [button(of: state.notice)].compactMap { $0 }
    }
  }
}

extension NoticeFeature.Control: AccessibleControl {
  var role: AccessibleRole { self == .text ? .label : .pushButton }
  func group(in state: AppState) -> AccessibleGroup? { nil }
  func isChosen(in state: AppState) -> Bool { false }
  /// The sentence is read out when it appears ("Deleted “Tall”").
  var announcesChanges: Bool { self == .text }
}
