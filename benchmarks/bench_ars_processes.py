"""How much faster is ARS when its candidates play in several processes (``resources.cores``)?

``sb3_ars`` with rl-zoo's HalfCheetah settings (the linear policy, 32 directions: 64 candidates of
1,000 steps per generation) trains the same number of generations with ``eval_processes: 0`` (the
training process plays every candidate, one core) and ``eval_processes: P`` (sb3-contrib's
AsyncEval, P processes), interleaved (0, P, 0, P, ...). Each run's steps per second of *training*
time come from its own ``wall_clock_s`` (evaluation excluded, as in every report); the ratio P over
0 is what the extra cores buy. The ideal is P; the processes' start (about 2 s, inside training
time) and the update between generations, which only the training process does, take from it.

Run: ``.venv/bin/python benchmarks/bench_ars_processes.py [--processes P] [--generations G]
[--repeats R]``. Keep the machine quiet: the P-process runs need P free cores.
"""

from __future__ import annotations

import argparse
import os
import statistics

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter
from esbench.runners.sb3.ars import ARSRunner

ENV = "HalfCheetah-v5"


def ars_trial(processes: int, generations: int) -> Trial:
    """A HalfCheetah ARS trial of ``generations`` generations, evaluated only at the start and end."""
    params = ARSRunner.resolve_params({"hyperparams": "rl-zoo"}, ENV)
    params["eval_processes"] = processes
    budget = generations * 2 * params["n_delta"] * 1000  # HalfCheetah's episodes are 1,000 steps
    return Trial(
        suite="bench",
        label="ARS",
        algo="sb3_ars",
        env=ENV,
        seed=0,
        budget=Budget(timesteps=budget),
        eval=EvalSpec(every_timesteps=budget, episodes=1),
        policy=PolicySpec(),
        params=params,
    )


def steps_per_s(trial: Trial) -> float:
    """Training steps per second of training time (the run's last ``timesteps`` / ``wall_clock_s``)."""
    writer = MemoryWriter()
    ARSRunner().run(trial, writer)  # run() closes the runner (and its processes)
    return writer.values("timesteps")[-1] / writer.values("wall_clock_s")[-1]


def main() -> None:
    """Interleave the one-process and P-process runs; print the medians and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=2, help="candidate processes (default 2)")
    parser.add_argument("--generations", type=int, default=3, help="generations per run (default 3)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each kind (default 3)")
    args = parser.parse_args()
    rates: dict[int, list[float]] = {0: [], args.processes: []}
    for _ in range(args.repeats):
        for processes in rates:
            rate = steps_per_s(ars_trial(processes, args.generations))
            rates[processes].append(rate)
            print(f"eval_processes={processes}: {rate:,.0f} steps/s", flush=True)
    one, many = (statistics.median(rates[p]) for p in rates)
    print(f"machine: {os.cpu_count()} CPUs, 1-min load {os.getloadavg()[0]:.2f} at the end")
    print(
        f"ARS {ENV}, {args.generations} generations, medians of {args.repeats}: one process "
        f"{one:,.0f} steps/s, {args.processes} processes {many:,.0f} steps/s, "
        f"ratio {many / one:.2f} (ideal {args.processes})"
    )


if __name__ == "__main__":
    main()
