"""``--resume`` never deletes a checkpoint written under another config: the trial is recorded FAILED
with the changes named, the checkpoint kept; run again with the old settings, it continues.

End to end through the command line, on a tiny CartPole ES suite (serial backend, 2 generations).
"""

from __future__ import annotations

from pathlib import Path

from esbench.cli.main import main
from esbench.execution.state import config_changes
from esbench.stores.file_store import FileRunStore

SUITE = """\
name: other-config
seeds: [0]
budget: {timesteps: 400}
eval: {every_timesteps: 200, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: ES, algo: openai_es, params: {backend: serial, population: 4, checkpoint_every: 1}}
policy: {hidden: [4]}
store: {keep_checkpoints: true}  # the completed trial's checkpoint stands for one written under it
"""


def run(tmp_path: Path, *extra: str) -> int:
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    return main(["run", str(suite), "--results", str(tmp_path / "store"), "--no-report", *extra])


def test_resume_with_another_config_keeps_the_checkpoint_and_names_the_change(tmp_path, capsys):
    store = tmp_path / "store"
    assert run(tmp_path, "--set", "budget.timesteps=200") == 0
    checkpoints = [p for p in (store / "checkpoints").rglob("*") if p.is_file() and p.name != "trial.json"]
    assert checkpoints  # the trial's checkpoint
    before = {p: p.read_bytes() for p in checkpoints}
    capsys.readouterr()

    assert run(tmp_path, "--resume", "--set", "algorithms[0].params.population=6") != 0
    captured = capsys.readouterr()
    out = captured.out
    assert "FAILED" in out and "another config" in out, captured.err
    assert "params.population: 4 -> 6" in out and "budget.timesteps: 200 -> 400" in out
    assert "--fresh" in out and "rm -r" in out
    assert {p: p.read_bytes() for p in checkpoints} == before  # kept, byte for byte
    assert [r.status for r in FileRunStore(store).iter_runs(metrics=False)] == ["COMPLETED"]  # nothing run

    # the settings it was written with: the trial is the stored one, skipped
    assert run(tmp_path, "--resume", "--set", "budget.timesteps=200") == 0
    assert "already completed" in capsys.readouterr().out


def test_config_changes_name_each_changed_leaf():
    before = {"params": {"workers": 2, "sigma": 0.02}, "budget": {"timesteps": 5}, "seed": 0}
    after = {"params": {"workers": 4, "sigma": 0.02, "schedule": "x"}, "budget": {}, "seed": 0}
    assert config_changes(before, after) == [
        "budget.timesteps: 5 -> unset",
        "params.schedule: unset -> 'x'",
        "params.workers: 2 -> 4",
    ]
    assert config_changes(before, before) == []
