import SnowmanModel

extension WardrobeFeature {
  /// The Wardrobe's controls: its ring (the stage the costumes hang on), a costume by id, the mascot.
  public enum Control: DescribedControl {
    case ring
    case costume(String)
    case mascot

    public var key: String {
      switch self {
      case .ring: return "wardrobe.ring"
      case .costume(let id): return "wardrobe.costume.\(id)"
      case .mascot: return "wardrobe.mascot"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .ring: return "Costumes"
      case .costume(let id):
        return state.wardrobe.costumes.first { $0.id == id }?.name ?? BuiltInCostumes.kind(id)?.name ?? id
      case .mascot: return state.draft.setting.costume.map { "Wearing \($0.name)" } ?? "Mascot"
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .ring: return []
      case .costume(let id): return [.wardrobe(.costumeClicked(id))]
      case .mascot: return [.wardrobe(.mascotClicked)]
      }
    }

    /// Its case without what it carries: `kind` numbers these in order.
    enum Kind: CaseIterable { case ring, costume, mascot }
    var caseKind: Kind {
      switch self {
      case .ring: return .ring
      case .costume: return .costume
      case .mascot: return .mascot
      }
    }

    static var every: [Control] { [.ring, .mascot] + BuiltInCostumes.all.map { .costume($0.id) } }

    /// The order Tab visits the Wardrobe's controls in: the costumes as the ring hangs them, then the mascot.
    static func focusOrder(in state: AppState) -> [Control] {
      state.wardrobe.costumes.map { .costume($0.id) } + [.mascot]
    }
  }
}

extension WardrobeFeature.Control: AccessibleControl {
  /// The ring is a list of costumes; the mascot takes off what it wears.
  var role: AccessibleRole {
    switch self {
    case .ring: return .list
    case .costume: return .listItem
    case .mascot: return .pushButton
    }
  }

  func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .costume: return .inside(.feature(.wardrobe(.ring)))
    case .ring, .mascot: return nil
    }
  }

  /// The ring's keys, which fling it without a pointer.
  func description(in state: AppState) -> String {
    switch self {
    case .ring:
      return "Left and Right turn the ring, Enter dresses the mascot in the front costume, Backspace undresses it"
    case .costume, .mascot: return ""
    }
  }

  /// The mascot's name says what it wears ("Wearing Doctor"): news when it changes.
  var announcesChanges: Bool { self == .mascot }

  func isChosen(in state: AppState) -> Bool {
    switch self {
    case .costume(let id): return state.draft.setting.costume?.id == id
    case .ring, .mascot: return false
    }
  }
}
