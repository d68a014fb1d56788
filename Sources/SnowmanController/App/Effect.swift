import Foundation
import SnowmanModel

/// What the controller asks of the world, as plain values: the App performs each and sends what came of it back
/// as actions (`presetSaved`, `exportStarted`, …). Nothing in the state exists only for the App to poll.
public enum Effect: Equatable, Sendable {
  /// Feed `action` back at once, before the App hears of anything: how a feature asks its parent to act (a
  /// delegate action) or shows a notice, without reaching into another feature's state.
  indirect case send(AppAction)
  /// Write `preset` to the preset folder; answered by `presetSaved` or `presetNotSaved`.
  case savePreset(Preset, SaveReason)
  /// Move `preset`'s file to the trash; answered by `presetTrashed` or `presetNotTrashed`.
  case trashPreset(Preset)
  /// Put `preset` back from the trash; answered by `presetRestored` or `presetNotRestored`.
  case restorePreset(Preset, TrashedFile)
  /// Rename `preset`'s file to `name`; answered by `presetRenamed` or `presetNotRenamed`.
  case renamePreset(Preset, to: String)
  /// Start exporting; answered by `exportStarted`, `exportProgressed`, then `exportFinished` or `exportFailed`.
  case startExport(ExportOrder)
  /// Stop the running export, leaving nothing; answered by `exportCancelled`.
  case cancelExport
  /// Put `text` on the clipboard.
  case writeClipboard(String)
  /// Read the clipboard; answered by `curvePasted`.
  case readClipboard
  /// Read the clipboard for the text field open; answered by `.textField(.typed(text))`.
  case pasteIntoField
  /// Open `folder` in the user's file manager.
  case openFolder(String)
  /// Post a desktop notification.
  case notify(title: String, body: String)
  /// Check the picture at `path`, store it in images/ and show it; answered by `artworkChosen` or
  /// `artworkRefused`.
  case takeArtwork(path: String)
  /// Complete the path typed so far from the folders on disk; answered by `pathCompleted`.
  case completePath(String)
  /// Check the picture at `path` and store it as a costume; answered by `costumeTaken`, or a notice saying why not.
  case takeCostume(path: String)
  /// Put `setting`'s motion on the clipboard as `code`, named `name`; answered by a notice.
  case copyAnimation(AnimationCode, AnimationSetting, name: String)
  /// Read the stored pictures the window draws before the next frame; answered by `stagePictureMeasured` with the
  /// first picture's aspect, and `artworkUnavailable` for each picture that cannot be had.
  case preparePictures(ShownPictures)
}

/// The stored pictures the window draws: the motion's on the stage, the first first (nil: the snowman), and the
/// user's own costumes (the ring's, and the one worn).
public struct ShownPictures: Equatable, Sendable {
  public var motion: [ImageReference?]
  public var costumes: [ImageReference]

  public init(motion: [ImageReference?], costumes: [ImageReference] = []) {
    self.motion = motion
    self.costumes = costumes
  }
}

/// Why a preset is written, which decides what the answer does.
public enum SaveReason: Equatable, Sendable {
  /// Save in the Settings bar (a new preset, or one replaced by name).
  case saved
  /// Duplicate in a row's menu: a copy of the preset named here.
  case duplicated(from: String)
  /// A `@keyframes` rule pasted with Ctrl+V; the last one saved carries the sentences for the rules left out.
  case pasted(refused: [String])
}
