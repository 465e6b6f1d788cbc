"""``esbench tune``: the suite's tune section, the equal Optuna search, tuned.yaml, resume, determinism.

Budgets are tiny (CartPole-v1, a few hundred steps per run); nothing depends on timing: the kill
test waits on the Optuna storage for a finished trial before it sends SIGKILL.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from esbench.cli.main import main
from esbench.runners.registry import algo_names, get_runner
from esbench.suite.load import expand, load_suite, validate_suite

optuna = pytest.importorskip("optuna")

ROOT = Path(__file__).resolve().parents[2]

SUITE = {
    "name": "tune-tiny",
    "seeds": [0],
    "budget": {"timesteps": 192},
    "eval": {"episodes": 2},
    "envs": ["CartPole-v1"],
    "algorithms": [
        {"label": "ES", "algo": "openai_es",
         "params": {"population": 2, "backend": "serial", "noise_table_size": 100_000}},
        {"label": "PPO", "algo": "sb3_ppo", "params": {"n_steps": 32, "batch_size": 32}},
    ],
    "tune": {
        "trials": 4,
        "timesteps": 480,  # room for 5 ES generations (esbench.suite.tune_budget)
        "seeds": [100],
        "objective": "final_return",
        "space": {
            "ES": {"sigma": {"log_uniform": [0.005, 0.1]}, "learning_rate": {"log_uniform": [0.001, 0.05]}},
            "PPO": {"learning_rate": {"log_uniform": [1.0e-5, 1.0e-3]}, "n_epochs": {"choice": [1, 2, 4]}},
        },
    },
}  # fmt: skip


def write_suite(directory: Path, data: dict, name: str = "suite.yaml") -> Path:
    path = directory / name
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def tuned_algorithms(results: Path) -> list:
    return yaml.safe_load((results / "tuned.yaml").read_text())["algorithms"]


def counted_trials(storage: Path) -> dict[str, list[tuple[int, str, dict]]]:
    """{study name: [(index, state, params)]} of the trials that count, read from the SQLite storage."""
    from esbench.tune.studies import counted

    out = {}
    for summary in optuna.get_all_study_summaries(f"sqlite:///{storage}"):
        study = optuna.load_study(study_name=summary.study_name, storage=f"sqlite:///{storage}")
        out[summary.study_name] = sorted(
            (t.user_attrs["index"], t.state.name, t.params) for t in study.trials if counted(t)
        )
    return out


@pytest.fixture(scope="module")
def tuned(tmp_path_factory):
    """One tiny search (ES and PPO, 4 trials each), run in-process."""
    directory = tmp_path_factory.mktemp("tune")
    suite = write_suite(directory, SUITE)
    results = directory / "results"
    assert main(["tune", str(suite), "--results", str(results)]) == 0
    return directory, suite, results


def test_tiny_search_writes_a_tuned_suite_that_validates_and_runs(tuned, monkeypatch, capsys):
    directory, _, results = tuned
    assert {p.name for p in results.iterdir()} >= {"tune", "tune.db", "tuned.yaml", "tune_summary.json",
                                                   "tune_trials.csv"}  # fmt: skip
    summary = json.loads((results / "tune_summary.json").read_text())
    assert [(s["label"], s["env"], s["trials"]) for s in summary["studies"]] == [
        ("ES", "CartPole-v1", 4),
        ("PPO", "CartPole-v1", 4),
    ]
    assert summary["env_steps_per_study"] == 4 * 480  # the same budget for both
    for study in summary["studies"]:
        assert study["best_params"] and len(study["history"]) == 4
        assert study["spread"] == pytest.approx(study["best_value"] - study["median_value"])
        assert study["history"][-1]["best_so_far"] == study["best_value"]
    # Tuning trials are ordinary runs of the suite <name>-tune in their own file store.
    runs = [
        json.loads((d / "run.json").read_text()) for d in (results / "tune").iterdir() if d.name.isdigit()
    ]
    assert len(runs) == 8 and {r["meta"]["suite"] for r in runs} == {"tune-tiny-tune"}
    assert {r["status"] for r in runs} <= {"COMPLETED", "PRUNED"}
    assert {r["meta"]["seed"] for r in runs} == {100}
    # The tuned suite: best params per algorithm (unless the noise check kept the suite's), the
    # evaluation seeds, no tune section. The first trial of each study is the suite's own params.
    tuned_file = results / "tuned.yaml"
    data = yaml.safe_load(tuned_file.read_text())
    assert data["name"] == "tune-tiny-tuned" and data["seeds"] == [0] and "tune" not in data
    studies = {s["label"]: s for s in summary["studies"]}
    for entry, own in zip(data["algorithms"], SUITE["algorithms"], strict=True):
        study = studies[entry["label"]]
        assert study["baseline_value"] == study["history"][0]["value"]
        if study["keep_suite_params"]:
            assert entry["params"] == own["params"] and study["check"].startswith("warning: ")
        else:
            assert study["best_params"].items() <= entry["params"].items() and study["check"] is None
    assert entry["params"]["n_steps"] == 32  # the entry's own params kept
    monkeypatch.chdir(directory)
    assert main(["validate", str(tuned_file)]) == 0
    assert main(["run", str(tuned_file), "--no-report"]) == 0
    assert "2 completed" in capsys.readouterr().out
    # Its report (the tuned store holds a copy of the summary) has the Tuning section.
    from esbench.report import ReportOptions, build_report

    paths = build_report([Path(data["store"]["file"])], directory / "report", ReportOptions(pdf=False))
    html = Path(paths["html"]).read_text()
    assert "Hyperparameter tuning" in html
    table = (directory / "report" / "tables" / "tuning.csv").read_text()
    assert table.count("CartPole-v1") == 2
    # The Tuning section's figure: best value against trials spent, saved as PNG and SVG.
    figures = directory / "report" / "figures"
    assert {figures / "tuning.png", figures / "tuning.svg"} <= set(paths["figures"])
    assert (figures / "tuning.png").stat().st_size > 0 and (figures / "tuning.svg").stat().st_size > 0
    section = html[html.index('<section id="tuning">') :]
    assert "<img src=" in section and "Best objective value against tuning trials spent" in section
    text = re.sub(r'src="data:[^"]*"', "", section)  # the figure's own bytes are no text
    assert "Traceback" not in html and "error" not in text.lower()


def test_the_same_seed_gives_the_same_tuned_settings(tuned, tmp_path):
    _, suite, results = tuned
    again = tmp_path / "again"
    assert main(["tune", str(suite), "--results", str(again)]) == 0
    assert tuned_algorithms(again) == tuned_algorithms(results)
    first = json.loads((results / "tune_summary.json").read_text())["studies"]
    second = json.loads((again / "tune_summary.json").read_text())["studies"]
    assert first == second
    assert counted_trials(again / "tune.db") == counted_trials(results / "tune.db")


def trial_rows(results: Path) -> list[dict]:
    """tune_trials.csv's rows, each run named by its seed and status (run ids depend on the order)."""
    rows = list(csv.DictReader(io.StringIO((results / "tune_trials.csv").read_text())))
    for row in rows:
        row["runs"] = [(r["seed"], r["status"]) for r in json.loads(row["runs"])]
    return rows


def test_jobs_2_gives_the_tuned_settings_of_jobs_1(tuned, tmp_path, capsys):
    """Studies side by side, each in its own pinned process: the same search, the same files."""
    _, suite, results = tuned
    packed = tmp_path / "packed"
    capsys.readouterr()
    assert main(["tune", str(suite), "--results", str(packed), "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "up to 2 studies at once on" in out
    assert out.count("[ES CartPole-v1] trial ") == 4 and out.count("[PPO CartPole-v1] trial ") == 4
    a, b = (yaml.safe_load((r / "tuned.yaml").read_text()) for r in (results, packed))
    assert a.pop("store") != b.pop("store") and a == b  # each beside its own results
    assert trial_rows(packed) == trial_rows(results)
    first = json.loads((results / "tune_summary.json").read_text())
    second = json.loads((packed / "tune_summary.json").read_text())
    assert first == second
    assert counted_trials(packed / "tune.db") == counted_trials(results / "tune.db")
    runs = [json.loads((d / "run.json").read_text()) for d in (packed / "tune").iterdir() if d.name.isdigit()]
    assert len(runs) == 8 and {r["status"] for r in runs} <= {"COMPLETED", "PRUNED"}
    # Rerun: every study is finished, nothing runs again.
    assert main(["tune", str(suite), "--results", str(packed), "--jobs", "2"]) == 0
    assert capsys.readouterr().out.count("4 trials already finished") == 2


def test_with_jobs_a_lost_study_fails_alone_and_a_rerun_finishes_it(tmp_path, monkeypatch, capsys):
    """The process of the study on an env that SIGKILLs its process dies; the other study finishes
    its trials, the command exits 1, and a rerun runs only the lost study's trials."""
    monkeypatch.syspath_prepend(str(ROOT / "tests"))
    import jobs_env  # registers the test envs here; tests/jobs_site registers them in the children

    paths = [str(ROOT / "tests" / "jobs_site"), str(ROOT), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
    marker = tmp_path / "killed"
    monkeypatch.setenv(jobs_env.KILL_MARKER, str(marker))
    # Past the steps of validation's episode-length estimate (5 random episodes, in this process):
    # only the study's own process reaches it, in its first run.
    monkeypatch.setenv(jobs_env.KILL_AT, "400")
    tune = {**SUITE["tune"], "trials": 2, "space": {"ES": SUITE["tune"]["space"]["ES"]}}
    data = {**SUITE, "envs": ["CartPole-v1", jobs_env.KILL_ID], "algorithms": SUITE["algorithms"][:1],
            "tune": tune}  # fmt: skip
    suite, results = write_suite(tmp_path, data), tmp_path / "results"
    assert main(["tune", str(suite), "--results", str(results), "--jobs", "2"]) == 1
    captured = capsys.readouterr()
    assert marker.exists()  # the study's process did kill itself
    assert f"[ES {jobs_env.KILL_ID}]: study FAILED (its process" in captured.out
    assert "killed by SIGKILL" in captured.out and "studies that failed" in captured.err
    counts = {name.split(":", 2)[2]: len(t) for name, t in counted_trials(results / "tune.db").items()}
    assert counts["CartPole-v1"] == 2 and counts[jobs_env.KILL_ID] < 2
    assert main(["tune", str(suite), "--results", str(results), "--jobs", "2"]) == 0
    assert "[ES CartPole-v1] 2 trials already finished" in capsys.readouterr().out
    assert all(len(t) == 2 for t in counted_trials(results / "tune.db").values())
    # A run directory SIGKILL caught between its creation and its run.json (the study's process dies
    # with the killed driver) holds no run: no status to check there.
    statuses = [json.loads((d / "run.json").read_text())["status"] for d in (results / "tune").iterdir()
                if d.name.isdigit() and (d / "run.json").exists()]  # fmt: skip
    assert "RUNNING" not in statuses and statuses.count("FAILED") == 1


def test_the_tuning_figure_is_drawn_from_the_summary_only(tmp_path):
    """A step line per algorithm and a panel per env; a label's ``$`` drawn literally; trials before
    the first complete one left blank."""
    from esbench.report import sections
    from esbench.report.tuning import tuning_report

    def history(values):
        best, out = None, []
        for v in values:
            best = v if best is None or (v is not None and v > best) else best
            out.append({"trial": len(out), "state": "COMPLETE" if v is not None else "PRUNED",
                        "value": v, "best_so_far": best})  # fmt: skip
        return out

    studies = [
        {"label": label, "env": env, "trials": 3, "complete": 2, "pruned": 1, "failed": 0,
         "best_value": 3.0, "median_value": 2.0, "spread": 1.0, "best_trial": 2, "best_params": {"a": 1},
         "importances": {}, "importance_note": "", "history": history([None, 2.0, 3.0])}
        for env in ("CartPole-v1", "Acrobot-v1") for label in ("ES $1", "PPO")
    ]  # fmt: skip
    summary = {"suite": "s", "objective": "final_return", "trials_per_study": 3, "studies": studies}
    (tmp_path / "tune_summary.json").write_text(json.dumps(summary))
    tuning = tuning_report([tmp_path], tmp_path / "figures")
    assert tuning is not None
    table, figures = tuning.table, tuning.figures
    assert len(table) == 4 and set(figures) == {"tuning"}
    assert figures["tuning"]["png"].exists() and figures["tuning"]["svg"].exists()
    blocks = sections.tuning.build(sections.Context(None, {}, {}, sections.SECTIONS, tuning=tuning))  # type: ignore[arg-type]
    assert any(getattr(b, "paths", None) == figures["tuning"] for b in blocks or [])
    assert tuning_report([tmp_path]) is not None and tuning_report([tmp_path]).figures == {}


def test_a_killed_search_resumes_without_repeating_finished_trials(tuned, tmp_path, capsys):
    _, suite, reference = tuned
    results = tmp_path / "results"
    db = results / "tune.db"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "esbench", "tune", str(suite), "--results", str(results)],
        cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 600
        while True:  # wait on the storage, not on a clock: the first finished trial
            assert proc.poll() is None, "esbench tune ended before it was killed"
            assert time.monotonic() < deadline, "no finished trial in 10 minutes"
            if db.exists():
                try:
                    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
                        done = con.execute("SELECT COUNT(*) FROM trials WHERE state = 'COMPLETE'").fetchone()[
                            0
                        ]
                except sqlite3.Error:
                    done = 0
                if done:
                    break
            time.sleep(0.2)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    before = counted_trials(db)
    finished = sum(len(v) for v in before.values())
    assert finished >= 1
    capsys.readouterr()
    assert main(["tune", str(suite), "--results", str(results)]) == 0
    out = capsys.readouterr().out
    assert "trials already finished" in out
    after = counted_trials(db)
    for name, trials in after.items():
        assert len(trials) == 4, name  # the budget, not more: nothing finished was run again
        assert all(t in trials for t in before.get(name, []))  # kept as they were
    # Resumed, the search samples exactly what the uninterrupted one did.
    assert tuned_algorithms(results) == tuned_algorithms(reference)
    # A run directory SIGKILL caught between its creation and its run.json (the study's process dies
    # with the killed driver) holds no run: no status to check there.
    statuses = [json.loads((d / "run.json").read_text())["status"] for d in (results / "tune").iterdir()
                if d.name.isdigit() and (d / "run.json").exists()]  # fmt: skip
    assert "RUNNING" not in statuses


BAD_SPACES = [
    ({"ES": {"sigmaa": {"log_uniform": [0.01, 0.1]}}}, "tune.space.ES.sigmaa: unknown param"),
    ({"ES": {"sigma": {"log_uniform": [0.1, 0.01]}}}, "tune.space.ES.sigma.log_uniform: empty range"),
    ({"ES": {"sigma": {"uniform": [0.1, 0.1]}}}, "tune.space.ES.sigma.uniform: empty range"),
    ({"ES": {"sigma": {"log_uniform": [0, 0.1]}}}, "tune.space.ES.sigma.log_uniform: a log range needs low"),
    ({"ES": {"sigma": {"log_uniform": [-1, 0.1]}}}, "tune.space.ES.sigma.log_uniform: a log range needs low"),
    ({"ES": {"sigma": {"uniform": [-0.1, 0.1]}}}, "tune.space.ES.sigma: value -0.1: must be > 0"),
    ({"PPO": {"n_epochs": {"choice": []}}}, "tune.space.PPO.n_epochs.choice: must be a non-empty list"),
    ({"PPO": {"n_epochs": {"uniform": [1.5, 4]}}}, "tune.space.PPO.n_epochs.uniform: n_epochs is an integer"),
    ({"PPO": {"n_epochs": {"normal": [1, 4]}}}, "tune.space.PPO.n_epochs: must be one of"),
    ({"TRPO": {"gamma": {"choice": [0.9]}}}, "tune.space.TRPO: no algorithm with this label"),
]  # fmt: skip


@pytest.mark.parametrize(("space", "message"), BAD_SPACES)
def test_bad_search_spaces_exit_2_naming_the_key(space, message, tmp_path, capsys):
    suite = write_suite(tmp_path, {**SUITE, "tune": {**SUITE["tune"], "space": space}})
    for command in ("validate", "tune"):
        assert main([command, str(suite)]) == 2
        err = capsys.readouterr().err
        assert f"{suite}: {message}" in err, err
        assert "Traceback" not in err


@pytest.mark.parametrize(
    ("tune", "message"),
    [
        ({"seeds": [0, 100]}, "tune.seeds: must be disjoint from the suite's seeds"),
        ({"seeds": []}, "tune.seeds: must list at least one tuning seed"),
        ({"trials": 0}, "tune.trials: must be > 0"),
        ({"objective": "best"}, "tune.objective: must be one of"),
        ({"budget": 3}, "tune.budget: unknown key"),
    ],
)
def test_bad_tune_keys_exit_2_naming_the_key(tune, message, tmp_path, capsys):
    suite = write_suite(tmp_path, {**SUITE, "tune": {**SUITE["tune"], **tune}})
    assert main(["validate", str(suite)]) == 2
    assert f"{suite}: {message}" in capsys.readouterr().err


def test_tune_needs_a_tune_section_and_optuna(tmp_path, monkeypatch, capsys):
    plain = write_suite(tmp_path, {k: v for k, v in SUITE.items() if k != "tune"}, "plain.yaml")
    assert main(["tune", str(plain)]) == 2
    assert "tune: no tune section" in capsys.readouterr().err
    monkeypatch.setitem(sys.modules, "optuna", None)  # import optuna -> ImportError
    assert main(["tune", str(write_suite(tmp_path, SUITE))]) == 2
    err = capsys.readouterr().err
    assert 'pip install ".[tune]"' in err and "pip install esbench" not in err


def test_every_runner_has_a_default_space_that_validates(tmp_path):
    algorithms = [{"label": name, "algo": name} for name in algo_names()]
    # Pendulum: continuous actions, which every runner takes (SAC, TD3 and ARS need them).
    data = {**SUITE, "envs": ["Pendulum-v1"], "algorithms": algorithms, "budget": {"timesteps": 10**6}}
    data["tune"] = {"trials": 2, "timesteps": 10**6, "seeds": [7]}  # room for every space's updates
    suite = validate_suite(data, "defaults.yaml")
    assert all(get_runner(n).tune_space for n in algo_names()), "every runner declares its tuning space"
    from esbench.tune.studies import plans

    spaces = {n: len(get_runner(n).tune_space) for n in algo_names()}
    assert {p.label: len(p.dims) for p in plans(suite)} == spaces


def test_several_envs_give_env_params_that_validate_and_expand(tmp_path):
    from esbench.tune.output import tuned_suite

    # Acrobot's random episodes last 500 steps: room for 5 ES generations (esbench.suite.tune_budget)
    data = {**SUITE, "envs": ["CartPole-v1", "Acrobot-v1"], "tune": {**SUITE["tune"], "timesteps": 20_000}}
    suite = load_suite(write_suite(tmp_path, data))
    studies = [
        {"label": "PPO", "env": "CartPole-v1", "best_params": {"n_epochs": 4}},
        {"label": "PPO", "env": "Acrobot-v1", "best_params": {"n_epochs": 1}},
        {"label": "ES", "env": "Acrobot-v1", "best_params": {}},  # no complete trial: params as they were
    ]
    out = tuned_suite(suite, studies, tmp_path / "tuned-store")
    tuned = validate_suite(out, "tuned.yaml")
    epochs = {(t.label, t.env): t.params.get("n_epochs") for t in expand(tuned)}
    assert epochs[("PPO", "CartPole-v1")] == 4 and epochs[("PPO", "Acrobot-v1")] == 1
    bad = {**out, "algorithms": [{**out["algorithms"][1], "env_params": {"Pong": {"n_epochs": 2}}}]}
    with pytest.raises(Exception, match=r"algorithms\[0\]\.env_params\.Pong: not an env of this suite"):
        validate_suite(bad, "tuned.yaml")
    bad = {**out, "algorithms": [{**out["algorithms"][1], "env_params": {"Acrobot-v1": {"n_epochs": 0}}}]}
    with pytest.raises(Exception, match=r"algorithms\[0\]\.env_params\.Acrobot-v1\.n_epochs: must be > 0"):
        validate_suite(bad, "tuned.yaml")


def test_a_pruned_run_is_stored_pruned(tmp_path):
    from esbench.execution.experiment import RunPruned, run_trial
    from esbench.stores.file_observer import AtomicFileStorageObserver
    from esbench.tune.studies import PruningCallback

    class FakeTrial:
        def __init__(self):
            self.reported = []

        def report(self, value, step):
            self.reported.append((step, value))

        def should_prune(self):
            return len(self.reported) >= 2

    suite = load_suite(write_suite(tmp_path, SUITE))
    trial = expand(suite)[1]  # PPO
    fake = FakeTrial()

    class Guard:
        def check(self):
            pass

    callback = PruningCallback(fake, 1, trial.eval.every_timesteps, trial.budget.timesteps, Guard(), True)
    with pytest.raises(RunPruned):
        run_trial(trial, [AtomicFileStorageObserver(str(tmp_path / "store"))], callback)
    run = json.loads((tmp_path / "store" / "1" / "run.json").read_text())
    assert run["status"] == "PRUNED"
    slots = trial.budget.timesteps // trial.eval.every_timesteps + 2
    # Steps: the eval's index (step 0, then the first rollout's 32 steps), offset by the seed's index.
    assert [s for s, _ in fake.reported] == [slots, slots + 32 // trial.eval.every_timesteps]
