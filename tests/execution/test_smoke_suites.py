"""Every shipped ``*-smoke.yaml`` suite runs end to end through the command line, all runs COMPLETED.

Together they exercise every env family (MuJoCo, PyBullet, Atari with frame-skip options, the
partially observable pendulum), every policy type (MLP with bins, CNN with virtual batch norm,
LSTM) and every algorithm, serial and Ray. The suites whose trials each take one core run with
``--jobs 2`` (packed on the 2 cores, each trial in a process of its own: faster than one after the
other; the sequential path is what most other end-to-end tests take). About 2 minutes on 2 cores.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from esbench.suite.load import expand, load_suite

#: The smoke suites whose trials each take one core, run with ``--jobs 2``.
PACKED = {"mujoco-smoke", "pybullet-smoke", "atari-smoke", "frameskip-smoke"}
SUITES = sorted((Path(__file__).parents[2] / "suites").glob("*-smoke.yaml"))
assert SUITES, "no smoke suites found in suites/"


def test_every_real_suite_has_a_smoke_twin():
    names = {p.name for p in SUITES}
    for real in ("mujoco", "pybullet", "atari", "frameskip", "pomdp"):
        assert f"{real}-smoke.yaml" in names
        assert (SUITES[0].parent / f"{real}.yaml").exists()
    assert PACKED <= {p.stem for p in SUITES}


@pytest.mark.slow
@pytest.mark.parametrize("path", SUITES, ids=[p.stem for p in SUITES])
def test_smoke_suite_runs_end_to_end(path, tmp_path):
    store = tmp_path / "store"
    cmd = [sys.executable, "-m", "esbench", "run", str(path), "--results", str(store), "--no-report"]
    cmd += ["--jobs", "2"] if path.stem in PACKED else []
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)  # a hang guard, not a time limit
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    runs = [json.loads(p.read_text()) for p in store.glob("*/run.json")]
    assert len(runs) == len(expand(load_suite(path)))
    assert {r["status"] for r in runs} == {"COMPLETED"}
    configs = [json.loads(p.read_text()) for p in store.glob("*/config.json")]
    assert all(c["policy"]["type"] != "auto" for c in configs), "stored policies are resolved"
