import SnowmanModel

extension ArtworkFeature {
  /// The Artwork row's controls: the picture's name, Choose…, the reset to the built-in picture, and the field
  /// a path is typed into.
  public enum Control: Int, DescribedControl, CaseIterable {
    case row
    case choose
    case reset
    case path

    public var key: String {
      switch self {
      case .row: return "settings.row.image"
      case .choose: return "image.choose"
      case .reset: return "image.reset"
      case .path: return "image.path"
      }
    }

    /// The picture showing at the playhead: the Snowman unless one was chosen.
    public func label(in state: AppState) -> String {
      switch self {
      case .row: return state.playheadPicture?.name ?? "Snowman"
      case .choose: return "Choose…"
      case .reset: return "Snowman"
      case .path: return state.pathField?.text ?? ""
      }
    }

    /// The reset does nothing where the snowman shows already.
    public func isEnabled(in state: AppState) -> Bool {
      self == .reset ? state.playheadPicture != nil : true
    }

    var clickActions: [AppAction] {
      switch self {
      case .choose: return [.artwork(.chooseArtworkPressed)]
      case .reset: return [.artwork(.snowmanArtworkPressed)]
      case .row, .path: return []
      }
    }

    /// The field is named by what it asks for; its text is its content.
    func accessibleName(in state: AppState) -> String {
      self == .path ? "Picture file" : label(in: state)
    }

    static var every: [Control] { allCases }
  }
}

extension ArtworkFeature.Control: AccessibleControl {
  var role: AccessibleRole {
    switch self {
    case .row: return .label
    case .choose, .reset: return .pushButton
    case .path: return .text
    }
  }

  func group(in state: AppState) -> AccessibleGroup? { nil }
  func isChosen(in state: AppState) -> Bool { false }
}

extension ArtworkFeature {
  /// Ctrl+O chooses a picture, on any screen.
  static func keyAnywhere(_ key: Key, ctrl: Bool) -> AppAction? {
    key == .character("o") && ctrl ? .artwork(.chooseArtworkPressed) : nil
  }

  /// The path field's keys: Enter takes the path, Esc closes the field, Tab completes it.
  static func fieldKeyAction(_ key: Key, ctrl: Bool) -> AppAction? {
    switch key {
    case .escape: return .artwork(.pathCancelled)
    case .enter: return .artwork(.pathConfirmed)
    case .tab where !ctrl: return .artwork(.pathCompletionAsked)
    default: return nil
    }
  }
}
