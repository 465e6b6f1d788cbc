"""ES rollout throughput on HalfCheetah-v5: efficiency, simulator limit and scaling (one run, ratios printed).

    .venv/bin/python benchmarks/bench_es_throughput.py [--env HalfCheetah-v5] [--workers N] [--generations 4]
        [--population P] [--pairs-per-task 4]

Measures, in this one run:
1. the bare env stepped with random actions (no policy), one process;
2. the same policy as the ES (2x64 tanh MLP, numpy rollout path, obs normalisation, action noise)
   stepping the same env in a bare loop, one episode at a time (the per-step computation a single
   episode uses: ``make_act`` + ``rollout``), one process;
3. the same policy in a lockstep batch of 2 x pairs-per-task episodes (``make_batch_act`` +
   ``rollout_batch``, what a worker runs for one request), one process: shows where the ES's gain
   over the per-episode loop comes from;
4. ES training env steps/s (Ray backend, update included, eval excluded) with 1 and N workers.
Prints efficiency = ES / (N x per-episode policy loop) (target >= 0.9), simulator limit =
ES / (N x random loop) (target >= 0.75), scaling = ES(N) / ES(1), and the parallel efficiency
ES / (N x batched loop). The ES uses ``pairs_per_task`` pairs per request (default 4: the runner's
default chunk for its default population of 100 pairs).
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

from esbench.backends.base import GenerationTask, WorkerSpec
from esbench.backends.ray_backend import RayBackend
from esbench.backends.rollout import rollout, rollout_batch
from esbench.config import PolicySpec
from esbench.envs import make_env
from esbench.es.episode_cap import EpisodeCap
from esbench.es.state import ESState, UpdateConfig
from esbench.es.update import es_update
from esbench.policies.mlp_rollout import MlpPolicyFactory


def random_loop(env_id: str, seconds: float) -> float:
    """Steps/s of the env with pre-sampled random actions."""
    env = make_env(env_id)
    env.action_space.seed(0)
    actions = [env.action_space.sample() for _ in range(1000)]
    env.reset(seed=0)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for a in actions:
            _, _, terminated, truncated, _ = env.step(a)
            steps += 1
            if terminated or truncated:
                env.reset()
    return steps / (time.perf_counter() - start)


def policy_loop(env_id: str, policy_spec: PolicySpec, seconds: float) -> float:
    """Steps/s of the ES rollout path (same policy, normalisation and action noise), one process."""
    env = make_env(env_id)
    policy = MlpPolicyFactory(policy_spec)(env.observation_space, env.action_space)
    theta = policy.init_params(0)
    dim = env.observation_space.shape[0]
    act = policy.make_act(theta, np.zeros(dim, np.float32), np.ones(dim, np.float32))
    rng = np.random.default_rng(0)
    steps, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        steps += rollout(env, act, seed, None, rng, 0.01, policy.noise_dim)[1]
        seed += 1
    return steps / (time.perf_counter() - start)


def batched_policy_loop(env_id: str, policy_spec: PolicySpec, episodes: int, seconds: float) -> float:
    """Steps/s of lockstep batches of ``episodes`` perturbed θ (the worker's fast path), one process."""
    envs = [make_env(env_id) for _ in range(episodes)]
    policy = MlpPolicyFactory(policy_spec)(envs[0].observation_space, envs[0].action_space)
    theta = policy.init_params(0)
    dim = envs[0].observation_space.shape[0]
    mean, std = np.zeros(dim, np.float32), np.ones(dim, np.float32)
    rng = np.random.default_rng(0)
    steps, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        eps = rng.standard_normal((episodes, theta.size), dtype=np.float32)
        act = policy.make_batch_act(theta + np.float32(0.02) * eps, mean, std)
        rngs = [np.random.default_rng(seed + i) for i in range(episodes)]
        seeds = list(range(seed, seed + episodes))
        results = rollout_batch(envs, act, seeds, None, rngs, 0.01, policy.noise_dim)
        steps += sum(length for _, length, _ in results)
        seed += episodes
    return steps / (time.perf_counter() - start)


def es_rate(
    env_id: str, policy_spec: PolicySpec, workers: int, generations: int, population: int, pairs_per_task: int
) -> float:
    """ES training steps/s (generation + update) on ``workers`` Ray actors, after one warm-up generation."""
    spec = WorkerSpec(
        env_id=env_id, policy_factory=MlpPolicyFactory(policy_spec), noise_size=2**25, noise_seed=123
    )
    backend = RayBackend(spec, workers=workers, pairs_per_task=pairs_per_task)
    try:
        env = make_env(env_id)
        policy = spec.policy_factory(env.observation_space, env.action_space)
        config = UpdateConfig()
        cap = EpisodeCap.create("env_default", None, 1, 0.5, 2.0)
        state = ESState.create(policy.init_params(0), env.observation_space.shape, config, cap)
        steps, elapsed = 0, 0.0
        for gen in range(generations + 1):
            start = time.perf_counter()
            task = GenerationTask(
                generation=gen,
                run_seed=0,
                theta=state.theta,
                obs_mean=state.obstat.mean,
                obs_std=state.obstat.std,
                sigma=0.02,
                episode_cap=None,
                action_noise_std=0.01,
                calc_obstat_prob=0.01,
            )
            result = backend.run_generation(task, population)
            es_update(state, result, backend.noise_table, config)
            if gen > 0:  # the first generation warms up the actors
                elapsed += time.perf_counter() - start
                steps += int(result.lengths.sum())
        return steps / elapsed
    finally:
        backend.close()


def main() -> None:
    """Run the measurements and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--env", default="HalfCheetah-v5")
    parser.add_argument("--workers", type=int, default=os.cpu_count())
    parser.add_argument("--generations", type=int, default=4)
    parser.add_argument("--population", type=int, default=None, help="pairs (default 8 x workers)")
    parser.add_argument("--pairs-per-task", type=int, default=4, help="pairs per request to a worker")
    parser.add_argument("--seconds", type=float, default=5.0, help="duration of each single-process loop")
    args = parser.parse_args()
    import ray

    ray.init(num_cpus=args.workers, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        policy_spec = PolicySpec(type="mlp", hidden=(64, 64), init="normc")
        population = args.population or 8 * args.workers
        per_task = args.pairs_per_task
        bare = random_loop(args.env, args.seconds)
        loop = policy_loop(args.env, policy_spec, args.seconds)
        batched = batched_policy_loop(args.env, policy_spec, 2 * per_task, args.seconds)
        one = es_rate(args.env, policy_spec, 1, args.generations, population, per_task)
        many = es_rate(args.env, policy_spec, args.workers, args.generations, population, per_task)
    finally:
        ray.shutdown()
    n = args.workers
    print(f"env {args.env}, cores/workers {n}, population {population} pairs, {per_task} pairs per request")
    print(f"bare env, random actions, 1 process : {bare:10.0f} steps/s")
    print(
        f"same policy, bare loop, 1 process   : {loop:10.0f} steps/s  (policy cost {loop / bare:.2f} x bare)"
    )
    print(
        f"same policy, lockstep batch of {2 * per_task:<2d}   : {batched:10.0f} steps/s  "
        f"(policy cost {batched / bare:.2f} x bare; the ES workers' path)"
    )
    print(f"ES training, 1 worker               : {one:10.0f} steps/s")
    print(f"ES training, {n} workers              : {many:10.0f} steps/s")
    print(f"efficiency  ES / ({n} x policy loop)  = {many / (n * loop):.3f}   (target >= 0.90)")
    print(f"simulator   ES / ({n} x random loop)  = {many / (n * bare):.3f}   (target >= 0.75)")
    print(f"scaling     ES({n}) / ES(1)           = {many / one:.3f}   (ideal {n})")
    print(f"parallel    ES / ({n} x batched loop) = {many / (n * batched):.3f}   (ideal 1)")


if __name__ == "__main__":
    main()
