# Snowman: `make run` opens the player, `make test` runs every test. Both install what is missing first.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libfontconfig-dev fonts-dejavu-core \
  libgif-dev libimagequant-dev libwebp-dev \
  pkg-config xvfb xauth xdotool imagemagick librsvg2-bin
BIN := .build/debug/snowman

.PHONY: run test build release deps check-deps assets clean lint

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
	@for pc in sdl2 SDL2_image SDL2_ttf fontconfig libwebpmux imagequant; do \
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
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

# Re-renders the artwork's PNG from its SVG.
assets:
	rsvg-convert -w 480 -h 672 Assets/snowman.svg -o Assets/snowman.png

clean:
	rm -rf .build
