"""``esbench tune --storage`` that cannot be opened: exit 2 with one line naming the storage and what is
missing, before any run starts, and no password in it (issue 25, case 10)."""

from __future__ import annotations

import textwrap

import pytest
from hostile import esbench, one_line_error

pytest.importorskip("optuna")

TUNED = """\
name: tuned
seeds: [0]
budget: {timesteps: 192}
eval: {episodes: 1}
envs: [CartPole-v1]
algorithms:
  - label: ES
    algo: openai_es
    params: {population: 2, backend: serial, noise_table_size: 100000}
tune:
  trials: 1
  timesteps: 480  # room for 5 generations of 2 x 2 episodes of about 17 steps (tune_budget)
  seeds: [100]
  space:
    ES: {sigma: {log_uniform: [0.005, 0.1]}}
"""


@pytest.mark.parametrize(
    ("url", "said"),
    [
        # No PostgreSQL driver (psycopg or psycopg2) is a dependency of esbench: it is missing for real.
        ("postgresql://tuner:Secret123@127.0.0.1:1/optuna", "database driver 'psycopg"),
        ("sqlite:////proc/esbench-tune.db", "cannot open the Optuna storage: unable to open database file"),
        ("redis://:Secret123@127.0.0.1:6379/0", "not an Optuna storage URL"),
    ],
)
def test_a_storage_that_cannot_be_opened_is_refused_with_one_line(tmp_path, url, said):
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(TUNED))
    done = esbench(tmp_path, "tune", "suite.yaml", "--results", "r", "--storage", url)
    line = one_line_error(done)
    assert line.startswith("error: --storage (") and said in line, line
    assert "Secret123" not in done.stdout + done.stderr
    assert not (tmp_path / "r" / "runs").exists() or not any((tmp_path / "r" / "runs").iterdir())
