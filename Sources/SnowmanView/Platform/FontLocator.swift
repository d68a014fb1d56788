import CFontconfig

/// Finds font files through fontconfig, so no path is hard-coded.
public enum FontLocator {
  /// The files fontconfig picks for `family` in regular and in bold, from one loaded configuration.
  /// - Throws: `FontError.notFound` when fontconfig has no font at all.
  public static func files(family: String = "DejaVu Sans") throws -> (regular: String, bold: String) {
    // A configuration of our own, destroyed after the lookup: fontconfig's global one is never freed.
    guard let config = FcInitLoadConfigAndFonts() else { throw FontError.notFound(family) }
    defer { FcConfigDestroy(config) }
    return (try match(family + ":weight=regular", config), try match(family + ":weight=bold", config))
  }

  private static func match(_ name: String, _ config: OpaquePointer) throws -> String {
    guard let pattern = FcNameParse(name) else { throw FontError.notFound(name) }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(config, pattern, &result), result == FcResultMatch else {
      throw FontError.notFound(name)
    }
    defer { FcPatternDestroy(match) }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else {
      throw FontError.notFound(name)
    }
    return String(cString: file)
  }
}

/// A font that could not be found or opened.
public enum FontError: Error, CustomStringConvertible {
  /// fontconfig found no font for the family.
  case notFound(String)

  public var description: String {
    switch self {
    case .notFound(let family):
      return "no font found for \"\(family)\" through fontconfig; install fonts-dejavu-core"
    }
  }
}
