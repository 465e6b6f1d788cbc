"""The EvoTorch runner (the ``evotorch`` extra): params, the sign of the objective, one small suite run
beside the ES from the same θ0 with its provenance stored, and the Ray pool's curve equal to serial's."""

from __future__ import annotations

import json
import textwrap

import numpy as np
import pytest

from esbench.backends import ThetaEvalResult
from esbench.cli.main import main
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import MemoryWriter
from esbench.core.params import field_docs, from_dict
from esbench.runners.evotorch.runner import EvoTorchParams, EvoTorchRunner, default_popsize
from esbench.testing import is_timing


def trial(budget: int = 600, params: dict | None = None, env: str = "CartPole-v1") -> Trial:
    return Trial(
        suite="t", label="E", algo="evotorch", env=env, seed=1, budget=Budget(timesteps=budget),
        eval=EvalSpec(every_timesteps=budget // 2, episodes=1), policy=PolicySpec(hidden=(4,)),
        params=params or {},
    )  # fmt: skip


def errors(data: dict) -> str:
    with pytest.raises(ConfigErrors) as info:
        from_dict(EvoTorchParams, data, "params")
    return str(info.value)


def test_params_are_documented_and_checked():
    assert all(field_docs(EvoTorchParams).values())
    assert "params.popsize: pgpe samples mirrored pairs" in errors({"popsize": 5})
    assert from_dict(EvoTorchParams, {"searcher": "snes", "popsize": 5}).popsize == 5
    assert "cem has no learning rates" in errors({"searcher": "cem", "center_learning_rate": 0.1})
    assert "params.parenthood_ratio: must be in (0, 1]" in errors({"searcher": "cem", "parenthood_ratio": 0})
    assert "params.calc_obstat_prob: must be in [0, 1]" in errors({"calc_obstat_prob": 2})
    assert default_popsize("pgpe", 26) % 2 == 0 and default_popsize("snes", 26) == 4 + int(3 * np.log(26))


class FakeBackend:
    """Return = 100 θ[0] per episode of 10 steps."""

    num_workers = 1

    def evaluate_thetas(self, thetas, env_seeds):
        return ThetaEvalResult(
            returns=100.0 * thetas[:, 0].astype(np.float64),
            lengths=np.full(len(thetas), 10, dtype=np.int64),
            bytes_to_workers=0,
            bytes_from_workers=0,
        )


@pytest.mark.parametrize("searcher", ["pgpe", "snes", "cem"])
def test_each_searcher_maximises_the_return(searcher):
    """Return = 100 θ[0]: with the sense right, every searcher moves its centre's θ[0] up."""
    runner = EvoTorchRunner()
    runner.backend = FakeBackend()
    params = {"searcher": searcher, "popsize": 8, "stdev_init": 0.1, "calc_obstat_prob": 0.0}
    runner.run(trial(budget=2000, params=params), MemoryWriter())
    theta0 = runner.objective.theta0
    assert runner.evaluated_theta()[0] > theta0[0] + 0.05, searcher
    assert runner.info["searcher"] == searcher.upper() and runner.info["evotorch"]


SUITE = """\
name: evotorch-small
seeds: [0]
init: shared
budget: {timesteps: 600}
eval: {every_timesteps: 300, episodes: 2}
envs: [CartPole-v1]
policy: {hidden: [8]}
algorithms:
  - {label: ES, algo: openai_es, params: {backend: serial, population: 4, noise_table_size: 100000}}
  - {label: PGPE, algo: evotorch, params: {searcher: pgpe, popsize: 4}}
  - {label: SNES, algo: evotorch, params: {searcher: snes, popsize: 4}}
  - {label: CEM, algo: evotorch, params: {searcher: cem, popsize: 4, calc_obstat_prob: 0.5}}
"""


def test_one_small_suite_runs_beside_the_es_from_its_theta0(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(SUITE))
    assert main(["run", "suite.yaml", "--results", "results", "--no-report"]) == 0
    runs = {}
    for run_dir in (tmp_path / "results").iterdir():
        if (run_dir / "run.json").is_file():
            config = json.loads((run_dir / "config.json").read_text())
            info = json.loads((run_dir / "info.json").read_text())
            runs[config["label"]] = (json.loads((run_dir / "run.json").read_text()), info)
    assert set(runs) == {"ES", "PGPE", "SNES", "CEM"}
    assert all(run["status"] == "COMPLETED" for run, _ in runs.values())
    assert len({info["theta0_sha256"] for _, info in runs.values()}) == 1  # init: shared, one θ0
    run, info = runs["PGPE"]
    import evotorch

    assert f"evotorch=={evotorch.__version__}" in run["experiment"]["dependencies"]
    names = [entry["distribution"] for entry in run["meta"]["provenance"]]
    assert names[:2] == ["evotorch", "torch"] and [e["distribution"] for e in info["provenance"]] == names
    assert info["obs_normalisation"] is True  # the ES's objective: calc_obstat_prob 0.01 by default


@pytest.mark.ray
def test_the_ray_pool_gives_the_serial_curve_with_observation_statistics(ray_session):
    """Candidates with sampled observation statistics (ThetaStatsRequest) through Ray: the same curve."""
    params = {"searcher": "snes", "popsize": 4, "calc_obstat_prob": 0.5}
    serial, pooled = MemoryWriter(), MemoryWriter()
    EvoTorchRunner().run(trial(1200, params, "Pendulum-v1"), serial)
    runner = EvoTorchRunner()
    runner.run(trial(1200, {**params, "backend": "ray", "workers": 2}, "Pendulum-v1"), pooled)
    assert runner.info["cores"] == 2
    for name in serial.metrics:
        if not is_timing(name) and "bytes" not in name:
            assert pooled.metrics[name] == serial.metrics[name], name
