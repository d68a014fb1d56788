import Foundation

/// JSON text for a Lottie file with every object's `ty` first: rlottie reads a shape's type from its first key
/// and skips a shape whose `ty` comes later (Bodymovin always writes it first); the other keys sorted, so the
/// bytes repeat run to run.
enum LottieJSON {
  static func text(_ value: Any) -> String {
    var out = ""
    write(value, &out)
    return out
  }

  private static func write(_ value: Any, _ out: inout String) {
    switch value {
    case let object as [String: Any]:
      let keys = object.keys.sorted { a, b in a == "ty" ? b != "ty" : (b == "ty" ? false : a < b) }
      out += "{"
      for (i, key) in keys.enumerated() {
        if i > 0 { out += "," }
        string(key, &out)
        out += ":"
        write(object[key] as Any, &out)
      }
      out += "}"
    case let array as [Any]:
      out += "["
      for (i, item) in array.enumerated() {
        if i > 0 { out += "," }
        write(item, &out)
      }
      out += "]"
    case let text as String: string(text, &out)
    case let whole as Int: out += String(whole)
    case let number as Double:
      if number.isFinite && number == number.rounded() && abs(number) < 1e15 {
        out += String(Int(number))
      } else {
        out += number.isFinite ? "\(number)" : "0"
      }
    case let flag as Bool: out += flag ? "true" : "false"
    default: out += "null"
    }
  }

  private static func string(_ text: String, _ out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
