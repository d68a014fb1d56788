/// The one palette and type scale of the app (from the mockups in shared/mockups).
enum Theme {
  static let background = Color(hex: 0xF4F5FA)
  static let card = Color(hex: 0xFFFFFF)
  static let text = Color(hex: 0x1C1E2B)
  static let secondaryText = Color(hex: 0x8A8FA3)
  static let tertiaryText = Color(hex: 0x7C8196)
  static let faintText = Color(hex: 0xB4B8C8)
  static let accent = Color(hex: 0x3D5AFE)
  static let accentPressed = Color(hex: 0x2C45D8)
  static let accentHover = Color(hex: 0x5570FF)
  static let selectionBand = Color(hex: 0xE9ECFB)
  static let stageTop = Color(hex: 0xA9B4F0)
  static let stageBottom = Color(hex: 0x8E9AE6)
  static let stageShadow = Color(hex: 0x7B86D6, alpha: 150)
  static let stepper = Color(hex: 0xEEF0F7)
  static let stepperPressed = Color(hex: 0xDADFF5)
  static let separator = Color(hex: 0xE3E5EE)
  static let disabled = Color(hex: 0xC4C7D4)
  static let tabInactive = Color(hex: 0x9095A8)
  static let noticeBackground = Color(hex: 0x2B2D3A, alpha: 240)
  static let danger = Color(hex: 0xD94B4B)
  static let white = Color(hex: 0xFFFFFF)

  /// Type scale in points.
  enum Size {
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
