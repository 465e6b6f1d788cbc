"""``benchmarks/bench_es_emulated_scaling.py --quick`` on a 2-node cluster: θ bit-identical, breakdown sums.

No timing assertion: only that θ at 4 and 16 workers equals θ at 1 worker bit for bit, that each
point's ``es.*_time_s`` parts sum to its generation time, and the summary line's form.
"""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.cluster

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_es_emulated_scaling.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_es_emulated_scaling", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_quick_scaling_keeps_theta_and_sums_its_breakdown(monkeypatch):
    import ray

    if ray.is_initialized():
        pytest.skip("needs a process without a Ray session of its own")
    bench = _bench()
    monkeypatch.setenv("PYTHONPATH", os.environ.get("PYTHONPATH", ""))  # restored after the test
    monkeypatch.setenv("RAY_ADDRESS", "")
    setup = bench.QUICK
    rows, thetas = bench.run_benchmark(setup, out=lambda line: None)
    assert [(r["mode"], r["workers"]) for r in rows] == [
        (m, w) for m in ("strong", "weak") for w in (1, 4, 16)
    ]
    assert thetas[4].tobytes() == thetas[1].tobytes()
    assert thetas[16].tobytes() == thetas[1].tobytes()
    for row in rows:
        assert row["generations"] == setup.generations
        assert row["parts_sum_s"] == pytest.approx(row["gen_s"], rel=0.02, abs=1e-3)
        assert all(row[p] >= -1e-3 for p in bench.PARTS), row
        assert row["ideal_s"] > 0 and row["efficiency"] > 0
    line = bench.summary_line(rows, thetas, setup)
    assert re.fullmatch(
        r"coordination efficiency at 16 workers on 2 nodes: strong \d+\.\d\d, weak \d+\.\d\d; "
        r"theta bit-identical to 1 worker: yes",
        line,
    )
