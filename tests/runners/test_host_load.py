"""The host's load over a run (runners/host_load.py): the others' cores are the host's CPU time less
the run's own, judged per window against the run's free cores. The arithmetic is checked on
synthetic samples (a real machine's load is not reproducible); the real clocks once, for shape."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from esbench.runners.host_load import (
    MARGIN_CORES,
    WINDOW_S,
    HostMonitor,
    Sample,
    host_cpu_seconds,
    load_facts,
)


def samples(others: dict[int, float], own_cores: float = 2.0, seconds: int = 300) -> list[Sample]:
    """Samples every 10 s for ``seconds``, the run using ``own_cores`` and other work the cores that
    ``others`` gives for each 10-s slot starting at that second (0.1 elsewhere)."""
    out, host, own = [], 0.0, 0.0
    for t in range(0, seconds + 1, 10):
        out.append(Sample(float(t), host, 0.0, own, 1.0))
        host += 10 * (own_cores + others.get(t, 0.1))
        own += 10 * own_cores
    return out


def test_a_quiet_host_is_not_contended_and_the_run_own_time_is_not_counted():
    facts = load_facts(samples({}), cores=2, cpus=2)
    assert facts["contended"] is False
    assert facts["others_cores_mean"] == pytest.approx(0.1) and facts["others_cores_max"] == pytest.approx(
        0.1
    )
    assert facts["span_s"] == 300 and facts["samples"] == 31 and facts["free_cores"] == 0


def test_a_minute_of_one_more_core_of_other_work_marks_the_run_contended():
    burst = {t: 1.0 for t in range(120, 180, 10)}  # a test run for one minute of five
    facts = load_facts(samples(burst), cores=2, cpus=2)
    assert facts["contended"] is True
    assert facts["others_cores_max"] == pytest.approx(1.0) and facts["others_cores_max"] > MARGIN_CORES
    assert facts["others_cores_mean"] == pytest.approx((4 * 0.1 + 1.0) / 5)  # the mean alone would pass
    assert max(facts["others_cores_per_minute"]) == pytest.approx(1.0)


def test_the_same_burst_is_free_for_a_one_core_trial_beside_one_free_core():
    burst = {t: 1.0 for t in range(120, 180, 10)}  # an unpinned 1-core trial on 2 CPUs
    facts = load_facts(samples(burst, own_cores=1.0), cores=1, cpus=2)
    assert facts["free_cores"] == 1 and facts["contended"] is False
    more = {t: 1.7 for t in range(120, 180, 10)}  # beyond its free core by more than the margin
    assert load_facts(samples(more, own_cores=1.0), cores=1, cpus=2)["contended"] is True


def test_a_remainder_shorter_than_a_window_joins_the_last_window():
    facts = load_facts(samples({300: 2.0}, seconds=310), cores=2, cpus=2)
    # 10 s of 2 more cores in the last 10 s: alone that slot would be contended; joined to the last
    # window (240-310 s, 7 slots) it is diluted to (6 x 0.1 + 2.0) / 7
    assert len(facts["others_cores_per_minute"]) == 5
    assert facts["others_cores_max"] == pytest.approx((6 * 0.1 + 2.0) / 7, abs=1e-3)
    assert facts["contended"] is False


def test_a_run_shorter_than_a_window_is_judged_on_its_whole_span():
    short = samples({0: 2.0, 10: 2.0}, seconds=30)
    assert 30 < WINDOW_S
    facts = load_facts(short, cores=2, cpus=2)
    assert facts["others_cores_per_minute"] == [pytest.approx((2.0 + 2.0 + 0.1) / 3, abs=0.01)]
    assert facts["contended"] is True


def test_one_sample_judges_nothing():
    assert load_facts(samples({})[:1], cores=2, cpus=2)["contended"] is None


def test_host_cpu_seconds_reads_the_cpu_lines(tmp_path: Path):
    stat = tmp_path / "stat"
    # user nice system idle iowait irq softirq steal
    stat.write_text(
        "cpu  100 20 30 999 50 5 5 40 0 0\ncpu0 60 0 10 500 20 1 1 10 0 0\ncpu1 40 20 20 499 30 4 4 30 0 0\n"
        "intr 1 2 3\n"
    )
    busy, steal = host_cpu_seconds(stat=stat)
    ticks = 100 + 20 + 30 + 5 + 5  # idle and iowait left out
    assert busy * steal != 0 and busy / steal == pytest.approx(ticks / 40)
    busy0, steal0 = host_cpu_seconds([0], stat=stat)  # a run pinned to CPU 0: its line alone
    assert busy0 / steal0 == pytest.approx((60 + 10 + 1 + 1) / 10)
    assert host_cpu_seconds([0, 1], stat=stat) == pytest.approx((busy, steal))
    assert host_cpu_seconds([0, 7], stat=stat) is None  # no line for CPU 7
    stat.write_text("intr 1 2 3\n")
    assert host_cpu_seconds(stat=stat) is None
    assert host_cpu_seconds(stat=tmp_path / "absent") is None


@pytest.mark.skipif(host_cpu_seconds() is None, reason="needs /proc/stat (Linux)")
def test_the_monitor_samples_the_real_clocks():
    monitor = HostMonitor(lambda: 0.0, cores=1, interval_s=0.05)
    monitor.start()
    sum(i * i for i in range(300_000))  # some work between the first and last sample
    facts = monitor.stop()
    assert facts["available"] is True and facts["samples"] >= 2
    assert isinstance(facts["contended"], bool) and facts["others_cores_mean"] >= 0
    assert facts["cpus"] == len(os.sched_getaffinity(0))  # the CPUs this process may run on


def test_a_pinned_trial_has_no_free_core_on_its_own_cpu():
    # --jobs 2 at one core each: the monitor watches the trial's own CPU, where nothing else belongs
    neighbour = {t: 0.7 for t in range(0, 300, 10)}  # a process sharing its core
    assert load_facts(samples(neighbour, own_cores=1.0), cores=1, cpus=1)["contended"] is True
    assert load_facts(samples({}, own_cores=1.0), cores=1, cpus=1)["contended"] is False
