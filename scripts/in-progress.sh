#!/usr/bin/env bash
# The project's own long evidence runs (results/manifest.yaml) outlive the machine that runs them: a
# development machine is replaced at every stop, its stores with it, and a Hopper run takes about an
# hour. Interrupt the run first (SIGINT or Ctrl-C: the run is stored INTERRUPTED and the ES checkpoints
# its last finished generation; docs/development.md), then
#
#   bash scripts/in-progress.sh save DIR...   pack each store DIR (runs, checkpoints, trial list) into
#                                             results/in-progress/<name of DIR>.tar.gz, to commit
#   bash scripts/in-progress.sh restore DEST  unpack each packed store into DEST/<name>, then
#                                             `esbench run SUITE --resume --results DEST/<name>` continues
#                                             every interrupted trial from its checkpoint
#
# Only unfinished work belongs here: finished runs go into results/<name>/ with `scripts/results.sh
# --add` (which never replaces a committed run); delete a packed store once nothing in it is left to
# finish. A run continued on another machine records that machine's CPU and math kernels in its
# own info.json; the same seed gives the same curve only with the same kernels (docs/results.md).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
carry=${ESBENCH_CARRY_DIR:-results/in-progress}  # ESBENCH_CARRY_DIR: elsewhere (the tests)
case "${1:-}" in
  save)
    shift; [ "$#" -gt 0 ] || { echo "usage: scripts/in-progress.sh save DIR..." >&2; exit 2; }
    mkdir -p "$carry"
    for dir in "$@"; do
      [ -f "$dir/trials.json" ] || { echo "in-progress.sh: $dir is not an esbench store (no trials.json)" >&2; exit 2; }
      if pgrep -f "esbench run .*$(basename "$dir")" >/dev/null; then
        echo "in-progress.sh: an esbench run on $(basename "$dir") is still running: interrupt it first (its checkpoint is written then)" >&2
        exit 2
      fi
      name=$(basename "$dir")
      tar -czf "$carry/$name.tar.gz.tmp" -C "$(dirname "$dir")" --exclude='cout.txt' --exclude='.esbench.lock' "$name"
      mv "$carry/$name.tar.gz.tmp" "$carry/$name.tar.gz"
      echo "packed $dir into $carry/$name.tar.gz ($(du -h "$carry/$name.tar.gz" | cut -f1))"
    done ;;
  restore)
    dest=${2:?usage: scripts/in-progress.sh restore DEST}
    mkdir -p "$dest"
    shopt -s nullglob
    for packed in "$carry"/*.tar.gz; do
      name=$(basename "$packed" .tar.gz)
      [ ! -e "$dest/$name" ] || { echo "in-progress.sh: $dest/$name exists: move it aside first" >&2; exit 2; }
      tar -xzf "$packed" -C "$dest" --no-same-owner
      echo "unpacked $packed into $dest/$name"
    done ;;
  *) echo "usage: scripts/in-progress.sh save DIR... | restore DEST" >&2; exit 2 ;;
esac
