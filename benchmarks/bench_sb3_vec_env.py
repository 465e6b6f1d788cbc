"""SB3's training envs on the batched simulator against SB3's own vec envs (one run, ratios printed).

    .venv/bin/python benchmarks/bench_sb3_vec_env.py [--env HalfCheetah-v5] [--envs 2] [--seconds 6]
        [--rounds 2]

Steps, with random actions and no policy, the vec env an SB3 runner trains on at ``resources.cores =
envs``: SubprocVecEnv of ``Monitor(make_env(env))`` (one process per env, as before the batched
simulator) and :class:`~esbench.runners.sb3.batched_vec_env.BatchedVecEnv` (the ``envs`` simulations of
one ``mujoco.batch`` on ``envs`` threads); and for one env, DummyVecEnv and a 1-simulation batch.
Rounds interleave the kinds (ABAB), so load drift hits each alike. Prints env steps/s per kind and
round, the ratios, and the 1-minute load average at start and end.
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv, VecEnv

from esbench.envs import make_batched_env
from esbench.runners.sb3.batched_vec_env import BatchedVecEnv
from esbench.runners.sb3.training_envs import SUBPROC_START_METHOD, monitored_env


def rate(venv: VecEnv, seconds: float) -> float:
    """Env steps/s of ``venv`` stepped with pre-drawn random actions for ``seconds``."""
    venv.seed(0)
    venv.reset()
    shape = venv.action_space.shape or ()
    actions = np.random.default_rng(0).uniform(-1, 1, (100, venv.num_envs, *shape)).astype(np.float32)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for action in actions:
            venv.step(action)
        steps += len(actions) * venv.num_envs
    elapsed = time.perf_counter() - start
    venv.close()
    return steps / elapsed


def kinds(env: str, n: int) -> dict[str, object]:
    """name -> a factory of the vec env."""
    gymnasium = f'{env}[simulator="gymnasium"]'

    def batched(k: int, reward_dtype: type) -> BatchedVecEnv:
        sims = make_batched_env(env, nsim=k, nthread=k)
        if sims is None:
            raise SystemExit(f"{env} has no batched simulator")
        return BatchedVecEnv(sims, reward_dtype)

    return {
        f"SubprocVecEnv, {n} processes": lambda: SubprocVecEnv(
            [lambda: monitored_env(gymnasium)] * n, start_method=SUBPROC_START_METHOD
        ),
        f"BatchedVecEnv, {n} simulations on {n} threads": lambda: batched(n, np.float64),
        "DummyVecEnv, 1 env": lambda: DummyVecEnv([lambda: monitored_env(gymnasium)]),
        "BatchedVecEnv, 1 simulation": lambda: batched(1, np.float32),
    }


def main() -> None:
    """Measure the kinds in interleaved rounds and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--env", default="HalfCheetah-v5")
    parser.add_argument("--envs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    load_start = os.getloadavg()[0]
    makers = kinds(args.env, args.envs)
    rates: dict[str, list[float]] = {name: [] for name in makers}
    for _ in range(args.rounds):
        for name, make in makers.items():
            rates[name].append(rate(make(), args.seconds))  # type: ignore[operator]
    load_end = os.getloadavg()[0]
    print(
        f"env {args.env}, {os.cpu_count()} cores, load average (1 min) {load_start:.2f} at start, "
        f"{load_end:.2f} at end"
    )
    for name, values in rates.items():
        print(f"{name:<42s}: " + "  ".join(f"{v:9,.0f}" for v in values) + "  env steps/s per round")
    names = list(makers)
    for batched, own in ((names[1], names[0]), (names[3], names[2])):
        ratios = [b / o for b, o in zip(rates[batched], rates[own], strict=True)]
        print(f"{batched} / {own}: " + ", ".join(f"{r:.2f}" for r in ratios) + " (per round)")


if __name__ == "__main__":
    main()
