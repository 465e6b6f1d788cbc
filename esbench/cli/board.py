"""``esbench board --mongo URL``: Omniboard (installed with npm on first use) on a MongoDB, on this
machine only unless asked otherwise."""

from __future__ import annotations

import argparse

from esbench.cli.arguments import add_mongo_argument
from esbench.core.errors import EsbenchError

HELP = "start Omniboard (installed with npm on first use) on a MongoDB"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``esbench board``'s arguments."""
    add_mongo_argument(parser)
    parser.add_argument("--port", type=int, default=9000, help="port Omniboard listens on (default 9000)")
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="address Omniboard listens on (default 127.0.0.1: this machine only; Omniboard has no "
        "login, so any other address exposes every run to whoever reaches it)",
    )
    parser.add_argument("--dry-run", action="store_true", help="print the command that starts Omniboard")


def run(args: argparse.Namespace) -> int:
    """Check the address and MongoDB, then run Omniboard until it stops."""
    from esbench.stores import board
    from esbench.stores.mongo import MongoStore, resolve_url

    board.check_listen_address(args.host, args.port)  # before anything starts
    target = resolve_url(args.mongo, None)
    if target is None:
        raise EsbenchError("esbench board: no MongoDB URL: give --mongo URL or set ESBENCH_MONGO")
    if not args.dry_run:
        MongoStore(target).check(write=False)
    return board.run_board(target, port=args.port, dry_run=args.dry_run, host=args.host)
