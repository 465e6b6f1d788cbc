"""Missing runs are the stored trial list's trials with no stored run, env options included.

End to end: ``esbench run`` of a tiny suite whose env has options (runs stored under the env ref
``CartPole-v1[max_episode_steps=120]``), then the report: a complete suite has no MISSING row, and
once a stored run is removed exactly that trial is MISSING.
"""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

from esbench.cli.main import main
from esbench.report import ReportOptions, build_report

ENV_REF = "CartPole-v1[max_episode_steps=120]"
SUITE = """\
name: env-options
seeds: [0, 1]
budget: {timesteps: 160}
eval: {every_timesteps: 80, episodes: 1}
envs:
  - {id: CartPole-v1, options: {max_episode_steps: 120}}
algorithms:
  - {label: A2C, algo: sb3_a2c, params: {n_steps: 8}}
policy: {hidden: [8]}
"""


def rows(out_dir: Path, table: str) -> list[dict[str, str]]:
    with (out_dir / "tables" / f"{table}.csv").open() as fh:
        return list(csv.DictReader(fh))


def test_env_options_suite_has_no_missing_rows_until_a_run_is_removed(tmp_path):
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    store = tmp_path / "results" / "env-options"
    assert main(["run", str(suite), "--results", str(store), "--no-report"]) == 0
    trials = json.loads((store / "trials.json").read_text())
    assert [(t["label"], t["env"], t["seed"]) for t in trials] == [("A2C", ENV_REF, 0), ("A2C", ENV_REF, 1)]

    opts = ReportOptions(pdf=False)
    build_report([store], tmp_path / "complete", opts)
    assert rows(tmp_path / "complete", "problems") == []
    assert rows(tmp_path / "complete", "runs_per_env") == [
        {"env": ENV_REF, "label": "A2C", "runs": "2", "used": "2"}
    ]

    seed_of = {
        p.name: json.loads((p / "config.json").read_text())["seed"]
        for p in store.iterdir()
        if p.name.isdigit()
    }
    removed = min(seed_of)
    shutil.rmtree(store / removed)
    build_report([store], tmp_path / "one_missing", opts)
    problems = rows(tmp_path / "one_missing", "problems")
    assert [(p["label"], p["env"], p["seed"], p["status"]) for p in problems] == [
        ("A2C", ENV_REF, str(seed_of[removed]), "MISSING")
    ]
    assert rows(tmp_path / "one_missing", "runs_per_env") == [
        {"env": ENV_REF, "label": "A2C", "runs": "1", "used": "1"}
    ]


def test_a_store_without_trial_list_has_no_missing_rows(tmp_path, main_store):
    store = tmp_path / "old"
    shutil.copytree(main_store, store)
    (store / "trials.json").unlink()  # a store written before trial lists: its suite file is not expanded
    build_report([store], tmp_path / "out", ReportOptions(pdf=False))
    problems = rows(tmp_path / "out", "problems")
    assert problems and "MISSING" not in {p["status"] for p in problems}
