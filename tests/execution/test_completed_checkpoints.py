"""A completed trial never resumes, so its checkpoint directory is removed when its run is stored
COMPLETED, or when ``--resume`` skips it as completed (a directory left by an earlier esbench);
``store.keep_checkpoints: true`` keeps them. An interrupted trial's checkpoint is always kept (the
fault tests resume from them: tests/faults/).

End to end through the command line, on a tiny CartPole ES suite (serial backend, 2 generations,
a checkpoint every generation) and an A2C trial beside it (SB3's checkpoints).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from esbench.cli.main import main
from esbench.stores.file_store import FileRunStore

SUITE = """\
name: completed-checkpoints
seeds: [0]
budget: {timesteps: 400}
eval: {every_timesteps: 200, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: ES, algo: openai_es, params: {backend: serial, population: 4, checkpoint_every: 1}}
  - {label: A2C, algo: sb3_a2c, params: {checkpoint_every: 100}}
policy: {hidden: [4]}
"""


def run(tmp_path: Path, *extra: str, keep: bool = False) -> int:
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE + ("store: {keep_checkpoints: true}\n" if keep else ""))
    return main(["run", str(suite), "--results", str(tmp_path / "store"), "--no-report", *extra])


def checkpoint_dirs(store: Path) -> list[str]:
    return (
        sorted(p.name for p in (store / "checkpoints").iterdir()) if (store / "checkpoints").is_dir() else []
    )


def test_a_completed_trials_checkpoint_is_removed_unless_the_suite_keeps_it(tmp_path, capsys):
    kept = tmp_path / "kept"
    kept.mkdir()
    assert run(kept, keep=True) == 0
    slugs = checkpoint_dirs(kept / "store")
    assert len(slugs) == 2  # each trial checkpointed, and the suite keeps them
    for slug in slugs:
        assert any(p.name != "trial.json" for p in (kept / "store" / "checkpoints" / slug).iterdir())

    assert run(tmp_path) == 0
    store = tmp_path / "store"
    assert [r.status for r in FileRunStore(store).iter_runs(metrics=False)] == ["COMPLETED"] * 2
    assert checkpoint_dirs(store) == []

    # a directory an earlier esbench left beside a completed run: --resume skips the trial, removes it
    shutil.copytree(kept / "store" / "checkpoints", store / "checkpoints", dirs_exist_ok=True)
    capsys.readouterr()
    assert run(tmp_path, "--resume") == 0
    assert capsys.readouterr().out.count(": already completed (run ") == 2
    assert checkpoint_dirs(store) == []
    assert run(kept, "--resume", keep=True) == 0  # kept while the suite says so
    assert checkpoint_dirs(kept / "store") == slugs
