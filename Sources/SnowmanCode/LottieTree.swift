import Foundation

/// An `Encoder` that turns the Lottie types into the plain tree `LottieJSON` writes (objects, arrays, numbers,
/// strings, flags): the types say which keys a file has, and the writer keeps the bytes `ty`-first and sorted.
enum LottieTree {
  static func of<T: Encodable>(_ value: T) -> Any {
    let slot = Slot()
    // The Lottie types throw nothing of their own, and this encoder never throws.
    try? value.encode(to: TreeEncoder(slot: slot, codingPath: []))
    return slot.resolved
  }

  /// Where one encoded value goes: a leaf, or an object or array filled in later.
  final class Slot {
    var leaf: Any?
    var object: [(String, Slot)]?
    var array: [Slot]?

    var resolved: Any {
      if let object {
        var out: [String: Any] = [:]
        for (key, slot) in object { out[key] = slot.resolved }
        return out
      }
      if let array { return array.map(\.resolved) }
      return leaf ?? NSNull()
    }
  }

  struct TreeEncoder: Encoder {
    let slot: Slot
    var codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if slot.object == nil { slot.object = [] }
      return KeyedEncodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
      if slot.array == nil { slot.array = [] }
      return Unkeyed(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
  }

  /// Encodes `value` into a new slot: numbers, strings and flags as leaves, anything else through its own `encode`.
  static func slot<T: Encodable>(_ value: T, _ codingPath: [CodingKey]) throws -> Slot {
    let slot = Slot()
    switch value {
    case let v as Int: slot.leaf = v
    case let v as Double: slot.leaf = v
    case let v as String: slot.leaf = v
    case let v as Bool: slot.leaf = v
    default: try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
    }
    return slot
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    var codingPath: [CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
      let leaf = Slot()
      slot.object?.append((key.stringValue, leaf))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      slot.object?.append((key.stringValue, try LottieTree.slot(value, codingPath + [key])))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = Slot()
      slot.object?.append((key.stringValue, child))
      return TreeEncoder(slot: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
      let child = Slot()
      slot.object?.append((key.stringValue, child))
      return TreeEncoder(slot: child, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
      let child = Slot()
      slot.object?.append(("super", child))
      return TreeEncoder(slot: child, codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
      let child = Slot()
      slot.object?.append((key.stringValue, child))
      return TreeEncoder(slot: child, codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let slot: Slot
    var codingPath: [CodingKey]
    var count: Int { slot.array?.count ?? 0 }

    mutating func encodeNil() throws { slot.array?.append(Slot()) }

    mutating func encode<T: Encodable>(_ value: T) throws { slot.array?.append(try LottieTree.slot(value, codingPath)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = Slot()
      slot.array?.append(child)
      return TreeEncoder(slot: child, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
      let child = Slot()
      slot.array?.append(child)
      return TreeEncoder(slot: child, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
      let child = Slot()
      slot.array?.append(child)
      return TreeEncoder(slot: child, codingPath: codingPath)
    }
  }

  struct Single: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [CodingKey]

    mutating func encodeNil() throws { slot.leaf = nil }
    mutating func encode<T: Encodable>(_ value: T) throws {
      let made = try LottieTree.slot(value, codingPath)
      (slot.leaf, slot.object, slot.array) = (made.leaf, made.object, made.array)
    }
  }
}
