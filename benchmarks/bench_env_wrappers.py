"""Env steps/s per family: the bare env vs the same env from esbench's ``make_env``, same run.

Target: esbench's wrappers cost at most 5% (``esbench / bare >= 0.95``).

For each family one representative id is stepped with a fixed, pre-sampled sequence of random
actions (resets included), interleaved (bare, esbench, bare, esbench, ...), and the best of
``--repeats`` is kept, in this process's CPU time (the meaningful clock on a shared machine):

- **bare**: what a user would build without esbench: ``gym.make(id)``; for Atari the same
  gymnasium wrapper chain built by hand (``AtariPreprocessing`` + 4-frame stack: the preprocessing
  is part of the env definition, not overhead), and for esbench's ``PendulumNoVel-v1`` plain
  ``Pendulum-v1``;
- **esbench**: ``make_env(id)`` (env ref parsing, option validation, the family's wrappers);
- **esbench+policy**: the same env with the ES's rollout policy for that env (2x64 tanh MLP; the A3C
  CNN with virtual batch norm on Atari) choosing the actions: the cost of a training step, reported
  for information (not part of the 5% bar). Atari also reports raw ALE (``gym.make(id, frameskip=4)``,
  no preprocessing) for reference.

Run: ``.venv/bin/python benchmarks/bench_env_wrappers.py [--steps-scale 1.0] [--repeats 3] [--family F]``.
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")

import gymnasium as gym
import torch

from esbench.core.config import PolicySpec
from esbench.envs import make_env
from esbench.envs.families import ensure_registered, family_of
from esbench.policies.factories import make_policy_factory
from esbench.policies.ref_batch import collect_ref_batch

#: family -> (env id, steps per measurement)
CASES = {
    "classic": ("CartPole-v1", 40000),
    "box2d": ("LunarLander-v3", 10000),
    "mujoco": ("HalfCheetah-v5", 20000),
    "pybullet": ("HalfCheetahBulletEnv-v0", 4000),
    "atari": ("ALE/Pong-v5", 2000),
    "esbench": ("esbench/PendulumNoVel-v1", 40000),
}


def bare_env(env_id: str) -> gym.Env:
    """The env without esbench (see the module docstring)."""
    ensure_registered(family_of(env_id).name)
    if env_id.startswith("ALE/"):
        from gymnasium.wrappers import AtariPreprocessing, FrameStackObservation

        env = gym.make(env_id, frameskip=1, repeat_action_probability=0.0)
        env = AtariPreprocessing(env, noop_max=30, frame_skip=4, screen_size=84, grayscale_obs=True)
        return FrameStackObservation(env, 4)
    if env_id == "esbench/PendulumNoVel-v1":
        return gym.make("Pendulum-v1")
    return gym.make(env_id)


def steps_per_cpu_s(env: gym.Env, actions, act=None) -> float:
    """Step ``env`` through ``actions`` (or ``act(obs)``), resetting at episode ends; steps per CPU second."""
    obs, _ = env.reset(seed=0)
    start = time.process_time()
    for a in actions:
        if act is not None:
            a = act(obs, None)
        obs, _, terminated, truncated, _ = env.step(a)
        if terminated or truncated:
            obs, _ = env.reset()
    return len(actions) / max(time.process_time() - start, 1e-9)


def bench_family(family: str, scale: float, repeats: int) -> dict[str, float]:
    """Best-of-``repeats`` steps/s of each variant for one family."""
    env_id, n = CASES[family]
    n = max(100, int(n * scale))
    esb = make_env(env_id)
    space = esb.action_space
    space.seed(0)
    actions = [space.sample() for _ in range(n)]
    bare = bare_env(env_id)
    factory = make_policy_factory(PolicySpec(), esb.observation_space)
    ref = collect_ref_batch(env_id, factory.ref_batch_size, 0) if factory.ref_batch_size else None
    policy = factory(esb.observation_space, space, ref)
    act = policy.make_act(policy.init_params(0), None, None)
    results: dict[str, list[float]] = {"bare": [], "esbench": [], "esbench+policy": []}
    if family == "atari":
        results["raw ALE (no preprocessing)"] = []
        raw = gym.make(env_id, frameskip=4, repeat_action_probability=0.0)
    for _ in range(repeats):
        results["bare"].append(steps_per_cpu_s(bare, actions))
        results["esbench"].append(steps_per_cpu_s(esb, actions))
        results["esbench+policy"].append(steps_per_cpu_s(esb, actions[: max(100, n // 4)], act))
        if family == "atari":
            results["raw ALE (no preprocessing)"].append(steps_per_cpu_s(raw, actions))
    for env in (esb, bare):
        env.close()
    return {key: max(values) for key, values in results.items()}


def main() -> None:
    """Print one table row per family."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps-scale", type=float, default=1.0, help="multiply every step count")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--family", nargs="*", default=list(CASES), choices=list(CASES))
    args = parser.parse_args()
    torch.set_num_threads(1)
    print(f"{'family':<10} {'env':<26} {'bare/s':>9} {'esbench/s':>10} {'ratio':>6} {'+policy/s':>10}  note")
    worst = 1.0
    for family in args.family:
        r = bench_family(family, args.steps_scale, args.repeats)
        ratio = r["esbench"] / r["bare"]
        worst = min(worst, ratio)
        note = f"raw ALE {r['raw ALE (no preprocessing)']:.0f}/s" if family == "atari" else ""
        print(
            f"{family:<10} {CASES[family][0]:<26} {r['bare']:>9.0f} {r['esbench']:>10.0f} {ratio:>6.3f} "
            f"{r['esbench+policy']:>10.0f}  {note}"
        )
    verdict = "PASS" if worst >= 0.95 else "FAIL"
    print(f"worst esbench/bare ratio {worst:.3f} (target >= 0.95): {verdict}")


if __name__ == "__main__":
    main()
