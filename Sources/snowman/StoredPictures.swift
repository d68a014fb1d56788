import Foundation
import SnowmanModel
import SnowmanView

/// The user's pictures from images/, for the stage and the costumes: each read and decoded when
/// `Effect.preparePictures` asks for it; one that cannot be had is noted, for the effect's answer to tell.
final class StoredPictures {
  private let images: ImageStore
  /// Sentences about pictures that could not be had, since they were last taken.
  private var unavailable: [String] = []

  init(images: ImageStore) { self.images = images }

  /// The pixels of `reference`, or nil (noted) when they cannot be had.
  func surface(_ reference: ImageReference) -> Surface? {
    switch images.read(reference) {
    case .failure(let problem):
      let reason = problem.reason == "does not exist" ? "is missing" : problem.reason
      unavailable.append("The picture \(reference.name) (\(problem.path)) \(reason); the snowman shows instead.")
      return nil
    case .success(let data):
      do {
        return try ArtworkLoader.decode(data, name: images.url(for: reference).path).surface
      } catch {
        unavailable.append("\(error); the snowman shows instead.")
        return nil
      }
    }
  }

  /// What could not be had since the last call, once each.
  func takeUnavailable() -> [String] {
    defer { unavailable.removeAll() }
    return unavailable
  }
}
