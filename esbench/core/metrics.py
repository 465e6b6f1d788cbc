"""The metric contract every runner logs, and the small writer interface it is logged through.

Metric names and the logging cadence live here, once. Every point uses ``step`` = cumulative
training env steps. Runners never import Sacred: they call a :class:`RunLogger`, which writes to
any :class:`MetricWriter` (Sacred's ``log_scalar`` in :mod:`esbench.execution.experiment`, memory in tests).

Contract (see the README):

- ``timesteps``: cumulative env steps taken for learning (evaluation steps are not counted);
- ``wall_clock_s``: training time, 0 at the first training step (the step-0 point) and evaluation
  time excluded; the setup before it (Ray, envs, noise table) is :attr:`RunLogger.setup_s`;
- ``episodes``: cumulative training episodes;
- ``eval.return_mean`` / ``eval.return_std`` / ``eval.length_mean``: the deterministic policy on
  ``eval.episodes`` held-out episodes, at least every ``eval.every_timesteps`` steps (and every
  ``eval.every_seconds`` of training wall-clock when set, whichever comes first), at step 0 and
  always at the end; evaluation time is counted apart (:attr:`RunLogger.eval_time_s`);
- ``train.return_mean``: mean return of training episodes finished since the previous point;
- algorithm extras under a prefix (``sb3.*``, ``ng.*``, ``es.*``).
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

import numpy as np

from esbench.core.config import Budget, EvalSpec

TIMESTEPS = "timesteps"
WALL_CLOCK_S = "wall_clock_s"
EPISODES = "episodes"
EVAL_RETURN_MEAN = "eval.return_mean"
EVAL_RETURN_STD = "eval.return_std"
EVAL_LENGTH_MEAN = "eval.length_mean"
TRAIN_RETURN_MEAN = "train.return_mean"

#: Metrics every runner must emit (``train.return_mean`` too, once an episode has finished).
CONTRACT_METRICS = (TIMESTEPS, WALL_CLOCK_S, EPISODES, EVAL_RETURN_MEAN, EVAL_RETURN_STD, TRAIN_RETURN_MEAN)

#: Upper bound on points per metric per run: keeps Sacred documents and Omniboard plots small.
MAX_POINTS = 2000

#: Prefixes for algorithm-specific metrics (``ga.``: the GA's; ``x.``: an outside runner's own,
#: docs/plugins.md).
EXTRA_PREFIXES = ("sb3.", "ng.", "es.", "ga.", "x.")


class MetricWriter(Protocol):
    """Where metric points go. Sacred, memory and other stores implement these two methods."""

    def log_scalar(self, name: str, value: float, step: int) -> None:
        """Record ``value`` of metric ``name`` at ``step`` (cumulative training env steps)."""

    def close(self) -> None:
        """Flush and release resources."""


class MemoryWriter:
    """A writer that keeps every point in memory: ``writer.metrics[name] == [(step, value), ...]``."""

    def __init__(self) -> None:
        self.metrics: dict[str, list[tuple[int, float]]] = defaultdict(list)

    def log_scalar(self, name: str, value: float, step: int) -> None:
        """Append the point."""
        self.metrics[name].append((int(step), float(value)))

    def close(self) -> None:
        """Nothing to flush."""

    def values(self, name: str) -> list[float]:
        """The logged values of one metric, in order."""
        return [v for _, v in self.metrics[name]]

    def steps(self, name: str) -> list[int]:
        """The logged steps of one metric, in order."""
        return [s for s, _ in self.metrics[name]]


class Actor(Protocol):
    """A deterministic policy as the eval protocol sees it."""

    def reset(self) -> None:
        """Called at the start of every episode (recurrent policies clear their state)."""

    def __call__(self, observation: np.ndarray) -> np.ndarray | int:
        """Return the action for one observation."""


@dataclasses.dataclass
class EvalResult:
    """Returns and lengths of one evaluation."""

    returns: list[float]
    lengths: list[int]

    @property
    def mean(self) -> float:
        """Mean return."""
        return float(np.mean(self.returns))


@dataclasses.dataclass(kw_only=True)
class RunResult:
    """What a runner returns; ``final_eval_return`` becomes the Sacred run's ``result``."""

    final_eval_return: float
    timesteps: int
    episodes: int
    wall_clock_s: float
    extras: dict[str, float] = dataclasses.field(default_factory=dict)


ProgressCallback = Callable[..., None]
"""Called at every logged point as ``progress(timesteps, budget_timesteps, eval_return, wall_clock_s=s)``
(``eval_return`` None before the first evaluation; ``wall_clock_s`` the training wall-clock)."""


class RunLogger:
    """Applies the metric contract, the eval cadence and the budget for one run.

    A runner reports training work with :meth:`add_steps` and :meth:`add_episodes`, calls
    :meth:`step` at its natural boundaries (an SB3 rollout, an ES generation, a CMA-ES candidate)
    and stops as soon as :attr:`done` is true, then calls :meth:`finish`. ``evaluate`` runs the
    harness's eval protocol on the runner's current policy (see :mod:`esbench.runners.evaluation`).
    """

    def __init__(
        self,
        writer: MetricWriter,
        budget: Budget,
        eval_spec: EvalSpec,
        evaluate: Callable[[], EvalResult],
        progress: ProgressCallback | None = None,
        max_points: int = MAX_POINTS,
        cpu_clock: Callable[[], float] | None = None,
    ):
        self.writer = writer
        self.budget = budget
        self.eval_spec = eval_spec
        self._evaluate = evaluate
        self._progress = progress
        self.point_interval = max(1, math.ceil(budget.timesteps / max_points))
        self.timesteps = 0
        self.episodes = 0
        self._train_returns: list[float] = []
        self._next_point = 0
        self._next_eval = 0
        self._last_point_step = -1
        self._last_eval_step = -1
        self.last_eval: EvalResult | None = None
        self._created = time.perf_counter()
        self._start: float | None = None  # the training clock, started by start_training()
        self._carried_s = 0.0  # training seconds before a resumed run's checkpoint
        self._excluded_s = 0.0
        self._finished = False
        self._reported_done = False
        self.steps_after_done = 0
        """Steps counted after :meth:`step` returned True (a runner that honours the budget: 0;
        checked by :func:`esbench.testing.check_runner`)."""
        self._history: list[tuple[str, float, int]] = []
        self._next_eval_s = 0.0  # training seconds at which eval.every_seconds asks for the next one
        self.eval_time_s = 0.0
        """Seconds spent in evaluations (not training: excluded from :attr:`wall_clock_s`)."""
        self._cpu_clock = cpu_clock  # CPU seconds of the run's processes (runners.machine.cpu_seconds)
        self._cpu_start: float | None = None
        self._cpu_carried = 0.0  # training CPU seconds before a resumed run's checkpoint
        self._eval_cpu_s = 0.0  # this process's CPU seconds in evaluations since the clock started
        self._final: tuple[float, float | None] | None = None  # (wall_clock_s, training CPU s) at finish

    # -- training accounting -------------------------------------------------------------------
    def start_training(self) -> None:
        """Start the training clock (once): ``wall_clock_s`` is 0 here, the time before is :attr:`setup_s`.

        :meth:`step` and :meth:`add_steps` call it, so a runner calls it itself only when training
        work comes before either (a resumed ES generation).
        """
        if self._start is None:
            self._start = time.perf_counter()
            if self._cpu_clock is not None:
                self._cpu_start = self._cpu_clock()

    @property
    def setup_s(self) -> float:
        """Seconds from this logger's creation (the run's start) to the first training step (or now)."""
        end = self._start if self._start is not None else time.perf_counter()
        return end - self._created

    def add_steps(self, n: int) -> None:
        """Count ``n`` training env steps."""
        self.start_training()
        self.timesteps += int(n)
        if self._reported_done:
            self.steps_after_done += int(n)

    def add_episodes(self, returns: Sequence[float]) -> None:
        """Count finished training episodes and their returns."""
        self.episodes += len(returns)
        self._train_returns.extend(float(r) for r in returns)

    @property
    def wall_clock_s(self) -> float:
        """Training wall-clock so far (0 before the first training step; evaluation and logging excluded)."""
        if self._start is None:
            return self._carried_s
        return self._carried_s + time.perf_counter() - self._start - self._excluded_s

    @property
    def done(self) -> bool:
        """True once the budget (timesteps, or wall-clock if set) is used up, or an evaluation reached
        ``budget.target_return``."""
        return self.stop_reason is not None

    @property
    def stop_reason(self) -> str | None:
        """Why the run stops now: ``target_return`` (the last evaluation reached it), ``timesteps`` or
        ``wall_clock_s`` (that budget is used up); None while it goes on."""
        target = self.budget.target_return
        if target is not None and self.last_eval is not None and self.last_eval.mean >= target:
            return "target_return"
        if self.timesteps >= self.budget.timesteps:
            return "timesteps"
        limit = self.budget.wall_clock_s
        if limit is not None and self.wall_clock_s >= limit:
            return "wall_clock_s"
        return None

    @property
    def eval_due(self) -> bool:
        """True if the eval cadence (steps, or training seconds when ``every_seconds`` is set) asks for
        an evaluation at the current step."""
        if self._last_eval_step == self.timesteps:
            return False
        if self.timesteps >= self._next_eval:
            return True
        return self.eval_spec.every_seconds is not None and self.wall_clock_s >= self._next_eval_s

    @property
    def training_cpu_s(self) -> float | None:
        """CPU seconds of the run's processes in training (evaluation's CPU left out) up to now, or to
        :meth:`finish`; None without a CPU clock or before training started."""
        if self._final is not None:
            return self._final[1]
        if self._cpu_clock is None or self._cpu_start is None:
            return None
        return self._cpu_carried + self._cpu_clock() - self._cpu_start - self._eval_cpu_s

    def time_facts(self, cores: int) -> dict[str, float]:
        """The run's time shares for its ``info``: ``eval_time_s`` and ``eval_share`` (of training plus
        evaluation time); with a CPU clock, ``cpu_s`` (training CPU seconds) and ``cpu_share`` =
        ``cpu_s`` / (training wall-clock x ``cores``), the share of its cores the run got."""
        wall, cpu = self._final if self._final is not None else (self.wall_clock_s, self.training_cpu_s)
        total = wall + self.eval_time_s
        out = {"eval_time_s": self.eval_time_s, "eval_share": self.eval_time_s / total if total > 0 else 0.0}
        if cpu is not None and wall > 0 and cores > 0:
            out.update(cpu_s=cpu, cpu_share=cpu / (wall * cores))
        return out

    # -- points --------------------------------------------------------------------------------
    def step(self, extras: Mapping[str, float] | None = None) -> bool:
        """Log a point if the cadence or the eval schedule asks for one; return :attr:`done` (also
        right after an evaluation that reached ``budget.target_return``).

        Call it at each natural boundary of the algorithm, after counting the steps of that
        boundary. ``extras`` are algorithm metrics (prefixed ``sb3.``, ``ng.`` or ``es.``) logged
        with the point. The first call starts the training clock (:meth:`start_training`).
        """
        self.start_training()
        if self.done:
            self._reported_done = True
            return True
        due = self.eval_due
        if due or self.timesteps >= self._next_point:
            self._log_point(extras or {}, with_eval=due)
            if due and self.done:  # this evaluation reached budget.target_return: stop here
                self._reported_done = True
                return True
        return False

    def finish(self, extras: Mapping[str, float] | None = None) -> RunResult:
        """Log the final evaluation and point (once) and return the run's result."""
        if not self._finished:
            self._finished = True
            if self._last_eval_step != self.timesteps or self._last_point_step != self.timesteps:
                self._log_point(extras or {}, with_eval=True, final=True)
            self._final = (self.wall_clock_s, self.training_cpu_s)
        final = self.last_eval.mean if self.last_eval is not None else float("nan")
        return RunResult(
            final_eval_return=final,
            timesteps=self.timesteps,
            episodes=self.episodes,
            wall_clock_s=self.wall_clock_s,
            extras=dict(extras or {}),
        )

    def _log_point(self, extras: Mapping[str, float], with_eval: bool, final: bool = False) -> None:
        wall = self.wall_clock_s
        paused = time.perf_counter()
        step = self.timesteps
        if with_eval and self._last_eval_step != step:
            cpu = time.process_time()
            self.last_eval = self._evaluate()
            self.eval_time_s += time.perf_counter() - paused
            self._eval_cpu_s += time.process_time() - cpu
            self._last_eval_step = step
            every_steps = self.eval_spec.every_timesteps
            if every_steps is None:
                raise ValueError("RunLogger needs eval.every_timesteps (a resolved trial always sets it)")
            self._next_eval = (step // every_steps + 1) * every_steps
            if self.eval_spec.every_seconds is not None:
                every = self.eval_spec.every_seconds
                self._next_eval_s = (math.floor(wall / every) + 1) * every
        if self._last_point_step != step:
            self._write(TIMESTEPS, step, step)
            self._write(WALL_CLOCK_S, wall, step)
            self._write(EPISODES, self.episodes, step)
            if self._train_returns:
                self._write(TRAIN_RETURN_MEAN, float(np.mean(self._train_returns)), step)
                self._train_returns = []
            for name, value in extras.items():
                self._write(name, value, step)
            self._last_point_step = step
            self._next_point = (step // self.point_interval + 1) * self.point_interval
        if self._last_eval_step == step and self.last_eval is not None:
            self._write(EVAL_RETURN_MEAN, self.last_eval.mean, step)
            self._write(EVAL_RETURN_STD, float(np.std(self.last_eval.returns)), step)
            self._write(EVAL_LENGTH_MEAN, float(np.mean(self.last_eval.lengths)), step)
        if self._progress is not None:
            eval_return = self.last_eval.mean if self.last_eval else None
            self._progress(step, self.budget.timesteps, eval_return, wall_clock_s=wall)
        if self._start is not None:
            self._excluded_s += time.perf_counter() - paused

    def _write(self, name: str, value: float, step: int) -> None:
        value = float(value)
        if not math.isfinite(value):
            # Non-finite values would break stores and reports; skip them and count the skip.
            name, value = "nonfinite." + name, 1.0
        self._history.append((name, value, int(step)))
        self.writer.log_scalar(name, value, step)

    @property
    def history(self) -> list[tuple[str, float, int]]:
        """Every point logged, ``(name, value, step)`` in order (a resumed run's replayed ones first)."""
        return list(self._history)

    # -- checkpoints -----------------------------------------------------------------------------
    def state_dict(self) -> dict:
        """Counters, cadence, wall-clock so far and every point logged (plain JSON-able data).

        A resumed run calls :meth:`load_state_dict` on a fresh logger, which replays the points
        into its writer and continues the cadence, so the final curve equals an uninterrupted one.
        """
        return {
            "timesteps": self.timesteps,
            "episodes": self.episodes,
            "train_returns": list(self._train_returns),
            "next_point": self._next_point,
            "next_eval": self._next_eval,
            "last_point_step": self._last_point_step,
            "last_eval_step": self._last_eval_step,
            "last_eval": None if self.last_eval is None else dataclasses.asdict(self.last_eval),
            "wall_clock_s": self.wall_clock_s,
            "next_eval_s": self._next_eval_s,
            "eval_time_s": self.eval_time_s,
            "cpu_s": self.training_cpu_s,
            "finished": self._finished,
            "history": [list(p) for p in self._history],
        }

    def load_state_dict(self, state: Mapping, replay: bool = True) -> None:
        """Restore :meth:`state_dict`; with ``replay``, write the saved points to this logger's writer."""
        self.timesteps = int(state["timesteps"])
        self.episodes = int(state["episodes"])
        self._train_returns = [float(r) for r in state["train_returns"]]
        self._next_point = int(state["next_point"])
        self._next_eval = int(state["next_eval"])
        self._last_point_step = int(state["last_point_step"])
        self._last_eval_step = int(state["last_eval_step"])
        last = state["last_eval"]
        self.last_eval = None if last is None else EvalResult(list(last["returns"]), list(last["lengths"]))
        self._carried_s = float(state["wall_clock_s"])
        self._start = None  # the clock restarts at the resumed run's first training step
        self._excluded_s = 0.0
        self._next_eval_s = float(state.get("next_eval_s", 0.0))  # keys absent from older checkpoints
        self.eval_time_s = float(state.get("eval_time_s", 0.0))
        self._cpu_carried = float(state.get("cpu_s") or 0.0)
        self._cpu_start, self._eval_cpu_s = None, 0.0
        self._finished = bool(state["finished"])
        self._history = [(str(n), float(v), int(s)) for n, v, s in state["history"]]
        if replay:
            for name, value, step in self._history:
                self.writer.log_scalar(name, value, step)
