"""The fast tier's list of slow tests (tests/slow_tests.txt) names tests that exist: a renamed or
removed test would otherwise fall silently into the fast tier."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).parents[1]


def slow_tests() -> set[str]:
    """tests/slow_tests.txt's node ids, read as tests/conftest.py reads them (a module named conftest
    cannot be imported here: pytest has several)."""
    lines = (TESTS / "slow_tests.txt").read_text(encoding="utf-8").splitlines()
    return {line.split("#")[0].strip() for line in lines} - {""}


def test_every_listed_slow_test_exists():
    missing = []
    for node in sorted(slow_tests()):
        path, name = node.split("::")[0], node.split("::")[-1]
        file = TESTS / path
        if "::" not in node:  # a whole file
            if not file.is_file() or not re.search(r"^\s*(async )?def test_", file.read_text(), re.M):
                missing.append(node)
            continue
        if not file.is_file() or not re.search(
            rf"^\s*(async )?def {re.escape(name)}\(", file.read_text(), re.M
        ):
            missing.append(node)
    assert missing == []
