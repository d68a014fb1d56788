import Foundation
import SnowmanController
import SnowmanModel
import SnowmanView

extension Bench {
  /// What the accessibility tree costs a frame: nothing but a flag's read while no assistive technology has
  /// asked, and the tree's building and comparing while one listens (before the C side copies what changed).
  func accessibility() throws {
    let ui = try OffscreenUI(presets: 0)
    ui.choosePreset(row: 1)
    ui.play()
    // Unheard: the window's own calls, on a bridge nothing has asked (no bus in a benchmark: the same flag read).
    let bridge = AccessibilityBridge()
    ui.controller.tellWindowSize(width: 480, height: 800)
    let layout = ui.layouts.layout(width: 480, height: 800, state: ui.controller.state)
    let calls = 1_000_000
    let unheard = median {
      for _ in 0..<calls {
        _ = bridge.requests(in: ui.controller.state, layout: layout)
        bridge.follow(layout: layout, state: ui.controller.state, origin: { (0, 0) }, windowFocused: true)
      }
    }
    report("a11y_frame_ns_unheard", unheard * 1e9 / Double(calls), "ns", decimals: 1)
    if let n = AllocationCounter.count({
      for _ in 0..<120 {
        _ = bridge.requests(in: ui.controller.state, layout: layout)
        bridge.follow(layout: layout, state: ui.controller.state, origin: { (0, 0) }, windowFocused: true)
      }
    }) {
      report("a11y_frame_allocs_unheard", Double(n) / 120, "count", decimals: 2)
    }
    // Heard: each frame's tree built and held against the last one published, on both screens (the frame's
    // drawing is not in the figure).
    for tab in [Tab.animation, .settings] {
      ui.controller.handle(.tabSelected(tab))
      var last: AccessibleTree?
      var times: [Double] = []
      for _ in 0..<runs {
        var spent = 0.0
        for _ in 0..<300 {
          ui.frame(ticks: 2)
          ui.controller.tellWindowSize(width: 480, height: 800)
          let layout = ui.layouts.layout(width: 480, height: 800, state: ui.controller.state)
          let start = Bench.now()
          let tree = AccessibleTree(layout: layout, state: ui.controller.state)
          if tree != last { last = tree }
          spent += Bench.now() - start
        }
        times.append(spent / 300)
      }
      report("a11y_tree_us_\(tab.rawValue)", times.sorted()[times.count / 2] * 1e6, "us", decimals: 1)
    }
  }
}
