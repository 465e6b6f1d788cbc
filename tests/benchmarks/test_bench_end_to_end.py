"""``benchmarks/bench_es_emulated_scaling.py``'s primary figure, the end-to-end speed-up and its
efficiency, from generation times (made-up ones, never a timed run): it falls when the generations at
w workers get slower, whatever coordination efficiency says."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_es_emulated_scaling.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_es_emulated_scaling", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def rows(strong_at_8: float, weak_at_8: float) -> list[dict]:
    return [
        {"mode": "strong", "workers": 1, "gen_s": 8.0},
        {"mode": "strong", "workers": 8, "gen_s": strong_at_8},
        {"mode": "weak", "workers": 1, "gen_s": 1.0},
        {"mode": "weak", "workers": 8, "gen_s": weak_at_8},
    ]


def test_strong_speed_up_is_t1_over_tw_and_falls_with_a_slower_host(bench):
    assert bench.end_to_end(rows(1.0, 1.0), "strong", 8) == pytest.approx((8.0, 1.0))
    assert bench.end_to_end(rows(2.0, 1.0), "strong", 8) == pytest.approx((4.0, 0.5))


def test_weak_efficiency_is_t1_over_tw(bench):
    assert bench.end_to_end(rows(1.0, 1.0), "weak", 8) == pytest.approx((8.0, 1.0))
    assert bench.end_to_end(rows(1.0, 1.25), "weak", 8) == pytest.approx((6.4, 0.8))
