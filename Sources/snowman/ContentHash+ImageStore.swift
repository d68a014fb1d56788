import Foundation
import SnowmanDigest
import SnowmanModel

extension ContentHash {
  /// The data folder's image store, naming each picture by its SHA-256.
  static func imageStore(_ locations: DataLocations) -> ImageStore {
    ImageStore(directory: locations.imagesDirectory, digest: sha256)
  }
}
