#!/usr/bin/env bash
# The main job: set up .venv, run the shipped quickstart suite (ES, CMA-ES, TRPO, A2C, PPO on CartPole
# and InvertedPendulum, 2 seeds) into results/quickstart, print the summary table and write its report.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
exec .venv/bin/esbench run quickstart "$@"
