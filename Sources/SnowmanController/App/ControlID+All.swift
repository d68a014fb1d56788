import SnowmanModel

extension ControlID {
  /// Every control the app can show, each kind with every value it takes (rows and chips by their first few):
  /// what a test holds against the ids DESIGN.md lists.
  public static var everyKind: [ControlID] {
    var all: [ControlID] = Tab.allCases.map { .tab($0) }
    all += [
      .stage, .picker,
      .settingsSave, .settingsRevert, .promptField, .promptConfirm, .promptCancel, .notice, .renameField, .noticeUndo,
      .noticeShowFolder,
    ]
    all += (0..<3).map { .pickerRow($0) }
    for key in PropertyKey.allCases { all += [.settingsRow(key), .stepperIncrement(key), .stepperDecrement(key)] }
    all += PresetMenuItem.allCases.map { .presetMenuItem($0) }
    all += FeatureControl.every.map { .feature($0) }
    return all
  }

  /// The kind of control, one number a case: the compiler names this switch when a case is added, and a test
  /// checks `everyKind` holds each.
  public var kind: Int {
    switch self {
    case .tab: return 0
    case .stage: return 1
    case .picker: return 2
    case .pickerRow: return 3
    case .settingsSave: return 4
    case .settingsRevert: return 5
    case .settingsRow: return 6
    case .stepperIncrement: return 7
    case .stepperDecrement: return 8
    case .promptField: return 9
    case .promptConfirm: return 10
    case .promptCancel: return 11
    case .notice: return 12
    case .presetMenuItem: return 13
    case .renameField: return 14
    case .noticeUndo: return 15
    case .noticeShowFolder: return 16
    case .feature(let control): return 17 + control.kind
    }
  }

  /// How many kinds `kind` numbers.
  public static let kindCount = 17 + FeatureControl.kindCount
}
