#!/usr/bin/env bash
# Puts the photos that the truth files in this folder describe next to a copy of those truth files.
# The photos are NOT in git (most of their repositories state no licence, one is proprietary): they are read
# from local git mirrors of the public repositories named in each file's "source" ("owner/name path@commit").
#
#   bench/receipt-sets/gathered/fetch-photos.sh [MIRRORS] [OUTDIR]
#     MIRRORS  folder holding the mirrors as MIRRORS/<owner>+<name>/repo (bare git dirs, as the search tool's
#              fetch lays them out); default /work/.mirror
#     OUTDIR   default .receipt-photos/gathered under the current folder (keep it out of git)
#
# Needs git, python3, ImageMagick's convert built with HEIC support (Debian: imagemagick + libheif1) and
# pdfimages (poppler-utils). What is done to each photo (see TRANSFORM/REDACT below):
#   jpg   : decode, apply EXIF orientation, strip metadata, write JPEG quality 92 (no resize, no crop)
#   heic  : the same, from an HEIC phone photo
#   pdf90 : the receipt is a flatbed scan stored as one JPEG inside a PDF: extract that JPEG unchanged
#           (pdfimages -j) and rotate it 90 degrees clockwise to upright, then as jpg
#   REDACT: solid grey boxes drawn (after orientation) over a customer name/address/e-mail block or an
#           unmasked Costco member number, in the pixel coordinates given.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mirrors=${1:-/work/.mirror}
out=${2:-.receipt-photos/gathered}
mkdir -p "$out"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

declare -A TRANSFORM=(
  [ca_wholesaleclub_moncton_1]=pdf90
  [ca_atlanticsuperstore_amherst_1]=pdf90
  [ca_atlanticsuperstore_amherst_2]=pdf90
  [ca_pharmasave_amherst_1]=heic
  [ca_pharmasave_amherst_2]=heic
  [ca_walmart_amherst_1]=heic
  [ca_costco_moncton_1]=heic
)
declare -A REDACT=(
  [ca_pharmasave_amherst_1]="1005,1025 1975,1360"
  [ca_pharmasave_amherst_2]="2240,1040 2620,2170"
  [ca_costco_moncton_1]="815,1525 890,1890"
  [us_costco_santacruz_1]="262,532 540,592"
  [us_costco_santacruz_2]="430,612 870,698"
  [us_costco_santacruz_3]="295,662 618,732"
  [us_costco_santacruz_4]="390,440 815,525"
  [us_costco_santacruz_5]="208,22 420,70"
)

n=0
for f in "$here"/*.json; do
  read -r id image repo path commit < <(python3 - "$f" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
src = d["source"]
repo, rest = src.split(" ", 1)
path, commit = rest.rsplit("@", 1)
# tab-free single line; the path may contain spaces, so it is quoted with \x1f and restored below
print(d["id"], d["image"], repo, path.replace(" ", "\x1f"), commit)
EOF
)
  path=${path//$'\x1f'/ }
  gd="$mirrors/${repo/\//+}/repo"
  [ -d "$gd" ] || { echo "missing mirror $gd (fetch github:$repo first) - skipping $id" >&2; continue; }
  ext=${path##*.}; raw="$tmp/$id.${ext,,}"
  git --git-dir="$gd" show "$commit:$path" > "$raw"
  mode=${TRANSFORM[$id]:-jpg}
  src="$raw"; pre=()
  if [ "$mode" = pdf90 ]; then
    pdfimages -j "$raw" "$tmp/$id.img"
    src=$(ls "$tmp/$id".img-000.* | head -1); pre=(-rotate 90)
  fi
  draw=()
  if [ -n "${REDACT[$id]:-}" ]; then draw=(-fill 'rgb(128,128,128)' -draw "rectangle ${REDACT[$id]}"); fi
  convert "${src}[0]" -auto-orient "${pre[@]}" "${draw[@]}" -strip -quality 92 "$out/$image"
  cp "$f" "$out/"
  n=$((n+1))
done
echo "$n photos with truth files in $out"
