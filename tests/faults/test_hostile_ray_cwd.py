"""No code from the working directory in the Ray workers esbench starts (issue 50, defect 1).

Ray puts the driver's working directory first on every worker's import path unless told otherwise
(esbench.backends.local_ray). A ``numpy.py`` beside the suite would then run in every ES rollout
worker. Real commands in the suite's directory, with the ``esbench`` command and ``python -m
esbench``: a tiny ES on CartPole with the Ray backend and 2 workers completes, and the shadowing
module never runs anywhere.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hostile import REPO

SUITE = """\
name: shadow
seeds: [0]
budget: {timesteps: 600}
eval: {every_timesteps: 300, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - label: ES
    algo: openai_es
    params: {population: 4, sigma: 0.1, learning_rate: 0.1, noise_table_size: 100000, backend: ray,
             workers: 2}
policy: {hidden: [4]}
"""

#: A module that shadows numpy: it records the process it ran in, then fails that process's import.
SHADOW = """\
import os, sys
with open({marker!r}, "a") as f:
    f.write(f"{{os.getpid()}} {{sys.argv}}\\n")
raise ImportError("the numpy.py beside the suite ran")
"""


def command(how: str) -> list[str]:
    """``esbench`` as the console script (its ``bin`` directory on the driver's path) or ``-m``."""
    if how == "script":
        script = Path(sys.executable).parent / "esbench"
        if not script.is_file():
            pytest.skip("no esbench console script beside this interpreter")
        return [str(script)]
    return [sys.executable, "-m", "esbench"]


@pytest.mark.parametrize("how", ["script", "module"])
def test_a_numpy_py_beside_the_suite_never_runs_in_a_ray_worker(tmp_path, how):
    work = tmp_path / "work"
    work.mkdir()
    (work / "suite.yaml").write_text(SUITE)
    marker = tmp_path / "shadow-ran.txt"
    (work / "numpy.py").write_text(SHADOW.format(marker=str(marker)))
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [*command(how), "run", "suite.yaml", "--results", "store", "--no-report"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    ran = marker.read_text() if marker.exists() else ""
    assert not ran, f"the shadowing numpy.py ran in: {ran}"
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ES/CartPole-v1/0: COMPLETED" in done.stdout
