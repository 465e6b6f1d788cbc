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
#                                      checkpoints, no captured output, no run still RUNNING; never
#                                      overwriting a committed run: esbench/resultsdoc/add.py), then write
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh >/dev/null
exec .venv/bin/python -m esbench.resultsdoc "$@"
