#!/usr/bin/env bash
# Builds dist/snowman_VERSION_amd64.deb from the release build: what `make install` installs, in Debian's places,
# Depends from dpkg-shlibdeps and SDL's three libraries (opened with dlopen, so debian/control names them), the
# exporters' libraries opened with dlopen as Recommends (debian/control), the machine-readable
# copyright and the changelog. The version is debian/changelog's newest entry, and the binary must say the same.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(dpkg-parsechangelog -l debian/changelog -S Version)
binary=.build/release/snowman
said=$("$binary" --version)
if [ "$said" != "$version" ]; then
  echo "make deb: debian/changelog's newest entry is $version but snowman --version says $said" \
    "(Sources/snowman/Version.swift): give them one version" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"
make --no-print-directory install CONFIG=release DESTDIR="$root" PREFIX=/usr UPDATE_CACHES=no >/dev/null

# Debian's places: zsh's vendor completions; compressed man pages and changelog; the copyright beside them.
mkdir -p "$root/usr/share/zsh/vendor-completions"
mv "$root/usr/share/zsh/site-functions/_snowman" "$root/usr/share/zsh/vendor-completions/_snowman"
rmdir "$root/usr/share/zsh/site-functions"
gzip -9n "$root"/usr/share/man/man1/*.1
doc="$root/usr/share/doc/snowman"
install -Dm644 debian/copyright "$doc/copyright"
gzip -9nc debian/changelog >"$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
# The symbols and debug sections go; Swift's metadata sections (what the runtime reads) stay.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/snowman"

mkdir -p "$root/DEBIAN"
dpkg-shlibdeps -T"$work/substvars" -e "$root/usr/bin/snowman" 2>"$work/shlibdeps.log" || {
  cat "$work/shlibdeps.log" >&2
  exit 1
}
dpkg-gencontrol -psnowman -P"$root" -T"$work/substvars" -f"$work/files" -ldebian/changelog -cdebian/control
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum >DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"

mkdir -p dist
out="dist/snowman_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
echo "$out"
