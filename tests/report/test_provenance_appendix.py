"""The report's appendix names each outside runner and package a run used (info.provenance): the
distribution, its version and the VCS commit when known."""

from __future__ import annotations

import json
from pathlib import Path

from esbench.report.loader import load_frames, run_stores
from esbench.report.options import ReportOptions
from esbench.report.run_values import provenance_text
from esbench.report.tables import appendix_table, prepare

PROVENANCE = [
    {"module": "mycem", "distribution": "mycem", "version": "0.1.0", "commit": "0123456789abcdef"},
    {"module": "gone", "distribution": None, "version": None},
]


def write_run(store: Path, run_id: int, info_extra: dict) -> None:
    d = store / str(run_id)
    d.mkdir(parents=True)
    steps = [0, 1000]
    metric = {"steps": steps, "values": [0.0, 1.0], "timestamps": ["", ""]}
    docs = {
        "config": {"suite": "s", "label": "CEM", "algo": "mycem:CEM", "env": "CartPole-v1", "seed": run_id},
        "run": {"status": "COMPLETED", "start_time": "2026-11-27T18:00:00.0", "host": {}},
        "metrics": {"eval.return_mean": metric, "timesteps": {**metric, "values": [0.0, 1000.0]},
                    "wall_clock_s": metric},
        "info": {"cores": 1, **info_extra},
    }  # fmt: skip
    for name, doc in docs.items():
        (d / f"{name}.json").write_text(json.dumps(doc))


def test_provenance_text_names_distribution_version_and_commit():
    assert provenance_text(PROVENANCE) == "mycem 0.1.0 @ 0123456789ab; gone (not installed)"
    assert provenance_text("not a list") == ""


def test_the_appendix_lists_provenance_only_when_a_run_has_some(tmp_path):
    store = tmp_path / "store"
    write_run(store, 1, {"provenance": PROVENANCE})
    write_run(store, 2, {})
    app = appendix_table(prepare(load_frames(run_stores([store])), ReportOptions(pdf=False)))
    assert list(app.provenance) == ["mycem 0.1.0 @ 0123456789ab; gone (not installed)", ""]
    plain = tmp_path / "plain"
    write_run(plain, 1, {})
    assert "provenance" not in appendix_table(
        prepare(load_frames(run_stores([plain])), ReportOptions(pdf=False))
    )
