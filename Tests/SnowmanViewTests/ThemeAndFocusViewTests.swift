import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController
@testable import SnowmanView

/// The dark palette's contrast, on paper and in the pixels of each screen; the focus ring's pixels.
final class ThemeAndFocusViewTests: XCTestCase {
  /// WCAG 2's relative luminance of an sRGB colour.
  static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
    func channel(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }

  /// WCAG 2's contrast ratio, 1…21.
  static func contrast(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
    let la = luminance(a.0, a.1, a.2), lb = luminance(b.0, b.1, b.2)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  static func rgb(_ c: Color) -> (UInt8, UInt8, UInt8) { (c.r, c.g, c.b) }

  func test_bothPalettes_everyTextColourIsAtLeastAAOnWhatItIsDrawnOn() {
    for (scheme, t) in [("light", Theme.light), ("dark", Theme.dark)] {
      for (name, fore, back) in Self.textPairs(t) {
        XCTAssertGreaterThanOrEqual(Self.contrast(Self.rgb(fore), Self.rgb(back)), 4.5, "\(scheme): \(name)")
      }
    }
    // The light palette is the one exports use; the dark one must differ from it where it shows.
    XCTAssertNotEqual(Theme.dark.background, Theme.light.background)
    let t = Theme.dark
    XCTAssertLessThan(Self.luminance(t.background.r, t.background.g, t.background.b), 0.02)
  }

  /// Each text colour of `t` with each fill the app draws it on.
  static func textPairs(_ t: Theme) -> [(String, Color, Color)] {
    let pairs: [(String, Color, Color)] = [
      ("text on background", t.text, t.background), ("text on card", t.text, t.card),
      ("text on stepper", t.text, t.stepper), ("text on selection band", t.text, t.selectionBand),
      ("secondary on background", t.secondaryText, t.background), ("secondary on card", t.secondaryText, t.card),
      ("tertiary on card", t.tertiaryText, t.card), ("tertiary on background", t.tertiaryText, t.background),
      ("faint on card (the wheel's far rows)", t.faintText, t.card),
      ("accent on card", t.accent, t.card), ("accent on background", t.accent, t.background),
      ("accent on stepper", t.accent, t.stepper), ("accent on selection band", t.accent, t.selectionBand),
      ("on-accent on accent", t.onAccent, t.accent), ("on-accent on pressed", t.onAccent, t.accentPressed),
      ("on-accent on hover", t.onAccent, t.accentHover), ("inactive tab on card", t.tabInactive, t.card),
      ("notice text", t.noticeText, t.noticeBackground), ("danger on card", t.danger, t.card),
      ("inactive tab on background", t.tabInactive, t.background),
    ]
    return pairs
  }

  /// The strongest contrast inside `rect` of `s` (at `density`) against the rectangle's commonest colour: the
  /// text's cores against what is behind it.
  func measuredContrast(_ s: Surface, _ rect: Rect, density: Double) -> Double {
    var counts: [UInt32: Int] = [:]
    var pixels: [(UInt8, UInt8, UInt8)] = []
    let x0 = Int((rect.x * density).rounded()), y0 = Int((rect.y * density).rounded())
    let x1 = min(s.width, Int((rect.maxX * density).rounded()))
    let y1 = min(s.height, Int((rect.maxY * density).rounded()))
    for y in max(0, y0)..<max(y0, y1) {
      for x in max(0, x0)..<max(x0, x1) {
        let p = s.pixel(x: x, y: y)
        pixels.append((p.r, p.g, p.b))
        counts[UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b), default: 0] += 1
      }
    }
    guard let common = counts.max(by: { $0.value < $1.value })?.key else { return 0 }
    let back = (UInt8(common >> 16 & 0xFF), UInt8(common >> 8 & 0xFF), UInt8(common & 0xFF))
    return pixels.map { Self.contrast($0, back) }.max() ?? 0
  }

  /// Where each text of `layout`'s screen is: label areas that hold nothing but text on one fill.
  func textAreas(_ layout: Layout, _ state: AppState) -> [(String, Rect)] {
    var areas: [(String, Rect)] = []
    for tab in layout.tabs.map(\.rect) {
      areas.append(("tab label", Rect(tab.x + 20, tab.y + 44, tab.w - 40, 20)))
    }
    switch state.tab {
    case .animation:
      areas.append(("NOW SHOWING and the name", Rect(layout.header.x + 4, 20, 200, 56)))
      areas.append(("the summary", Rect(layout.header.maxX - 200, 50, 196, 22)))
      areas.append(("Play", layout.playButton.insetBy(20, 14)))
      areas.append(("speed", layout.speedButton.insetBy(8, 10)))
      areas.append(("timeline readout", Rect(layout.timeline.maxX - 110, layout.timeline.y, 110, 18)))
      for (i, row) in Layout.pickerRowRects(
        picker: layout.picker, offset: state.library.picker.offset, count: state.library.presets.count)
      where layout.picker.insetBy(0, 4).contains(row) {
        areas.append(("picker row \(i)", row.insetBy(40, 6)))
      }
    case .settings:
      let s = layout.settings
      areas.append(("Settings title", Rect(s.navBar.midX - 50, s.navBar.y + 12, 100, 26)))
      areas.append(("Save", s.saveButton.insetBy(6, 6)))
      for section in s.sections where s.viewport.contains(section.titleRect) {
        areas.append(("section \(section.title)", section.titleRect.insetBy(0, -2)))
      }
      for row in s.rows where s.viewport.contains(row.rect) {
        areas.append(("\(row.key) label", Rect(row.rect.x + 10, row.rect.y + 8, 120, row.rect.h - 16)))
        areas.append(("\(row.key) value", Rect(row.decrement.x - 110, row.rect.y + 8, 100, row.rect.h - 16)))
        areas.append(("\(row.key) +", row.increment.insetBy(8, 6)))
      }
      if s.viewport.contains(s.artwork.rect) {
        areas.append(("artwork name", Rect(s.artwork.thumbnail.maxX + 10, s.artwork.rect.y + 16, 90, 32)))
        areas.append(("Choose…", s.artwork.choose.insetBy(6, 6)))
      }
    case .wardrobe:
      let w = layout.wardrobe
      areas.append(("WARDROBE and the title", Rect(w.header.x + 4, 20, 220, 56)))
      areas.append(("the hint", Rect(w.hint.midX - 120, w.hint.y + 2, 240, w.hint.h - 4)))
    }
    return areas
  }

  /// Each screen in `theme` at 480×800 and 1280×720: every text area measured from the pixels is AA; `check` looks
  /// at the whole frame too.
  func assertScreensAA(_ theme: ThemeChoice, _ check: (Surface, String) -> Void = { _, _ in }) throws {
    for (width, height) in [(480.0, 800.0), (1280.0, 720.0)] {
      for tab in Tab.allCases {
        var state = ViewTestSupport.state(tab: tab)
        state.themeOverride = theme
        let (s, layout, _) = try ViewTestSupport.frame(state, width: width, height: height)
        let areas = textAreas(layout, state)
        XCTAssertGreaterThan(areas.count, tab == .wardrobe ? 4 : 8)
        let place = "\(tab) at \(Int(width))×\(Int(height))"
        for (name, rect) in areas {
          let ratio = measuredContrast(s, rect, density: 1)
          XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(theme): \(name) on \(place)")
        }
        check(s, place)
      }
    }
  }

  func test_lightScreens_everyTextMeasuredFromThePixels_isAtLeastAA() throws {
    try assertScreensAA(.light)
  }

  func test_darkScreens_everyTextMeasuredFromThePixels_isAtLeastAA() throws {
    try assertScreensAA(.dark) { s, place in
      // And it is dark: the window's mean luminance is low.
      var sum = 0.0
      for y in stride(from: 0, to: s.height, by: 4) {
        for x in stride(from: 0, to: s.width, by: 4) {
          let p = s.pixel(x: x, y: y)
          sum += Self.luminance(p.r, p.g, p.b)
        }
      }
      XCTAssertLessThan(sum / Double((s.height / 4) * (s.width / 4)), 0.12, place)
    }
  }

  func test_exportsNeverTakeTheWindowsTheme() throws {
    var state = ViewTestSupport.state()
    state.themeOverride = .dark
    let context = try SDLContext(video: false)
    var frames: [Surface] = []
    for theme in [ColorScheme.light, .dark] {
      let target = try Surface(width: 200, height: 200)
      let renderer = try Renderer(surface: target)
      let scene = try SceneRenderer(context: context, renderer: renderer)
      state.themeOverride = theme == .dark ? .dark : .light
      // The window's frame sets the scene's theme; the export's frame must not follow it.
      scene.draw(
        state: state, layout: Layout(width: 480, height: 800, state: state), interaction: Interaction(),
        alpha: 1, density: 1)
      scene.drawStage(pose: .rest, width: 200, height: 200, density: 1, background: .sky)
      frames.append(try renderer.readPixels())
    }
    for (x, y) in [(5, 5), (100, 190), (195, 100)] {
      XCTAssertTrue(frames[0].pixel(x: x, y: y) == frames[1].pixel(x: x, y: y), "(\(x), \(y))")
    }
  }

  func test_focusRing_aroundAFocusedRow_inTheAccent_onlyAfterTheKeyboard() throws {
    for theme in [ThemeChoice.light, .dark] {
      var state = ViewTestSupport.state(tab: .settings)
      state.themeOverride = theme
      state.focus.id = .feature(.draft(.row(.widthMultiplier)))
      let palette = Theme.of(theme == .dark ? .dark : .light)
      let (plain, layout, _) = try ViewTestSupport.frame(state)
      state.focus.visible = true
      let (ringed, _, _) = try ViewTestSupport.frame(state)
      let row = try XCTUnwrap(layout.settings.rows.first { $0.key == .widthMultiplier })
      let box = row.rect
      // The ring runs 2–4 pt inside the row: its top and bottom edges at the middle, its sides at mid-height.
      let probes = [
        (Int(box.midX), Int(box.y + 3)), (Int(box.midX), Int(box.maxY - 4)), (Int(box.x + 3), Int(box.midY)),
        (Int(box.maxX - 4), Int(box.midY)),
      ]
      func isAccent(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        abs(Int(p.r) - Int(palette.accent.r)) <= 10 && abs(Int(p.g) - Int(palette.accent.g)) <= 10
          && abs(Int(p.b) - Int(palette.accent.b)) <= 10
      }
      for (x, y) in probes {
        XCTAssertTrue(isAccent(ringed.pixel(x: x, y: y)), "\(theme) ring at (\(x), \(y)): \(ringed.pixel(x: x, y: y))")
        XCTAssertFalse(isAccent(plain.pixel(x: x, y: y)), "\(theme) no ring after a click, at (\(x), \(y))")
      }
      // Nothing else changed but the ring's rectangle.
      // A pixel round it for its rounded corners' edge, which blends into the pixel beside (seen when the Layers card
      // put the row's top on a sampled line).
      let ring = SceneRenderer.focusRingRect(.feature(.draft(.row(.widthMultiplier))), box).rect.insetBy(-1, -1)
      var changedOutside = 0
      for y in stride(from: 0, to: 800, by: 3) {
        for x in stride(from: 0, to: 480, by: 3) where !ring.contains(Double(x), Double(y)) {
          if !(plain.pixel(x: x, y: y) == ringed.pixel(x: x, y: y)) { changedOutside += 1 }
        }
      }
      XCTAssertEqual(changedOutside, 0)
    }
  }
}
