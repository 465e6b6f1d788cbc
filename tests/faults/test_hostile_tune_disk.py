"""``esbench tune`` onto a full disk, and with an in-memory SQLite storage: exit 2 with one line, no
traceback (issue 35, case 10). The disk is a real tmpfs left with no room or a little (skipped where
it cannot be mounted)."""

from __future__ import annotations

import pytest
from hostile import esbench, one_line_error
from test_disk_full import fill, small_disk  # noqa: F401 (the tmpfs fixture)
from test_hostile_tune_storage import TUNED

pytest.importorskip("optuna")


@pytest.mark.parametrize("url", ["sqlite:///:memory:", "sqlite://", "sqlite:///file:x?mode=memory&uri=true"])
def test_an_in_memory_storage_is_refused(tmp_path, url):
    (tmp_path / "suite.yaml").write_text(TUNED)
    line = one_line_error(esbench(tmp_path, "tune", "suite.yaml", "--results", "r", "--storage", url))
    assert line.startswith("error: --storage (") and "in memory" in line, line


def test_a_storage_that_fills_up_during_the_search_exits_2_with_one_line(tmp_path, small_disk):  # noqa: F811
    """The database on a disk that fills between two searches: the second one's first trial cannot be
    recorded (before issue 35: an Optuna StorageInternalError traceback)."""
    (tmp_path / "suite.yaml").write_text(TUNED)
    url = f"sqlite:///{small_disk / 'tune.db'}"
    first = esbench(tmp_path, "tune", "suite.yaml", "--results", "r", "--storage", url)
    assert first.returncode == 0, first.stdout + first.stderr
    fill(small_disk)
    done = esbench(
        tmp_path, "tune", "suite.yaml", "--results", "r", "--storage", url, "--set", "tune.trials=3"
    )
    line = one_line_error(done)
    assert line.startswith("error: --storage: the Optuna storage failed during the search")
    assert "database or disk is full" in line and "free some space" in line
