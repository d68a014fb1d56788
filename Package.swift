// swift-tools-version:6.2
import PackageDescription

// Model and Controller list no C module: a stray `import CSDL2` there fails to compile,
// which keeps every rule of the app testable without a display.
let package = Package(
  name: "Snowman",
  platforms: [.macOS(.v13)],
  products: [.executable(name: "snowman", targets: ["snowman"])],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // SDL 2, SDL_image and SDL_ttf: headers only, opened with dlopen at their first call (see shim.h), so a command
    // that draws nothing starts without SDL's 53 libraries; the headers are read as <SDL2/SDL.h>, without pkg-config.
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    // giflib, libimagequant and libwebp's muxer: headers only, loaded with dlopen when a GIF or WebP is first
    // written (see shim.h), as FFmpeg's below.
    .systemLibrary(name: "CEncoders", providers: [.apt(["libgif-dev", "libimagequant-dev", "libwebp-dev"])]),
    // FFmpeg's libraries for MP4 (libx264) and APNG; Debian's ffmpeg packages, one module for all four. Headers
    // only: the libraries are loaded with dlopen when a video is first written (see shim.h), so no pkg-config
    // link line; the headers sit in the multiarch include folder the compiler searches anyway.
    .systemLibrary(
      name: "CFFmpeg", providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"])]),
    // Desktop notifications through the freedesktop Notifications service: libnotify, loaded with dlopen when the
    // first one is posted (see shim.h), so only GLib's headers here.
    .systemLibrary(name: "CNotify", pkgConfig: "gobject-2.0", providers: [.apt(["libnotify-dev", "libglib2.0-dev"])]),
    // The desktop's colour scheme from the settings portal, over D-Bus (GIO's GDBus).
    .systemLibrary(name: "CPortal", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
    // SHA-256 names the user's pictures in images/ (Foundation has no digest on Linux; GLib is linked already).
    .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .target(name: "SnowmanDigest", dependencies: ["CGLib"]),
    // The window's accessibility tree on the desktop's accessibility bus (AT-SPI2 over GDBus, as GTK 4 speaks it):
    // C, because GVariant's constructors are varargs. CPortal brings GIO's headers and link line.
    .target(name: "CAtspi", dependencies: ["CPortal"]),
    // glibc's malloc_trim (malloc.h is not in Swift's Glibc module).
    .systemLibrary(name: "CMalloc"),
    .target(name: "SnowmanModel"),
    .target(name: "SnowmanController", dependencies: ["SnowmanModel"]),
    // The store that runs the Controller's reducers and effects: its own module, so the View, which does not
    // depend on it, cannot name it (make's builds check that every import is a declared dependency).
    .target(name: "SnowmanStore", dependencies: ["SnowmanController", "SnowmanModel"]),
    // The motion as code (HTML/CSS, Lottie, SwiftUI, Core Animation): text from the model, no display. Optimised in
    // debug builds too: the flat Lottie fits its pieces to the stage's projection at every half frame.
    .target(name: "SnowmanCode", dependencies: ["SnowmanModel"], swiftSettings: [.unsafeFlags(["-O"])]),
    // The software stage's inner loop, compiled optimised in debug builds too: at -Onone it drew a Showcase frame in
    // 71 ms rather than 7, and the tests draw thousands of frames.
    // Its taps with SSE2 intrinsics on x86-64, in a header Swift inlines (a tap's four texels in one register).
    .systemLibrary(name: "CSampler"),
    .target(name: "SnowmanSampler", dependencies: ["CSampler"], swiftSettings: [.unsafeFlags(["-O"])]),
    // The artwork is compiled in, so a copied binary needs no Assets folder beside it.
    .target(
      name: "SnowmanView",
      dependencies: ["CSDL2", "CFontconfig", "SnowmanModel", "SnowmanController", "SnowmanSampler"],
      resources: [
        .embedInCode("Resources/snowman.png"), .embedInCode("Resources/snowflake.svg"),
        // The window's icon, rendered from the same SVG by `make assets`: decoding the artwork again to scale it
        // cost the start 3 ms and the window 1.5 MB of peak memory.
        .embedInCode("Resources/icon-128.png"),
        // The Wardrobe's costumes, the project's own art.
        .embedInCode("Resources/costume-doctor.svg"), .embedInCode("Resources/costume-ghost.svg"),
        .embedInCode("Resources/costume-hipster.svg"), .embedInCode("Resources/costume-pirate.svg"),
        .embedInCode("Resources/costume-wizard.svg"),
      ]),
    .target(name: "SnowmanFuzzing", dependencies: ["SnowmanModel"]),
    // CSS @keyframes in: pure Swift like the model, optimised in debug builds too, as it checks each import against
    // the page at hundreds of moments.
    .target(name: "SnowmanCSS", dependencies: ["SnowmanModel"], swiftSettings: [.unsafeFlags(["-O"])]),
    .executableTarget(name: "snowman-fuzz", dependencies: ["SnowmanFuzzing"]),
    .target(
      name: "SnowmanExport", dependencies: ["CEncoders", "CFFmpeg", "SnowmanModel", "SnowmanView", "SnowmanCode"]),
    .executableTarget(
      name: "snowman",
      dependencies: [
        "CSDL2", "CNotify", "CPortal", "CAtspi", "CMalloc", "SnowmanModel", "SnowmanController", "SnowmanStore",
        "SnowmanView",
        "SnowmanExport", "SnowmanDigest", "SnowmanCSS",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "SnowmanModelTests",
      dependencies: ["SnowmanModel", "SnowmanFuzzing", "SnowmanDigest"]),
    .testTarget(name: "SnowmanCSSTests", dependencies: ["SnowmanCSS", "SnowmanModel", "SnowmanFuzzing"]),
    .testTarget(name: "SnowmanCodeTests", dependencies: ["SnowmanCode", "SnowmanModel"]),
    .testTarget(
      name: "SnowmanControllerTests",
      dependencies: ["SnowmanController", "SnowmanStore", "SnowmanModel", "SnowmanFuzzing"]),
    .testTarget(
      name: "SnowmanViewTests",
      dependencies: [
        "SnowmanView", "SnowmanModel", "SnowmanController", "SnowmanStore", "CSDL2", "SnowmanFuzzing",
        "SnowmanSampler",
      ]),
    .testTarget(
      name: "SnowmanExportTests",
      dependencies: [
        "SnowmanExport", "SnowmanCode", "SnowmanView", "SnowmanModel", "SnowmanCSS", "CEncoders", "CFFmpeg",
        "SnowmanFuzzing",
      ],
      exclude: ["Golden"],
      // Optimised in debug builds too: the flat Lottie's check reads a million corners back through its own reader.
      swiftSettings: [.unsafeFlags(["-O"])],
      // The tests read exports back with the system's own decoders and write reference GIFs with giflib, linked.
      linkerSettings: [.linkedLibrary("gif"), .linkedLibrary("webp"), .linkedLibrary("webpdemux")]),
    // Optimised even in debug builds: its judges compare hundreds of whole frames pixel by pixel (the HTML export's
    // every frame at 60 fps took 25 s to compare at -Onone).
    .testTarget(
      name: "SnowmanEndToEndTests", dependencies: ["snowman", "CEncoders", "SnowmanFuzzing"], exclude: ["Golden"],
      swiftSettings: [.unsafeFlags(["-O"])]),
  ],
  swiftLanguageModes: [.v6]
)
