import Foundation

/// What a picture file's header says, read before any pixel is decoded: its format, its size, whether it is
/// whole, and whether it moves. A file that claims 100000×100000 pixels is refused here, with memory untouched.
public struct ImageHeader: Equatable, Sendable {
  /// The largest side Snowman takes, in pixels.
  public static let maxSide = 8192

  public let type: ImageType
  /// The size in pixels (for SVG, the size it declares).
  public let width: Int, height: Int
  /// An animated GIF or WebP: only the first frame is used.
  public let isAnimated: Bool

  /// Reads `data`'s header.
  /// - Returns: the header, or why the file is not a picture Snowman takes.
  public static func inspect(_ data: Data) -> Result<ImageHeader, ImageProblem> {
    let b = [UInt8](data.prefix(64))
    if data.isEmpty { return .failure(ImageProblem("is empty (0 bytes)")) }
    let header: Result<ImageHeader, ImageProblem>
    if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      header = png(data)
    } else if b.starts(with: [0xFF, 0xD8, 0xFF]) {
      header = jpeg(data)
    } else if b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) {
      header = gif(data)
    } else if b.count >= 12 && b[0..<4].elementsEqual("RIFF".utf8) && b[8..<12].elementsEqual("WEBP".utf8) {
      header = webp(data)
    } else if let text = String(data: data.prefix(4096), encoding: .utf8), text.contains("<svg") {
      header = svg(data)
    } else {
      return .failure(ImageProblem("is not a picture Snowman reads (PNG, JPEG, WebP, GIF or SVG)"))
    }
    guard case .success(let h) = header else { return header }
    guard h.width > 0, h.height > 0 else { return .failure(ImageProblem("has no size")) }
    guard h.width <= maxSide, h.height <= maxSide else {
      return .failure(ImageProblem("is \(h.width)×\(h.height) pixels, larger than \(maxSide)×\(maxSide)"))
    }
    return header
  }

  private static func be16(_ d: [UInt8], _ i: Int) -> Int { Int(d[i]) << 8 | Int(d[i + 1]) }
  private static func be32(_ d: [UInt8], _ i: Int) -> Int { be16(d, i) << 16 | be16(d, i + 2) }
  private static func le16(_ d: [UInt8], _ i: Int) -> Int { Int(d[i]) | Int(d[i + 1]) << 8 }
  private static func le24(_ d: [UInt8], _ i: Int) -> Int { le16(d, i) | Int(d[i + 2]) << 16 }

  private static func png(_ data: Data) -> Result<ImageHeader, ImageProblem> {
    let d = [UInt8](data.prefix(33))
    guard d.count >= 24, d[12..<16].elementsEqual("IHDR".utf8) else {
      return .failure(ImageProblem("is a truncated PNG"))
    }
    // A whole PNG ends with its IEND chunk.
    guard data.count >= 45, [UInt8](data.suffix(12)).starts(with: [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44]) else {
      return .failure(ImageProblem("is a truncated PNG (it has no end)"))
    }
    return .success(ImageHeader(type: .png, width: be32(d, 16), height: be32(d, 20), isAnimated: false))
  }

  private static func jpeg(_ data: Data) -> Result<ImageHeader, ImageProblem> {
    let d = [UInt8](data)
    // A whole JPEG ends with its end-of-image marker (some writers pad after it).
    guard d.suffix(32).indices.contains(where: { $0 + 1 < d.count && d[$0] == 0xFF && d[$0 + 1] == 0xD9 }) else {
      return .failure(ImageProblem("is a truncated JPEG (it has no end)"))
    }
    var i = 2
    while i + 9 < d.count {
      guard d[i] == 0xFF else { return .failure(ImageProblem("is a damaged JPEG")) }
      let marker = d[i + 1]
      if marker == 0xFF { i += 1; continue }
      let length = be16(d, i + 2)
      // Start of frame: SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        return .success(ImageHeader(type: .jpeg, width: be16(d, i + 7), height: be16(d, i + 5), isAnimated: false))
      }
      i += 2 + length
    }
    return .failure(ImageProblem("is a damaged JPEG (no frame header)"))
  }

  /// Walks the GIF's blocks: counts its frames and finds whether it ends properly.
  private static func gif(_ data: Data) -> Result<ImageHeader, ImageProblem> {
    let d = [UInt8](data)
    guard d.count >= 13 else { return .failure(ImageProblem("is a truncated GIF")) }
    var i = 13
    if d[10] & 0x80 != 0 { i += 3 << (Int(d[10] & 7) + 1) }
    var frames = 0
    func skipSubBlocks() -> Bool {
      while i < d.count {
        let n = Int(d[i])
        i += 1
        if n == 0 { return true }
        i += n
      }
      return false
    }
    while i < d.count {
      switch d[i] {
      case 0x3B:
        guard frames > 0 else { return .failure(ImageProblem("is a GIF with no picture in it")) }
        return .success(ImageHeader(type: .gif, width: le16(d, 6), height: le16(d, 8), isAnimated: frames > 1))
      case 0x21:
        i += 2
        guard skipSubBlocks() else { return .failure(ImageProblem("is a truncated GIF")) }
      case 0x2C:
        guard i + 10 <= d.count else { return .failure(ImageProblem("is a truncated GIF")) }
        frames += 1
        let flags = d[i + 9]
        i += 10
        if flags & 0x80 != 0 { i += 3 << (Int(flags & 7) + 1) }
        i += 1  // LZW minimum code size
        guard skipSubBlocks() else { return .failure(ImageProblem("is a truncated GIF")) }
      default:
        return .failure(ImageProblem("is a damaged GIF"))
      }
    }
    return .failure(ImageProblem("is a truncated GIF (it has no end)"))
  }

  private static func webp(_ data: Data) -> Result<ImageHeader, ImageProblem> {
    let d = [UInt8](data.prefix(40))
    guard d.count >= 30, (le16(d, 4) | (le16(d, 6) << 16)) + 8 <= data.count else {
      return .failure(ImageProblem("is a truncated WebP"))
    }
    switch String(decoding: d[12..<16], as: UTF8.self) {
    case "VP8 ":
      return .success(
        ImageHeader(type: .webp, width: le16(d, 26) & 0x3FFF, height: le16(d, 28) & 0x3FFF, isAnimated: false))
    case "VP8L":
      let bits = le16(d, 21) | le16(d, 23) << 16
      return .success(
        ImageHeader(type: .webp, width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1, isAnimated: false))
    case "VP8X":
      return .success(
        ImageHeader(type: .webp, width: le24(d, 24) + 1, height: le24(d, 27) + 1, isAnimated: d[20] & 0x02 != 0))
    default:
      return .failure(ImageProblem("is a damaged WebP"))
    }
  }

  /// An SVG's declared size (width and height, else its viewBox), refused when it has none, when it is
  /// enormous, or when it reaches for pictures outside itself.
  private static func svg(_ data: Data) -> Result<ImageHeader, ImageProblem> {
    let text = String(decoding: data, as: UTF8.self)
    guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
      return .failure(ImageProblem("is not a whole SVG"))
    }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      for quote in ["\"", "'"] {
        if let r = tag.range(of: " \(name)=\(quote)"), let close = tag[r.upperBound...].firstIndex(of: Character(quote))
        {
          return String(tag[r.upperBound..<close])
        }
      }
      return nil
    }
    func length(_ value: String?) -> Double? {
      guard var v = value?.trimmingCharacters(in: .whitespaces), !v.hasSuffix("%") else { return nil }
      if v.hasSuffix("px") { v.removeLast(2) }
      return Double(v)
    }
    var width = length(attribute("width")), height = length(attribute("height"))
    if width == nil || height == nil, let box = attribute("viewBox") {
      let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      if parts.count == 4 {
        width = width ?? parts[2]
        height = height ?? parts[3]
      }
    }
    guard let w = width, let h = height, w.isFinite, h.isFinite, w > 0, h > 0 else {
      return .failure(ImageProblem("is an SVG with no size (no width and height, and no viewBox)"))
    }
    guard w <= Double(maxSide), h <= Double(maxSide) else {
      return .failure(ImageProblem("is an SVG of \(Int(w))×\(Int(h)), larger than \(maxSide)×\(maxSide)"))
    }
    // Pictures it would fetch from elsewhere: Snowman reads only what is in the file.
    for marker in ["href=\"", "href='"] {
      var search = text.startIndex
      while let r = text.range(of: marker, range: search..<text.endIndex) {
        let target = text[r.upperBound...].prefix(5)
        if !target.hasPrefix("#") && !target.hasPrefix("data:") {
          return .failure(ImageProblem("is an SVG that refers to a file outside itself"))
        }
        search = r.upperBound
      }
    }
    return .success(ImageHeader(type: .svg, width: Int(w.rounded(.up)), height: Int(h.rounded(.up)), isAnimated: false))
  }
}

/// Why a file is not a picture Snowman takes, as a clause ("is a truncated PNG").
public struct ImageProblem: Error, Equatable, Sendable {
  public let reason: String
  public init(_ reason: String) { self.reason = reason }
}
