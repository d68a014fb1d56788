import Foundation

/// Why a preset or setting read from a file was rejected; it names the field and the value at fault.
public struct SettingError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The field's key as spelled in the file ("duration", "version").
  public let field: String
  /// The offending value as written, or nil when the field is missing.
  public let value: String?
  /// What was expected ("must be between 0.2 and 10").
  public let reason: String

  /// An error for `field`.
  public init(field: String, value: String?, reason: String) {
    self.field = field; self.value = value; self.reason = reason
  }

  /// One sentence, e.g. `field "duration" is 0, which must be between 0.2 and 10`.
  public var description: String {
    if let value { return "field \"\(field)\" is \(value), which \(reason)" }
    return "field \"\(field)\" \(reason)"
  }
}
