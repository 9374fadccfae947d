#!/usr/bin/env bash
# Puts the photos that the truth files in this folder describe next to a copy of those truth files.
# The photos are NOT in git (their repositories state no licence): they are read from local git mirrors of the public
# repositories named in each file's "source" ("owner/name path@commit").
#
#   bench/receipt-sets/gathered-more/fetch-photos.sh [MIRRORS] [OUTDIR]
#     MIRRORS  folder holding the mirrors as MIRRORS/<owner>+<name>/repo (bare git dirs, as the search tool's
#              fetch lays them out); default /work/.mirror
#     OUTDIR   default .receipt-photos/gathered-more under the current folder (keep it out of git)
#
# Needs git, python3 and ImageMagick's convert. Each photo is decoded, its EXIF orientation applied (the Toronto phone
# photos and the two US ones are stored sideways with an orientation tag), metadata stripped and written as JPEG
# quality 92; no resize, no crop.
# No photo here needs a redaction box: card numbers are masked by the tills.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mirrors=${1:-/work/.mirror}
out=${2:-.receipt-photos/gathered-more}
mkdir -p "$out"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

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
  [ -d "$gd" ] || { echo "missing mirror $gd (fetch github:$repo first) - skipping $id" >&2; continue; }
  raw="$tmp/$id.jpg"
  git --git-dir="$gd" show "$commit:$path" > "$raw"
  convert "${raw}[0]" -auto-orient -strip -quality 92 "$out/$image"
  cp "$f" "$out/"
  n=$((n+1))
done
echo "$n photos with truth files in $out"
