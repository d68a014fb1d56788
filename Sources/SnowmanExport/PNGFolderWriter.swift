import Foundation
import SnowmanModel
import SnowmanView

/// A folder of `frame-0000.png` … in 8-bit RGBA; on failure the frames written so far are removed.
final class PNGFolderWriter: FrameSink {
  private let folder: URL
  private let width: Int
  private let height: Int
  private let createdFolder: Bool
  private var written: [URL] = []

  init(folder: URL, width: Int, height: Int) throws {
    self.folder = folder
    self.width = width
    self.height = height
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw ExportError("cannot write into \(folder.path): it is a file, not a folder")
      }
      createdFolder = false
    } else {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      } catch {
        throw ExportError("cannot create the folder \(folder.path)")
      }
      createdFolder = true
    }
    guard FileManager.default.isWritableFile(atPath: folder.path) else {
      throw ExportError("cannot write into \(folder.path): permission denied")
    }
  }

  static func name(frame index: Int) -> String { String(format: "frame-%04d.png", index) }

  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws {
    let final = folder.appendingPathComponent(Self.name(frame: index))
    let temp = AtomicFile.temporaryURL(for: final)
    do {
      try Surface.savePNG(rgba: rgba, width: width, height: height, stride: stride, to: temp.path)
    } catch {
      unlink(temp.path)
      throw ExportError("cannot write \(final.path): \(error)")
    }
    guard rename(temp.path, final.path) == 0 else {
      unlink(temp.path)
      throw ExportError("cannot write \(final.path): \(String(cString: strerror(errno)))")
    }
    written.append(final)
  }

  func finish() throws {}

  func abort() {
    for url in written { unlink(url.path) }
    written.removeAll()
    if createdFolder { rmdir(folder.path) }
  }
}
