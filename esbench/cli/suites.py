"""``esbench suites``: the shipped suites with their one-line descriptions."""

from __future__ import annotations

import argparse

HELP = "list the shipped suites with their descriptions"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``esbench suites`` takes no argument."""


def run(args: argparse.Namespace) -> int:
    """Print every shipped suite with its description, fitted to the terminal."""
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
