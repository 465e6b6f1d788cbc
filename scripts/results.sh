#!/usr/bin/env bash
# The evidence: writes docs/results.md, results/README.md, the README's generated Table 1 block and the
# population study's figures (docs/figures/) from what is committed under results/ (results/manifest.yaml
# names each store and transcript). Deterministic: run twice, nothing changes.
#
#   bash scripts/results.sh            write the documents
#   bash scripts/results.sh --check    exit 1 (and show the difference) when a document is stale
#   bash scripts/results.sh --add SRC NAME
#                                      copy the finished runs of the store SRC into results/NAME
#                                      (run.json, config.json, info.json, metrics.json, notices; no
#                                      checkpoints, no captured output, no run still RUNNING), then write
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh >/dev/null
if [ "${1:-}" = "--add" ]; then
  src=${2:?usage: scripts/results.sh --add SRC NAME}; name=${3:?usage: scripts/results.sh --add SRC NAME}
  [ -f "$src/trials.json" ] || { echo "results.sh: $src is not an esbench store (no trials.json)" >&2; exit 2; }
  case $name in */*|.*|"") echo "results.sh: NAME must be a plain folder name, not '$name'" >&2; exit 2 ;; esac
  dest=results/$name
  mkdir -p "$dest"
  for f in suite.yaml trials.json; do [ ! -f "$src/$f" ] || cp "$src/$f" "$dest/$f"; done
  [ ! -d "$src/_sources" ] || cp -r "$src/_sources" "$dest/"
  added=0
  for run in "$src"/[0-9]*/; do
    id=$(basename "$run")
    status=$(.venv/bin/python -c 'import json,sys; print(json.load(open(sys.argv[1])).get("status",""))' "$run/run.json" 2>/dev/null || echo "")
    [ -n "$status" ] && [ "$status" != RUNNING ] || continue
    mkdir -p "$dest/$id"
    for f in run.json config.json info.json metrics.json notices.txt; do [ ! -f "$run/$f" ] || cp "$run/$f" "$dest/$id/$f"; done
    added=$((added + 1))
  done
  echo "results.sh: $added finished runs of $src in $dest"
  shift 3
fi
exec .venv/bin/python -m esbench.resultsdoc "$@"
