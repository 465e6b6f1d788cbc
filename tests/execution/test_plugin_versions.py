"""A plugin whose version is not PEP 440 ("1.0 beta") runs: Sacred, which refuses such a version in
its dependency list (``Invalid Version``, before the run is stored), gets only the versions it takes,
and the run keeps the plugin's version as it is in its provenance."""

from __future__ import annotations

import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.execution import experiment


@pytest.mark.parametrize("version", ["1.0 beta", "nightly", "2.0+local.build", "0.3.1"])
def test_any_plugin_version_builds_the_experiment_and_sacred_gets_only_pep440(monkeypatch, version):
    entry = {"module": "plug", "distribution": "plug-dist", "version": version, "commit": None, "url": None}
    monkeypatch.setattr(experiment, "run_provenance", lambda trial: [entry])
    trial = Trial(suite="s", label="ES", algo="openai_es", env="CartPole-v1", seed=0,
                  budget=Budget(timesteps=100), eval=EvalSpec(every_timesteps=50, episodes=1),
                  policy=PolicySpec(type="mlp"), params={})  # fmt: skip
    ex = experiment.build_experiment(trial=trial)  # today's code raised ValueError: Invalid Version
    names = {d.name for d in ex.dependencies}
    public = version.split("+")[0]
    assert ("plug-dist" in names) == (public in ("2.0", "0.3.1"))
