import Glibc
import Synchronization

/// A font file's bytes, mapped read-only once for the life of the process and shared by every size opened from it.
/// Opened by path, SDL_ttf reads the file through stdio, a seek and a read for each glyph's outline: 2,300 of each
/// on the way to the window's first frame, about a millisecond of it. From memory, FreeType reads the mapped pages.
struct MappedFontFile: Sendable {
  /// Where the bytes start, as an address (a raw pointer is not Sendable), and how many there are.
  let address: UInt
  let count: Int

  var bytes: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: address) }

  private static let mapped = Mutex<[String: MappedFontFile]>([:])

  /// The file at `path`, mapped the first time it is asked for.
  /// - Throws: `SDLError` naming the file and why it cannot be read.
  static func at(_ path: String) throws -> MappedFontFile {
    try mapped.withLock { mapped in
      if let file = mapped[path] { return file }
      let file = try map(path)
      mapped[path] = file
      return file
    }
  }

  private static func map(_ path: String) throws -> MappedFontFile {
    func failure() -> SDLError {
      SDLError(call: "TTF_OpenFont(\(path))", message: String(cString: strerror(errno)))
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure() }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure() }
    guard status.st_size > 0, status.st_size <= Int32.max else {
      throw SDLError(call: "TTF_OpenFont(\(path))", message: "the file is empty or over 2 GB")
    }
    let count = Int(status.st_size)
    guard let start = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
      throw failure()
    }
    return MappedFontFile(address: UInt(bitPattern: start), count: count)
  }
}
