import Foundation
import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

enum ViewTestSupport {

  /// A state with a few saved presets, on `tab`.
  static func state(tab: Tab = .animation, saved: Int = 3, prompt: Bool = false, notice: String? = nil) -> AppState {
    let presets = BuiltInPresets.inPickerOrder(
      (0..<saved).map {
        Preset(name: "Saved \($0)", createdAt: Date(timeIntervalSince1970: Double($0 + 1)), setting: AnimationSetting())
      })
    var s = AppState(tab: tab, presets: presets, selectedIndex: 0, draft: nil)
    if prompt { s.savePrompt = SavePrompt(text: "Preset 4") }
    s.notice = notice.map { Notice($0) }
    return s
  }

  /// `state` drawn offscreen in a `width`×`height` window at `density`: its pixels, layout and scene.
  static func frame(
    _ state: AppState, width: Double = 480, height: Double = 800, density: Double = 1, caretShown: Bool = true
  ) throws -> (Surface, Layout, SceneRenderer) {
    let context = try SDLContext(video: false)
    let target = try Surface(width: Int(width * density), height: Int(height * density))
    let renderer = try Renderer(surface: target)
    let scene = try SceneRenderer(context: context, renderer: renderer)
    let layout = Layout(width: width, height: height, state: state)
    scene.caretShown = caretShown
    scene.draw(state: state, layout: layout, interaction: Interaction(), alpha: 1, density: density)
    return (try renderer.readPixels(), layout, scene)
  }
}
