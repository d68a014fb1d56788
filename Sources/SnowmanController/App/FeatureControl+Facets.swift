import SnowmanModel

/// What `ControlID` asks of a feature's control, forwarded to the control itself: none of it names a feature.
extension FeatureControl {
  /// The kinds of each feature's controls, numbered one feature after another in `every`'s order.
  fileprivate static let kinds: [any DescribedControl.Type] = {
    var seen: [ObjectIdentifier] = []
    return every.map { type(of: $0.described) }.filter {
      guard !seen.contains(ObjectIdentifier($0)) else { return false }
      seen.append(ObjectIdentifier($0))
      return true
    }
  }()

  public var key: String { described.key }
  public func label(in state: AppState) -> String { described.label(in: state) }
  public func isEnabled(in state: AppState) -> Bool { described.isEnabled(in: state) }
  var clickActions: [AppAction] { described.clickActions }
  var repeatActions: [AppAction] { described.repeatActions }
  var isDestructive: Bool { described.isDestructive }
  var shape: ControlShape { described.shape }
  func accessibleName(in state: AppState) -> String { described.accessibleName(in: state) }
  func accessibleValue(in state: AppState) -> AccessibleValue? { described.accessibleValue(in: state) }
  func valueActions(_ value: Double, in state: AppState) -> [AppAction] { described.valueActions(value, in: state) }

  /// The control's kind, numbered after every earlier feature's kinds.
  var kind: Int {
    let control = described
    let own = ObjectIdentifier(type(of: control))
    return Self.kinds.prefix { ObjectIdentifier($0) != own }.reduce(0) { $0 + $1.kindCount } + control.kind
  }

  static var kindCount: Int { kinds.reduce(0) { $0 + $1.kindCount } }
}
