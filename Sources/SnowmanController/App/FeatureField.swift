import SnowmanModel

/// The features' text fields, each open over its screen until it closes: the list the app's shared field code
/// (the focus, the keys, the edits, the platform's text input) asks, so none of it names a feature.
public enum FeatureField: Equatable, Sendable {
  /// The path typed under the Artwork row.
  case path
  /// A preset row's name, for Rename….
  case presetName
  /// The Save prompt's name, with its two buttons.
  case savePrompt
  /// A layer's name, over its row of the layers list.
  case layerName

  /// The field open in `state`, the innermost first. Inlined and matched in place: read on every action, ticks
  /// included, and `!= nil` would copy each field.
  @inline(__always) static func open(in state: AppState) -> FeatureField? {
    if case .some = state.pathField { return .path }
    if case .some = state.library.rename { return .presetName }
    if case .some = state.savePrompt { return .savePrompt }
    if case .some = state.layerNameField { return .layerName }
    return nil
  }

  /// Whether a menu opened while it is up holds the keys instead (the Save prompt's screen can open one).
  var isUnderMenus: Bool { self == .savePrompt }

  /// Its text, caret and selection.
  func text(in state: AppState) -> TextField? {
    switch self {
    case .path: return state.pathField?.field
    case .presetName: return state.library.rename?.field
    case .savePrompt: return state.savePrompt?.field
    case .layerName: return state.layerNameField
    }
  }

  /// Applies `edit`, with the field's own rules (a changed name clears its refusal).
  func apply(_ edit: TextEdit, to state: inout AppState) {
    switch self {
    case .path: state.pathField?.field.apply(edit)
    case .presetName: state.library.rename?.edit(edit)
    case .savePrompt: state.savePrompt?.edit(edit)
    case .layerName: state.layerNameField?.apply(edit)
    }
  }

  /// Closes every open field but `field`: the keys go to one field, and the one just asked for is it.
  static func closeOthers(than field: FeatureField, in state: inout AppState) {
    if field != .path { state.pathField = nil }
    if field != .presetName { state.library.rename = nil }
    if field != .savePrompt { state.savePrompt = nil }
    if field != .layerName { state.layerNameField = nil }
  }

  /// Closes what a feature's layer covers as it opens: a row's name field on the wheel. The path and the Save
  /// prompt keep what was typed, for when the layer closes.
  static func closeUnderLayer(in state: inout AppState) { state.library.rename = nil }

  /// What `key` does in it beyond editing its text (Enter, Esc; the path's Tab completes it).
  func keyAction(_ key: Key, ctrl: Bool) -> AppAction? {
    switch self {
    case .path: return ArtworkFeature.fieldKeyAction(key, ctrl: ctrl)
    case .presetName: return LibraryFeature.fieldKeyAction(key)
    case .savePrompt: return DraftFeature.fieldKeyAction(key)
    case .layerName: return LayersFeature.fieldKeyAction(key)
    }
  }

  /// What Tab visits while it is open: the field, and the buttons beside it.
  var focusOrder: [ControlID] {
    switch self {
    case .path: return [.feature(.artwork(.path))]
    case .presetName: return [.feature(.library(.renameField))]
    case .savePrompt: return DraftFeature.Control.promptOrder.map { .feature(.draft($0)) }
    case .layerName: return [.feature(.layers(.nameField))]
    }
  }
}

extension AppState {
  /// Whether a feature's field is open, taking typed text (a menu may be over it).
  public var isTyping: Bool { FeatureField.open(in: self) != nil }
}
