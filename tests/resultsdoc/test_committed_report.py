"""``esbench report results/table1-paper`` rebuilds the "against published results" table from the
committed store, with the numbers the README's generated block shows.

The steps to each env's score are computed here straight from each committed run's
``metrics.json`` (its first eval at or above the paper's score), apart from the report's code, so a
changed store, a report that miscounts, or a stale README block fails this test. And the
``table1-paper`` suite's ES population follows the committed population study by its rule.
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from esbench.core.params import from_dict
from esbench.report.formats import fmt_num
from esbench.resultsdoc.build import store_data
from esbench.resultsdoc.manifest import load_manifest
from esbench.resultsdoc.population import table1_setting
from esbench.runners.openai_es.params import OpenAIESParams
from esbench.suite.load import load_suite
from esbench.suite.model import AlgorithmEntry

ROOT = Path(__file__).parents[2]
STORE = ROOT / "results" / "table1-paper"


def first_crossings() -> dict[str, list[float | None]]:
    """{env: [steps to the run's target_return or None]} over the store's completed runs."""
    out: dict[str, list[float | None]] = {}
    for run in sorted(p for p in STORE.iterdir() if (p / "run.json").is_file()):
        if json.loads((run / "run.json").read_text())["status"] != "COMPLETED":
            continue
        config = json.loads((run / "config.json").read_text())
        curve = json.loads((run / "metrics.json").read_text())["eval.return_mean"]
        score = config["budget"]["target_return"]
        hits = [s for s, v in zip(curve["steps"], curve["values"], strict=True) if v >= score]
        out.setdefault(config["env"], []).append(float(hits[0]) if hits else None)
    return out


def test_the_report_of_the_committed_store_rebuilds_the_published_table(tmp_path):
    expected = first_crossings()
    assert expected, "results/table1-paper holds no completed run"
    done = subprocess.run(
        [sys.executable, "-m", "esbench", "report", str(STORE), "-o", str(tmp_path / "report"), "--no-pdf"],
        capture_output=True, text=True, timeout=900, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    with open(tmp_path / "report" / "tables" / "published_steps.csv", newline="") as f:
        rows = {r["env"]: r for r in csv.DictReader(f) if r["label"] == "ES"}
    readme = (ROOT / "README.md").read_text()
    for env, steps in expected.items():
        row = rows[env]
        reached = [s for s in steps if s is not None]
        assert int(row["seeds"]) == len(steps) and int(row["reached"]) == len(reached)
        if len(steps) % 2 == 1 and len(reached) * 2 > len(steps):  # a median seed that reached
            mid = sorted(steps, key=lambda s: float("inf") if s is None else s)[len(steps) // 2]
            assert mid is not None and float(row["median"]) == mid
            # the README prints it as the report does (fmt_num: 262,207; 2.09M)
            table1 = readme.split("<!-- results:", 1)[1]  # the Table 1 block (the race block comes first)
            assert fmt_num(mid) in table1.split(env, 1)[1].split("\n", 1)[0]


#: The ES params that make a population setting (the rest are the same in both suites, or bookkeeping).
SETTING_PARAMS = ("population", "min_steps_per_generation")


def es_setting(params: Mapping) -> dict:
    """The setting of an ES params mapping, read as the runner reads it (its defaults filled in, as
    stored runs hold them)."""
    resolved = from_dict(OpenAIESParams, dict(params))
    return {k: getattr(resolved, k) for k in SETTING_PARAMS}


def table1_es() -> AlgorithmEntry:
    """suites/table1-paper.yaml's ES entry."""
    paper = load_suite(ROOT / "suites" / "table1-paper.yaml", check_envs=False)
    (es,) = [a for a in paper.algorithms if a.algo == "openai_es"]
    return es


def test_table1_paper_uses_the_setting_the_committed_population_study_chose():
    """suites/table1-paper.yaml's ES population on each study env is what SETTING_RULE gives from the
    committed study (results/table1-population with table1-paper's runs): its own while undecided or
    when no population reached the score, else the chosen label's setting. A suite edited against the
    evidence (or a study result committed without the suite following it) fails here."""
    results = ROOT / "results"
    entry = next(e for e in load_manifest(results).stores if "population" in e.views)
    data = store_data(results, entry)
    assert data is not None, "results/table1-population is not committed"
    es = table1_es()
    study = load_suite(ROOT / "suites" / "table1-population.yaml", check_envs=False)
    settings = {a.label: es_setting(a.params) for a in study.algorithms}
    settings[es.label] = es_setting(es.params)
    choices = table1_setting(data)
    assert set(choices) == set(entry.envs)
    for env, choice in choices.items():
        used = es_setting({**es.params, **es.env_params.get(env, {})})
        expected = settings[choice.label] if choice.label else es_setting(es.params)
        assert used == expected, f"{env}: table1-paper uses {used}; the study says {choice.text}"


def test_every_committed_table1_run_has_the_suites_setting_for_its_env():
    """results/table1-paper's runs (the README's Table 1) were made with the population the suite
    names for their env now: a setting changed in the suite without its runs fails here."""
    es = table1_es()
    runs = [p for p in sorted(STORE.iterdir()) if (p / "config.json").is_file()]
    assert runs
    for run in runs:
        config = json.loads((run / "config.json").read_text())
        expected = es_setting({**es.params, **es.env_params.get(config["env"], {})})
        assert es_setting(config["params"]) == expected, f"{run.name} ({config['env']}): {config['params']}"


def test_the_trial_start_times_in_docs_runs_stand_in_the_generated_document():
    """docs/runs.md's trial start times are the committed benchmark transcript's (a typed 0.07 s for a
    measured 0.062 s fails)."""
    from esbench.resultsdoc.build import unsupported_numbers

    runs = (ROOT / "docs" / "runs.md").read_text()
    claim = runs.split("so a trial starts in", 1)[1].split("and on Linux", 1)[0]
    prose = claim.replace("2-core", "")
    assert "s instead of" in prose  # the sentence still states the measured times
    assert unsupported_numbers(prose, (ROOT / "docs" / "results.md").read_text()) == []
