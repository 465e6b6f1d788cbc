"""TensorBoard as a tracker, for real: ``esbench run --tensorboard DIR`` on a tiny real suite
(Nevergrad on CartPole, 200 steps) writes event files that TensorBoard's own reader
(``EventAccumulator``) loads, with the eval curve over env steps equal to the file store's and over
training time; ``esbench push --tensorboard`` writes the same, once, never outside DIR and never
through a link."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from esbench.cli.main import main
from esbench.stores.file_store import FileRunStore

pytest.importorskip("tensorboard")

SUITE = """\
name: tb-e2e
seeds: [0]
budget: {timesteps: 200}
eval: {every_timesteps: 100, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: NG, algo: nevergrad, params: {popsize: 4}}
policy: {hidden: [4]}
"""


def scalars(run_dir: Path) -> dict[str, list[tuple[int, float]]]:
    """Every scalar curve of a run's event files, read by TensorBoard's own reader."""
    from tensorboard.backend.event_processing.event_accumulator import SCALARS, EventAccumulator

    acc = EventAccumulator(str(run_dir), size_guidance={SCALARS: 0})
    acc.Reload()
    return {tag: [(e.step, e.value) for e in acc.Scalars(tag)] for tag in acc.Tags()[SCALARS]}


def run_dirs(root: Path) -> list[Path]:
    return sorted(p.parent for p in root.rglob("esbench-run.json"))


def assert_same_curves(run_dir: Path, raw) -> None:
    """The eval curve over env steps is the file store's; over training time, at its wall_clock_s."""
    curves = scalars(run_dir)
    stored = raw.metrics["eval.return_mean"]
    assert [s for s, _ in curves["eval.return_mean"]] == stored["steps"]
    assert [v for _, v in curves["eval.return_mean"]] == pytest.approx(stored["values"], rel=1e-6)
    seconds = dict(
        zip(raw.metrics["wall_clock_s"]["steps"], raw.metrics["wall_clock_s"]["values"], strict=True)
    )
    by_time = curves["by_training_ms/eval.return_mean"]
    assert [s for s, _ in by_time] == [round(seconds[s] * 1000) for s in stored["steps"]]
    assert [v for _, v in by_time] == pytest.approx(stored["values"], rel=1e-6)
    marker = json.loads((run_dir / "esbench-run.json").read_text())
    held = sum(len(c) for tag, c in curves.items() if not tag.startswith("by_training_ms/"))
    assert marker["status"] == raw.status == "COMPLETED"
    assert marker["points"] == held == sum(len(m["steps"]) for m in raw.metrics.values()) > 0


def test_run_writes_event_files_tensorboard_reads(tmp_path, capsys):
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    args = ["run", str(suite), "--results", str(tmp_path / "r"), "--tensorboard", str(tmp_path / "tb")]
    assert main([*args, "--no-report"]) == 0
    assert "TensorBoard" in capsys.readouterr().out
    (raw,) = list(FileRunStore(tmp_path / "r").iter_runs())
    (run_dir,) = run_dirs(tmp_path / "tb")
    assert run_dir.parent.name == "tb-e2e" and run_dir.name.startswith("NG__CartPole-v1__seed0__")
    assert_same_curves(run_dir, raw)
    # a push writes the same once; a second push leaves it alone
    assert main(["push", str(tmp_path / "r"), "--tensorboard", str(tmp_path / "tb2")]) == 0
    assert "1 inserted" in capsys.readouterr().out
    assert main(["push", str(tmp_path / "r"), "--tensorboard", str(tmp_path / "tb2")]) == 0
    assert "1 already there" in capsys.readouterr().out
    (pushed,) = run_dirs(tmp_path / "tb2")
    assert_same_curves(pushed, raw)
    # stored data names no path: a config's suite "../../escape" or "/abs" stays a name under DIR
    for i, suite_name in enumerate(["../../escape", str(tmp_path / "abs-escape")]):
        store = tmp_path / f"tampered{i}"
        shutil.copytree(tmp_path / "r", store)
        config = json.loads((store / "1" / "config.json").read_text())
        (store / "1" / "config.json").write_text(json.dumps({**config, "suite": suite_name}))
        out_dir = tmp_path / "deep" / "er" / f"tb{i}"
        assert main(["push", str(store), "--tensorboard", str(out_dir)]) == 0
        (written,) = run_dirs(out_dir)
        assert written.parent.parent == out_dir
    assert not list(tmp_path.rglob("escape")) and not (tmp_path / "abs-escape").exists()
    # a link in DIR is refused (exit 2, one line), nothing written through it
    outside = tmp_path / "outside"
    outside.mkdir()
    (tmp_path / "tb3").mkdir()
    (tmp_path / "tb3" / "tb-e2e").symlink_to(outside)
    assert main(["push", str(tmp_path / "r"), "--tensorboard", str(tmp_path / "tb3")]) == 2
    err = capsys.readouterr().err
    assert "symbolic link" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert list(outside.iterdir()) == []
