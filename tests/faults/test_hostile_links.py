"""Links planted in a store are never followed (issue 25, cases 2 and 3), through the CLI."""

from __future__ import annotations

import os
import shutil
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


TUNED = TINY.replace("budget: {timesteps: 2000}", "budget: {timesteps: 192}") + (
    "tune:\n  trials: 1\n  timesteps: 1000\n  seeds: [100]\n"
    "  space:\n    ES: {sigma: {log_uniform: [0.005, 0.1]}}\n"
)


@pytest.mark.parametrize("name", ["tune.db", "tune"])
def test_tune_refuses_links_in_its_store(tmp_path, name):
    """issue 35, case 2: a ``tune.db`` or ``tune/`` link is refused, nothing written outside."""
    pytest.importorskip("optuna")
    (tmp_path / "suite.yaml").write_text(TUNED)
    outside = tmp_path / "outside"
    if name == "tune":
        outside.mkdir()
    else:
        outside.write_text("precious\n")
    store = tmp_path / "r"
    store.mkdir()
    (store / name).symlink_to(outside)
    line = one_line_error(esbench(tmp_path, "tune", "suite.yaml", "--results", "r"))
    assert f"r/{name} is a symbolic link" in line and "remove it" in line
    if name == "tune":
        assert list(outside.iterdir()) == []
    else:
        assert outside.read_text() == "precious\n"
    assert sorted(p.name for p in store.iterdir()) == [name]


def test_resume_refuses_a_linked_checkpoint_directory(tmp_path, suite):
    """issue 35, case 4: ``checkpoints/<slug>`` a link: exit 2, nothing outside rewritten or deleted."""
    suite.write_text(suite.read_text() + "store: {keep_checkpoints: true}\n")  # the completed trial's dir
    done = esbench(tmp_path, "run", str(suite), "--results", "results/base", "--no-report")
    assert done.returncode == 0, done.stdout + done.stderr
    (slug,) = (tmp_path / "results" / "base" / "checkpoints").iterdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    for name in ("keep.tmp.npz", "keep.esbench-tmp", "trial.json"):
        (outside / name).write_text("precious\n")
    shutil.rmtree(slug)
    slug.symlink_to(outside)
    line = one_line_error(
        esbench(tmp_path, "run", str(suite), "--results", "results/base", "--no-report", "--resume")
    )
    assert f"checkpoints/{slug.name} is a symbolic link" in line
    assert sorted(p.name for p in outside.iterdir()) == ["keep.esbench-tmp", "keep.tmp.npz", "trial.json"]
    assert all(p.read_text() == "precious\n" for p in outside.iterdir())
