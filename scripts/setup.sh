#!/usr/bin/env bash
# Creates .venv if there is none and installs esbench into it with the extras named by the first
# argument (comma-separated; none: what `esbench run` needs, the quickstart's case); fast when
# nothing changed. Run by scripts/quickstart.sh (no extras) and scripts/test.sh (the tests' extras).
# Installs with uv where the registry serves it (ESBENCH_INSTALLER=pip: with pip), else with pip.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
extras=${1:-}

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

# The stamp: the hash of what decides the install, then the extras installed with it. Skipped when the
# hash matches and every extra asked for is among them (the quickstart after the tests installs nothing).
stamp=.venv/.esbench-install-stamp
want=$(cat pyproject.toml scripts/setup.sh | sha256sum | cut -d' ' -f1)
have_hash=$(sed -n 1p "$stamp" 2>/dev/null || true)
have_extras=$(sed -n 2p "$stamp" 2>/dev/null || true)
if [ "$have_hash" = "$want" ]; then
  missing_extra=
  for e in ${extras//,/ }; do
    case ",$have_extras," in *",$e,"*) ;; *) missing_extra=$e ;; esac
  done
  [ -n "$missing_extra" ] || exit 0
  # Same pyproject.toml: what was installed stays valid, so the stamp keeps its extras too.
  extras=$(echo "$have_extras,$extras" | tr ',' '\n' | sed '/^$/d' | sort -u | paste -sd, -)
fi
spec=.; [ -z "$extras" ] || spec=".[$extras]"

# torch pinned where none is installed: on machines with a local CPU wheel (pip's find-links) this takes
# it instead of several GB of CUDA packages; elsewhere it is the normal torch 2.13.0. A torch that is
# already installed is kept (pyproject.toml only asks for torch>=2.2).
torch_pin=()
.venv/bin/python -c "import torch" >/dev/null 2>&1 || torch_pin=("torch==2.13.0")
# sacred 0.8.7 imports pkg_resources, removed from setuptools 81.
pkgs=("${torch_pin[@]}" "setuptools<81" wheel -e "$spec")

# The distribution is named esbench-harness ("esbench" on PyPI is an unrelated project); a .venv made
# before the rename still has this checkout installed as "esbench": remove that first.
if [ -f "$stamp" ] && .venv/bin/python -m pip show esbench >/dev/null 2>&1; then
  .venv/bin/python -m pip uninstall -y -q esbench >/dev/null 2>&1 || true
fi

pip_install() { .venv/bin/python -m pip install --disable-pip-version-check -q "$@" 2>&1 | grep -v "^WARNING: Location" || true; }

# uv does not read pip's configuration: pip's index-url, extra-index-url, find-links and constraint (from
# its config files and PIP_* variables, as `pip config list` shows them, the highest-priority place
# first) are passed to it, so it takes the same wheels (here: a local torch CPU wheel and local indexes).
uv_config() {
  .venv/bin/python - <<'EOF'
import re, shlex, subprocess, sys

out = subprocess.run([sys.executable, "-m", "pip", "config", "list"], capture_output=True, text=True).stdout
config = {}  # option -> {place: value}
for line in out.splitlines():
    if m := re.match(r"(:env:|global|install)\.([a-z-]+)=(.*)$", line.strip()):
        config.setdefault(m[2], {})[m[1]] = " ".join(shlex.split(m[3]))
for option in ("index-url", "extra-index-url", "find-links", "constraint", "cert"):
    places = config.get(option, {})
    value = next((places[p] for p in (":env:", "install", "global") if p in places), "")
    for item in value.split():
        print(f"cert={item}" if option == "cert" else f"--{option}={item}")
EOF
}

uv_install() {
  local uv
  uv=$(command -v uv || true)
  if [ -z "$uv" ]; then
    [ -x .venv/bin/uv ] || .venv/bin/python -m pip install --disable-pip-version-check -q uv >/dev/null 2>&1 || return 1
    uv=.venv/bin/uv
  fi
  local args=() line
  while IFS= read -r line; do
    case $line in
      cert=*) [ -n "${SSL_CERT_FILE:-}" ] || export SSL_CERT_FILE=${line#cert=} ;;
      *) args+=("$line") ;;
    esac
  done < <(uv_config)
  echo "installing with uv"
  # unsafe-best-match: the best version over all indexes, as pip picks (uv's default stops at the first
  # index that has the package).
  # With extras (the tests: hundreds of processes, each importing Ray, torch, SB3, MLflow...), every
  # module's bytecode is written at install, as pip does (about 30 s); the quickstart writes only its
  # own below. Without bytecode each process compiles what it imports again (PYTHONDONTWRITEBYTECODE).
  local compile=()
  [ -z "$extras" ] || compile=(--compile-bytecode)
  "$uv" pip install --python .venv/bin/python --quiet --index-strategy unsafe-best-match \
    "${compile[@]}" "${args[@]}" "$@"
}

echo "installing esbench${extras:+ with extras $extras} into .venv${torch_pin:+ (${torch_pin[*]})}"
if [ "${ESBENCH_INSTALLER:-uv}" = pip ] || ! uv_install "${pkgs[@]}"; then
  [ "${ESBENCH_INSTALLER:-uv}" = pip ] || echo "uv unavailable or failed: installing with pip"
  [ ${#torch_pin[@]} -eq 0 ] || pip_install "${torch_pin[@]}"  # first, alone: the local wheel if any
  pip_install "${pkgs[@]:${#torch_pin[@]}}"
fi
# The check imports what esbench runs with and writes its bytecode into .venv even under
# PYTHONDONTWRITEBYTECODE (pip compiles every module at install, uv here does not: 30 s on 2 cores):
# only the modules used, once, instead of each process compiling them again on import.
PYTHONDONTWRITEBYTECODE= .venv/bin/python -c "import esbench.cli.main, esbench.report, torch, sacred, ray, \
stable_baselines3, sb3_contrib, nevergrad, gymnasium, mujoco, matplotlib.pyplot, pandas, weasyprint" \
  || { echo "esbench install failed: see the output above" >&2; exit 1; }
# esbench itself is installed editable (its modules stay in the checkout): their bytecode too.
PYTHONDONTWRITEBYTECODE= .venv/bin/python -m compileall -q esbench >/dev/null
printf '%s\n%s\n' "$want" "$extras" > "$stamp"
