#!/usr/bin/env bash
# The duplicate finder (`duplicates`, a developer tool on some machines' PATH, not part of esbench) over
# this checkout, with Sacred's copies of esbench's sources in the committed stores
# (results/<store>/_sources/) left out: they are data, never code, and their many copies of
# esbench/execution/experiment.py and esbench/__init__.py would fill the rows and make every run of
# lines those files share with the code "too common to list".
#
# Usage: bash scripts/duplicates.sh [--change [--base REV]] [--most N] [--min-lines N] [--seconds N]
#
# How: a temporary git repository whose one commit is HEAD (or REV) without those copies, with this
# checkout's working tree (tracked files, and untracked ones git does not ignore) laid over it; the
# finder runs there, so `--change` shows what the working tree adds since HEAD (or REV), as it would
# here. Nothing in this checkout is written.
set -euo pipefail
command -v duplicates >/dev/null || { echo "scripts/duplicates.sh: no 'duplicates' command on this machine's PATH" >&2; exit 2; }
cd "$(dirname "$0")/.."
repo=$PWD
base=HEAD
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --base) base="$2"; shift 2 ;;
    --base=*) base="${1#--base=}"; shift ;;
    --repo | --repo=*) echo "scripts/duplicates.sh: the folder is this checkout (no --repo)" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

#: Sacred's copies of the sources, as paths from the checkout's top.
data='^results/[^/]+/_sources/'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

git archive "$base" | tar -x -C "$tmp"
find "$tmp/results" -mindepth 2 -maxdepth 2 -type d -name _sources -exec rm -rf {} + 2>/dev/null || true
git -C "$tmp" init -q
git -C "$tmp" add -A -f
git -C "$tmp" -c user.name=duplicates -c user.email=duplicates@localhost -c commit.gpgsign=false \
  commit -q -m "$base without Sacred's _sources copies"

# The working tree over it: files deleted here are deleted there, the rest copied as they are.
git -C "$tmp" ls-files | while IFS= read -r name; do
  if [ ! -e "$repo/$name" ] && [ ! -L "$repo/$name" ]; then rm -f "$tmp/$name"; fi
done
git ls-files -z --cached --others --exclude-standard \
  | { grep -zEv "$data" || true; } \
  | while IFS= read -r -d '' name; do
      if [ -e "$name" ] || [ -L "$name" ]; then printf '%s\0' "$name"; fi
    done \
  | tar --null -T - -cf - | tar -x -C "$tmp"

duplicates --repo "$tmp" ${args[@]+"${args[@]}"} | sed "s#$tmp/##g"
