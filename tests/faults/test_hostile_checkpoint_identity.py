"""A checkpoint is bound to its trial: a copy of seed 0's is refused for seed 1 (issue 25, case 7)."""

from __future__ import annotations

import shutil

from faultdriver import write_suite

from esbench.cli.main import main
from esbench.stores.file_store import FileRunStore

TWO_SEEDS = """\
name: bound
seeds: [0, 1]
budget: {timesteps: 2000}
eval: {every_timesteps: 1000, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - label: ES
    algo: openai_es
    params: {population: 4, sigma: 0.1, noise_table_size: 100000, backend: serial, checkpoint_every: 1}
policy: {hidden: [8]}
store: {keep_checkpoints: true}  # completed trials' checkpoints, copied across seeds once runs are deleted
"""


def test_a_checkpoint_copied_from_another_seed_is_refused_naming_the_path(tmp_path, capsys):
    suite = write_suite(tmp_path, TWO_SEEDS)
    store = tmp_path / "store"
    run = ["run", str(suite), "--results", str(store), "--no-report"]
    assert main(run) == 0
    seed1 = next(r for r in FileRunStore(store).iter_runs() if r.config["seed"] == 1)
    shutil.rmtree(store / seed1.run_id)  # seed 1 is no longer completed: --resume runs it again
    checkpoints = store / "checkpoints"
    source = checkpoints / "ES__CartPole-v1__0" / "openai_es_checkpoint.npz"
    path = checkpoints / "ES__CartPole-v1__1" / "openai_es_checkpoint.npz"
    shutil.copyfile(source, path)
    capsys.readouterr()

    assert main([*run, "--resume"]) == 1
    out = capsys.readouterr().out
    assert "Traceback" not in out
    assert f"{path} is a checkpoint of another trial (it is of seed 0, this trial's is 1)" in out
    runs = list(FileRunStore(store).iter_runs())
    failed = [r for r in runs if r.status == "FAILED"]
    assert len(failed) == 1 and failed[0].config["seed"] == 1
    assert "resumed_from_generation" not in failed[0].info
    assert path.read_bytes() == source.read_bytes()  # left for the user to remove, as the message says
