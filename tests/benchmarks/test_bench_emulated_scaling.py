"""``benchmarks/bench_es_emulated_scaling.py --quick`` on a 2-node cluster: θ bit-identical, breakdown
sums, stored runs that the report shows as emulated.

The benchmark runs as its own process (as a user runs it), so a Ray session of the test process
does not matter. No timing assertion: only that θ at 4 and 8 workers equals θ at 1 worker bit for
bit (the summary line), that each point's ``es.*_time_s`` parts sum to its generation time (the
CSV), that the projection's check is printed, and that ``esbench report`` on the stored runs puts
them under the report's emulated heading, with the refusal or the projection the check allows.
"""

from __future__ import annotations

import csv
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.cluster

REPO = Path(__file__).resolve().parents[2]
BENCH = REPO / "benchmarks" / "bench_es_emulated_scaling.py"


def test_quick_scaling_keeps_theta_sums_its_breakdown_and_reports(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("RAY_")}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
    store, table = tmp_path / "runs", tmp_path / "points.csv"
    cmd = [sys.executable, str(BENCH), "--quick", "--store", str(store), "--csv", str(table)]
    done = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.strip().splitlines()
    assert re.fullmatch(
        r"end-to-end at 8 workers on 2 nodes: strong speed-up \d+\.\dx \(efficiency \d+\.\d\d\), "
        r"weak speed-up \d+\.\dx \(efficiency \d+\.\d\d\)",
        lines[-2],
    ), done.stdout
    assert re.fullmatch(
        r"coordination efficiency at 8 workers on 2 nodes: strong \d+\.\d\d, weak \d+\.\d\d "
        r"\(it leaves out stragglers, a busy host and too few cores\); theta bit-identical to 1 worker: yes",
        lines[-1],
    ), done.stdout
    assert any(line.startswith("projection check: ") for line in lines), done.stdout
    assert any(re.match(r"peak memory of the machine .*: \d+\.\d GB", line) for line in lines)
    with table.open() as f:
        rows = list(csv.DictReader(f))
    assert [(r["mode"], int(r["workers"])) for r in rows] == [
        (m, w) for m in ("strong", "weak") for w in (1, 4, 8)
    ]
    for row in rows:
        assert int(row["generations"]) == 3
        assert float(row["parts_sum_s"]) == pytest.approx(float(row["gen_s"]), rel=0.02, abs=1e-3)
        assert float(row["ideal_s"]) > 0 and float(row["ideal_eff"]) > 0
        assert 0 < float(row["coord_eff"]) <= 1 and float(row["slowest_busy_s"]) > 0
        assert float(row["overrun_p95"]) >= float(row["overrun_med"]) > -1  # emulated: always measured
    warned = [line for line in lines if line.startswith("warning: ")]
    over = [r for r in rows if float(r["overrun_p95"]) > 0.10]
    assert len(warned) == len(over), done.stdout  # every poor point is said, none silently

    out = tmp_path / "report"
    report = [sys.executable, "-m", "esbench", "report", str(store), "-o", str(out), "--no-pdf"]
    done = subprocess.run(report, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    html = (out / "report.html").read_text()
    assert "Emulated: the ES on esbench/Emulated-v0" in html
    assert "Measured: one configuration" not in html  # no real env here
    # 1, 4 and 8 workers: fitted on 1 worker only (at most a quarter of 8), too few counts to fit, so
    # the report says why and projects nothing.
    assert "No projection for openai_es" in html and "Projected (a model, not a measurement)" not in html
    assert "Coordination from timestamps" in html


def _bench_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_es_emulated_scaling", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_a_poor_emulation_is_never_printed_silently():
    bench = _bench_module()
    rows = [
        {"mode": "strong", "workers": 4, "overrun_med": 0.01, "overrun_p95": 0.04},
        {"mode": "strong", "workers": 64, "overrun_med": 0.08, "overrun_p95": 0.19},
        {"mode": "weak", "workers": 64, "overrun_med": float("nan"), "overrun_p95": float("nan")},
    ]
    warned = bench.fidelity_warnings(rows)
    assert len(warned) == 2
    assert "strong at 64 workers" in warned[0] and "19%" in warned[0]
    assert "the host is too busy for that many workers" in warned[0]
