"""Setup time, busy machines and the step-budget overshoot in the report (from each run's info)."""

from __future__ import annotations

import math

from runfixture import make_run, write_run

from esbench.report import ReportOptions, load_frames
from esbench.report.build import compute_tables
from esbench.report.sections import SECTIONS, Context, final
from esbench.report.sections import summary as summary_section
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore


def _store(tmp_path):
    """Four ES runs on EnvA-v0: run 1 idle, 2 busy, 3 past its budget, 4 without the new info keys."""
    root = tmp_path / "facts"
    root.mkdir()
    facts = {
        # (load at start, load at end, machine cores, budget)
        1: (0.1, 8.9, 8, 2_000_000),  # its own 8 cores busy: load 8.9 <= 8 + 1
        2: (3.0, 12.5, 8, 2_000_000),  # 4.5 more runnable processes than cores at its end
        3: (0.0, 2.0, 8, 1_900_000),  # ended at 2M: 5.3% past its budget
    }
    for seed in (1, 2, 3, 4):
        docs = make_run("ES", "EnvA-v0", seed)
        if seed in facts:
            start, end, cores, budget = facts[seed]
            docs["info"].update(
                setup_s=float(seed), load_avg_start=start, load_avg_end=end, machine_cores=cores
            )
            docs["config"]["budget"]["timesteps"] = budget
        write_run(root, seed, **docs)
    return root


def test_busy_overshoot_and_setup_columns(tmp_path):
    runs = load_frames([FileRunStore(_store(tmp_path))]).runs.set_index("seed")
    assert runs.busy.to_dict() == {1: False, 2: True, 3: False, 4: False}
    assert runs.load_max[2] == 12.5 and math.isnan(runs.load_max[4])
    assert runs.setup_s[1] == 1.0 and math.isnan(runs.setup_s[4])
    assert runs.overshoot[1] == 0.0 and abs(runs.overshoot[3] - (2_000_000 / 1_900_000 - 1)) < 1e-12


def test_summary_flags_busy_runs_and_final_table_shows_overshoot(tmp_path):
    data = prepare(load_frames([FileRunStore(_store(tmp_path))]), ReportOptions())
    tables = compute_tables(data)
    summary = dict(zip(tables["summary"]["item"], tables["summary"]["value"], strict=True))
    assert summary["Setup per run, s (median, max)"] == "2.00, 3.00"
    assert summary["Runs on a busy machine"] == "1"
    assert tables["busy_runs"].seed.tolist() == [2]
    ctx = Context(data, tables, {}, SECTIONS)
    alerts = [b for b in summary_section.build(ctx) if isinstance(b, tuple) and b[0] == "alert"]
    assert any("busy machine" in b[1] for b in alerts)
    assert tables["final_performance"].overshoot.tolist() == ["3: +5.3%"]
    shown = final.build(ctx)[1].frame
    assert shown["budget overshoot (seed: %)"].tolist() == ["3: +5.3%"]
