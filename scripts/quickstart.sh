#!/usr/bin/env bash
# The main job: set up .venv, run the shipped quickstart suite (ES, CMA-ES, TRPO, A2C, PPO on CartPole
# and InvertedPendulum, 2 seeds) into results/quickstart, print the summary table and write its report.
# esbench alone, no extras (the tests' extras: scripts/test.sh); the trials run at once on the usable
# cores, one core each (`--jobs auto`; a later --jobs in "$@" wins).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
exec .venv/bin/esbench run quickstart --jobs auto "$@"
