import SnowmanModel

extension ControlID {
  /// Every control the app can show, each kind with every value it takes (rows and chips by their first few):
  /// what a test holds against the ids DESIGN.md lists.
  public static var everyKind: [ControlID] {
    var all: [ControlID] = Tab.allCases.map { .tab($0) }
    all += [
      .stage, .settingsSave, .settingsRevert, .promptField, .promptConfirm, .promptCancel, .notice, .noticeUndo,
      .noticeShowFolder,
    ]
    for key in PropertyKey.allCases { all += [.settingsRow(key), .stepperIncrement(key), .stepperDecrement(key)] }
    all += FeatureControl.every.map { .feature($0) }
    return all
  }

  /// The kind of control, one number a case: the compiler names this switch when a case is added, and a test
  /// checks `everyKind` holds each.
  public var kind: Int {
    switch self {
    case .tab: return 0
    case .stage: return 1
    case .settingsSave: return 2
    case .settingsRevert: return 3
    case .settingsRow: return 4
    case .stepperIncrement: return 5
    case .stepperDecrement: return 6
    case .promptField: return 7
    case .promptConfirm: return 8
    case .promptCancel: return 9
    case .notice: return 10
    case .noticeUndo: return 11
    case .noticeShowFolder: return 12
    case .feature(let control): return 13 + control.kind
    }
  }

  /// How many kinds `kind` numbers.
  public static let kindCount = 13 + FeatureControl.kindCount
}
