import SnowmanController
import SnowmanModel

/// "1.25 / 4.00 s" written into reused bytes, so a playing frame builds no string.
struct TimeReadout {
  private(set) var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(32) }

  /// Writes "elapsed / total s", both to hundredths of a second.
  mutating func write(elapsedTicks: Int, totalTicks: Int) {
    bytes.removeAll(keepingCapacity: true)
    append(ticks: elapsedTicks)
    bytes.append(contentsOf: [0x20, 0x2F, 0x20])  // " / "
    append(ticks: totalTicks)
    bytes.append(contentsOf: [0x20, 0x73])  // " s"
  }

  /// Writes the readout of a timeline at `tick` of `total`.
  mutating func write(_ timeline: Timeline, tick: Int, total: Int) {
    write(elapsedTicks: tick, totalTicks: total)
  }

  /// Ticks as seconds with two decimals, rounded to the nearest hundredth as "%.2f" does.
  private mutating func append(ticks: Int) {
    let hundredths = (ticks * 100 + Timeline.ticksPerSecond / 2) / Timeline.ticksPerSecond
    appendDigits(hundredths / 100)
    bytes.append(0x2E)
    bytes.append(UInt8(0x30 + hundredths % 100 / 10))
    bytes.append(UInt8(0x30 + hundredths % 10))
  }

  private mutating func appendDigits(_ n: Int) {
    if n >= 10 { appendDigits(n / 10) }
    bytes.append(UInt8(0x30 + n % 10))
  }

  /// The text, for the ui-map and tests.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension SceneRenderer {
  /// The transport row's round buttons and the timeline's empty track: the parts that change only on events.
  func drawTransport(state: AppState, layout: Layout, interaction: Interaction) {
    drawTimelineTrack(state: state, layout: layout)
    roundButton(.feature(.transport(.loop)), layout.loopButton, interaction) { rect, color, fill in
      self.loopIcon(state.playback.loop, in: rect, color, on: fill)
    }
    roundButton(.feature(.transport(.stepBackward)), layout.stepBackwardButton, interaction) { rect, color, _ in
      self.stepIcon(forward: false, in: rect, color)
    }
    roundButton(.feature(.transport(.stepForward)), layout.stepForwardButton, interaction) { rect, color, _ in
      self.stepIcon(forward: true, in: rect, color)
    }
    roundButton(.feature(.transport(.speed)), layout.speedButton, interaction) { rect, color, _ in
      self.canvas.label(
        ControlID.feature(.transport(.speed)).label(in: state), x: rect.midX, midY: rect.midY, size: Theme.Size.caption,
        bold: true, color: color, align: .center)
    }
  }

  /// The timeline's still part: its track, and a mark at each moment a keyframe stands.
  func drawTimelineTrack(state: AppState, layout: Layout) {
    let track = layout.timelineTrack
    canvas.roundedRect(track, radius: track.h / 2, theme.separator)
    // Where each keyframe stands, in every pass and repeat (mirrored on the way back).
    let timeline = state.shownTimeline
    let starts = timeline.keyTicks
    if !starts.isEmpty {
      let pass = timeline.passTicks, total = Double(timeline.totalTicks)
      for cycle in 0..<timeline.setting.repeatCount {
        for p in 0..<timeline.passesPerRepeat {
          for s in starts {
            let base = cycle * pass * timeline.passesPerRepeat
            let tick = p == 0 ? base + s : base + pass + (pass - s)
            let x = track.x + track.w * Double(tick) / total
            canvas.roundedRect(Rect(x - 1, track.midY - 5, 2, 10), radius: 1, theme.tertiaryText)
          }
        }
      }
    }
  }

  /// What moves on the timeline while it plays: the played part, the playhead, the readout, and the time under
  /// the pointer while it hovers or drags.
  func drawTimelinePosition(state: AppState, layout: Layout, interaction: Interaction) {
    let track = layout.timelineTrack
    let playback = state.playback
    let x = track.x + track.w * playback.fraction
    if x > track.x {
      canvas.roundedRect(Rect(track.x, track.y, x - track.x, track.h), radius: track.h / 2, theme.accent)
    }
    let held = interaction.pressed == .feature(.transport(.timeline))
    let radius = held || interaction.hovered == .feature(.transport(.timeline)) ? 8.0 : 7.0
    canvas.circle(centerX: x, centerY: track.midY + 0.5, radius: radius + 1, theme.text.fading(0.12))
    canvas.circle(centerX: x, centerY: track.midY, radius: radius, theme.card)
    canvas.circle(centerX: x, centerY: track.midY, radius: radius - 3, held ? theme.accentPressed : theme.accent)
    readout.write(state.shownTimeline, tick: playback.tick, total: playback.totalTicks)
    readout.bytes.withUnsafeBufferPointer { bytes in
      _ = canvas.glyphs(
        bytes, right: layout.timeline.maxX, midY: layout.timeline.y + 9, size: Theme.Size.caption,
        color: theme.secondaryText)
    }
    if let hover = interaction.timelineHover {
      let seconds = hover * playback.totalSeconds
      let hx = track.x + track.w * hover
      let label = String(format: "%.2f s", seconds)
      let w = canvas.width(label, size: Theme.Size.caption) + 12
      let left = min(max(hx - w / 2, layout.timeline.x), layout.timeline.maxX - w)
      canvas.roundedRect(Rect(left, layout.timeline.y, w, 18), radius: 6, theme.noticeBackground)
      canvas.label(
        label, x: left + w / 2, midY: layout.timeline.y + 9, size: Theme.Size.caption, color: theme.noticeText,
        align: .center)
    }
  }

  /// A round (or pill-shaped) button with its look for hover and press, and its icon drawn by `icon` in a 20-pt square (in the
  /// icon's colour, on the button's fill).
  private func roundButton(
    _ id: ControlID, _ rect: Rect, _ interaction: Interaction, icon: (Rect, Color, Color) -> Void
  ) {
    var fill = theme.card
    if interaction.pressed == id {
      fill = theme.stepperPressed
    } else if interaction.hovered == id {
      fill = theme.selectionBand
    }
    canvas.roundedRect(rect.offsetBy(0, 1), radius: rect.h / 2, theme.text.fading(0.08))
    canvas.roundedRect(rect, radius: rect.h / 2, fill)
    icon(
      Rect(rect.midX - 10, rect.midY - 10, 20, 20), interaction.pressed == id ? theme.accentPressed : theme.accent,
      fill)
  }

  /// |◀ or ▶|: a bar and a triangle.
  private func stepIcon(forward: Bool, in r: Rect, _ color: Color) {
    let bar = Rect(forward ? r.maxX - 5 : r.x + 2, r.y + 3, 3, r.h - 6)
    canvas.roundedRect(bar, radius: 1.5, color)
    let tri = Rect(forward ? r.x + 2 : r.x + 6, r.y + 3, 12, r.h - 6)
    canvas.shape(canvas.shapes.triangle, tri, color, mirrored: !forward)
  }

  /// Once: →| ; Loop: a ring with an arrowhead; Ping-pong: ◀—▶.
  private func loopIcon(_ mode: LoopMode, in r: Rect, _ color: Color, on fill: Color) {
    switch mode {
    case .once:
      canvas.roundedRect(Rect(r.x + 1, r.midY - 1.25, 11, 2.5), radius: 1.25, color)
      canvas.shape(canvas.shapes.triangle, Rect(r.x + 9, r.midY - 5.5, 8, 11), color)
      canvas.roundedRect(Rect(r.maxX - 3, r.y + 3, 2.5, r.h - 6), radius: 1.25, color)
    case .loop:
      canvas.circle(centerX: r.midX, centerY: r.midY + 1, radius: 7.5, color)
      canvas.circle(centerX: r.midX, centerY: r.midY + 1, radius: 5, fill)
      canvas.fill(Rect(r.midX - 6, r.midY - 7.5, 6, 5), fill)
      canvas.shape(canvas.shapes.triangle, Rect(r.midX - 3, r.midY - 10, 7, 8), color)
    case .pingPong:
      canvas.roundedRect(Rect(r.x + 5, r.midY - 1.25, r.w - 10, 2.5), radius: 1.25, color)
      canvas.shape(canvas.shapes.triangle, Rect(r.x, r.midY - 5.5, 8, 11), color, mirrored: true)
      canvas.shape(canvas.shapes.triangle, Rect(r.maxX - 8, r.midY - 5.5, 8, 11), color)
    }
  }

  /// Play, Pause or Resume: the accent pill with its icon and label.
  func drawPlayButton(state: AppState, layout: Layout, interaction: Interaction) {
    let button = layout.playButton
    var fill = theme.accent
    if interaction.pressed == .feature(.transport(.play)) {
      fill = theme.accentPressed
    } else if interaction.hovered == .feature(.transport(.play)) {
      fill = theme.accentHover
    }
    canvas.roundedRect(button.offsetBy(0, 2), radius: button.h / 2, theme.accent.fading(0.18))
    canvas.roundedRect(button, radius: button.h / 2, fill)
    let label = ControlID.feature(.transport(.play)).label(in: state)
    let textWidth = canvas.width(label, size: Theme.Size.button, bold: true)
    let iconSize = Layout.playIconSize
    let gap = Layout.playIconGap(buttonWidth: button.w)
    let left = button.midX - (iconSize + gap + textWidth) / 2
    let icon = Rect(left, button.midY - iconSize / 2, iconSize, iconSize)
    if state.playback.state == .playing {
      canvas.roundedRect(Rect(icon.x + 3, icon.y + 1, 5, iconSize - 2), radius: 1.5, theme.onAccent)
      canvas.roundedRect(Rect(icon.maxX - 8, icon.y + 1, 5, iconSize - 2), radius: 1.5, theme.onAccent)
    } else {
      canvas.shape(canvas.shapes.triangle, icon, theme.onAccent)
    }
    canvas.label(
      label, x: icon.maxX + gap, midY: button.midY, size: Theme.Size.button, bold: true, color: theme.onAccent)
  }
}
