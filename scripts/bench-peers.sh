#!/usr/bin/env bash
# `make bench-peers`: the window playing a motion against the players a user would pick instead, on this machine
# as it is (no GPU: Xvfb, software drawing): Chromium playing Snowman's HTML export of the same preset and mpv
# playing its MP4 export, each in a 480x800 window. The three alternate, three rounds; each figure is the CPU its
# whole process tree took over 8 s of playing (a second in), as a share of one core, read from /proc. Prints the
# medians and the window's ratio to each, `name: value unit` a line.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-3}
BIN=.build/release/snowman
[ -x "$BIN" ] || { echo "$BIN is missing: run this through make, which builds it (make bench-peers)"; exit 1; }
for tool in chromium mpv Xvfb; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed: make bench-peers installs it"; exit 1; }
done

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
tmp=$(mktemp -d)
xvfb_pid=""
player_pid=""
cleanup() {
  [ -n "$player_pid" ] && kill "$player_pid" 2>/dev/null
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), no GPU (Xvfb)"

# The preset `make bench` plays: a 10 s pass of every kind of move, three repeats both ways.
mkdir -p "$tmp/data/presets"
cp scripts/bench-preset.json "$tmp/data/presets/00000000-0000-4000-8000-0000000000be.json"
# The exports at the window's stage size in pixels, the video at the display's 60 frames a second; the video's
# first 20 s (one pass each way) loops, as the page loops the whole motion.
"$BIN" render --data-dir "$tmp/data" --preset Bench --out "$tmp/bench.html" --size 480x800
"$BIN" render --data-dir "$tmp/data" --preset Bench --out "$tmp/bench.mp4" --size 480x800 --fps 60 --to 20 \
  >/dev/null
# A scene: Snowfall's 24 flakes, each falling three times, in the window and as its page in Chromium.
"$BIN" presets create "Bench Snowfall" --data-dir "$tmp/data" duration=4 repeatCount=3 autoreverse=0 \
  --layer snowflake verticalOffset@0=0 verticalOffset@4=390 horizontalOffset@0=0 horizontalOffset@1.1=14 \
  horizontalOffset@2.3=-10 horizontalOffset@3.4=12 horizontalOffset@4=0 zTurns@0=0 zTurns@4=0.5 \
  --place -207,-195 --size 22,22 --copies 24 --stagger 0.2,from=random,seed=7 --offset x=18 >/dev/null
"$BIN" render --data-dir "$tmp/data" --preset "Bench Snowfall" --out "$tmp/scene.html" --size 480x800

display=:$((200 + $$ % 300))
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done

# Clock ticks (user + system) of `pid` and every process under it.
tree_ticks() {
  local root=$1
  # cat, not awk, opens the files: a process that ends between the glob and the read is skipped, where awk stopped
  # and the bench with it.
  { cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk -v root="$root" '
    {
      # The command name may hold spaces: fields are counted after its closing parenthesis.
      line = $0; pid = $1; sub(/^.*\) /, "", line); split(line, f, " ")
      parent[pid] = f[2]; ticks[pid] = f[12] + f[13]
    }
    END {
      total = 0
      for (p in ticks) {
        q = p
        while (q != "" && q != root && q != 0 && q in parent) q = parent[q]
        if (q == root) total += ticks[p]
      }
      print total
    }'
}
hz=$(getconf CLK_TCK)

# Plays one player for a second, then measures 8 s of its process tree.
measure() {
  "$@" >/dev/null 2>&1 &
  player_pid=$!
  sleep 1
  local a b
  a=$(tree_ticks "$player_pid")
  sleep 8
  b=$(tree_ticks "$player_pid")
  kill "$player_pid" 2>/dev/null || true
  pkill -P "$player_pid" 2>/dev/null || true
  wait "$player_pid" 2>/dev/null || true
  player_pid=""
  awk -v a="$a" -v b="$b" -v hz="$hz" 'BEGIN {printf "%.2f\n", (b - a) * 100 / hz / 8}'
}

for _ in $(seq "$ROUNDS"); do
  DISPLAY=$display measure "$BIN" play --data-dir "$tmp/data" --preset Bench --autoplay --size 480x800 \
    >> "$tmp/snowman.txt"
  DISPLAY=$display measure chromium --no-sandbox --disable-gpu --user-data-dir="$tmp/chromium" \
    --no-first-run --window-size=480,800 --app="file://$tmp/bench.html" >> "$tmp/chromium.txt"
  DISPLAY=$display measure mpv --vo=x11 --no-audio --loop-file=inf --geometry=480x800 --no-osc \
    --really-quiet "$tmp/bench.mp4" >> "$tmp/mpv.txt"
  DISPLAY=$display measure "$BIN" play --data-dir "$tmp/data" --preset "Bench Snowfall" --autoplay --size 480x800 \
    >> "$tmp/scene.txt"
  DISPLAY=$display measure chromium --no-sandbox --disable-gpu --user-data-dir="$tmp/chromium" \
    --no-first-run --window-size=480,800 --app="file://$tmp/scene.html" >> "$tmp/scene-chromium.txt"
done

snowman=$(median < "$tmp/snowman.txt")
chromium=$(median < "$tmp/chromium.txt")
mpv=$(median < "$tmp/mpv.txt")
echo "rounds: snowman $(paste -sd ' ' "$tmp/snowman.txt"); chromium $(paste -sd ' ' "$tmp/chromium.txt");" \
  "mpv $(paste -sd ' ' "$tmp/mpv.txt") (% of one core)"
echo "playing_cpu_percent_snowman: $snowman %"
echo "playing_cpu_percent_chromium: $chromium %"
echo "playing_cpu_percent_mpv: $mpv %"
awk -v s="$snowman" -v c="$chromium" 'BEGIN {printf "playing_to_chromium: %.3f x\n", s / c}'
awk -v s="$snowman" -v m="$mpv" 'BEGIN {printf "playing_to_mpv: %.3f x\n", s / m}'
scene=$(median < "$tmp/scene.txt")
scene_chromium=$(median < "$tmp/scene-chromium.txt")
echo "rounds (scene): snowman $(paste -sd ' ' "$tmp/scene.txt"); chromium $(paste -sd ' ' "$tmp/scene-chromium.txt")"
echo "playing_cpu_percent_scene: $scene %"
echo "playing_cpu_percent_scene_chromium: $scene_chromium %"
awk -v s="$scene" -v c="$scene_chromium" 'BEGIN {printf "playing_scene_to_chromium: %.3f x\n", s / c}'
