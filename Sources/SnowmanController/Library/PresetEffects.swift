import SnowmanModel

/// Performs the preset folder's effects on a `PresetStore`, synchronously, and answers each with an action.
public struct PresetEffects {
  let store: PresetStore

  /// A performer writing through `store`.
  public init(store: PresetStore) { self.store = store }

  /// The folder read again, when the App saw it change (another instance or the shell wrote it).
  public func folderChanged() -> [AppAction] {
    [.library(.presetsChangedOnDisk(store.loadAll()))]
  }

  /// CSS `@keyframes` read off the clipboard (the App reads them; the Controller knows no CSS), as the library
  /// takes them: `presets` to save, a sentence for each rule left out.
  public func keyframesPasted(_ presets: [Preset], refused: [String]) -> [AppAction] {
    [.library(.keyframesPasted(presets, refused: refused))]
  }

  /// The answer to `effect` when it is the preset folder's; nil for any other effect.
  public func perform(_ effect: Effect) -> [AppAction]? {
    switch effect {
    case .savePreset(let preset, let reason):
      do { try store.save(preset) } catch { return [.library(.presetNotSaved(preset, reason, reason: "\(error)"))] }
      return [.library(.presetSaved(preset, reason))]
    case .trashPreset(let preset):
      do { return [.library(.presetTrashed(preset, try store.moveToTrash(id: preset.id)))] } catch {
        return [.library(.presetNotTrashed(preset, reason: "\(error)"))]
      }
    case .restorePreset(let preset, let file):
      do { try store.restore(file) } catch { return [.library(.presetNotRestored(preset, reason: "\(error)"))] }
      return [.library(.presetRestored(preset))]
    case .renamePreset(let preset, let name):
      do { try store.rename(id: preset.id, to: name) } catch {
        return [.library(.presetNotRenamed(preset, reason: "\(error)"))]
      }
      return [.library(.presetRenamed(preset.id, name))]
    case .send, .startExport, .cancelExport, .writeClipboard, .readClipboard, .pasteIntoField, .openFolder, .notify,
      .takeArtwork,
      .completePath, .copyAnimation, .takeCostume, .preparePictures:
      return nil
    }
  }
}
