"""``esbench report`` and ``esbench export`` onto a full disk: exit 2 with one line naming the file and
"no space left", and no half-written file (issue 25, case 10). The disk is a real tmpfs, left with
no room, or with room for the tables but not the figures (skipped where it cannot be mounted)."""

from __future__ import annotations

import textwrap

import pandas as pd
import pytest
from hostile import TINY, esbench, one_line_error
from test_disk_full import fill, small_disk  # noqa: F401 (the tmpfs fixture)

from esbench.stores.atomic import TMP_SUFFIX


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    """Two tiny stored runs (written on the ordinary disk)."""
    directory = tmp_path_factory.mktemp("stored")
    (directory / "suite.yaml").write_text(textwrap.dedent(TINY).replace("seeds: [0]", "seeds: [0, 1]"))
    done = esbench(directory, "run", "suite.yaml", "--results", "r", "--no-report")
    assert done.returncode == 0, done.stdout + done.stderr
    return directory / "r"


def leave_free(disk, room: int) -> None:
    """Fill the disk, then free ``room`` bytes of it."""
    (disk / "room").write_bytes(b"\0" * room)
    fill(disk)
    (disk / "room").unlink()


def assert_whole(out) -> None:
    """No temporary left; every CSV written parses (a file is whole or absent)."""
    for path in out.rglob("*"):
        assert not path.name.endswith(TMP_SUFFIX), path
        if path.suffix == ".csv":
            pd.read_csv(path)
        if path.suffix == ".svg":
            assert path.read_text().rstrip().endswith("</svg>"), path


@pytest.mark.parametrize("room", [0, 256 * 1024], ids=["no-room", "room-for-tables-only"])
def test_a_report_onto_a_full_disk_exits_2_naming_the_file(stored, small_disk, room):  # noqa: F811
    leave_free(small_disk, room)
    line = one_line_error(esbench(stored.parent, "report", str(stored), "-o", str(small_disk / "rep")))
    assert line.startswith(f"error: cannot write {small_disk / 'rep'}/") and "no space left on device" in line
    if room:  # the tables were written whole, a figure was not
        assert line.split(":")[1].endswith((".png", ".svg")) and (small_disk / "rep" / "tables").is_dir(), (
            line
        )
    assert_whole(small_disk / "rep")


@pytest.mark.parametrize("name", ["runs.csv", "runs.parquet"])
def test_an_export_onto_a_full_disk_exits_2_and_leaves_no_file(stored, small_disk, name):  # noqa: F811
    if name.endswith(".parquet"):
        pytest.importorskip("pyarrow")
    leave_free(small_disk, 0)
    line = one_line_error(esbench(stored.parent, "export", str(stored), "-o", str(small_disk / name)))
    assert line == (
        f"error: cannot write {small_disk / name}: no space left on device; it was not written (no "
        "half-written file is left): free some space, or write elsewhere (-o, --results)"
    )
    assert {p.name for p in small_disk.iterdir()} <= {"filler", "probe"}  # fill()'s own files
