/// The app's version: what `snowman --version` prints and the Debian package is named by. `make deb` refuses to
/// build when `debian/changelog`'s newest entry says another, and a test holds the AppStream metadata's newest
/// release to it too.
enum Version {
  static let current = "0.5.0"
}
