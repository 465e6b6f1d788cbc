"""``esbench run`` as a real process for the fault tests: start it, wait for a line, signal it.

Output goes to files (never a pipe that could fill up), polled with bounded waits: a wait that
times out means the driver hung, never that the machine was slow.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

from gated_env import ENV_ID, GATE, GATE_AT

SITE = Path(__file__).resolve().parent / "site"
REPO = Path(__file__).resolve().parents[2]
#: Upper bound of any wait: reached only when something hangs.
HANG_S = 300.0

ES_SUITE = f"""\
name: faults
seeds: [3]
budget: {{timesteps: 8000}}
eval: {{every_timesteps: 1000, episodes: 2}}
envs: [{ENV_ID}]
algorithms:
  - label: ES
    algo: openai_es
    params: {{population: 4, sigma: 0.1, learning_rate: 0.1, noise_table_size: 100000,
             backend: serial, checkpoint_every: 1}}
policy: {{hidden: [8]}}
"""


def write_suite(directory: Path, text: str = ES_SUITE, name: str = "suite.yaml") -> Path:
    """Write a suite file into ``directory``."""
    path = directory / name
    path.write_text(textwrap.dedent(text))
    return path


def wait_until(condition: Callable[[], object], what: str, timeout: float = HANG_S) -> object:
    """Poll ``condition`` until it is true (its value is returned); fail after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(0.02)


class Driver:
    """One ``python -m esbench run SUITE --results STORE --no-report ...`` process."""

    def __init__(
        self,
        suite: Path,
        store: Path,
        *extra: str,
        gate: Path | None = None,
        gate_at: int = 3000,
        session: bool = False,
    ):
        """Start the driver (``session``: in a process group of its own, as a terminal's job)."""
        self.workdir = suite.parent
        self.gate = gate
        name = f"{store.name}-{time.monotonic_ns()}"
        self.stdout_path = self.workdir / f"{name}.out"
        self.stderr_path = self.workdir / f"{name}.err"
        env = dict(os.environ)
        paths = [str(SITE), str(REPO), env.get("PYTHONPATH", "")]
        env["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
        if gate is not None:
            env[GATE], env[GATE_AT] = str(gate), str(gate_at)
            gate.touch()
        cmd = [sys.executable, "-m", "esbench", "run", str(suite), "--results", str(store), "--no-report"]
        with open(self.stdout_path, "wb") as out, open(self.stderr_path, "wb") as err:
            self.proc = subprocess.Popen(
                [*cmd, *extra], cwd=self.workdir, env=env, stdout=out, stderr=err, start_new_session=session
            )
        self.pid = self.proc.pid

    @property
    def stdout(self) -> str:
        """Everything the driver printed so far."""
        return self.stdout_path.read_text(errors="replace")

    @property
    def stderr(self) -> str:
        """Everything the driver wrote to stderr so far."""
        return self.stderr_path.read_text(errors="replace")

    def wait_at_gate(self) -> None:
        """Wait until the driver (or one of its workers) holds at the gate."""
        waiting = Path(f"{self.gate}.waiting")
        wait_until(lambda: waiting.exists() or self.proc.poll() is not None, "the driver to reach the gate")
        assert self.proc.poll() is None, f"the driver ended early:\n{self.stdout}\n{self.stderr}"

    def open_gate(self) -> None:
        """Let the driver go on."""
        assert self.gate is not None
        self.gate.unlink(missing_ok=True)

    def send(self, signum: int) -> None:
        """Send ``signum`` to the driver (nothing if it has already exited)."""
        try:
            os.kill(self.pid, signum)
        except ProcessLookupError:
            pass

    def send_group(self, signum: int) -> None:
        """Send ``signum`` to the driver's process group, as Ctrl-C in a terminal does (``session``)."""
        try:
            os.killpg(self.pid, signum)
        except ProcessLookupError:
            pass

    def wait(self, timeout: float = HANG_S) -> int:
        """Wait for the driver to exit; its exit code."""
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"the driver hung:\n{self.stdout}\n{self.stderr}") from None

    def kill(self) -> None:
        """SIGKILL the driver (and reap it)."""
        self.send(signal.SIGKILL)
        self.proc.wait(timeout=HANG_S)

    def close(self) -> None:
        """Make sure nothing is left running, and the gate is open."""
        if self.gate is not None:
            self.open_gate()
        if self.proc.poll() is None:
            self.kill()


def run_json(store: Path, run_id: int) -> dict:
    """``run.json`` of one stored run."""
    return json.loads((store / str(run_id) / "run.json").read_text())


def metrics_json(store: Path, run_id: int) -> dict:
    """``metrics.json`` of one stored run."""
    return json.loads((store / str(run_id) / "metrics.json").read_text())
