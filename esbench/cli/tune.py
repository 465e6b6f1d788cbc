"""The ``esbench tune SUITE`` command: arguments, the Optuna check, the lock, the outputs.

Exit codes: 0 when every study has a complete trial, 1 when one has none (every trial failed or was
pruned) or, with ``--jobs N``, a study failed (the others went on), 2 on a user error (bad suite,
no ``tune`` section, Optuna missing, locked results), 130 / 143 after SIGINT / SIGTERM (the running
trials are not counted: a rerun runs them again). ``--jobs N`` runs up to N studies at once
(:mod:`esbench.tune.jobs`); 1, the default, runs them one after the other in this process.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from esbench.cli.arguments import add_jobs_argument, add_set_argument, add_suite_argument
from esbench.core.errors import EsbenchError

HELP = "tune every algorithm with the same Optuna search"

INSTALL_HINT = (
    'pip install ".[tune]" (in a checkout of esbench; scripts/setup.sh installs it with the dev extra)'
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``esbench tune``."""
    add_suite_argument(parser, help="a suite YAML file with a tune section, or a shipped suite's name")
    parser.add_argument(
        "--results",
        type=Path,
        default=None,
        help="results directory (default: the suite's store.file, else results/<suite name>); the "
        "tuning runs go to RESULTS/tune, the studies to RESULTS/tune.db",
    )
    parser.add_argument(
        "--storage",
        metavar="URL",
        default=None,
        help="any Optuna storage URL (e.g. postgresql://..., sqlite:///path.db); default: "
        "sqlite:///RESULTS/tune.db",
    )
    add_jobs_argument(
        parser,
        default=1,
        help="run up to N studies (one per algorithm and env) at once on this machine, each in a "
        "process pinned to cores of its own, its trials one after the other: the same tuned settings "
        "as with 1 (default 1: one study after the other; auto: as many as usable cores)",
    )
    add_set_argument(parser)


def _optuna() -> None:
    try:
        import optuna
    except ImportError:
        raise EsbenchError(f"esbench tune needs Optuna, which is not installed: {INSTALL_HINT}") from None
    optuna.logging.set_verbosity(optuna.logging.WARNING)


def run(args: argparse.Namespace) -> int:
    """``esbench tune SUITE``."""
    if args.jobs > 1:  # the studies' process server imports beside this process's own work
        from esbench.execution.local.pool import prestart
        from esbench.tune import STUDY_PRELOAD

        prestart(STUDY_PRELOAD)
    from esbench.core.config import file_store_dir
    from esbench.core.paths import writable_directory
    from esbench.suite.load import load_suite
    from esbench.suite.shipped import find_suite

    args.suite = find_suite(args.suite)
    suite = load_suite(args.suite, overrides=args.overrides, max_trials=args.max_trials)
    if suite.tune is None:
        raise EsbenchError(f"{args.suite}: tune: no tune section; esbench tune needs one (docs/suites.md)")
    _optuna()
    from esbench.tune.studies import RUNS_DIR, TUNE_DB, open_storage

    results = file_store_dir(suite.store.file, args.results, suite.name)
    if results is None:
        raise EsbenchError(
            f"{args.suite}: store.file is off: give esbench tune a directory with --results DIR"
        )
    writable_directory(results, "--results" if args.results is not None else "store.file")
    _refuse_links(results, default_storage=args.storage is None)
    storage = args.storage or f"sqlite:///{(results / TUNE_DB).resolve()}"
    shown = TUNE_DB if args.storage is None else "--storage"
    opened = open_storage(storage, shown)  # a storage that cannot be opened: exit 2 before any run
    tune = suite.tune
    studies = len(suite.envs) * len(suite.algorithms)
    print(
        f"tuning '{suite.name}': {studies} studies x {tune.trials} trials x {len(tune.seeds)} seeds x "
        f"{tune.timesteps} steps, objective {tune.objective} -> {results / RUNS_DIR}, "
        f"{results / TUNE_DB if args.storage is None else 'the --storage URL'}",
        flush=True,
    )
    (results / RUNS_DIR).mkdir(parents=True, exist_ok=True)
    with _storage_failures(shown):
        return _tune(args, suite, results, storage, opened, shown)


@contextlib.contextmanager
def _storage_failures(shown: str) -> Iterator[None]:
    """The Optuna storage failing mid-search (a full disk under SQLite, a lost server): one line,
    exit 2, naming the storage as ``shown`` (never the URL's password) and what to do."""
    import optuna
    from sqlalchemy.exc import SQLAlchemyError

    from esbench.stores.secrets import mask_url

    try:
        yield
    except (optuna.exceptions.StorageInternalError, SQLAlchemyError) as exc:
        cause = exc.__cause__ if isinstance(exc, optuna.exceptions.StorageInternalError) else exc
        reason = str(getattr(cause, "orig", None) or cause or exc).splitlines()[0][:200]
        full = "full" in reason or "no space" in reason.lower()
        hint = "free some space" if full else "check the database"
        raise EsbenchError(
            f"{shown}: the Optuna storage failed during the search ({mask_url(reason)}); {hint}, then rerun "
            "esbench tune to continue (finished trials are kept)"
        ) from None


def _tune(args: argparse.Namespace, suite: Any, results: Path, storage: str, opened: Any, shown: str) -> int:
    """The search itself, under the store's lock (:func:`run`)."""
    from esbench.core.interrupts import InterruptGuard, exit_code
    from esbench.stores.file_store import FileRunStore
    from esbench.tune.jobs import drive_studies
    from esbench.tune.output import write_outputs
    from esbench.tune.studies import RUNS_DIR, Tuner

    with FileRunStore(results / RUNS_DIR).lock(), InterruptGuard() as guard:
        outcome = drive_studies(Tuner(suite, results, opened, guard), storage, args.jobs)
        if outcome.interrupted:
            print("tuning interrupted; rerun esbench tune to continue", file=sys.stderr)
            return exit_code(guard.signum)
        done, failed = outcome.done, outcome.failed
        with guard.deferred():
            paths = write_outputs(suite, results, done, shown)
    _print_checks(paths["summary"])
    print(f"tuned suite: {paths['tuned']}\nsummary: {paths['summary']} and {paths['trials']}")
    if failed:
        lines = "; ".join(f"{p.label} on {p.env.ref}: {why}" for p, why in failed)
        print(f"studies that failed (rerun esbench tune to continue them): {lines}", file=sys.stderr)
    missing = [f"{p.label} on {p.env.ref}" for p, s in done if not _has_complete(s)]
    if missing:
        print(
            f"no complete trial (their params are left as they were): {', '.join(missing)}", file=sys.stderr
        )
    return 1 if failed or missing else 0


def _print_checks(summary: Path) -> None:
    """Per study: the trials pruned before running (too big for ``tune.timesteps``) and the noise
    check's line (``warning: ...``, on stderr, when the suite's params are kept: no trial beat them and
    the median by more than the eval noise), read back from ``tune_summary.json``."""
    import json

    for study in json.loads(summary.read_text())["studies"]:
        if study.get("budget_pruned"):
            print(f"{study['label']} on {study['env']}: {study['budget_pruned']} of {study['trials']} trials "
                  "pruned before running (too few updates in tune.timesteps: docs/tuning.md)")  # fmt: skip
        line = study.get("check")
        if line:
            print(line, file=sys.stderr)


def _refuse_links(results: Path, default_storage: bool) -> None:
    """Exit 2 before anything is written if tune's paths in ``results`` are links (``tune/``, its
    ``checkpoints``, ``tune.db`` and SQLite's side files): esbench never follows links in a store."""
    from esbench.core.files import TUNE_SUMMARY_FILE, TUNED_SUITE_FILE
    from esbench.stores import nofollow
    from esbench.tune.studies import RUNS_DIR, TUNE_DB

    names = [RUNS_DIR, TUNED_SUITE_FILE, TUNE_SUMMARY_FILE]
    if default_storage:
        names += [TUNE_DB + suffix for suffix in ("", "-journal", "-wal", "-shm")]
    for name in names:
        nofollow.refuse_link(results / name)
    links = nofollow.links_in(results / RUNS_DIR)
    if links:
        raise nofollow.LinkRefused(links[0], "is a symbolic link in the store")


def _has_complete(study) -> bool:
    import optuna

    return bool(study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.COMPLETE,)))
