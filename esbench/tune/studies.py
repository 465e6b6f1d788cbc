"""``esbench tune SUITE``: the same Optuna search for every algorithm, one study per (label, env).

Each study is a TPE search (its seed derived from the suite, or ``tune.seed``) with a median pruner
on the eval curve. A tuning trial runs the algorithm once per tuning seed, each an ordinary esbench
trial of the suite ``<suite>-tune`` (same runners, metric contract and Sacred file store, kept in
``<results>/tune/`` apart from the evaluation runs); its objective is the mean over the seeds.
Intermediate eval returns reach the pruner through the run's progress callback; a pruned run stops
there and is stored with status ``PRUNED``. Optuna's storage (default ``<results>/tune.db``) makes
it resumable: a rerun counts the finished trials (complete, pruned, or failed) and runs only the
rest; a trial cut short by a killed process is marked failed and not counted. The sampler is
reseeded for every trial from (seed, label, env, trial index), so a resumed search samples exactly
what an uninterrupted one would. Outputs: :mod:`esbench.tune.output`.

Two rules keep a search from crippling an algorithm (docs/tuning.md):

- the first trial of every study runs the suite's own params (:attr:`StudyPlan.baseline`; every
  dimension widened to hold its value), so :mod:`esbench.tune.noise` can hold the best against them;
- a sampled configuration that cannot complete :data:`~esbench.suite.tune_budget.MIN_UPDATES`
  updates in ``tune.timesteps`` is pruned before it runs (:func:`~esbench.suite.tune_budget.trial_updates`;
  user attribute ``budget``), and counted.
"""

from __future__ import annotations

import dataclasses
import statistics
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TextIO

from esbench.core.config import Trial
from esbench.core.errors import ConfigError, ConfigErrors, EsbenchError
from esbench.core.interrupts import InterruptGuard
from esbench.core.params import to_dict
from esbench.core.seeding import derive_seed
from esbench.execution.experiment import RunPruned, run_trial
from esbench.execution.state import close_dead_runs
from esbench.stores.file_observer import AtomicFileStorageObserver
from esbench.suite.model import AlgorithmEntry, EnvEntry, Suite
from esbench.suite.resolve import resolve_trial
from esbench.suite.tune_budget import trial_updates
from esbench.suite.tune_section import Dimension, dimensions
from esbench.tune.noise import run_se, trial_se
from esbench.tune.objective import PruningCallback, objective_value

#: Files and directories ``esbench tune`` writes in the results directory.
TUNE_DB = "tune.db"
RUNS_DIR = "tune"
#: Startup trials of the median pruner (no pruning before this many trials finished).
PRUNER_STARTUP_TRIALS = 5
#: Seconds an SQLite connection waits for another process's lock (``esbench tune --jobs``).
SQLITE_TIMEOUT_S = 60


@dataclasses.dataclass(frozen=True)
class StudyPlan:
    """One study: an algorithm entry on one env, with its search dimensions."""

    entry: AlgorithmEntry
    env: EnvEntry
    dims: tuple[Dimension, ...]
    baseline: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    """The untuned suite's value of each searched param on this env (resolved: defaults filled in),
    which the study's first trial runs; ``dims`` hold them where a value can (:meth:`Dimension.including`)."""

    @property
    def label(self) -> str:
        """The algorithm entry's label."""
        return self.entry.label

    def name(self, suite: Suite) -> str:
        """The Optuna study name: ``<suite>:<label>:<env ref>``."""
        return f"{suite.name}:{self.label}:{self.env.ref}"


def plans(suite: Suite) -> list[StudyPlan]:
    """Every study of the suite, in expansion order (envs, then algorithms), each with its baseline:
    the suite's own values of its searched params, which its dimensions are widened to hold."""
    out = []
    for env in suite.env_entries():
        for entry in suite.algorithms:
            draft = StudyPlan(entry, env, tuple(dimensions(suite, entry.label)))
            resolved = tuning_trials(suite, draft, {})[0].params
            baseline = {d.name: resolved.get(d.name) for d in draft.dims}
            dims = tuple(d.including(baseline[d.name]) for d in draft.dims)
            out.append(StudyPlan(entry, env, dims, baseline))
    return out


def shared_storage(url: str, *, create: bool = True) -> Any:
    """The Optuna storage at ``url`` for several processes at once (``esbench tune --jobs``).

    SQLite: every transaction starts with ``BEGIN IMMEDIATE`` (a writer takes the lock first, so no
    reader-to-writer upgrade can deadlock into ``database is locked``) and waits up to
    :data:`SQLITE_TIMEOUT_S` for another process's lock. Any other URL: an ordinary RDB storage.
    ``create``: create the tables if missing (a study's process finds them made by the driver).
    """
    import optuna

    if not url.startswith("sqlite:"):
        return optuna.storages.RDBStorage(url, skip_table_creation=not create)
    from sqlalchemy import event

    storage = optuna.storages.RDBStorage(
        url,
        engine_kwargs={"connect_args": {"timeout": SQLITE_TIMEOUT_S}},
        skip_table_creation=not create,
    )

    def connected(dbapi_connection: Any, record: Any) -> None:
        dbapi_connection.isolation_level = None  # pysqlite's own BEGIN off: SQLAlchemy's below

    def begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    event.listen(storage.engine, "connect", connected)
    event.listen(storage.engine, "begin", begin)
    storage.engine.dispose()  # connections made before the listeners: closed, made again with them
    return storage


def open_storage(url: str, shown: str) -> Any:
    """The Optuna storage at ``url`` (:func:`shared_storage`), opened once before any tuning starts.

    A storage that cannot be opened (a database driver that is not installed, e.g. ``psycopg2`` for
    ``postgresql://``; a URL scheme SQLAlchemy has no dialect for, e.g. ``redis://``; a file SQLite
    cannot create, e.g. under ``/proc``; a server that refuses the connection) raises
    :class:`EsbenchError` (exit 2) naming ``shown`` (the option, never the URL's password) and what
    to do, instead of a traceback from inside Optuna.
    """
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError

    from esbench.stores.secrets import mask_url

    where = f"{shown} ({mask_url(url)})"
    if url.startswith("sqlite:") and (
        url.split("?", 1)[0].rstrip("/") in ("sqlite:", "sqlite:///:memory:") or "mode=memory" in url
    ):
        raise EsbenchError(
            f"{where}: an SQLite database in memory is lost when esbench tune ends and is not shared "
            "with --jobs studies; give a file (sqlite:///path/tune.db), or leave --storage out for "
            "tune.db in --results"
        )
    try:
        return shared_storage(url)
    except ImportError as exc:  # Optuna re-raises the driver's ModuleNotFoundError as an ImportError
        driver = getattr(exc.__cause__, "name", None) or exc.name or "its driver module"
        raise EsbenchError(
            f"{where}: cannot open the Optuna storage: its database driver '{driver}' is not "
            f"installed; install it into esbench's environment (pip install {driver}), or leave "
            "--storage out for the default SQLite file in --results"
        ) from None
    except (NoSuchModuleError, ArgumentError) as exc:
        raise EsbenchError(
            f"{where}: not an Optuna storage URL ({str(exc).splitlines()[0]}); Optuna's storage is a "
            "SQLAlchemy database URL, e.g. sqlite:///path/tune.db or postgresql://user@host/db"
        ) from None
    except SQLAlchemyError as exc:
        reason = str(getattr(exc, "orig", None) or exc).splitlines()[0]
        raise EsbenchError(
            f"{where}: cannot open the Optuna storage: {mask_url(reason) if '://' in reason else reason}; "
            "check that the database exists and is writable (for SQLite: a directory you can write)"
        ) from None


def root_seed(suite: Suite) -> int:
    """The search's seed: ``tune.seed``, else derived from the suite name."""
    assert suite.tune is not None
    return suite.tune.seed if suite.tune.seed is not None else derive_seed(0, "tune", suite.name)


def tuning_trials(suite: Suite, plan: StudyPlan, values: dict[str, Any]) -> list[Trial]:
    """The esbench trials of one tuning trial: one per tuning seed, ``values`` over the entry's params."""
    assert suite.tune is not None
    policy = plan.env.policy or suite.policy
    params = {**plan.entry.params, **dict(plan.entry.env_params.get(plan.env.ref) or {}), **values}
    return [
        resolve_trial(
            {
                "suite": f"{suite.name}-tune",
                "label": plan.label,
                "algo": plan.entry.algo,
                "env": plan.env.ref,
                "seed": seed,
                "budget": {"timesteps": suite.tune.timesteps},
                "eval": {"every_timesteps": None, "episodes": suite.eval.episodes},
                "policy": to_dict(policy),
                "params": params,
                "resources": to_dict(plan.entry.resources or suite.resources),
            }
        )
        for seed in suite.tune.seeds
    ]


def suggest(trial: Any, dims: tuple[Dimension, ...]) -> dict[str, Any]:
    """Sample every dimension on the Optuna ``trial``."""
    values = {}
    for d in dims:
        if d.kind == "choice":
            values[d.name] = trial.suggest_categorical(d.name, list(d.values))
        elif d.integer:
            values[d.name] = trial.suggest_int(d.name, *d.values, log=d.kind == "log_uniform")
        else:
            values[d.name] = trial.suggest_float(d.name, *d.values, log=d.kind == "log_uniform")
    return values


def counted(trial: Any) -> bool:
    """Whether a stored Optuna trial used up one of the study's trials (not one a killed run cut short)."""
    import optuna

    state = trial.state
    TS = optuna.trial.TrialState
    return state in (TS.COMPLETE, TS.PRUNED) or (state == TS.FAIL and bool(trial.user_attrs.get("counted")))


@dataclasses.dataclass
class Tuner:
    """Runs the studies of one suite into ``results_dir`` (Optuna storage ``storage``)."""

    suite: Suite
    results_dir: Path
    storage: Any
    """An Optuna storage URL, or a storage object (:func:`shared_storage`)."""
    guard: InterruptGuard
    out: TextIO | None = None  # default: sys.stdout at the time of the run

    def __post_init__(self) -> None:
        self.out = self.out or sys.stdout

    @property
    def runs_dir(self) -> Path:
        """The file store of the tuning runs."""
        return self.results_dir / RUNS_DIR

    def study(self, plan: StudyPlan) -> Any:
        """The plan's Optuna study (created, or loaded to resume)."""
        import optuna

        assert self.suite.tune is not None
        pruner: Any = optuna.pruners.NopPruner()
        if self.suite.tune.pruner == "median":
            slots = self.suite.tune.timesteps // max(1, self.suite.tune.timesteps // 20) + 2
            pruner = optuna.pruners.MedianPruner(
                n_startup_trials=PRUNER_STARTUP_TRIALS, n_warmup_steps=slots // 4
            )
        return optuna.create_study(
            storage=self.storage,
            study_name=plan.name(self.suite),
            direction="maximize",
            pruner=pruner,
            load_if_exists=True,
        )

    def open(self) -> None:
        """Create the tuning runs' file store; close the runs a killed search left RUNNING there."""
        self.runs_dir.mkdir(parents=True, exist_ok=True)
        close_dead_runs(self.runs_dir, self.runs_dir, self.out or sys.stdout)

    def run(self) -> list[tuple[StudyPlan, Any]]:
        """Every study, each until it has ``tune.trials`` counted trials; returns (plan, study) pairs."""
        self.open()
        done = []
        for plan in plans(self.suite):
            study = self.prepare(plan)
            self.run_trials(plan, study)
            done.append((plan, study))
        return done

    def prepare(self, plan: StudyPlan) -> Any:
        """The plan's study, its trials a killed search left RUNNING marked failed (not counted)."""
        import optuna

        study = self.study(plan)
        for t in study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.RUNNING,)):
            study.tell(t.number, state=optuna.trial.TrialState.FAIL, skip_if_finished=True)
            print(f"[{plan.label} {plan.env.ref}] trial {t.number}: cut short earlier, not counted",
                  file=self.out)  # fmt: skip
        return study

    def run_trials(self, plan: StudyPlan, study: Any) -> None:
        """Run the study's trials from its first not yet finished one up to ``tune.trials``."""
        assert self.suite.tune is not None
        finished = sum(counted(t) for t in study.get_trials(deepcopy=False))
        if finished:
            print(f"[{plan.label} {plan.env.ref}] {finished} trials already finished", file=self.out)
        for index in range(finished, self.suite.tune.trials):
            self.one_trial(plan, study, index)

    def ask(self, plan: StudyPlan, study: Any, index: int) -> tuple[Any, dict[str, Any]]:
        """The Optuna trial of the study's ``index``-th trial and its values: the suite's own params
        (:attr:`StudyPlan.baseline`, user attribute ``baseline``) for the first, else sampled."""
        import optuna

        study.sampler = optuna.samplers.TPESampler(
            seed=derive_seed(root_seed(self.suite), plan.label, plan.env.ref, index)
        )
        if index:
            trial = study.ask()
            return trial, suggest(trial, plan.dims)
        held = tuple(d for d in plan.dims if d.holds(plan.baseline.get(d.name)))
        if not study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.WAITING,)):
            study.enqueue_trial({d.name: plan.baseline[d.name] for d in held}, user_attrs={"baseline": True})
        trial = study.ask()
        trial.set_user_attr("baseline", True)
        raw = {k: v for k, v in plan.baseline.items() if k not in {d.name for d in held}}
        return trial, {**suggest(trial, held), **raw}  # a value no dimension holds: run, not recorded

    def one_trial(self, plan: StudyPlan, study: Any, index: int) -> None:
        """Sample (the first: the suite's own params), refuse a configuration too big for the budget
        (PRUNED before it runs), run each tuning seed, tell Optuna the mean objective (or PRUNED /
        FAIL); the trial's per-seed values and standard error go to its user attributes."""
        import optuna

        tune = self.suite.tune
        assert tune is not None
        TS = optuna.trial.TrialState
        trial, values = self.ask(plan, study, index)
        trial.set_user_attr("index", index)
        own = " (the suite's own params)" if index == 0 else ""
        tag = f"[{plan.label} {plan.env.ref}] trial {index + 1}/{tune.trials}{own}"
        try:
            trials = tuning_trials(self.suite, plan, values)
        except (ConfigError, ConfigErrors) as exc:  # a combination the runner refuses: a failed trial
            self._fail(study, trial, f"invalid params {values}: {exc}", tag)
            return
        short = None if index == 0 else trial_updates(trials[0], tune.timesteps)
        if short is not None:  # it would score the random policy: pruned before it runs, counted
            trial.set_user_attr("budget", short[1])
            study.tell(trial, state=TS.PRUNED)
            print(f"{tag}: pruned before running: it {short[1]} {values}", file=self.out, flush=True)
            return
        results, runs, ses = [], [], []
        for k, t in enumerate(trials):
            observer = AtomicFileStorageObserver(str(self.runs_dir))
            assert t.eval.every_timesteps is not None  # resolve_trial always sets it
            callback = PruningCallback(trial, k, t.eval.every_timesteps, t.budget.timesteps, self.guard,
                                       tune.pruner == "median")  # fmt: skip
            status, error = "COMPLETED", None
            try:
                run = run_trial(t, [observer], callback)
            except RunPruned:
                status = "PRUNED"
            except KeyboardInterrupt:
                study.tell(trial, state=TS.FAIL)  # cut short: not counted, run again on resume
                raise
            except Exception as exc:
                status, error = "FAILED", f"{type(exc).__name__}: {exc}".splitlines()[0]
            run_dir = Path(observer.dir) if observer.dir else None
            runs.append({"seed": t.seed, "run": run_dir.name if run_dir else None, "status": status})
            trial.set_user_attr("runs", runs)
            if status == "PRUNED":
                study.tell(trial, state=TS.PRUNED)
                print(f"{tag}: pruned (seed {t.seed}) {values}", file=self.out, flush=True)
                return
            if status == "FAILED" or run_dir is None or observer.write_error is not None:
                self._fail(study, trial, error or "the run's files are incomplete", tag)
                return
            results.append(objective_value(tune.objective, run, run_dir))
            ses.append(run_se(tune.objective, run_dir, t.eval.episodes))
        value = statistics.fmean(results)
        trial.set_user_attr("seed_values", results)
        trial.set_user_attr("se", trial_se(results, ses))
        study.tell(trial, value)
        best = study.best_value
        print(f"{tag}: {tune.objective} {value:.4g} (best {best:.4g}) {values}", file=self.out, flush=True)

    def _fail(self, study: Any, trial: Any, error: str, tag: str) -> None:
        import optuna

        trial.set_user_attr("counted", True)
        trial.set_user_attr("error", error[:500])
        study.tell(trial, state=optuna.trial.TrialState.FAIL)
        print(f"{tag}: FAILED ({error[:200]})", file=self.out, flush=True)
