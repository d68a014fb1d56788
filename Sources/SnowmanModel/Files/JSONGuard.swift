import Foundation

/// Checks bytes before they reach JSONDecoder. Foundation's JSON scanner traps (crashes the process) while
/// describing some errors, as with invalid UTF-8 ahead of nesting past its 512-level limit (found by
/// `make fuzz`); no preset or preferences file is nested more than a few levels, nor anything but UTF-8.
enum JSONGuard {
  /// The deepest nesting of arrays and objects a file may have.
  static let maxDepth = 16

  /// Why `data` cannot be a preset or preferences file, or nil if it may be decoded.
  static func refusal(_ data: Data) -> String? {
    data.withUnsafeBytes { raw -> String? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var depth = 0
      var inString = false
      var escaped = false
      for byte in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if byte == 0x5C {
            escaped = true
          } else if byte == 0x22 {
            inString = false
          }
          continue
        }
        switch byte {
        case 0x22: inString = true
        case 0x5B, 0x7B:
          depth += 1
          if depth > maxDepth { return "is nested more than \(maxDepth) levels deep" }
        case 0x5D, 0x7D: depth -= 1
        default: break
        }
      }
      guard String(validating: bytes, as: UTF8.self) != nil else { return "is not UTF-8 text" }
      return nil
    }
  }
}
