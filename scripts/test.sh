#!/usr/bin/env bash
# The tests: set up .venv with the tests' extras (and, as root, the browser and PDF tools the report
# and Omniboard tests use, and npm for Omniboard), then pytest. The `mongo` tests start their own MongoDB-compatible
# server (SecantusDB, from the dev extra); the `omniboard` test installs Omniboard with npm into
# ~/.cache/esbench/omniboard the first time (about 2 minutes).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh dev,atari,box2d,mlflow,tensorboard,docs,evotorch,wandb  # the extras the tests use (mlflow, tensorboard, wandb: their tests; docs: the site; evotorch: its runner)
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v npm >/dev/null 2>&1 || missing+=(nodejs npm)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing ${missing[*]} (report and Omniboard tests)"
    { apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; } \
      || echo "note: installing ${missing[*]} failed; tests that need them are skipped (the Omniboard test fails when CI is set)" >&2
  else
    echo "note: ${missing[*]} missing; tests that need them are skipped (the Omniboard test fails when CI is set)" >&2
  fi
fi
# The type checker first (its settings: pyproject.toml [tool.mypy]; docs/architecture.md says what it
# checks): a type error fails the test run as a failing test does.
echo "mypy: type-checking esbench/"
.venv/bin/python -m mypy
# --fast: the fast tier (no slow, process-starting, cluster or server tests; docs/development.md says
# what it leaves out and how long it takes). No flag: every test, what CI runs.
if [ "${1:-}" = "--fast" ]; then
  shift
  set -- -m "not (slow or process or cluster or mongo or omniboard or mlflow)" "$@"
fi
exec .venv/bin/python -m pytest "$@"
