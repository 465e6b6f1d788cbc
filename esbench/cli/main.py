"""The ``esbench`` command line: thin parsing around suites, campaigns, envs and reports.

User mistakes (bad suite, unknown env, ...) print one message and exit with code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from esbench.core.cpus import passive_wait

passive_wait()  # the `esbench` command: before any command imports torch (esbench.core.cpus)

from esbench.cli import algos, board, envs, export, push, report, suites, tune, validate  # noqa: E402
from esbench.cli import run as run_cli  # noqa: E402
from esbench.core.errors import EsbenchError  # noqa: E402

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


#: Every command, in ``esbench --help``'s order: each module has ``HELP``, ``add_arguments(parser)``,
#: ``run(args)`` and optionally ``EPILOG``.
COMMANDS = {
    "run": run_cli,
    "validate": validate,
    "suites": suites,
    "push": push,
    "board": board,
    "envs": envs,
    "algos": algos,
    "report": report,
    "tune": tune,
    "export": export,
}


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
    for name, module in COMMANDS.items():
        epilog = EXAMPLES if module is run_cli else getattr(module, "EPILOG", None)
        raw = argparse.RawDescriptionHelpFormatter if module is run_cli else argparse.HelpFormatter
        module.add_arguments(sub.add_parser(name, help=module.HELP, epilog=epilog, formatter_class=raw))
    return parser


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
        return COMMANDS[args.command].run(args)
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
