"""The contract kit: :func:`check_runner` runs the checks every built-in runner passes.

``esbench.testing.check_runner(MyRunner)`` trains ``MyRunner`` twice on a tiny budget
(CartPole-v1 by default) and raises :class:`AssertionError` with a message naming what is wrong:

* **params**: ``MyRunner`` is a :class:`~esbench.runners.base.Runner` with a ``Params`` dataclass,
  a default and a doc for every field (as ``esbench algos`` shows them);
* **metric contract** (:mod:`esbench.runners.contract`, which ``esbench run`` also applies to
  every run): every :data:`~esbench.core.metrics.CONTRACT_METRICS` name is logged, every
  value is finite, other metrics carry a prefix of :data:`~esbench.core.metrics.EXTRA_PREFIXES`,
  ``timesteps`` equals each point's step and strictly increases from 0, ``episodes`` never
  decreases, ``info`` has ``num_params`` and ``cores``;
* **budget stop**: the run stops at the first point at or past the budget (the point before it is
  below), and at most ``max_overshoot`` steps past it when given;
* **eval protocol**: the initial policy is evaluated at step 0, then at every due multiple of
  ``eval.every_timesteps`` by the next point, and at the last step;
* **determinism**: the same trial run twice logs the same values (timing metrics excepted);
* **checkpoints** (a runner with ``checkpoints = True``; :func:`esbench.testing.resume.check_resume`):
  stopped after its first checkpoint and resumed from it, the run continues from there (an ask/tell
  runner's ``state()``/``load_state()`` round trip included) to the same checks, and, with
  ``resume_exact``, to the uninterrupted run's curves.

It needs no Sacred, store or Ray (unless the runner itself starts Ray): the runner writes into a
:class:`~esbench.core.metrics.MemoryWriter`. The built-in runners' tests call it
(``tests/runners/test_contract.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigError
from esbench.core.es_names import TIMING_COUNTS, TIMING_RATIOS
from esbench.core.metrics import MemoryWriter
from esbench.runners.base import Runner
from esbench.runners.contract import contract_violations

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
    """Metrics that measure time (``wall_clock_s``, ``*_s``, ``*fps``, and the ES's ratios of times,
    :data:`esbench.core.es_names.TIMING_RATIOS`) or that timing decides (the ES's handoffs,
    :data:`esbench.core.es_names.TIMING_COUNTS`), so differ between identical runs."""
    return name.endswith(("_s", "fps")) or name in TIMING_RATIOS or name in TIMING_COUNTS


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
    """The metric contract, budget stop and eval protocol of one finished run of ``trial``: the same
    check ``esbench run`` applies to every run (:func:`esbench.runners.contract.contract_violations`),
    raised as one :class:`AssertionError` naming every violation."""
    logger = getattr(runner, "run_logger", None)
    problems = contract_violations(
        writer.metrics,
        runner.info,
        trial,
        stop_reason=getattr(logger, "stop_reason", "timesteps"),
        steps_after_done=getattr(logger, "steps_after_done", 0),
        max_overshoot=max_overshoot,
    )
    assert not problems, "; ".join(problems)


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
    resume: bool = True,
    resume_exact: bool = True,
) -> MemoryWriter:
    """Run the contract checks on ``runner_class`` (module docstring); return the first run's metrics.

    ``params`` keep the run tiny (e.g. a small population); ``max_overshoot`` bounds the steps past
    the budget (one rollout or generation); ``deterministic=False`` skips the same-seed check;
    ``resume=False`` skips the checkpoint check (a budget of one update, where no checkpoint can fall
    before the end); ``resume_exact=False`` keeps it but not its equality with the uninterrupted run
    (a runner whose episodes in flight at a checkpoint restart). Raises :class:`AssertionError`
    naming the failed check.
    """
    check_params(runner_class)
    trial = make_trial(runner_class, env, budget, seed, params)
    first, runner = run_trial(runner_class, trial)
    check_contract(first, runner, trial, max_overshoot)
    if deterministic:
        second, _ = run_trial(runner_class, trial)
        check_deterministic(first, second, trial.algo)
    if resume and getattr(runner_class, "checkpoints", False):
        from esbench.testing.resume import check_resume

        check_resume(
            runner_class, trial, first, exact=deterministic and resume_exact, max_overshoot=max_overshoot
        )
    return first
