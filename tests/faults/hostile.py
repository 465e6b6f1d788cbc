"""Running ``esbench`` as a subprocess for the hostile-input tests (issue 25): exit code, one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

#: A suite of one short ES trial on CartPole (a few seconds).
TINY = """\
name: base
seeds: [0]
budget: {timesteps: 2000}
eval: {every_timesteps: 1000, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - label: ES
    algo: openai_es
    params: {population: 4, sigma: 0.1, learning_rate: 0.1, noise_table_size: 100000, backend: serial}
policy: {hidden: [4]}
"""


def esbench(cwd: Path, *args: str, env: dict[str, str] | None = None, **kw) -> subprocess.CompletedProcess:
    """``python -m esbench ARGS`` in ``cwd`` (this worktree first on PYTHONPATH)."""
    env = {**os.environ, **(env or {}), "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "esbench", *args]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600, **kw)


def one_line_error(done: subprocess.CompletedProcess) -> str:
    """The single stderr line of a run that exited 2 without a traceback."""
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.strip().splitlines()
    return line
