"""``esbench report``: argument definitions and the command, for the main CLI to wire in.

The main CLI does ``report_cli.add_arguments(subparsers.add_parser("report"))`` and dispatches to
``report_cli.run(args)``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from esbench.core.paths import writable_directory
from esbench.report.options import ReportOptions

HELP = "write the HTML and PDF comparison report of stored runs"


def _fractions(text: str) -> tuple[float, ...]:
    try:
        values = tuple(float(v) / (100.0 if float(v) > 1 else 1.0) for v in text.split(","))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"thresholds: {exc}") from exc
    if not values or any(not 0 < v <= 1 for v in values):
        raise argparse.ArgumentTypeError("thresholds must be percentages in (0, 100]")
    return values


def add_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the ``report`` arguments to ``parser``."""
    parser.add_argument("results", nargs="*", type=Path, help="results directories (Sacred file stores)")
    parser.add_argument(
        "--mongo", metavar="URL",
        help="also read the runs stored in this MongoDB (default with no results directory: $ESBENCH_MONGO)",
    )  # fmt: skip
    parser.add_argument(
        "-o", "--out", type=Path, required=True, help="output directory, e.g. reports/<name>/"
    )
    parser.add_argument(
        "--reference", metavar="LABEL",
        help="reference label for ratios and levels (default: the suite's report.reference, else TRPO if "
        "present, else the ES, else the first label; page 1 says which rule chose it)",
    )  # fmt: skip
    parser.add_argument(
        "--thresholds", type=_fractions, default=(0.25, 0.5, 0.75, 1.0),
        help="percentages of the reference's progress, comma separated (default 25,50,75,100)",
    )  # fmt: skip
    parser.add_argument("--env", action="append", dest="envs", help="only this env id (repeatable)")
    parser.add_argument(
        "--label", action="append", dest="labels", help="only this algorithm label (repeatable)"
    )
    parser.add_argument("--log-x", action="store_true", help="logarithmic x axis on learning curves")
    parser.add_argument("--band", choices=("ci", "minmax"), default="ci", help="band around the seed mean")
    parser.add_argument(
        "--normalize", default="auto",
        help="aggregates' normalisation: 'auto' (default: the env's random and highest reference scores, "
        "else the random policy's return and the best run), the name of a reference score, or 'minmax'",
    )  # fmt: skip
    parser.add_argument(
        "--min-seeds", type=int, default=5,
        help="cells with fewer seeds get min-max intervals instead of 95%% CIs (default 5)",
    )  # fmt: skip
    parser.add_argument(
        "--min-progress", type=float, default=0.1,
        help="ratios and aggregates only on envs where the reference's progress exceeds this fraction "
        "of the env's reference range (default 0.1)",
    )  # fmt: skip
    parser.add_argument(
        "--suite-file", type=Path, metavar="FILE",
        help="suite YAML (or shipped suite name) whose reference_scores are added to the stored ones",
    )  # fmt: skip
    parser.add_argument("--suite", metavar="NAME", help="with --mongo: only the runs of this suite")
    parser.add_argument(
        "--flag-below", type=float, default=0.5, help="flag runs below this fraction of a reference"
    )
    parser.add_argument("--no-pdf", action="store_true", help="skip report.pdf")
    parser.add_argument("--title", help="report title")
    return parser


def options_from_args(args: argparse.Namespace) -> ReportOptions:
    """The :class:`ReportOptions` of parsed arguments (``--suite-file``: a file, else a shipped suite)."""
    from esbench.suite.shipped import find_suite

    return ReportOptions(
        reference=args.reference,
        thresholds=tuple(args.thresholds),
        envs=tuple(args.envs) if args.envs else None,
        labels=tuple(args.labels) if args.labels else None,
        log_x=args.log_x,
        band=args.band,
        normalize=args.normalize,
        min_seeds=args.min_seeds,
        min_progress=args.min_progress,
        suite_file=find_suite(args.suite_file) if args.suite_file else None,
        flag_below=args.flag_below,
        pdf=not args.no_pdf,
        title=args.title,
    )


def run(args: argparse.Namespace) -> int:
    """Build the report; prints the written paths. Returns the exit status."""
    missing = [str(p) for p in args.results if not p.is_dir()]
    if missing:
        print(f"esbench report: not a directory: {', '.join(missing)}", file=sys.stderr)
        return 2
    writable_directory(args.out, "-o")  # an existing file or a read-only place: exit 2, before any work
    inputs: list = list(args.results)
    if args.suite and not getattr(args, "mongo", None) and inputs:
        print(
            "esbench report: --suite NAME selects runs in MongoDB (with --mongo); for a suite YAML's "
            "reference scores use --suite-file FILE",
            file=sys.stderr,
        )
        return 2
    if getattr(args, "mongo", None) or not inputs:
        from esbench.stores.mongo import MongoStore, resolve_url
        from esbench.stores.mongo_runs import mongo_run_stores

        target = resolve_url(getattr(args, "mongo", None), None)
        if target is None:
            print(
                "esbench report: give results directories or --mongo URL (or set ESBENCH_MONGO)",
                file=sys.stderr,
            )
            return 2
        store = MongoStore(target)
        store.check(write=False)
        stores = mongo_run_stores(store.db, [args.suite] if args.suite else None)
        if not stores:
            print(
                f"esbench report: no runs in {target.masked}"
                + (f" for suite {args.suite}" if args.suite else "")
            )
        inputs += stores
    from esbench.report.build import build_report  # pandas/scipy/matplotlib: only when reporting

    paths = build_report(inputs, args.out, options_from_args(args))
    for problem in paths["store_problems"]:
        print(f"esbench report: {problem}", file=sys.stderr)
    print(f"report: {paths['html']}")
    if paths["pdf"]:
        print(f"pdf:    {paths['pdf']}")
    print(f"{len(paths['figures'])} figures, {len(paths['tables'])} tables under {args.out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Standalone entry point: ``python -m esbench.cli.report RESULTS... -o OUT``."""
    from esbench.core.errors import EsbenchError

    parser = add_arguments(argparse.ArgumentParser(prog="esbench report", description=__doc__))
    try:
        return run(parser.parse_args(argv))
    except EsbenchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
