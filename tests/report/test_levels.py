"""One definition of a level in every table and finding, the reference and its rule, and the words
and figures of page 1 (issue 48), on hand-made runs whose answers are known.

Two seeds per cell (offsets -10 and +10, so seed means are the curves below), 1 core each, evals
every 100k env steps over 1M:

- ``Neg-v0`` (negative returns): TRPO (the reference) rises linearly from -500 to -100; ES from -500
  to -100 by 500k steps, then holds; PPO from -500 to -300. The levels (fractions of TRPO's progress
  from its step-0 value to its final value) are -400, -300, -200 and -100 in every table.
- ``Fall-v0`` (falling returns): TRPO falls from 100 to -50, ES rises from 100 to 300, PPO holds at
  100. TRPO did not rise: no levels there, in any table.

Training wall-clock: TRPO and PPO 100 s per run, ES 5 s (a 20x span: the wall-clock figure's x axis
is logarithmic); the ES's runs report 22 s of set-up before their first training step.
"""

from __future__ import annotations

import html
import re

import numpy as np
import pandas as pd
import pytest
from runfixture import metric, run_doc, write_run

from esbench.report import ReportOptions, build_report
from esbench.report import tables as tb
from esbench.report.build import compute_tables
from esbench.report.figures import log_axis
from esbench.report.findings import final_findings, findings
from esbench.report.loader import load_frames, run_stores

STEPS = np.arange(0, 11) * 100_000
#: (env, label) -> (algo, eval return at each of STEPS, training seconds per run)
CURVES = {
    ("Neg-v0", "TRPO"): ("sb3_trpo", -500 + 400 * STEPS / 1e6, 100.0),
    ("Neg-v0", "ES"): ("openai_es", np.minimum(-500 + 400 * STEPS / 5e5, -100.0), 5.0),
    ("Neg-v0", "PPO"): ("sb3_ppo", -500 + 200 * STEPS / 1e6, 100.0),
    ("Fall-v0", "TRPO"): ("sb3_trpo", 100 - 150 * STEPS / 1e6, 100.0),
    ("Fall-v0", "ES"): ("openai_es", 100 + 200 * STEPS / 1e6, 5.0),
    ("Fall-v0", "PPO"): ("sb3_ppo", np.full(len(STEPS), 100.0), 100.0),
}
NEG_LEVELS = [-400.0, -300.0, -200.0, -100.0]
SUITE = "name: levels\nseeds: [0, 1]\nbudget: {timesteps: 1000000}\nenvs: [Neg-v0, Fall-v0]\n"


def make_store(root, suite_text: str = SUITE):
    """The store of the module docstring's runs (and ``suite_text`` as its stored suite)."""
    run_id = 0
    for (env, label), (algo, curve, wall) in CURVES.items():
        for seed, offset in enumerate((-10.0, 10.0)):
            run_id += 1
            ret = curve + offset
            metrics = {
                "timesteps": metric(STEPS, STEPS),
                "wall_clock_s": metric(STEPS, wall * STEPS / 1e6),
                "eval.return_mean": metric(STEPS, ret),
            }
            config = {"suite": "levels", "label": label, "algo": algo, "env": env, "seed": seed,
                      "budget": {"timesteps": 1_000_000}, "params": {}}  # fmt: skip
            info = {"cores": 1, "setup_s": 22.0 if label == "ES" else 1.0}
            write_run(
                root, run_id, config=config, run=run_doc(result=float(ret[-1])), metrics=metrics, info=info
            )
    (root / "suite.yaml").write_text(suite_text)
    return root


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    return make_store(tmp_path_factory.mktemp("levels") / "store")


@pytest.fixture(scope="module")
def report(store, tmp_path_factory):
    """(html with its entities unescaped, out dir) of the store's report."""
    out = tmp_path_factory.mktemp("levels-report")
    paths = build_report([store], out, ReportOptions(pdf=False))
    return html.unescape(paths["html"].read_text()), out


def _data(store, **options):
    return tb.prepare(load_frames(run_stores([store])), ReportOptions(pdf=False, **options))


def test_negative_returns_have_the_same_levels_in_every_table(store, report):
    data = _data(store)
    t = compute_tables(data)
    for name in ("data_efficiency_steps", "data_efficiency_wall_clock", "time_to_reach_equal_cores"):
        frame = t[name]
        neg = frame[frame.env == "Neg-v0"].drop_duplicates("threshold")  # in threshold order
        assert list(neg.target) == pytest.approx(NEG_LEVELS), name
    compute = t["compute_to_threshold"]
    ours = compute[(compute.env == "Neg-v0") & (compute.kind == "esbench") & (compute.level != "published")]
    assert list(ours.drop_duplicates("level").target) == pytest.approx(NEG_LEVELS)
    # Equal cores and the data-efficiency table agree on who reaches what: ES every level first.
    race = t["time_to_reach_equal_cores"]
    es = race[(race.env == "Neg-v0") & (race.label == "ES")]
    assert es.seconds.notna().all() and (es.ratio < 1).all()
    # Page 1 states the levels once, with their returns, and the finding names the same returns.
    page, _ = report
    assert re.search(r"Neg-v0 25% = -400(\.0)?, 50% = -300(\.0)?, 75% = -200(\.0)?, 100% = -100(\.0)?", page)
    text = " ".join(f.text for f in findings(data, t) if f.env == "Neg-v0" and f.kind == "reach")
    assert re.search(r"eval returns -400(\.0)?, -300(\.0)?, -200(\.0)?, -100(\.0)?\)", text), text
    assert "ES at every level" in text
    assert "nobody at every level" not in page
    assert "fractions of TRPO's progress on an env, from its mean eval return at step 0" in page


def test_falling_returns_have_no_levels_anywhere(store):
    data = _data(store)
    t = compute_tables(data)
    for name in ("data_efficiency_steps", "data_efficiency_wall_clock", "time_to_reach_equal_cores"):
        fall = t[name][t[name].env == "Fall-v0"]
        assert len(fall) and fall.target.isna().all(), name
    caveats = [f.text for f in findings(data, t) if f.kind == "caveat" and f.env == "Fall-v0"]
    assert caveats and re.search(r"went from 100\.?0* to -50", caveats[0]), caveats


def test_the_suites_report_reference_is_honoured_and_page_1_names_the_rule(tmp_path):
    store = make_store(tmp_path / "store", SUITE + "report: {reference: PPO}\n")
    text = html.unescape(
        build_report([store], tmp_path / "out", ReportOptions(pdf=False))["html"].read_text()
    )
    page1 = text[: text.index('<section id="summary">')]
    assert "Reference: PPO (chosen by the suite's report.reference)" in page1
    # --reference wins over the suite's key; without either, the default rule names itself.
    assert _data(store, reference="ES").reference_rule == "chosen by --reference"
    plain = _data(make_store(tmp_path / "plain"))
    assert (plain.reference, plain.reference_rule) == ("TRPO", "the default rule: TRPO when present")


def test_the_default_rule_is_trpo_then_the_es_then_the_first_label():
    runs = pd.DataFrame(
        {"label": ["A-plugin", "Evo", "PPO"], "algo": ["pkg.mod:Algo", "openai_es", "sb3_ppo"],
         "family": ["outside", "es", "sb3"]}
    )  # fmt: skip
    labels = sorted(runs.label)
    assert tb.choose_reference(labels, runs, None) == ("Evo", "the default rule: the ES when present")
    runs.loc[2, "algo"] = "sb3_trpo"
    assert tb.choose_reference(labels, runs, None) == ("PPO", "the default rule: TRPO when present")
    none = runs.assign(algo=["x", "y", "z"], family=["x", "y", "z"])
    assert tb.choose_reference(labels, none, None)[0] == "A-plugin"
    label, rule = tb.choose_reference(labels, none, "Nope", "Evo")
    assert (
        label == "Evo"
        and rule == "--reference Nope has no completed run; chosen by the suite's report.reference"
    )


def test_no_95_percent_in_a_2_seed_report(report):
    text, out = report
    assert "95%" not in text
    for tex in (out / "tables").glob("*.tex"):
        assert "95\\%" not in tex.read_text(), tex.name


def test_ratios_above_1_are_slower_and_every_tied_algorithm_is_named(store):
    data = _data(store, reference="ES")  # every other algorithm is slower than the ES
    t = compute_tables(data)
    gaps = [f.text for f in findings(data, t) if f.kind == "gap" and f.env == "Neg-v0"]
    race = next(g for g in gaps if "equal cores" in g)
    assert re.match(r"No speed-up over ES at equal cores: the fastest other, (PPO|TRPO),", race), race
    assert "slower than ES" in race and "Largest speed-up" not in race
    ratio = float(re.search(r"in ([\d.]+)x ES's training time", race).group(1))
    assert ratio > 1
    final = pd.DataFrame({"env": ["E"] * 4, "label": ["A", "B", "C", "D"], "mean": [500.0, 500, 500, 20],
                          "runs": [5] * 4, "ci_low": [500.0, 500, 500, 10], "ci_high": [500.0, 500, 500, 30],
                          "interval": ["95% CI"] * 4})  # fmt: skip
    (tie,) = final_findings(data, final)
    assert tie.text.startswith("On E, A, B and C tie at the end") and "D" not in tie.text.split(":")[0]


def test_page_1_shows_set_up_time_and_a_log_wall_clock_axis(store, report):
    text, _ = report
    page1 = text[: text.index('<section id="summary">')]
    assert "set-up time" in page1 and "22 s" in page1 and "not in training time" in page1
    assert "log x axis: the training times span more than 10x" in page1
    assert log_axis(_data(store), "wall_clock_s") and not log_axis(_data(store), "step")
    slow_es = _data(store, labels=("TRPO", "PPO"))
    assert not log_axis(slow_es, "wall_clock_s")  # 100 s and 100 s: a linear axis


def test_sections_with_no_data_are_left_out_and_listed_in_the_appendix(report):
    text, _ = report
    assert '<section id="references">' not in text and "No reference scores given" not in text
    assert "not set beside any run" not in text and "Coordination ledger: a row" not in text
    appendix = text[text.index('<section id="appendix">') :]
    assert "Left out of this report" in appendix
    assert "8. Reference numbers: no reference scores given" in appendix
    assert "Published compute to Humanoid" in appendix
