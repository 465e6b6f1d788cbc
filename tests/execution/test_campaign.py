"""End to end: `esbench run` through the CLI into Sacred's file store, failures, determinism, resume."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import gymnasium as gym
import numpy as np

from esbench.cli.main import main
from esbench.core.metrics import CONTRACT_METRICS
from esbench.stores.file_store import FileRunStore
from esbench.testing import is_timing


class ExplodingCartPole(gym.Wrapper):
    """CartPole that raises after a number of steps: a crashing env in the middle of a suite."""

    def __init__(self, explode_after: int = 250):
        super().__init__(gym.make("CartPole-v1"))
        self.steps = 0
        self.explode_after = explode_after

    def step(self, action):
        self.steps += 1
        if self.steps > self.explode_after:
            raise RuntimeError("simulator exploded")
        return self.env.step(action)


class InterruptedCartPole(ExplodingCartPole):
    """CartPole whose step raises KeyboardInterrupt, as Ctrl-C does in the middle of a run."""

    def step(self, action):
        if self.steps >= self.explode_after:
            raise KeyboardInterrupt
        return super().step(action)


if "esbench-test/Interrupted-v0" not in gym.registry:
    gym.register("esbench-test/Interrupted-v0", entry_point=InterruptedCartPole, max_episode_steps=20)

if "esbench-test/Exploding-v0" not in gym.registry:
    # 20-step episodes: the eval env (2 episodes per eval) never reaches the explosion, training does.
    gym.register("esbench-test/Exploding-v0", entry_point=ExplodingCartPole, max_episode_steps=20)


SUITE = """\
name: e2e
seeds: [0]
budget: {timesteps: 600}
eval: {every_timesteps: 200, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - {label: A2C, algo: sb3_a2c, params: {n_steps: 20}}
  - {label: CMA, algo: nevergrad, params: {popsize: 4}}
policy: {hidden: [8]}
"""


def run_cli(tmp_path: Path, text: str, *extra: str, store_name: str = "store") -> tuple[int, Path]:
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(text))
    store = tmp_path / store_name
    code = main(["run", str(suite), "--results", str(store), "--no-report", *extra])
    return code, store


def read_stored_runs(store: Path) -> list[dict]:
    """Id, config and status of every readable run of a file store, in run-id order."""
    return [
        {"id": int(r.run_id), "config": r.config, "status": r.status}
        for r in FileRunStore(store).iter_runs(metrics=False)
        if r.config is not None and r.run is not None
    ]


def metrics_of(store: Path, run_id: int) -> dict:
    return json.loads((store / str(run_id) / "metrics.json").read_text())


def test_run_writes_one_sacred_run_per_trial(tmp_path, capsys):
    code, store = run_cli(tmp_path, SUITE)
    out = capsys.readouterr().out
    assert code == 0, out
    runs = read_stored_runs(store)
    assert [(r["config"]["label"], r["status"]) for r in runs] == [("A2C", "COMPLETED"), ("CMA", "COMPLETED")]
    for run in runs:
        run_dir = store / str(run["id"])
        config = run["config"]
        assert config["env"] == "CartPole-v1" and config["seed"] == 0 and config["suite"] == "e2e"
        assert config["budget"] == {"timesteps": 600, "wall_clock_s": None, "target_return": None}
        assert config["policy"]["hidden"] == [8]
        run_json = json.loads((run_dir / "run.json").read_text())
        assert run_json["meta"]["label"] == config["label"]
        assert run_json["host"]["hostname"]
        deps = " ".join(run_json["experiment"]["dependencies"])
        assert "torch==" in deps and "gymnasium==" in deps
        assert isinstance(run_json["result"], float)
        metrics = metrics_of(store, run["id"])
        assert set(CONTRACT_METRICS) <= set(metrics)
        steps = metrics["timesteps"]["values"]
        assert steps == sorted(set(steps)) and steps[-1] >= 600
        assert metrics["eval.return_mean"]["steps"][-1] == steps[-1]
        assert run_json["result"] == metrics["eval.return_mean"]["values"][-1]
        info = json.loads((run_dir / "info.json").read_text())
        assert info["num_params"] > 0 and info["cores"] >= 1
        assert (run_dir / "cout.txt").exists()
    # the stored config alone is a complete trial (every runner default filled in)
    assert "learning_rate" in runs[0]["config"]["params"]
    assert "label" in out and "final eval return" in out and "COMPLETED" in out
    # training, set-up and total seconds side by side, each from the run as stored
    for run in runs:
        info = json.loads((store / str(run["id"]) / "info.json").read_text())
        training, setup, total = summary_times(out, run["config"]["label"])
        assert training == f"{info['wall_clock_s']:.1f}" and setup == f"{info['setup_s']:.1f}"
        assert float(total) >= info["wall_clock_s"] + info["setup_s"] - 0.1
    assert "set-up (s): before the first training step" in out
    assert (store / "suite.yaml").read_text() == textwrap.dedent(SUITE)
    # the suite's trial list beside it: each trial's complete config, as its run stored it
    assert json.loads((store / "trials.json").read_text()) == [r["config"] for r in runs]


def summary_times(out: str, label: str) -> tuple[str, str, str]:
    """The training, set-up and total seconds of ``label``'s row of the end-of-suite summary."""
    header = next(line for line in out.splitlines() if line.startswith("label ") and "training (s)" in line)
    row = next(line for line in out.splitlines()[::-1] if line.startswith(f"{label} ") and "CartPole" in line)
    cells = row.split()
    columns = header.split("  ")
    assert [c.strip() for c in columns if c.strip()][5:8] == ["training (s)", "set-up (s)", "total (s)"]
    return cells[5], cells[6], cells[7]


def test_failing_env_is_recorded_and_the_suite_goes_on(tmp_path, capsys):
    text = SUITE.replace("envs: [CartPole-v1]", "envs: [esbench-test/Exploding-v0, CartPole-v1]")
    code, store = run_cli(tmp_path, text, "--only", "A2C")
    out = capsys.readouterr().out
    assert code == 1
    runs = read_stored_runs(store)
    assert [(r["config"]["env"], r["status"]) for r in runs] == [
        ("esbench-test/Exploding-v0", "FAILED"),
        ("CartPole-v1", "COMPLETED"),
    ]
    trials = json.loads((store / "trials.json").read_text())  # the whole suite, not only --only's trials
    assert sorted((t["label"], t["env"]) for t in trials) == [
        ("A2C", "CartPole-v1"), ("A2C", "esbench-test/Exploding-v0"),
        ("CMA", "CartPole-v1"), ("CMA", "esbench-test/Exploding-v0"),
    ]  # fmt: skip
    failed = json.loads((store / str(runs[0]["id"]) / "run.json").read_text())
    assert "simulator exploded" in "".join(failed["fail_trace"])
    assert "FAILED (RuntimeError: simulator exploded)" in out
    # what the failed run logged before the crash is kept
    assert "timesteps" in metrics_of(store, runs[0]["id"])


def test_same_trial_twice_gives_identical_curves(tmp_path, capsys):
    code, store = run_cli(tmp_path, SUITE)
    assert code == 0
    code, store2 = run_cli(tmp_path, SUITE, store_name="again")
    assert code == 0
    for first, second in zip(read_stored_runs(store), read_stored_runs(store2), strict=True):
        a, b = metrics_of(store, first["id"]), metrics_of(store2, second["id"])
        for name in {n for n in a if not is_timing(n)}:
            assert a[name]["steps"] == b[name]["steps"], name
            assert np.array_equal(a[name]["values"], b[name]["values"]), name


def test_resume_skips_completed_trials(tmp_path, capsys):
    code, store = run_cli(tmp_path, SUITE)
    assert code == 0
    code, _ = run_cli(tmp_path, SUITE, "--resume")
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("already completed") == 2
    assert len(read_stored_runs(store)) == 2
    # the stored result: each skipped trial's training and set-up seconds as it ran, no total now
    for run in read_stored_runs(store):
        info = json.loads((store / str(run["id"]) / "info.json").read_text())
        assert summary_times(out, run["config"]["label"]) == (
            f"{info['wall_clock_s']:.1f}",
            f"{info['setup_s']:.1f}",
            "-",
        )


def test_sacred_command_line_runs_one_trial(tmp_path, monkeypatch):
    from esbench.execution.experiment import main as experiment_main

    monkeypatch.chdir(tmp_path)
    experiment_main(
        [
            "esbench.execution.experiment",
            "with",
            "sb3_a2c",
            "env=CartPole-v1",
            "seed=3",
            "budget.timesteps=300",
            "eval.episodes=2",
            "params.n_steps=10",
        ]
    )
    runs = read_stored_runs(tmp_path / "results" / "adhoc")
    assert len(runs) == 1 and runs[0]["status"] == "COMPLETED"
    config = runs[0]["config"]
    assert config["algo"] == "sb3_a2c" and config["seed"] == 3 and config["label"] == "sb3_a2c"
    assert config["params"]["n_steps"] == 10 and "gamma" in config["params"]
    assert config["eval"] == {"every_timesteps": 15, "episodes": 2}
    assert config["policy"]["type"] == "mlp"  # "auto" resolved from the observation space


def test_ctrl_c_marks_the_run_interrupted_keeps_its_metrics_and_stops_the_suite(tmp_path, capsys):
    text = SUITE.replace("envs: [CartPole-v1]", "envs: [esbench-test/Interrupted-v0, CartPole-v1]")
    code, store = run_cli(tmp_path, text, "--only", "A2C")
    out = capsys.readouterr().out
    assert code == 130  # interrupted, as a shell reports Ctrl-C
    runs = read_stored_runs(store)
    assert [(r["config"]["env"], r["status"]) for r in runs] == [
        ("esbench-test/Interrupted-v0", "INTERRUPTED")
    ]
    metrics = metrics_of(store, runs[0]["id"])
    assert metrics["timesteps"]["values"][0] == 0 and "eval.return_mean" in metrics  # flushed
    assert "INTERRUPTED" in out and "NOT_RUN" in out  # the CartPole trial never started


class CartPoleInterruptedOnce(gym.Wrapper):
    """CartPole that raises KeyboardInterrupt once, after a number of steps across all instances,
    while the marker file named by the class attribute exists (it is removed when it fires)."""

    marker: Path | None = None
    steps = 0

    def __init__(self):
        super().__init__(gym.make("CartPole-v1"))

    def step(self, action):
        cls = CartPoleInterruptedOnce
        cls.steps += 1
        if cls.marker is not None and cls.marker.exists() and cls.steps > 3000:
            cls.marker.unlink()
            raise KeyboardInterrupt
        return self.env.step(action)


if "esbench-test/CartPoleInterruptedOnce-v0" not in gym.registry:
    gym.register(
        "esbench-test/CartPoleInterruptedOnce-v0", entry_point=CartPoleInterruptedOnce, max_episode_steps=200
    )

ES_SUITE = """\
name: resume
seeds: [3]
budget: {timesteps: 8000}
eval: {every_timesteps: 1000, episodes: 2}
envs: [esbench-test/CartPoleInterruptedOnce-v0]
algorithms:
  - label: ES
    algo: openai_es
    params: {population: 4, sigma: 0.1, learning_rate: 0.1, noise_table_size: 100000, backend: serial,
             checkpoint_every: 1}
policy: {hidden: [8]}
"""


def test_resume_continues_an_interrupted_es_trial_to_the_uninterrupted_curve(tmp_path, capsys):
    CartPoleInterruptedOnce.marker = None
    code, reference = run_cli(tmp_path, ES_SUITE, store_name="reference")
    assert code == 0

    CartPoleInterruptedOnce.marker = tmp_path / "interrupt-once"
    CartPoleInterruptedOnce.marker.touch()
    CartPoleInterruptedOnce.steps = 0
    code, store = run_cli(tmp_path, ES_SUITE)
    assert code == 130 and not CartPoleInterruptedOnce.marker.exists()
    assert [r["status"] for r in read_stored_runs(store)] == ["INTERRUPTED"]

    code, _ = run_cli(tmp_path, ES_SUITE, "--resume")
    assert code == 0
    runs = read_stored_runs(store)
    assert [r["status"] for r in runs] == ["INTERRUPTED", "COMPLETED"]
    info = json.loads((store / str(runs[1]["id"]) / "info.json").read_text())
    assert info["resumed_from_generation"] >= 1
    resumed, uninterrupted = metrics_of(store, runs[1]["id"]), metrics_of(reference, 1)
    timing = {n for n in uninterrupted if is_timing(n)}
    assert set(resumed) == set(uninterrupted)
    for name in set(uninterrupted) - timing:
        assert resumed[name]["steps"] == uninterrupted[name]["steps"], name
        assert resumed[name]["values"] == uninterrupted[name]["values"], name
