"""The episode cap (env option ``max_episode_steps``, GoodAI's ``max_ep_length``) binds every algorithm's
training and evaluation episodes: Pendulum never terminates, so every episode is exactly the cap long."""

from __future__ import annotations

import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter
from esbench.envs import format_env_ref
from esbench.runners.registry import get_runner

CAP = 37
PARAMS = {
    "openai_es": {"population": 2, "backend": "serial", "noise_table_size": 2**16, "episodes_per_pair": 2},
    "nevergrad": {"popsize": 4, "episodes_per_eval": 3},
    "sb3_a2c": {"n_steps": 5},
}


@pytest.mark.parametrize("algo", sorted(PARAMS))
def test_training_and_eval_episodes_stop_at_the_cap(algo):
    trial = Trial(
        suite="t", label=algo, algo=algo, env=format_env_ref("Pendulum-v1", {"max_episode_steps": CAP}),
        seed=0, budget=Budget(timesteps=300), eval=EvalSpec(every_timesteps=300, episodes=2),
        policy=PolicySpec(hidden=(4,)), params=PARAMS[algo],
    )  # fmt: skip
    writer = MemoryWriter()
    result = get_runner(algo)().run(trial, writer)
    assert set(writer.values("eval.length_mean")) == {CAP}
    if algo != "sb3_a2c":  # whole episodes only: the step count is a multiple of the cap
        assert result.timesteps % CAP == 0 and result.timesteps >= 300
