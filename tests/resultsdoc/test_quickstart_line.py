"""The README's line on the quickstart's time is generated from the transcript the manifest names
(:mod:`esbench.resultsdoc.quickstart`): its numbers move with the transcript, a name not among the
transcripts is refused, and without one the line says the time is not measured yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from esbench.core.errors import ConfigError
from esbench.resultsdoc.manifest import load_manifest
from esbench.resultsdoc.quickstart import quickstart_line

TRANSCRIPT = """\
# started 2026-12-02T09:00:00Z
# load average (1 min) before the first run: 0.31
# load average (1 min) after the first run: 1.72
20 completed
exit code of the first run: 0
wall clock of the first run: {first} s
# load average (1 min) before the second run: 1.72
# load average (1 min) after the second run: 1.50
20 skipped
nothing ran: every trial's run in results/quickstart is COMPLETED, so the table above is the stored result
exit code of the second run: 0
wall clock of the second run: 9 s
"""

MANIFEST = """\
stores: []
{key}
transcripts:
  - file: qs.txt
    title: The quickstart from a fresh clone
    command: bash scripts/time-quickstart.sh
    machine: a 2-core test VM
    date: 2026-12-02 09:00 UTC
    about: A test transcript.
"""


def results(tmp_path: Path, first: int = 207, key: str = "quickstart: qs.txt") -> Path:
    (tmp_path / "benchmarks").mkdir(exist_ok=True)
    (tmp_path / "benchmarks" / "qs.txt").write_text(TRANSCRIPT.format(first=first))
    (tmp_path / "manifest.yaml").write_text(MANIFEST.format(key=key))
    return tmp_path


def test_the_line_gives_the_transcripts_times_machine_and_load(tmp_path):
    root = results(tmp_path)
    line = quickstart_line(root, load_manifest(root))
    assert line.startswith("The first command took 3 min 27 s from a fresh clone")
    assert "on a 2-core test VM, 2026-12-02 09:00 UTC (1-minute load 0.31 before, 1.72 after)" in line
    assert "run again, 9 s (exit code 0): nothing runs" in line and "results/benchmarks/qs.txt" in line
    root = results(tmp_path, first=64)  # another transcript, another line
    assert "took 1 min 4 s" in quickstart_line(root, load_manifest(root))


def test_no_transcript_named_is_said_and_a_wrong_name_is_refused(tmp_path):
    root = results(tmp_path, key="")
    assert (
        quickstart_line(root, load_manifest(root))
        == "The quickstart's time from a fresh clone is not measured yet.\n"
    )
    root = results(tmp_path, key="quickstart: other.txt")
    with pytest.raises(ConfigError, match=r"'other\.txt' is not one of the transcripts"):
        load_manifest(root)
