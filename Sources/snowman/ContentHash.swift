import Crypto
import Foundation
import SnowmanModel

/// SHA-256 as lowercase hex, the name a picture gets in images/.
enum ContentHash {
  static func sha256(_ data: Data) -> String {
    SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
  }

  /// The data folder's image store.
  static func imageStore(_ locations: DataLocations) -> ImageStore {
    ImageStore(directory: locations.imagesDirectory, digest: sha256)
  }
}
