"""ES rollout throughput on HalfCheetah-v5: efficiency, simulator limit and scaling (one run, ratios printed).

    .venv/bin/python benchmarks/bench_es_throughput.py [--env HalfCheetah-v5] [--workers N] [--generations 8]
        [--population P] [--schedule equal|factoring] [--after-handoff off|on] [--pairs-per-task K]
        [--simulator batched|gymnasium]

Measures, in this one run:
1. the bare env stepped with random actions (no policy), one process;
2. the same policy as the ES (2x64 tanh MLP, numpy rollout path, obs normalisation, action noise)
   stepping the same env in a bare loop, one episode at a time (the per-step computation a single
   episode uses: ``make_act`` + ``rollout``), one process;
3. the same policy in a lockstep batch of 2 x pairs-per-task episodes (``make_batch_act`` +
   ``rollout_batch``, what a worker runs for one request), one process: shows where the ES's gain
   over the per-episode loop comes from;
4. ES training env steps/s (Ray backend, update included, eval excluded) with 1, 2, 4, ... N workers,
   with two request sizings interleaved generation by generation (ABBA) on the same actors: *before*
   (the runner's default: one equal request per worker; or ``--pairs-per-task K`` fixed pairs per
   request, or ``--before-requests-per-worker R`` equal requests per worker; running episodes handed
   from a busy worker to an idle one, as the runner does) and *after* (the ``--schedule``, default
   ``equal``, with ``--after-handoff``, default ``off``: the runner's former default), with
   the mean time breakdown per generation (the runner's
   ``es.*_time_s`` metrics: put, compute, tail, gather, update, obstat, other; shares of the
   generation's wall time) and the workers' busy share of their time.
5. the raw MuJoCo ceiling: ``mj_step`` with fixed controls, a whole episode (frame skip x 1,000
   substeps) per call, so no Python runs per step, one process;
6. the batched closed loop: the same policy over ``mujoco.batch`` simulations (``make_batch_act`` +
   ``rollout_sims``, what a worker runs on the batched simulator), one process.
Prints per worker count w, for the *before* sizing: efficiency = ES / (w x per-episode policy loop)
(target >= 0.9), simulator limit = ES / (w x random loop) (target >= 0.75), scaling = ES(w) / ES(1),
the parallel efficiency ES / (w x batched loop), and after / before; and the 1-minute load average
at start and end. The last line is the ES with 2 workers (or 1 on one core) and the *before* sizing
(the runner's default unless overridden: the ES as ``esbench run`` sizes its requests) against the raw
ceiling per core measured between its generations (1 s slices before and after each, weighted by the
generations' durations) with as many processes stepping at once as the ES has workers: a core's
ceiling while the other cores step too (the ceiling of one process alone is printed beside it).
``--simulator gymnasium`` runs the ES's workers on gymnasium's envs instead of the batched simulator.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import time
from collections.abc import Callable
from typing import Any

import mujoco
import numpy as np

from esbench.backends.base import GenerationTask, WorkerSpec
from esbench.backends.interface import BackendOptions
from esbench.backends.ray_backend import RayBackend
from esbench.backends.requests import REQUEST_SCHEDULES
from esbench.backends.rollout import MAX_BATCH, MAX_SIMS, rollout, rollout_batch, rollout_sims
from esbench.core.config import PolicySpec
from esbench.core.es_names import EPISODES_HANDED_OFF, GEN_TIME, PARTS, part_metric
from esbench.envs import make_batched_env, make_env
from esbench.es.episode_cap import EpisodeCap
from esbench.es.state import ESState, UpdateConfig
from esbench.es.update import es_update
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.openai_es.generation import run_generation
from esbench.runners.openai_es.metrics import time_metrics
from esbench.runners.openai_es.params import OpenAIESParams


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


#: Seconds of the raw ceiling measured after each timed ES generation.
CEILING_SLICE_S = 1.0


def ceiling_loop(env_id: str, seconds: float) -> float:
    """Env steps/s of raw ``mj_step`` with fixed controls, one whole episode per call (no Python per step)."""
    env = make_env(env_id, simulator="gymnasium")
    model, frame_skip = env.unwrapped.model, env.unwrapped.frame_skip  # type: ignore[attr-defined]
    limit = env.spec.max_episode_steps if env.spec is not None else 1000
    data = mujoco.MjData(model)
    low, high = model.actuator_ctrlrange.T
    controls = np.random.default_rng(0).uniform(low, high)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        mujoco.mj_resetData(model, data)
        data.ctrl[:] = controls
        mujoco.mj_step(model, data, nstep=frame_skip * limit)
        steps += limit
    return steps / (time.perf_counter() - start)


def _ceiling_job(args: tuple[str, float]) -> float:
    """:func:`ceiling_loop` in a pool process."""
    return ceiling_loop(*args)


class CeilingSlices:
    """The raw ceiling measured in slices of :data:`CEILING_SLICE_S` beside the ES's generations, each
    twice: one process alone (``alone``), and ``procs`` processes at once, per process (``together``:
    the ceiling per core while ``procs`` cores step, what ``procs`` busy workers can reach)."""

    def __init__(self, env_id: str, procs: int):
        """Start ``procs - 1`` helper processes (spawned, warmed up) for the ``together`` slices."""
        self.env_id, self.procs = env_id, procs
        self.alone: list[float] = []
        self.together: list[float] = []
        self.pool = multiprocessing.get_context("spawn").Pool(procs - 1) if procs > 1 else None
        if self.pool is not None:
            self.pool.map(_ceiling_job, [(env_id, 0.1)] * (procs - 1))

    def measure(self) -> None:
        """One slice alone, then one with every process at once."""
        self.alone.append(ceiling_loop(self.env_id, CEILING_SLICE_S))
        if self.pool is None:
            self.together.append(self.alone[-1])
            return
        others = self.pool.map_async(_ceiling_job, [(self.env_id, CEILING_SLICE_S)] * (self.procs - 1))
        mine = ceiling_loop(self.env_id, CEILING_SLICE_S)
        self.together.append((mine + sum(others.get())) / self.procs)

    def close(self) -> None:
        """Stop the helper processes."""
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()


def ceiling_beside(generations: list[tuple[float, float, float]]) -> float:
    """The raw ceiling per process beside ``generations`` of (duration, slice before, slice after): each
    generation's the mean of its two neighbouring slices, weighted by its duration."""
    made = sum(d * (before + after) / 2 for d, before, after in generations)  # the ceiling's steps
    return made / sum(d for d, _, _ in generations)


def of_ceiling(rate: float, workers: int, ceiling: float) -> float:
    """The ES's steps/s (``rate``, ``workers`` workers) per core as a fraction of the raw ``ceiling`` per
    process: the README's "of the raw ceiling" (with :func:`ceiling_beside`, the ES's steps over the
    steps the ceiling made in the same time)."""
    return rate / workers / ceiling


def sims_policy_loop(env_id: str, policy_spec: PolicySpec, episodes: int, seconds: float) -> float:
    """Steps/s of lockstep batches of ``episodes`` perturbed θ on the batched simulator, one process."""
    sims = make_batched_env(env_id, nsim=episodes)
    if sims is None:
        raise SystemExit(f"{env_id} has no batched simulator")
    return lockstep_rate(sims, rollout_sims, sims, policy_spec, episodes, seconds)


def lockstep_rate(
    target: Any, play: Callable, spaces: Any, policy_spec: PolicySpec, episodes: int, seconds: float
) -> float:
    """Steps/s of ``play(target, act, seeds, ...)`` (``rollout_batch`` or ``rollout_sims``) over lockstep
    batches of ``episodes`` perturbed θ, with the ES's obs normalisation and action noise."""
    policy = MlpPolicyFactory(policy_spec)(spaces.observation_space, spaces.action_space)
    theta = policy.init_params(0)
    dim = spaces.observation_space.shape[0]
    mean, std = np.zeros(dim, np.float32), np.ones(dim, np.float32)
    rng = np.random.default_rng(0)
    steps, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        eps = rng.standard_normal((episodes, theta.size), dtype=np.float32)
        act = policy.make_batch_act(theta + np.float32(0.02) * eps, mean, std)
        rngs = [np.random.default_rng(seed + i) for i in range(episodes)]
        seeds = list(range(seed, seed + episodes))
        results = play(target, act, seeds, None, rngs, 0.01, policy.noise_dim)
        steps += sum(length for _, length, _ in results)
        seed += episodes
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
    """Steps/s of lockstep batches of ``episodes`` perturbed θ, one gymnasium env each, one process."""
    envs = [make_env(env_id, simulator="gymnasium") for _ in range(episodes)]
    return lockstep_rate(envs, rollout_batch, envs[0], policy_spec, episodes, seconds)


#: A request sizing: (fixed pairs per request or None, requests per worker, schedule, handoffs on).
Sizing = tuple[int | None, int, str, bool]


def es_rates(
    env_id: str,
    policy_spec: PolicySpec,
    workers: int,
    generations: int,
    population: int,
    sizings: dict[str, Sizing],
    slices: CeilingSlices,
) -> dict[str, tuple[float, dict[str, float], float, float]]:
    """Per request sizing: ES training steps/s (generation + update) on the same ``workers`` Ray
    actors, the mean time breakdown per generation (the runner's ``es.*_time_s`` metrics), and the
    raw ceiling while that sizing ran, alone and with every core stepping (below).

    ``sizings``: name -> (pairs per request, or None: sized from the workers; requests per worker;
    schedule, :data:`~esbench.backends.requests.REQUEST_SCHEDULES`).
    After one warm-up generation per sizing, each sizing runs ``generations`` generations,
    interleaved in ABBA order on the same actors, so load drift on a shared machine hits both alike.
    Before the first timed generation and after every one, the raw ceiling is measured (``slices``:
    one process alone, then ``workers`` at once), so the ES and its ceiling are measured at the
    same times, not minutes apart (the project's VM runs at times at half speed for a minute,
    invisibly to its load average): a generation's ceiling is the mean of the slices just before and
    after it, and a sizing's ceiling the mean of its generations' weighted by their durations (so
    its steps/s over its ceiling is its steps over the steps the ceiling made in the same time)."""
    spec = WorkerSpec(
        env_id=env_id, policy_factory=MlpPolicyFactory(policy_spec), noise_size=2**25, noise_seed=123
    )
    backend = RayBackend(spec, BackendOptions(workers=workers))
    names = list(sizings)
    order = names + [n for k in range(generations) for n in (names if k % 2 == 0 else names[::-1])]
    steps, elapsed = dict.fromkeys(names, 0), dict.fromkeys(names, 0.0)
    sums: dict[str, dict[str, float]] = {n: {} for n in names}
    # per timed generation: (duration, the ceiling's slice before, after), alone and together
    alone: dict[str, list[tuple[float, float, float]]] = {n: [] for n in names}
    together: dict[str, list[tuple[float, float, float]]] = {n: [] for n in names}
    try:
        env = make_env(env_id)
        policy = spec.policy_factory(env.observation_space, env.action_space)
        config = UpdateConfig()
        cap = EpisodeCap.create("env_default", None, 1, 0.5, 2.0)
        state = ESState.create(policy.init_params(0), env.observation_space.shape, config, cap)
        for gen, name in enumerate(order):
            if gen == len(names):  # the warm-up is over: the slice before the first timed generation
                slices.measure()
            sizing = sizings[name]
            backend.pairs_per_task, backend.requests_per_worker, backend.request_schedule = sizing[:3]
            backend.handoff = sizing[3]
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
            result = run_generation(backend, task, population)
            clock = time.perf_counter()
            es_update(state, result, backend.noise_table, config)
            update_s = time.perf_counter() - clock
            if gen >= len(names):  # the first generation of each sizing warms up the actors
                total = time.perf_counter() - start
                elapsed[name] += total
                steps[name] += int(result.lengths.sum())
                for metric, value in time_metrics(result.times, update_s, total).items():
                    sums[name][metric] = sums[name].get(metric, 0.0) + value
                slices.measure()
                alone[name].append((total, slices.alone[-2], slices.alone[-1]))
                together[name].append((total, slices.together[-2], slices.together[-1]))
        return {
            n: (
                steps[n] / elapsed[n],
                {m: v / generations for m, v in sums[n].items()},
                ceiling_beside(alone[n]),
                ceiling_beside(together[n]),
            )
            for n in names
        }
    finally:
        backend.close()


def print_breakdown(label: str, rate: float, times: dict[str, float]) -> None:
    """One line: steps/s, ms per generation and each part's share of it."""
    total = times[GEN_TIME]
    shares = "  ".join(f"{p} {times[part_metric(p)] / total:5.1%}" for p in PARTS)
    busy = times["es.worker_busy_time_s"]
    idle = times["es.worker_idle_time_s"]
    print(
        f"{label:<28s}: {rate:9.0f} steps/s  {1e3 * total:7.1f} ms/gen  {shares}  "
        f"(worker busy {busy / (busy + idle):.1%} of worker time; "
        f"{times.get(EPISODES_HANDED_OFF, 0.0):.1f} episodes handed off per generation)"
    )


def main() -> None:
    """Run the measurements and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--env", default="HalfCheetah-v5")
    parser.add_argument("--workers", type=int, default=os.cpu_count(), help="the largest worker count N")
    parser.add_argument("--generations", type=int, default=8, help="timed generations per sizing")
    parser.add_argument("--population", type=int, default=100, help="mirrored pairs per generation")
    parser.add_argument(
        "--pairs-per-task",
        type=int,
        default=None,
        help="the 'before' sizing instead: fixed pairs per request (default: the runner's default sizing)",
    )
    parser.add_argument(
        "--before-requests-per-worker",
        type=int,
        default=None,
        help="the 'before' sizing instead: requests sized from the workers, this many per worker",
    )
    parser.add_argument(
        "--schedule",
        choices=REQUEST_SCHEDULES,
        default="equal",
        help="the 'after' sizing: requests sized from the workers by this schedule",
    )
    parser.add_argument(
        "--after-handoff",
        choices=("on", "off"),
        default="off",
        help="the 'after' sizing: running episodes handed to idle workers (the runner's default: on)",
    )
    parser.add_argument(
        "--simulator", choices=("batched", "gymnasium"), default="batched", help="the ES workers' simulator"
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="duration of each single-process loop")
    args = parser.parse_args()
    import ray

    n = args.workers
    counts = sorted({1, *(w for w in (2, 4, 8, 16, 32) if w < n), n})
    population = args.population
    ray.init(
        address="local", num_cpus=n, include_dashboard=False, log_to_driver=False, configure_logging=False
    )
    load_start = os.getloadavg()[0]
    try:
        policy_spec = PolicySpec(type="mlp", hidden=(64, 64), init="normc")
        ceiling = ceiling_loop(args.env, args.seconds)
        bare = random_loop(args.env, args.seconds)
        loop = policy_loop(args.env, policy_spec, args.seconds)
        per_worker = -(-population // n)
        batched = batched_policy_loop(args.env, policy_spec, min(MAX_BATCH, 2 * per_worker), args.seconds)
        nsim = min(MAX_SIMS, 2 * per_worker)
        sims = sims_policy_loop(args.env, policy_spec, nsim, args.seconds)
        default = OpenAIESParams()
        sizings: dict[str, Sizing] = {
            "before": (
                args.pairs_per_task,
                args.before_requests_per_worker or default.requests_per_worker,
                default.request_schedule,
                True,
            ),
            "after": (None, 1, args.schedule, args.after_handoff == "on"),
        }
        es_env = args.env if args.simulator == "batched" else f'{args.env}[simulator="gymnasium"]'
        runs, ceilings = {}, {}
        for w in counts:
            ceilings[w] = CeilingSlices(args.env, w)
            try:
                runs[w] = es_rates(es_env, policy_spec, w, args.generations, population, sizings, ceilings[w])
            finally:
                ceilings[w].close()
    finally:
        ray.shutdown()
    load_end = os.getloadavg()[0]
    print(
        f"env {args.env}, population {population} pairs, {os.cpu_count()} cores, load average "
        f"(1 min) {load_start:.2f} at start, {load_end:.2f} at end"
    )
    print(f"the ES workers' simulator: {args.simulator}")
    before, after = sizings["before"], sizings["after"]
    described = (
        f"{before[0]} pairs per request (fixed)"
        if before[0]
        else f"request_schedule {before[2]}, {before[1]} request(s) per worker"
    )
    print(
        f"before: {described}, handoffs on (the runner's default); after: request_schedule {after[2]}, "
        f"handoffs {'on' if after[3] else 'off'}"
    )
    print(f"raw mj_step, fixed controls, 1 process: {ceiling:10.0f} steps/s  (the ceiling)")
    print(f"bare env, random actions, 1 process : {bare:10.0f} steps/s")
    print(
        f"same policy, bare loop, 1 process   : {loop:10.0f} steps/s  (policy cost {loop / bare:.2f} x bare)"
    )
    print(
        f"same policy, lockstep batch of {min(MAX_BATCH, 2 * per_worker):<2d}   : {batched:10.0f} steps/s  "
        f"(policy cost {batched / bare:.2f} x bare; the ES workers' path)"
    )
    print(
        f"same policy, {nsim} batched simulations: {sims:10.0f} steps/s  "
        f"({sims / ceiling:.2f} of the ceiling; the ES workers' path on the batched simulator)"
    )
    print("time breakdown per generation (share of the generation's wall time):")
    for w in counts:
        for kind in ("before", "after"):
            print_breakdown(f"ES {w} workers, {kind}", *runs[w][kind][:2])
    print("ratios (same run):")
    one = runs[1]["before"][0]
    for w in counts:  # the ratios of the 'before' sizing (the runner's default unless overridden)
        b, a = runs[w]["before"][0], runs[w]["after"][0]
        print(
            f"{w:3d} workers: efficiency ES / ({w} x policy loop) = {b / (w * loop):.3f} "
            f"(after {a / (w * loop):.3f}; target >= 0.90)   simulator ES / ({w} x random loop) = "
            f"{b / (w * bare):.3f} (target >= 0.75)   scaling ES({w}) / ES(1) = {b / one:.3f} (ideal {w})   "
            f"parallel ES / ({w} x batched loop) = {b / (w * batched):.3f}   after / before = {a / b:.3f}"
        )
    w = max(c for c in counts if c <= 2)
    # The last line: the ES as `esbench run` sizes its requests (the 'before' sizing, unless overridden)
    per_core = runs[w]["before"][0] / w
    _, _, alone_before, beside = runs[w]["before"]
    slices = ceilings[w]
    print(
        f"raw ceiling beside the {w}-worker generations, {len(slices.alone)} slices of {CEILING_SLICE_S:g}s: "
        f"1 process alone {min(slices.alone):,.0f}-{max(slices.alone):,.0f} steps/s, {w} at once "
        f"{min(slices.together):,.0f}-{max(slices.together):,.0f} per process; while the 'before' "
        f"generations ran (each the mean of its two neighbouring slices, weighted by its duration): "
        f"alone {alone_before:,.0f}, {w} at once {beside:,.0f} per process; "
        f"alone before the ES {ceiling:,.0f}"
    )
    for kind in ("before", "after"):
        rate, _, one, every = runs[w][kind]
        print(
            f"ES {w} workers, {kind}: {rate / w:,.0f} steps/s per core: {of_ceiling(rate, w, every):.2f} of "
            f"the ceiling with {w} processes at once, {of_ceiling(rate, w, one):.2f} of one process's alone"
        )
    # Both denominators, always together: the ceiling with w processes at once (what the cores give
    # each other) and one process's alone (what a core gives when nothing else runs). The ceiling uses
    # fixed controls; its slices vary on a shared machine (their range is on the line above).
    es_rate = runs[w]["before"][0]
    print(
        f"ES on {args.env}, {w} workers: {per_core:,.0f} steps/s per core, "
        f"{of_ceiling(es_rate, w, beside):.2f} of the raw MuJoCo ceiling with {w} processes "
        f"at once ({beside:,.0f} steps/s per core) and {of_ceiling(es_rate, w, alone_before):.2f} "
        f"of one process's alone ({alone_before:,.0f}), same run; scaling ES({w}) / ES(1) = "
        f"{es_rate / runs[1]['before'][0]:.2f}"
    )


if __name__ == "__main__":
    main()
