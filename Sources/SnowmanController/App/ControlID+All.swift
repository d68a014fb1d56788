import SnowmanModel

extension ControlID {
  /// Every control the app can show, each kind with every value it takes (rows and chips by their first few):
  /// what a test holds against the ids DESIGN.md lists.
  public static var everyKind: [ControlID] {
    var all: [ControlID] = Tab.allCases.map { .tab($0) }
    all += [
      .stage, .playButton, .timeline, .stepBackwardButton, .stepForwardButton, .speedButton, .loopButton, .picker,
      .settingsSave, .settingsRevert, .promptField, .promptConfirm, .promptCancel, .notice, .curveRow, .artworkRow,
      .addStep, .stepMenuLeft, .stepMenuRight, .stepMenuDelete, .artworkChoose, .artworkReset, .artworkPath,
      .curveView, .curveCopy, .renameField, .noticeUndo, .noticeShowFolder,
    ]
    all += (0..<3).map { .pickerRow($0) } + (0..<AnimationSetting.maxSteps).map { .stepChip($0) }
    all += [.curveHandle(1), .curveHandle(2)]
    for key in PropertyKey.allCases { all += [.settingsRow(key), .stepperIncrement(key), .stepperDecrement(key)] }
    all += EasingKind.allCases.map { .easingMenuItem($0) } + CurveCopyFormat.allCases.map { .copyMenuItem($0) }
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
    case .playButton: return 2
    case .timeline: return 3
    case .stepBackwardButton: return 4
    case .stepForwardButton: return 5
    case .speedButton: return 6
    case .loopButton: return 7
    case .picker: return 8
    case .pickerRow: return 9
    case .settingsSave: return 10
    case .settingsRevert: return 11
    case .settingsRow: return 12
    case .stepperIncrement: return 13
    case .stepperDecrement: return 14
    case .promptField: return 15
    case .promptConfirm: return 16
    case .promptCancel: return 17
    case .notice: return 18
    case .curveRow: return 19
    case .artworkRow: return 20
    case .stepChip: return 21
    case .addStep: return 22
    case .stepMenuLeft: return 23
    case .stepMenuRight: return 24
    case .stepMenuDelete: return 25
    case .artworkChoose: return 26
    case .artworkReset: return 27
    case .artworkPath: return 28
    case .curveView: return 29
    case .curveHandle: return 30
    case .curveCopy: return 31
    case .easingMenuItem: return 32
    case .copyMenuItem: return 33
    case .presetMenuItem: return 34
    case .renameField: return 35
    case .noticeUndo: return 36
    case .noticeShowFolder: return 37
    case .feature(let control): return 38 + control.kind
    }
  }

  /// How many kinds `kind` numbers.
  public static let kindCount = 38 + FeatureControl.kindCount
}
