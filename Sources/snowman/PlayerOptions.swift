import Foundation
import SnowmanModel

/// What `snowman play` was asked to do.
struct PlayerOptions {
  var presetName: String?
  var dataDirectory: String?
  var size: (width: Int, height: Int)?
  var frames: Int?
  var screenshot: String?
  var uiMap: String?
  var autoplay = false
  var at: Double?
  var image: String?
  var theme: ThemeChoice?
}
