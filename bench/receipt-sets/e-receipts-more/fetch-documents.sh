#!/usr/bin/env bash
# Puts the documents that the truth files in this folder describe next to a copy of those truth files.
# The documents are NOT in git: they are read, unchanged, from local git mirrors of the public repositories named
# in each file's "source" ("owner/name path@commit").
#
#   bench/receipt-sets/e-receipts-more/fetch-documents.sh [MIRRORS] [OUTDIR]
#     MIRRORS  folder holding the mirrors as MIRRORS/<owner>+<name>/repo (bare git dirs); default /work/.mirror
#     OUTDIR   default .receipt-documents/e-receipts-more under the current folder (kept out of git)
#
# Needs git and python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mirrors=${1:-/work/.mirror}
out=${2:-.receipt-documents/e-receipts-more}
mkdir -p "$out"
n=0
for f in "$here"/*.json; do
  read -r image repo path commit < <(python3 - "$f" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
repo, rest = d["source"].split(" ", 1)
path, commit = rest.rsplit("@", 1)
print(d["image"], repo, path, commit)
PY
)
  gd="$mirrors/${repo/\//+}/repo"
  [ -d "$gd" ] || { echo "missing mirror $gd (a mirror of $repo) - skipping $image" >&2; continue; }
  git --git-dir="$gd" show "$commit:$path" > "$out/$image"
  cp "$f" "$out/"
  n=$((n+1))
done
echo "$n documents with truth files in $out"
