"""Every repository path the README and docs name exists, and every relative link resolves.

A path is a backticked or linked name that starts with one of the repository's top-level folders
(``esbench/``, ``tests/``, ``benchmarks/``, ...) or is a top-level file; placeholders (``<suite>``,
``SUITE``, ``DIR``, globs) are not paths. Links are resolved from the page that holds them.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]
PAGES = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
TOP = ("esbench/", "tests/", "benchmarks/", "scripts/", "suites/", "docs/", "examples/", "results/", ".ci/")
TOP_FILES = ("README.md", "CHANGELOG.md", "pyproject.toml", "docker-compose.yml")
CODE = re.compile(r"`([^`\s]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")
PLACEHOLDER = re.compile(r"[<>*{}$]|\b[A-Z]{3,}\b|\.\.\.|XX|-v\d+$")  # -v0: an env id (esbench/Emulated-v0)
#: Folders that runs and tests write, named in the docs but never committed.
WRITTEN_AT_RUN_TIME = ("results/adhoc", "results/bench-emulated-scaling", "tests/artifacts/")


def named_paths(text: str) -> set[str]:
    """Backticked names that look like repository paths (a trailing ``:line`` or ``::test`` dropped)."""
    out = set()
    for name in CODE.findall(text):
        name = name.split("::")[0].rstrip(".,;:)")
        name = re.sub(r":\d+$", "", name)
        if PLACEHOLDER.search(name):
            continue
        if name.startswith(WRITTEN_AT_RUN_TIME):
            continue
        if name.startswith(TOP) or name in TOP_FILES:
            out.add(name)
    return out


def test_every_named_path_exists():
    missing = []
    for page in PAGES:
        for name in named_paths(page.read_text(encoding="utf-8")):
            if not (ROOT / name).exists():
                missing.append(f"{page.relative_to(ROOT)}: `{name}`")
    assert missing == []


def test_every_relative_link_resolves():
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue
            path = target.split("#")[0]
            if path and not (page.parent / path).exists():
                broken.append(f"{page.relative_to(ROOT)}: ({target})")
    assert broken == []


def test_the_check_sees_a_missing_path():
    assert named_paths("see `esbench/nope.py` and `results/<suite>/` and `tests/x.py::test_y`") == {
        "esbench/nope.py",
        "tests/x.py",
    }
