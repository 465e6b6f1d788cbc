"""An outside tracker's faults are contained (issue 66, item 11): any exception from its ``open()``,
``check()`` or ``push_run()`` is one line naming the tracker and what to do, exit 2, never a
traceback; a ``SystemExit`` from its code during a run marks its copy incomplete (the summary says
so) instead of vanishing with Sacred's heartbeat thread; and ``esbench push`` takes the
``--allow-import`` its refusal advises. The trackers are real classes of a module the user allowed
(``--allow-import``); each one's fault is the point of the test."""

from __future__ import annotations

import json
import sys
import textwrap

import pytest
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.core import trust
from esbench.stores import tracker_registry

MODULE = "faulty_trackers"

TRACKERS = """
import json
from pathlib import Path
from esbench.stores.tracker import RunTracker

class Recording(RunTracker):
    name, title = "recording", "Recording"
    fails_in, error = "", RuntimeError
    def __init__(self, path, origin): self.path, self.origin = Path(path), origin
    def _maybe_fail(self, where):
        if self.fails_in == where:
            raise self.error(f"{where} broke")
    @classmethod
    def open(cls, spec, origin):
        if cls.fails_in == "open":
            raise cls.error("open broke")
        return cls(spec, origin)
    @property
    def masked(self): return str(self.path)
    def check(self, suite=None):
        self._maybe_fail("check")
        self.path.touch()
        return 0.0
    def start_run(self, run): return run.uid
    def log_metrics(self, handle, points):
        self._maybe_fail("log_metrics")
        with self.path.open("a") as f:
            f.writelines(json.dumps([handle, *p]) + "\\n" for p in points)
    def finish(self, handle, status, end_ms):
        with self.path.open("a") as f:
            f.write(json.dumps([handle, "status", status]) + "\\n")
    def push_run(self, raw, store_name):
        self._maybe_fail("push_run")
        with self.path.open("a") as f:
            f.write(json.dumps(["pushed", raw.run_id]) + "\\n")
        return "inserted"

class OpenFails(Recording): fails_in = "open"
class CheckFails(Recording): fails_in = "check"
class PushFails(Recording): fails_in = "push_run"
class ExitsInCheck(Recording): fails_in, error = "check", SystemExit
class ExitsInLogMetrics(Recording): fails_in, error = "log_metrics", SystemExit
class InterruptsInLogMetrics(Recording): fails_in, error = "log_metrics", KeyboardInterrupt
class InterruptsInStart(Recording):
    def start_run(self, run): raise KeyboardInterrupt
"""


@pytest.fixture
def faulty(tmp_path, monkeypatch):
    """The module of the trackers above on ``sys.path``; nothing allowed beforehand."""
    site = tmp_path / "site"
    site.mkdir()
    (site / f"{MODULE}.py").write_text(textwrap.dedent(TRACKERS))
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.delenv(trust.ALLOW_VAR, raising=False)  # restored after `--allow-import` set it
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    tracker_registry.clear_cache()
    yield
    sys.modules.pop(MODULE, None)


def _run(tmp_path, cls: str, *extra: str) -> int:
    suite = write_suite(tmp_path, name="outside", labels=("A",))
    out = tmp_path / "copy.jsonl"
    return main(
        ["run", str(suite), "--results", str(tmp_path / "r"), "--no-report", "--allow-import", MODULE,
         "--track", f"{MODULE}:{cls}={out}", *extra]
    )  # fmt: skip


def _one_error_line(err: str, cls: str, fault: str) -> str:
    """The one ``error:`` line of ``err``, which names the tracker and its fault; no traceback."""
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(lines) == 1, err
    assert f"{MODULE}:{cls}" in lines[0] and fault in lines[0]
    return lines[0]


@pytest.mark.parametrize(
    ("cls", "fault"),
    [
        ("OpenFails", "RuntimeError: open broke"),
        ("CheckFails", "RuntimeError: check broke"),
        ("ExitsInCheck", "SystemExit: check broke"),
    ],
)
def test_a_failing_open_or_check_of_run_is_one_line_and_exit_2(
    tmp_path, faulty, dummy_runner, capsys, cls, fault
):
    assert _run(tmp_path, cls) == 2
    line = _one_error_line(capsys.readouterr().err, cls, fault)
    assert f"--track {MODULE}:{cls}" in line  # what to do: fix its package, or run without it
    assert not (tmp_path / "r").exists() or not any((tmp_path / "r").glob("[0-9]*"))  # nothing ran


def test_push_takes_the_allow_import_it_advises(tmp_path, faulty, dummy_runner, capsys):
    suite = write_suite(tmp_path, name="outside", labels=("A",))
    assert main(["run", str(suite), "--results", str(tmp_path / "r"), "--no-report"]) == 0
    out = tmp_path / "pushed.jsonl"
    track = ["--track", f"{MODULE}:Recording={out}"]
    capsys.readouterr()
    assert main(["push", str(tmp_path / "r"), *track]) == 2
    refusal = capsys.readouterr().err
    assert f"--allow-import {MODULE}" in refusal
    assert main(["push", str(tmp_path / "r"), *track, "--allow-import", MODULE]) == 0
    assert [json.loads(line) for line in out.read_text().splitlines()] == [["pushed", "1"]]


@pytest.mark.parametrize(
    ("cls", "fault"),
    [("CheckFails", "RuntimeError: check broke"), ("PushFails", "RuntimeError: push_run broke")],
)
def test_a_failing_check_or_push_run_of_push_is_one_line_and_exit_2(
    tmp_path, faulty, dummy_runner, capsys, monkeypatch, cls, fault
):
    suite = write_suite(tmp_path, name="outside", labels=("A",))
    assert main(["run", str(suite), "--results", str(tmp_path / "r"), "--no-report"]) == 0
    capsys.readouterr()
    monkeypatch.setenv(trust.ALLOW_VAR, MODULE)  # allowed as any command allows it (not --allow-import)
    assert main(["push", str(tmp_path / "r"), "--track", f"{MODULE}:{cls}={tmp_path / 'pushed.jsonl'}"]) == 2
    _one_error_line(capsys.readouterr().err, cls, fault)


@pytest.mark.parametrize(
    ("cls", "error"), [("ExitsInLogMetrics", "SystemExit"), ("InterruptsInLogMetrics", "KeyboardInterrupt")]
)
def test_a_system_exit_or_interrupt_in_log_metrics_marks_the_copy_incomplete(
    tmp_path, faulty, dummy_runner, capsys, cls, error
):
    # log_metrics runs in Sacred's heartbeat thread, where neither is Ctrl-C: the tracker's own fault
    assert _run(tmp_path, cls) == 0  # the run is whole in the file store
    captured = capsys.readouterr()
    assert f"Recording copy incomplete: metrics: {error}: log_metrics broke" in captured.out
    assert "Recording (" in captured.out and "1 run(s) incomplete there" in captured.out  # the summary
    assert f"esbench push {tmp_path / 'r'} --track '{MODULE}:{cls}=" in captured.out  # how to complete it
    assert f"--allow-import {MODULE}" in captured.out.split("esbench push", 1)[1]  # with its consent
    assert "Traceback" not in captured.err
    runs = list((tmp_path / "r").glob("[0-9]*/metrics.json"))
    assert len(runs) == 1 and json.loads(runs[0].read_text())  # the file store has every point


def test_a_keyboard_interrupt_in_tracker_code_still_interrupts_the_run(
    tmp_path, faulty, dummy_runner, capsys
):
    # start_run runs in the main thread, where Ctrl-C arrives: the run stops as with Ctrl-C
    assert _run(tmp_path, "InterruptsInStart") == 130
    out = capsys.readouterr().out
    assert "INTERRUPTED" in out and "to continue:" in out
