"""The Sacred edge: one Sacred run per trial. The only module that knows Sacred.

Run a single trial from Sacred's own command line, e.g.::

    python -m esbench.experiment with algo=sb3_a2c env=CartPole-v1 seed=3 budget.timesteps=20000
    python -m esbench.experiment with openai_es env=Pendulum-v1 params.sigma=0.05

Each registered algorithm is also a named config (``with sb3_trpo``). The stored config is fully
resolved (every runner default filled in), so it alone reproduces the run. Without ``-F``/``-m``
options, runs go to the file store ``results/adhoc``, and to every tracker its environment variable names
(``$ESBENCH_MONGO``, ``$ESBENCH_MLFLOW``, ``$ESBENCH_TENSORBOARD``).
"""

from __future__ import annotations

import dataclasses
import importlib.metadata
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from sacred import SETTINGS, Experiment
from sacred.dependencies import PEP440_VERSION_PATTERN
from sacred.observers import RunObserver
from sacred.utils import SacredError, SacredInterrupt, apply_backspaces_and_linefeeds

from esbench.core.config import PolicySpec, Trial
from esbench.core.errors import ConfigError, ConfigErrors
from esbench.core.interrupts import InterruptGuard
from esbench.core.metrics import MAX_POINTS, ProgressCallback, RunResult
from esbench.core.notices import collected
from esbench.core.params import to_dict
from esbench.core.processes import process_identity
from esbench.runners.registry import algo_names, get_runner
from esbench.stores.file_observer import AtomicFileStorageObserver
from esbench.suite.resolve import resolve_trial

SETTINGS.CAPTURE_MODE = "sys"  # in-process capture: works under pytest and with Ray's own stdout handling
SETTINGS.CONFIG.READ_ONLY_CONFIG = True

EXPERIMENT_NAME = "esbench"

#: Distributions whose versions are stored with every run (when installed).
TRACKED_PACKAGES = (
    "numpy",
    "torch",
    "gymnasium",
    "stable-baselines3",
    "sb3-contrib",
    "nevergrad",
    "ray",
    "sacred",
    "mujoco",
    "pybullet",
    "pybullet-envs-gymnasium",
    "ale-py",
)

#: The artifact holding a run's third-party notices (Ray's, MuJoCo's), kept off the console.
NOTICES_FILE = "notices.txt"

#: Captured stdout is cut to this many characters per run (MongoDB documents are capped at 16 MB).
MAX_CAPTURED_CHARS = 200_000

#: Hard cap on points per metric per run, whatever a runner logs: a safety net behind the
#: harness's cadence (``MAX_POINTS``). 20,000 points make a MongoDB metrics document of about
#: 1 MB (16 MB is the limit) and stay browsable in Omniboard.
MAX_POINTS_PER_METRIC = 10 * MAX_POINTS


class RunPruned(SacredInterrupt):
    """Raised from a run's progress callback to stop it early (``esbench tune``'s pruner): Sacred
    records the run with status ``PRUNED`` (its metrics so far flushed) and re-raises it."""

    STATUS = "PRUNED"


class SacredWriter:
    """A :class:`~esbench.core.metrics.MetricWriter` that forwards points to ``run.log_scalar``.

    Points past :data:`MAX_POINTS_PER_METRIC` for one metric are dropped and counted in the run's
    ``info["dropped_points"]``. Before each point, a failed write of the run's files (a full disk)
    is raised here, in the run's own thread, so the run fails instead of running on unrecorded.
    """

    def __init__(self, run: Any, max_points: int = MAX_POINTS_PER_METRIC):
        self._run = run
        self._max_points = max_points
        self._counts: dict[str, int] = {}
        self._checks = [
            o.raise_if_failed for o in getattr(run, "observers", ()) if hasattr(o, "raise_if_failed")
        ]

    def log_scalar(self, name: str, value: float, step: int) -> None:
        """Forward one point to Sacred (flushed to observers at each heartbeat and at the end)."""
        for check in self._checks:
            check()
        count = self._counts.get(name, 0) + 1
        self._counts[name] = count
        if count > self._max_points:
            dropped = self._run.info.setdefault("dropped_points", {})
            dropped[name] = count - self._max_points
            return
        self._run.log_scalar(name, value, step)

    def close(self) -> None:
        """Sacred flushes metrics itself when the run ends."""


def _bounded_output(text: str) -> str:
    text = apply_backspaces_and_linefeeds(text)
    if len(text) > MAX_CAPTURED_CHARS:
        half = MAX_CAPTURED_CHARS // 2
        return text[:half] + "\n[... esbench cut the captured output here ...]\n" + text[-half:]
    return text


def _sacred_logger() -> logging.Logger:
    """Sacred's run logger: warnings and errors only (esbench prints its own progress lines).

    Giving Sacred a logger also stops it from attaching an INFO handler to the root logger, which
    would echo every library's INFO messages to the console.
    """
    logger = logging.getLogger("esbench.sacred")
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(levelname)s - %(name)s - %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.WARNING)
        logger.propagate = False
    return logger


def _store_notices(run: Any, text: str) -> None:
    """The run's third-party notices (:mod:`esbench.core.notices`) as its artifact ``notices.txt``."""
    if not text:
        return
    with tempfile.TemporaryDirectory(prefix="esbench-notices-") as tmp:
        path = Path(tmp) / NOTICES_FILE
        path.write_text(text)
        run.add_artifact(str(path), NOTICES_FILE)


def _add_dependency(ex: Experiment, package: str, version: str) -> None:
    """``package`` in Sacred's list where Sacred takes its version (PEP 440, no local label); another
    (a plugin's "1.0 beta") stays only in the run's info, as it is: Sacred's refusal failed the trial."""
    public = version.split("+")[0]
    if PEP440_VERSION_PATTERN.match(public):
        ex.add_package_dependency(package, public)


def package_versions() -> dict[str, str]:
    """Installed versions of :data:`TRACKED_PACKAGES` (full strings, e.g. ``2.13.0+cpu``)."""
    versions = {}
    for package in TRACKED_PACKAGES:
        try:
            versions[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            continue
    return versions


def resolved_fields(
    suite: str,
    label: str | None,
    algo: str,
    env: str,
    seed: int,
    budget: dict,
    eval: dict,
    policy: dict,
    params: dict,
    resources: dict | None = None,
) -> tuple[str, dict, dict, dict, dict, dict]:
    """``(label, budget, eval, policy, params, resources)`` of the trial as
    :func:`~esbench.suite.resolve.resolve_trial` resolves it: the same resolve path as a suite's trials (for
    Sacred's config scope)."""
    raw = {"suite": suite, "label": label, "algo": algo, "env": env, "seed": seed, "budget": budget,
           "eval": eval, "policy": policy, "params": params, "resources": resources}  # fmt: skip
    c = resolve_trial(raw).to_config()
    return c["label"], c["budget"], c["eval"], c["policy"], c["params"], c["resources"]


class error(SacredError):
    """A configuration of Sacred's command line that esbench refuses: one line, exit code 2 (:func:`main`)."""

    __module__ = "builtins"

    def __init__(self, message: str) -> None:
        super().__init__(message, print_traceback=False, print_usage=False)
        _REFUSED.append(message)


#: Messages of :class:`error` raised in this process (:func:`main` exits 2 when there is one).
_REFUSED: list[str] = []
#: Sacred's command line (:func:`main`) checks the config in the config scope (a global: Sacred runs a
#: config scope's body with its module's globals, not its closure).
_CHECK_ENV = {"on": False}


def check_adhoc(config: dict[str, Any]) -> None:
    """Refuse the trial unless ``esbench run`` would run it (:func:`~esbench.suite.adhoc.check_adhoc_trial`,
    its env first: an ad hoc ``env=module:Env`` never imports ``module``): one line per problem, exit 2."""
    from esbench.suite.adhoc import check_adhoc_trial

    try:
        check_adhoc_trial(config)
    except (ConfigError, ConfigErrors) as exc:
        raise error(str(exc)) from None


def build_experiment(
    observers: Sequence[RunObserver] = (),
    progress: Callable[[Trial], ProgressCallback | None] | None = None,
    checkpoint_dir: Callable[[Trial], Path | None] | None = None,
    info: dict[str, Any] | None = None,
    trial: Trial | None = None,
    config: dict[str, Any] | None = None,
) -> Experiment:
    """A Sacred ``Experiment`` that runs one trial per ``ex.run(config_updates=trial.to_config())``.

    ``progress(trial)`` may return a progress callback, ``checkpoint_dir(trial)`` the directory
    the runner may checkpoint in (both supplied by the suite runner); ``info`` is stored in every
    run's ``info`` (``esbench run --jobs``: the run's ``cpu_ids``, ``jobs``, ``packed``).
    Without ``trial``, the config is resolved in a config scope (Sacred's command line,
    :func:`resolved_fields`), whose :func:`main` also checks ``env`` as a suite's env is checked,
    before anything resolves it: its config was never validated. With ``trial`` (resolved already,
    :func:`run_trial`), its ``config`` (default: :meth:`~Trial.to_config`) is the run's config as it is
    and the trial itself is run: it is resolved once.
    """
    ex = Experiment(EXPERIMENT_NAME, save_git_info=True)
    # Sacred (no type hints) declares both as None in its class body: mypy infers the type None.
    ex.captured_out_filter = _bounded_output  # type: ignore[assignment]
    ex.logger = _sacred_logger()  # type: ignore[assignment]
    ex.observers.extend(observers)
    for package, version in package_versions().items():
        # Sacred rejects local version labels ("2.13.0+cpu"); the full string is kept in info.packages.
        _add_dependency(ex, package, version)
    for entry in run_provenance(trial) if trial is not None else ():  # outside runner and env packages
        if entry["distribution"] and entry["version"]:
            _add_dependency(ex, entry["distribution"], str(entry["version"]))

    if trial is not None:  # resolved already: its config as it is (serialised once per attempt)
        ex.add_config(trial.to_config() if config is None else config)
    else:

        @ex.config
        def defaults():
            suite = "adhoc"  # suite name
            label = None  # algorithm label in reports (default: the algo name)
            algo = "sb3_ppo"  # registered algorithm (`esbench algos`)
            env = "CartPole-v1"  # gymnasium id or env ref with options, e.g. ALE/Pong-v5[frame_skip=2]
            seed = 0  # root seed of the trial: every other seed derives from it
            budget = {"timesteps": 100_000, "wall_clock_s": None}  # training env steps (and optional seconds)
            eval = {"every_timesteps": None, "episodes": 10}  # eval protocol (every: default budget / 20)
            policy = to_dict(PolicySpec())  # network shared by every algorithm
            params = {}  # runner parameters; defaults filled in below
            resources = {"cores": None}  # cores per run, turned into the runner's params (workers, envs)

        @ex.config
        def resolved(suite, label, algo, env, seed, budget, eval, policy, params, resources):
            # The one resolve path (esbench.suite.resolve): label, eval cadence, policy auto -> cnn|mlp,
            # params.
            if _CHECK_ENV["on"]:
                check_adhoc(dict(suite=suite, label=label, algo=algo, env=env, seed=seed, budget=budget,
                                 eval=eval, policy=policy, params=params, resources=resources))  # fmt: skip
            label, budget, eval, policy, params, resources = resolved_fields(
                suite, label, algo, env, seed, budget, eval, policy, params, resources
            )

    for name in algo_names():
        ex.add_named_config(name, {"algo": name})

    @ex.main
    def trial_main(_config: dict, _run: Any) -> float:
        resolved_trial = trial or Trial.from_config(_config)
        _run.info.update(info or {})
        _run.info["packages"] = package_versions()
        runner_class = get_runner(resolved_trial.algo)
        # The runner's defaults, so reports can show how a run's params differ from them.
        _run.info["params_defaults"] = to_dict(runner_class.Params())
        runner = runner_class()
        callback = progress(resolved_trial) if progress else None
        directory = checkpoint_dir(resolved_trial) if checkpoint_dir else None
        with collected() as notices:  # third-party notices: to the run, not the console
            try:
                result: RunResult = runner.run(resolved_trial, SacredWriter(_run), callback, directory)
            finally:
                _run.info.update(runner.info)
                _store_notices(_run, notices.text())
        _run.info["timesteps"] = result.timesteps
        _run.info["wall_clock_s"] = result.wall_clock_s
        return result.final_eval_return

    return ex


def run_provenance(trial: Trial) -> list[dict[str, Any]]:
    """Distribution, version and VCS commit of the trial's outside runner, library and env packages
    (:func:`esbench.runners.provenance.provenance`)."""
    from esbench.runners.provenance import provenance

    return provenance(get_runner(trial.algo), trial.env)


@dataclasses.dataclass(frozen=True)
class FinishedRun:
    """What the rest of esbench needs of a finished Sacred run, so that only this module knows Sacred."""

    status: str  #: Sacred's status: COMPLETED (a run that raised never returns)
    result: float | None  #: the final eval return
    run_id: Any  #: the id the first observer gave the run (None without observers)
    info: dict[str, Any]  #: the run's info (wall_clock_s, setup_s, cores, ...)


def run_trial(
    trial: Trial,
    observers: Sequence[RunObserver],
    progress: ProgressCallback | None = None,
    checkpoint_dir: Path | None = None,
    run_set: int | None = None,
    info: dict[str, Any] | None = None,
    config: dict[str, Any] | None = None,
) -> FinishedRun:
    """Run one (resolved) trial as one Sacred run; return its status, result, id and info.

    ``run_set`` (``esbench run``: the store's run set, see :mod:`esbench.stores.runs`) is stored in
    the run's ``meta``, ``info`` in its ``info``. ``config``: the trial's :meth:`~Trial.to_config`,
    if the caller has it (serialised once per attempt), stored as the run's config.
    """
    ex = build_experiment(observers, lambda _: progress, lambda _: checkpoint_dir, info, trial, config)
    meta = {
        "suite": trial.suite,
        "label": trial.label,
        "algo": trial.algo,
        "env": trial.env,
        "seed": trial.seed,
        # This process: a run left RUNNING by a driver that no longer exists was killed (execution.state).
        "driver": process_identity(),
    }
    if run_set is not None:
        meta["run_set"] = run_set
    meta["provenance"] = run_provenance(trial)  # also the run's info.provenance (Runner.run)
    run = ex.run(meta_info=meta)
    return FinishedRun(status=str(run.status), result=run.result, run_id=run._id, info=dict(run.info))


def _has_observer_flag(argv: Sequence[str]) -> bool:
    flags = (
        "-F",
        "--file_storage",
        "-m",
        "--mongo_db",
        "-s",
        "--sql",
        "-t",
        "--tiny_db",
        "-u",
        "--unobserved",
    )
    return any(arg == f or arg.startswith(f + "=") for arg in argv for f in flags)


def main(argv: Sequence[str] | None = None) -> None:
    """Sacred's command line for one trial (``python -m esbench.experiment with ...``)."""
    argv = list(sys.argv if argv is None else argv)
    observers: list[RunObserver] = []
    if not _has_observer_flag(argv):
        observers.append(AtomicFileStorageObserver(os.path.join("results", "adhoc")))
        observers += _environment_observers()
    try:
        with InterruptGuard():  # SIGTERM, like Ctrl-C, records the run INTERRUPTED
            _CHECK_ENV["on"] = True
            build_experiment(observers).run_commandline(argv)
    except SystemExit:
        if _REFUSED:  # Sacred printed "error: <message>" (one line)
            sys.exit(2)
        raise


def _environment_observers() -> list[RunObserver]:
    """The observers of the trackers the environment names (``$ESBENCH_MONGO``, ``$ESBENCH_MLFLOW``,
    ...), each after the same check as ``esbench run``: a problem stops here with one line and exit
    code 2."""
    from esbench.core.errors import EsbenchError
    from esbench.stores.tracker_registry import environment_trackers

    observers = []
    try:
        for tracker in environment_trackers():
            tracker.check(None)
            observers.append(tracker.observer("adhoc"))
    except EsbenchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    return observers
