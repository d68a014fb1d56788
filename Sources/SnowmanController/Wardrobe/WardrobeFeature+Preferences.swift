import SnowmanModel

extension WardrobeFeature {
  /// The user's own costumes, in the order they joined the ring, back from the preferences.
  static func restore(_ state: inout AppState, from preferences: Preferences) {
    var worn = state.draft.setting.costume
    _ = reduce(&state.wardrobe, .ownCostumesLoaded(preferences.costumes ?? []), worn: &worn)
  }

  /// What the Wardrobe keeps for next time: the user's own costumes (none is no entry).
  static func remember(_ state: AppState, into preferences: inout Preferences) {
    let own = state.wardrobe.costumes.compactMap(\.image)
    preferences.costumes = own.isEmpty ? nil : own
  }
}

extension WardrobeFeature {
  /// The stored pictures the Wardrobe draws: its ring's own costumes, and the one `worn` when it is a picture the
  /// ring does not hold (a preset's costume whose picture left the ring).
  static func ownPictures(_ state: State, worn: Costume?) -> [ImageReference] {
    var pictures = state.costumes.compactMap(\.image)
    if let picture = worn?.image, !pictures.contains(picture) { pictures.append(picture) }
    return pictures
  }
}
