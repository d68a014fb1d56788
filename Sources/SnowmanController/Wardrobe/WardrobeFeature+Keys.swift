import SnowmanModel

extension WardrobeFeature {
  /// The Wardrobe's keys, before the app's own: ← / → turn the ring a slot, Enter dresses the front costume,
  /// Backspace undresses.
  static func keyAction(_ key: Key, ctrl: Bool) -> AppAction? {
    guard !ctrl else { return nil }
    switch key {
    case .left: return .wardrobe(.turnKeyPressed(-1))
    case .right: return .wardrobe(.turnKeyPressed(1))
    case .enter: return .wardrobe(.dressFrontPressed)
    case .backspace: return .wardrobe(.undressPressed)
    default: return nil
    }
  }
}
