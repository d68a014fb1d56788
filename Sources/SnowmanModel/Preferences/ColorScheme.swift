/// Light or dark: what the window is drawn in.
public enum ColorScheme: String, Codable, CaseIterable, Equatable, Sendable {
  case light, dark
}

/// What the user asked the theme to be: the desktop's colour scheme, or one of the two.
public enum ThemeChoice: String, Codable, CaseIterable, Equatable, Sendable {
  case system, light, dark

  /// The scheme to draw in when the desktop prefers `desktop`.
  public func scheme(desktop: ColorScheme) -> ColorScheme {
    switch self {
    case .system: return desktop
    case .light: return .light
    case .dark: return .dark
    }
  }

  /// The next choice, as Ctrl+T steps: System → Light → Dark → System.
  public var next: ThemeChoice {
    switch self {
    case .system: return .light
    case .light: return .dark
    case .dark: return .system
    }
  }
}
