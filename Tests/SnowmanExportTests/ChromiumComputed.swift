import Foundation
import SnowmanFuzzing
import XCTest

/// What headless Chromium computes for elements whose animations are paused at chosen times: each element's
/// `translate`, `rotate`, `scale` and `transform` as the one matrix they make (column-major 4×4, `matrix3d()`'s
/// order, applied in that order about the origin), `transform-origin` (in px) and `opacity`. One Chromium run for
/// all, the numbers read back from the page itself (`--dump-dom`).
enum ChromiumComputed {
  struct Sample: Equatable {
    var matrix: [Double]
    var origin: (x: Double, y: Double)
    var opacity: Double

    static func == (a: Sample, b: Sample) -> Bool {
      a.matrix == b.matrix && a.origin == b.origin && a.opacity == b.opacity
    }
  }

  /// The most elements a page holds: Chromium's cost grows faster than the count of animated elements on one page
  /// (2,136 on one page took 87 s, in pages of 300 6 s). Smaller pages only start the browser more often: the round
  /// trip's 4,352 took 20 s of CPU in pages of 300, 30 s in pages of 150, 49 s in pages of 75.
  static let pageSize = 300

  /// `elements[k]` is HTML for element k, whose `id` must be `e<k>`; `times[k]` its moments in milliseconds.
  static func sample(css: String, elements: [String], times: [[Double]], folder: URL) throws -> [[Sample]] {
    try stride(from: 0, to: elements.count, by: pageSize).flatMap { first in
      let part = first..<min(elements.count, first + pageSize)
      return try page(css: css, elements: elements[part], first: first, times: times[part], folder: folder)
    }
  }

  /// As `sample(css:elements:times:folder:)`, each page holding only the rules its own elements use (`rules[k]`,
  /// element k's): a page's styles are computed over every rule it holds, so 600 blocks of keyframes on each of 15
  /// pages cost far more than the 38 a page uses.
  static func sample(rules: [String], elements: [String], times: [[Double]], folder: URL) throws -> [[Sample]] {
    try stride(from: 0, to: elements.count, by: pageSize).flatMap { first in
      let part = first..<min(elements.count, first + pageSize)
      var seen = Set<String>(), css: [String] = []
      for rule in rules[part] where seen.insert(rule).inserted { css.append(rule) }
      return try page(
        css: css.joined(separator: "\n"), elements: elements[part], first: first, times: times[part], folder: folder)
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
          out[k].push([s.transform, s.transformOrigin, s.opacity, s.translate, s.rotate, s.scale]);
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
    // The DOM goes to a file, not a pipe, so a browser that hangs (as about one screenshot in four does) can be
    // stopped when it rests (`StalledProcess`) or at a deadline and tried again, five times in all, instead of
    // holding the suite up for good.
    let dumped = folder.appendingPathComponent("computed-\(UUID().uuidString.prefix(8)).out")
    var dom = ""
    for attempt in 1...5 {
      FileManager.default.createFile(atPath: dumped.path, contents: nil)
      let output = try FileHandle(forWritingTo: dumped)
      let process = Process()
      let (program, arguments) = MachineTurn.ahead(
        chromium,
        [
          "--headless=new", "--no-sandbox", "--disable-gpu",
          "--user-data-dir=\(folder.appendingPathComponent("chromium-\(UUID().uuidString)").path)",
          "--virtual-time-budget=5000", "--dump-dom", page.absoluteString,
        ])
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try MachineTurn.taking("chromium") {
        try process.run()
        _ = StalledProcess.wait(
          pid: process.processIdentifier, isRunning: { process.isRunning }, timeout: 30, quiet: attempt < 5 ? 2 : nil)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
      }
      try output.close()
      dom = (try? String(contentsOf: dumped, encoding: .utf8)) ?? ""
      // The numbers are in only once the page's script has filled its <pre>.
      if dom.contains("<pre id=\"out\">[") || attempt == 5 { break }
      print("chromium did not finish the computed styles of \(page.lastPathComponent); once more")
    }
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
    var m = matrix(row[0])
    if row.count > 5 {
      m = multiply(multiply(multiply(translate(row[3]), rotate(row[4])), scale(row[5])), m)
    }
    return Sample(matrix: m, origin: origin(row[1]), opacity: Double(row[2]) ?? .nan)
  }

  /// Two column-major 4×4 matrices' product, `a` applied after `b`.
  static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
    var out = [Double](repeating: 0, count: 16)
    for c in 0..<4 { for r in 0..<4 { out[4 * c + r] = (0..<4).reduce(0) { $0 + a[4 * $1 + r] * b[4 * c + $1] } } }
    return out
  }

  static let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

  /// The computed `translate` ("none", "10px", "10px 20px", "10px 20px 5px").
  static func translate(_ text: String) -> [Double] {
    let v = text.split(separator: " ").compactMap { Double($0.replacingOccurrences(of: "px", with: "")) }
    var m = identity
    for (i, x) in v.prefix(3).enumerated() { m[12 + i] = x }
    return m
  }

  /// The computed `scale` ("none", "2", "2 3", "2 3 1").
  static func scale(_ text: String) -> [Double] {
    let v = text.split(separator: " ").compactMap { Double($0) }
    guard let x = v.first else { return identity }
    var m = identity
    (m[0], m[5], m[10]) = (x, v.count > 1 ? v[1] : x, v.count > 2 ? v[2] : 1)
    return m
  }

  /// The computed `rotate` ("none", "45deg", "x 45deg", "1 0 0 45deg"): a turn about its axis, clockwise on the
  /// screen for a positive angle about Z, as `rotate3d()`.
  static func rotate(_ text: String) -> [Double] {
    let words = text.split(separator: " ").map(String.init)
    guard let last = words.last, last.hasSuffix("deg"), let degrees = Double(last.dropLast(3)) else { return identity }
    var axis = (0.0, 0.0, 1.0)
    if words.count == 2 { axis = ["x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)][words[0]] ?? axis }
    if words.count == 4, let x = Double(words[0]), let y = Double(words[1]), let z = Double(words[2]) {
      let n = (x * x + y * y + z * z).squareRoot()
      if n > 0 { axis = (x / n, y / n, z / n) }
    }
    let a = degrees * .pi / 180, c = cos(a), s = sin(a), t = 1 - c
    let (x, y, z) = axis
    // Row-major as written in css-transforms-2, then laid out a column at a time.
    let rows = [
      [t * x * x + c, t * x * y - s * z, t * x * z + s * y], [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
      [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
    ]
    var m = identity
    for r in 0..<3 { for col in 0..<3 { m[4 * col + r] = rows[r][col] } }
    return m
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
