import ArgumentParser

/// A `WxH` size on the command line.
struct SizeArgument: ExpressibleByArgument, Equatable {
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
    width = w
    height = h
  }

  /// What `--help` shows as the default: the size as it is typed.
  var defaultValueDescription: String { "\(width)x\(height)" }
}
