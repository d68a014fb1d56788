#!/bin/sh
# Draws docs/library-<group>.png: each built-in motion of the library as 8 frames spread over it, a row a motion,
# so a person can look at them all. Usage: scripts/contact-sheet.sh [SNOWMAN-BINARY]
set -eu
snowman=${1:-.build/debug/snowman}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$snowman" presets list --json --data-dir "$work/data" | python3 -c '
import json, sys
for row in json.load(sys.stdin)[3:]:
    print(row["name"])
' > "$work/names"
group=0
row=0
# The headings, in order, with how many motions each holds (ClassicMotions.swift).
counts="attention:11 entrances:16 exits:16 turns:8"
set -- $counts
spec=$1; shift
left=${spec#*:}; group=${spec%%:*}
: > "$work/rows-$group"
while IFS= read -r name; do
  dir="$work/f$row"
  mkdir -p "$dir"
  env -u DISPLAY "$snowman" render --data-dir "$work/data" --preset "$name" --out "$dir/" --size 120x160 \
    --fps 30 >/dev/null
  count=$(ls "$dir" | wc -l)
  picks=""
  for k in 0 1 2 3 4 5 6 7; do
    picks="$picks $dir/$(printf 'frame-%04d.png' $(( (2 * k + 1) * count / 16 )))"
  done
  # shellcheck disable=SC2086
  montage $picks -tile 8x1 -geometry +2+2 -background '#f4f4f4' "$work/strip.png"
  convert "$work/strip.png" -gravity west -background '#f4f4f4' -splice 130x0 -font DejaVu-Sans -pointsize 14 \
    -annotate +8+0 "$name" "$work/row$row.png"
  echo "$work/row$row.png" >> "$work/rows-$group"
  row=$((row + 1))
  left=$((left - 1))
  if [ "$left" -eq 0 ]; then
    # shellcheck disable=SC2046
    convert $(cat "$work/rows-$group") -append "docs/library-$group.png"
    if [ $# -gt 0 ]; then spec=$1; shift; left=${spec#*:}; group=${spec%%:*}; : > "$work/rows-$group"; fi
  fi
done < "$work/names"
