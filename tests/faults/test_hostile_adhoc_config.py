"""Sacred's command line refuses a bad config as ``esbench run`` does (issue 50, defect 10).

``python -m esbench.experiment with ...`` with a bad algo, seed or budget (or any key ``esbench
validate`` would refuse) exits 2 with one line per problem naming the trial's key, no traceback, and
starts no run.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from hostile import REPO, one_line_error


@pytest.mark.parametrize(
    ("setting", "expected"),
    [
        ("algo=nope", "error: algo: unknown algo 'nope'"),
        ("seed=-1", "error: seed: must be an integer in 0..2**32-1, got -1"),
        ("seed=abc", "error: seed: must be an integer in 0..2**32-1, got 'abc'"),
        ("seed=4294967296", "error: seed: must be an integer in 0..2**32-1, got 4294967296"),
        ("budget.timesteps=-5", "error: budget.timesteps: must be > 0, got -5"),
        ("budget.timesteps=abc", "error: budget.timesteps: must be an integer, got 'abc'"),
        ("params.bogus=1", "error: params.bogus: unknown key"),
        ("policy.hidden=[100000000,100000000]", "error: policy.hidden: a policy of 10,000,000,400,000,001"),
        ("suite=../escape", "error: suite: must be 1-100 letters"),
    ],
)
def test_a_bad_config_exits_2_with_one_line_and_runs_nothing(tmp_path, setting, expected):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "esbench.experiment", "with", "openai_es", setting]
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    line = one_line_error(done)
    assert line.startswith(expected), line
    assert not (tmp_path / "results").exists()  # no run was started
