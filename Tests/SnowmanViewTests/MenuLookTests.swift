import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController
@testable import SnowmanView

/// A picker row's menu shows where it ends on both themes, and says Delete in the danger colour.
final class MenuLookTests: XCTestCase {
  func test_presetMenu_hasAnEdgeThatReads_andDeleteInTheDangerColour() throws {
    for choice in [ThemeChoice.light, .dark] {
      let saved = BuiltInPresets.core.count
      let presets = ViewTestSupport.state(saved: 3).library.presets
      var state = AppState(tab: .animation, presets: presets, selectedIndex: saved, draft: nil)
      state.themeOverride = choice
      let theme = Theme.of(choice == .dark ? .dark : .light)
      state.menu = .preset(saved)
      let (s, layout, _) = try ViewTestSupport.frame(state)
      let menu = try XCTUnwrap(layout.presetMenu, "\(choice): the menu is open")
      let card = ThemeAndFocusViewTests.rgb(theme.card)
      // Just outside each side of the card, at mid-height and mid-width: a visible edge, not more card.
      let outside = [
        (Int(menu.card.x) - 1, Int(menu.card.midY)), (Int(menu.card.maxX), Int(menu.card.midY)),
        (Int(menu.card.midX), Int(menu.card.y) - 1), (Int(menu.card.midX), Int(menu.card.maxY)),
      ]
      for (x, y) in outside {
        let p = s.pixel(x: x, y: y)
        let ratio = ThemeAndFocusViewTests.contrast((p.r, p.g, p.b), card)
        XCTAssertGreaterThanOrEqual(ratio, 1.3, "\(choice): the menu's edge at (\(x), \(y)) is \(p)")
      }
      // Delete's letters are the danger colour; the other items' are not.
      let delete = try XCTUnwrap(menu.items.first { $0.id == .feature(.library(.menu(.delete))) })
      let duplicate = try XCTUnwrap(menu.items.first { $0.id == .feature(.library(.menu(.duplicate))) })
      XCTAssertTrue(holds(theme.danger, in: delete.rect, of: s), "\(choice): Delete in the danger colour")
      XCTAssertFalse(holds(theme.danger, in: duplicate.rect, of: s), "\(choice): Duplicate is plain")
    }
  }

  /// Whether some pixel of `rect` in `s` is within 24 levels a channel of `color`.
  func holds(_ color: Color, in rect: Rect, of s: Surface) -> Bool {
    for y in Int(rect.y)..<Int(rect.maxY) {
      for x in Int(rect.x)..<Int(rect.maxX) {
        let p = s.pixel(x: x, y: y)
        if abs(Int(p.r) - Int(color.r)) <= 24 && abs(Int(p.g) - Int(color.g)) <= 24
          && abs(Int(p.b) - Int(color.b)) <= 24
        {
          return true
        }
      }
    }
    return false
  }
}
