import SnowmanModel

extension LayersFeature {
  /// A copies row's number as the row writes it ("12", "0.25 s"), after its name.
  public static func valueText(_ control: Control, of layer: SceneLayer?) -> String {
    switch control {
    case .place(let f): return layer.map { Easing.number(f.value(of: $0), places: 0) + f.unit } ?? ""
    case .copies: return "\(layer?.copies.count ?? 1)"
    case .stagger: return Easing.number(layer.map { eachSeconds($0.copies.stagger) } ?? 0, places: 2) + " s"
    default: return ""
    }
  }

  /// What the list calls picture `n`: the first by its picture's name ("Snowman"), a layer by its own.
  public static func name(of n: Int, in setting: AnimationSetting) -> String {
    guard n > 0 else { return setting.image?.name ?? "Snowman" }
    return setting.layers.indices.contains(n - 1) ? setting.layers[n - 1].name : ""
  }

  /// "Snowflake, layer 2 of 3, 12 copies, following Snowman, hidden".
  static func spoken(_ n: Int, in setting: AnimationSetting) -> String {
    var text = "\(name(of: n, in: setting)), layer \(n + 1) of \(setting.layers.count + 1)"
    guard n > 0, setting.layers.indices.contains(n - 1) else { return text }
    let layer = setting.layers[n - 1]
    if layer.copies.count > 1 { text += ", \(layer.copies.count) copies" }
    if let parent = layer.parent { text += ", following \(name(of: parent, in: setting))" }
    if layer.hidden { text += ", hidden" }
    return text
  }
}
