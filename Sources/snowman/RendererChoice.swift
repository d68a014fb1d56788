import Foundation

/// Whether to draw with SDL's software renderer instead of an accelerated one.
enum RendererChoice {
  /// `SNOWMAN_RENDERER=software|accelerated` decides; otherwise software when the machine has no GPU render
  /// node (as under Xvfb or in a container), where "accelerated" would be Mesa's software GL, slower and larger.
  static func wantsSoftware(environment: [String: String], devices: String = "/dev/dri") -> Bool {
    switch environment["SNOWMAN_RENDERER"]?.lowercased() {
    case "software"?: return true
    case "accelerated"?: return false
    default: break
    }
    let nodes = (try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? []
    return !nodes.contains { $0.hasPrefix("renderD") }
  }
}
