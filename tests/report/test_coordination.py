"""The report's coordination table (esbench.report.coordination): ES runs' coordination metrics by
worker count, and the warning when the emulated steps ran over their set cost (poor fidelity).

Stored runs are written directly (tests/report/runfixture.py), so the numbers are known exactly.
"""

from __future__ import annotations

import numpy as np
from runfixture import metric, run_doc, write_run

from esbench.core.es_names import COORDINATION_METRICS, EMULATED_OVERRUN_MEDIAN, EMULATED_OVERRUN_P95
from esbench.report import ReportOptions, build_report
from esbench.report.coordination import coordination_table
from esbench.report.loader import load_frames
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

PARTS = ("put", "compute", "tail", "gather", "update", "obstat", "other")


def _write(store, run_id, env, workers, coord_eff, overrun_p95=None, stamped=True, label="ES"):
    steps = np.arange(1, 5) * 1000
    gens = np.arange(1, 5)
    per_gen = lambda v: metric(steps, np.full(len(steps), float(v)))  # noqa: E731
    metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, gens * 2.0),
               "eval.return_mean": metric(steps, -10.0 + gens), "es.pairs": per_gen(64),
               "es.worker_busy_time_s": per_gen(1.8 * workers)}  # fmt: skip
    for part in PARTS:  # generation time 2 s
        metrics[f"es.{part}_time_s"] = per_gen(1.88 if part == "compute" else 0.02)
    if stamped:
        values = {name: 0.01 for name in COORDINATION_METRICS}
        values.update({"es.coordination_efficiency": coord_eff, "es.coordination_share": 1 - coord_eff,
                       "es.coordination_time_s": 2.0 * (1 - coord_eff)})  # fmt: skip
        if overrun_p95 is None:
            values.pop(EMULATED_OVERRUN_MEDIAN), values.pop(EMULATED_OVERRUN_P95)
        else:
            values[EMULATED_OVERRUN_MEDIAN], values[EMULATED_OVERRUN_P95] = overrun_p95 / 2, overrun_p95
        first = {name: 0.5 for name in values}  # the first generation warms up: left out of the medians
        metrics.update({name: metric(steps, [first[name]] + [v] * 3) for name, v in values.items()})
    config = {"suite": "s", "label": label, "algo": "openai_es", "env": env, "seed": run_id,
              "budget": {"timesteps": 4000}, "params": {"workers": workers}}  # fmt: skip
    write_run(
        store, run_id, config=config, run=run_doc(result=-6.0), metrics=metrics, info={"cores": workers}
    )


def test_rows_by_worker_count_with_fidelity_and_a_warning_when_poor(tmp_path):
    store = tmp_path / "store"
    emulated = "esbench/Emulated-v0[step_cost_s=0.006]"
    _write(store, 1, emulated, 4, 0.97, overrun_p95=0.03)
    _write(store, 2, emulated, 64, 0.93, overrun_p95=0.31)
    _write(store, 3, "HalfCheetah-v5", 2, 0.99)
    _write(store, 4, "HalfCheetah-v5", 1, 0.5, stamped=False)  # stored before the stamps: left out
    table = coordination_table(prepare(load_frames([FileRunStore(store)]), ReportOptions()))
    rows = {(r.env.split("[")[0], r.workers): r for r in table.itertuples()}
    assert set(rows) == {("esbench/Emulated-v0", 4), ("esbench/Emulated-v0", 64), ("HalfCheetah-v5", 2)}
    assert (
        rows["esbench/Emulated-v0", 64].coord_eff == 0.93
        and rows["esbench/Emulated-v0", 64].fidelity == "poor"
    )
    assert rows["esbench/Emulated-v0", 4].fidelity == "ok" and rows["HalfCheetah-v5", 2].fidelity == "-"
    assert rows["HalfCheetah-v5", 2].dispatch_ms == 10.0  # seconds stored, milliseconds shown
    assert abs(rows["HalfCheetah-v5", 2].gen_s - 2.0) < 1e-9

    build_report([FileRunStore(store)], tmp_path / "out", ReportOptions(pdf=False))
    html = (tmp_path / "out" / "report.html").read_text()
    assert "Coordination from timestamps" in html
    assert "Emulated steps ran over their set cost at 1 worker count(s)" in html
    assert "the host was too busy for that many emulated workers" in html


def test_rows_in_natural_order_of_labels(tmp_path):
    store = tmp_path / "store"
    emulated = "esbench/Emulated-v0[step_cost_s=0.006]"
    for run_id, (label, workers) in enumerate(
        [("es-weak-2w", 2), ("es-strong-16w", 16), ("es-strong-2w", 2)]
    ):
        _write(store, run_id + 1, emulated, workers, 0.99, overrun_p95=0.01, label=label)
    table = coordination_table(prepare(load_frames([FileRunStore(store)]), ReportOptions()))
    assert list(table.label) == ["es-strong-2w", "es-strong-16w", "es-weak-2w"]
