import Foundation
import XCTest

/// What headless Chromium computes for elements whose animations are paused at chosen times: each element's
/// `transform` (as a column-major 4×4, `matrix3d()`'s order), `transform-origin` (in px) and `opacity`. One
/// Chromium run for all, the numbers read back from the page itself (`--dump-dom`).
enum ChromiumComputed {
  struct Sample: Equatable {
    var matrix: [Double]
    var origin: (x: Double, y: Double)
    var opacity: Double
    /// The `translate` property (px), applied before `transform`.
    var translate: (x: Double, y: Double) = (0, 0)

    static func == (a: Sample, b: Sample) -> Bool {
      a.matrix == b.matrix && a.origin == b.origin && a.opacity == b.opacity && a.translate == b.translate
    }
  }

  /// The most elements a page holds: Chromium's cost grows faster than the count of animated elements on one page
  /// (2,136 on one page took 87 s, in pages of 300 6 s).
  static let pageSize = 300

  /// `elements[k]` is HTML for element k, whose `id` must be `e<k>`; `times[k]` its moments in milliseconds.
  static func sample(css: String, elements: [String], times: [[Double]], folder: URL) throws -> [[Sample]] {
    try stride(from: 0, to: elements.count, by: pageSize).flatMap { first in
      let part = first..<min(elements.count, first + pageSize)
      return try page(css: css, elements: elements[part], first: first, times: times[part], folder: folder)
    }
  }

  /// Elements `first`, `first + 1`, … on one page.
  private static func page(
    css: String, elements: ArraySlice<String>, first: Int, times: ArraySlice<[Double]>, folder: URL
  ) throws -> [[Sample]] {
    let script = """
      const times = [\(times.map { "[" + $0.map { String($0) }.joined(separator: ",") + "]" }.joined(separator: ","))];
      // A round a moment: every element set first, then every style read, so the page computes its styles once a
      // round, not once an element (getAnimations() computes them too, so it is asked once, before any change).
      const out = times.map(() => []);
      const rounds = Math.max(...times.map(t => t.length));
      const elements = times.map((_, k) => document.getElementById("e" + (\(first) + k)));
      const animations = elements.map(e => e.getAnimations());
      for (let j = 0; j < rounds; j++) {
        for (let k = 0; k < times.length; k++) {
          if (j < times[k].length) animations[k].forEach(a => { a.pause(); a.currentTime = times[k][j]; });
        }
        for (let k = 0; k < times.length; k++) {
          if (j >= times[k].length) continue;
          const s = getComputedStyle(elements[k]);
          out[k].push([s.transform, s.transformOrigin, s.opacity, s.translate]);
        }
      }
      document.getElementById("out").textContent = JSON.stringify(out);
      """
    let page = folder.appendingPathComponent("computed-\(UUID().uuidString.prefix(8)).html")
    try """
    <!DOCTYPE html><html><head><meta charset="utf-8"><style>\(css)</style></head>
    <body style="margin:0">\(elements.joined())<pre id="out"></pre><script>\(script)</script></body></html>
    """.write(to: page, atomically: true, encoding: .utf8)
    let chromium = try XCTUnwrap(
      ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
      "make test installs chromium")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu",
      "--user-data-dir=\(folder.appendingPathComponent("chromium-\(UUID().uuidString)").path)",
      "--virtual-time-budget=5000", "--dump-dom", page.absoluteString,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let dom = String(decoding: data, as: UTF8.self)
    guard let start = dom.range(of: "<pre id=\"out\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      XCTFail("chromium wrote no numbers for \(page.path)")
      return []
    }
    let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&")
    let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[[String]]])
    return rows.map { $0.map(sample) }
  }

  static func sample(_ row: [String]) -> Sample {
    Sample(
      matrix: matrix(row[0]), origin: origin(row[1]), opacity: Double(row[2]) ?? .nan,
      translate: row.count > 3 && row[3] != "none" ? origin(row[3] + " 0px") : (0, 0))
  }

  /// `none`, `matrix(a, b, c, d, e, f)` or `matrix3d(…16…)` as 16 numbers, a column at a time.
  static func matrix(_ text: String) -> [Double] {
    var m: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    guard let open = text.firstIndex(of: "(") else { return m }
    let numbers = text[text.index(after: open)...].dropLast().split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    if text.hasPrefix("matrix3d"), numbers.count == 16 { return numbers }
    if numbers.count == 6 {
      (m[0], m[1], m[4], m[5], m[12], m[13]) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
    }
    return m
  }

  static func origin(_ text: String) -> (x: Double, y: Double) {
    let parts = text.split(separator: " ").compactMap { Double($0.replacingOccurrences(of: "px", with: "")) }
    return parts.count >= 2 ? (parts[0], parts[1]) : (.nan, .nan)
  }
}
