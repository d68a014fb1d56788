import CSDL2

/// A failed SDL call: which call, and SDL's message read right when the failure was seen.
public struct SDLError: Error, CustomStringConvertible {
  /// The SDL function that failed.
  public let call: String
  /// `SDL_GetError()` at the time of the failure.
  public let message: String

  init(call: String, message: String? = nil) {
    self.call = call
    self.message = message ?? sdl.SDL_GetError().map { String(cString: $0) } ?? ""
  }

  public var description: String { "\(call) failed: \(message)" }
}

/// Throws when an SDL call that returns an int reported failure (a value below 0).
func check(_ rc: Int32, call: String) throws {
  if rc < 0 { throw SDLError(call: call) }
}

/// Returns the pointer, or throws when an SDL call returned NULL.
func unwrap<T>(_ pointer: T?, call: String) throws -> T {
  guard let pointer else { throw SDLError(call: call) }
  return pointer
}
