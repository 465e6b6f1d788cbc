#!/usr/bin/env bash
# The tests: set up .venv (and, as root, the browser and PDF tools the report tests use), then pytest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
if ! command -v chromium >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing chromium and poppler-utils (report tests)"
    { apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils >/dev/null; } \
      || echo "note: installing chromium/poppler-utils failed; the report browser/PDF tests will be skipped" >&2
  else
    echo "note: chromium and poppler-utils are missing; the report browser/PDF tests will be skipped" >&2
  fi
fi
exec .venv/bin/python -m pytest "$@"
