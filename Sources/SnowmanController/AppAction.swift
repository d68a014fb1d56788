import Foundation
import SnowmanModel

/// Everything a user can do, named after what they did; the View turns SDL events into these.
public enum AppAction: Equatable, Sendable {
  /// A tab of the tab bar was clicked, or its number key pressed.
  case tabSelected(Tab)
  /// Ctrl+Tab: the other tab.
  case nextTabPressed
  /// The Play / Pause / Resume button was clicked.
  case playButtonPressed
  /// The stage was clicked: play or pause, as in a video player.
  case stageClicked
  /// Space was pressed.
  case playPauseKeyPressed
  /// The preset with this id was named on the command line (`--preset`): selected, the wheel already on it.
  case presetChosenAtStart(UUID)
  /// The mouse went down on the timeline at `fraction` (0 = start, 1 = end) of its width.
  case timelinePressed(fraction: Double)
  /// The pointer, held down on the timeline, moved to `fraction` of its width.
  case timelineDragged(fraction: Double)
  /// The mouse came up after a press on the timeline.
  case timelineReleased
  /// The step-back button was clicked: one frame back.
  case stepBackwardPressed
  /// The step-forward button was clicked: one frame on.
  case stepForwardPressed
  /// ← or → (with Shift, ten at a time): this many frames (signed).
  case stepKeyPressed(frames: Int)
  /// Home: to the start.
  case homeKeyPressed
  /// End: to the end.
  case endKeyPressed
  /// The speed button was clicked: the next speed, 4× wrapping to 0.25×.
  case speedButtonPressed
  /// `]`: faster.
  case fasterKeyPressed
  /// `[`: slower.
  case slowerKeyPressed
  /// R: the other direction.
  case reverseKeyPressed
  /// The loop button was clicked, or L pressed: the next loop mode.
  case loopButtonPressed
  /// The window was opened with `--at SECONDS`: paused at that moment, to the nearest tick.
  case openedAt(seconds: Double)
  /// A picker row was clicked.
  case pickerRowTapped(Int)
  /// The mouse wheel turned over the picker, by whole rows (+ toward later rows).
  case pickerScrolled(rows: Int)
  /// Up (-1) or Down (+1) was pressed on the Animation screen.
  case pickerKeyPressed(rows: Int)
  /// The mouse went down on the picker to drag it.
  case pickerDragBegan
  /// The dragged picker moved by this many rows (+ toward later rows).
  case pickerDragged(rows: Double)
  /// The drag let go at this speed, rows per second.
  case pickerDragEnded(velocity: Double)
  /// A stepper's + was pressed (or repeated while held).
  case stepperIncremented(PropertyKey)
  /// A stepper's − was pressed (or repeated while held).
  case stepperDecremented(PropertyKey)
  /// The settings table was scrolled by `points` (+ down), by the wheel or a drag.
  case settingsScrolled(points: Double)
  /// The settings table was laid out (the window resized, the prompt opened or closed): its content can scroll
  /// this far, in points.
  case settingsTableMeasured(maxScroll: Double)
  /// Save in the navigation bar, or Ctrl+S.
  case saveTapped
  /// Text was typed into the name field.
  case promptTextTyped(String)
  /// Backspace in the name field.
  case promptBackspacePressed
  /// Enter, or the prompt's Save / Replace button.
  case promptConfirmed
  /// Esc, or the prompt's Cancel button.
  case promptCancelled
  /// The Easing row (not its stepper) was clicked: its menu of curves opens.
  case easingRowClicked
  /// A curve kind was chosen in the Easing menu.
  case easingChosen(EasingKind)
  /// A curve handle (1 or 2) was dragged to (x, y) in curve space (x: time 0…1, y: progress).
  case curveHandleDragged(handle: Int, x: Double, y: Double)
  /// An arrow key with a curve handle (1 or 2) focused: it moves by (dx, dy) in curve space.
  case curveHandleNudged(handle: Int, dx: Double, dy: Double)
  /// The curve view's Copy button was clicked: its menu of formats opens.
  case copyButtonClicked
  /// Ctrl+C, or a Copy menu item: the curve goes to the clipboard in this form.
  case copyCurvePressed(CurveCopyFormat)
  /// Ctrl+V: this text came from the clipboard.
  case curvePasted(String)
  /// Ctrl+V: the clipboard's text is asked for (it comes back as `curvePasted`).
  case pasteKeyPressed
  /// A click outside an open menu, or Esc: the menu closes.
  case menuDismissed
  /// A picture was dropped on the window, typed in the path field or given with `--image`, checked and stored:
  /// the draft shows it; `note` is something to tell the user ("only its first frame is shown").
  case artworkChosen(ImageReference, note: String?)
  /// A picture was refused; the sentence says which and why. The draft is unchanged.
  case artworkRefused(String)
  /// A preset's stored picture cannot be had (missing or damaged): the snowman shows; the sentence says so.
  case artworkUnavailable(String)
  /// The Artwork row's Snowman button: back to the built-in picture.
  case snowmanArtworkPressed
  /// Choose… or Ctrl+O: the path field opens.
  case chooseArtworkPressed
  /// Text typed into the path field.
  case pathTextTyped(String)
  /// Backspace in the path field.
  case pathBackspacePressed
  /// Tab in the path field: the App completed the path to this.
  case pathCompleted(String)
  /// Esc in the path field.
  case pathCancelled
  /// A step chip was clicked: that step fills the table (a click on the shown one opens its menu).
  case stepChipClicked(Int)
  /// The step bar's +: a new last step, starting as a copy of the last one's target.
  case addStepClicked
  /// The chip menu's Move left / Move right.
  case stepMovedLeft, stepMovedRight
  /// The chip menu's Delete (the last remaining step cannot be deleted).
  case stepDeleted
  /// The left mouse button came up anywhere: a held stepper's burst or a handle's drag ends (one undo step).
  case pointerReleased
  /// Ctrl+Z: the last edit of the draft is taken back.
  case undoPressed
  /// Ctrl+Shift+Z or Ctrl+Y: the last undone edit is made again.
  case redoPressed
  /// The Settings bar's Revert, or Ctrl+R: the draft goes back to the selected preset's values (undoable).
  case revertPressed
  /// A picker row was right-clicked: it is selected and its menu opens.
  case pickerRowRightClicked(Int)
  /// The Menu key or Shift+F10 on the Animation screen: the selected row's menu opens.
  case presetMenuKeyPressed
  /// An item of a picker row's menu was chosen.
  case presetMenuChosen(PresetMenuItem)
  /// The Delete key on the Animation screen: the selected preset goes to the trash.
  case deleteKeyPressed
  /// Text typed into a row's name field.
  case renameTextTyped(String)
  /// Backspace in a row's name field.
  case renameBackspacePressed
  /// Enter in a row's name field.
  case renameConfirmed
  /// Esc in a row's name field, or a click elsewhere.
  case renameCancelled
  /// The notice's Undo: the preset just deleted comes back.
  case noticeUndoPressed
  /// ↑ (-1) or ↓ (+1) with a menu open: the highlight moves, wrapping.
  case menuHighlightMoved(Int)
  /// Esc with nothing open (no menu, sheet, prompt or field): the focus ring goes; the window stays, as on GNOME
  /// and KDE, where Esc closes the innermost dialog and never the main window.
  case escapePressed
  /// Tab (+1) or Shift+Tab (-1): the focus moves to the next or previous control.
  case focusMoved(Int)
  /// A key acted on the focused control (Space, an arrow on a stepper): its ring shows.
  case focusRingShown
  /// The mouse went down on this control (or on nothing): the focus goes there, without a ring.
  case focusClicked(ControlID?)
  /// Ctrl+E: the Export sheet opens for the selected preset.
  case exportSheetOpened
  /// A format, size or rate was chosen in the sheet.
  case exportFormatChosen(ExportSheet.Format)
  case exportSizeChosen(Int)
  case exportFPSChosen(Int)
  /// The sheet's Export button: the App is asked to start (frames `width`×`height` for a stage `stageWidth` ×
  /// `stageHeight` points).
  case exportStartPressed(stageWidth: Double, stageHeight: Double)
  /// The App started the export into the file named `file`.
  case exportStarted(file: String)
  /// The App wrote `done` of `total` frames.
  case exportProgressed(done: Int, total: Int)
  /// The export is complete: `path` holds `frames` frames, `bytes` long; `inBackground` when the window did not
  /// have the focus then.
  case exportFinished(path: String, frames: Int, bytes: Int, inBackground: Bool = false)
  /// The export stopped with this sentence; nothing was left behind.
  case exportFailed(String)
  /// The export stopped after Cancel; nothing was left behind.
  case exportCancelled
  /// Esc or the sheet's Cancel: closes the sheet, or stops a running export.
  case exportCancelPressed
  /// Quit was asked for while an export runs: the notice asks to quit again.
  case quitAskedDuringExport
  /// The notice's Show in folder: the App opens the folder (the notice goes).
  case showFolderPressed
  /// The on-screen notice was clicked away.
  case noticeDismissed
  /// The desktop's colour scheme was read, or changed (the settings portal's signal).
  case desktopColorSchemeChanged(ColorScheme)
  /// `--theme` was given: this run draws in it, whatever the preference says.
  case themeChosenAtStart(ThemeChoice)
  /// Ctrl+T: the theme preference steps System → Light → Dark (and is kept).
  case themeKeyPressed
  /// Whether this action edits the draft, and if so whether it belongs to a press or drag that may repeat it
  /// (one undo step for the whole gesture): nil for actions that do not edit.
  var editGesture: Bool? {
    switch self {
    case .stepperIncremented, .stepperDecremented, .curveHandleDragged, .curveHandleNudged: return true
    case .easingChosen, .curvePasted, .artworkChosen, .snowmanArtworkPressed, .addStepClicked, .stepMovedLeft,
      .stepMovedRight, .stepDeleted, .revertPressed:
      return false
    default: return nil
    }
  }

  /// The preset was written (answering `Effect.savePreset`).
  case presetSaved(Preset, SaveReason)
  /// The preset could not be written; `reason` says why.
  case presetNotSaved(Preset, SaveReason, reason: String)
  /// The preset's file is in the trash, where `file` says.
  case presetTrashed(Preset, TrashedFile)
  /// The trash refused the preset's file; it is still there.
  case presetNotTrashed(Preset, reason: String)
  /// The preset is back from the trash.
  case presetRestored(Preset)
  /// The preset could not be put back.
  case presetNotRestored(Preset, reason: String)
  /// The preset with this id is now called `name` on disk.
  case presetRenamed(UUID, String)
  /// The preset could not be renamed.
  case presetNotRenamed(Preset, reason: String)

  /// The preset folder changed on disk (another instance or the command line); here is what it now holds.
  case presetsChangedOnDisk(PresetLoadResult)
}
