"""Honest statistics on a hand-written 2-seed store: the few-seeds warning and min-max intervals,
curves held to the longest seed's end, no ratio or aggregate where the reference did not learn, and
the normalisation of the aggregates (reference scores, else the random policy and the best run).

The store (seeds 0 and 1 of each cell, curves of :mod:`runfixture`):

- EnvA-v0 (reference scores random 0, expert 2,000): TRPO 980/1,000 (seed 1 with 455 s of
  wall-clock, seed 0 with 1,000 s), ES 980/1,000 (at 2M steps), A2C 600/600.
- Pend-v0 (reference score random -1,200 only): TRPO -1,200 -> -1,190 (no progress), ES -1,200 ->
  -300, A2C -1,200 -> -1,150. The env's reference range is the random return to the best eval
  return, 900; TRPO's progress, 10, is below 10% of it.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from runfixture import make_run, metric, write_run

from esbench.report import ReportOptions, build_report, evidence, load_frames
from esbench.report import aggregates as ag
from esbench.report import curves as cv
from esbench.report.build import compute_tables
from esbench.report.figures import curves_figure
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

SUITE = """\
name: honest
reference_scores:
  EnvA-v0: {random: 0, expert: 2000}
  Pend-v0: {random: -1200}
"""
PEND = {"TRPO": (-1200.0, -1190.0), "ES": (-1200.0, -300.0), "A2C": (-1200.0, -1150.0)}


def pendulum_run(label: str, seed: int) -> dict:
    """A run on Pend-v0: eval return linear from PEND[label][0] to [1] (same for both seeds)."""
    docs = make_run(label, "EnvA-v0", seed)
    steps = docs["metrics"]["eval.return_mean"]["steps"]
    first, last = PEND[label]
    values = np.linspace(first, last, len(steps))
    docs["metrics"]["eval.return_mean"] = metric(steps, values)
    docs["metrics"]["train.return_mean"] = metric(steps, values)
    docs["config"]["env"] = "Pend-v0"
    docs["config"]["suite"] = "honest"
    docs["run"]["result"] = last
    return docs


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    root = tmp_path_factory.mktemp("stores") / "honest"
    root.mkdir()
    run_id = 1
    for label in ("TRPO", "ES", "A2C"):
        for seed in (0, 1):
            docs = make_run(label, "EnvA-v0", seed, wall=455.0 if (label, seed) == ("TRPO", 1) else None)
            docs["config"]["suite"] = "honest"
            write_run(root, run_id, **docs)
            write_run(root, run_id + 1, **pendulum_run(label, seed))
            run_id += 2
    (root / "suite.yaml").write_text(SUITE)
    return root


def _data(store, **options):
    return prepare(load_frames([FileRunStore(store)]), ReportOptions(**options))


@pytest.fixture(scope="module")
def report(store, tmp_path_factory):
    paths = build_report([store], tmp_path_factory.mktemp("honest_report"), ReportOptions(pdf=False))
    return paths["html"].read_text()


def _text(html: str) -> str:
    """The report's text without its style and its table of contents, whitespace collapsed."""
    body = re.sub(r"<style>.*?</style>|<nav[^>]*>.*?</nav>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body)).replace("&#x27;", "'")


def test_summary_warns_fewer_than_5_seeds_before_any_interval(report):
    text = _text(report)
    warning = text.index("Fewer than 5 seeds in 6 of 6 algorithm-env cells")
    names = (
        "A2C on EnvA-v0 (2 seeds), ES on EnvA-v0 (2 seeds), TRPO on EnvA-v0 (2 seeds), "
        "A2C on Pend-v0 (2 seeds), ES on Pend-v0 (2 seeds), TRPO on Pend-v0 (2 seeds)"
    )
    assert f"Cells with fewer than 5 seeds: {names}." in text
    assert warning < text.index("2. Sample efficiency")
    for interval in ("[980.0, 1,000]", "min-max over seeds"):
        assert warning < text.index(interval), interval
    assert "95%" not in text  # no cell has the seeds for a 95% CI: none is named (issue 48)
    assert "Algorithm-env cells with fewer than 5 seeds 6 of 6" in text
    assert "Seeds per algorithm and env (min, max) 2, 2" in text


def test_intervals_and_bands_of_few_seed_cells_are_min_max(store, report):
    text = _text(report)
    assert "mean [min-max]" in text and "mean [95% CI]" not in text
    assert "990.0 [980.0, 1,000]" in text  # TRPO and ES on EnvA-v0: min and max of 980 and 1000
    assert "band: min-max over seeds (fewer than 5 seeds)" in text
    f = compute_tables(_data(store))["final_performance"]
    assert set(f.interval) == {"min-max"}
    trpo = f[(f.env == "EnvA-v0") & (f.label == "TRPO")].iloc[0]
    assert (trpo["mean"], trpo.ci_low, trpo.ci_high) == (990.0, 980.0, 1000.0)
    fig = curves_figure(_data(store), "step")
    assert "band: min-max over seeds (fewer than 5 seeds)" in fig.get_suptitle()
    legend = [t.get_text() for t in fig.legends[0].get_texts()]
    assert "band: min-max over seeds (fewer than 5 seeds)" in legend
    assert "one seed (cells with fewer than 5 seeds)" in legend
    assert len(fig.axes[0].get_lines()) == 3 * 3  # per label: 2 thin seed lines and the mean


def test_enough_seeds_keep_the_bootstrap_ci(store, tmp_path):
    data = _data(store, min_seeds=2)
    assert evidence.few_seed_cells(data).empty
    assert evidence.band_label(data) == "95% bootstrap CI of the mean"
    assert set(compute_tables(data)["final_performance"].interval) == {"95% CI"}
    html = build_report([store], tmp_path, ReportOptions(pdf=False, min_seeds=2))["html"].read_text()
    text = _text(html)
    assert "mean [95% CI]" in text and "Fewer than 2 seeds" not in text
    assert len(curves_figure(data, "step").axes[0].get_lines()) == 3  # the means only


def test_short_seed_is_held_to_the_longest_seeds_end(store):
    data = _data(store)
    cur = data.curves("EnvA-v0", "TRPO", "wall_clock_s")
    assert [c[0][-1] for c in cur] == [1000.0, 455.0]
    fig = curves_figure(data, "wall_clock_s")
    ax = fig.axes[0]  # EnvA-v0
    mean_line = [ln for ln in ax.get_lines() if ln.get_linewidth() == 1.6 and ln.get_color() == "#009E73"]
    x, y = mean_line[0].get_data()  # TRPO: the third label (A2C, ES, TRPO)
    assert x[-1] == 1000.0 and y[-1] == pytest.approx(990.0)  # not cut at 455 s
    held = [ln for ln in ax.get_lines() if ln.get_marker() == "o"]
    assert len(held) == 1 and list(held[0].get_xdata()) == [455.0]
    assert "a seed ended here; held at its last value after" in [
        t.get_text() for t in fig.legends[0].get_texts()
    ]
    grid, mean = cv.seed_mean(cur)
    assert grid[-1] == 1000.0 and mean[-1] == 990.0


def test_no_ratio_or_aggregate_where_the_reference_did_not_progress(store, report):
    data = _data(store)
    prog = evidence.reference_progress(data).set_index("env")
    assert prog.loc["EnvA-v0", "progressed"] and not prog.loc["Pend-v0", "progressed"]
    assert prog.loc["Pend-v0", ["initial", "final", "progress", "range"]].tolist() == [
        -1200.0,
        -1190.0,
        10.0,
        900.0,
    ]
    reason = (
        "TRPO's seed-mean eval return went from -1,200 to -1,190 (+10.00), not above 10% of the env's "
        "reference range (900.0: the random policy's return -1,200 (the 'random' reference score) to the "
        "best eval return -300.0)"
    )
    assert prog.loc["Pend-v0", "reason"] == reason
    _, envs, notes = ag.normalised_scores(data)
    assert envs == ["EnvA-v0"] and notes == [f"Pend-v0 left out of the aggregates: {reason}."]
    text = _text(report)
    assert f"No ratios on Pend-v0 (n/a): {reason}." in text
    assert f"Pend-v0 left out of the aggregates: {reason}." in text
    assert "TRPO made no progress on Pend-v0: no ratios to TRPO and no aggregates there" in text
    section = text[text.index("5. Data efficiency") : text.index("6. Aggregates")]
    assert re.search(r"Pend-v0 ES n/a n/a n/a n/a", section)
    assert re.search(r"EnvA-v0 ES 2.00 2.00 2.00 2.00", section)
    # A stricter fraction leaves EnvA-v0 out too (TRPO rose from -10 to 990: 1,000, 50% of 2,000).
    assert evidence.progressed_envs(_data(store, min_progress=0.5)) == []
    assert evidence.progressed_envs(_data(store, min_progress=0.49)) == ["EnvA-v0"]


def test_aggregates_normalised_by_reference_scores(store, report):
    data = _data(store)
    norm = ag.normalisation_table(data).set_index("env")
    assert norm.loc["EnvA-v0", ["zero", "one", "used"]].tolist() == [0.0, 2000.0, True]
    assert norm.loc["EnvA-v0", "one_from"] == "the reference score 'expert'"
    scores, _, _ = ag.normalised_scores(data)
    np.testing.assert_array_equal(scores["TRPO"][0], [0.49, 0.5])
    np.testing.assert_array_equal(scores["ES"][0], [0.49, 0.5])
    np.testing.assert_array_equal(scores["A2C"][0], [0.3, 0.3])
    agg = compute_tables(data)["aggregates"].set_index(["label", "metric"])
    assert agg.loc[("TRPO", "Mean"), "value"] == pytest.approx(0.495, abs=1e-12)
    assert agg.loc[("A2C", "IQM"), "value"] == pytest.approx(0.3, abs=1e-12)
    # Nobody solved EnvA-v0 (best run 1,000 of the expert's 2,000): nobody scores 1.
    assert max(float(s.max()) for v in scores.values() for s in v) == 0.5
    text = _text(report)
    assert "S0 the env's 'random' reference score and S1 its highest other reference score" in text


def test_aggregates_fall_back_to_the_random_policy_and_the_best_run(main_store):
    data = prepare(load_frames([FileRunStore(main_store)]), ReportOptions())
    norm = ag.normalisation_table(data).set_index("env")
    # EnvA-v0: random 0 and TRPO (paper) 2,500; EnvB-v0 has no reference scores.
    assert norm.loc["EnvA-v0", ["zero", "one"]].tolist() == [0.0, 2500.0]
    assert norm.loc["EnvB-v0", ["zero", "one"]].tolist() == [0.0, 2020.0]
    assert norm.loc["EnvB-v0", "zero_from"] == "the mean step-0 eval return of its 9 runs"
    assert norm.loc["EnvB-v0", "one_from"] == "the best run"
    from esbench.report.sections import SECTIONS, Context, aggregates

    tables = compute_tables(data)
    caption = aggregates.build(Context(data, tables, {}, SECTIONS))[0]
    assert (
        "S1 the best run's final return in this report, so a 1 there is the best run here, not a solved env"
        in (caption)
    )
    minmax = ag.normalisation_table(
        prepare(load_frames([FileRunStore(main_store)]), ReportOptions(normalize="minmax"))
    )
    assert minmax.set_index("env").loc["EnvB-v0", ["zero", "one"]].tolist() == [1200.0, 2020.0]
