import Foundation
import SnowmanController
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanView

/// The curve view: where its end points and handles are drawn, and how the Settings screen makes room for it.
final class CurveViewTests: XCTestCase {
  /// The Settings screen of a window tall enough to show the curve, with `easing` in the draft.
  func settings(_ easing: Easing, width: Double = 600, height: Double = 2400, density: Double)
    throws -> (Surface, Layout)
  {
    let controller = AppStore(store: NoStore(), loaded: PresetLoadResult(presets: [], problems: []))
    controller.handle(.tabSelected(.settings))
    controller.handle(.curves(.curvePasted(easing.css)))
    controller.handle(.notice(.noticeDismissed))
    let context = try SDLContext(video: false)
    let target = try Surface(width: Int(width * density), height: Int(height * density))
    let renderer = try Renderer(surface: target)
    let scene = try SceneRenderer(context: context, renderer: renderer)
    controller.tellWindowSize(width: width, height: height)
    let layout = LayoutCache().layout(width: width, height: height, state: controller.state)
    scene.draw(state: controller.state, layout: layout, interaction: Interaction(), alpha: 1, density: density)
    return (try renderer.readPixels(), layout)
  }

  func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: Color, _ tolerance: Int = 24) -> Bool {
    abs(Int(p.r) - Int(c.r)) <= tolerance && abs(Int(p.g) - Int(c.g)) <= tolerance
      && abs(Int(p.b) - Int(c.b)) <= tolerance
  }

  func test_endPointsAndHandles_areWhereTheCurveSays_at1xAnd2x() throws {
    let easing = Easing.custom(CubicBezier(0.34, 1.56, 0.64, 1))
    for density in [1.0, 2.0] {
      let (pixels, layout) = try settings(easing, density: density)
      let curve = try XCTUnwrap(layout.settings.curve)
      let at = { (p: (x: Double, y: Double)) in pixels.pixel(x: Int(p.x * density), y: Int(p.y * density)) }
      XCTAssertTrue(near(at(curve.plot.point(0, 0)), Theme.light.accent), "the start at (0, 0), \(density)x")
      XCTAssertTrue(near(at(curve.plot.point(1, 1)), Theme.light.accent), "the end at (1, 1), \(density)x")
      XCTAssertGreaterThanOrEqual(curve.plot.yMax, 1.5, "the overshoot (y1 = 1.56) is in view")
      let h1 = curve.plot.point(0.34, 1.56), h2 = curve.plot.point(0.64, 1)
      XCTAssertEqual(curve.handles[0].midX, h1.x, accuracy: 1e-9)
      XCTAssertEqual(curve.handles[0].midY, h1.y, accuracy: 1e-9)
      for h in [h1, h2] {
        XCTAssertTrue(near(at(h), Theme.light.card, 8), "a handle's white middle at \(h), \(density)x: \(at(h))")
        XCTAssertTrue(
          near(at((h.x + 5.5, h.y)), Theme.light.accent, 40), "its accent ring, \(density)x: \(at((h.x + 5.5, h.y)))")
      }
      // The curve itself passes through its value at the middle of the pass.
      let mid = curve.plot.point(0.5, easing.apply(0.5))
      XCTAssertTrue(near(at(mid), Theme.light.accent, 60), "the curve at t = 0.5, \(density)x: \(at(mid))")
      // And not through a point well off it.
      XCTAssertFalse(near(at(curve.plot.point(0.5, 0.2)), Theme.light.accent, 60))
    }
  }

  func test_springAndBounce_haveNoHandles_andTheirOwnSteppers() throws {
    let (_, spring) = try settings(.spring(bounce: 0.3), density: 1)
    XCTAssertEqual(spring.settings.curve?.handles.count, 0)
    XCTAssertEqual(spring.settings.rows.map(\.key).suffix(2), [.easing, .springBounce])
    let (_, bezier) = try settings(.easeOut, density: 1)
    XCTAssertEqual(bezier.settings.rows.map(\.key).suffix(4), [.curveX1, .curveY1, .curveX2, .curveY2])
    XCTAssertEqual(bezier.settings.curve?.handles.count, 2)
  }

  func test_settingsWithTheCurve_at360x640and1280x720_scrolledToIt_keepsControlsInsideAndApart() throws {
    for (w, h) in [(360.0, 640.0), (1280.0, 720.0)] {
      let controller = AppStore(store: NoStore(), loaded: PresetLoadResult(presets: [], problems: []))
      controller.handle(.tabSelected(.settings))
      let cache = LayoutCache()
      controller.tellWindowSize(width: w, height: h)
      _ = cache.layout(width: w, height: h, state: controller.state)
      controller.handle(.settingsScrolled(points: 10_000))
      controller.tellWindowSize(width: w, height: h)
      let layout = cache.layout(width: w, height: h, state: controller.state)
      let ids = Set(layout.controls.map(\.id.key))
      for id in ["curve.handle.1", "curve.handle.2", "curve.copy", "settings.row.curveY2"] {
        XCTAssertTrue(ids.contains(id), "\(id) at \(Int(w))x\(Int(h)) scrolled to the end")
      }
      let window = Rect(0, 0, w, h)
      for c in layout.controls { XCTAssertTrue(window.contains(c.rect), "\(c.id.key) inside, \(Int(w))x\(Int(h))") }
      for (i, a) in layout.controls.enumerated() {
        for b in layout.controls[(i + 1)...] where a.rect.intersects(b.rect) {
          XCTAssertTrue(
            a.rect.contains(b.rect) || b.rect.contains(a.rect), "\(a.id.key) overlaps \(b.id.key) at \(Int(w))")
        }
      }
      XCTAssertEqual(layout.control(.feature(.curves(.row)))?.label, "cubic-bezier(0.42, 0, 0.58, 1)")
    }
  }
}
