"""A corrupt checkpoint: the trial FAILS naming the file and what to do; deleting it recovers."""

from __future__ import annotations

import shutil

import pytest
from faultdriver import write_suite

from esbench.cli.main import main
from esbench.stores.file_store import FileRunStore

SMALL = """\
name: corrupt
seeds: [0]
budget: {timesteps: 2000}
eval: {every_timesteps: 1000, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - label: ES
    algo: openai_es
    params: {population: 4, sigma: 0.1, noise_table_size: 100000, backend: serial, checkpoint_every: 1}
policy: {hidden: [8]}
store: {keep_checkpoints: true}  # a completed trial's checkpoint, damaged once its run is deleted
"""


@pytest.mark.parametrize("damage", ["truncate", "empty", "garbage"])
def test_a_corrupt_checkpoint_fails_the_trial_naming_the_file(tmp_path, capsys, damage):
    suite = write_suite(tmp_path, SMALL)
    store = tmp_path / "store"
    run = ["run", str(suite), "--results", str(store), "--no-report"]
    assert main(run) == 0
    shutil.rmtree(store / "1")  # the trial is no longer completed; its checkpoint is kept by --resume
    path = store / "checkpoints" / "ES__CartPole-v1__0" / "openai_es_checkpoint.npz"
    data = path.read_bytes()
    path.write_bytes({"truncate": data[: len(data) // 2], "empty": b"", "garbage": b"not a zip" * 50}[damage])
    capsys.readouterr()

    assert main([*run, "--resume"]) == 1
    out = capsys.readouterr().out
    assert "Traceback" not in out
    assert f"{path}: not a readable checkpoint" in out and "Delete it" in out
    failed = [r for r in FileRunStore(store).iter_runs() if r.status == "FAILED"]
    assert len(failed) == 1 and f"rm '{path}'" in "".join(failed[0].run["fail_trace"])

    path.unlink()  # as the message says
    assert main([*run, "--resume"]) == 0
    assert [r.status for r in FileRunStore(store).iter_runs()] == ["FAILED", "COMPLETED"]
