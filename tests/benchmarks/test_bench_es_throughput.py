"""``benchmarks/bench_es_throughput.py``'s throughput ratio ("of the raw ceiling", the README's 0.93):
the functions that compute it from a run's measurements, on made-up ones, never a timed run.

The ratio is the ES's steps/s per core over the raw ceiling per process, the ceiling being each
generation's two neighbouring slices averaged and weighted by the generations' durations: so the ES's
steps over the steps the ceiling made in the same time. It must fall when the ES is slower, when the
same steps/s are spread over more workers, and when the ceiling beside it is higher.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_es_throughput.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_es_throughput", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


#: Two generations, 2 s and 1 s, beside ceiling slices of 20,000, 16,000 and 22,000 steps/s per process.
GENERATIONS = [(2.0, 20_000.0, 16_000.0), (1.0, 16_000.0, 22_000.0)]


def test_the_ceiling_beside_a_run_weights_each_generation_by_its_duration(bench):
    # 2 s beside a mean of 18,000 and 1 s beside 19,000: 55,000 steps in 3 s
    assert bench.ceiling_beside(GENERATIONS) == pytest.approx(55_000 / 3)
    # the same slices, the longer generation now beside the faster ones: a higher ceiling
    swapped = [(1.0, 20_000.0, 16_000.0), (2.0, 16_000.0, 22_000.0)]
    assert bench.ceiling_beside(swapped) == pytest.approx(56_000 / 3)
    # a slower ceiling slice lowers it
    slower = [(2.0, 20_000.0, 8_000.0), (1.0, 8_000.0, 22_000.0)]
    assert bench.ceiling_beside(slower) < bench.ceiling_beside(GENERATIONS)


def test_the_ratio_moves_with_the_es_the_workers_and_the_ceiling(bench):
    ceiling = bench.ceiling_beside(GENERATIONS)
    steps = 2 * 0.9 * 55_000  # 2 workers, each at 0.9 of the ceiling's steps in the same 3 s
    ratio = bench.of_ceiling(steps / 3.0, 2, ceiling)
    assert ratio == pytest.approx(0.9)
    # the ES at half the speed (half the steps in the same time): half the ratio
    assert bench.of_ceiling(steps / 2 / 3.0, 2, ceiling) == pytest.approx(0.45)
    # the same steps/s from 4 workers: each core does half as much
    assert bench.of_ceiling(steps / 3.0, 4, ceiling) == pytest.approx(0.45)
    # the same ES beside a ceiling twice as high (slices measured alone, say, on an idle core)
    faster = [(d, 2 * before, 2 * after) for d, before, after in GENERATIONS]
    assert bench.of_ceiling(steps / 3.0, 2, bench.ceiling_beside(faster)) == pytest.approx(0.45)
