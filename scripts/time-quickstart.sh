#!/usr/bin/env bash
# How long the README's first command takes from a fresh clone: clones this checkout's HEAD into a
# temporary directory (no .venv, no results), runs `bash scripts/quickstart.sh` there twice (the second
# shows the stored result) and prints the machine, the commit, the 1-minute load before and after each,
# each run's exit code, summary line and wall clock. Its output, run for the project, is committed under
# results/benchmarks/ and named by results/manifest.yaml's `quickstart:`, from which scripts/results.sh
# writes the README's line on it. Usage: bash scripts/time-quickstart.sh > results/benchmarks/FILE.txt
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')
clone=$(mktemp -d)
trap 'rm -rf "$clone"' EXIT
git clone -q . "$clone/esbench"
echo "# started $(date -u +%FT%TZ)"
echo "# command: bash scripts/quickstart.sh, twice, in a fresh clone (no .venv, no results)"
echo "# commit: $(git -C "$clone/esbench" rev-parse --short HEAD)"
echo "# machine: $cpu, $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2 / 1048576}' /proc/meminfo)"
status=0
for which in first second; do
  log=$(mktemp)
  echo "# load average (1 min) before the $which run: $(cut -d' ' -f1 /proc/loadavg)"
  start=$(date +%s)
  (cd "$clone/esbench" && bash scripts/quickstart.sh > "$log" 2>&1)
  rc=$?
  end=$(date +%s)
  echo "# load average (1 min) after the $which run: $(cut -d' ' -f1 /proc/loadavg)"
  grep -E '^[0-9]+ (completed|skipped)|^nothing ran' "$log" | cut -c1-200
  echo "exit code of the $which run: $rc"
  echo "wall clock of the $which run: $((end - start)) s"
  [[ $rc -eq 0 ]] || status=$rc
  rm -f "$log"
done
exit $status
