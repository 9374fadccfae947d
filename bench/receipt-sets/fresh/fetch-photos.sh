#!/usr/bin/env bash
# Puts the photos that the truth files in this folder describe next to a copy of those truth files.
# The photos are NOT in git (their repositories state no licence): they are read from local git mirrors of the public
# repositories named in each file's "source" ("owner/name path@commit").
#
#   bench/receipt-sets/fresh/fetch-photos.sh [MIRRORS] [OUTDIR]
#     MIRRORS  folder holding the mirrors as MIRRORS/<owner>+<name>/repo (a bare git dir, or a work tree with .git,
#              as the search tool's fetch lays them out); default /work/.mirror
#     OUTDIR   default .receipt-photos/fresh under the current folder (keep it out of git)
#
# Needs git, python3 and ImageMagick's convert. Each photo is decoded, its EXIF orientation applied, metadata stripped
# and written as JPEG quality 92; no resize, no crop.
#   REDACT: a solid grey box drawn (after orientation) over an unmasked Costco member number, in the pixel
#           coordinates given. Every other card or member number is masked by the till or blurred upstream.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mirrors=${1:-/work/.mirror}
out=${2:-.receipt-photos/fresh}
mkdir -p "$out"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

declare -A REDACT=(
  [us_costco_sanjose_1]="1060,1480 1540,1585"
)

n=0
for f in "$here"/*.json; do
  read -r id image repo path commit < <(python3 - "$f" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
repo, rest = d["source"].split(" ", 1)
path, commit = rest.rsplit("@", 1)
print(d["id"], d["image"], repo, path.replace(" ", "\x1f"), commit)
PY
)
  path=${path//$'\x1f'/ }
  gd="$mirrors/${repo/\//+}/repo"
  [ -d "$gd/.git" ] && gd="$gd/.git"
  [ -d "$gd" ] || { echo "missing mirror $gd (fetch github:$repo first) - skipping $id" >&2; continue; }
  raw="$tmp/$id.img"
  git --git-dir="$gd" show "$commit:$path" > "$raw"
  draw=()
  if [ -n "${REDACT[$id]:-}" ]; then draw=(-fill 'rgb(128,128,128)' -draw "rectangle ${REDACT[$id]}"); fi
  convert "${raw}[0]" -auto-orient "${draw[@]}" -strip -quality 92 "$out/$image"
  cp "$f" "$out/"
  n=$((n+1))
done
echo "$n photos with truth files in $out"
