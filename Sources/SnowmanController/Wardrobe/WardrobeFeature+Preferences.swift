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
