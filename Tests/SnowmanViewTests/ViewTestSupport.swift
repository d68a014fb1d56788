import Foundation
import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

enum ViewTestSupport {

  /// A state with a few saved presets, on `tab`.
  static func state(tab: Tab = .animation, saved: Int = 3, prompt: Bool = false, notice: String? = nil) -> AppState {
    let presets =
      BuiltInPresets.all
      + (0..<saved).map {
        Preset(name: "Saved \($0)", createdAt: Date(timeIntervalSince1970: Double($0 + 1)), setting: AnimationSetting())
      }
    var s = AppState(tab: tab, presets: presets, selectedIndex: 0, draft: nil)
    if prompt { s.prompt = SavePrompt(text: "Preset 4") }
    s.notice = notice
    return s
  }
}
