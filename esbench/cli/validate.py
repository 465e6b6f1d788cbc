"""``esbench validate SUITE``: check a suite (and its ``--set`` overrides) without running anything."""

from __future__ import annotations

import argparse

from esbench.cli.arguments import add_set_argument, add_suite_argument

HELP = "validate a suite file without running anything"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``esbench validate``'s arguments."""
    add_suite_argument(parser)
    add_set_argument(parser)


def run(args: argparse.Namespace) -> int:
    """Load, validate and expand the suite; print its size (a mistake: exit 2, naming it)."""
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
