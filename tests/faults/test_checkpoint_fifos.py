"""No file of a checkpoint directory is read through a FIFO or a link, for any runner: a FIFO
``trial.json`` or checkpoint hung ``--resume`` (SIGTERM did not stop it), and ``trial.json`` linked to
``/dev/zero`` read until a MemoryError traceback. Now each is refused at once, naming the file."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from faultdriver import write_suite

SMALL = """\
name: fifos
seeds: [0]
budget: {{timesteps: 2000}}
eval: {{every_timesteps: 1000, episodes: 2}}
envs: [CartPole-v1]
algorithms:
  - {{label: X, algo: {algo}, params: {params}}}
policy: {{hidden: [8]}}
store: {{keep_checkpoints: true}}  # a completed trial's checkpoint dir, planted in once its run is deleted
"""
RUNNERS = {
    "openai_es": ("{population: 4, sigma: 0.1, noise_table_size: 100000, backend: serial, "
                  "checkpoint_every: 1}", "openai_es_checkpoint.npz"),
    "nevergrad": ("{optimizer: cma, popsize: 4, checkpoint_every: 1}", "asktell_checkpoint.npz"),
    "sb3_ppo": ("{n_steps: 256, batch_size: 64, checkpoint_every: 256}", "sb3_checkpoint.npz"),
}  # fmt: skip


def _esbench(*args: str) -> subprocess.CompletedProcess:
    # a hang guard, not a time limit: the old code never returned
    return subprocess.run(
        [sys.executable, "-m", "esbench", *args], capture_output=True, text=True, timeout=300
    )


#: trial.json is read in one place for every runner (esbench/execution/state.py); each runner family
#: reads its own checkpoint file (the ES's and ask/tell's through esbench/runners/checkpoints.py, SB3's
#: its own).
CASES = [
    ("openai_es", "fifo trial.json"),
    ("openai_es", "trial.json -> /dev/zero"),
    ("openai_es", "fifo checkpoint"),
    ("nevergrad", "fifo checkpoint"),
    ("sb3_ppo", "fifo checkpoint"),
]


@pytest.mark.parametrize(("algo", "plant"), CASES)
def test_a_fifo_or_link_in_a_checkpoint_dir_is_refused_at_once(tmp_path, algo, plant):
    params, checkpoint_name = RUNNERS[algo]
    suite = write_suite(tmp_path, SMALL.format(algo=algo, params=params))
    store = tmp_path / "store"
    run = ["run", str(suite), "--results", str(store), "--no-report"]
    assert _esbench(*run).returncode == 0
    shutil.rmtree(store / "1")  # the trial is no longer completed; --resume reads its checkpoint dir
    directory = store / "checkpoints" / "X__CartPole-v1__0"
    names = sorted(p.name for p in directory.iterdir())
    assert "trial.json" in names and checkpoint_name in names, names
    target = directory / ("trial.json" if "trial.json" in plant else checkpoint_name)
    target.unlink()
    if plant.startswith("fifo"):
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/zero")
    proc = _esbench(*run, "--resume")
    out = proc.stdout + proc.stderr
    assert "Traceback" not in out and "MemoryError" not in out, out[-3000:]
    assert proc.returncode in (0, 1, 2), out[-3000:]
    if proc.returncode != 0:
        assert str(directory) in out, out[-3000:]
