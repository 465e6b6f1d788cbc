"""``esbench export``: argument definitions and the command, for the main CLI to wire in.

Defined apart from :mod:`esbench.report.export` so that building the parser (``esbench --help``)
imports no pandas.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from esbench.core.errors import EsbenchError

HELP = "write stored runs as a tidy CSV or Parquet file for analysis"
EPILOG = (
    "exit code 0; 3 when a stored run could not be read whole (each is named on stderr with its path and "
    "problem; what could be read of it is exported)"
)


def add_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the ``export`` arguments to ``parser``."""
    parser.add_argument("results", nargs="*", type=Path, help="results directories (Sacred file stores)")
    parser.add_argument(
        "-o", "--out", type=Path, required=True, metavar="FILE", help="output file: FILE.csv or FILE.parquet"
    )
    parser.add_argument(
        "--mongo", metavar="URL",
        help="also read the runs stored in this MongoDB (default with no results directory: $ESBENCH_MONGO)",
    )  # fmt: skip
    parser.add_argument(
        "--suite", action="append", dest="suites", metavar="NAME",
        help="with --mongo: only the runs of this suite (repeatable)",
    )  # fmt: skip
    parser.add_argument(
        "--metric", action="append", dest="metrics", metavar="NAME",
        help="only this metric, e.g. eval.return_mean (repeatable; default: every metric)",
    )  # fmt: skip
    parser.add_argument(
        "--runs", action="store_true",
        help="write one row per run instead (status, final return, host, config)",
    )  # fmt: skip
    return parser


def run(args: argparse.Namespace) -> int:
    """``esbench export``: write the stored runs' tidy frame to ``args.out``; print what was written.

    Exit code 0; 3 (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`) when a stored run could not be
    read whole: each is named on stderr (``could not read PATH: PROBLEM``) and what could be read of
    it is exported all the same.
    """
    import warnings

    from esbench.report.export import FORMATS, UnreadableRunsWarning, load_runs, write_table  # pandas
    from esbench.stores.runs import EXIT_SKIPPED_RUNS

    if FORMATS.get(args.out.suffix.lower()) is None:
        raise EsbenchError(f"-o {args.out}: the file must end in .csv or .parquet")
    if args.suites and not args.mongo and args.results:
        raise EsbenchError("--suite NAME selects runs in MongoDB (with --mongo)")
    url = args.mongo
    if not url and not args.results:
        from esbench.stores.mongo import resolve_url

        target = resolve_url(None, None)
        if target is None:
            raise EsbenchError(
                "esbench export: give results directories or --mongo URL (or set ESBENCH_MONGO)"
            )
        url = target.url
    with warnings.catch_warnings():  # named below, one line per run
        warnings.simplefilter("ignore", UnreadableRunsWarning)
        data = load_runs(*args.results, mongo=url, suites=args.suites, metrics=args.metrics)
    frame = data.runs if args.runs else data.metrics
    path = write_table(frame, args.out)
    what = "runs" if args.runs else f"rows ({frame.metric.nunique()} metrics)"
    print(f"{path}: {len(frame)} {what} from {len(data.runs)} stored runs")
    for found in data.unreadable:
        print(found.line(), file=sys.stderr)
    if data.unreadable:
        print(
            f"esbench export: {len(data.unreadable)} run(s) not read whole (exit {EXIT_SKIPPED_RUNS})",
            file=sys.stderr,
        )
    return EXIT_SKIPPED_RUNS if data.unreadable else 0
