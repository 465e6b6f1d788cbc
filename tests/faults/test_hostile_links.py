"""Links planted in a store are never followed (issue 25, cases 2 and 3), through the CLI."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest
from hostile import TINY, esbench, one_line_error


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    path = tmp_path / "suite.yaml"
    path.write_text(textwrap.dedent(TINY))
    return path


@pytest.mark.parametrize("name", [".esbench.lock", "trials.json", "suite.yaml"])
def test_a_store_whose_lock_or_files_are_links_is_refused(tmp_path, suite, name):
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    store = tmp_path / "results" / "base"
    store.mkdir(parents=True)
    (store / name).symlink_to(victim)
    line = one_line_error(esbench(tmp_path, "run", str(suite), "--results", "results/base", "--no-report"))
    assert f"results/base/{name} is a symbolic link" in line and "remove it" in line
    assert victim.read_text() == "precious\n"
    assert sorted(p.name for p in store.iterdir()) == [name]  # nothing else written
    assert (store / name).is_symlink()


def test_a_hard_linked_lock_is_refused(tmp_path, suite):
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    store = tmp_path / "results" / "base"
    store.mkdir(parents=True)
    os.link(victim, store / ".esbench.lock")
    line = one_line_error(esbench(tmp_path, "run", str(suite), "--results", "results/base", "--no-report"))
    assert ".esbench.lock has other hard links" in line
    assert victim.read_text() == "precious\n"
