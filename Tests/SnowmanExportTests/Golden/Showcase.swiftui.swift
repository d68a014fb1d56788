// Showcase, made with Snowman: SwiftUI's keyframeAnimator (iOS 17, macOS 14). Offsets in points, turns in
// degrees; SwiftUI's rotation3DEffect perspective is relative, so the depth only approximates the stage's.
import SwiftUI

struct ShowcasePose {
  var scaleX: Double = 1
  var scaleY: Double = 1
  var turnX: Double = 0
  var turnY: Double = 0
  var turnZ: Double = 0
  var opacity: Double = 1
  var offsetX: Double = 0
  var offsetY: Double = 0
}

struct ShowcaseView: View {
  var body: some View {
    Image("snowman")
      .keyframeAnimator(initialValue: ShowcasePose(), repeating: true) { content, pose in
        content
          .scaleEffect(x: pose.scaleX, y: pose.scaleY)
          .rotation3DEffect(.degrees(pose.turnX), axis: (x: 1, y: 0, z: 0), perspective: 0.5)
          .rotation3DEffect(.degrees(pose.turnY), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
          .rotationEffect(.degrees(pose.turnZ))
          .opacity(pose.opacity)
          .offset(x: pose.offsetX, y: pose.offsetY)
      } keyframes: { _ in
        KeyframeTrack(\.scaleX) {
          LinearKeyframe(
            1.5, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            1, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
        KeyframeTrack(\.scaleY) {
          LinearKeyframe(
            0.6, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            1, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
        KeyframeTrack(\.turnX) {
          LinearKeyframe(
            720, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            0, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
        KeyframeTrack(\.turnY) {
          LinearKeyframe(
            360, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            0, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
        KeyframeTrack(\.turnZ) {
          LinearKeyframe(
            180, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            0, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
        KeyframeTrack(\.opacity) {
          LinearKeyframe(
            0.6, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            1, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
        KeyframeTrack(\.offsetX) {
          LinearKeyframe(
            120, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            0, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
        KeyframeTrack(\.offsetY) {
          LinearKeyframe(
            -80, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
          LinearKeyframe(
            0, duration: 2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
          )
        }
      }
  }
}
