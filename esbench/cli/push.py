"""``esbench push RESULTS_DIR... [--mongo URL] [--mlflow URI]``: upload file-stored runs into MongoDB
(Sacred's schema) and/or MLflow (idempotent)."""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path

from esbench.cli.arguments import add_mlflow_argument, add_mongo_argument
from esbench.core.errors import EsbenchError

HELP = "upload file-stored runs into MongoDB and/or MLflow (idempotent)"
EPILOG = (
    "the stores: --mongo (else $ESBENCH_MONGO) and --mlflow (else $ESBENCH_MLFLOW), one or both. "
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


def run(args: argparse.Namespace) -> int:
    """Push every run of each directory. Exit code 0; 3 (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`)
    when a stored run could not be read whole (each named: ``could not read PATH: PROBLEM``)."""
    from esbench.stores.mlflow_store import MlflowStore, resolve_uri
    from esbench.stores.mongo import MongoStore, resolve_url
    from esbench.stores.runs import EXIT_SKIPPED_RUNS

    target, mlflow_target = resolve_url(args.mongo, None), resolve_uri(args.mlflow)
    if target is None and mlflow_target is None:
        raise EsbenchError(
            "esbench push: no store to push to: give --mongo URL and/or --mlflow URI "
            "(or set ESBENCH_MONGO / ESBENCH_MLFLOW)"
        )
    pushes = []
    if target is not None:
        from esbench.stores.push import push_store

        store = MongoStore(target)
        store.check()
        pushes.append((target.masked, functools.partial(push_store, store=store, out=sys.stdout)))
    if mlflow_target is not None:
        from esbench.stores.mlflow_push import push_store_mlflow

        mlflow = MlflowStore(mlflow_target)
        mlflow.check()
        pushes.append(
            (mlflow_target.masked, functools.partial(push_store_mlflow, store=mlflow, out=sys.stdout))
        )
    code = 0
    for directory in args.results:
        for where, push in pushes:
            result = push(directory)
            print(f"{directory} -> {where}: {result.summary()}")
            if result.unreadable:
                code = EXIT_SKIPPED_RUNS
                print(
                    f"{directory}: {len(result.unreadable)} run(s) not read whole (exit {code})",
                    file=sys.stderr,
                )
    return code
