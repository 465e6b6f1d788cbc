"""``esbench algos``: every algorithm (built-in and entry points), its origin and documented params."""

from __future__ import annotations

import argparse

from esbench.core.errors import EsbenchError

HELP = "list registered algorithms (built-in, entry points) with their params and origin"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``esbench algos``'s arguments."""
    parser.add_argument(
        "names", nargs="*", metavar="ALGO", help="only these (a name, or package.module:Class)"
    )


def run(args: argparse.Namespace) -> int:
    """Print each algorithm with its params; an entry point that cannot be used is listed with its
    problem and the command exits 2."""
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
        print(f"  {resume_note(runner)}")
        defaults = to_dict(runner.Params())
        docs = field_docs(runner.Params)
        for f in dataclasses.fields(runner.Params):
            print(f"  {f.name} = {defaults[f.name]!r}: {docs[f.name]}")
    if broken:
        raise EsbenchError(f"{broken} runner(s) cannot be used (see above)")
    return 0


def resume_note(runner: type) -> str:
    """What ``--resume`` does with the runner's trials: continue from checkpoints, or restart them."""
    if getattr(runner, "checkpoints", False):
        return "resume: checkpoints its trials; --resume continues them from the last checkpoint"
    return "resume: cannot checkpoint; --resume restarts its trials from step 0"
