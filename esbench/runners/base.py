"""The interface every algorithm runner implements.

A runner trains one policy for one :class:`~esbench.config.Trial` and logs through a
:class:`~esbench.metrics.MetricWriter`; it never imports Sacred. The base class owns the parts
that must be identical for every algorithm: the eval env and its held-out seeds, the metric
contract and the budget (:class:`~esbench.metrics.RunLogger`).
"""

from __future__ import annotations

import abc
from pathlib import Path
from typing import Any, ClassVar

from esbench.config import Trial
from esbench.evaluation import Evaluator
from esbench.metrics import Actor, MetricWriter, ProgressCallback, RunLogger, RunResult
from esbench.params import from_dict


class Runner(abc.ABC):
    """Base class of algorithm runners: subclass, set ``algo`` and ``Params``, implement two methods."""

    algo: ClassVar[str]
    """The name suites use in ``algo:``."""
    Params: ClassVar[type]
    """A frozen dataclass of this runner's ``params`` (defaults and a doc per field)."""

    def __init__(self) -> None:
        self.info: dict[str, Any] = {"cores": 1}
        """Facts about the run worth storing, saved in Sacred's ``info``: ``cores`` (CPU cores the run
        used, for core-hours), ``num_params`` (policy size), exact optimizer settings, ..."""
        self.checkpoint_dir: Path | None = None
        """Where a runner that supports resume keeps its checkpoints (None: no checkpoints)."""

    def run(
        self,
        trial: Trial,
        writer: MetricWriter,
        progress: ProgressCallback | None = None,
        checkpoint_dir: Path | None = None,
    ) -> RunResult:
        """Train on ``trial`` within its budget, logging the metric contract to ``writer``.

        ``checkpoint_dir`` is given by the experiment layer for resumable runs: a runner that
        supports checkpoints saves there and, if a checkpoint is already there, continues from it.
        """
        self.checkpoint_dir = checkpoint_dir
        params = self.params_of(trial)
        evaluator = Evaluator(trial.env, trial.seed, trial.eval.episodes)
        logger = RunLogger(
            writer, trial.budget, trial.eval, evaluate=lambda: evaluator(self.actor()), progress=progress
        )
        try:
            return self.train(trial, params, logger)
        finally:
            evaluator.close()
            self.close()

    @classmethod
    def params_of(cls, trial: Trial) -> Any:
        """This runner's ``Params`` for ``trial`` (defaults filled, values checked)."""
        return from_dict(cls.Params, dict(trial.params), "params")

    @abc.abstractmethod
    def train(self, trial: Trial, params: Any, logger: RunLogger) -> RunResult:
        """The training loop: count work on ``logger``, call ``logger.step()``, stop when it says so,
        and return ``logger.finish(...)``."""

    @abc.abstractmethod
    def actor(self) -> Actor:
        """The current deterministic policy, as evaluated by the eval protocol."""

    def close(self) -> None:  # noqa: B027 (an optional hook, not abstract)
        """Release envs, workers and other resources (called after the run, even on failure)."""
