import Foundation

extension ClassicMotions {
  /// Where an entrance comes from and an exit goes: a fade's short way, a slide's off the stage.
  static let near = 70.0, far = 420.0
  static let out = CubicBezier(0.22, 0.61, 0.36, 1), away = CubicBezier(0.55, 0.06, 0.68, 0.19)

  /// The directions a fade or slide comes from: a name and its offset.
  static let sides: [(String, Double, Double)] = [("Up", 0, 1), ("Down", 0, -1), ("Left", -1, 0), ("Right", 1, 0)]

  /// Into view: each cuts to where it starts and comes to rest.
  static let entrances: [Motion] =
    [motion(1, "Fade In", .entrances, [cut { $0.opacity = 0 }, to(0.6, .easeOut)])]
    + sides.enumerated().map { i, side in
      motion(
        UInt8(2 + i), "Fade In \(side.0)", .entrances,
        [
          cut { ($0.opacity, $0.horizontalOffsetPoints, $0.verticalOffsetPoints) = (0, side.1 * near, side.2 * near) },
          to(0.7, .custom(out)),
        ])
    }
    + sides.enumerated().map { i, side in
      motion(
        UInt8(6 + i), "Slide In \(side.0)", .entrances,
        [
          cut { ($0.horizontalOffsetPoints, $0.verticalOffsetPoints) = (side.1 * far, side.2 * far) },
          to(0.6, .custom(out)),
        ])
    } + [
      motion(
        10, "Zoom In", .entrances,
        [cut { ($0.opacity, $0.widthMultiplier, $0.heightMultiplier) = (0, 0.3, 0.3) }, to(0.5, .custom(out))]),
      motion(
        11, "Bounce In", .entrances,
        [cut { ($0.opacity, $0.widthMultiplier, $0.heightMultiplier) = (0, 0.3, 0.3) }]
          + [1.12, 0.9, 1.04, 0.98, 1].map { s in
            to(0.15, .custom(out)) { ($0.widthMultiplier, $0.heightMultiplier) = (s, s) }
          }),
    ]
    // The same swing in about X and about Y.
    + [(UInt8(12), "X", \Step.xFlipTurns), (13, "Y", \Step.ySpinTurns)].map { id, axis, turns in
      motion(
        id, "Flip In \(axis)", .entrances, eye: 400,
        [
          cut {
            $0[keyPath: turns] = degrees(90)
            $0.opacity = 0
          },
          to(0.35, .easeIn) { $0[keyPath: turns] = degrees(-20) },
          to(0.2) { $0[keyPath: turns] = degrees(10) },
          to(0.2) { $0[keyPath: turns] = degrees(-4) },
          to(0.2),
        ])
    } + [
      motion(
        14, "Back In Up", .entrances,
        [
          cut { ($0.verticalOffsetPoints, $0.widthMultiplier, $0.heightMultiplier, $0.opacity) = (far, 0.7, 0.7, 0.7) },
          to(0.7, .custom(out)) { ($0.widthMultiplier, $0.heightMultiplier, $0.opacity) = (0.7, 0.7, 0.7) },
          to(0.3),
        ]),
      motion(
        15, "Roll In", .entrances,
        [
          cut { ($0.horizontalOffsetPoints, $0.zTurns, $0.opacity) = (-far * 0.6, degrees(-120), 0) },
          to(0.8, .custom(out)),
        ]),
      motion(
        16, "Jack in the Box", .entrances, anchor: (0.5, 1),
        [
          cut { ($0.widthMultiplier, $0.heightMultiplier, $0.zTurns, $0.opacity) = (0.1, 0.1, degrees(30), 0) },
          to(0.5, .easeOut) { $0.zTurns = degrees(-10) },
          to(0.2) { $0.zTurns = degrees(3) },
          to(0.3),
        ]),
    ]

  /// Out of view: each ends where the picture cannot be seen.
  static let exits: [Motion] =
    [motion(1, "Fade Out", .exits, [to(0.6, .easeIn) { $0.opacity = 0 }])]
    + sides.enumerated().map { i, side in
      motion(
        UInt8(2 + i), "Fade Out \(side.0)", .exits,
        [
          to(0.7, .custom(away)) {
            ($0.opacity, $0.horizontalOffsetPoints, $0.verticalOffsetPoints) = (0, side.1 * near, -side.2 * near)
          }
        ])
    }
    + sides.enumerated().map { i, side in
      motion(
        UInt8(6 + i), "Slide Out \(side.0)", .exits,
        [
          to(0.6, .custom(away)) {
            ($0.horizontalOffsetPoints, $0.verticalOffsetPoints) = (side.1 * far, -side.2 * far)
          }
        ])
    } + [
      motion(
        10, "Zoom Out", .exits,
        [to(0.5, .custom(away)) { ($0.opacity, $0.widthMultiplier, $0.heightMultiplier) = (0, 0.3, 0.3) }]),
      motion(
        11, "Bounce Out", .exits,
        [
          to(0.2) { ($0.widthMultiplier, $0.heightMultiplier) = (0.9, 0.9) },
          to(0.25, .easeOut) { ($0.widthMultiplier, $0.heightMultiplier) = (1.1, 1.1) },
          to(0.3, .easeIn) { ($0.widthMultiplier, $0.heightMultiplier, $0.opacity) = (0.3, 0.3, 0) },
        ]),
      motion(
        12, "Flip Out X", .exits, eye: 400,
        [
          to(0.3) { $0.xFlipTurns = degrees(-20) },
          to(0.45, .easeIn) { ($0.xFlipTurns, $0.opacity) = (degrees(90), 0) },
        ]),
      motion(
        13, "Flip Out Y", .exits, eye: 400,
        [
          to(0.3) { $0.ySpinTurns = degrees(-15) },
          to(0.45, .easeIn) { ($0.ySpinTurns, $0.opacity) = (degrees(90), 0) },
        ]),
      motion(
        14, "Back Out Down", .exits,
        [
          to(0.25) { ($0.widthMultiplier, $0.heightMultiplier, $0.opacity) = (0.7, 0.7, 0.7) },
          to(0.75, .custom(away)) {
            ($0.verticalOffsetPoints, $0.widthMultiplier, $0.heightMultiplier, $0.opacity) = (far, 0.7, 0.7, 0.7)
          },
        ]),
      motion(
        15, "Roll Out", .exits,
        [to(0.8, .custom(away)) { ($0.horizontalOffsetPoints, $0.zTurns, $0.opacity) = (far * 0.6, degrees(120), 0) }]),
      motion(
        16, "Hinge", .exits, anchor: (0, 0),
        [
          to(0.4, .easeInOut) { $0.zTurns = degrees(80) },
          to(0.25) { $0.zTurns = degrees(60) },
          to(0.25) { $0.zTurns = degrees(80) },
          to(0.25) { $0.zTurns = degrees(62) },
          to(0.7, .easeIn) { ($0.zTurns, $0.verticalOffsetPoints, $0.opacity) = (degrees(62), far + 200, 0) },
        ]),
    ]

  /// Round and over: turns in the plane and in depth.
  static let turns: [Motion] = [
    motion(1, "Spin", .turns, [to(1, .linear) { $0.zTurns = 1 }]),
    motion(2, "Spin Back", .turns, [to(1, .linear) { $0.zTurns = -1 }]),
    motion(
      3, "Flip", .turns, eye: 400,
      [
        to(0.45, .easeOut) { ($0.ySpinTurns, $0.depthPoints) = (0.5, 120) },
        to(0.45, .easeIn) { $0.ySpinTurns = 1 },
      ]),
    motion(4, "Coin Spin", .turns, [to(1.4, .easeInOut) { $0.ySpinTurns = 3 }]),
    motion(5, "Tumble", .turns, [to(1.2, .easeInOut) { $0.xFlipTurns = 1 }]),
    motion(
      6, "Door Open", .turns, anchor: (0, 0.5), eye: 600, autoreverse: true,
      [to(0.9, .easeInOut) { $0.ySpinTurns = degrees(-70) }]),
    motion(
      7, "Flip Up", .turns, anchor: (0.5, 1), eye: 450,
      [cut { ($0.xFlipTurns, $0.opacity) = (degrees(90), 0) }, to(0.8, .back)]),
    motion(
      8, "Lean", .turns, anchor: (0.5, 1), autoreverse: true,
      [to(0.5, .easeInOut) { ($0.skewXDegrees, $0.zTurns) = (-14, degrees(4)) }]),
  ]
}
