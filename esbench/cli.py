"""The ``esbench`` command line: thin parsing around suites, campaigns, envs and reports.

User mistakes (bad suite, unknown env, ...) print one message and exit with code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from esbench.errors import EsbenchError

EXAMPLES = """\
examples:
  esbench validate suites/quickstart.yaml          check a suite without running it
  esbench run --dry-run suites/quickstart.yaml     print the trials a suite expands into
  esbench run suites/quickstart.yaml               run every (algorithm, env, seed) as a Sacred run
  esbench run suites/quickstart.yaml --only ES CartPole-v1
                                                   run only some labels or envs
  esbench run suites/quickstart.yaml --resume      skip completed trials, continue interrupted ones
  esbench envs                                     environment families and whether they are installed
  python -m esbench.experiment with sb3_a2c env=CartPole-v1 seed=3 budget.timesteps=20000
                                                   one trial through Sacred's own command line
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="esbench",
        description="Compare OpenAI-style Evolution Strategies with Nevergrad and Stable-Baselines3 "
        "on the same environments, budgets and metrics.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    run = sub.add_parser(
        "run", help="run a suite", epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    run.add_argument("suite", type=Path, help="suite YAML file")
    run.add_argument(
        "--results",
        type=Path,
        default=None,
        help="file store directory (default: the suite's store.file, else results/<suite name>)",
    )
    run.add_argument("--dry-run", action="store_true", help="print the trials and exit")
    run.add_argument(
        "--only", nargs="+", metavar="LABEL_OR_ENV", help="run only trials with these labels or envs"
    )
    run.add_argument(
        "--resume",
        action="store_true",
        help="skip trials already completed in the store and continue "
        "interrupted ones from their checkpoints",
    )
    run.add_argument("--no-report", action="store_true", help="do not write the suite's report at the end")

    validate = sub.add_parser("validate", help="validate a suite file without running anything")
    validate.add_argument("suite", type=Path)

    sub.add_parser(
        "envs", help="list environment families, their ids and whether their packages are installed"
    )
    sub.add_parser("algos", help="list registered algorithms with their params, defaults and meaning")

    from esbench.report import cli as report_cli

    report = sub.add_parser("report", help="write the HTML and PDF comparison report of stored runs")
    report_cli.add_arguments(report)
    return parser


def cmd_validate(args: argparse.Namespace) -> int:
    """``esbench validate SUITE``."""
    from esbench.suite import expand, load_suite

    suite = load_suite(args.suite)
    trials = expand(suite)
    print(
        f"{args.suite}: valid suite '{suite.name}': {len(trials)} trials "
        f"({len(suite.algorithms)} algorithms x {len(suite.envs)} envs x {len(suite.seeds)} seeds)"
    )
    return 0


def cmd_envs(_: argparse.Namespace) -> int:
    """``esbench envs``."""
    from esbench.envs import FAMILIES

    for family in FAMILIES:
        state = "installed" if family.installed else f"NOT installed: {family.install}"
        print(f"{family.name} ({state})")
        for env_id in family.env_ids:
            print(f"  {env_id}")
    return 0


def cmd_algos(_: argparse.Namespace) -> int:
    """``esbench algos``: every registered algorithm and its documented params."""
    import dataclasses

    from esbench.params import field_docs, to_dict
    from esbench.runners.registry import algo_names, get_runner

    for algo in algo_names():
        runner = get_runner(algo)
        print(f"{algo}: {(runner.__doc__ or '').strip().splitlines()[0]}")
        defaults = to_dict(runner.Params())
        docs = field_docs(runner.Params)
        for f in dataclasses.fields(runner.Params):
            print(f"  {f.name} = {defaults[f.name]!r}: {docs[f.name]}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    """``esbench run SUITE``."""
    from esbench.campaign import all_ok, format_summary, run_suite
    from esbench.suite import expand, load_suite, select

    suite = load_suite(args.suite)
    trials = select(expand(suite), args.only)
    store_dir = args.results or suite.store_dir
    if args.dry_run:
        print(f"suite '{suite.name}': {len(trials)} trials -> {store_dir}")
        for i, trial in enumerate(trials, start=1):
            print(
                f"{i:4d}  {trial.label:<16} {trial.algo:<12} {trial.env:<28} seed={trial.seed:<6} "
                f"timesteps={trial.budget.timesteps}"
            )
        return 0
    store_dir.mkdir(parents=True, exist_ok=True)
    (store_dir / "suite.yaml").write_text(args.suite.read_text())
    print(f"suite '{suite.name}': {len(trials)} trials -> {store_dir}", flush=True)
    outcomes = run_suite(trials, store_dir, resume=args.resume)
    print()
    print(format_summary(outcomes))
    if not args.no_report:
        _write_report(store_dir, suite.name)
    return 0 if all_ok(outcomes) else 1


def _write_report(store_dir: Path, name: str) -> None:
    """Write the suite's report to reports/<name>/ (a failure to report never hides the runs)."""
    from esbench.report import ReportOptions, build_report

    out_dir = Path("reports") / name
    try:
        paths = build_report([store_dir], out_dir, ReportOptions())
    except Exception as exc:  # the runs are stored; say why the report is missing and how to retry
        retry = f"esbench report {store_dir} -o {out_dir}"
        print(f"report not written ({type(exc).__name__}: {exc}); retry with: {retry}", file=sys.stderr)
        return
    print(f"report: {paths['html']}" + (f" and {paths['pdf']}" if paths.get("pdf") else ""))


COMMANDS = {"run": cmd_run, "validate": cmd_validate, "envs": cmd_envs, "algos": cmd_algos}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``esbench`` command."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "report":
            from esbench.report import cli as report_cli

            return report_cli.run(args)
        return COMMANDS[args.command](args)
    except EsbenchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
