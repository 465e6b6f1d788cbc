"""Where an ES generation's time goes: the ``es.*_time_s`` parts sum to ``es.gen_time_s``, serial and Ray.

Structural only (no timing thresholds): every logged generation has every part, none negative, and
their sum is the generation's wall time up to float rounding. Also the request sizing (one equal
share per worker) that the breakdown's compute/tail split depends on.
"""

import itertools
import math

import pytest

from esbench.backends.requests import request_ranges
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.es_names import GEN_TIME, PARTS, part_metric
from esbench.core.metrics import MemoryWriter
from esbench.runners.openai_es.runner import OpenAIESRunner


def _breakdown(backend: str, **params) -> MemoryWriter:
    trial = Trial(
        suite="test",
        label="es",
        algo="openai_es",
        env="CartPole-v1",
        seed=0,
        budget=Budget(3_000),
        eval=EvalSpec(3_000, episodes=1),
        policy=PolicySpec(hidden=(8,)),
        params={"noise_table_size": 2**16, "population": 6, "backend": backend, **params},
    )
    writer = MemoryWriter()
    OpenAIESRunner().run(trial, writer)
    return writer


def _check_sums(writer: MemoryWriter) -> None:
    totals = writer.metrics[GEN_TIME]
    assert len(totals) >= 2
    for i, (step, total) in enumerate(totals):
        parts = []
        for part in PARTS:
            p_step, value = writer.metrics[part_metric(part)][i]
            assert p_step == step and value >= -1e-9, (part, value)
            parts.append(value)
        assert math.isclose(math.fsum(parts), total, rel_tol=1e-9, abs_tol=1e-12)
        busy = writer.metrics["es.worker_busy_time_s"][i][1]
        assert busy > 0 and writer.metrics["es.worker_idle_time_s"][i][1] >= 0


def test_parts_sum_to_the_generation_time_serial():
    writer = _breakdown("serial")
    _check_sums(writer)
    tails = [v for _, v in writer.metrics["es.tail_time_s"]]
    assert tails == [0.0] * len(tails)  # one in-process worker: never waiting for another


@pytest.mark.ray
def test_parts_sum_to_the_generation_time_ray(ray_session):
    _check_sums(_breakdown("ray", workers=2))


def test_requests_are_equal_shares_of_the_workers():
    cuts = _cuts(100, 15)  # 25 requests of 4 pairs were two rounds on 15 workers; now one of 6-7 each
    assert request_ranges(0, 100, 15) == list(itertools.pairwise(cuts))
    sizes = [b - a for a, b in request_ranges(0, 5000, 1440)]
    assert len(sizes) == 1440 and set(sizes) == {3, 4} and sum(sizes) == 5000
    assert request_ranges(10, 13, 8) == [(10, 11), (11, 12), (12, 13)]  # fewer pairs than workers
    assert len(request_ranges(0, 64, 4, per_worker=2)) == 8
    assert request_ranges(0, 10, 4, per_task=4) == [(0, 4), (4, 8), (8, 10)]  # a fixed size wins
    assert request_ranges(5, 5, 4) == []


def test_factoring_requests_halve_what_is_left_in_rounds_of_one_per_worker():
    ranges = request_ranges(0, 100, 2, schedule="factoring")
    assert [b - a for a, b in ranges] == [25, 25, 13, 13, 6, 6, 3, 3, 2, 2, 1, 1]
    assert ranges[0][0] == 0 and ranges[-1][1] == 100
    assert all(b == c for (_, b), (c, _) in itertools.pairwise(ranges))  # contiguous, in pair order
    for pairs, workers in [(5000, 64), (37, 3), (7, 16), (1000, 7)]:
        sizes = [b - a for a, b in request_ranges(10, 10 + pairs, workers, schedule="factoring")]
        assert sum(sizes) == pairs and min(sizes) >= 1
        assert sizes == sorted(sizes, reverse=True)  # never a larger request after a smaller one
        assert sizes[0] == -(-pairs // (2 * workers))  # the first round covers half the pairs
    assert request_ranges(3, 40, 1, schedule="factoring") == [(3, 40)]  # one worker: nothing to balance
    assert request_ranges(0, 10, 4, per_task=4, schedule="factoring") == [(0, 4), (4, 8), (8, 10)]
    with pytest.raises(ValueError, match="unknown request schedule 'guided'"):
        request_ranges(0, 10, 2, schedule="guided")


def _cuts(pairs: int, workers: int) -> list[int]:
    size, extra = divmod(pairs, workers)
    cuts = [0]
    for i in range(workers):
        cuts.append(cuts[-1] + size + (i < extra))
    return cuts


def test_factoring_sizes_its_own_requests():
    from esbench.runners.openai_es.params import OpenAIESParams

    problems = dict(OpenAIESParams(request_schedule="factoring", requests_per_worker=4).check())
    assert "applies to request_schedule: equal" in problems["requests_per_worker"]
    assert not dict(OpenAIESParams(request_schedule="factoring").check())


def test_the_params_schedules_are_the_backends():
    # the param's Literal (the runner's suite schema) and the backends' REQUEST_SCHEDULES name the same
    # schedules: the backends may not import the runners, so the names are written twice
    import typing

    from esbench.backends.requests import REQUEST_SCHEDULES
    from esbench.runners.openai_es.params import OpenAIESParams

    hints = typing.get_type_hints(OpenAIESParams)
    assert set(typing.get_args(hints["request_schedule"])) == set(REQUEST_SCHEDULES)
