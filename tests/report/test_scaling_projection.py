"""The scaling projection (report/projection.py): known answers on hand-written time breakdowns.

Runs of one ES configuration at 1, 2, 4, 8, 16 and 64 workers, 100 pairs, 4,000 parameters, whose every
generation logs the same breakdown: put 0.01 s, update 0.0004 s, gather 0.02 s, obstat 0.005 s,
other 0.015 s (serial part S0 = 0.0504 s); one pair's worker compute p = 0.01 s (busy = 1 s); the
rollouts (compute + tail) take p ceil(100/w) + c w with c = 0.001 s per worker. So the fit is exact,
and for 5,000 pairs and 1e6 parameters (x50 pairs, x250 params, x12,500 pairs x params):
S = 0.01*250 + 0.0004*12500 + 0.025*50 + 0.015 = 8.765 s; T(w) = 8.765 + 0.01 ceil(5000/w) + 0.001 w;
T(1) = 58.766 s, T(1440) = 8.765 + 0.04 + 1.44 = 10.245 s; efficiency 0.527 at 7 workers, 0.489 at 8.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from runfixture import make_run, metric, write_run

from esbench.report import ReportOptions, load_frames
from esbench.report.build import compute_tables
from esbench.report.projection import cannot_fit, fit, heldout_check, project
from esbench.report.sections import SECTIONS, Context, compute
from esbench.report.sections.summary import _emulated_alert
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

SERIAL = {"put": 0.01, "update": 0.0004, "gather": 0.02, "obstat": 0.005, "other": 0.015}
PAIR_S, PER_WORKER_S, PAIRS = 0.01, 0.001, 100


COUNTS = (1, 2, 4, 8, 16, 64)


def _store(root, counts=COUNTS):
    root.mkdir(parents=True)
    for run_id, workers in enumerate(counts, start=1):
        docs = make_run("ES", "EnvA-v0", 0, workers=workers)
        docs["config"]["label"] = f"ES-{workers}w"
        docs["config"]["suite"] = "scaling"
        gens = docs["metrics"]["es.generation"]["steps"]
        rollouts = PAIR_S * math.ceil(PAIRS / workers) + PER_WORKER_S * workers
        values = {
            **{f"es.{p}_time_s": v for p, v in SERIAL.items()},
            "es.compute_time_s": 0.75 * rollouts,
            "es.tail_time_s": 0.25 * rollouts,
            "es.worker_busy_time_s": PAIR_S * PAIRS,
            "es.pairs": PAIRS,
        }
        for name, value in values.items():
            series = np.full(len(gens), value)
            series[0] *= 3  # a slow first generation (warm-up): medians ignore it
            docs["metrics"][name] = metric(gens, series)
        write_run(root, run_id, **docs)
    return root


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    store = _store(tmp_path_factory.mktemp("stores") / "scaling")
    return prepare(load_frames([FileRunStore(store)]), ReportOptions())


def test_fit_recovers_the_costs(data):
    table = compute_tables(data)["scaling_projection"]
    assert len(table) == 1
    row = table.iloc[0]
    assert row.labels == "ES-16w, ES-1w, ES-2w, ES-4w, ES-64w, ES-8w"
    assert row.workers_measured == "1, 2, 4, 8, 16, 64"
    assert row.form == "c w (per worker)" and abs(row.heldout_error) < 1e-9
    assert row.pairs_measured == PAIRS and row.params_measured == 4000
    assert row.serial_s == pytest.approx(0.0504)
    assert row.pair_s == pytest.approx(PAIR_S) and row.per_worker_s == pytest.approx(PER_WORKER_S)


def test_projection_to_1440_cores(data):
    row = compute_tables(data)["scaling_projection"].iloc[0]
    assert (row.ref_cores, row.ref_pairs, row.ref_params) == (1440, 5000, 1_000_000)
    assert row.ref_serial_s == pytest.approx(8.765)
    assert row.ref_t1_s == pytest.approx(58.766)
    assert row.ref_t_s == pytest.approx(10.245)
    assert row.ref_speedup == pytest.approx(58.766 / 10.245)
    assert row.ref_efficiency == pytest.approx(58.766 / 10.245 / 1440)
    # S as measured (0.0504 s): T(1) = 50.0514 s, T(1440) = 0.0504 + 0.04 + 1.44 = 1.5304 s
    assert row.ref_efficiency_serial_unscaled == pytest.approx(50.0514 / 1.5304 / 1440)
    assert row.workers_half_efficiency == 8
    assert 200 <= row.workers_fastest <= 240  # about sqrt(p n / c) = 224, where c w overtakes p n / w
    assert row.limit.startswith("the serial part (86% at 1440 workers, mostly update)")


def test_no_per_worker_cost_scales_to_one_pair_per_worker():
    import pandas as pd

    breakdown = {f"es.{p}_time_s": v for p, v in SERIAL.items()}
    runs = pd.DataFrame(
        [
            {"workers": w, "num_params": 4000.0, "breakdown": {
                **breakdown, "es.compute_time_s": PAIR_S * PAIRS / w, "es.tail_time_s": 0.0,
                "es.worker_busy_time_s": PAIR_S * PAIRS, "es.pairs": PAIRS}}
            for w in COUNTS
        ]
    )  # fmt: skip
    model = fit(runs)
    assert model.per_worker_s == 0.0
    out = project(
        model, cores=5000, pairs=5000, params=4000
    )  # d as measured: S = 0.0504 * (serial parts x50)
    assert out["workers_fastest"] == 5000  # no per-worker cost: fastest at one pair per worker


def test_compute_section_shows_the_projection(data):
    tables = compute_tables(data)
    text = repr(compute.build(Context(data, tables, {}, SECTIONS)))
    assert "1,440 cores" in text and "ceil(n/w)" in text


def _synthetic(counts, serial=SERIAL, pair_s=PAIR_S, per_worker_s=PER_WORKER_S, pairs=1000, slow=None):
    """Runs whose breakdown the model itself generated (``slow``: {workers: factor on the rollouts})."""
    import pandas as pd

    rows = []
    for w in counts:
        rollouts = (pair_s * math.ceil(pairs / w) + per_worker_s * w) * (slow or {}).get(w, 1.0)
        breakdown = {f"es.{p}_time_s": v for p, v in serial.items()}
        breakdown.update({"es.compute_time_s": 0.6 * rollouts, "es.tail_time_s": 0.4 * rollouts,
                          "es.worker_busy_time_s": pair_s * pairs, "es.pairs": pairs})  # fmt: skip
        rows.append({"workers": w, "num_params": 4000.0, "breakdown": breakdown})
    return pd.DataFrame(rows)


@pytest.mark.parametrize("counts", [(4,), (4, 4), (1, 2), (2, 2, 8)])
def test_refuses_fewer_than_three_worker_counts(counts):
    runs = _synthetic(counts)
    assert fit(runs) is None
    assert f"at {len(set(counts))} worker count(s)" in cannot_fit(runs)


def test_recovers_known_serial_pair_and_per_worker_costs():
    serial = {"put": 0.003, "update": 0.02, "gather": 0.011, "obstat": 0.002, "other": 0.007}
    model = fit(_synthetic((1, 2, 4, 8, 16), serial=serial, pair_s=0.061, per_worker_s=0.0023))
    assert model.serial_at(model.pairs, model.params) == pytest.approx(sum(serial.values()), rel=0.01)
    assert model.pair_s == pytest.approx(0.061, rel=0.01)
    assert model.per_worker_s == pytest.approx(0.0023, rel=0.01)


def test_heldout_check_passes_on_the_model_and_names_the_failing_term():
    counts = (1, 2, 4, 8, 16, 32, 64)
    good = heldout_check(_synthetic(counts))
    assert good["refuse"] is None and good["check"].startswith("passed")
    assert good["heldout_workers"] == "32, 64" and abs(good["heldout_error"]) < 1e-9
    bad = heldout_check(_synthetic(counts, slow={64: 3.0}))
    assert bad["heldout_error"] < -0.15
    assert "the model fails" in bad["refuse"] and "the rollouts" in bad["refuse"]
    few = heldout_check(_synthetic((1, 16, 32)))
    assert few["refuse"].startswith("not checked") and "1 worker count(s)" in few["refuse"]
    small = heldout_check(_synthetic((1, 2, 4)))  # nothing 4x larger than 3 fitted counts
    assert small["refuse"].startswith("not checked")


@pytest.mark.parametrize(
    ("form", "coordination"),
    [("log", lambda w: 0.004 * math.log2(w)), ("constant", lambda w: 0.05 * (w > 0))],
)
def test_heldout_check_chooses_the_form_that_predicts(form, coordination):
    import pandas as pd

    rows = []
    for w in (1, 2, 4, 8, 16, 32, 64):
        rollouts = PAIR_S * math.ceil(1000 / w) + coordination(w)
        breakdown = {f"es.{p}_time_s": v for p, v in SERIAL.items()}
        breakdown.update({"es.compute_time_s": rollouts, "es.tail_time_s": 0.0,
                          "es.worker_busy_time_s": PAIR_S * 1000, "es.pairs": 1000})  # fmt: skip
        rows.append({"workers": w, "num_params": 4000.0, "breakdown": breakdown})
    check = heldout_check(pd.DataFrame(rows))
    assert check["refuse"] is None and check["form"] == form, check
    assert abs(check["heldout_error"]) < 0.01
    model = fit(pd.DataFrame(rows), form)
    assert model.pair_s == pytest.approx(PAIR_S, rel=0.01)


def test_section_says_why_it_cannot_project_and_prints_no_number(tmp_path):
    data = prepare(load_frames([FileRunStore(_store(tmp_path / "two", counts=(1, 2)))]), ReportOptions())
    tables = compute_tables(data)
    row = tables["scaling_projection"].iloc[0]
    assert "2 worker count(s)" in row.refused and math.isnan(row.ref_t_s)
    text = repr(compute.build(Context(data, tables, {}, SECTIONS)))
    assert "No projection for openai_es" in text and "need runs at 3 or more" in text
    assert "1,440 cores" not in text and "ref_t_s" not in text


def test_emulated_env_runs_are_flagged_in_the_report(data):
    from types import SimpleNamespace

    import pandas as pd

    assert _emulated_alert(data) == []
    fake = SimpleNamespace(runs=pd.DataFrame({"env": ["esbench/Emulated-v0[step_cost_s=0.001]", "EnvA-v0"]}))
    (note,) = _emulated_alert(fake)
    assert "emulated env for measuring coordination" in note[1] and "compare no algorithms" in note[1]
