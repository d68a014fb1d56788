#!/usr/bin/env bash
# `make bench-export`: Snowman's exporter against FFmpeg on the same frames, one `name: value unit` a line.
# FFmpeg encodes the PNG frames Snowman rendered (palettegen stats_mode=diff + paletteuse sierra2_4a); its time
# counts the encode only, Snowman's the whole `render` (drawing included). SSIM is FFmpeg's ssim filter of each GIF
# against those PNG frames. Times are medians of RUNS runs.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
BIN=$PWD/.build/release/snowman
[ -x "$BIN" ] || { echo "$BIN is missing: run this through make, which builds it (make bench, make bench-export)"; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed: run 'make deps'"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1; t1=$(date +%s.%N); echo "$t1 - $t0" | bc -l; }
ssim() {
  ffmpeg -nostdin -i "$1" -framerate "$3" -i "$2/frame-%04d.png" \
    -lavfi "[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]ssim" -f null - 2>&1 | sed -n 's/.*All:\([0-9.]*\).*/\1/p'
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
# GIF shows at most 50 fps (browsers play delays under 2 cs as 10 cs), so the large case runs at 50.
for case in 640:30 1080:50; do
  side=${case%:*} fps=${case#*:} name="gif_${side}_${fps}fps"
  dir=$tmp/$name
  mkdir -p "$dir"
  $BIN render --preset Showcase --out "$dir/frames/" --size "${side}x${side}" --fps "$fps" 2>/dev/null
  ff_s=$(for _ in $(seq "$RUNS"); do
    seconds ffmpeg -nostdin -y -v error -framerate "$fps" -i "$dir/frames/frame-%04d.png" \
      -vf "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a" "$dir/ff.gif"
  done | median)
  sn_s=$(for _ in $(seq "$RUNS"); do
    seconds "$BIN" render --preset Showcase --out "$dir/s.gif" --size "${side}x${side}" --fps "$fps"
  done | median)
  ff_bytes=$(stat -c %s "$dir/ff.gif") sn_bytes=$(stat -c %s "$dir/s.gif")
  ff_ssim=$(ssim "$dir/ff.gif" "$dir/frames" "$fps") sn_ssim=$(ssim "$dir/s.gif" "$dir/frames" "$fps")
  printf '%s_snowman_render_s: %.2f s\n%s_ffmpeg_encode_s: %.2f s\n' "$name" "$sn_s" "$name" "$ff_s"
  printf '%s_time_ratio: %.2f x (target <= 0.45, issue 48)\n' "$name" "$(echo "$sn_s / $ff_s" | bc -l)"
  printf '%s_snowman_bytes: %d B\n%s_ffmpeg_bytes: %d B\n' "$name" "$sn_bytes" "$name" "$ff_bytes"
  printf '%s_bytes_ratio: %.3f x (target <= 0.8)\n' "$name" "$(echo "$sn_bytes / $ff_bytes" | bc -l)"
  printf '%s_snowman_ssim: %s\n%s_ffmpeg_ssim: %s\n' "$name" "$sn_ssim" "$name" "$ff_ssim"
  printf '%s_ssim_ratio: %.5f x (target >= 1)\n' "$name" "$(echo "$sn_ssim / $ff_ssim" | bc -l)"
done

# The rate-distortion curve at 640x640, 30 fps: FFmpeg's GIF of the same frames squeezed by gifsicle -O3 at each
# --lossy, against Snowman at each --quality; both SSIMs from the same PNG frames. For each gifsicle point, the
# smallest Snowman GIF whose SSIM is at least as high (target: at most 0.85 of gifsicle's bytes).
command -v gifsicle >/dev/null || { echo "gifsicle is not installed: run 'make deps'"; exit 1; }
dir=$tmp/gif_640_30fps
for level in 0 30 60 100; do
  if [ "$level" = 0 ]; then gifsicle -O3 "$dir/ff.gif" -o "$tmp/g$level.gif"
  else gifsicle -O3 --lossy="$level" "$dir/ff.gif" -o "$tmp/g$level.gif"; fi
  printf 'curve_gifsicle_lossy%s_bytes: %d B\ncurve_gifsicle_lossy%s_ssim: %s\n' "$level" "$(stat -c %s "$tmp/g$level.gif")" \
    "$level" "$(ssim "$tmp/g$level.gif" "$dir/frames" 30)"
done | tee "$tmp/gifsicle.txt"
for quality in 100 80 60 40 20 0; do
  "$BIN" render --preset Showcase --out "$tmp/q$quality.gif" --size 640x640 --fps 30 --quality "$quality"
  printf 'curve_snowman_q%s_bytes: %d B\ncurve_snowman_q%s_ssim: %s\n' "$quality" "$(stat -c %s "$tmp/q$quality.gif")" \
    "$quality" "$(ssim "$tmp/q$quality.gif" "$dir/frames" 30)"
done | tee "$tmp/snowman.txt"
for level in 0 30 60 100; do
  g_bytes=$(awk -v k="curve_gifsicle_lossy${level}_bytes:" '$1 == k {print $2}' "$tmp/gifsicle.txt")
  g_ssim=$(awk -v k="curve_gifsicle_lossy${level}_ssim:" '$1 == k {print $2}' "$tmp/gifsicle.txt")
  best=$(for quality in 100 80 60 40 20 0; do
    b=$(awk -v k="curve_snowman_q${quality}_bytes:" '$1 == k {print $2}' "$tmp/snowman.txt")
    q=$(awk -v k="curve_snowman_q${quality}_ssim:" '$1 == k {print $2}' "$tmp/snowman.txt")
    awk -v q="$q" -v g="$g_ssim" -v b="$b" -v n="$quality" 'BEGIN {if (q >= g) print b, n}'
  done | sort -n | head -1)
  if [ -z "$best" ]; then
    echo "curve_vs_gifsicle_lossy${level}: no Snowman setting reaches SSIM $g_ssim"
  else
    awk -v b="${best% *}" -v n="${best#* }" -v g="$g_bytes" -v l="$level" \
      'BEGIN {printf "curve_vs_gifsicle_lossy%s_bytes_ratio: %.3f x (quality %s; target <= 0.85)\n", l, b / g, n}'
  fi
done

# The other formats on the same 640x640, 30 fps render, for the record.
for out in s.mp4 s.apng s.webp q80.webp; do
  extra=()
  [ "$out" = q80.webp ] && extra=(--quality 80)
  s=$(seconds "$BIN" render --preset Showcase --out "$tmp/$out" --size 640x640 --fps 30 "${extra[@]}")
  name=$(echo "$out" | tr . _)
  printf 'render_640_30fps_%s_s: %.2f s\nrender_640_30fps_%s_bytes: %d B\n' "$name" "$s" "$name" "$(stat -c %s "$tmp/$out")"
done
