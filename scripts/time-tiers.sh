#!/usr/bin/env bash
# How long a test tier takes on this machine: prints the machine, the commit, the 1-minute load before
# and after, pytest's own summary and the wall clock of `bash scripts/test.sh ARGS`. Its output, run
# for the project, is committed under results/benchmarks/ (docs/results.md shows it; docs/development.md
# reads it from there). Usage: bash scripts/time-tiers.sh [--fast] > results/benchmarks/FILE.txt
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')
echo "# started $(date -u +%FT%TZ)"
echo "# command: bash scripts/test.sh${*:+ $*} (CI=${CI:-unset})"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- esbench tests scripts pyproject.toml || echo ' with local changes')"
echo "# machine: $cpu, $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2 / 1048576}' /proc/meminfo)"
echo "# load average (1 min) before: $(cut -d' ' -f1 /proc/loadavg)"
log=$(mktemp)
start=$(date +%s)
bash scripts/test.sh "$@" -q -p no:cacheprovider > "$log" 2>&1
rc=$?
end=$(date +%s)
echo "# load average (1 min) after: $(cut -d' ' -f1 /proc/loadavg)"
grep -E '^(esbench: [0-9]+ skipped|[0-9]+ (passed|failed)|=+ .*(passed|failed).* in )' "$log" | sed 's/=//g; s/^ *//; s/ *$//'
echo "exit code: $rc"
echo "wall clock of bash scripts/test.sh${*:+ $*}: $((end - start)) s"
rm -f "$log"
exit $rc
