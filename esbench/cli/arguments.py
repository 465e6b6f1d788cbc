"""The argparse pieces several commands share: the suite, MongoDB and MLflow arguments, ``--jobs`` and
``--set`` (with ``--max-trials`` and ``--allow-import``). Each command module (``esbench.cli.<name>``)
has ``HELP``, ``add_arguments(parser)`` and ``run(args)``; :mod:`esbench.cli.main` wires them through
one table."""

from __future__ import annotations

import argparse
from pathlib import Path

from esbench.core.cpus import usable_cpu_count
from esbench.core.errors import EsbenchError
from esbench.execution.local.scheduler import parse_jobs
from esbench.suite.model import MAX_TRIALS

SUITE_HELP = "a suite YAML file, or the name of a shipped suite (`esbench suites` lists them)"

MONGO_HELP = (
    "MongoDB URL without a password, e.g. mongodb://host:27017/dbname (default: $ESBENCH_MONGO, where a "
    "password goes: a command line is visible in ps)"
)

MLFLOW_HELP = (
    "also log every run to MLflow: a tracking URI without a password (http://host:5000, "
    "sqlite:///mlflow.db, ...) or a directory (a local store: DIR/mlflow.db, artifacts in DIR/artifacts) "
    "(default: $ESBENCH_MLFLOW, where a password goes: a command line is visible in ps); needs the "
    "'mlflow' extra"
)

TENSORBOARD_HELP = (
    "also write every run's curves as TensorBoard event files under DIR, one subdirectory per run "
    "(default: $ESBENCH_TENSORBOARD); needs the 'tensorboard' extra"
)

WANDB_HELP = (
    "also write every run as a Weights & Biases run of PROJECT ([ENTITY/]PROJECT; default: $ESBENCH_WANDB), "
    "offline under --wandb-dir DIR/wandb (nothing leaves this machine; `wandb sync` sends them later) "
    "unless --wandb-online; needs the 'wandb' extra"
)

WANDB_DIR_HELP = (
    "the directory W&B's runs go under, as DIR/wandb/ (default: $ESBENCH_WANDB_DIR, else the current "
    "directory, as W&B does)"
)

WANDB_ONLINE_HELP = (
    "send the W&B runs to the W&B server as they run, with the key W&B's own client already has "
    "(`wandb login` or WANDB_API_KEY; esbench never takes, stores or prints a key)"
)

TRACK_HELP = (
    "also write every run to the tracker NAME (an esbench.trackers entry point, or package.module:Class "
    "allowed with --allow-import) with its SPEC (repeatable; docs/tracking.md)"
)

JOBS_HELP = (
    "run up to N trials at once on this machine, each pinned to cores of its own, never more cores "
    "than usable (default 1: one after the other; auto: as many as usable cores)"
)


def jobs_argument(text: str) -> int:
    """``--jobs``'s argparse type: :func:`~esbench.execution.local.scheduler.parse_jobs` with this
    process's usable cores."""
    try:
        return parse_jobs(text, usable_cpu_count())
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_jobs_argument(
    parser: argparse.ArgumentParser, default: int | None = None, help: str = JOBS_HELP
) -> None:
    """Add ``--jobs N`` (``args.jobs``; a positive integer or ``auto``)."""
    parser.add_argument("--jobs", type=jobs_argument, default=default, metavar="N", help=help)


def add_mongo_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--mongo URL`` (``args.mongo``)."""
    parser.add_argument("--mongo", metavar="URL", help=MONGO_HELP)


def add_mlflow_argument(parser: argparse.ArgumentParser, help: str = MLFLOW_HELP) -> None:
    """Add ``--mlflow URI`` (``args.mlflow``)."""
    parser.add_argument("--mlflow", metavar="URI", help=help)


def add_tracker_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--tensorboard DIR`` (``args.tensorboard``), ``--wandb PROJECT`` with ``--wandb-dir DIR``
    and ``--wandb-online`` (``args.wandb``, ``args.wandb_dir``, ``args.wandb_online``) and ``--track
    NAME=SPEC`` (``args.track``, repeatable)."""
    parser.add_argument("--tensorboard", metavar="DIR", help=TENSORBOARD_HELP)
    parser.add_argument("--wandb", metavar="PROJECT", help=WANDB_HELP)
    parser.add_argument("--wandb-dir", metavar="DIR", help=WANDB_DIR_HELP)
    parser.add_argument("--wandb-online", action="store_true", help=WANDB_ONLINE_HELP)
    parser.add_argument("--track", action="append", metavar="NAME=SPEC", help=TRACK_HELP)


def tracker_specs(args: argparse.Namespace) -> dict[str, str | None]:
    """The trackers a command names: ``--mongo``, ``--mlflow``, ``--tensorboard``, ``--wandb`` and each
    ``--track NAME=SPEC`` (with ``--wandb-dir`` and ``--wandb-online`` over W&B's project, also over
    ``$ESBENCH_WANDB``'s; :func:`~esbench.stores.tracker_registry.resolve_trackers` resolves them).
    :class:`EsbenchError` when a tracker's flag and a ``--track`` spec of it differ (two destinations
    for one tracker; the same one twice is one)."""
    import os

    from esbench.stores.tracker_registry import parse_track
    from esbench.stores.wandb_tracker import WANDB_ENV, wandb_spec

    specs: dict[str, str | None] = {
        name: getattr(args, name, None) for name in ("mongo", "mlflow", "tensorboard", "wandb")
    }
    for name, spec in parse_track(getattr(args, "track", None)).items():
        if (flag := specs.get(name)) and flag != spec:
            raise EsbenchError(
                f"--{name} {flag} and --track {name}={spec} give tracker '{name}' two destinations; give one"
            )
        specs[name] = spec
    directory, online = getattr(args, "wandb_dir", None), getattr(args, "wandb_online", False)
    if directory is not None or online:
        project = specs["wandb"] or os.environ.get(WANDB_ENV)
        if not project:
            raise EsbenchError("--wandb-dir and --wandb-online go with --wandb PROJECT (or ESBENCH_WANDB)")
        specs["wandb"] = wandb_spec(project, directory, online)
    return specs


def add_suite_argument(parser: argparse.ArgumentParser, help: str = SUITE_HELP) -> None:
    """Add the positional ``suite`` (``args.suite``: a path, or a shipped suite's name)."""
    parser.add_argument("suite", type=Path, help=help)


ALLOW_IMPORT_HELP = (
    "allow the suite to import MODULE (and its submodules): an env_packages entry or the module of an algo "
    "'module:Class' (repeatable). A suite alone never makes esbench import code; also ESBENCH_ALLOW_IMPORTS "
    "or ~/.config/esbench/allowed-imports (docs/plugins.md)"
)


def add_allow_import_argument(parser: argparse.ArgumentParser, help: str = ALLOW_IMPORT_HELP) -> None:
    """Add ``--allow-import MODULE`` (repeatable; ``args.allow_imports``, :mod:`esbench.core.trust`;
    :func:`esbench.cli.main.main` allows them before the command runs)."""
    parser.add_argument(
        "--allow-import", dest="allow_imports", metavar="MODULE", action="append", default=[], help=help
    )


def add_set_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--set KEY=VALUE`` (repeatable; ``args.overrides``), ``--max-trials N``
    (``args.max_trials``, :data:`~esbench.suite.model.MAX_TRIALS` by default) and ``--allow-import
    MODULE`` (:func:`add_allow_import_argument`)."""
    add_allow_import_argument(parser)
    parser.add_argument(
        "--max-trials",
        type=int,
        default=MAX_TRIALS,
        metavar="N",
        help=f"refuse a suite that expands to more than N trials (default {MAX_TRIALS:,}), so a typo such "
        "as 1,000 seeds is refused at once instead of validating for minutes",
    )
    parser.add_argument(
        "--set",
        dest="overrides",
        metavar="KEY=VALUE",
        action="append",
        default=[],
        help="override a suite key before validation, as if the file said so (repeatable): a dotted "
        "key with list indices and a YAML value, e.g. --set budget.wall_clock_s=300 --set seeds=[0,1,2] "
        "--set algorithms[0].params.sigma=0.05; the stored suite.yaml records them",
    )
