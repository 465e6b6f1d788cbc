"""The suite files shipped with esbench (the top-level ``suites/*.yaml``, installed as
``esbench.suites``) and finding a suite by name.

A suite argument (``esbench run SUITE``, ``esbench validate SUITE``, ``esbench report --suite-file
SUITE``) is an existing file first, else the name of a shipped suite: ``quickstart``,
``quickstart.yaml`` and ``mujoco-smoke`` all work from any directory, also after a non-editable
``pip install``. The files are package data (``pyproject.toml``) read through
:mod:`importlib.resources`; the keys are documented in ``docs/suites.md``.

Layer 0: this imports :mod:`esbench.core.errors` and :mod:`esbench.core.safe_yaml` only.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path

from esbench.core.errors import EsbenchError, did_you_mean
from esbench.core.safe_yaml import parse_yaml

SUFFIX = ".yaml"
#: The package the suite files are installed as (the top-level ``suites/`` directory, pyproject.toml).
SUITES_PACKAGE = "esbench.suites"


def suites_dir() -> Path:
    """The directory of the shipped suite files (inside the installed ``esbench`` package)."""
    return Path(str(importlib.resources.files(SUITES_PACKAGE)))


def shipped_suites() -> dict[str, Path]:
    """{name: path} of every shipped suite, sorted by name (``quickstart`` -> ``.../quickstart.yaml``)."""
    return {p.stem: p for p in sorted(suites_dir().glob(f"*{SUFFIX}"), key=lambda p: p.stem)}


def describe(path: Path, width: int | None = None) -> str:
    """A suite file's ``description:`` on one line (cut to ``width`` characters when given)."""
    try:
        data = parse_yaml(path.read_text(encoding="utf-8"), str(path))
    except (OSError, ValueError, EsbenchError):
        return "(unreadable)"
    text = " ".join(str(data.get("description") or "").split()) if isinstance(data, dict) else ""
    if width is not None and len(text) > width:
        text = text[: max(width - 3, 0)].rstrip() + "..."
    return text


def find_suite(arg: str | Path) -> Path:
    """The suite file ``arg`` means: an existing path, else a shipped suite by name.

    ``quickstart`` and ``quickstart.yaml`` both name ``suites/quickstart.yaml``. An argument
    that is neither raises :class:`EsbenchError` listing the shipped names (with a suggestion).
    """
    path = Path(arg)
    if path.exists():
        return path
    text = str(arg)
    name = text[: -len(SUFFIX)] if text.endswith(SUFFIX) else text
    shipped = shipped_suites()
    if name in shipped:
        return shipped[name]
    hint = did_you_mean(Path(name).name, shipped)  # also for an old path such as suites/quickstart.yaml
    raise EsbenchError(
        f"{text}: cannot read the suite file (No such file or directory), and no shipped suite "
        f"has this name{hint}; "
        f"shipped suites: {', '.join(shipped) or 'none'} (`esbench suites` describes them)"
    )
