#!/usr/bin/env bash
# Creates .venv if there is none and installs esbench into it; fast when nothing changed.
# Sourced by scripts/quickstart.sh and scripts/test.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON=${PYTHON:-}
if [ -z "$PYTHON" ]; then
  for candidate in python3.11 python3.12 python3.10 python3; do
    if command -v "$candidate" >/dev/null 2>&1; then PYTHON=$candidate; break; fi
  done
fi
[ -n "$PYTHON" ] || { echo "esbench needs Python >= 3.10 (python3 not found)" >&2; exit 2; }

if [ ! -x .venv/bin/python ]; then
  echo "creating .venv with $($PYTHON --version)"
  "$PYTHON" -m venv .venv
fi

stamp=.venv/.esbench-install-stamp
want=$(cat pyproject.toml scripts/setup.sh | sha256sum | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  exit 0
fi

pip_install() { .venv/bin/python -m pip install --disable-pip-version-check -q "$@" 2>&1 | grep -v "^WARNING: Location" || true; }
# torch first, pinned: on machines with a local CPU wheel (pip's find-links) this takes it instead of
# downloading several GB of CUDA packages; elsewhere it is the normal torch 2.13.0. A torch that is
# already installed is kept (pyproject.toml only asks for torch>=2.2).
if ! .venv/bin/python -c "import torch" >/dev/null 2>&1; then
  echo "installing torch==2.13.0"
  pip_install "torch==2.13.0"
fi
echo "installing esbench and its dependencies into .venv"
pip_install "setuptools<81" wheel
# The distribution is named esbench-harness ("esbench" on PyPI is an unrelated project); a .venv made
# before the rename still has this checkout installed as "esbench": remove that first.
if .venv/bin/python -m pip show esbench >/dev/null 2>&1; then
  .venv/bin/python -m pip uninstall -y -q esbench >/dev/null 2>&1 || true
fi
pip_install -e ".[dev,atari,box2d,mlflow]"  # MuJoCo and PyBullet: core dependencies; mlflow: its tests
.venv/bin/python -c "import esbench, torch, sacred, ray, stable_baselines3, nevergrad" \
  || { echo "esbench install failed: see the pip output above" >&2; exit 1; }
echo "$want" > "$stamp"
