"""An ES run whose workers hand running episodes to each other stores the serial run's curves.

``esbench run`` of one suite with the ES twice on HalfCheetah-v5 (batched simulator): on 2 Ray
workers with one pair per generation (one request, so the second worker is idle from the start and
takes half the running episodes every generation), and in-process (nobody to hand them to). Every
stored metric is identical but the timings, the handoff counts and the cumulative traffic (nothing
crosses in-process: its ``es.bytes_*_total`` are 0; the per-generation ``es.bytes_*`` count the
same messages), and the Ray run logs its handoffs every generation.
"""

from __future__ import annotations

import pytest
from suiterun import assert_same_curves, run

from esbench.core.es_names import EPISODES_HANDED_OFF, HANDOFF_BYTES
from esbench.stores.file_store import FileRunStore

pytest.importorskip("mujoco")

SUITE = """\
name: handoffs
seeds: [2]
budget: {timesteps: 4000}
eval: {every_timesteps: 2000, episodes: 1}
envs: [HalfCheetah-v5]
algorithms:
  - label: ES-ray
    algo: openai_es
    params: {backend: ray, workers: 2, population: 1, noise_table_size: 1000000, sigma: 0.05}
  - label: ES-serial
    algo: openai_es
    params: {backend: serial, population: 1, noise_table_size: 1000000, sigma: 0.05}
policy: {hidden: [16, 16], init: normc}
"""


def test_handed_off_episodes_leave_the_curves_unchanged(tmp_path):
    code, store = run(tmp_path, SUITE, "store")
    assert code == 0
    runs = {stored.config["label"]: stored for stored in FileRunStore(store).iter_runs()}
    ray_run, serial_run = runs["ES-ray"], runs["ES-serial"]
    assert ray_run.run["status"] == serial_run.run["status"] == "COMPLETED"
    handed = ray_run.metrics[EPISODES_HANDED_OFF]["values"]
    assert len(handed) == 2 and all(v >= 1 for v in handed)  # both generations moved an episode
    assert all(v > 0 for v in ray_run.metrics[HANDOFF_BYTES]["values"])
    assert set(serial_run.metrics[EPISODES_HANDED_OFF]["values"]) == {0.0}
    totals = {name for name in ray_run.metrics if name.endswith("_total")}
    assert totals == {"es.bytes_to_workers_total", "es.bytes_from_workers_total"}
    assert_same_curves(
        {k: v for k, v in ray_run.metrics.items() if k not in totals},
        {k: v for k, v in serial_run.metrics.items() if k not in totals},
    )
