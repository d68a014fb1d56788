#!/usr/bin/env bash
# The Debian package proven on clean Debian 12 roots (mmdebstrap --variant=minbase bookworm): installed with apt
# from Debian alone, it runs (version, presets, a GIF, a window's first frames under Xvfb), its man page, desktop
# entry and AppStream metadata validate there, and purging leaves none of its files; installed without its
# Recommends, a GIF is refused in one sentence naming the packages while PNG frames and the window still work.
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(ls dist/snowman_*_amd64.deb | tail -1)
version=$(dpkg-parsechangelog -l debian/changelog -S Version)
work=$(mktemp -d /tmp/snowman-deb-XXXXXX)
mounted=()
cleanup() {
  for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "deb-test: $*" >&2; exit 1; }
step() { echo "deb-test: $*"; }

mirror=${SNOWMAN_DEBIAN_MIRROR:-http://deb.debian.org/debian}
security=${SNOWMAN_DEBIAN_SECURITY:-http://deb.debian.org/debian-security}

# A clean Debian 12 root with the package installed by apt, and the tools the checks run there.
make_root() {
  local root=$1 recommends=$2
  mkdir -p "$root"
  mmdebstrap --variant=minbase --quiet bookworm "$root" "deb $mirror bookworm main" \
    "deb $mirror bookworm-updates main" "deb $security bookworm-security main" >/dev/null
  # Swift reads its arguments from /proc (CommandLine.arguments): a root without it runs every command as `play`.
  mount -t proc proc "$root/proc" && mounted+=("$root/proc")
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  cp "$deb" "$root/tmp/"
  local flags=(-y -qq)
  [ "$recommends" = yes ] || flags+=(--no-install-recommends)
  chroot "$root" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install ${flags[*]} \
    /tmp/$(basename "$deb") xvfb xauth man-db" >"$root.apt.log" 2>&1 || { tail -20 "$root.apt.log" >&2; fail "apt could not install it"; }
}

in_root() { chroot "$1" env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 sh -c "$2"; }

# The window's first frames under an Xvfb of the root's own: the picture must be on it.
window() {
  local root=$1
  in_root "$root" "Xvfb :7 -screen 0 1024x1024x24 -nolisten tcp >/dev/null 2>&1 & x=\$!; sleep 1; \
    DISPLAY=:7 SDL_VIDEODRIVER=x11 snowman play --data-dir /tmp/window --size 480x800 --frames 5 \
      --screenshot /tmp/shot.png; s=\$?; kill \$x; exit \$s" || fail "the window did not draw its frames"
  local white
  # The stage of a 480x800 window (448 wide from x 16, under the 84-pt header): a blue sky with a white snowman.
  white=$(convert "$root/tmp/shot.png" -crop 448x300+16+84 -depth 8 txt:- |
    awk -F'[(),]' 'NR > 1 && $3 > 235 && $4 > 235 && $5 > 235' | wc -l)
  blue=$(convert "$root/tmp/shot.png" -crop 448x300+16+84 -depth 8 txt:- |
    awk -F'[(),]' 'NR > 1 && $5 > $3 + 40' | wc -l)
  [ "$white" -gt 2000 ] && [ "$blue" -gt 20000 ] ||
    fail "the window's first frame shows no snowman on the sky ($white white, $blue blue pixels on the stage)"
  step "a window under Xvfb drew the snowman on the sky ($white white, $blue blue pixels on the stage)"
}

step "building a clean Debian 12 root and installing $(basename "$deb") with apt"
full="$work/full"
make_root "$full" yes
[ "$(in_root "$full" 'snowman --version')" = "$version" ] || fail "snowman --version is not $version"
in_root "$full" 'snowman presets list' | grep -q '^Showcase ' || fail "presets list does not list Showcase"
in_root "$full" 'cd /tmp && snowman render --preset Showcase --out x.gif' || fail "render to GIF failed"
[ "$(head -c 6 "$full/tmp/x.gif")" = GIF89a ] || fail "x.gif is not a GIF"
frames=$(identify -format '%T\n' "$full/tmp/x.gif" | wc -l)
[ "$frames" -eq 120 ] || fail "x.gif has $frames frames, not 120"
step "version $version, the presets, and a valid GIF of 120 frames"
window "$full"
in_root "$full" 'MANWIDTH=80 man snowman 2>/dev/null' | grep -q 'snowman.render(1)' || fail "man snowman shows no page"
in_root "$full" 'MANWIDTH=80 man snowman.render 2>/dev/null' | grep -q -- '--out' || fail "man snowman.render is empty"
step "man snowman and man snowman.render"
in_root "$full" 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq desktop-file-utils appstream >/dev/null 2>&1'
in_root "$full" 'desktop-file-validate /usr/share/applications/snowman.desktop' || fail "desktop-file-validate"
in_root "$full" 'appstreamcli validate --no-net --no-color \
  /usr/share/metainfo/io.github.snowman_player.Snowman.metainfo.xml >/dev/null' || fail "appstreamcli validate"
step "the desktop entry and the AppStream metadata validate"
in_root "$full" 'dpkg -L snowman' >"$work/files"
in_root "$full" 'DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq snowman >/dev/null 2>&1' || fail "purge failed"
left=0
while read -r path; do
  [ -f "$full$path" ] || [ -L "$full$path" ] || { [ -d "$full$path" ] && [ "${path#/usr/share/doc/snowman}" != "$path" ]; } \
    && { echo "deb-test: left behind: $path" >&2; left=$((left + 1)); }
done <"$work/files"
[ "$left" -eq 0 ] || fail "purge left $left of the package's files"
step "apt-get purge left none of its $(wc -l <"$work/files") paths"

step "a second root, without the Recommends"
bare="$work/bare"
make_root "$bare" no
said=$(in_root "$bare" 'cd /tmp && snowman render --preset Showcase --out x.gif 2>&1; echo "exit=$?"')
echo "$said" | grep -q 'exit=1' || fail "render to GIF without giflib did not fail: $said"
echo "$said" | grep -q 'install libgif7 and libimagequant0' || fail "render to GIF does not say what to install: $said"
[ "$(echo "$said" | wc -l)" -eq 2 ] || fail "more than one sentence: $said"
[ ! -e "$bare/tmp/x.gif" ] || fail "a refused GIF left a file"
step "GIF refused in one sentence: $(echo "$said" | head -1)"
in_root "$bare" 'cd /tmp && snowman render --preset Rest --out frames/ --size 64x64 --fps 5' || fail "PNG frames failed"
[ "$(ls "$bare/tmp/frames" | wc -l)" -eq 20 ] || fail "PNG frames: not 20"
window "$bare"

step "lintian"
lintian --fail-on warning "$deb"
step "all checks passed"
