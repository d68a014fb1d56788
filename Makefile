# Snowman: `make run` opens the player, `make test` runs every test. Both install what is missing first.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libfontconfig-dev fonts-dejavu-core \
  libgif-dev libimagequant-dev libwebp-dev libavcodec-dev libavformat-dev libavutil-dev libswscale-dev ffmpeg bc \
  libnotify-dev dbus-daemon dbus-bin gcc \
  pkg-config xvfb xauth xdotool xclip imagemagick librsvg2-bin desktop-file-utils
BIN := .build/debug/snowman
CONFIG ?= release
UPDATE_CACHES ?= yes
DESTDIR ?=
SHARE = $(DESTDIR)$(PREFIX)/share

.PHONY: run test build release deps check-deps assets clean install uninstall install-check bench bench-export fuzz soak test-asan test-tsan lint format

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

check-deps:
	@for pc in sdl2 SDL2_image SDL2_ttf fontconfig libwebpmux imagequant libavformat libavcodec libswscale libnotify gio-2.0; do \
	  pkg-config --exists $$pc || { echo "pkg-config cannot find $$pc: run 'make deps' (Debian: libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libfontconfig-dev)"; exit 1; }; \
	done
	@command -v $(SWIFT) >/dev/null || { echo "swift is not on PATH: install Swift 6 from swift.org"; exit 1; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	$(BIN) play

# Unit, offscreen-pixel and end-to-end tests; the end-to-end ones start their own Xvfb.
test: deps lint
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory install-check
	$(SWIFT) test --skip-build --disable-swift-testing

# The style of .swift-format (2-space indent, 120 columns, ordered imports, no force unwrap or try!).
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format format --in-place --recursive Sources Tests

# Re-renders the artwork's PNGs from its SVG, and the README's animation with the app itself.
assets:
	rsvg-convert -w 480 -h 672 Assets/snowman.svg -o Sources/SnowmanView/Resources/snowman.png
	rsvg-convert -a -h 256 Assets/snowman.svg | convert - -background none -gravity center -extent 256x256 -depth 8 PNG32:Assets/snowman-256.png
	$(BIN) render --preset Showcase --out docs/showcase.gif --fps 30 --size 320x320

# Installs the binary (its artwork is compiled in), a .desktop entry and a hicolor icon (XDG layout) under PREFIX.
install:
	$(SWIFT) build -c $(CONFIG)
	install -Dm755 .build/$(CONFIG)/snowman $(DESTDIR)$(PREFIX)/bin/snowman
	install -Dm644 Assets/snowman.desktop $(SHARE)/applications/snowman.desktop
	install -Dm644 Assets/snowman-256.png $(SHARE)/icons/hicolor/256x256/apps/snowman.png
	install -Dm644 Assets/snowman.svg $(SHARE)/icons/hicolor/scalable/apps/snowman.svg
	@if [ "$(UPDATE_CACHES)" = yes ] && command -v update-desktop-database >/dev/null; then update-desktop-database -q $(SHARE)/applications; fi
	@if [ "$(UPDATE_CACHES)" = yes ] && command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -t $(SHARE)/icons/hicolor; fi

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/snowman $(SHARE)/applications/snowman.desktop \
	  $(SHARE)/icons/hicolor/256x256/apps/snowman.png $(SHARE)/icons/hicolor/scalable/apps/snowman.svg

# Installs the debug build into a scratch prefix, renders from there,
# validates the .desktop file, then uninstalls and checks nothing is left.
install-check:
	@set -e; p=$$(mktemp -d); \
	$(MAKE) --no-print-directory install CONFIG=debug UPDATE_CACHES=no PREFIX=$$p >/dev/null 2>&1; \
	$$p/bin/snowman render --preset Rest --out $$p/rest.gif --size 32x32 --fps 2; \
	test -s $$p/rest.gif; \
	if command -v desktop-file-validate >/dev/null; then desktop-file-validate $$p/share/applications/snowman.desktop; fi; \
	$(MAKE) --no-print-directory uninstall PREFIX=$$p >/dev/null; rm -f $$p/rest.gif; \
	left=$$(find $$p -type f | wc -l); rm -rf $$p; \
	if [ "$$left" != 0 ]; then echo "install-check: uninstall left $$left files"; exit 1; fi; \
	echo "install-check: install, run from the prefix, uninstall: ok"

clean:
	rm -rf .build

# Release build, then one figure a line (`name: value unit`), each the median of 5 runs.
bench: deps
	@scripts/bench.sh

# GIF against FFmpeg on the same frames (bytes, SSIM, time), at 640x640 30 fps and 1080x1080 50 fps.
bench-export: deps
	@scripts/bench-export.sh

# The decoders under 1,000,000 mutated inputs for each of three seeds (release build); the corpus is Fuzz/corpus.
fuzz:
	$(SWIFT) build -c release --product snowman-fuzz
	for seed in 1 2 3; do .build/release/snowman-fuzz 1000000 $$seed Fuzz/corpus | tail -1 || exit 1; done

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
