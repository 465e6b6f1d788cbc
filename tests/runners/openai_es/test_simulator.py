"""The ES on HalfCheetah-v5 stores the same metrics on either simulator: ``esbench run`` of one suite
with the env twice, on the batched simulator (the default) and with ``simulator: gymnasium``, gives
identical stored curves (every metric but the timings), and each run records its simulator."""

from __future__ import annotations

import pytest
from suiterun import assert_same_curves, run

from esbench.stores.file_store import FileRunStore

pytest.importorskip("mujoco")

SUITE = """\
name: simulators
seeds: [3]
budget: {timesteps: 16000}
eval: {every_timesteps: 8000, episodes: 1}
envs:
  - HalfCheetah-v5
  - {id: HalfCheetah-v5, options: {simulator: gymnasium}}
algorithms:
  - label: ES
    algo: openai_es
    params: {backend: serial, population: 4, noise_table_size: 1000000, sigma: 0.05, learning_rate: 0.03}
policy: {hidden: [16, 16], init: normc}
"""


def test_the_es_stores_the_same_curves_on_both_simulators(tmp_path):
    code, store = run(tmp_path, SUITE, "store")
    assert code == 0
    runs = {stored.config["env"]: stored for stored in FileRunStore(store).iter_runs()}
    batched, gymnasium = runs["HalfCheetah-v5"], runs['HalfCheetah-v5[simulator="gymnasium"]']
    assert batched.info["simulator"] == "batched" and gymnasium.info["simulator"] == "gymnasium"
    assert batched.run["status"] == gymnasium.run["status"] == "COMPLETED"
    evals = gymnasium.metrics["eval.return_mean"]
    assert len(evals["steps"]) == 3  # steps 0, 8k, 16k
    assert len(set(evals["values"])) > 1  # θ moved
    assert_same_curves(batched.metrics, gymnasium.metrics)
