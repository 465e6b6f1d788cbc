"""``esbench tune``'s noise check: a study's best must beat its median and the suite's own params by
more than the eval noise, or the suite's params are kept.

The noise is measured from the data the tuning already has, never from extra runs:

- a run's objective has a standard error from its eval episodes (:func:`run_se`): the final eval's
  spread over its episodes, ``eval.return_std / sqrt(eval.episodes)`` for ``final_return``; for
  ``auc``, the same over every eval point, averaged (``sqrt(mean(std²) / episodes / points)``);
- a trial's objective (the mean over its tuning seeds) has the larger of two standard errors
  (:func:`trial_se`): the episodes' (``sqrt(Σ se_i²) / n``) and, with two or more tuning seeds, the
  seeds' spread (``stdev / sqrt(n)``);
- two values differ by more than the noise when their difference exceeds :data:`NOISE_Z` times
  the standard error of the difference (``sqrt(se_a² + se_b²)``); the median's standard error is the
  median of the complete trials' standard errors.

:func:`noise_check` then decides, per study (see docs/tuning.md): the best trial's params are
written to ``tuned.yaml`` only when the best beats the median and the suite's own params (the
study's first trial, :mod:`esbench.tune.studies`) by more than the noise.
"""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path
from typing import Any

from esbench.core.metrics import EVAL_RETURN_STD

#: Standard errors a difference must exceed to count (about a 95% two-sided test).
NOISE_Z = 2.0


def run_se(objective: str, run_dir: Path, episodes: int) -> float:
    """The standard error of one run's objective from the spread of its eval episodes (0: unknown)."""
    try:
        curve = json.loads((run_dir / "metrics.json").read_text())[EVAL_RETURN_STD]["values"]
        stds = [float(v) for v in curve if v is not None and math.isfinite(float(v))]
    except (OSError, ValueError, KeyError, TypeError):
        return 0.0
    if not stds or episodes < 1:
        return 0.0
    if objective == "final_return":
        return stds[-1] / math.sqrt(episodes)
    return math.sqrt(statistics.fmean(s * s for s in stds) / episodes / len(stds))


def trial_se(values: list[float], ses: list[float]) -> float:
    """The standard error of a trial's objective, the mean of ``values`` (one per tuning seed, each
    with its episodes' standard error in ``ses``)."""
    if not values:
        return 0.0
    n = len(values)
    episodes = math.sqrt(sum(s * s for s in ses)) / n
    seeds = statistics.stdev(values) / math.sqrt(n) if n >= 2 else 0.0
    return max(episodes, seeds)


def margin(se_a: float, se_b: float) -> float:
    """How much two values with these standard errors must differ to differ by more than the noise."""
    return NOISE_Z * math.sqrt(se_a * se_a + se_b * se_b)


def noise_check(trials: list[dict[str, Any]], label: str, env: str) -> dict[str, Any]:
    """The noise check of one study from its complete trials (``{"trial", "value", "se", "baseline"}``).

    Returns ``baseline_value``, ``noise`` (the margin the best needs over the median),
    ``keep_suite_params`` (True: ``tuned.yaml`` keeps the suite's params) and ``check``: the line for
    the user, starting ``warning:``, that says why the suite's params are kept (None when the tuned
    params are written).
    """
    out: dict[str, Any] = {"baseline_value": None, "noise": None, "keep_suite_params": False, "check": None}
    if not trials:
        return out
    best = max(trials, key=lambda t: (t["value"], -t["trial"]))
    base = next((t for t in trials if t["baseline"]), None)
    median = statistics.median(t["value"] for t in trials)
    median_se = statistics.median(t["se"] for t in trials)
    need = margin(best["se"], median_se)
    out["noise"] = need
    out["baseline_value"] = None if base is None else base["value"]
    where = f"{label} on {env}"
    clear_of_median = best["value"] - median > need
    if base is not None and best is base:
        out["keep_suite_params"] = True
        apart = (
            "every other trial scored below them" if clear_of_median else
            f"the search could not tell its configurations apart (median {median:.4g}, noise {need:.3g})"
        )  # fmt: skip
        out["check"] = (
            f"warning: {where}: no trial beat the suite's own params ({best['value']:.4g}): {apart}; "
            "tuned.yaml keeps the suite's params (check the search space against them, or raise "
            "tune.trials or tune.timesteps)"
        )
        return out
    over_base = None if base is None else margin(best["se"], base["se"])
    clear_of_base = base is None or best["value"] - base["value"] > (over_base or 0.0)
    if clear_of_median and clear_of_base:
        return out
    out["keep_suite_params"] = True
    beaten = [f"the median {median:.4g} (noise {need:.3g})"] if not clear_of_median else []
    if not clear_of_base and base is not None:
        beaten.append(f"the suite's own params {base['value']:.4g} (noise {over_base:.3g})")
    out["check"] = (
        f"warning: {where}: the best trial ({best['value']:.4g}) does not beat {' nor '.join(beaten)} by "
        "more than the eval noise; the suite's params are kept in tuned.yaml (raise tune.timesteps, "
        "tune.trials or eval.episodes to tell the configurations apart)"
    )
    return out
