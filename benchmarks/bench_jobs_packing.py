"""``esbench run --jobs N`` against one trial after the other: N one-core SB3 trials, packed.

Target (issue 12, on a 16-core machine): a suite of 16 one-core SB3 trials with ``--jobs 16`` in at
most 1/12 of its sequential time. The same holds per core anywhere: the ideal ratio is 1/N, and the
target allows a third more (``4 / (3 N)``, i.e. 1/12 at N = 16).

The suite: N seeds of PPO on CartPole-v1 (one in-process env, torch on one thread: one core each),
a fixed budget and a single evaluation at the end, so each trial is mostly training. Both ways run
as ``python -m esbench run`` processes on the same suite, in fresh stores, interleaved
(sequential, packed, sequential, packed, ...) so a change in the machine's load hits both; the
ratio of the medians is printed, with the machine (CPU model, usable cores, load average).
Whole command wall-clock is timed: start-up, the summary and the packed driver's process starts
are charged to both ways.

Run: ``.venv/bin/python benchmarks/bench_jobs_packing.py [--trials N] [--timesteps T] [--repeats R]``
(default N: the usable cores).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SUITE = """\
name: bench-jobs
seeds: [{seeds}]
budget: {{timesteps: {timesteps}}}
eval: {{every_timesteps: {timesteps}, episodes: 1}}
envs: [CartPole-v1]
algorithms:
  - {{label: PPO, algo: sb3_ppo, params: {{n_steps: 256, batch_size: 64, n_epochs: 4}}}}
"""


def cpu_model() -> str:
    """The CPU's model name (from /proc/cpuinfo where there is one)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def timed_run(suite: Path, store: Path, jobs: int) -> float:
    """Seconds of one ``esbench run`` of ``suite`` into ``store`` with ``--jobs jobs``."""
    cmd = [sys.executable, "-m", "esbench", "run", str(suite), "--results", str(store), "--no-report"]
    start = time.perf_counter()
    done = subprocess.run([*cmd, "--jobs", str(jobs)], capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"esbench run --jobs {jobs} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return seconds


def main() -> None:
    """Measure and print the packed / sequential ratio (see the module docstring)."""
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=usable, help="one-core trials (default: usable cores)")
    parser.add_argument("--timesteps", type=int, default=20_000, help="budget of each trial")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each way, interleaved")
    args = parser.parse_args()
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    os.environ.update(env)
    load_start = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="bench-jobs-") as tmp:
        suite = Path(tmp) / "suite.yaml"
        seeds = ", ".join(str(s) for s in range(1, args.trials + 1))
        suite.write_text(SUITE.format(seeds=seeds, timesteps=args.timesteps))
        times: dict[int, list[float]] = {1: [], args.trials: []}
        for repeat in range(args.repeats):
            for jobs in (1, args.trials):
                seconds = timed_run(suite, Path(tmp) / f"store-{jobs}-{repeat}", jobs)
                times[jobs].append(seconds)
                print(f"repeat {repeat + 1}: --jobs {jobs}: {seconds:.1f} s", flush=True)
    sequential, packed = statistics.median(times[1]), statistics.median(times[args.trials])
    ratio, target = packed / sequential, 4 / (3 * args.trials)
    print(
        f"\nmachine: {cpu_model()}, {usable} usable cores, load average {load_start:.2f} at the start "
        f"and {os.getloadavg()[0]:.2f} at the end"
    )
    print(f"{args.trials} one-core PPO trials of {args.timesteps:,} steps (medians of {args.repeats})")
    print(f"sequential (--jobs 1): {sequential:.1f} s; packed (--jobs {args.trials}): {packed:.1f} s")
    ideal = f"ideal 1/{args.trials} = {1 / args.trials:.3f}"
    print(f"packed / sequential: {ratio:.3f} ({ideal}; target <= {target:.3f})")


if __name__ == "__main__":
    main()
