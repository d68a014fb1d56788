import SnowmanController

extension SettingsLayout {
  /// The Artwork row at the top: a thumbnail, the picture's name, Choose… and Snowman, or the path field.
  public struct ArtworkRow: Equatable, Sendable {
    public let rect: Rect, thumbnail: Rect, choose: Rect, reset: Rect
    /// The path field, while it is open (the buttons give way to it).
    public let path: Rect?

    /// The row in `rect`, with the path field while `state` has it open.
    init(rect: Rect, state: AppState) {
      // Narrower buttons on a narrow column leave the picture's name its room ("Snowman" whole at 360 pt).
      let button = (w: rect.w < 400 ? 74.0 : 80.0, h: 32.0)
      self.rect = rect
      thumbnail = Rect(rect.x + 12, rect.midY - 22, 44, 44)
      choose = Rect(rect.maxX - 12 - 2 * button.w - 8, rect.midY - button.h / 2, button.w, button.h)
      reset = Rect(rect.maxX - 12 - button.w, rect.midY - button.h / 2, button.w, button.h)
      path =
        state.pathField == nil
        ? nil : Rect(thumbnail.maxX + 10, rect.midY - 18, rect.maxX - 12 - thumbnail.maxX - 10, 36)
    }
  }

  /// The Artwork row's controls: the row, then the path field while it is open, or Choose… and Snowman.
  func artworkControls() -> [(id: ControlID, rect: Rect, shownWhole: Rect)] {
    var all: [(id: ControlID, rect: Rect, shownWhole: Rect)] = [(.feature(.artwork(.row)), artwork.rect, artwork.rect)]
    if let path = artwork.path {
      all.append((.feature(.artwork(.path)), path, artwork.rect))
    } else {
      all += [
        (.feature(.artwork(.choose)), artwork.choose, artwork.rect),
        (.feature(.artwork(.reset)), artwork.reset, artwork.rect),
      ]
    }
    return all
  }

  /// Where the Artwork row's `id` is in the table: the row, for each of its buttons and the path field drawn over it
  /// (Ctrl+O, or Choose… pressed by a screen reader, focuses the field far down a scene's table, and the table scrolls
  /// to it as to any focus).
  func artworkRect(of id: ControlID) -> Rect? {
    switch id {
    case .feature(.artwork(.choose)), .feature(.artwork(.reset)), .feature(.artwork(.row)), .feature(.artwork(.path)):
      return artwork.rect
    default: return nil
    }
  }

  func isArtworkPath(_ id: ControlID) -> Bool { id == .feature(.artwork(.path)) }
}
