import Foundation
import SnowmanModel

/// A seeded random-mutation fuzzer for the preset and preferences decoders: every input must either decode
/// to a value that survives a round trip inside the table's ranges, or be rejected with a reason; none may
/// crash or take long.
public struct DecoderFuzzer {
  /// What a run saw.
  public struct Report: Equatable, CustomStringConvertible {
    public var inputs = 0
    public var presetsAccepted = 0
    public var preferencesAccepted = 0
    public var slowestMicroseconds = 0.0
    /// Inputs that broke a rule, with what went wrong (empty when all is well).
    public var failures: [String] = []

    public init() {}

    public var description: String {
      "\(inputs) inputs, \(presetsAccepted) valid presets, \(preferencesAccepted) valid preferences, slowest "
        + String(format: "%.0f µs", slowestMicroseconds) + ", \(failures.count) failures"
    }
  }

  private var rng: SplitMix
  private let corpus: [[UInt8]]

  /// A fuzzer starting from `corpus` (file contents), driven by `seed`.
  public init(corpus: [Data], seed: UInt64) {
    rng = SplitMix(seed: seed)
    self.corpus = corpus.map { [UInt8]($0) }.filter { !$0.isEmpty }
  }

  /// Runs `count` inputs.
  public mutating func run(_ count: Int) -> Report {
    var report = Report()
    let decoder = JSONDecoder()
    for _ in 0..<count {
      let input = mutate()
      let data = Data(input)
      let start = DispatchTime.now().uptimeNanoseconds
      switch FilePresetStore.decode(data, path: "fuzz", decoder: decoder) {
      case .success(let preset):
        report.presetsAccepted += 1
        if let problem = Self.check(preset) { report.failures.append(problem + ": " + Self.show(input)) }
      case .failure(let problem):
        if problem.reason.isEmpty { report.failures.append("empty reason: " + Self.show(input)) }
      }
      if case .success(let prefs) = PreferencesStore.decode(data, decoder: decoder) {
        report.preferencesAccepted += 1
        if let draft = prefs.draft, let problem = Self.check(draft) { report.failures.append(problem) }
      }
      let micros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
      report.slowestMicroseconds = max(report.slowestMicroseconds, micros)
      report.inputs += 1
    }
    return report
  }

  /// Why an accepted preset is wrong, or nil.
  static func check(_ preset: Preset) -> String? {
    if let problem = check(preset.setting) { return problem }
    guard let encoded = try? FilePresetStore.encode(preset),
      case .success(let again) = FilePresetStore.decode(encoded, path: "again")
    else { return "accepted but does not round-trip" }
    if again == preset { return nil }
    var fields: [String] = []
    if again.name != preset.name {
      fields.append(
        "name \(Array(preset.name.unicodeScalars).map(\.value)) -> \(Array(again.name.unicodeScalars).map(\.value))")
    }
    if again.createdAt != preset.createdAt {
      fields.append("createdAt \(preset.createdAt.timeIntervalSince1970) -> \(again.createdAt.timeIntervalSince1970)")
    }
    if again.setting != preset.setting { fields.append("setting") }
    if again.id != preset.id { fields.append("id") }
    return "round trip changed " + fields.joined(separator: ", ")
  }

  static func check(_ setting: AnimationSetting) -> String? {
    // Every keyframe's value and time, not only the first's.
    for key in PropertyKey.animated {
      let spec = PropertyTable.spec(key)
      for k in setting.tracks[key].keyframes {
        guard k.value.isFinite, k.value >= spec.minStepValue, k.value <= spec.maxStepValue else {
          return "\(key) keyframe at \(k.time) s out of range: \(k.value)"
        }
        guard k.time.isFinite, k.time >= 0, k.time <= setting.durationSeconds else {
          return "\(key) keyframe out of the pass: \(k.time) s"
        }
      }
    }
    let d = setting.durationSeconds
    guard d.isFinite, d >= AnimationSetting.minDuration, d <= AnimationSetting.maxDuration else {
      return "duration out of range: \(d)"
    }
    return nil
  }

  static func show(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix(200), as: UTF8.self)
  }

  // MARK: - Mutations

  private static let tokens: [[UInt8]] = [
    "1e308", "-1e308", "-0", "NaN", "Infinity", "null", "true", "false", "\"\"", "[]", "{}", "0.1", "3.0000001",
    "99999999999999999999999", "-300", "300", "2.5", "\"\\u0000\"", "\"\\ud800\"", "\"easeInOut\"", "\"wobble\"",
    "\"version\"", "\"setting\"", "\"name\"", "\"id\"", "\"createdAt\"", ",", ":", "\"", "\\", "[[[[[[[[", "}}}}",
    "\"2026-02-30T00:00:00.000Z\"", "\"00000000-0000-4000-8000-000000000001\"",
  ].map { Array($0.utf8) }

  private mutating func int(_ n: Int) -> Int { n <= 0 ? 0 : Int(rng.next() % UInt64(n)) }

  private mutating func mutate() -> [UInt8] {
    var bytes = corpus.isEmpty ? [] : corpus[int(corpus.count)]
    for _ in 0...int(4) {
      let at = int(bytes.count + 1)
      switch int(9) {
      case 0 where !bytes.isEmpty:  // flip a bit
        let i = int(bytes.count)
        bytes[i] ^= UInt8(1 << int(8))
      case 1 where !bytes.isEmpty:  // a random byte
        bytes[int(bytes.count)] = UInt8(truncatingIfNeeded: rng.next())
      case 2 where !bytes.isEmpty:  // delete a run
        let n = min(1 + int(16), bytes.count - min(at, bytes.count))
        if n > 0 { bytes.removeSubrange(min(at, bytes.count - 1)..<min(at, bytes.count - 1) + n) }
      case 3:  // insert a token
        bytes.insert(contentsOf: Self.tokens[int(Self.tokens.count)], at: at)
      case 4:  // replace a number with a token
        if let i = bytes.indices.dropFirst(int(bytes.count)).first(where: { (48...57).contains(bytes[$0]) }) {
          var j = i
          while j < bytes.count && (bytes[j] == 46 || bytes[j] == 101 || bytes[j] == 45 || (48...57).contains(bytes[j]))
          { j += 1 }
          bytes.replaceSubrange(i..<j, with: Self.tokens[int(6)])
        }
      case 5:  // truncate
        bytes = Array(bytes.prefix(at))
      case 6 where !corpus.isEmpty:  // splice another file in
        let other = corpus[int(corpus.count)]
        let from = int(other.count)
        bytes.insert(contentsOf: other[from..<min(other.count, from + 1 + int(64))], at: at)
      case 7:  // duplicate a chunk
        if !bytes.isEmpty {
          let from = int(bytes.count)
          let chunk = Array(bytes[from..<min(bytes.count, from + 1 + int(32))])
          bytes.insert(contentsOf: chunk, at: min(at, bytes.count))
        }
      default:  // deep nesting
        let depth = 1 + int(2000)
        bytes.insert(contentsOf: [UInt8](repeating: 91, count: depth), at: at)
      }
    }
    return bytes
  }
}

/// SplitMix64: small, fast and the same on every machine, so a seed names a run (the fuzzer, the soak
/// and crash tests all draw from it).
public struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
