/// The screens of the tab bar, in order: the tab bar, the number keys, Ctrl+Tab and the focus follow this list.
public enum Tab: String, CaseIterable, Codable, Sendable {
  case animation, settings, wardrobe

  /// The tab's title ("Animation").
  public var title: String {
    switch self {
    case .animation: return "Animation"
    case .settings: return "Settings"
    case .wardrobe: return "Wardrobe"
    }
  }

  /// What the screen does, in the mascot's words (a page each when the app first opens).
  public var mascotSays: String {
    switch self {
    case .animation: return "Animation plays my moves: pick a preset on the wheel and press Play."
    case .settings:
      return "Settings shapes them: size, turns in depth, fades, curves, and chains of up to sixteen steps."
    case .wardrobe: return "Wardrobe dresses me up: spin the ring and pick a costume. It comes along in every export."
    }
  }

  /// The tab after this one, the last wrapping to the first (Ctrl+Tab).
  public var next: Tab {
    let all = Tab.allCases
    return all[(all.firstIndex(of: self).map { $0 + 1 } ?? 0) % all.count]
  }

  /// The tab the number key `n` (1-based) shows, if there is one.
  public static func numbered(_ n: Int) -> Tab? { allCases.indices.contains(n - 1) ? allCases[n - 1] : nil }
}
