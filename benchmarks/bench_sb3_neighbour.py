"""SB3's baselines alone and beside a CPU-bound neighbour, with OpenMP's threads spinning or sleeping
(one run, ratios printed).

    .venv/bin/python benchmarks/bench_sb3_neighbour.py [--env HalfCheetah-v5] [--cores 2]
        [--steps 8192] [--rounds 2] [--algos sb3_trpo sb3_a2c sb3_ppo]

Each measurement trains one algorithm with rl-zoo's settings at ``resources.cores`` (its n_envs,
torch threads and the batch rule exactly as a race trial gets them) for ``--steps`` env steps, in a
fresh process, so that the OpenMP wait policy is the one set before torch loads: the runtime's
default (unset: idle threads spin a while, the state before esbench set a policy) or ``PASSIVE``
(esbench's, :func:`esbench.core.cpus.passive_wait`). "Beside" runs a busy loop on every core for the
whole measurement, as another trial or a test run would. Rounds interleave the four conditions, so
load drift hits each alike. Prints env steps/s of training per condition and round, and the ratios:
beside / alone under each policy (what a neighbour costs), PASSIVE / default alone (what the policy
costs on a quiet machine) and PASSIVE / default beside (what it saves on a busy one); with the
1-minute load average at the start and the end. Run it on an otherwise quiet machine.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import subprocess
import sys
import time

POLICIES = {"default": None, "PASSIVE": "PASSIVE"}


def child(algo: str, env: str, cores: int, steps: int) -> None:
    """Train ``algo`` for ``steps`` env steps and print its env steps/s (this process's policy is the
    one its parent set)."""
    from esbench.core.config import Budget, EvalSpec, PolicySpec, Resources, Trial
    from esbench.execution.local.process import limit_threads
    from esbench.runners.registry import get_runner
    from esbench.suite.resolve import resolve_trial

    limit_threads(cores)  # as a --jobs trial's process
    config = {"algo": algo, "env": env, "seed": 0, "budget": {"timesteps": steps},
              "params": {"hyperparams": "rl-zoo"}, "resources": {"cores": cores}}  # fmt: skip
    resolved = resolve_trial(config)
    trial = Trial(suite="bench", label=algo, algo=algo, env=env, seed=0, budget=Budget(timesteps=steps),
                  eval=EvalSpec(every_timesteps=steps, episodes=1), policy=PolicySpec(type="mlp"),
                  params=resolved.params, resources=Resources(cores=cores))  # fmt: skip
    runner = get_runner(algo)()
    import torch

    torch.set_num_threads(cores)
    model = runner.build_model(trial, runner.params_of(trial))
    start = time.perf_counter()
    model.learn(steps)
    elapsed = time.perf_counter() - start
    model.env.close()
    print(f"{model.num_timesteps / elapsed:.1f}")


def busy(stop: multiprocessing.synchronize.Event) -> None:
    """A CPU-bound neighbour: a pure-Python loop until told to stop."""
    x = 0
    while not stop.is_set():
        for _ in range(100_000):
            x += 1


def measure(algo: str, env: str, cores: int, steps: int, policy: str | None, beside: bool) -> float:
    """Env steps/s of one measurement (a fresh process, the policy set before torch loads)."""
    environ = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    if policy:
        environ["OMP_WAIT_POLICY"] = policy
    stop = multiprocessing.Event()
    neighbours = [multiprocessing.Process(target=busy, args=(stop,)) for _ in range(cores if beside else 0)]
    for n in neighbours:
        n.start()
    try:
        cmd = [
            sys.executable,
            __file__,
            "--child",
            algo,
            "--env",
            env,
            "--cores",
            str(cores),
            "--steps",
            str(steps),
        ]
        out = subprocess.run(cmd, env=environ, capture_output=True, text=True, check=True, timeout=3600)
    finally:
        stop.set()
        for n in neighbours:
            n.join()
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    """Parse the options; run the child, or every round of every condition and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--env", default="HalfCheetah-v5")
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--steps", type=int, default=8192)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--algos", nargs="+", default=["sb3_trpo", "sb3_a2c", "sb3_ppo"])
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.env, args.cores, args.steps)
        return
    print(f"1-minute load at the start: {os.getloadavg()[0]:.2f}; {args.env}, {args.cores} cores, "
          f"{args.steps:,} steps a measurement, rl-zoo settings")  # fmt: skip
    for algo in args.algos:
        rates: dict[tuple[str, bool], list[float]] = {(p, b): [] for p in POLICIES for b in (False, True)}
        for r in range(args.rounds):
            for (policy, beside), got in rates.items():
                got.append(measure(algo, args.env, args.cores, args.steps, POLICIES[policy], beside))
                where = "beside a neighbour" if beside else "alone"
                print(f"{algo} round {r + 1} {policy:>7} {where:>18}: {got[-1]:,.0f} env steps/s", flush=True)
        m = {k: statistics.median(v) for k, v in rates.items()}
        d0, d1, p0, p1 = m["default", False], m["default", True], m["PASSIVE", False], m["PASSIVE", True]
        print(f"{algo}: beside / alone, default policy {d1 / d0:.2f}, PASSIVE {p1 / p0:.2f}; "
              f"PASSIVE / default alone {p0 / d0:.2f}, beside {p1 / d1:.2f} "
              f"(medians of {args.rounds} rounds)")  # fmt: skip
    print(f"1-minute load at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
