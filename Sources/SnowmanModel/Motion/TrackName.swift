import Foundation

/// A track of a motion, by what it keys: an animated property, or the picture.
public enum TrackName: Hashable, Sendable, CustomStringConvertible {
  case property(PropertyKey)
  case picture

  /// Every track in the table's order, the picture's last.
  public static let all: [TrackName] = PropertyKey.animated.map(TrackName.property) + [.picture]

  /// Its key in files, the ui-map and the command line: the property's key, or `image`.
  public var key: String {
    switch self {
    case .property(let key): return key.rawValue
    case .picture: return "image"
    }
  }

  /// The track named `key`, if one is.
  public init?(key: String) {
    if key == "image" {
      self = .picture
    } else if let property = PropertyKey(rawValue: key), property.isAnimated {
      self = .property(property)
    } else {
      return nil
    }
  }

  /// What a person calls it: the table's label ("Z turns"), or "Picture".
  public var label: String {
    switch self {
    case .property(let key): return PropertyTable.spec(key).label
    case .picture: return "Picture"
    }
  }

  public var description: String { key }
}

/// One keyframe of a motion: its track and its id there.
public struct KeyframeRef: Hashable, Sendable, CustomStringConvertible {
  public let track: TrackName
  public let id: KeyframeID

  public init(_ track: TrackName, _ id: KeyframeID) {
    self.track = track
    self.id = id
  }

  public var description: String { "\(track.key)\(id)" }
}

extension MotionTracks {
  /// The keyframe `ref` names: its time, whether it holds and its curve, whatever its track's values are.
  public func keyframe(_ ref: KeyframeRef) -> (time: Double, curve: Easing, hold: Bool)? {
    switch ref.track {
    case .property(let key): return self[key][ref.id].map { ($0.time, $0.curve, $0.hold) }
    case .picture: return picture[ref.id].map { ($0.time, $0.curve, $0.hold) }
    }
  }

  /// The ids of `track`'s keyframes, in time order.
  public func ids(_ track: TrackName) -> [KeyframeID] {
    switch track {
    case .property(let key): return self[key].keyframes.map(\.id)
    case .picture: return picture.keyframes.map(\.id)
    }
  }

  /// The times of `track`'s keyframes, in order.
  public func times(_ track: TrackName) -> [Double] {
    switch track {
    case .property(let key): return self[key].keyframes.map(\.time)
    case .picture: return picture.keyframes.map(\.time)
    }
  }

  /// Changes the time, curve or hold of the keyframe `ref` names (its value stays).
  public mutating func update(_ ref: KeyframeRef, time: Double? = nil, curve: Easing? = nil, hold: Bool? = nil) {
    func change<V>(_ k: inout Keyframe<V>) {
      if let time { k.time = time }
      if let curve { k.curve = curve }
      if let hold { k.hold = hold }
    }
    switch ref.track {
    case .property(let key): self[key].update(ref.id, change)
    case .picture: picture.update(ref.id, change)
    }
  }

  /// Removes the keyframe `ref` names.
  public mutating func remove(_ ref: KeyframeRef) {
    switch ref.track {
    case .property(let key): self[key].remove(ref.id)
    case .picture: picture.remove(ref.id)
    }
  }
}
