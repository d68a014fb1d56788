import Foundation
import SnowmanDigest
import XCTest

/// GLib's SHA-256 against the known answers of FIPS 180-2 (appendix B) and the empty message.
final class ContentHashTests: XCTestCase {
  func test_sha256_knownAnswers() {
    let cases: [(Data, String)] = [
      (Data(), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      (Data("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        Data(repeating: UInt8(ascii: "a"), count: 1_000_000),
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
      ),
    ]
    for (data, expected) in cases {
      XCTAssertEqual(ContentHash.sha256(data), expected, "\(data.count) bytes")
    }
  }

  func test_sha256_ofASlice_hashesOnlyItsBytes() {
    let whole = Data("xxabcxx".utf8)
    XCTAssertEqual(
      ContentHash.sha256(whole[2..<5]), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
