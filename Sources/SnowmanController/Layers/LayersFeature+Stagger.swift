import SnowmanModel

/// How the chosen layer's copies are spread in time, as its rows show and step it.
extension LayersFeature {
  /// The stagger stepper's step, in seconds.
  public static let staggerStep = 0.05

  /// `seconds` on the stepper's grid, exactly as the grid's number is written (1.2, not 1.2000000000000002).
  static func onGrid(_ seconds: Double) -> Double {
    let perSecond = (1 / staggerStep).rounded()
    return (seconds * perSecond).rounded() / perSecond
  }

  /// The most the stagger stepper reaches: 5 s between two starts, 20 s over them all.
  public static func staggerMost(_ stagger: Stagger) -> Double {
    if case .amount = stagger.spacing { return 20 }
    return 5
  }

  /// The seconds the stagger stepper shows: between neighbouring starts, or over them all.
  public static func eachSeconds(_ stagger: Stagger) -> Double {
    switch stagger.spacing {
    case .each(let s): return s
    case .amount(let s): return s
    }
  }

  static func setEach(_ stagger: inout Stagger, _ seconds: Double) {
    let snapped = onGrid(min(max(seconds, 0), staggerMost(stagger)))
    switch stagger.spacing {
    case .each: stagger.spacing = .each(snapped)
    case .amount: stagger.spacing = .amount(snapped)
    }
  }

  /// Start, centre, end, edges, random (seed 1), then start again.
  static func nextOrigin(after from: Stagger.Origin) -> Stagger.Origin {
    switch from {
    case .start: return .center
    case .center: return .end
    case .end: return .edges
    case .edges: return .random(seed: 1)
    case .random, .index: return .start
    }
  }

  /// The origin as the copies row writes it.
  public static func originName(_ from: Stagger.Origin) -> String {
    switch from {
    case .start: return "Start"
    case .center: return "Centre"
    case .end: return "End"
    case .edges: return "Edges"
    case .random: return "Random"
    case .index(let i): return "Copy \(i + 1)"
    }
  }

  /// The spread the other way, the same in all: `each` seconds apart becomes that times the gaps between `count`
  /// copies over all of them, and back (on the stepper's grid).
  static func otherSpacing(_ spacing: Stagger.Spacing, count: Int) -> Stagger.Spacing {
    let gaps = Double(max(count - 1, 1))
    func snapped(_ s: Double, _ most: Double) -> Double { onGrid(min(max(s, 0), most)) }
    switch spacing {
    case .each(let s): return .amount(snapped(s * gaps, 20))
    case .amount(let s): return .each(snapped(s / gaps, 5))
    }
  }

  /// The stagger row's name: what its seconds count.
  public static func staggerName(_ layer: SceneLayer?) -> String {
    if case .amount? = layer?.copies.stagger.spacing { return "All start within" }
    return "Between starts"
  }

  /// The name of the row a choice's button stands in.
  public static func rowName(_ control: Control) -> String {
    switch control {
    case .spacing: return "Spread"
    case .ease: return "Ease"
    case .parent: return "Follows"
    default: return "Starting from"
    }
  }

  /// The spread's name on its button.
  public static func spacingName(_ spacing: Stagger.Spacing) -> String {
    if case .amount = spacing { return "In all" }
    return "Each"
  }

  /// The curves the Ease button steps through, in order.
  static let eases: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut]

  /// The next of `eases` (a curve from elsewhere goes back to linear).
  static func nextEase(after ease: Easing) -> Easing {
    guard let i = eases.firstIndex(of: ease) else { return .linear }
    return eases[(i + 1) % eases.count]
  }

  /// The curve's name on the Ease button.
  public static func easeName(_ ease: Easing) -> String {
    switch ease {
    case .linear: return "Linear"
    case .easeIn: return "Ease in"
    case .easeOut: return "Ease out"
    case .easeInOut: return "Ease in-out"
    default: return "Custom"
    }
  }

  /// What picture `row` follows after `parent`: nothing, then the first picture, then each layer up to the one below
  /// it, then nothing again.
  static func nextParent(after parent: Int?, below row: Int) -> Int? {
    guard let parent else { return 0 }
    return parent + 1 < row ? parent + 1 : nil
  }

  /// The Follows button's text: "Nothing", or the name of the picture followed.
  public static func parentName(_ parent: Int?, in setting: AnimationSetting) -> String {
    parent.map { name(of: $0, in: setting) } ?? "Nothing"
  }
}
