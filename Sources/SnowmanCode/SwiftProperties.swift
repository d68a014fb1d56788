import Foundation
import SnowmanModel

/// A property as Swift code names it: its track, what Core Animation calls it, and how it reads off a pose (points
/// and degrees).
struct SwiftProperty: Sendable {
  let name: String
  let key: PropertyKey
  let caKeyPath: String
  let value: @Sendable (Pose) -> Double

  /// The properties SwiftUI's pose and Core Animation's key paths carry, in the order the pose lists them.
  static let all: [SwiftProperty] = [
    SwiftProperty(name: "scaleX", key: .widthMultiplier, caKeyPath: "transform.scale.x") { $0.scaleX },
    SwiftProperty(name: "scaleY", key: .heightMultiplier, caKeyPath: "transform.scale.y") { $0.scaleY },
    SwiftProperty(name: "turnX", key: .xFlips, caKeyPath: "transform.rotation.x") { $0.rotationX * 180 / .pi },
    SwiftProperty(name: "turnY", key: .ySpins, caKeyPath: "transform.rotation.y") { $0.rotationY * 180 / .pi },
    SwiftProperty(name: "turnZ", key: .zTurns, caKeyPath: "transform.rotation.z") { $0.rotationZ * 180 / .pi },
    SwiftProperty(name: "opacity", key: .opacity, caKeyPath: "opacity") { $0.opacity },
    SwiftProperty(name: "offsetX", key: .horizontalOffset, caKeyPath: "transform.translation.x") { $0.offsetX },
    SwiftProperty(name: "offsetY", key: .verticalOffset, caKeyPath: "transform.translation.y") { $0.offsetY },
    SwiftProperty(name: "depth", key: .depth, caKeyPath: "transform.translation.z") { $0.depth },
    SwiftProperty(name: "skewX", key: .skewX, caKeyPath: "skew.x") { $0.skewX * 180 / .pi },
    SwiftProperty(name: "skewY", key: .skewY, caKeyPath: "skew.y") { $0.skewY * 180 / .pi },
  ]
}

extension MotionCode {
  static func num(_ v: Double) -> String { Easing.number(v) }

  static func pictureName(_ stage: CodeStage) -> String {
    let name = stage.pictures.first?.fileName ?? "snowman.png"
    return (name as NSString).deletingPathExtension
  }

  /// A preset name as a Swift type name: its words capitalised and joined ("Ease back" → "EaseBack").
  static func typeName(_ name: String) -> String {
    let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var out = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if out.first?.isNumber ?? true { out = "Preset" + out }
    return out
  }
}
