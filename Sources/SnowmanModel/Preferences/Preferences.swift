import Foundation

/// What the app remembers between runs, like `UserDefaults`.
public struct Preferences: Codable, Equatable, Sendable {
  /// The tab shown last.
  public var lastTab: Tab
  /// The preset selected last, if any.
  public var selectedPresetID: UUID?
  /// The unsaved settings draft, if any.
  public var draft: AnimationSetting?
  /// The window size in points.
  public var windowWidth: Int
  /// The window height in points.
  public var windowHeight: Int
  /// Speed, direction and loop mode; missing in files written before the transport existed.
  public var transport: TransportPreferences?
  /// Light, dark, or nil to follow the desktop; missing in files written before the dark theme.
  public var theme: ThemeChoice?
  /// The user's own costumes (pictures in images/), in the order they joined the ring of costumes.
  public var costumes: [ImageReference]?
  /// Whether the first-run intro has been shown (or skipped).
  public var introSeen: Bool?

  /// The first-run preferences: Animation tab, nothing selected, a 480×800 window.
  public init(
    lastTab: Tab = .animation, selectedPresetID: UUID? = nil, draft: AnimationSetting? = nil,
    windowWidth: Int = 480, windowHeight: Int = 800, transport: TransportPreferences? = nil, theme: ThemeChoice? = nil
  ) {
    self.transport = transport
    self.theme = theme
    self.lastTab = lastTab
    self.selectedPresetID = selectedPresetID
    self.draft = draft
    self.windowWidth = windowWidth
    self.windowHeight = windowHeight
  }
}

/// Reads and writes `preferences.json`. A bad file falls back to defaults with a warning and is left as it
/// was until the app has something new to write.
public struct PreferencesStore: Sendable {
  /// The file.
  public let url: URL

  /// A store over `url`.
  public init(url: URL) { self.url = url }

  /// The saved preferences, or the defaults and a one-sentence warning when the file is bad.
  public func load() -> (Preferences, warning: String?) {
    guard FileManager.default.fileExists(atPath: url.path) else { return (Preferences(), nil) }
    switch AtomicFile.read(url) {
    case .failure(let problem):
      return (Preferences(), "ignored \(url.path): \(problem.reason); using defaults")
    case .success(let data):
      switch Self.decode(data) {
      case .success(let prefs): return (prefs, nil)
      case .failure(let problem): return (Preferences(), "ignored \(url.path): \(problem.reason); using defaults")
      }
    }
  }

  /// Reads preferences strictly; window sizes are brought into `WindowSize.minimum` … `WindowSize.maximum`.
  /// - Returns: the preferences, or why the bytes are not preferences (as a clause).
  public static func decode(_ data: Data, decoder: JSONDecoder = JSONDecoder()) -> Result<
    Preferences, PresetFileProblem
  > {
    if let refusal = JSONGuard.refusal(data) { return .failure(PresetFileProblem(path: "", reason: refusal)) }
    do {
      var prefs = try decoder.decode(Preferences.self, from: data)
      prefs.windowWidth = min(max(prefs.windowWidth, WindowSize.minimum.width), WindowSize.maximum)
      prefs.windowHeight = min(max(prefs.windowHeight, WindowSize.minimum.height), WindowSize.maximum)
      return .success(prefs)
    } catch let error as SettingError {
      return .failure(PresetFileProblem(path: "", reason: "the draft's \(error.description)"))
    } catch {
      return .failure(PresetFileProblem(path: "", reason: "it is not valid preferences JSON"))
    }
  }

  /// Writes `prefs` atomically, creating the folder when needed.
  /// - Throws: `PresetStoreError.io`.
  public func save(_ prefs: Preferences) throws {
    let folder = url.deletingLastPathComponent()
    do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
      throw PresetStoreError.io(path: folder.path, message: "the folder cannot be created")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard var data = try? encoder.encode(prefs) else {
      throw PresetStoreError.io(path: url.path, message: "the preferences cannot be encoded")
    }
    data.append(0x0A)
    try AtomicFile.write(data, to: url)
  }
}
