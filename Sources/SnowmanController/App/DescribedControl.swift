import SnowmanModel

/// What a control a feature owns says of itself, written beside the feature's reducer: its ui-map id, its label,
/// what a click and a held press do, its number for a screen reader, and every one there can be. `ControlID`
/// asks the feature through `FeatureControl` rather than listing the feature's controls itself.
protocol DescribedControl: Hashable, Sendable, AccessibleControl {
  var key: String { get }
  func label(in state: AppState) -> String
  /// Whether it can be used in `state`.
  func isEnabled(in state: AppState) -> Bool
  var clickActions: [AppAction] { get }
  /// What pressing it does at once and again while it is held (a stepper's half, a step button).
  var repeatActions: [AppAction] { get }
  /// Whether it destroys something: drawn in the danger colour.
  var isDestructive: Bool { get }
  /// Its name to a screen reader, where that is not its label (a field is named by what it asks for).
  func accessibleName(in state: AppState) -> String
  /// Its number, for a spin button or a slider.
  func accessibleValue(in state: AppState) -> AccessibleValue?
  /// What setting its number to `value` does.
  func valueActions(_ value: Double, in state: AppState) -> [AppAction]
  /// What `key` does while it has the focus, as one edit (a row's arrows step it), when it has keys of its own.
  func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]?
  /// Its shape, which what is drawn around it (its focus ring) follows.
  var shape: ControlShape { get }
  /// Its case without what it carries (the control itself, when no case carries anything): `kind` numbers these
  /// in their declared order, so adding a case numbers it.
  associatedtype Kind: CaseIterable, Equatable
  var caseKind: Kind { get }
  /// Every control, each kind with every value it takes: what a test holds against the ids the ui-map lists.
  static var every: [Self] { get }
}

extension DescribedControl {
  func isEnabled(in state: AppState) -> Bool { true }
  var repeatActions: [AppAction] { [] }
  var isDestructive: Bool { false }
  func accessibleName(in state: AppState) -> String { label(in: state) }
  func accessibleValue(in state: AppState) -> AccessibleValue? { nil }
  func valueActions(_ value: Double, in state: AppState) -> [AppAction] { [] }
  func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? { nil }
  var shape: ControlShape { .rounded }

  /// One number a case, from 0, in `Kind`'s order.
  var kind: Int {
    Kind.allCases.firstIndex(of: caseKind).map { Kind.allCases.distance(from: Kind.allCases.startIndex, to: $0) } ?? 0
  }
  /// How many numbers `kind` takes.
  static var kindCount: Int { Kind.allCases.count }
}

extension DescribedControl where Self: CaseIterable {
  var caseKind: Self { self }
}

/// A control's shape, as far as what is drawn around it follows it, as GTK's style classes say it.
public enum ControlShape: Sendable {
  /// A rounded rectangle: most buttons, fields and cards.
  case rounded
  /// Round, or a capsule: the transport's buttons, the step chips, a curve's handles.
  case circular
  /// A row of the settings table.
  case tableRow
  /// A part of a table row (a stepper's half): what is around it stays inside the row.
  case rowPart
}
