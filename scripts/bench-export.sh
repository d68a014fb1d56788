#!/usr/bin/env bash
# `make bench-export`: Snowman's exporter against FFmpeg on the same frames, one `name: value unit` a line.
# FFmpeg encodes the PNG frames Snowman rendered (palettegen stats_mode=diff + paletteuse sierra2_4a); its time
# counts the encode only, Snowman's the whole `render` (drawing included). SSIM is FFmpeg's ssim filter of each GIF
# against those PNG frames. Times are medians of RUNS runs.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
BIN=$PWD/.build/release/snowman
swift build -c release >/dev/null 2>&1 || swift build -c release
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
  printf '%s_time_ratio: %.2f x (target <= 0.6)\n' "$name" "$(echo "$sn_s / $ff_s" | bc -l)"
  printf '%s_snowman_bytes: %d B\n%s_ffmpeg_bytes: %d B\n' "$name" "$sn_bytes" "$name" "$ff_bytes"
  printf '%s_bytes_ratio: %.3f x (target <= 0.8)\n' "$name" "$(echo "$sn_bytes / $ff_bytes" | bc -l)"
  printf '%s_snowman_ssim: %s\n%s_ffmpeg_ssim: %s\n' "$name" "$sn_ssim" "$name" "$ff_ssim"
  printf '%s_ssim_ratio: %.5f x (target >= 1)\n' "$name" "$(echo "$sn_ssim / $ff_ssim" | bc -l)"
done

# The other formats on the same 640x640, 30 fps render, for the record.
for out in s.mp4 s.apng s.webp q80.webp; do
  extra=()
  [ "$out" = q80.webp ] && extra=(--quality 80)
  s=$(seconds "$BIN" render --preset Showcase --out "$tmp/$out" --size 640x640 --fps 30 "${extra[@]}")
  name=$(echo "$out" | tr . _)
  printf 'render_640_30fps_%s_s: %.2f s\nrender_640_30fps_%s_bytes: %d B\n' "$name" "$s" "$name" "$(stat -c %s "$tmp/$out")"
done
