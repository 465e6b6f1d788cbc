"""The ``esbench`` command line: thin parsing around suites, campaigns, envs and reports.

User mistakes (bad suite, unknown env, ...) print one message and exit with code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from esbench.core.errors import EsbenchError
from esbench.suite.overrides import add_set_argument

EXAMPLES = """\
examples:
  esbench suites                                   the shipped suites (SUITE: a name or a YAML file)
  esbench validate quickstart                      check a suite without running it
  esbench run --dry-run quickstart                 print the trials a suite expands into
  esbench run quickstart                           run every (algorithm, env, seed) as a Sacred run
  esbench run quickstart --only ES CartPole-v1     run only some labels or envs
  esbench run quickstart --resume                  skip completed trials, continue interrupted ones
  esbench run quickstart --fresh                   run the suite again as a new run set (the old one is kept)
  esbench run quickstart --jobs 4                  up to 4 trials at once, each on cores of its own (or auto)
  esbench run quickstart --ray-address HOST:6379   the trials on a Ray cluster; runs come back here
  ESBENCH_MONGO=mongodb://user:pass@host:27017/esbench esbench run quickstart
                                                   also log every run to MongoDB (--mongo URL: no password)
  esbench tune SUITE                               equal Optuna search per algorithm -> tuned.yaml
  esbench push results/quickstart --mongo URL      upload file-stored runs to MongoDB (idempotent)
  esbench board --mongo URL                        browse the runs in Omniboard
  esbench report --mongo URL --suite quickstart -o reports/quickstart
                                                   the report, from MongoDB
  esbench export results/quickstart -o runs.csv    every logged metric, one row per run, metric and step
  esbench envs                                     environment families and whether they are installed
  python -m esbench.experiment with sb3_a2c env=CartPole-v1 seed=3 budget.timesteps=20000
                                                   one trial through Sacred's own command line
"""


MONGO_HELP = (
    "MongoDB URL without a password, e.g. mongodb://host:27017/dbname (default: $ESBENCH_MONGO, where a "
    "password goes: a command line is visible in ps)"
)
SUITE_HELP = "a suite YAML file, or the name of a shipped suite (`esbench suites` lists them)"


def version_text() -> str:
    """``esbench 0.1.0 (distribution esbench-harness 0.1.0, Python 3.11.2)``: what ``--version`` prints."""
    import platform
    from importlib import metadata

    import esbench

    try:
        installed = f"distribution {esbench.DISTRIBUTION} {metadata.version(esbench.DISTRIBUTION)}"
    except metadata.PackageNotFoundError:
        installed = (
            f"distribution {esbench.DISTRIBUTION} not installed: running from {Path(esbench.__file__).parent}"
        )
    return f"esbench {esbench.__version__} ({installed}, Python {platform.python_version()})"


class _VersionAction(argparse.Action):
    """``--version``: the version is looked up only when asked for."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(version_text())
        parser.exit()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="esbench",
        description="Compare OpenAI-style Evolution Strategies with Nevergrad and Stable-Baselines3 "
        "on the same environments, budgets and metrics.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_VersionAction, help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    run = sub.add_parser(
        "run", help="run a suite", epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    run.add_argument("suite", type=Path, help=SUITE_HELP)
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
    again = run.add_mutually_exclusive_group()
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
    run.add_argument("--no-report", action="store_true", help="do not write the suite's report at the end")
    from esbench.execution.local.scheduler import JOBS_HELP, jobs_argument

    run.add_argument("--jobs", type=jobs_argument, default=None, metavar="N", help=JOBS_HELP)
    run.add_argument(
        "--ray-address",
        metavar="ADDR",
        help="run the trials on the Ray cluster at ADDR (host:port, or auto), each with its cores "
        "reserved; runs, checkpoints and output come back to this machine's stores (--jobs N: at most "
        "N at once; default: as many as the cluster fits)",
    )
    run.add_argument("--mongo", metavar="URL", help=MONGO_HELP)
    add_set_argument(run)

    validate = sub.add_parser("validate", help="validate a suite file without running anything")
    validate.add_argument("suite", type=Path, help=SUITE_HELP)
    add_set_argument(validate)
    sub.add_parser("suites", help="list the shipped suites with their descriptions")

    push = sub.add_parser(
        "push",
        help="upload file-stored runs into MongoDB (Sacred's schema; idempotent)",
        epilog="exit code 0; 3 when a stored run could not be read whole (each is named with its path "
        "and problem; every readable run is pushed)",
    )
    push.add_argument("results", nargs="+", type=Path, help="results directories (Sacred file stores)")
    push.add_argument("--mongo", metavar="URL", help=MONGO_HELP)

    board = sub.add_parser("board", help="start Omniboard (installed with npm on first use) on a MongoDB")
    board.add_argument("--mongo", metavar="URL", help=MONGO_HELP)
    board.add_argument("--port", type=int, default=9000, help="port Omniboard listens on (default 9000)")
    board.add_argument(
        "--host",
        default="127.0.0.1",
        help="address Omniboard listens on (default 127.0.0.1: this machine only; Omniboard has no "
        "login, so any other address exposes every run to whoever reaches it)",
    )
    board.add_argument("--dry-run", action="store_true", help="print the command that starts Omniboard")

    envs = sub.add_parser(
        "envs", help="list environment families, their ids and whether their packages are installed"
    )
    envs.add_argument(
        "--env-packages",
        nargs="+",
        default=[],
        metavar="MODULE",
        help="also import these modules (a suite's env_packages) and list the envs each registers",
    )
    algos = sub.add_parser(
        "algos", help="list registered algorithms (built-in, entry points) with their params and origin"
    )
    algos.add_argument(
        "names",
        nargs="*",
        metavar="ALGO",
        help="only these (a name, or package.module:Class)",
    )

    from esbench.cli import report as report_cli

    report = sub.add_parser("report", help="write the HTML and PDF comparison report of stored runs")
    report_cli.add_arguments(report)

    from esbench.cli import tune as tune_cli

    tune_cli.add_arguments(sub.add_parser("tune", help="tune every algorithm with the same Optuna search"))

    from esbench.cli import export as export_cli

    export = sub.add_parser(
        "export",
        help="write stored runs as a tidy CSV or Parquet file for analysis",
        epilog="exit code 0; 3 when a stored run could not be read whole (each is named on stderr with "
        "its path and problem; what could be read of it is exported)",
    )
    export_cli.add_arguments(export)
    return parser


def cmd_validate(args: argparse.Namespace) -> int:
    """``esbench validate SUITE``."""
    from esbench.stores.mongo import parse_url
    from esbench.suite.load import expand, load_suite
    from esbench.suite.shipped import find_suite

    args.suite = find_suite(args.suite)
    suite = load_suite(args.suite, overrides=args.overrides, max_trials=args.max_trials)
    trials = expand(suite)
    if suite.store.mongo:
        parse_url(suite.store.mongo, f"{args.suite}: store.mongo")
    print(
        f"{args.suite}{' with --set' if args.overrides else ''}: valid suite '{suite.name}': "
        f"{len(trials)} trials "
        f"({len(suite.algorithms)} algorithms x {len(suite.envs)} envs x {len(suite.seeds)} seeds)"
    )
    return 0


def cmd_suites(_: argparse.Namespace) -> int:
    """``esbench suites``: every shipped suite with its one-line description."""
    import shutil

    from esbench.suite.shipped import describe, shipped_suites, suites_dir

    shipped = shipped_suites()
    width = max(map(len, shipped), default=0)
    columns = shutil.get_terminal_size((120, 24)).columns
    for name, path in shipped.items():
        print(f"{name:<{width}}  {describe(path, max(columns - width - 3, 40))}")
    print(
        f"\n{len(shipped)} suites in {suites_dir()}; run one with `esbench run NAME`, or copy one to edit it"
    )
    return 0


def cmd_envs(args: argparse.Namespace) -> int:
    """``esbench envs``: the families, then the envs each imported env package registered."""
    from esbench.core.trust import allow
    from esbench.envs import FAMILIES, env_package_ids, import_env_packages, load_env_packages

    load_env_packages()  # ESBENCH_ENV_PACKAGES, if set
    allow([m for m in args.env_packages if isinstance(m, str)])  # named on the command line: consent
    import_env_packages(args.env_packages, "--env-packages")
    for family in FAMILIES:
        state = "installed" if family.installed else f"NOT installed: {family.install}"
        purpose = f"; {family.purpose}" if family.purpose else ""
        print(f"{family.name} ({state}{purpose})")
        for env_id in family.env_ids:
            print(f"  {env_id}")
    for module, ids in env_package_ids().items():
        print(f"{module} (env package)")
        for env_id in ids:
            print(f"  {env_id}")
    return 0


def cmd_algos(args: argparse.Namespace) -> int:
    """``esbench algos``: every algorithm (built-in and entry points), its origin and documented params.

    An entry point that cannot be used is listed with its problem and the command exits 2.
    """
    import dataclasses

    from esbench.core.errors import ConfigError
    from esbench.core.params import field_docs, to_dict
    from esbench.core.trust import allow
    from esbench.runners.registry import algo_names, entry_point_names, get_runner, runner_source

    allow([name.split(":")[0] for name in args.names if ":" in name])  # named on the command line
    broken = 0
    for algo in args.names or dict.fromkeys([*algo_names(), *entry_point_names()]):
        try:
            runner = get_runner(algo)
        except ConfigError as exc:
            print(f"{algo} [{runner_source(algo)}]: error: {exc.problem}")
            broken += 1
            continue
        print(f"{algo} [{runner_source(algo)}]: {((runner.__doc__ or '').strip().splitlines() or [''])[0]}")
        defaults = to_dict(runner.Params())
        docs = field_docs(runner.Params)
        for f in dataclasses.fields(runner.Params):
            print(f"  {f.name} = {defaults[f.name]!r}: {docs[f.name]}")
    if broken:
        raise EsbenchError(f"{broken} runner(s) cannot be used (see above)")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    """``esbench run SUITE`` (:func:`esbench.cli.run.run_command`)."""
    from esbench.cli.run import run_command

    return run_command(args)


def cmd_push(args: argparse.Namespace) -> int:
    """``esbench push RESULTS_DIR... --mongo URL``.

    Exit code 0; 3 (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`) when a stored run could not be
    read whole (each named: ``could not read PATH: PROBLEM``); every readable run is pushed.
    """
    from esbench.stores.mongo import MongoStore, resolve_url
    from esbench.stores.push import push_store
    from esbench.stores.runs import EXIT_SKIPPED_RUNS

    target = resolve_url(args.mongo, None)
    if target is None:
        raise EsbenchError("esbench push: no MongoDB URL: give --mongo URL or set ESBENCH_MONGO")
    store = MongoStore(target)
    store.check()
    code = 0
    for directory in args.results:
        result = push_store(directory, store, out=sys.stdout)
        print(f"{directory} -> {target.masked}: {result.summary()}")
        if result.unreadable:
            code = EXIT_SKIPPED_RUNS
            print(
                f"{directory}: {len(result.unreadable)} run(s) not read whole (exit {code})", file=sys.stderr
            )
    return code


def cmd_board(args: argparse.Namespace) -> int:
    """``esbench board --mongo URL``."""
    from esbench.stores import board
    from esbench.stores.mongo import MongoStore, resolve_url

    board.check_listen_address(args.host, args.port)  # before anything starts
    target = resolve_url(args.mongo, None)
    if target is None:
        raise EsbenchError("esbench board: no MongoDB URL: give --mongo URL or set ESBENCH_MONGO")
    if not args.dry_run:
        MongoStore(target).check(write=False)
    return board.run_board(target, port=args.port, dry_run=args.dry_run, host=args.host)


COMMANDS = {
    "run": cmd_run,
    "validate": cmd_validate,
    "suites": cmd_suites,
    "envs": cmd_envs,
    "algos": cmd_algos,
    "push": cmd_push,
    "board": cmd_board,
}


def disk_full_message(exc: OSError) -> str:
    """The one line for a file esbench could not write because the disk (or a quota) is full. Every
    file esbench writes is written whole or not at all (:mod:`esbench.stores.atomic`)."""
    where = exc.filename if exc.filename else "a file"
    return (
        f"cannot write {where}: no space left on device; it was not written (no half-written file is "
        "left): free some space, or write elsewhere (-o, --results)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``esbench`` command."""
    args = _parser().parse_args(argv)
    try:
        if getattr(args, "allow_imports", None):
            from esbench.core.trust import allow

            allow(args.allow_imports)  # --allow-import: here and in the processes started from here
        if args.command == "report":
            from esbench.cli import report as report_cli

            return report_cli.run(args)
        if args.command == "tune":
            return args.run(args)  # esbench.cli.tune.run
        if args.command == "export":
            from esbench.cli import export as export_cli

            return export_cli.run(args)
        return COMMANDS[args.command](args)
    except EsbenchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into e.g. `head`, which stopped reading
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        from esbench.stores.atomic import is_disk_full

        if not is_disk_full(exc):
            raise
        print(f"error: {disk_full_message(exc)}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
