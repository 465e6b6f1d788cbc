"""Ctrl-C at a terminal (issue 48): the summary, no traceback, the ``--resume`` command last; under
``esbench run SUITE 2>&1 | tee log`` too, where the same Ctrl-C stops ``tee``.

Real processes on a real pseudo-terminal (the process group's controlling terminal, as in a shell)
and real signals: SIGINT to the whole process group, as Ctrl-C sends it. The trial holds at the
gated env's step (:mod:`gated_env`), so the signal lands in the middle of it without any sleep.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import shlex
import signal
import subprocess
import sys
import termios
import threading
from pathlib import Path

import pytest
from faultdriver import ES_SUITE, HANG_S, REPO, SITE, run_json, wait_until, write_suite
from gated_env import COLORAMA, GATE, GATE_AT

from esbench.cli.main import main


class Terminal:
    """A command run by ``bash -c`` in a session of its own on a new pseudo-terminal, everything the
    terminal shows collected."""

    def __init__(self, command: str, cwd: Path, env: dict[str, str]):
        master, slave = pty.openpty()
        self.master, self.chunks = master, []

        def controlling_terminal() -> None:  # in the child, after setsid: the pty is the session's tty
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.proc = subprocess.Popen(
            ["bash", "-c", command], cwd=cwd, env=env, stdin=slave, stdout=slave, stderr=slave,
            start_new_session=True, preexec_fn=controlling_terminal,
        )  # fmt: skip
        os.close(slave)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self.master, 4096)
            except OSError:  # EIO: every process holding the terminal has exited
                return
            if not data:
                return
            self.chunks.append(data)

    @property
    def text(self) -> str:
        """Everything shown so far (terminal line ends as newlines)."""
        return b"".join(self.chunks).decode(errors="replace").replace("\r\n", "\n")

    def interrupt(self) -> None:
        """Ctrl-C: SIGINT to the session's process group (bash, esbench, tee)."""
        os.killpg(self.proc.pid, signal.SIGINT)

    def wait(self) -> int:
        """Wait for the command and for the terminal to be drained; its exit code."""
        try:
            code = self.proc.wait(timeout=HANG_S)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            raise AssertionError(f"the command hung:\n{self.text}") from None
        self.reader.join(timeout=HANG_S)
        os.close(self.master)
        return code

    def close(self) -> None:
        """Nothing left running."""
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()


@pytest.fixture
def gated(tmp_path):
    """(suite, store, gate, env) of the one-trial ES suite on the gated env; the gate opened after."""
    gate = tmp_path / "gate"
    gate.touch()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(SITE), str(REPO), env.get("PYTHONPATH", "")) if p)
    env[GATE], env[GATE_AT] = str(gate), "3000"
    env.pop("NO_COLOR", None)
    yield (
        write_suite(tmp_path, ES_SUITE.replace("seeds: [3]", "seeds: [3, 4]")),
        tmp_path / "store",
        gate,
        env,
    )
    gate.unlink(missing_ok=True)


def _esbench(suite: Path, store: Path) -> str:
    return shlex.join(
        [sys.executable, "-m", "esbench", "run", str(suite), "--results", str(store), "--no-report"]
    )


def _lines(text: str) -> list[str]:
    """The lines shown, terminal escapes (colorama's colour reset at exit) left out."""
    text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", text)
    return [line.strip() for line in text.splitlines() if line.strip()]


def test_ctrl_c_at_a_terminal_shows_the_summary_no_traceback_and_how_to_continue(gated, capsys):
    """With colorama initialised inside the trial (as ``ray.init`` does), its exit hook used to write
    to Sacred's closed capture of stdout: a traceback after the clean summary."""
    suite, store, gate, env = gated
    terminal = Terminal(_esbench(suite, store), suite.parent, {**env, COLORAMA: "1"})
    try:
        wait_until(lambda: Path(f"{gate}.waiting").exists() or terminal.proc.poll() is not None, "the gate")
        terminal.interrupt()
        code = terminal.wait()
    finally:
        terminal.close()
    shown = terminal.text
    assert code == 130, shown
    assert "Traceback" not in shown and "Exception ignored" not in shown, shown
    assert "1 interrupted, 1 not_run" in shown, shown
    last = _lines(shown)[-1]
    assert last == f"to continue: esbench run {suite} --resume --results {store}", shown
    assert run_json(store, 1)["status"] == "INTERRUPTED"
    # What that command would do: continue the interrupted trial from its checkpoint, start the other.
    assert main(["run", str(suite), "--results", str(store), "--resume", "--dry-run"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.search(r"seed=3 .*resume: continue from [\d,]+ steps \(checkpoint\)$", lines[1]), lines
    assert lines[2].endswith("resume: restart"), lines


def test_ctrl_c_under_tee_leaves_no_run_running_and_the_summary_reaches_the_terminal(gated):
    """``esbench run SUITE 2>&1 | tee log``: Ctrl-C stops tee too, so esbench's output pipe closes;
    the run is still recorded INTERRUPTED (not RUNNING, not FAILED on a broken pipe), and the summary
    goes to the terminal."""
    suite, store, gate, env = gated
    log = suite.parent / "log"
    terminal = Terminal(f"{_esbench(suite, store)} 2>&1 | tee {shlex.quote(str(log))}", suite.parent, env)
    try:
        wait_until(lambda: Path(f"{gate}.waiting").exists() or terminal.proc.poll() is not None, "the gate")
        assert terminal.proc.poll() is None, terminal.text
        terminal.interrupt()
        terminal.wait()
        pid = int(Path(f"{gate}.waiting").read_text())  # esbench's own process (the env ran in it)
        wait_until(lambda: not Path(f"/proc/{pid}").exists(), "esbench to exit")
    finally:
        terminal.close()
    shown = terminal.text
    statuses = [run_json(store, int(d.name))["status"] for d in store.iterdir() if d.name.isdigit()]
    assert statuses == ["INTERRUPTED"], (statuses, shown)
    assert "1 interrupted, 1 not_run" in shown, shown  # through tee, or straight to the terminal
    assert _lines(shown)[-1].startswith("to continue: esbench run "), shown
    assert "Traceback" not in shown and "BrokenPipeError" not in shown, shown


def test_resume_dry_run_marks_the_completed_trials_as_skipped(tmp_path, capsys):
    suite = write_suite(tmp_path, ES_SUITE.replace("seeds: [3]", "seeds: [3, 4, 5]").replace(
        "esbench-test/Gated-v0", "CartPole-v1").replace("timesteps: 8000", "timesteps: 1500"))  # fmt: skip
    store = tmp_path / "store"
    assert main(["run", str(suite), "--results", str(store), "--no-report", "--set", "seeds=[3, 5]"]) == 0
    capsys.readouterr()
    assert main(["run", str(suite), "--results", str(store), "--resume", "--dry-run"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.search(r"seed=3 .*resume: skip \(completed: run 1\)$", lines[1]), lines
    assert lines[2].endswith("resume: restart"), lines
    assert re.search(r"seed=5 .*resume: skip \(completed: run 2\)$", lines[3]), lines
    assert not (store / "3").exists()  # nothing written, nothing run
    # Without --resume, a dry run says nothing of the store.
    assert main(["run", str(suite), "--results", str(store), "--dry-run"]) == 0
    assert "resume:" not in capsys.readouterr().out
