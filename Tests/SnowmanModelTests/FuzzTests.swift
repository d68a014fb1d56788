import Foundation
import SnowmanFuzzing
import XCTest

@testable import SnowmanModel

final class FuzzTests: XCTestCase {
  static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

  /// A short run of `make fuzz` (which runs 1,000,000 inputs a seed): no crash, every input accepted whole or refused.
  func test_mutatedCorpus_isAcceptedWholeOrRefused() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpusFolder.path).sorted()
    let corpus = names.compactMap {
      FileManager.default.contents(atPath: Self.corpusFolder.appendingPathComponent($0).path)
    }
    XCTAssertGreaterThanOrEqual(corpus.count, 5)
    var fuzzer = DecoderFuzzer(corpus: corpus, seed: 7)
    let report = fuzzer.run(20_000)
    XCTAssertEqual(report.failures, [])
    XCTAssertGreaterThan(report.presetsAccepted, 50, "the mutations keep some inputs valid, so both paths are tried")
  }

  /// Foundation's JSON scanner traps on invalid UTF-8 ahead of nesting past 512 levels (found by the fuzzer).
  func test_invalidUTF8BeforeDeepNesting_isRefusedWithoutReachingTheDecoder() {
    var bytes = Array("{\"name\": \"".utf8) + [0xA1] + Array("\", \"x\": ".utf8)
    bytes += [UInt8](repeating: 0x5B, count: 600)
    let result = FilePresetStore.decode(Data(bytes), path: "x")
    guard case .failure(let problem) = result else { return XCTFail("accepted") }
    XCTAssertEqual(problem.reason, "is nested more than 16 levels deep")
    guard
      case .failure(let p2) = FilePresetStore.decode(
        Data(Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)), path: "x")
    else {
      return XCTFail("accepted")
    }
    XCTAssertEqual(p2.reason, "is not UTF-8 text")
    XCTAssertNotNil(JSONGuard.refusal(Data(String(repeating: "[", count: 17).utf8)))
    XCTAssertNil(JSONGuard.refusal(Data("[\"[[[[[[[[[[[[[[[[[[[[[[\"]".utf8)), "brackets inside strings do not count")
  }
}
