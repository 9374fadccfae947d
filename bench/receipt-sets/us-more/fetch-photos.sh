#!/usr/bin/env bash
# Writes the photos these truth files describe, and a copy of each truth file, into OUTDIR (default
# .receipt-photos/us-more, kept out of git), reading them from a local git mirror of the repository named in each
# file's "source" ("owner/name path@commit"):
#   bench/receipt-sets/us-more/fetch-photos.sh GIT_DIR [OUTDIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { sed -n '2,5p' "$0"; exit 2; }
git_dir=$1; out=${2:-.receipt-photos/us-more}
mkdir -p "$out"
for f in "$here"/*.json; do
  src=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["source"])' "$f")
  image=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["image"])' "$f")
  path=${src#* }; path=${path%@*}; commit=${src##*@}
  git -C "$git_dir" show "$commit:$path" > "$out/$image"
  cp "$f" "$out/"
done
ls "$out" | wc -l
