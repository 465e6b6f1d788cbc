"""A long run stays far below MongoDB's 16 MB document limit: bounded points and captured output
(written to the real test server)."""

from __future__ import annotations

import bson
import pytest
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.core.metrics import MAX_POINTS
from esbench.execution.experiment import MAX_CAPTURED_CHARS, MAX_POINTS_PER_METRIC

pytestmark = pytest.mark.mongo

LIMIT = 16 * 1024 * 1024
RAW_CALLS = 120_000  # log_scalar calls straight to the writer, past the harness's cadence


def test_long_run_stays_under_the_document_limit(tmp_path, dummy_runner, mongo, capsys):
    params = f"{{step_size: 1, raw_log_calls: {RAW_CALLS}, chatter_lines: 30000}}"
    suite = (
        write_suite(tmp_path, labels=("LONG",))
        .read_text()
        .replace("algo: test_dummy}", f"algo: test_dummy, params: {params}}}")
    )
    suite = suite.replace("timesteps: 1000}", "timesteps: 200000}").replace(
        "every_timesteps: 500", "every_timesteps: 100000"
    )
    path = tmp_path / "long.yaml"
    path.write_text(suite)
    # 200,000 training iterations (one logger.step each), 120,000 raw log calls, 3 MB of stdout.
    assert (
        main(["run", str(path), "--results", str(tmp_path / "r"), "--no-report", "--mongo", mongo.url]) == 0
    )
    capsys.readouterr()
    db = mongo.db
    run = db.runs.find_one()
    metrics = list(db.metrics.find({"run_id": run["_id"]}))
    sizes = {m["name"]: len(bson.encode(m)) for m in metrics}
    points = {m["name"]: len(m["steps"]) for m in metrics}
    assert max(v for k, v in points.items() if k != "dummy.raw") <= MAX_POINTS + 1  # the cadence
    assert points["dummy.raw"] == MAX_POINTS_PER_METRIC  # the hard cap behind it
    assert run["info"]["dropped_points"] == {"dummy.raw": RAW_CALLS - MAX_POINTS_PER_METRIC}
    assert len(run["captured_out"]) <= MAX_CAPTURED_CHARS + 100
    run_size = len(bson.encode(run))
    assert max(sizes.values()) < LIMIT / 10 and run_size < LIMIT / 10
    print(f"metrics documents: max {max(sizes.values()) / 1e6:.2f} MB ({max(points.values())} points); "
          f"contract metrics max {max(v for k, v in sizes.items() if k != 'dummy.raw') / 1e3:.0f} kB; "
          f"run document {run_size / 1e3:.0f} kB")  # fmt: skip
