#!/usr/bin/env bash
# The main job: set up .venv, run the shipped quickstart suite (ES, CMA-ES, TRPO, A2C, PPO on CartPole
# and InvertedPendulum, 2 seeds) into results/quickstart, print the summary table and write its report.
# esbench alone, no extras (the tests' extras: scripts/test.sh); the trials run at once on the usable
# cores, one core each (`--jobs auto`; a later --jobs in "$@" wins).
# Run again, it resumes: trials completed in the store are skipped (all of them: the summary is the
# stored result, and the last line says so), interrupted ones continue. `--fresh` runs the suite again
# as a new run set instead.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
again=(--resume)
for arg in "$@"; do
  if [[ "$arg" == "--fresh" || "$arg" == "--resume" ]]; then again=(); fi
done
exec .venv/bin/esbench run quickstart --jobs auto "${again[@]}" "$@"
