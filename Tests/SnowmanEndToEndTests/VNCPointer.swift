import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pointer on a VNC server (RFB 3.8, no authentication), enough to click: wayvnc turns it into a Wayland
/// virtual pointer, so a click reaches a native Wayland window the way a mouse's does.
final class VNCPointer {
  private let socket: Int32

  /// Connects to 127.0.0.1:`port` and does the RFB handshake.
  init(port: UInt16) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw HarnessError("socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw HarnessError("cannot connect to the VNC server on port \(port): errno \(errno)")
    }
    let version = try read(12)
    guard String(decoding: version, as: UTF8.self).hasPrefix("RFB 003.") else {
      throw HarnessError("not a VNC server: \(version)")
    }
    try write(Array("RFB 003.008\n".utf8))
    let count = Int(try read(1)[0])
    let types = try read(count)
    guard types.contains(1) else { throw HarnessError("the VNC server asks for authentication: \(types)") }
    try write([1])
    guard try read(4) == [0, 0, 0, 0] else { throw HarnessError("the VNC server refused the connection") }
    try write([1])  // shared
    let initial = try read(24)
    let nameLength = initial[20..<24].reduce(0) { $0 << 8 | Int($1) }
    _ = try read(nameLength)
  }

  deinit { close(socket) }

  /// A left click at (x, y), in the output's pixels.
  func click(x: Int, y: Int) throws {
    for mask: UInt8 in [0, 1, 0] { try pointer(mask, x: x, y: y) }
  }

  private func pointer(_ mask: UInt8, x: Int, y: Int) throws {
    try write([5, mask, UInt8(x >> 8), UInt8(x & 255), UInt8(y >> 8), UInt8(y & 255)])
  }

  private func write(_ bytes: [UInt8]) throws {
    let sent = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
    guard sent == bytes.count else { throw HarnessError("VNC write failed: errno \(errno)") }
  }

  private func read(_ count: Int) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      let n = out.withUnsafeMutableBytes { raw in
        raw.baseAddress.map { recv(socket, $0 + got, count - got, 0) } ?? -1
      }
      guard n > 0 else { throw HarnessError("the VNC server closed the connection") }
      got += n
    }
    return out
  }
}
