import Foundation

/// Where rendered frames go: an animated file or a folder of PNGs.
protocol FrameSink: AnyObject {
  /// Adds frame `index` of RGBA bytes (`stride` bytes a row).
  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws
  /// Completes the output: the file appears at its final path only now.
  func finish() throws
  /// Removes everything written so far.
  func abort()
}

extension FrameSink {
  /// `add` with the frame's bytes as a span, as a sink kept behind a `Mutex` is handed them: a span cannot be kept,
  /// so the compiler sees the sink and the caller's buffer stay apart.
  func add(frame index: Int, pixels: Span<UInt8>, stride: Int) throws {
    try pixels.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      try add(frame: index, rgba: base, stride: stride)
    }
  }
}

/// An export that could not be made; one sentence naming the file or value.
public struct ExportError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}
