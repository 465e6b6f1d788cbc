"""Stable-Baselines3 off-policy runners: SAC (Haarnoja et al. 2018) and TD3 (Fujimoto et al. 2018).

They are the rows of :data:`OFF_POLICY`, made into classes on :class:`OffPolicyRunner` by
:mod:`.algorithms`, and share :class:`~esbench.runners.sb3.base.SB3Runner` with the on-policy
runners: the same callback (a "rollout" is ``train_freq`` steps per env, one step by default, so a
run stops at most ``train_freq * n_envs`` steps past the budget), the same actor, envs, seeds and
``hyperparams: rl-zoo`` (the vendored ``sac.yml``, ``td3.yml``). The network is the suite's
``policy`` for the actor and for each Q-critic (``net_arch: {pi: hidden, qf: hidden}``);
``info.num_params`` counts the actor.

``resources.cores``: N envs, each in its own process (``vec_env: subproc``), and N torch threads for
the updates. Extra cores collect experience faster; they do not add updates: SB3 takes
``gradient_steps`` gradient steps per rollout of ``train_freq * N`` steps, so N cores make N times
fewer updates per env step unless the suite sets ``gradient_steps: -1`` (one per env step collected).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import gymnasium as gym
import numpy as np
import torch
from stable_baselines3 import SAC, TD3
from stable_baselines3.common.base_class import BaseAlgorithm
from stable_baselines3.common.noise import NormalActionNoise
from stable_baselines3.common.vec_env import VecEnv
from stable_baselines3.sac.policies import SACPolicy
from stable_baselines3.td3.policies import TD3Policy

from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import ConfigError
from esbench.core.params import field
from esbench.envs import make_env
from esbench.policies import torch_activation
from esbench.runners.resources import FLOAT32_BYTES, memory_problems
from esbench.runners.sb3.algorithms import SB3Algorithm, TableRunner, runner_classes
from esbench.runners.sb3.base import N_ENVS_DOC, VEC_ENV_DOC, SB3ParamsCheck
from esbench.runners.sb3.tuning import model_policy_kwargs

#: float32 values a replay buffer keeps per transition at the least (observation, next observation,
#: action, reward, done, timeout).
REPLAY_FLOATS_PER_STEP = 6
_TRAIN_FREQ_DOC = "Env steps per env between updates (one 'rollout'; SB3's train_freq in steps)."
_GRADIENT_STEPS_DOC = "Gradient steps after each rollout (-1: as many as env steps collected)."

SAC_TUNE_SPACE: Mapping[str, Mapping[str, list]] = {
    "learning_rate": {"log_uniform": [1e-5, 1e-2]},
    "batch_size": {"choice": [64, 128, 256, 512]},
    "gamma": {"choice": [0.95, 0.98, 0.99, 0.995, 0.999]},
    "tau": {"choice": [0.005, 0.01, 0.02, 0.05]},
    "learning_starts": {"choice": [100, 1000, 10000]},
}
TD3_TUNE_SPACE: Mapping[str, Mapping[str, list]] = {**SAC_TUNE_SPACE, "noise_std": {"uniform": [0.0, 0.5]}}


@dataclasses.dataclass(frozen=True, kw_only=True)
class _OffPolicyParams(SB3ParamsCheck):
    """Fields SAC and TD3 share (SB3's defaults)."""

    buffer_size: int = field(1_000_000, doc="Replay buffer size in transitions (allocated at the start).")
    learning_starts: int = field(100, doc="Env steps of uniform random actions before the first update.")
    batch_size: int = field(256, doc="Minibatch size of each gradient step.")
    tau: float = field(0.005, doc="Polyak coefficient of the target networks' soft update.")
    gamma: float = field(0.99, doc="Discount factor.")
    train_freq: int = field(1, doc=_TRAIN_FREQ_DOC)
    gradient_steps: int = field(1, doc=_GRADIENT_STEPS_DOC)
    n_envs: int = field(1, doc=N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=VEC_ENV_DOC)

    def size_problems(self) -> Iterable[tuple[str, str]]:
        """``gradient_steps``: -1 or > 0 (checked here: negative values are otherwise allowed)."""
        if self.gradient_steps != -1 and self.gradient_steps <= 0:
            yield "gradient_steps", f"must be -1 or > 0, got {self.gradient_steps}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class SACParams(_OffPolicyParams):
    """SAC hyperparameters (SB3 defaults), see ``stable_baselines3.SAC``."""

    learning_rate: float | str = field(3e-4, doc="Adam learning rate (constant, or lin_<x>).")
    ent_coef: float | str = field("auto", doc="Entropy coefficient: a number, auto or auto_<initial>.")
    target_update_interval: int = field(1, doc="Gradient steps between target network updates.")
    target_entropy: float | str = field("auto", doc="Target entropy of the auto ent_coef (auto: -dim(A)).")
    use_sde_at_warmup: bool = field(False, doc="With use_sde: gSDE instead of uniform actions in warm-up.")


@dataclasses.dataclass(frozen=True, kw_only=True)
class TD3Params(_OffPolicyParams):
    """TD3 hyperparameters (SB3 defaults), see ``stable_baselines3.TD3``."""

    learning_rate: float | str = field(1e-3, doc="Adam learning rate (constant, or lin_<x>).")
    policy_delay: int = field(2, doc="Critic updates per actor (and target) update.")
    target_policy_noise: float = field(0.2, doc="Std of the target policy smoothing noise.")
    target_noise_clip: float = field(0.5, doc="Clip of the target policy smoothing noise.")
    noise_type: Literal["none", "normal"] = field(
        "none", doc="Exploration noise on actions: none (SB3's default) or normal (rl-zoo's)."
    )
    noise_std: float = field(0.1, doc="noise_type normal: std of the Gaussian action noise.")

    def size_problems(self) -> Iterable[tuple[str, str]]:
        """Also: TD3 has no gSDE."""
        yield from super().size_problems()
        if self.use_sde:
            yield "use_sde", "TD3 has no gSDE (state-dependent exploration): use noise_type"


@functools.cache
def _action_space(env_ref: str) -> gym.Space:
    env = make_env(env_ref)
    try:
        return env.action_space
    finally:
        env.close()


class OffPolicyRunner(TableRunner):
    """Shared runner for SAC and TD3 (the rows of :data:`OFF_POLICY`): actor and Q-critics from the
    suite's policy, mlp only."""

    policy_types = ("mlp",)
    """Image observations would need a replay buffer of frames: SAC/TD3 train mlp policies only."""

    @classmethod
    def resolve_params(cls, params: Mapping[str, Any], env: str, path: str = "params") -> dict[str, Any]:
        """The zoo's values (:class:`SB3Runner`), after checking that ``env`` has continuous actions
        (SAC and TD3 act in a Box), so a discrete env is a validation error, not a failed run."""
        space = _action_space(env)
        if not isinstance(space, gym.spaces.Box):
            raise ConfigError(path, f"{cls.algo} needs continuous (Box) actions; {env} has {space}")
        return super().resolve_params(params, env, path)

    @classmethod
    def resource_problems(cls, params: Any, policy: PolicySpec, budget: Budget) -> Iterable[tuple[str, str]]:
        """The networks and env processes (:class:`SB3Runner`), the replay buffer (allocated at the
        start: at least one row per env) and one minibatch against memory."""
        yield from super().resource_problems(params, policy, budget)
        rows = max(params.buffer_size, params.n_envs)
        yield from memory_problems(
            "params.buffer_size",
            f"a replay buffer of {rows:,} transitions",
            REPLAY_FLOATS_PER_STEP * FLOAT32_BYTES * rows,
        )
        yield from memory_problems(
            "params.batch_size",
            f"minibatches of {params.batch_size:,} transitions",
            REPLAY_FLOATS_PER_STEP * FLOAT32_BYTES * params.batch_size,
        )

    @classmethod
    def learn_timesteps(cls, trial: Trial, params: Any) -> int:
        """The budget plus one rollout (``train_freq * n_envs``) of margin."""
        return trial.budget.timesteps + params.train_freq * params.n_envs

    @classmethod
    def policy_kwargs(cls, params: Any, spec: PolicySpec) -> dict[str, Any]:
        """The suite's hidden layers for the actor (``pi``) and each critic (``qf``)."""
        if params.policy_kwargs is not None:
            return model_policy_kwargs(params, spec)
        hidden = list(spec.hidden)
        return {"net_arch": {"pi": hidden, "qf": hidden}, "activation_fn": torch_activation(spec.activation)}

    def actor_parameters(self, model: BaseAlgorithm) -> Iterable[torch.nn.Parameter]:
        """The actor (``policy.actor``); the critics and target networks are not the policy."""
        policy = model.policy
        if not isinstance(policy, (SACPolicy, TD3Policy)):
            raise TypeError(f"{type(policy).__name__} is neither a SAC nor a TD3 policy")
        return policy.actor.parameters()

    def run_facts(self, params: Any) -> dict[str, Any]:
        """``rollout_steps``: train_freq x n_envs."""
        return {"rollout_steps": params.train_freq * params.n_envs}


def td3_model_kwargs(kwargs: dict[str, Any], params: Any, venv: VecEnv) -> dict[str, Any]:
    """TD3's keywords: ``noise_type``/``noise_std`` as SB3's ``action_noise``; no gSDE keywords (TD3
    has none)."""
    for name in ("noise_type", "noise_std", "use_sde", "sde_sample_freq"):
        kwargs.pop(name)
    space = venv.action_space
    if params.noise_type == "normal" and isinstance(space, gym.spaces.Box):  # Box: checked at validation
        dims = space.shape[-1]
        kwargs["action_noise"] = NormalActionNoise(np.zeros(dims), params.noise_std * np.ones(dims))
    return kwargs


#: The off-policy algorithms, one row each (:mod:`.algorithms`), in the registry's order.
OFF_POLICY: tuple[SB3Algorithm, ...] = (
    SB3Algorithm(
        algo="sb3_sac", class_name="SACRunner", model=SAC, params=SACParams, tune_space=SAC_TUNE_SPACE,
        doc="SAC, soft actor-critic (Haarnoja et al. 2018), from SB3.",
    ),
    SB3Algorithm(
        algo="sb3_td3", class_name="TD3Runner", model=TD3, params=TD3Params, tune_space=TD3_TUNE_SPACE,
        doc="TD3, twin delayed DDPG (Fujimoto et al. 2018), from SB3.", model_kwargs=td3_model_kwargs,
    ),
)  # fmt: skip
SACRunner, TD3Runner = runner_classes(OffPolicyRunner, OFF_POLICY, __name__)
