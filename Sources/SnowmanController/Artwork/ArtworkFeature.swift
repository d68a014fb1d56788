import SnowmanModel

/// The user's own picture: dropped, typed into the path field (Tab completes) or given with `--image`, checked
/// and stored by the App; Snowman goes back to the built-in picture.
public enum ArtworkFeature {
  /// The picture showing at the playhead and the Artwork row's path field.
  public struct State: Equatable, Sendable {
    /// The picture showing at the playhead (nil: the snowman).
    public var image: ImageReference?
    /// The path field, when open.
    public var pathField: PathField?
  }

  /// What the user did about the picture, or what the App answered.
  public enum Action: Equatable, Sendable {
    /// A picture was dropped on the window at `path`.
    case fileDropped(String)
    /// A picture was checked and stored: the draft shows it; `note` is something to tell the user ("only its
    /// first frame is shown").
    case artworkChosen(ImageReference, note: String?)
    /// A picture was refused; the sentence says which and why. The draft is unchanged.
    case artworkRefused(String)
    /// A preset's stored picture cannot be had (missing or damaged): the snowman shows; the sentence says so.
    case artworkUnavailable(String)
    /// The Artwork row's Snowman button: back to the built-in picture.
    case snowmanArtworkPressed
    /// Choose… or Ctrl+O: the path field opens.
    case chooseArtworkPressed
    /// Tab in the path field: the path is to be completed from the disk.
    case pathCompletionAsked
    /// The path completed to this.
    case pathCompleted(String)
    /// Enter in the path field: the picture there is to be taken.
    case pathConfirmed
    /// Esc in the path field.
    case pathCancelled
  }

  /// Applies `action`; taking a picture and completing a path are the App's to do.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .fileDropped(let path):
      return [.takeArtwork(path: path)]
    case .artworkChosen(let reference, let note):
      state.image = reference
      state.pathField = nil
      return [note.map { .tell($0) } ?? .pass("Now showing \(reference.name)")]
    case .artworkRefused(let sentence), .artworkUnavailable(let sentence):
      return [.tell(sentence)]
    case .snowmanArtworkPressed:
      state.image = nil
      state.pathField = nil
    case .chooseArtworkPressed:
      if state.pathField == nil { state.pathField = PathField() }
    case .pathCompletionAsked:
      guard let field = state.pathField else { return [] }
      return [.completePath(field.text)]
    case .pathCompleted(let text):
      guard state.pathField != nil else { return [] }
      state.pathField = PathField(text: text)
    case .pathConfirmed:
      guard let text = state.pathField?.text, !text.isEmpty else { return [] }
      return [.takeArtwork(path: text)]
    case .pathCancelled:
      state.pathField = nil
    }
    return []
  }
}

/// The Artwork row's path field: Tab completes, Enter opens, Esc cancels.
public struct PathField: Equatable, Sendable {
  /// The path typed so far, with its caret and selection.
  public var field: TextField
  /// The path typed so far.
  public var text: String { field.text }
  /// A field holding `text`, the caret at its end.
  public init(text: String = "") { field = TextField(text, rule: .path) }
}

extension ArtworkFeature {
  /// Applies `action` to the picture showing at the playhead (a new one is keyed there) and the path field. Choose… shows the Artwork row: on the
  /// Settings screen, over any Save prompt.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    if action == .chooseArtworkPressed {
      state.tab = .settings
      FeatureField.closeOthers(than: .path, in: &state)
    }
    let showing = state.playheadPicture
    var artwork = State(image: showing, pathField: state.pathField)
    let effects = reduce(&artwork, action)
    if artwork.image != showing {
      // A layer that shows one picture throughout takes the new one throughout (what was added as a snowflake
      // becomes the logo chosen for it); with swaps, the choice is keyed at the playhead, as for the first picture.
      let whole = state.draft.layer > 0 && state.draft.edited.tracks.picture.keyframes.count <= 1
      state.draft.edited.setPicture(artwork.image, at: whole ? 0 : state.playhead)
      if state.draft.edited.image == artwork.image { LayersFeature.pictureChosen(artwork.image, in: &state) }
    }
    state.pathField = artwork.pathField
    return effects
  }
}

extension AppAction {
  /// The picture's action, as the app's action.
  public static func artwork(_ action: ArtworkFeature.Action) -> AppAction { .feature(.artwork(action)) }
}
