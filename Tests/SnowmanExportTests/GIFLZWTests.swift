import CEncoders
import Foundation
import XCTest

@testable import SnowmanExport

/// Snowman's LZW against giflib's: exact, it writes giflib's very bytes; lossy, giflib reads it back and every
/// traded pixel is within the tolerance of what it really is.
final class GIFLZWTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-lzw-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  /// A `width`×`height` frame of smooth colour with noise, its colours' nearest entries in a 256-colour table,
  /// and index 255 transparent where `holes` says.
  func frame(width: Int, height: Int, holes: Bool) -> (indices: [UInt8], rgba: [UInt8], table: [GifColorType]) {
    var table: [GifColorType] = []
    for i in 0..<256 { table.append(GifColorType(Red: UInt8(i), Green: UInt8((i * 7) % 256), Blue: UInt8(255 - i))) }
    var indices: [UInt8] = [], rgba: [UInt8] = []
    var seed: UInt64 = 42
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let noise = Int(seed >> 60) - 8
        let i = min(254, max(0, (x + y) % 255 + noise))
        if holes && (x / 7 + y / 5) % 9 == 0 {
          indices.append(255)
          rgba += [0, 0, 0, 0]
        } else {
          indices.append(UInt8(i))
          // The true colour: near the entry, a few levels off.
          let c = table[i]
          rgba += [UInt8(min(255, Int(c.Red) + 3)), c.Green, UInt8(max(0, Int(c.Blue) - 2)), 255]
        }
      }
    }
    return (indices, rgba, table)
  }

  /// A one-frame GIF of `indices` over `table`, compressed by giflib or, when given, from `blocks`.
  func write(_ name: String, width: Int, height: Int, table: [GifColorType], indices: [UInt8], blocks: [UInt8]?)
    throws -> URL
  {
    let url = folder.appendingPathComponent(name)
    var error: Int32 = 0
    let gif = try XCTUnwrap(EGifOpenFileName(url.path, false, &error))
    let map = GifMakeMapObject(Int32(table.count), table)
    defer { GifFreeMapObject(map) }
    XCTAssertEqual(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), GIF_OK)
    XCTAssertEqual(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, nil), GIF_OK)
    if let blocks {
      var start = 0
      while blocks[start] != 0 {
        let length = Int(blocks[start])
        let ok = blocks[start..<(start + length + 1)].withUnsafeBufferPointer { EGifPutCodeNext(gif, $0.baseAddress) }
        XCTAssertEqual(ok, GIF_OK)
        start += length + 1
      }
      XCTAssertEqual(EGifPutCodeNext(gif, nil), GIF_OK)
    } else {
      var pixels = indices
      XCTAssertEqual(EGifPutLine(gif, &pixels, Int32(pixels.count)), GIF_OK)
    }
    XCTAssertEqual(EGifCloseFile(gif, &error), GIF_OK)
    return url
  }

  /// The indices giflib reads back from `url`'s one frame.
  func read(_ url: URL) throws -> [UInt8] {
    var error: Int32 = 0
    let gif = try XCTUnwrap(DGifOpenFileName(url.path, &error))
    defer { DGifCloseFile(gif, &error) }
    XCTAssertEqual(DGifSlurp(gif), GIF_OK, "giflib reads it")
    let image = gif.pointee.SavedImages[0]
    let count = Int(image.ImageDesc.Width * image.ImageDesc.Height)
    return Array(UnsafeBufferPointer(start: image.RasterBits, count: count))
  }

  func bytes(_ table: [GifColorType]) -> [UInt8] { table.flatMap { [$0.Red, $0.Green, $0.Blue] } }

  func test_exact_isGiflibsOwnBytes_throughDictionaryResets() throws {
    // 300×300 noisy pixels fill the 4,096-entry dictionary many times over.
    let (indices, rgba, table) = frame(width: 300, height: 300, holes: true)
    let blocks = GIFLZW.encode(
      indices: indices, rgba: rgba, colors: bytes(table), transparent: 255, minCodeSize: 8, tolerance: 0)
    let ours = try write("ours.gif", width: 300, height: 300, table: table, indices: indices, blocks: blocks)
    let theirs = try write("giflib.gif", width: 300, height: 300, table: table, indices: indices, blocks: nil)
    XCTAssertEqual(try Data(contentsOf: ours), try Data(contentsOf: theirs))
    XCTAssertEqual(try read(ours), indices)
  }

  func test_lossy_isFewerBytes_readsBack_andEveryTradedPixelIsWithinTheTolerance() throws {
    let (indices, rgba, table) = frame(width: 200, height: 150, holes: true)
    let exact = GIFLZW.encode(
      indices: indices, rgba: rgba, colors: bytes(table), transparent: 255, minCodeSize: 8, tolerance: 0)
    let tolerance = 300
    let lossy = GIFLZW.encode(
      indices: indices, rgba: rgba, colors: bytes(table), transparent: 255, minCodeSize: 8, tolerance: tolerance)
    XCTAssertLessThan(lossy.count, exact.count * 3 / 4, "\(lossy.count) against \(exact.count)")
    let read = try read(write("lossy.gif", width: 200, height: 150, table: table, indices: indices, blocks: lossy))
    var traded = 0
    for i in indices.indices {
      if indices[i] == 255 || read[i] == 255 {
        XCTAssertEqual(read[i], indices[i], "transparency is never traded, pixel \(i)")
        continue
      }
      guard read[i] != indices[i] else { continue }
      traded += 1
      let c = table[Int(read[i])]
      let dr = Int(c.Red) - Int(rgba[i * 4]), dg = Int(c.Green) - Int(rgba[i * 4 + 1])
      let db = Int(c.Blue) - Int(rgba[i * 4 + 2])
      XCTAssertLessThanOrEqual(dr * dr + dg * dg + db * db, tolerance, "pixel \(i)")
    }
    XCTAssertGreaterThan(traded, 1000, "lossy matching traded pixels")
  }

  func test_smallTables_andAOnePixelFrame() throws {
    // Two colours: a code size of 2, as giflib writes for a table that small.
    let table = [GifColorType(Red: 0, Green: 0, Blue: 0), GifColorType(Red: 255, Green: 255, Blue: 255)]
    let indices: [UInt8] = (0..<500).map { UInt8(($0 / 3) % 2) }
    let rgba = indices.flatMap { $0 == 0 ? [UInt8(0), 0, 0, 255] : [255, 255, 255, 255] }
    let blocks = GIFLZW.encode(
      indices: indices, rgba: rgba, colors: bytes(table), transparent: -1, minCodeSize: 2, tolerance: 0)
    let ours = try write("two.gif", width: 25, height: 20, table: table, indices: indices, blocks: blocks)
    let theirs = try write("two-giflib.gif", width: 25, height: 20, table: table, indices: indices, blocks: nil)
    XCTAssertEqual(try Data(contentsOf: ours), try Data(contentsOf: theirs))
    let one = GIFLZW.encode(
      indices: [1], rgba: [255, 255, 255, 255], colors: bytes(table), transparent: -1, minCodeSize: 2, tolerance: 9)
    XCTAssertEqual(try read(write("one.gif", width: 1, height: 1, table: table, indices: [1], blocks: one)), [1])
  }
}
