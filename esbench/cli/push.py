"""``esbench push RESULTS_DIR... [--mongo URL] [--mlflow URI] [--tensorboard DIR] [--wandb PROJECT]
[--track NAME=SPEC] [--allow-import MODULE]``: upload file-stored runs into every tracker named
(MongoDB in Sacred's schema, MLflow, TensorBoard's event files, W&B runs, an outside tracker: an
entry point's, or a ``module:Class`` whose module ``--allow-import`` allows), idempotently."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from esbench.cli.arguments import (
    add_allow_import_argument,
    add_mlflow_argument,
    add_mongo_argument,
    add_tracker_arguments,
    tracker_specs,
)
from esbench.core.errors import EsbenchError

HELP = "upload file-stored runs into MongoDB, MLflow, TensorBoard, W&B or another tracker (idempotent)"
EPILOG = (
    "the trackers: --mongo (else $ESBENCH_MONGO), --mlflow (else $ESBENCH_MLFLOW), --tensorboard (else "
    "$ESBENCH_TENSORBOARD), --wandb (else $ESBENCH_WANDB) and --track NAME=SPEC, any of them. "
    "exit code 0; 3 when a stored run could not be read whole (each is named with its path and problem; "
    "every readable run is pushed)"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``esbench push``'s arguments."""
    parser.add_argument("results", nargs="+", type=Path, help="results directories (Sacred file stores)")
    add_mongo_argument(parser)
    add_mlflow_argument(
        parser,
        help="MLflow tracking URI without a password, or a local store's directory (default: "
        "$ESBENCH_MLFLOW, where a password goes); each run is looked up by its esbench.uid tag first",
    )
    add_tracker_arguments(parser)
    add_allow_import_argument(
        parser,
        help="allow esbench to import MODULE (and its submodules) for a --track 'MODULE:Class' tracker "
        "(repeatable; also ESBENCH_ALLOW_IMPORTS or ~/.config/esbench/allowed-imports: docs/plugins.md)",
    )


def run(args: argparse.Namespace) -> int:
    """Push every run of each directory to each tracker. Exit code 0; 3
    (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`) when a stored run could not be read whole (each
    named: ``could not read PATH: PROBLEM``)."""
    from esbench.stores.runs import EXIT_SKIPPED_RUNS
    from esbench.stores.tracker_registry import resolve_trackers

    trackers = resolve_trackers(tracker_specs(args))
    if not trackers:
        raise EsbenchError(
            "esbench push: no store to push to: give --mongo URL, --mlflow URI, --tensorboard DIR, --wandb "
            "PROJECT and/or --track NAME=SPEC (or set ESBENCH_MONGO / ESBENCH_MLFLOW / ESBENCH_TENSORBOARD / "
            "ESBENCH_WANDB)"
        )
    for tracker in trackers:
        tracker.check(None)
    code = 0
    for directory in args.results:
        if not Path(directory).is_dir():
            raise EsbenchError(f"esbench push: not a directory: {directory}")
        for tracker in trackers:
            result = tracker.push_store(directory, sys.stdout)
            print(f"{directory} -> {tracker.masked}: {result.summary()}")
            if result.unreadable:
                code = EXIT_SKIPPED_RUNS
                print(
                    f"{directory}: {len(result.unreadable)} run(s) not read whole (exit {code})",
                    file=sys.stderr,
                )
    for line in filter(None, (t.closing_line() for t in trackers)):
        print(line)  # W&B's offline runs: the `wandb sync` that sends them
    return code
