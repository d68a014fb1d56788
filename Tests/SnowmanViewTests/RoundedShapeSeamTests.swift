import CSDL2
import SnowmanModel
import XCTest

@testable import SnowmanView

/// Rounded rectangles are drawn from pieces (fills and corner quads); at no size or density may the pieces
/// leave a seam: a scan line through the straight part of a shape is one colour.
final class RoundedShapeSeamTests: XCTestCase {
  static let widths = Array(stride(from: 360, through: 1920, by: 7))
  static let fill = Color(40, 90, 200)
  static let background = Color(250, 250, 250)

  /// One offscreen canvas per density, wide enough for the widest shape, reused for every draw.
  final class Board {
    let density: Double
    let context: SDLContext
    let surface: Surface
    let renderer: Renderer
    let canvas: Canvas

    init(density: Double) throws {
      self.density = density
      context = try SDLContext(video: false)
      surface = try Surface(width: Int(1940 * density), height: Int(720 * density))
      renderer = try Renderer(surface: surface)
      let fonts = try FontLocator.files()
      let text = TextCache(context: context, renderer: renderer, regularPath: fonts.regular, boldPath: fonts.bold)
      canvas = Canvas(renderer: renderer, text: text, shapes: try ShapeTextures(renderer: renderer))
      canvas.density = density
    }

    /// Draws `rect` moved by whole points to the board's top left (its pixel fractions stay as they were at
    /// 1× and 2×) and checks the middle row across the shape, and a row through the corners' band between the
    /// corners, are the fill colour.
    func assertNoSeam(_ placed: Rect, radius: Double, _ what: String) {
      let rect = Rect(
        placed.x - placed.x.rounded(.down) + 2, placed.y - placed.y.rounded(.down) + 2, placed.w, placed.h)
      canvas.fill(Rect(0, 0, rect.maxX + 4, rect.maxY + 4), RoundedShapeSeamTests.background)
      canvas.roundedRect(rect, radius: radius, RoundedShapeSeamTests.fill)
      renderer.flush()
      let x0 = Int((rect.x * density).rounded()), x1 = Int((rect.maxX * density).rounded())
      let y0 = Int((rect.y * density).rounded()), y1 = Int((rect.maxY * density).rounded())
      let r = Int(min((radius * density).rounded(), Double((x1 - x0) / 2), Double((y1 - y0) / 2)))
      var scans = [(row: (y0 + y1) / 2, from: x0, to: x1 - 1)]
      if r >= 2 { scans.append((row: y0 + r / 2, from: x0 + r, to: x1 - r - 1)) }
      let fill = RoundedShapeSeamTests.fill
      for scan in scans where scan.from <= scan.to {
        for x in scan.from...scan.to {
          let p = surface.pixel(x: x, y: scan.row)
          if (p.r, p.g, p.b) != (fill.r, fill.g, fill.b) {
            return XCTFail("\(what) at \(density)×: pixel (\(x), \(scan.row)) is \(p), not the fill: a seam")
          }
        }
      }
    }
  }

  /// Every radius the app uses, at every width from 360 to 1920 in steps of 7, from origins with fractions.
  func test_everyRadius_everyWidth_oneAndTwoTimes_hasNoSeam() throws {
    let fractions = [0.0, 0.2, 0.25, 0.4, 0.5, 0.6, 0.75, 0.8]
    for density in [1.0, 2.0] {
      let board = try Board(density: density)
      for (i, width) in Self.widths.enumerated() {
        let x = 3 + fractions[i % fractions.count]
        let w = Double(width) * 0.6 + fractions[(i + 3) % fractions.count]
        for (radius, height) in [(1.25, 2.5), (2, 4), (8, 32), (9, 36), (10, 36), (12, 132), (14, 170), (26, 52)] {
          board.assertNoSeam(Rect(x, 1.5, w, Double(height)), radius: radius, "r\(radius) w\(w)")
        }
      }
    }
  }

  /// The app's own large shapes, laid out at each of those window widths, portrait and landscape.
  func test_layoutShapes_atEveryWidth_haveNoSeam() throws {
    for density in [1.0, 2.0] {
      let board = try Board(density: density)
      for width in Self.widths {
        for height in [max(640, Double(width) * 16 / 9), max(640, Double(width) * 9 / 16)] {
          let animation = Layout(width: Double(width), height: height, state: ViewTestSupport.state())
          board.assertNoSeam(animation.picker, radius: 14, "picker card \(width)×\(height)")
          board.assertNoSeam(animation.pickerBand, radius: 9, "selection band \(width)×\(height)")
          board.assertNoSeam(animation.playButton, radius: animation.playButton.h / 2, "Play \(width)×\(height)")
          let settings = Layout(width: Double(width), height: height, state: ViewTestSupport.state(tab: .settings))
          for section in settings.settings.sections {
            board.assertNoSeam(section.card, radius: 12, "\(section.title) card \(width)")
          }
        }
      }
    }
  }
}
