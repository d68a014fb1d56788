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

/// An export that could not be made; one sentence naming the file or value.
public struct ExportError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}
