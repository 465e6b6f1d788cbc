"""The interface every algorithm runner implements.

A runner trains one policy for one :class:`~esbench.core.config.Trial` and logs through a
:class:`~esbench.core.metrics.MetricWriter`; it never imports Sacred. The base class owns the parts
that must be identical for every algorithm: the eval env and its held-out seeds, the metric
contract and the budget (:class:`~esbench.core.metrics.RunLogger`).
"""

from __future__ import annotations

import abc
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import ConfigError, ConfigErrors, brief
from esbench.core.metrics import Actor, MetricWriter, ProgressCallback, RunLogger, RunResult
from esbench.core.params import from_dict
from esbench.runners.contract import contract_violations, points_of
from esbench.runners.evaluation import Evaluator
from esbench.runners.host_load import HostMonitor
from esbench.runners.machine import CpuClock, load_average, machine_facts, thread_facts
from esbench.runners.provenance import code_digest, provenance
from esbench.runners.resources import params_cores, policy_memory_problems

#: The digest of esbench's run code (:func:`~esbench.runners.provenance.code_digest`), read once when
#: this module is imported, so with the code this process imported: a process server that forks trials
#: (``--jobs``) digests the source it loaded, not files edited on disk while its suite runs.
RUN_CODE_DIGEST = code_digest()


def cores_conflict(key: str, value: Any, cores: int, why: str = "") -> ConfigError:
    """The error for a param ``key`` that contradicts ``resources.cores`` (names both keys)."""
    return ConfigError(
        f"params.{key}",
        f"is {brief(value)}, but resources.cores is {cores}{why}: resources.cores sets params.{key}; "
        "remove one of them or make them agree",
    )


def ray_pool_params(params: Mapping[str, Any], cores: int) -> dict[str, Any]:
    """``params`` with ``resources.cores`` as a Ray pool of ``cores`` workers (ES and Nevergrad).

    ``backend: serial`` is allowed with one core only; an explicit ``workers`` must equal ``cores``.
    """
    out = dict(params)
    problems = []
    if out.get("backend", "ray") != "ray" and not (out.get("backend") == "serial" and cores == 1):
        problems.append(cores_conflict("backend", out["backend"], cores, " (serial runs on one core)"))
    if "workers" in out and out["workers"] != cores:
        problems.append(cores_conflict("workers", out["workers"], cores))
    if problems:
        raise ConfigErrors(problems)
    if out.get("backend") != "serial":
        out.update(backend="ray", workers=cores)
    return out


class Runner(abc.ABC):
    """Base class of algorithm runners: subclass, set ``algo`` and ``Params``, implement two methods."""

    algo: ClassVar[str]
    """The name suites use in ``algo:``."""
    Params: ClassVar[type]
    """A frozen dataclass of this runner's ``params`` (defaults and a doc per field)."""

    family: ClassVar[str] = "outside"
    """The algorithm family (``es``, ``asktell``, ``ga``, ``sb3``; an outside runner: ``outside``
    unless it says), stored with every run as ``info.family``: the report's family-specific
    sections (the ES's time breakdown and scaling, the tuned baselines' anchors) select runs by it,
    never by algorithm name (:mod:`esbench.report.families`)."""

    shares_theta0: ClassVar[bool] = False
    """Whether the run starts from the suite's policy at θ0 derived from the run seed (then it stores
    ``info.theta0_sha256``); a suite with ``init: shared`` only accepts runners that do."""

    tune_space: ClassVar[Mapping[str, Mapping[str, list]]] = {}
    """The search space ``esbench tune`` uses when a suite's ``tune.space`` omits this algorithm:
    ``{param: {log_uniform | uniform | choice: bounds or values}}`` (checked like a suite's space;
    empty: the suite must give one)."""

    packages: ClassVar[tuple[str, ...]] = ()
    """Import names of the outside libraries the algorithm comes from (``nevergrad``, ``evotorch``):
    every run records their distribution, version and VCS commit (``info.provenance``), beside the
    runner's own package and the env's (:mod:`esbench.runners.provenance`)."""

    checkpoints: ClassVar[bool] = False
    """Whether the runner saves checkpoints in the ``checkpoint_dir`` :meth:`run` gives it and continues
    from them (``esbench run --resume``); ``esbench algos`` and ``--resume`` say so when it cannot."""

    param_copies: ClassVar[int] = 4
    """float32 copies of the policy's parameters a run holds at once (θ, gradient, optimizer moments)."""

    update_name: ClassVar[str] = "updates"
    """What one of this runner's updates is called (``generations``, ``rollouts``), in the messages of
    ``esbench tune``'s budget check (:meth:`update_steps`)."""

    @classmethod
    def update_steps(cls, params: Any, policy: PolicySpec, episode_steps: float) -> float | None:
        """Env steps one update takes with ``params`` when an episode lasts ``episode_steps`` steps
        (``esbench tune``'s budget check: :mod:`esbench.suite.tune_budget`); None: not checked (the
        default: a runner that updates every step or so, e.g. off-policy SB3)."""
        return None

    @classmethod
    def resource_problems(cls, params: Any, policy: PolicySpec, budget: Budget) -> Iterable[tuple[str, str]]:
        """``(key, message)`` for sizes this machine or the budget cannot hold (lower-bound estimates).

        Keys are ``policy.<field>`` or ``params.<field>``; suite validation prefixes where they came
        from. The base class checks the policy's parameters; runners add their own sizes.
        """
        yield from policy_memory_problems(policy, cls.param_copies)

    @classmethod
    def apply_cores(cls, params: Mapping[str, Any], cores: int) -> dict[str, Any]:
        """``params`` as the suite gives them (defaults not filled in) with ``resources.cores`` turned
        into this runner's own keys. Raises :class:`ConfigErrors` naming both keys where an explicit
        param contradicts ``cores``. Called by :func:`esbench.suite.resolve.resolve_trial`."""
        raise ConfigErrors([ConfigError("resources.cores", f"{cls.algo} does not support resources.cores")])

    @classmethod
    def cores_needed(cls, params: Any) -> int:
        """CPU cores a run with this runner's ``params`` uses (Ray ``workers``, ``n_envs`` subprocess
        envs, else 1: :func:`~esbench.runners.resources.params_cores`); a runner whose params say it
        otherwise overrides this."""
        return params_cores(params)

    @classmethod
    def trial_cores(cls, trial: Trial) -> int:
        """The cores ``trial`` uses, the one answer ``esbench run --jobs`` packs by: ``resources.cores``
        if the suite sets it, else :meth:`cores_needed` of the trial's params."""
        if trial.resources.cores is not None:
            return trial.resources.cores
        return cls.cores_needed(cls.params_of(trial))

    def __init__(self) -> None:
        self.info: dict[str, Any] = {"cores": 1}
        """Facts about the run worth storing, saved in Sacred's ``info``: ``cores`` (CPU cores the run
        used, for core-hours), ``num_params`` (policy size), exact optimizer settings, ...; :meth:`run`
        adds ``setup_s`` (seconds before the first training step), ``code_digest`` (esbench's source by
        content, :func:`~esbench.runners.provenance.code_digest`), the machine's ``cpu_model`` and
        ``machine_cores`` and its 1-minute ``load_avg_start`` / ``load_avg_end``, ``threads`` (torch's and
        BLAS's thread counts and the OpenMP wait policy, :func:`~esbench.runners.machine.thread_facts`),
        ``eval_time_s`` and
        ``eval_share`` (evaluation's share of training plus evaluation time), and ``cpu_s`` / ``cpu_share``
        (training CPU seconds of the run's processes, :func:`~esbench.runners.machine.cpu_seconds`,
        over training wall-clock x the trial's cores)."""
        self.run_logger: RunLogger | None = None
        """The :class:`RunLogger` of the current or last :meth:`run` (None before one)."""
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
        self.info.update(machine_facts(), load_avg_start=load_average())
        self.info["provenance"] = provenance(type(self), trial.env)  # outside runner, library, env package
        self.info["code_digest"] = RUN_CODE_DIGEST  # esbench's own source, by content
        self.info["family"] = type(self).family  # what the report's family sections select by
        params = self.params_of(trial)
        # Setup (everything before the first training step: eval env, Ray, envs, noise table) is
        # timed from here and stored as info["setup_s"]; wall_clock_s starts at the first step.
        logger = RunLogger(
            writer,
            trial.budget,
            trial.eval,
            evaluate=lambda: evaluator(self.actor()),
            progress=progress,
            cpu_clock=CpuClock(self.worker_pids),
        )
        self.run_logger = logger
        # the host's load over the whole run, set-up included (runners/host_load.py: info.host_load)
        evaluator = Evaluator(trial.env, trial.seed, trial.eval.episodes)
        monitor = HostMonitor(CpuClock(self.worker_pids), cores=self.trial_cores(trial))
        monitor.start()
        try:
            result = self.train(trial, params, logger)
        finally:
            self.info["host_load"] = monitor.stop()
            self.info.update(logger.time_facts(self.trial_cores(trial)))
            if logger.stop_reason is not None:
                self.info.update(stop_reason=logger.stop_reason)
            # threads as training left them (before close() gives torch its count back)
            self.info.update(setup_s=logger.setup_s, load_avg_end=load_average(), threads=thread_facts())
            evaluator.close()
            self.close()
        # The one runner contract (runners/contract.py), as check_runner applies it: recorded, not refused.
        broken = contract_violations(
            points_of(logger.history),
            self.info,
            trial,
            stop_reason=logger.stop_reason,
            steps_after_done=logger.steps_after_done,
        )
        if broken:
            self.info["contract_violations"] = broken
        return result

    @classmethod
    def resolve_params(cls, params: Mapping[str, Any], env: str, path: str = "params") -> dict[str, Any]:
        """``params`` as the suite gives them with values the runner derives for ``env`` filled in (SB3:
        ``hyperparams: rl-zoo``); the default changes nothing. Applied to its own result it returns it
        unchanged. Raises :class:`ConfigError` at ``<path>.<key>``. Called by ``resolve_trial``."""
        return dict(params)

    @classmethod
    def is_resolved(cls, params: Mapping[str, Any]) -> bool:
        """Whether :meth:`resolve_params` has nothing left to fill in ``params`` (the default: it never
        has; SB3: no ``hyperparams: rl-zoo`` without its ``zoo`` record)."""
        return True

    @classmethod
    def params_of(cls, trial: Trial) -> Any:
        """This runner's ``Params`` for ``trial`` (defaults filled, values checked). A trial's params are
        resolved once, by :func:`esbench.suite.resolve.resolve_trial`; only a trial built by hand with
        params not resolved yet (:meth:`is_resolved`) has them resolved here."""
        params = dict(trial.params)
        if not cls.is_resolved(params):
            params = cls.resolve_params(params, trial.env)
        return from_dict(cls.Params, params, "params")

    @abc.abstractmethod
    def train(self, trial: Trial, params: Any, logger: RunLogger) -> RunResult:
        """The training loop: count work on ``logger``, call ``logger.step()``, stop when it says so,
        and return ``logger.finish(...)``."""

    @abc.abstractmethod
    def actor(self) -> Actor:
        """The current deterministic policy, as evaluated by the eval protocol."""

    @classmethod
    def logged_points(cls, checkpoint_dir: Path, trial: Any = None) -> list[tuple[str, float, int]] | None:
        """The points ``(name, value, step)`` a checkpoint in ``checkpoint_dir`` holds (None: none).

        Used to restore the metrics of a run whose driver died; runners that checkpoint override it.
        """
        return None

    @classmethod
    def checkpoint_steps(cls, checkpoint_dir: Path, trial: Any = None) -> int | None:
        """The training steps the checkpoint in ``checkpoint_dir`` was taken at (None: no checkpoint of
        ``trial`` there): the last ``timesteps`` point of :meth:`logged_points`."""
        points = cls.logged_points(checkpoint_dir, trial) or []
        steps = [int(step) for name, _, step in points if name == "timesteps"]
        return max(steps) if steps else None

    @classmethod
    def checkpoint_problem(cls, checkpoint_dir: Path, trial: Any) -> str | None:
        """Why the checkpoint in ``checkpoint_dir`` cannot be shown, from its own files, to be
        ``trial``'s (None: it is). ``--resume`` asks when the directory's ``trial.json`` marker is
        missing or unreadable: None continues from the checkpoint, a reason keeps it and refuses the
        trial. The default: a checkpoint that does not name its trial; runners that checkpoint
        override it."""
        return "its files do not name the trial they belong to"

    def worker_pids(self) -> list[int]:
        """PIDs of worker processes the run uses that are not its descendants (Ray actors), for
        ``info.cpu_share``; the default: none."""
        return []

    def close(self) -> None:  # noqa: B027 (an optional hook, not abstract)
        """Release envs, workers and other resources (called after the run, even on failure)."""
