"""How much does esbench's harness slow an SB3 run down? Target: esbench >= 0.95x bare SB3 steps/s.

Compares, in one process and interleaved (esbench, bare, esbench, bare, ...):

- **esbench**: ``A2CRunner().run(trial, MemoryWriter())`` on CartPole-v1, i.e. the metrics callback
  (per-step episode accounting, ``RunLogger.step`` with ``sb3.*`` extras at every rollout end);
- **bare**: the same model, built by the same ``build_model`` (same hyperparameters, envs, Monitor,
  seeds), trained by ``model.learn(budget)`` with no callback.

Both timings are *training time only*, model construction included: esbench's is ``run()`` timed
from outside minus the time spent in evaluation (eval is set to every ``budget`` steps, i.e. only
at step 0 and at the end), so metric logging is charged to esbench; bare's is ``build_model`` +
``learn``. Each is measured in wall-clock and in this process's CPU time (torch on one thread);
on a shared machine the CPU-time ratio is the meaningful one. With SB3's A2C defaults (n_steps 5,
one env) a rollout ends every 5 steps, the worst case for per-rollout overhead.

Whole-run timings are noisy on a shared machine, so it also times the callback alone on synthetic
SB3 locals (µs per env step, against a bare step), and one ``RunLogger`` point (a ``step()`` that
logs the contract metrics and 5 extras into a ``MemoryWriter``).

Run: ``.venv/bin/python benchmarks/bench_harness_overhead.py [--timesteps N] [--repeats R]``.
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np
import torch

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import EvalResult, MemoryWriter, RunLogger
from esbench.runners.evaluation import Evaluator
from esbench.runners.sb3.base import MetricsCallback
from esbench.runners.sb3.on_policy import A2CRunner


def a2c_trial(timesteps: int, params: dict) -> Trial:
    """A CartPole A2C trial evaluated only at step 0 and at the end."""
    return Trial(
        suite="bench",
        label="sb3_a2c",
        algo="sb3_a2c",
        env="CartPole-v1",
        seed=0,
        budget=Budget(timesteps=timesteps),
        eval=EvalSpec(every_timesteps=timesteps, episodes=1),
        policy=PolicySpec(),
        params=params,
    )


class Clock:
    """Wall-clock and this process's CPU time, read together."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def since(self, start: Clock) -> np.ndarray:
        """(wall seconds, CPU seconds) elapsed since ``start``."""
        return np.array([self.wall - start.wall, self.cpu - start.cpu])


def esbench_steps_per_s(trial: Trial) -> np.ndarray:
    """(wall, CPU) training steps per second through the esbench runner, evaluation excluded.

    Timed from outside (``run()`` minus the time spent in the evaluator), so metric logging counts
    against esbench even though the RunLogger leaves it out of ``wall_clock_s``.
    """
    in_eval = np.zeros(2)
    original = Evaluator.__call__

    def timed_eval(self, actor):
        start = Clock()
        try:
            return original(self, actor)
        finally:
            in_eval[:] += Clock().since(start)

    Evaluator.__call__ = timed_eval  # benchmark-only instrumentation, restored below
    try:
        start = Clock()
        result = A2CRunner().run(trial, MemoryWriter())
        elapsed = Clock().since(start) - in_eval
    finally:
        Evaluator.__call__ = original
    return result.timesteps / elapsed


def bare_steps_per_s(trial: Trial) -> np.ndarray:
    """(wall, CPU) training steps per second of the same model trained by a plain ``learn()``."""
    runner = A2CRunner()
    start = Clock()
    model = runner.build_model(trial, A2CRunner.params_of(trial))
    model.learn(total_timesteps=trial.budget.timesteps)
    elapsed = Clock().since(start)
    model.env.close()
    return model.num_timesteps / elapsed


def unbounded_logger() -> RunLogger:
    """A RunLogger into memory that logs a point at every ``step()`` and never evaluates or stops."""
    budget = Budget(timesteps=10**12)
    return RunLogger(
        MemoryWriter(),
        budget,
        EvalSpec(every_timesteps=10**12, episodes=1),
        evaluate=lambda: EvalResult([0.0], [1]),
        max_points=budget.timesteps,  # a point at every step() call
    )


def callback_us_per_step(trial: Trial, rollouts: int = 20000) -> tuple[float, float]:
    """The metrics callback's own cost, isolated: (µs per env step, µs per rollout end).

    Drives ``MetricsCallback`` with synthetic SB3 locals (one env, an episode ending every 20
    steps, SB3's real logger values) and a RunLogger that logs a point at every rollout end (the
    worst case), without envs or torch, so other load on the machine barely affects it.
    """
    params = A2CRunner.params_of(trial)
    runner = A2CRunner()
    model = runner.build_model(trial, params)
    model.learn(total_timesteps=params.n_steps * params.n_envs)  # fills SB3's logger with train/* values
    run_logger = unbounded_logger()
    run_logger.step()
    callback = MetricsCallback(run_logger)
    callback.init_callback(model)
    running = {"dones": np.zeros(1, dtype=bool), "infos": [{}]}
    ending = {"dones": np.ones(1, dtype=bool), "infos": [{"episode": {"r": 20.0, "l": 20, "t": 0.1}}]}
    n_steps, step_s, rollout_s = params.n_steps, 0.0, 0.0
    for k in range(rollouts):
        start = time.perf_counter()
        for i in range(n_steps):
            model.num_timesteps += 1
            callback.update_locals(ending if (k * n_steps + i) % 20 == 0 else running)
            callback.on_step()
        middle = time.perf_counter()
        callback.on_rollout_end()
        rollout_s += time.perf_counter() - middle
        step_s += middle - start
    model.env.close()
    return step_s / (rollouts * n_steps) * 1e6, rollout_s / rollouts * 1e6


def logger_point_us(points: int = 20000) -> float:
    """Microseconds per logged ``RunLogger`` point (contract metrics + 5 extras, no eval)."""
    logger = unbounded_logger()
    logger.step()  # the step-0 eval, out of the timed loop
    extras = {f"sb3.x{i}": float(i) for i in range(5)}
    start = time.perf_counter()
    for _ in range(points):
        logger.add_steps(logger.point_interval)
        logger.add_episodes([1.0])
        logger.step(extras)
    assert len(logger.writer.metrics["timesteps"]) == points + 1, "every call must log a point"
    return (time.perf_counter() - start) / points * 1e6


def main() -> None:
    """Run the comparison and print steps/s per repeat, medians and the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timesteps", type=int, default=5000, help="training steps per run")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each variant (interleaved)")
    args = parser.parse_args()
    torch.set_num_threads(1)  # one thread, so CPU time is the work done (as in the tests)
    trial = a2c_trial(args.timesteps, {})
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")

    esbench_steps_per_s(a2c_trial(500, {}))  # warm-up (torch and SB3 first-call costs), not timed
    bare_steps_per_s(a2c_trial(500, {}))
    esbench_runs, bare_runs = [], []
    for repeat in range(args.repeats):
        esbench_runs.append(esbench_steps_per_s(trial))
        bare_runs.append(bare_steps_per_s(trial))
        (ew, ec), (bw, bc) = esbench_runs[-1], bare_runs[-1]
        print(f"repeat {repeat}: steps/s wall  esbench {ew:6.0f}  bare {bw:6.0f}   "
              f"steps/CPU-s  esbench {ec:6.0f}  bare {bc:6.0f}")  # fmt: skip
    esbench_median, bare_median = np.median(esbench_runs, axis=0), np.median(bare_runs, axis=0)
    wall_ratio, cpu_ratio = esbench_median / bare_median
    print(f"A2C CartPole-v1 (SB3 defaults), {args.timesteps} steps, median of {args.repeats}:")
    (ew, ec), (bw, bc) = esbench_median, bare_median
    print(f"  wall: esbench {ew:.0f} steps/s, bare learn() {bw:.0f}: ratio {wall_ratio:.3f}")
    print(f"  CPU:  esbench {ec:.0f} steps/CPU-s, bare {bc:.0f}: ratio {cpu_ratio:.3f}")
    step_us, rollout_us = callback_us_per_step(trial)
    per_step_us = step_us + rollout_us / A2CRunner.params_of(trial).n_steps
    bare_us = 1e6 / bare_median[1]
    overhead = per_step_us / bare_us
    print(f"MetricsCallback alone: {step_us:.1f} us per env step + {rollout_us:.1f} us per rollout end")
    print(
        f"  = {per_step_us:.1f} us per env step vs {bare_us:.0f} CPU-us per bare step: {overhead:.1%} extra"
    )
    print(
        f"target esbench/bare >= 0.95: CPU ratio {'OK' if cpu_ratio >= 0.95 else 'BELOW'}, "
        f"isolated callback {'OK' if overhead <= 0.05 else 'BELOW'} (wall ratios depend on other load)"
    )
    point_us = logger_point_us()
    print(f"RunLogger: {point_us:.1f} us per logged point into a MemoryWriter (target well under 1000 us)")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
