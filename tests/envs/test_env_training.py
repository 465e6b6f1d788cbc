"""Every registered env trains: one ES generation and one SB3 update through the real runners.

Each env is used through an env ref capped at 20 steps per episode, so the eval episodes stay short
(this also checks that env options reach training and evaluation). The policy is the suite default
(``auto``): the CNN with virtual batch norm on Atari, the 2x64 tanh MLP elsewhere.
"""

from __future__ import annotations

import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter
from esbench.envs import FAMILIES, format_env_ref, is_image_env
from esbench.runners.registry import get_runner

ALL_IDS = [env_id for family in FAMILIES if family.installed for env_id in family.env_ids]
CAP = 20


def tiny_trial(algo: str, env_id: str, params: dict, budget: int = 1) -> Trial:
    """One generation / update (budget 1 step: the first point is already past it), 1 eval episode."""
    return Trial(
        suite="t",
        label=algo,
        algo=algo,
        env=format_env_ref(env_id, {"max_episode_steps": CAP}),
        seed=0,
        budget=Budget(timesteps=budget),
        eval=EvalSpec(every_timesteps=budget, episodes=1),
        policy=PolicySpec().resolved(is_image_env(env_id)),
        params=params,
    )


def run(trial: Trial):
    runner = get_runner(trial.algo)()
    writer = MemoryWriter()
    result = runner.run(trial, writer)
    return runner, writer, result


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_one_es_generation(env_id):
    params = {
        "population": 1,
        "backend": "serial",
        "noise_table_size": 2**20,
        "episode_cap": "fixed",
        "episode_cap_steps": 10,
    }
    runner, writer, result = run(tiny_trial("openai_es", env_id, params))
    assert [v for _, v in writer.metrics["es.generation"]][-1] == 1.0
    assert 0 < result.timesteps <= 20
    assert runner.info["num_params"] > 0
    assert max(v for _, v in writer.metrics["eval.length_mean"]) <= CAP, "the eval env has the options"


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_one_sb3_update(env_id):
    runner, _, result = run(tiny_trial("sb3_a2c", env_id, {"n_steps": 8}))
    assert result.timesteps == 8
    assert runner.info["num_params"] > 0
    if is_image_env(env_id):
        extractor = runner.model.policy.features_extractor
        assert type(extractor).__name__ == "EsbenchCnnExtractor", "CnnPolicy with the ES's conv trunk"
