"""The ES on HalfCheetah-v5 stores the same metrics on either simulator: ``esbench run`` of one suite
with the env twice, on the batched simulator (the default) and with ``simulator: gymnasium``, gives
identical stored curves (every metric but the timings), and each run records its simulator."""

from __future__ import annotations

import pytest

from esbench.cli.main import main
from esbench.stores.file_store import FileRunStore
from esbench.testing import is_timing

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
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    store = tmp_path / "store"
    assert main(["run", str(suite), "--results", str(store), "--no-report"]) == 0
    runs = {run.config["env"]: run for run in FileRunStore(store).iter_runs()}
    batched, gymnasium = runs["HalfCheetah-v5"], runs['HalfCheetah-v5[simulator="gymnasium"]']
    assert batched.info["simulator"] == "batched" and gymnasium.info["simulator"] == "gymnasium"
    assert batched.run["status"] == gymnasium.run["status"] == "COMPLETED"

    def curves(run):
        return {name: (m["steps"], m["values"]) for name, m in run.metrics.items() if not is_timing(name)}

    want = curves(gymnasium)
    assert len(want["eval.return_mean"][0]) == 3  # steps 0, 8k, 16k
    assert len(set(want["eval.return_mean"][1])) > 1  # θ moved
    assert curves(batched) == want
