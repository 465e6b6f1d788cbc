"""What a tuning trial's runs report: intermediate eval returns to Optuna's pruner
(:class:`PruningCallback`) and the objective of a finished run (:func:`objective_value`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from esbench.core.interrupts import InterruptGuard
from esbench.core.metrics import EVAL_RETURN_MEAN
from esbench.execution.experiment import RunPruned


class PruningCallback:
    """A run's progress callback: reports each new eval return to the Optuna trial and raises
    :class:`RunPruned` when the pruner says so (steps: eval index, offset per tuning seed)."""

    def __init__(self, trial: Any, seed_index: int, eval_every: int, budget: int, guard: InterruptGuard,
                 prune: bool):  # fmt: skip
        self.trial, self.every, self.guard, self.prune = trial, eval_every, guard, prune
        self.slots = budget // eval_every + 2
        self.offset = seed_index * self.slots
        self.last = -1

    def __call__(self, timesteps: int, budget: int, eval_return: float | None, **_: float) -> None:
        """Called with every logged point (see :class:`~esbench.core.metrics.RunLogger`)."""
        self.guard.check()
        k = min(timesteps // self.every, self.slots - 1)
        if eval_return is None or k == self.last:
            return
        self.last = k
        self.trial.report(float(eval_return), self.offset + k)
        if self.prune and self.trial.should_prune():
            raise RunPruned(
                f"pruned by the median pruner at {timesteps} steps (eval return {eval_return:.4g})"
            )


def objective_value(objective: str, run: Any, run_dir: Path) -> float:
    """``final_return``: the run's result; ``auc``: the mean of the stored eval curve over its steps."""
    if objective == "final_return":
        return float(run.result)
    curve = json.loads((run_dir / "metrics.json").read_text())[EVAL_RETURN_MEAN]
    steps, values = curve["steps"], curve["values"]
    if len(steps) < 2 or steps[-1] == steps[0]:
        return float(values[-1])
    area = sum(
        (s1 - s0) * (v0 + v1) / 2
        for s0, s1, v0, v1 in zip(steps, steps[1:], values, values[1:], strict=False)
    )
    return float(area / (steps[-1] - steps[0]))
