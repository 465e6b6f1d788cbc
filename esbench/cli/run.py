"""``esbench run SUITE``: load the suite, expand it, open it (lock, stores, trackers, run set:
:func:`esbench.execution.plan.open_suite`), drive its trials (one after the other, ``--jobs N`` at
once on this machine, or on a Ray cluster: :func:`esbench.execution.campaign.suite_driver`), then the
summary and the report. After a stop (Ctrl-C, SIGTERM, a closed console pipe) the summary's last
line is the ``esbench run SUITE --resume`` that continues (:func:`resume_command`).
"""

from __future__ import annotations

import argparse
import functools
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from esbench.cli.arguments import (
    add_jobs_argument,
    add_mlflow_argument,
    add_mongo_argument,
    add_set_argument,
    add_suite_argument,
    add_tracker_arguments,
    tracker_specs,
)

HELP = "run a suite"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``esbench run``'s arguments."""
    add_suite_argument(parser)
    parser.add_argument(
        "--results",
        type=Path,
        default=None,
        help="file store directory (default: the suite's store.file, else results/<suite name>)",
    )
    parser.add_argument("--dry-run", action="store_true", help="print the trials and exit")
    parser.add_argument(
        "--only", nargs="+", metavar="LABEL_OR_ENV", help="run only trials with these labels or envs"
    )
    again = parser.add_mutually_exclusive_group()
    again.add_argument(
        "--resume",
        action="store_true",
        help="skip trials already completed in the store and continue "
        "interrupted ones from their checkpoints (a stored run that cannot be read whole is named, "
        "its trial runs again, and the exit code is 3 if nothing else went wrong)",
    )
    again.add_argument(
        "--fresh",
        action="store_true",
        help="run the trials again as a new run set of the store: the runs stored before are kept "
        "apart and left out of reports (without --resume or --fresh, a suite whose runs are already "
        "stored is refused)",
    )
    parser.add_argument("--no-report", action="store_true", help="do not write the suite's report at the end")
    add_jobs_argument(parser)
    parser.add_argument(
        "--ray-address",
        metavar="ADDR",
        help="run the trials on the Ray cluster at ADDR (host:port, or auto), each with its cores "
        "reserved; runs, checkpoints and output come back to this machine's stores (--jobs N: at most "
        "N at once; default: as many as the cluster fits)",
    )
    add_mongo_argument(parser)
    add_mlflow_argument(parser)
    add_tracker_arguments(parser)
    add_set_argument(parser)


def run(args: argparse.Namespace) -> int:
    """``esbench run SUITE``: load -> expand -> open -> drive -> summary -> report.

    Exit code 0: every trial completed; 1: a trial failed; 130/143: interrupted (SIGINT/SIGTERM);
    2: a user mistake; 3 (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`): with ``--resume``, every
    trial completed but a stored run could not be read whole (named with its path and problem when
    the suite opened; its trial ran again).
    """
    if (args.jobs or 1) > 1 and not args.ray_address and not args.dry_run:
        from esbench.execution.local.pool import preload_for, prestart

        prestart(preload_for(_peek_algos(args.suite)))  # its imports run beside this process's work
    from esbench.core.console import console
    from esbench.execution.campaign import suite_driver
    from esbench.execution.outcomes import format_store_notes, format_summary, suite_exit_code
    from esbench.execution.plan import open_suite, plan_suite
    from esbench.suite.load import load_suite_and_text
    from esbench.suite.shipped import find_suite

    args.suite = find_suite(args.suite)
    # Read once (the suite may be a pipe); with --set, the text is the overridden suite, listing them.
    suite, text = load_suite_and_text(args.suite, overrides=args.overrides, max_trials=args.max_trials)
    request = plan_suite(suite, text, only=args.only, results=args.results, trackers=tracker_specs(args),
                         resume=args.resume, fresh=args.fresh, source=str(args.suite))  # fmt: skip
    if args.dry_run:
        print(request.dry_run())
        return 0
    # The console: a closed pipe (`| tee log` stopped by the same Ctrl-C) stops the suite quietly.
    with console() as con:
        waiting = functools.partial(print, file=sys.stderr, flush=True)  # "waiting for the trial processes"
        with open_suite(request, out=sys.stdout, on_wait=waiting) as plan:
            outcomes = suite_driver(args.jobs, args.ray_address)(plan)
            guard, ctx = plan.ctx.guard, plan.ctx
            with guard.deferred():  # a signal now cannot cut the summary short; the exit code tells it
                con.final(f"\n{format_summary(outcomes)}")
                if notes := format_store_notes(outcomes, ctx.store_dir, ctx.trackers, ctx.work_dir):
                    con.final(f"\n{notes}")
                for line in filter(None, (t.closing_line() for t in ctx.trackers)):
                    con.final(line)  # W&B's offline runs: the `wandb sync` that sends them
                if stored := stored_result_line(outcomes, ctx.store_dir or ctx.work_dir):
                    con.final(f"\n{stored}")  # a second `bash scripts/quickstart.sh` says what it showed
                if guard.interrupted or any(o.status in ("INTERRUPTED", "NOT_RUN") for o in outcomes):
                    con.final(f"\nto continue: {resume_command(args)}")  # the last line
            if not args.no_report and not guard.interrupted:
                try:
                    _write_report(ctx.store_dir, suite.name, ctx.trackers)
                except KeyboardInterrupt:
                    print("report not written (interrupted)", file=sys.stderr)
            return suite_exit_code(outcomes, guard, plan.unreadable)


def stored_result_line(outcomes: Sequence[Any], store_dir: Path) -> str | None:
    """With ``--resume``, when every trial was already completed in the store (all SKIPPED): the line
    that says the summary is the stored result and how to run the suite again; None otherwise."""
    if not outcomes or any(o.status != "SKIPPED" for o in outcomes):
        return None
    return (
        f"nothing ran: every trial's run in {store_dir} is COMPLETED, so the table above is the stored "
        "result (--fresh runs the suite again as a new run set of the store; the stored runs are kept apart)"
    )


def resume_command(args: argparse.Namespace) -> str:
    """The ``esbench run SUITE --resume`` that continues this run (its ``--results``, ``--only``,
    ``--set`` and ``--allow-import`` kept: the same trials with the same configs)."""
    words = ["esbench", "run", str(args.suite), "--resume"]
    if args.results is not None:
        words += ["--results", str(args.results)]
    if args.only:
        words += ["--only", *args.only]
    for override in args.overrides or ():
        words += ["--set", override]
    for module in getattr(args, "allow_imports", None) or ():
        words += ["--allow-import", module]
    return shlex.join(words)


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


def _write_report(store_dir: Path | None, name: str, trackers=()) -> None:
    """Write the suite's report to reports/<name>/ (a failure to report never hides the runs)."""
    from esbench.report import ReportOptions, build_report

    out_dir = Path("reports") / name
    try:
        reader = next((t for t in trackers if t.readable), None)
        inputs = [store_dir] if store_dir is not None or reader is None else [reader.runs(name)]
        paths = build_report(inputs, out_dir, ReportOptions())
    except Exception as exc:  # the runs are stored; say why the report is missing and how to retry
        source = store_dir if store_dir is not None else f"--mongo URL --suite {name}"
        retry = f"esbench report {source} -o {out_dir}"
        print(f"report not written ({type(exc).__name__}: {exc}); retry with: {retry}", file=sys.stderr)
        return
    print(f"report: {paths['html']}" + (f" and {paths['pdf']}" if paths.get("pdf") else ""))
