import SnowmanController
import SnowmanModel

extension SceneRenderer {
  func drawTabBar(state: AppState, layout: Layout, interaction: Interaction) {
    let bar = layout.tabBar
    canvas.fill(bar, theme.card)
    canvas.fill(Rect(bar.x, bar.y, bar.w, 1), theme.separator)
    for place in layout.tabs {
      let (tab, rect) = (place.tab, place.rect)
      let selected = state.tab == tab
      var color = selected ? theme.accent : theme.tabInactive
      if !selected && interaction.hovered == .tab(tab) { color = theme.tertiaryText }
      let icon = Rect(rect.midX - 13, rect.y + 11, 26, 26)
      drawTabIcon(tab, icon, color)
      canvas.label(
        tab.title, x: rect.midX, midY: rect.y + 50, size: Theme.Size.tab, bold: selected, color: color, align: .center)
    }
  }

  func drawPlayCircleIcon(_ r: Rect, _ color: Color) {
    canvas.circle(centerX: r.midX, centerY: r.midY, radius: r.w / 2, color)
    canvas.circle(centerX: r.midX, centerY: r.midY, radius: r.w / 2 - 2.5, theme.card)
    canvas.shape(canvas.shapes.triangle, Rect(r.midX - 5.5, r.midY - 6.5, 13, 13), color)
  }

  func drawSlidersIcon(_ r: Rect, _ color: Color) {
    let knobs = [0.65, 0.3, 0.55]
    for (i, knob) in knobs.enumerated() {
      let y = r.y + 5 + Double(i) * 8
      canvas.roundedRect(Rect(r.x + 1, y - 1.25, r.w - 2, 2.5), radius: 1.25, color)
      let x = r.x + 1 + (r.w - 2) * knob
      canvas.circle(centerX: x, centerY: y, radius: 4, color)
      canvas.circle(centerX: x, centerY: y, radius: 2.2, theme.card)
    }
  }

  /// Splits `text` into at most three lines of `width` points; the last is shortened if it must be.
  func wrap(_ text: String, width: Double, size: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if canvas.width(candidate, size: size) <= width || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    if lines.count > 3 { lines = Array(lines.prefix(2)) + [lines[2...].joined(separator: " ")] }
    return lines.map { line in
      guard canvas.width(line, size: size) > width else { return line }
      var chars = Array(line)
      while !chars.isEmpty && canvas.width(String(chars) + "…", size: size) > width { chars.removeLast() }
      return String(chars) + "…"
    }
  }
}
