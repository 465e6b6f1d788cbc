"""The contract kit: :func:`check_runner` runs the checks every built-in runner passes.

``esbench.testing.check_runner(MyRunner)`` trains ``MyRunner`` twice on a tiny budget
(CartPole-v1 by default) and raises :class:`AssertionError` with a message naming what is wrong:

* **params**: ``MyRunner`` is a :class:`~esbench.runners.base.Runner` with a ``Params`` dataclass,
  a default and a doc for every field (as ``esbench algos`` shows them);
* **metric contract**: every :data:`~esbench.core.metrics.CONTRACT_METRICS` name is logged, every
  value is finite, other metrics carry a prefix of :data:`~esbench.core.metrics.EXTRA_PREFIXES`,
  ``timesteps`` equals each point's step and strictly increases from 0, ``episodes`` never
  decreases, ``info`` has ``num_params`` and ``cores``;
* **budget stop**: the run stops at the first point at or past the budget (the point before it is
  below), and at most ``max_overshoot`` steps past it when given;
* **eval protocol**: the initial policy is evaluated at step 0, then at every due multiple of
  ``eval.every_timesteps`` by the next point, and at the last step;
* **determinism**: the same trial run twice logs the same values (timing metrics excepted).

It needs no Sacred, store or Ray (unless the runner itself starts Ray): the runner writes into a
:class:`~esbench.core.metrics.MemoryWriter`. The built-in runners' tests call it
(``tests/runners/test_contract.py``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from typing import Any

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigError
from esbench.core.metrics import CONTRACT_METRICS, EVAL_LENGTH_MEAN, EXTRA_PREFIXES, MemoryWriter
from esbench.runners.base import Runner

__all__ = [
    "check_contract",
    "check_deterministic",
    "check_params",
    "check_runner",
    "is_timing",
    "make_trial",
    "run_trial",
]

#: A small network keeps every check cheap; the contract does not depend on it.
SMALL_POLICY = PolicySpec(hidden=(16,))


def is_timing(name: str) -> bool:
    """Metrics that measure time (``wall_clock_s``, ``*_s``, ``*fps``), so differ between identical runs."""
    return name.endswith(("_s", "fps"))


def _algo_name(runner_class: type) -> str:
    return getattr(runner_class, "algo", None) or f"{runner_class.__module__}:{runner_class.__qualname__}"


def make_trial(
    runner_class: type[Runner],
    env: str = "CartPole-v1",
    budget: int = 600,
    seed: int = 0,
    params: Mapping[str, Any] | None = None,
    policy: PolicySpec = SMALL_POLICY,
) -> Trial:
    """A tiny trial of ``runner_class``: eval of 2 episodes every half budget."""
    algo = _algo_name(runner_class)
    return Trial(
        suite="check", label=algo, algo=algo, env=env, seed=seed, budget=Budget(timesteps=budget),
        eval=EvalSpec(every_timesteps=budget // 2, episodes=2), policy=policy, params=dict(params or {}),
    )  # fmt: skip


def run_trial(runner_class: type[Runner], trial: Trial) -> tuple[MemoryWriter, Runner]:
    """Run ``trial`` with a new ``runner_class`` into a fresh memory writer; return (writer, runner)."""
    writer = MemoryWriter()
    runner = runner_class()
    runner.run(trial, writer)
    return writer, runner


def check_params(runner_class: type) -> None:
    """A ``Runner`` subclass whose ``Params`` has a default and a doc for every field."""
    from esbench.runners.registry import check_runner_class

    try:
        check_runner_class(runner_class, f"runner {_algo_name(runner_class)}")
    except ConfigError as exc:
        raise AssertionError(exc.problem) from None


def check_contract(
    writer: MemoryWriter, runner: Runner, trial: Trial, max_overshoot: int | None = None
) -> None:
    """The metric contract, budget stop and eval protocol of one finished run of ``trial``."""
    who = trial.algo
    metrics = writer.metrics
    missing = [name for name in CONTRACT_METRICS if name not in metrics]
    assert not missing, f"{who} did not log {missing} (the metric contract: RunLogger.step and finish)"
    for name, points in metrics.items():
        assert not name.startswith("nonfinite."), f"{who} logged non-finite values ({name})"
        assert all(math.isfinite(v) for _, v in points), f"{who}: {name} has non-finite values"
        known = name in CONTRACT_METRICS or name == EVAL_LENGTH_MEAN
        assert known or name.startswith(EXTRA_PREFIXES), (
            f"{who}: extra metric {name!r} lacks a prefix of {EXTRA_PREFIXES}"
        )

    steps = [int(s) for s in writer.values("timesteps")]
    assert writer.steps("timesteps") == steps, f"{who}: timesteps must equal the point's step"
    assert all(a < b for a, b in itertools.pairwise(steps)), f"{who}: timesteps must strictly increase"
    assert steps[0] == 0, (
        f"{who}: the initial policy must be evaluated at step 0 (call logger.step() before training)"
    )

    budget = trial.budget.timesteps
    final = steps[-1]
    assert final >= budget, f"{who} stopped at {final} steps, before the budget of {budget}"
    assert len(steps) >= 2 and steps[-2] < budget, (
        f"{who} ignored the budget: it went on after a point at {steps[-2]} >= {budget} steps "
        "(stop as soon as logger.done is true)"
    )
    after = getattr(getattr(runner, "run_logger", None), "steps_after_done", 0)
    assert after == 0, (
        f"{who} ignored the budget: it trained {after} more steps after logger.step() reported done "
        "(stop as soon as it returns True)"
    )
    if max_overshoot is not None:
        assert final - budget <= max_overshoot, (
            f"{who} stopped {final - budget} steps past the budget of {budget} (at most {max_overshoot})"
        )

    eval_steps = writer.steps("eval.return_mean")
    assert eval_steps and eval_steps[0] == 0, f"{who}: no evaluation at step 0 (eval.return_mean)"
    assert eval_steps[-1] == final, f"{who}: the last step {final} was not evaluated (return logger.finish())"
    every = trial.eval.every_timesteps
    longest_boundary = max(b - a for a, b in itertools.pairwise(steps))
    for due in range(every, final, every):  # each due eval happens by the next boundary
        assert any(due <= e <= due + longest_boundary for e in eval_steps), f"{who}: no eval due at {due}"
    assert writer.steps("eval.return_std")[-1] == final, f"{who}: eval.return_std missing at the last step"
    episodes = writer.values("episodes")
    assert all(a <= b for a, b in itertools.pairwise(episodes)), f"{who}: episodes must never decrease"

    assert runner.info.get("num_params", 0) > 0, f"{who}: info['num_params'] (the policy's size) is not set"
    assert runner.info.get("cores", 0) >= 1, f"{who}: info['cores'] must be >= 1"


def check_deterministic(first: MemoryWriter, second: MemoryWriter, who: str = "the runner") -> None:
    """Two runs of the same trial logged the same metrics and values (timing metrics excepted)."""
    assert set(first.metrics) == set(second.metrics), (
        f"{who}: the same trial logged different metrics: {sorted(set(first.metrics) ^ set(second.metrics))}"
    )
    for name in first.metrics:
        if not is_timing(name):
            assert first.metrics[name] == second.metrics[name], (
                f"{who}: the same trial (same seed) gave a different {name} curve: derive every random "
                "number from trial.seed (esbench.derive_rng / derive_seed)"
            )


def check_runner(
    runner_class: type[Runner],
    env: str = "CartPole-v1",
    *,
    params: Mapping[str, Any] | None = None,
    budget: int = 600,
    seed: int = 3,
    max_overshoot: int | None = None,
    deterministic: bool = True,
) -> MemoryWriter:
    """Run the contract checks on ``runner_class`` (module docstring); return the first run's metrics.

    ``params`` keep the run tiny (e.g. a small population); ``max_overshoot`` bounds the steps past
    the budget (one rollout or generation); ``deterministic=False`` skips the same-seed check.
    Raises :class:`AssertionError` naming the failed check.
    """
    check_params(runner_class)
    trial = make_trial(runner_class, env, budget, seed, params)
    first, runner = run_trial(runner_class, trial)
    check_contract(first, runner, trial, max_overshoot)
    if deterministic:
        second, _ = run_trial(runner_class, trial)
        check_deterministic(first, second, trial.algo)
    return first
