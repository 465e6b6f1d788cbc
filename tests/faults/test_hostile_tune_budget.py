"""``tune.timesteps`` is checked against one generation, as a plain run's budget is (issue 35, case 7)."""

from __future__ import annotations

import textwrap

from hostile import TINY, esbench, one_line_error

TUNED = TINY + textwrap.dedent("""\
    tune:
      trials: 1
      timesteps: 1
      seeds: [100]
      space:
        ES: {sigma: {log_uniform: [0.005, 0.1]}}
    """)


def test_tune_timesteps_below_one_generation_is_refused(tmp_path):
    (tmp_path / "suite.yaml").write_text(TUNED)
    line = one_line_error(esbench(tmp_path, "validate", "suite.yaml"))
    assert "tune.timesteps: ES on CartPole-v1: one generation plays" in line
    assert "more than the whole budget of 1 steps" in line
    fine = esbench(tmp_path, "validate", "suite.yaml", "--set", "tune.timesteps=1000")
    assert fine.returncode == 0, fine.stderr
