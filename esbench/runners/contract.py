"""The runner contract, written once: what every run's logged points must show.

:func:`contract_violations` is the one check. Two callers use it, so they can never disagree:

- :meth:`esbench.runners.base.Runner.run`, after every run of every runner (esbench's and outside
  ones): the violations are stored in the run's ``info["contract_violations"]``, printed on the
  trial's line by ``esbench run`` and listed in the report's summary;
- :func:`esbench.testing.check_contract` (``check_runner``), which raises on them.

The contract: every :data:`~esbench.core.metrics.CONTRACT_METRICS` name is logged with finite
values; other metrics carry a prefix of :data:`~esbench.core.metrics.EXTRA_PREFIXES`; ``timesteps``
equals each point's step and strictly increases from 0 (every step counted); the initial policy is
evaluated at step 0, then by the next point after every multiple of ``eval.every_timesteps``, and at
the last step; ``episodes`` never decreases; no training after the logger reported done; a run that
stopped on its step budget stopped at the first point at or past it; ``info`` has ``num_params`` and
``cores``.
"""

from __future__ import annotations

import itertools
import math
import numbers
from collections.abc import Mapping, Sequence

import numpy as np

from esbench.core.config import Trial
from esbench.core.metrics import CONTRACT_METRICS, EVAL_LENGTH_MEAN, EXTRA_PREFIXES

#: Logged points per metric name: [(step, value), ...] (``MemoryWriter.metrics``).
Points = Mapping[str, Sequence[tuple[int, float]]]


def points_of(history: Sequence[tuple[str, float, int]]) -> dict[str, list[tuple[int, float]]]:
    """A :class:`~esbench.core.metrics.RunLogger`'s history ``[(name, value, step)]`` as :data:`Points`."""
    out: dict[str, list[tuple[int, float]]] = {}
    for name, value, step in history:
        out.setdefault(name, []).append((int(step), float(value)))
    return out


def contract_violations(
    metrics: Points,
    info: Mapping[str, object],
    trial: Trial,
    *,
    stop_reason: str | None = "timesteps",
    steps_after_done: int = 0,
    max_overshoot: int | None = None,
) -> list[str]:
    """Every way one finished run of ``trial`` broke the contract (module docstring), as sentences
    naming the runner and what to do; [] for a run that kept it. ``stop_reason``: why the run stopped
    (:attr:`~esbench.core.metrics.RunLogger.stop_reason`); the step-budget checks apply only to a run
    that stopped on its step budget."""
    who = trial.algo
    missing = [name for name in CONTRACT_METRICS if name not in metrics]
    if missing:
        return [f"{who} did not log {missing} (the metric contract: RunLogger.step and finish)"]
    out = []
    for name, points in metrics.items():
        if name.startswith("nonfinite."):
            out.append(f"{who} logged non-finite values ({name})")
        elif not all(math.isfinite(v) for _, v in points):
            out.append(f"{who}: {name} has non-finite values")
        if not (name in CONTRACT_METRICS or name == EVAL_LENGTH_MEAN or name.startswith(EXTRA_PREFIXES)):
            out.append(f"{who}: extra metric {name!r} lacks a prefix of {EXTRA_PREFIXES}")
    points = metrics["timesteps"]
    steps = [int(v) for _, v in points]
    if [int(s) for s, _ in points] != steps:
        out.append(f"{who}: timesteps must equal the point's step")
    if not all(a < b for a, b in itertools.pairwise(steps)):
        out.append(f"{who}: timesteps must strictly increase")
    if steps[0] != 0:
        out.append(
            f"{who}: the initial policy must be evaluated at step 0 (call logger.step() before training)"
        )
    out += _budget_violations(who, steps, trial, stop_reason, steps_after_done, max_overshoot)
    out += _eval_violations(who, metrics, steps, trial)
    episodes = [v for _, v in metrics["episodes"]]
    if not all(a <= b for a, b in itertools.pairwise(episodes)):
        out.append(f"{who}: episodes must never decrease")
    out += _info_number(who, info, "num_params", "the policy's size", above=0)
    out += _info_number(who, info, "cores", "CPU cores the run used", above=1, inclusive=True)
    return out


def _info_number(
    who: str, info: Mapping[str, object], key: str, what: str, above: float, inclusive: bool = False
) -> list[str]:
    """[] when ``info[key]`` is a real number (Python's or numpy's, e.g. gymnasium's ``Discrete.n``,
    a ``numpy.int64``) past ``above``; else the one sentence saying what is wrong with it."""
    name = f"info[{key!r}] ({what})"
    if key not in info or info[key] is None:
        return [f"{who}: {name} is not set"]
    value = info[key]
    if isinstance(value, bool | np.bool_) or not isinstance(value, numbers.Real):
        return [f"{who}: {name} is {value!r} of type {type(value).__name__}, not a real number"]
    number = float(value)
    if not math.isfinite(number):
        return [f"{who}: {name} is {number}, not a finite number"]
    if number < above or (number == above and not inclusive):
        bound = f">= {above:g}" if inclusive else f"> {above:g}"
        return [f"{who}: {name} is {value!r}; it must be {bound}"]
    return []


def _budget_violations(
    who: str, steps: list[int], trial: Trial, stop_reason: str | None, after: int, max_overshoot: int | None
) -> list[str]:
    out = []
    budget, final = trial.budget.timesteps, steps[-1]
    if stop_reason in (None, "timesteps"):
        if final < budget:
            out.append(f"{who} stopped at {final} steps, before the budget of {budget}")
        elif len(steps) < 2 or steps[-2] >= budget:
            last = steps[-2] if len(steps) >= 2 else final
            out.append(
                f"{who} ignored the budget: it went on after a point at {last} >= {budget} steps "
                "(stop as soon as logger.done is true)"
            )
        if max_overshoot is not None and final - budget > max_overshoot:
            out.append(
                f"{who} stopped {final - budget} steps past the budget of {budget} (at most {max_overshoot})"
            )
    if after:
        out.append(
            f"{who} ignored the budget: it trained {after} more steps after logger.step() reported done "
            "(stop as soon as it returns True)"
        )
    return out


def _eval_violations(who: str, metrics: Points, steps: list[int], trial: Trial) -> list[str]:
    final = steps[-1]
    eval_steps = [int(s) for s, _ in metrics["eval.return_mean"]]
    if not eval_steps or eval_steps[0] != 0:
        return [f"{who}: no evaluation at step 0 (eval.return_mean): the initial policy must be evaluated"]
    out = []
    if eval_steps[-1] != final:
        out.append(f"{who}: the last step {final} was not evaluated (return logger.finish())")
    every = trial.eval.every_timesteps or final + 1
    longest = max((b - a for a, b in itertools.pairwise(steps)), default=0)
    late = [
        due for due in range(every, final, every) if not any(due <= e <= due + longest for e in eval_steps)
    ]
    if late:
        out.append(
            f"{who}: no eval due at {late[0]}" + (f" (and {len(late) - 1} more)" if len(late) > 1 else "")
        )
    std = metrics.get("eval.return_std", [])
    if not std or int(std[-1][0]) != final:
        out.append(f"{who}: eval.return_std missing at the last step")
    return out
