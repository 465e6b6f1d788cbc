"""A report over stores of two suites (issue 66, defect 4): each suite named on page 1, a label whose
config differs between the suites kept apart as ``LABEL (SUITE)``, one with the same config pooled.

Real stores: two tiny CartPole suites run through ``esbench run``; A2C at two budgets (another
experiment), ES with the same config in both (more seeds of one). Before, ``esbench report A B``
pooled A2C's runs at 600 and 900 steps into one row without a word.
"""

from __future__ import annotations

import re

import pytest

from esbench.cli.main import main
from esbench.report import ReportOptions, build_report
from esbench.report.loader import load_frames, run_stores

SUITE = """\
name: {name}
seeds: [{seed}]
budget: {{timesteps: 600}}
eval: {{every_timesteps: 300, episodes: 1}}
envs: [CartPole-v1]
algorithms:
  - {{label: A2C, algo: sb3_a2c, budget: {{timesteps: {a2c}}}}}
  - {{label: ES, algo: openai_es, params: {{backend: serial, population: 4}}}}
policy: {{hidden: [4]}}
"""


@pytest.fixture(scope="module")
def two_suites(tmp_path_factory):
    root = tmp_path_factory.mktemp("suites")
    stores = []
    for name, seed, a2c in (("first", 0, 600), ("second", 1, 900)):
        suite = root / f"{name}.yaml"
        suite.write_text(SUITE.format(name=name, seed=seed, a2c=a2c))
        store = root / name
        assert main(["run", str(suite), "--results", str(store), "--no-report"]) == 0
        stores.append(store)
    return root, stores


def test_a_label_whose_config_differs_between_suites_is_kept_apart(two_suites):
    _, stores = two_suites
    frames = load_frames(run_stores(stores))
    labels = dict(zip(frames.runs.key, frames.runs.label, strict=True))
    assert sorted(labels.values()) == ["A2C (first)", "A2C (second)", "ES", "ES"]
    assert {c[1] for c in frames.expected} == {"A2C (first)", "A2C (second)", "ES"}  # no run missing
    assert {c[1] for c in frames.planned_configs} == {"A2C (first)", "A2C (second)", "ES"}
    text = " ".join(frames.suite_notes)
    assert "runs of 2 suites: first, second" in text
    assert (
        "A2C as A2C (first), A2C (second)" in text
        and "Pooled over suites, with the same config in each: ES" in text
    )
    one = load_frames(run_stores(stores[:1]))  # one suite: nothing renamed, nothing said
    assert set(one.runs.label) == {"A2C", "ES"} and one.suite_notes == []


@pytest.mark.slow
def test_the_report_names_both_suites_on_its_first_page(two_suites, capsys):
    root, stores = two_suites
    paths = build_report(stores, root / "report", ReportOptions(pdf=False))
    html = re.sub(r"<[^>]+>", " ", paths["html"].read_text())
    assert "Runs of more than one suite" in html and "runs of 2 suites: first, second" in html
    assert "A2C (first)" in html and "A2C (second)" in html
