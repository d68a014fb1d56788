import Foundation

/// The command line's layers: `presets create NAME [KEY=VALUE…] --layer PICTURE [KEY@TIME=VALUE…] [--place X,Y]
/// [--size W,H] [--copies N] [--stagger EACH[,from=…][,amount][,seed=N][,ease=CURVE]] [--offset KEY=VALUE…]
/// [--parent N] [--hidden]`, a `--layer` a layer, bottom to top.
public enum LayerArguments {
  /// What names the picture of a `--layer`: the built-in snowflake, the snowman, or a picture file's path.
  public enum Picture: Equatable, Sendable {
    case snowflake, snowman
    case file(String)
  }

  /// One `--layer`'s picture and the rest of its arguments, in order.
  public struct Group: Equatable, Sendable {
    public var picture: Picture
    public var arguments: [String]
  }

  /// The arguments before the first `--layer` (the first picture's), and each layer's group.
  public static func split(_ arguments: [String]) throws -> (base: [String], layers: [Group]) {
    var base: [String] = [], layers: [Group] = []
    var tokens = arguments[...]
    while let token = tokens.popFirst() {
      guard token == "--layer" else {
        if layers.isEmpty { base.append(token) } else { layers[layers.count - 1].arguments.append(token) }
        continue
      }
      guard let name = tokens.popFirst(), !name.hasPrefix("--") else {
        throw SettingAssignmentError("--layer needs a picture: snowflake, snowman or a picture file's path")
      }
      let picture: Picture = name == "snowflake" ? .snowflake : name == "snowman" ? .snowman : .file(name)
      layers.append(Group(picture: picture, arguments: []))
    }
    return (base, layers)
  }

  /// `setting` with a layer showing `picture` (`aspect` its width over its height) added on top, made from
  /// `arguments`: its box at the stage's centre, 80 pt tall, unless `--place` and `--size` say otherwise, its keyframes from KEY@TIME=VALUE (a
  /// pass that ends sooner growing to reach them, for every layer), its copies from `--copies`, `--stagger` and
  /// `--offset`.
  /// - Throws: `SettingAssignmentError`, one sentence naming the option and value at fault.
  public static func add(
    _ arguments: [String], picture: ImageReference?, aspect: Double, name: String, to setting: AnimationSetting
  ) throws -> AnimationSetting {
    var out = setting
    var box = SceneLayer.RestBox(width: 80 * aspect, height: 80)
    var count = 1, step = Copies.Step(), stagger = Stagger(.each(0))
    var parent: Int?, hidden = false
    var keys: [String] = []
    var tokens = arguments[...]
    func value(_ option: String) throws -> String {
      guard let v = tokens.popFirst() else { throw SettingAssignmentError("\(option) needs a value") }
      return v
    }
    func pair(_ option: String, _ text: String, positive: Bool) throws -> (Double, Double) {
      let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 2, let a = parts[0], let b = parts[1], a.isFinite, b.isFinite,
        !positive || (a > 0 && b > 0), abs(a) <= SceneLayer.RestBox.largest, abs(b) <= SceneLayer.RestBox.largest
      else {
        throw SettingAssignmentError(
          "\(option) \(text) is not two numbers X,Y in points\(positive ? ", each more than 0" : "")")
      }
      return (a, b)
    }
    while let token = tokens.popFirst() {
      switch token {
      case "--place": (box.centerX, box.centerY) = try pair(token, try value(token), positive: false)
      case "--size": (box.width, box.height) = try pair(token, try value(token), positive: true)
      case "--copies":
        let text = try value(token)
        guard let n = Int(text), (1...Copies.most).contains(n) else {
          throw SettingAssignmentError("--copies \(text) is not a whole number from 1 to \(Copies.most)")
        }
        count = n
      case "--stagger": stagger = try Self.stagger(try value(token))
      case "--offset": step = try Self.offset(try value(token), into: step)
      case "--parent":
        let text = try value(token)
        guard let p = Int(text), (0...out.layers.count).contains(p) else {
          throw SettingAssignmentError(
            "--parent \(text) is not a layer below this one, 0 (the first picture) to \(out.layers.count)")
        }
        parent = p
      case "--hidden": hidden = true
      default: keys.append(token)
      }
    }
    // The layer's keyframes, on a motion of the scene's pass.
    let own = try SettingAssignment.apply(
      keys,
      to: AnimationSetting(
        tracks: MotionTracks(), durationSeconds: out.durationSeconds, repeatCount: out.repeatCount,
        autoreverse: out.autoreverse))
    out.durationSeconds = max(out.durationSeconds, own.durationSeconds)
    out.layers.append(
      SceneLayer(
        name: name, picture: picture, box: box, tracks: own.tracks,
        copies: Copies(count: count, step: step, stagger: stagger), hidden: hidden, parent: parent))
    return out
  }

  /// `EACH[,amount][,from=start|center|end|edges|random|INDEX][,seed=N][,ease=CURVE]`.
  static func stagger(_ text: String) throws -> Stagger {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let first = parts.first, let seconds = Double(first), seconds.isFinite,
      (0...AnimationSetting.maxDuration).contains(seconds)
    else {
      throw SettingAssignmentError("--stagger \(text) does not start with the seconds between starts, 0 to 1000")
    }
    var amount = false, from = Stagger.Origin.start, seed: UInt64 = 0, ease = Easing.linear, random = false
    for part in parts.dropFirst() {
      let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
      switch (kv.first, kv.count == 2 ? kv[1] : nil) {
      case ("amount", nil): amount = true
      case ("from", "start"?): from = .start
      case ("from", "center"?): from = .center
      case ("from", "end"?): from = .end
      case ("from", "edges"?): from = .edges
      case ("from", "random"?): random = true
      case ("from", let index?) where Int(index).map { $0 >= 0 } == true: from = .index(Int(index) ?? 0)
      case ("seed", let n?) where UInt64(n).map { $0 < 1 << 53 } == true: seed = UInt64(n) ?? 0
      case ("ease", let curve?): ease = try Easing(fileValue: curve, field: "--stagger ease")
      default:
        throw SettingAssignmentError(
          "--stagger \(part) is not amount, from=start|center|end|edges|random|INDEX, seed=N or ease=CURVE")
      }
    }
    if random { from = .random(seed: seed) }
    return Stagger(amount ? .amount(seconds) : .each(seconds), from: from, ease: ease)
  }

  /// `KEY=VALUE` of the step from one copy to the next: x, y (points), zTurns, scale, opacity.
  static func offset(_ text: String, into step: Copies.Step) throws -> Copies.Step {
    var out = step
    let kv = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard kv.count == 2, let v = Double(kv[1]), v.isFinite else {
      throw SettingAssignmentError("--offset \(text) is not KEY=VALUE (x, y, zTurns, scale or opacity)")
    }
    switch kv[0] {
    case "x" where abs(v) <= SceneLayer.RestBox.farthest: out.offsetX = v
    case "y" where abs(v) <= SceneLayer.RestBox.farthest: out.offsetY = v
    case "zTurns" where abs(v) <= 100: out.zTurns = v
    case "scale" where v >= 0.01 && v <= 100: out.scale = v
    case "opacity" where abs(v) <= 1: out.opacity = v
    default:
      throw SettingAssignmentError(
        "--offset \(text) is not x or y (points), zTurns (−100 to 100), scale (0.01 to 100) or opacity (−1 to 1)")
    }
    return out
  }
}
