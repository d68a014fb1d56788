import SnowmanModel

/// The app's palette (one for each colour scheme, from the mockups in shared/mockups) and its type scale.
public struct Theme: Equatable, Sendable {
  public let background: Color
  public let card: Color
  public let text: Color
  public let secondaryText: Color
  public let tertiaryText: Color
  /// The picker's rows far from the middle: the wheel fades them toward this.
  public let faintText: Color
  public let accent: Color
  public let accentPressed: Color
  public let accentHover: Color
  /// Text and icons on an accent fill (the Play button, a selected chip).
  public let onAccent: Color
  public let selectionBand: Color
  public let stageTop: Color
  public let stageBottom: Color
  public let stageShadow: Color
  public let stepper: Color
  public let stepperPressed: Color
  public let separator: Color
  public let disabled: Color
  public let tabInactive: Color
  public let noticeBackground: Color
  /// Text on the notice and the timeline's hover time.
  public let noticeText: Color
  public let danger: Color
  /// What dims the screen under a sheet.
  public let scrim: Color
  /// The 1-pt edge around a menu, and the shadow under it.
  public let menuEdge: Color
  public let menuShadow: Color

  /// The light palette: the one the app was designed with (its greys darkened to WCAG AA, 4.5:1, against every
  /// fill they are drawn on), and the one exports' sky comes from.
  public static let light = Theme(
    background: Color(hex: 0xF4F5FA), card: Color(hex: 0xFFFFFF), text: Color(hex: 0x1C1E2B),
    secondaryText: Color(hex: 0x636779), tertiaryText: Color(hex: 0x5C6174), faintText: Color(hex: 0x6A6E80),
    accent: Color(hex: 0x3A56F5), accentPressed: Color(hex: 0x2C45D8), accentHover: Color(hex: 0x4A66FF),
    onAccent: Color(hex: 0xFFFFFF), selectionBand: Color(hex: 0xE9ECFB), stageTop: Color(hex: 0xA9B4F0),
    stageBottom: Color(hex: 0x8E9AE6), stageShadow: Color(hex: 0x7B86D6, alpha: 150), stepper: Color(hex: 0xEEF0F7),
    stepperPressed: Color(hex: 0xDADFF5), separator: Color(hex: 0xE3E5EE), disabled: Color(hex: 0xC4C7D4),
    tabInactive: Color(hex: 0x636779), noticeBackground: Color(hex: 0x2B2D3A, alpha: 240),
    noticeText: Color(hex: 0xFFFFFF), danger: Color(hex: 0xC23B3B),
    scrim: Color(hex: 0x1C1E2B), menuEdge: Color(hex: 0xB9BDCC), menuShadow: Color(hex: 0x1C1E2B, alpha: 40))

  /// The dark palette: the same layout at night. Every text colour is at least 4.5:1 against what it is drawn on
  /// (WCAG AA), which a test checks; the accent is lighter, so labels on it are dark.
  public static let dark = Theme(
    background: Color(hex: 0x111218), card: Color(hex: 0x1C1E29), text: Color(hex: 0xECEEF6),
    secondaryText: Color(hex: 0xA3A8BD), tertiaryText: Color(hex: 0xA9AEC2), faintText: Color(hex: 0x8C91A7),
    accent: Color(hex: 0x8D9BFF), accentPressed: Color(hex: 0x7385FF), accentHover: Color(hex: 0xA3AFFF),
    onAccent: Color(hex: 0x0C0E1A), selectionBand: Color(hex: 0x2A2E45), stageTop: Color(hex: 0x3B4378),
    stageBottom: Color(hex: 0x2A3061), stageShadow: Color(hex: 0x05060F, alpha: 160), stepper: Color(hex: 0x2A2D3C),
    stepperPressed: Color(hex: 0x363B55), separator: Color(hex: 0x2C2F3D), disabled: Color(hex: 0x565A6E),
    tabInactive: Color(hex: 0x9499AF), noticeBackground: Color(hex: 0x3A3E55, alpha: 245),
    noticeText: Color(hex: 0xFFFFFF), danger: Color(hex: 0xFF8080),
    scrim: Color(hex: 0x000000), menuEdge: Color(hex: 0x4A4F66), menuShadow: Color(hex: 0x000000, alpha: 120))

  /// The palette of `scheme`.
  public static func of(_ scheme: ColorScheme) -> Theme { scheme == .dark ? .dark : .light }

  /// Type scale in points.
  public enum Size {
    static let caption = 12.0
    static let tab = 12.0
    static let footnote = 13.0
    static let body = 16.0
    static let pickerRow = 17.0
    static let pickerSelected = 19.0
    static let button = 19.0
    static let title = 18.0
    static let largeTitle = 24.0
  }
}
