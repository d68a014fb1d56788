import CSDL2
import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// Whole frames drawn offscreen at 1× and 2× density, checked at a few meaningful pixels.
final class SceneRenderTests: XCTestCase {
  func frame(_ state: AppState, width: Double = 480, height: Double = 800, density: Double = 1) throws
    -> (Surface, Layout, SceneRenderer)
  {
    try ViewTestSupport.frame(state, width: width, height: height, density: density)
  }

  func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: Color, tolerance: Int = 6) -> Bool {
    abs(Int(p.r) - Int(c.r)) <= tolerance && abs(Int(p.g) - Int(c.g)) <= tolerance
      && abs(Int(p.b) - Int(c.b)) <= tolerance
  }

  func test_animationScreen_at1xAnd2x_drawsStageSnowmanAndButton() throws {
    for density in [1.0, 2.0] {
      let (s, layout, _) = try frame(ViewTestSupport.state(), density: density)
      func at(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        s.pixel(x: Int(x * density), y: Int(y * density))
      }
      XCTAssertTrue(near(at(4, 4), Theme.light.background), "background at \(density)x")
      XCTAssertTrue(
        near(
          at(layout.stage.x + 6, layout.stage.midY), Theme.light.stageTop.mixed(with: Theme.light.stageBottom, 0.5),
          tolerance: 12))
      // The snowman's lower body at the stage centre is near white, not sky.
      let body = at(layout.stage.midX - 40, layout.stage.midY + layout.stage.h * 0.18)
      XCTAssertGreaterThan(Int(body.r) + Int(body.g) + Int(body.b), 650, "snowman at \(density)x")
      XCTAssertTrue(
        near(at(layout.playButton.x + 12, layout.playButton.midY), Theme.light.accent), "play button at \(density)x")
    }
  }

  func test_settingsScreen_drawsCardsAndAccentSteppers() throws {
    let (s, layout, _) = try frame(ViewTestSupport.state(tab: .settings), height: 1900)
    let row = try XCTUnwrap(layout.settings.rows.first)
    XCTAssertTrue(near(s.pixel(x: Int(row.rect.x + 8), y: Int(row.rect.midY)), Theme.light.card))
    let plus = row.increment
    XCTAssertTrue(near(s.pixel(x: Int(plus.midX), y: Int(plus.midY)), Theme.light.accent, tolerance: 30))
    // Opacity + is at its limit: drawn in the disabled colour.
    let opacity = try XCTUnwrap(layout.settings.rows.first { $0.key == .opacity })
    XCTAssertTrue(
      near(s.pixel(x: Int(opacity.increment.midX), y: Int(opacity.increment.midY)), Theme.light.disabled, tolerance: 30)
    )
  }

  func test_textFitsItsCells_atEverySize_andDensity() throws {
    let state = ViewTestSupport.state(tab: .settings)
    for density in [1.0, 2.0] {
      let (_, _, scene) = try frame(state, width: 360, height: 640, density: density)
      let layout = Layout(width: 360, height: 640, state: state)
      for row in layout.settings.rows {
        let spec = PropertyTable.spec(row.key)
        var widest = StepChain()
        widest[row.key, step: 0] = spec.minStepValue  // "−5000 pt", "−10 turns" are the longest values
        let label = scene.canvas.width(spec.label, size: Theme.Size.body)
        let value = scene.canvas.width(widest.formatted(row.key, step: 0), size: Theme.Size.body)
        XCTAssertLessThan(16 + label + 16 + value + 16, row.decrement.x - row.rect.x, "\(row.key) at \(density)x")
      }
      XCTAssertLessThan(scene.canvas.width("Animation", size: Theme.Size.tab), layout.tabs[0].rect.w)
      XCTAssertLessThan(scene.canvas.width("Resume", size: Theme.Size.button, bold: true) + 32, layout.playButton.w)
    }
  }

  func test_textIsRasterisedAtPixelSize() throws {
    let (_, _, scene) = try frame(ViewTestSupport.state())
    scene.canvas.density = 1
    let one = scene.canvas.width("Showcase", size: 16)
    scene.canvas.density = 2
    let two = scene.canvas.width("Showcase", size: 16)
    XCTAssertEqual(one, two, accuracy: 2, "the same width in points")
    let font = try scene.canvas.text.font(pixelSize: 32, bold: false)
    XCTAssertTrue((30...45).contains(font.lineHeight), "a 32 px font is about 32 px high, got \(font.lineHeight)")
  }
}

extension SceneRenderTests {
  /// A scene's row in the picker carries its layers' picture as a badge on the sky's colour at its thumbnail's top
  /// right; a one-picture preset's row beside it has none.
  func test_aScenesPickerRow_carriesItsLayersPictureAsABadge() throws {
    var state = ViewTestSupport.state(tab: .animation)
    let row = try XCTUnwrap(state.library.presets.firstIndex { $0.name == "Snowfall" })
    _ = AppFeature.reduce(&state, .library(.pickerRowTapped(row)))
    state.library.picker.settle(on: row)
    let (s, layout, _) = try frame(state)
    func badgePixels(_ index: Int) throws -> Int {
      let rect = try XCTUnwrap(layout.control(.feature(.library(.row(index))))?.rect, "row \(index)")
      // The badge's 12-pt square over the 24-pt thumbnail's top-right corner.
      let badge = Rect(rect.x + 10 + 24 - 7.2, rect.midY - 12 - 2, 12, 12)
      var count = 0
      for y in Int(badge.y)..<Int(badge.maxY) {
        for x in Int(badge.x)..<Int(badge.maxX) where near(s.pixel(x: x, y: y), Theme.light.stageBottom, tolerance: 12)
        {
          count += 1
        }
      }
      return count
    }
    XCTAssertGreaterThan(try badgePixels(row), 20, "Snowfall's badge")
    XCTAssertEqual(try badgePixels(row - 1), 0, "Lean has no layers")
  }
}
