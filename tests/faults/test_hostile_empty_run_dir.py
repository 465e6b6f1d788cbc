"""A run directory a SIGKILL left empty (created, which claims the run's id, but killed before its
``run.json``) is removed by the next driver, under the store's lock, and said; a directory that holds
anything is never removed (issue 25). The kill's window (between Sacred's ``mkdir`` and its first
write) is too short to hit on purpose, so the test makes the state it leaves: an empty directory and
one with only a temporary of an unfinished write."""

from __future__ import annotations

import textwrap

from hostile import TINY, esbench

from esbench.stores.atomic import temporary_name
from esbench.stores.file_store import FileRunStore


def test_an_empty_run_directory_left_by_a_kill_is_removed_and_said(tmp_path):
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(TINY))
    done = esbench(tmp_path, "run", "suite.yaml", "--results", "r", "--no-report")
    assert done.returncode == 0, done.stdout + done.stderr
    (tmp_path / "r" / "2").mkdir()
    (tmp_path / "r" / "3").mkdir()
    temporary_name(tmp_path / "r" / "3" / "run.json").write_text('{"status": "RUN')  # an unfinished write
    (tmp_path / "r" / "4").mkdir()
    (tmp_path / "r" / "4" / "notes.txt").write_text("a user's file")  # not empty: kept

    done = esbench(tmp_path, "run", "suite.yaml", "--results", "r", "--no-report", "--resume")
    assert done.returncode in (0, 3), done.stdout + done.stderr
    for run_id in ("2", "3"):
        assert f"run {run_id}: removed its empty directory" in done.stdout, done.stdout
    assert not (tmp_path / "r" / "2").exists() and not (tmp_path / "r" / "3").exists()
    assert (tmp_path / "r" / "4" / "notes.txt").read_text() == "a user's file"
    statuses = {r.run_id: r.status for r in FileRunStore(tmp_path / "r").iter_runs()}
    assert statuses == {"1": "COMPLETED", "4": None}  # the resume found seed 0 done; 4 is named, kept
