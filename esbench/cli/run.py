"""``esbench run SUITE``: the suite's trials, one after the other, packed on this machine's cores
(``--jobs N``: :mod:`esbench.execution.local.driver`) or on a Ray cluster (``--ray-address``:
:mod:`esbench.execution.cluster.driver`),
then the summary and the report. Parsing lives in :mod:`esbench.cli.main`.
"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path

from esbench.core.errors import EsbenchError


def run_command(args: argparse.Namespace) -> int:
    """``esbench run SUITE``.

    Exit code 0: every trial completed; 1: a trial failed; 130/143: interrupted (SIGINT/SIGTERM);
    2: a user mistake; 3 (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`): with ``--resume``, every
    trial completed but a stored run could not be read whole (named with its path and problem when
    the suite opened; its trial ran again).
    """
    if (args.jobs or 1) > 1 and not args.ray_address and not args.dry_run:
        from esbench.execution.local.pool import preload_for, prestart

        prestart(preload_for(_peek_algos(args.suite)))  # its imports run beside this process's work
    from esbench.core.config import file_store_dir
    from esbench.core.interrupts import InterruptGuard
    from esbench.core.paths import writable_directory
    from esbench.execution.campaign import run_suite
    from esbench.execution.outcomes import format_store_notes, format_summary, suite_exit_code
    from esbench.execution.plan import open_suite, run_store
    from esbench.execution.state import choose_run_set, unreadable_runs
    from esbench.stores.file_store import FileRunStore
    from esbench.stores.mongo import MongoStore, resolve_url
    from esbench.stores.runs import EXIT_SKIPPED_RUNS
    from esbench.stores.secrets import mask_suite_text
    from esbench.suite.load import expand, load_suite_and_text, select
    from esbench.suite.shipped import find_suite

    args.suite = find_suite(args.suite)
    # Read once (the suite may be a pipe); with --set, the text is the overridden suite, listing them.
    suite, text = load_suite_and_text(args.suite, overrides=args.overrides, max_trials=args.max_trials)
    all_trials = expand(suite)
    trials = select(all_trials, args.only)
    store_dir = file_store_dir(suite.store.file, args.results, suite.name)
    work_dir = store_dir or Path("results") / suite.name
    target = resolve_url(args.mongo, suite.store.mongo)
    if store_dir is None and target is None:
        raise EsbenchError(
            f"{args.suite}: store.file is off and no MongoDB URL is given "
            "(store.mongo, --mongo or ESBENCH_MONGO): the runs would not be stored"
        )
    stores = [str(store_dir)] if store_dir is not None else []
    where = " and ".join(stores + ([f"MongoDB {target.masked}"] if target is not None else []))
    if args.dry_run:
        print(f"suite '{suite.name}': {len(trials)} trials -> {where}")
        for i, trial in enumerate(trials, start=1):
            print(
                f"{i:4d}  {trial.label:<16} {trial.algo:<12} {trial.env:<28} seed={trial.seed:<6} "
                f"timesteps={trial.budget.timesteps}"
            )
        return 0
    writable_directory(work_dir, "--results" if args.results is not None else "store.file")
    work_store = FileRunStore(work_dir)
    # One esbench run per store: a second one exits 2 naming the holder. The guard turns SIGINT and
    # SIGTERM into an INTERRUPTED run, the summary and exit code 130 / 143 (esbench.core.interrupts).
    waiting = functools.partial(print, file=sys.stderr, flush=True)  # "waiting for the trial processes..."
    with work_store.lock(on_wait=waiting), InterruptGuard() as guard:
        mongo = None
        # Every URL with a password anywhere in the suite is masked, not only the one in use.
        suite_text = mask_suite_text(text, [target.url if target else None])
        # The suite and its full trial list (also with --only) beside the runs: what a report expects.
        trial_list = [t.to_config() for t in all_trials]
        run_stores = [work_store] if store_dir is not None else []
        if target is not None:
            mongo = MongoStore(target)
            seconds = mongo.check()  # before anything starts: unreachable or refused -> exit 2
            run_stores.append(mongo.runs(suite.name))
        # A second plain run of stored trials exits 2 here, before anything is written: never two
        # runs of one seed in a run set (--resume continues the set, --fresh starts a new one).
        run_set, started = choose_run_set(
            run_stores, trials, resume=args.resume, fresh=args.fresh, where=where
        )
        if mongo is not None:
            suite_runs = mongo.runs(suite.name)
            suite_runs.write_suite(suite_text)
            suite_runs.write_trials(trial_list)
            mongo.ensure_omniboard_columns()
            print(f"MongoDB {target.masked} ({target.origin}): reachable and writable ({seconds:.2f} s)")
        work_store.write_suite(suite_text)
        work_store.write_trials(trial_list)
        if started:
            print(started)
        print(f"suite '{suite.name}': {len(trials)} trials -> {where}", flush=True)
        # trials on a Ray cluster, relayed to these stores (esbench.execution.cluster.driver)
        if args.ray_address:
            from esbench.execution.cluster.driver import run_suite_cluster

            run_suite = functools.partial(run_suite_cluster, address=args.ray_address, jobs=args.jobs)
        # trials in processes of their own, on disjoint cores (esbench.execution.local.driver)
        elif (args.jobs or 1) > 1:
            from esbench.execution.local.driver import run_suite_jobs

            run_suite = functools.partial(run_suite_jobs, jobs=args.jobs)
        # The suite opened once: dead runs closed, the run set's stored runs for --resume.
        plan = open_suite(
            trials, store_dir=store_dir, work_dir=work_dir, resume=args.resume, mongo=mongo,
            out=sys.stdout, guard=guard, run_set=run_set,
        )  # fmt: skip
        outcomes = run_suite(plan)
        with guard.deferred():  # a signal now cannot cut the summary short; the exit code tells it
            print()
            print(format_summary(outcomes))
            notes = format_store_notes(outcomes, store_dir, mongo, work_dir)
            if notes:
                print()
                print(notes)
            sys.stdout.flush()
        if not args.no_report and not guard.interrupted:
            try:
                _write_report(store_dir, suite.name, mongo)
            except KeyboardInterrupt:
                print("report not written (interrupted)", file=sys.stderr)
        code = suite_exit_code(outcomes, guard)
        if code == 0 and args.resume and unreadable_runs(run_store(store_dir, mongo, trials)):
            return EXIT_SKIPPED_RUNS  # named when the suite opened
        return code


def _peek_algos(arg: str) -> list[str] | None:
    """The algorithms a suite file names, read without validating it (None if it cannot be read so):
    only to choose what the trials' process server imports before the suite is loaded properly."""
    from esbench.core.safe_yaml import parse_yaml
    from esbench.suite.shipped import find_suite

    try:
        path = find_suite(arg)
        if not path.is_file():  # a pipe is read once, by the real load
            return None
        data = parse_yaml(path.read_text(encoding="utf-8"), str(path))
        return [str(a["algo"]) for a in data["algorithms"]]
    except Exception:  # any problem is the real load's to report; the full preload then
        return None


def _write_report(store_dir: Path | None, name: str, mongo=None) -> None:
    """Write the suite's report to reports/<name>/ (a failure to report never hides the runs)."""
    from esbench.report import ReportOptions, build_report

    out_dir = Path("reports") / name
    try:
        inputs = [store_dir] if store_dir is not None else [mongo.runs(name)]
        paths = build_report(inputs, out_dir, ReportOptions())
    except Exception as exc:  # the runs are stored; say why the report is missing and how to retry
        source = store_dir if store_dir is not None else f"--mongo URL --suite {name}"
        retry = f"esbench report {source} -o {out_dir}"
        print(f"report not written ({type(exc).__name__}: {exc}); retry with: {retry}", file=sys.stderr)
        return
    print(f"report: {paths['html']}" + (f" and {paths['pdf']}" if paths.get("pdf") else ""))
