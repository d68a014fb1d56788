# Snowman: `make run` opens the player, `make test` runs every test. Both install what is missing first.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libfontconfig-dev fonts-dejavu-core \
  libgif-dev libimagequant-dev libwebp-dev libavcodec-dev libavformat-dev libavutil-dev libswscale-dev ffmpeg bc gifsicle \
  libnotify-dev dbus-daemon dbus-bin gcc python3-pyatspi at-spi2-core libglib2.0-bin gsettings-desktop-schemas orca \
  chromium librlottie-dev python3 python3-pip python3-jsonschema dconf-cli \
  dpkg-dev lintian mmdebstrap pkg-config xvfb xauth x11-utils libgl1-mesa-dri libglx-mesa0 sway grim wayvnc xdotool xclip imagemagick librsvg2-bin desktop-file-utils appstream man-db bash-completion
BIN := .build/debug/snowman
CONFIG ?= release
# A release build carries Swift's runtime and Foundation inside the binary: the window then pages in only the code it
# runs (peak RSS 37 MB against 44 MB with the shared libraries), starts faster, and the binary runs where no Swift
# toolchain is installed. Debug builds and the tests link them shared, in seconds.
# Every build checks that a module imports only what Package.swift says it depends on: the View cannot name the
# store (SnowmanStore), nor the Controller SDL, even where the module happens to be built already.
IMPORTS := --explicit-target-dependency-import-check error
# Linked by lld with its relative relocations packed (DT_RELR, glibc 2.36): 82,000 of them were 2 MB of table the
# loader read at every start; `snowman --version` 6.4 -> 6.0 ms.
RELEASE_LINK := --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
SWIFT_BUILD = $(SWIFT) build $(IMPORTS) -c $(1) $(if $(filter release,$(1)),$(RELEASE_LINK))
UPDATE_CACHES ?= yes
DESTDIR ?=
SHARE = $(DESTDIR)$(PREFIX)/share
APPSTREAM_ID := io.github.snowman_player.Snowman
# The man pages' date: debian/changelog's newest entry's, like the version.
RELEASE_DATE := $(shell date -u -d "$$(dpkg-parsechangelog -l debian/changelog -S Date 2>/dev/null)" +%F 2>/dev/null)

.PHONY: deb deb-test run test build release deps check-deps assets clean install uninstall install-check bench bench-export bench-peers fuzz soak fidelity test-asan test-tsan lint format

# Installs only what is missing, so a set-up machine does not touch apt at all.
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
	@$(MAKE) --no-print-directory check-deps
	@# The Lottie specification's JSON schema (PyPI only), for the Lottie export's tests; beside the build.
	@[ -f .build/python/lottie_specs/data/lottie.schema.json ] || \
	  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
	    --target .build/python lottie-specs==0.5.2
	@# ThorVG (thorvg-python), the second Lottie player the tests draw with; beside the build too.
	@[ -d .build/python/thorvg_python ] || \
	  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
	    --target .build/python thorvg-python==1.1.3

check-deps:
	@for pc in sdl2 SDL2_image SDL2_ttf fontconfig libwebpmux imagequant libavformat libavcodec libswscale libnotify gio-2.0 rlottie; do \
	  pkg-config --exists $$pc || { echo "pkg-config cannot find $$pc: run 'make deps' (Debian: libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libfontconfig-dev)"; exit 1; }; \
	done
	@command -v $(SWIFT) >/dev/null || { echo "swift is not on PATH: install Swift 6.2 or newer from swift.org"; exit 1; }

build: deps
	$(SWIFT) build $(IMPORTS)

release: deps
	$(call SWIFT_BUILD,release)

run: build
	$(BIN) play

# The tests' build: optimised (with testing still enabled), in a folder of its own so `make run`'s debug build is
# left alone. The pixel, comparison and window tests spend most of their own time in the stage's sampler and in
# comparing pixels: optimised, the suite's tests took 614 s against 701 s unoptimised (2 cores).
TEST_BUILD := --scratch-path .build-test -Xswiftc -O -Xcc -O2

# Unit, offscreen-pixel and end-to-end tests; the end-to-end ones start their own Xvfb.
test: deps lint
	@# SwiftPM runs the tests in the order of the list it generates, whose modules it takes from a Swift dictionary:
	@# a different order each time the list was made, and with it which long test started last (540-665 s). Hashing
	@# made deterministic makes it the same order on every machine.
	SWIFT_DETERMINISTIC_HASHING=1 $(SWIFT) build $(IMPORTS) --build-tests $(TEST_BUILD)
	@$(MAKE) --no-print-directory install-check
	@# A test process per test, two at once for each core: most of a window or browser test is waiting on another
	@# process (its app, Xvfb, Chromium), and each test starts its own displays, buses and folders; Chromium's shots
	@# take turns (MachineTurn). On 2 cores, one day: 559 s with two at once (the cores 75 % busy), 548 s and 522 s
	@# with four. Chromium runs ahead of the tests (nice -5, MachineTurn.ahead; SwiftPM starts each test at nice 0
	@# whatever its own): every Chromium test waits on the one browser at a time, so a shot slowed by the window tests
	@# around it held them all.
	@start=$$(date +%s); $(SWIFT) test --skip-build $(TEST_BUILD) --disable-swift-testing --parallel --num-workers $$(( 2 * $$(nproc) )) \
	  --xunit-output .build/tests.xml; status=$$?; \
	  echo "make test: the tests took $$(( $$(date +%s) - start )) s"; exit $$status

# The style of .swift-format (2-space indent, 120 columns, ordered imports, no force unwrap or try!).
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format format --in-place --recursive Sources Tests

# Re-renders the artwork's PNGs from its SVG, and the README's animation with the app itself.
assets:
	rsvg-convert -w 480 -h 672 Assets/snowman.svg -o Sources/SnowmanView/Resources/snowman.png
	rsvg-convert -a -h 256 Assets/snowman.svg | convert - -background none -gravity center -extent 256x256 -depth 8 PNG32:Assets/snowman-256.png
	rsvg-convert -a -h 128 Assets/snowman.svg | convert - -background none -gravity center -extent 128x128 -depth 8 PNG32:Sources/SnowmanView/Resources/icon-128.png
	$(BIN) render --preset Showcase --out docs/showcase.gif --fps 30 --size 320x320
	$(BIN) render --preset Snowfall --out docs/snowfall.gif --fps 30 --size 320x240

# Installs the binary (its artwork is compiled in), a .desktop entry and a hicolor icon (XDG layout) under PREFIX.
# BUILT names a binary built already (make test's), installed as it is.
INSTALLED = $(or $(BUILT),.build/$(CONFIG)/snowman)
install:
	$(if $(BUILT),,$(call SWIFT_BUILD,$(CONFIG)))
	install -Dm755 $(INSTALLED) $(DESTDIR)$(PREFIX)/bin/snowman
	install -Dm644 Assets/snowman.desktop $(SHARE)/applications/snowman.desktop
	install -Dm644 Assets/snowman-256.png $(SHARE)/icons/hicolor/256x256/apps/snowman.png
	install -Dm644 Assets/snowman.svg $(SHARE)/icons/hicolor/scalable/apps/snowman.svg
	install -Dm644 Assets/snowman.metainfo.xml $(SHARE)/metainfo/$(APPSTREAM_ID).metainfo.xml
	@# A page per command, made by swift-argument-parser's manual plugin from the commands' own help. The plugin
	@# builds the package itself and cannot be given --static-swift-stdlib: from the debug build, so it never
	@# relinks the release binary the other way.
	rm -rf .build/man && mkdir -p .build/man
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug --multi-page \
	  --date $(RELEASE_DATE) --authors "The Snowman authors" --output-directory .build/man >/dev/null
	@# A subcommand's page is named as its file (snowman.render), which whatis and apropos can index; its synopsis
	@# keeps the command as typed (snowman render).
	for page in .build/man/snowman.*.1; do name=$$(basename $$page .1); \
	  sed -i -e "/^\.Sh NAME/{n;s/^\.Nm \".*\"$$/.Nm $$name/}" -e "/^\.Sh SYNOPSIS/{n;s/^\.Nm$$/.Nm \"$${name//./ }\"/}" $$page; done
	install -d $(SHARE)/man/man1 && install -m644 .build/man/*.1 $(SHARE)/man/man1/
	@# Completions, generated by the binary itself, where each shell looks for them.
	@# bash sources its completions: a #! line there means nothing (and lintian says so).
	$(INSTALLED) --generate-completion-script bash | sed '1{/^#!/d}' > .build/snowman.bash
	$(INSTALLED) --generate-completion-script zsh > .build/_snowman
	$(INSTALLED) --generate-completion-script fish > .build/snowman.fish
	install -Dm644 .build/snowman.bash $(SHARE)/bash-completion/completions/snowman
	install -Dm644 .build/_snowman $(SHARE)/zsh/site-functions/_snowman
	install -Dm644 .build/snowman.fish $(SHARE)/fish/vendor_completions.d/snowman.fish
	@if [ "$(UPDATE_CACHES)" = yes ] && command -v update-desktop-database >/dev/null; then update-desktop-database -q $(SHARE)/applications; fi
	@if [ "$(UPDATE_CACHES)" = yes ] && command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -t $(SHARE)/icons/hicolor; fi

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/snowman $(SHARE)/applications/snowman.desktop \
	  $(SHARE)/icons/hicolor/256x256/apps/snowman.png $(SHARE)/icons/hicolor/scalable/apps/snowman.svg \
	  $(SHARE)/metainfo/$(APPSTREAM_ID).metainfo.xml $(SHARE)/man/man1/snowman.1 $(SHARE)/man/man1/snowman.*.1 \
	  $(SHARE)/bash-completion/completions/snowman $(SHARE)/zsh/site-functions/_snowman \
	  $(SHARE)/fish/vendor_completions.d/snowman.fish

# Installs the tests' build into a scratch prefix, renders from there,
# validates the .desktop file, then uninstalls and checks nothing is left.
install-check:
	@set -e; p=$$(mktemp -d); \
	$(MAKE) --no-print-directory install BUILT=.build-test/debug/snowman UPDATE_CACHES=no PREFIX=$$p >/dev/null 2>&1; \
	$$p/bin/snowman render --preset Rest --out $$p/rest.gif --size 32x32 --fps 2; \
	test -s $$p/rest.gif; \
	desktop-file-validate $$p/share/applications/snowman.desktop; \
	appstreamcli validate --no-net --no-color $$p/share/metainfo/$(APPSTREAM_ID).metainfo.xml >/dev/null; \
	if grep -nE 'https?://' $$p/share/metainfo/$(APPSTREAM_ID).metainfo.xml; then \
	  echo "install-check: the metainfo names a web address the project does not have"; exit 1; fi; \
	pages=$$(ls $$p/share/man/man1/*.1 | wc -l); test "$$pages" -ge 14; \
	for page in $$p/share/man/man1/*.1; do MANWIDTH=80 man -l "$$page" 2>&1 >/dev/null | grep . && exit 1; \
	  MANWIDTH=80 man -l "$$page" | grep -q "snowman" || { echo "install-check: $$page renders empty"; exit 1; }; done; \
	bash -c "source /usr/share/bash-completion/bash_completion 2>/dev/null; source $$p/share/bash-completion/completions/snowman && complete -p snowman" >/dev/null; \
	grep -q "_snowman" $$p/share/zsh/site-functions/_snowman; \
	grep -q "complete -c 'snowman'" $$p/share/fish/vendor_completions.d/snowman.fish; \
	$(MAKE) --no-print-directory uninstall PREFIX=$$p >/dev/null; rm -f $$p/rest.gif; \
	left=$$(find $$p -type f | wc -l); rm -rf $$p; \
	if [ "$$left" != 0 ]; then echo "install-check: uninstall left $$left files"; exit 1; fi; \
	echo "install-check: install (binary, .desktop, icons, metainfo, $$pages man pages, bash/zsh/fish completions), run from the prefix, validate, uninstall: ok"

# A Debian package of the release binary: dist/snowman_VERSION_amd64.deb, lintian-clean.
deb: release
	@out=$$(scripts/make-deb.sh) && lintian --fail-on warning $$out && echo "$$out: built, lintian clean"

# The package installed with apt into clean Debian 12 roots (mmdebstrap) and run there; CI runs it after make test.
deb-test: deb
	@scripts/deb-test.sh

clean:
	rm -rf .build .build-test dist

# Release build, then one figure a line (`name: value unit`), each the median of 5 runs.
bench: release
	@scripts/bench.sh

# GIF against FFmpeg on the same frames (bytes, SSIM, time), at 640x640 30 fps and 1080x1080 50 fps, and the GIF
# rate-distortion curve (--quality) against FFmpeg + gifsicle -O3 --lossy.
bench-export: release
	@scripts/bench-export.sh

# The window playing a motion against Chromium playing its HTML export and mpv its MP4, CPU of each process tree.
bench-peers: release
	@command -v mpv >/dev/null || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq mpv >/dev/null; }
	@scripts/bench-peers.sh

# The decoders under 1,000,000 mutated inputs for each of three seeds (release build); the corpus is Fuzz/corpus.
fuzz:
	$(call SWIFT_BUILD,release) --product snowman-fuzz
	for seed in 1 2 3; do .build/release/snowman-fuzz 1000000 $$seed Fuzz/corpus | tail -1 || exit 1; done

# The software stage against headless Chromium and against the OpenGL stage (Mesa under Xvfb) at 5,000 generated
# poses each; make test draws 200. SNOWMAN_FIDELITY_SEED picks other poses.
fidelity: deps
	$(SWIFT) build --build-tests
	SNOWMAN_FIDELITY_POSES=5000 $(SWIFT) test --skip-build --disable-swift-testing --filter 'StageFidelityTests|GLStageTests'
	SNOWMAN_SCENE_MOMENTS=8 $(SWIFT) test --skip-build --disable-swift-testing \
	  --filter 'SceneHTMLFidelityTests|SceneLottieFidelityTests/test_seededScenes_playInRlottie'

# The window under random clicks and keys for 5 minutes (make test runs 30 s of it).
soak: deps
	$(SWIFT) build --build-tests
	SNOWMAN_SOAK_SECONDS=300 $(SWIFT) test --skip-build --disable-swift-testing --filter WindowSoakTests

# The whole suite with AddressSanitizer, and with ThreadSanitizer, each in a build folder of its own.
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	# XCTest and Foundation on Linux leak in the test runner itself; leaks are checked in every snowman the
	# tests start instead (their stderr must stay empty), with the one system library leak suppressed.
	ASAN_OPTIONS=detect_leaks=0 SNOWMAN_SANITIZER=address \
	SNOWMAN_CHILD_ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 \
	$(SWIFT) test --skip-build --disable-swift-testing --sanitize=address --scratch-path .build-asan

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	SNOWMAN_SANITIZER=thread $(SWIFT) test --skip-build --disable-swift-testing --sanitize=thread --scratch-path .build-tsan
