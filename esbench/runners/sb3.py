"""Stable-Baselines3 runners: TRPO (sb3-contrib), A2C (the synchronous A3C) and PPO.

All three share :class:`SB3Runner`: the suite's ``params`` become the algorithm's keyword
arguments (SB3's own defaults unless the suite says otherwise), the network is the suite's
``policy`` (:func:`esbench.policies.sb3_policy_kwargs`, the same 2x64 tanh MLP as the ES) and the
envs come from :func:`esbench.envs.make_env`. A small :class:`MetricsCallback` feeds the
:class:`~esbench.core.metrics.RunLogger` and stops training at the first rollout boundary at or past
the budget. ``hyperparams: rl-zoo`` fills in rl-baselines3-zoo's tuned values for the env
(:mod:`.rl_zoo`); VecNormalize, ``lin_`` schedules and ``policy_kwargs`` are in :mod:`.sb3_tuning`.

Departures from SB3 defaults, all in :meth:`SB3Runner.build_model`: ``device="cpu"`` (a 2x64 MLP
is faster on CPU than on a GPU), ``verbose=0``, and the env seeds come from
:func:`esbench.core.seeding.derive_seed` instead of ``model seed + i``.
"""

from __future__ import annotations

import dataclasses
import functools
import multiprocessing
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import gymnasium as gym
import numpy as np
import torch
from sb3_contrib import TRPO
from stable_baselines3 import A2C, PPO
from stable_baselines3.common.base_class import BaseAlgorithm
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.monitor import Monitor
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import RunLogger, RunResult
from esbench.core.params import field, non_negative, positive
from esbench.core.seeding import derive_seed
from esbench.envs import make_env
from esbench.policies import resolve_spec, sb3_policy_name
from esbench.runners.base import Runner, cores_conflict
from esbench.runners.resources import FLOAT32_BYTES, memory_problems
from esbench.runners.rl_zoo import apply_zoo, warn_not_applied
from esbench.runners.sb3_tuning import (
    A2C_TUNE_SPACE,
    PPO_TUNE_SPACE,
    TRPO_TUNE_SPACE,
    SB3TuningParams,
    learn_timesteps,
    model_policy_kwargs,
    normalized,
    sb3_kwargs,
)

# -- params ------------------------------------------------------------------------------------------

#: float32 values a rollout buffer keeps per step at the least (observation, action, reward, value,
#: log-probability, advantage, return, episode start).
ROLLOUT_FLOATS_PER_STEP = 8

#: Fields that may be zero (SB3's default for ``ent_coef`` is 0).
_NON_NEGATIVE = frozenset({"ent_coef", "vf_coef", "cg_damping"})
#: Fields that must lie in (0, 1].
_FRACTIONS = frozenset({"gamma", "gae_lambda", "line_search_shrinking_factor"})


class _SB3ParamsCheck(SB3TuningParams):
    """``check()`` shared by the SB3 params classes: numbers positive (a few may be 0), rates in (0, 1]."""

    def check(self) -> Iterable[tuple[str, str]]:
        """Yield ``(key, message)`` for every value SB3 would reject or misuse."""
        yield from self.tuning_problems()
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or f.name == "sde_sample_freq":
                continue
            if f.name in _NON_NEGATIVE:
                yield from non_negative(f.name, value)
            elif f.name in _FRACTIONS:
                if not 0 < value <= 1:
                    yield f.name, f"must be in (0, 1], got {value!r}"
            else:
                yield from positive(f.name, value)
        batch_size = getattr(self, "batch_size", None)
        rollout = self.n_steps * self.n_envs  # type: ignore[attr-defined]
        if batch_size is not None and batch_size > rollout and not self.unresolved_zoo:  # zoo: per env
            yield "batch_size", f"must be <= n_steps * n_envs = {rollout} (one rollout), got {batch_size}"


_N_ENVS_DOC = "Parallel envs (see vec_env); one rollout is n_steps * n_envs steps."
_VEC_ENV_DOC = (
    "dummy: the envs step in this process, one after the other (DummyVecEnv, one core); subproc: one "
    "process per env (SubprocVecEnv, n_envs cores; set by resources.cores). Same numbers either way."
)
#: How SubprocVecEnv starts its env processes: safe with torch's and Ray's threads (unlike fork).
SUBPROC_START_METHOD = "forkserver"


@dataclasses.dataclass(frozen=True, kw_only=True)
class A2CParams(_SB3ParamsCheck):
    """A2C hyperparameters (SB3 defaults), see ``stable_baselines3.A2C``."""

    learning_rate: float | str = field(7e-4, doc="Optimizer learning rate (constant, or lin_<x>).")
    n_steps: int = field(5, doc="Steps per env per rollout (update).")
    gamma: float = field(0.99, doc="Discount factor.")
    gae_lambda: float = field(1.0, doc="GAE lambda (1.0: plain n-step advantage, as in A2C).")
    ent_coef: float = field(0.0, doc="Entropy bonus coefficient.")
    vf_coef: float = field(0.5, doc="Value loss coefficient.")
    max_grad_norm: float = field(0.5, doc="Gradient clipping norm.")
    rms_prop_eps: float = field(1e-5, doc="RMSprop epsilon.")
    use_rms_prop: bool = field(True, doc="RMSprop (true, as in the A3C paper) or Adam.")
    normalize_advantage: bool = field(False, doc="Normalise advantages per rollout.")
    n_envs: int = field(1, doc=_N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=_VEC_ENV_DOC)


@dataclasses.dataclass(frozen=True, kw_only=True)
class PPOParams(_SB3ParamsCheck):
    """PPO hyperparameters (SB3 defaults), see ``stable_baselines3.PPO``."""

    learning_rate: float | str = field(3e-4, doc="Adam learning rate (constant, or lin_<x>).")
    n_steps: int = field(2048, doc="Steps per env per rollout.")
    batch_size: int = field(64, doc="Minibatch size.")
    n_epochs: int = field(10, doc="Passes over each rollout.")
    gamma: float = field(0.99, doc="Discount factor.")
    gae_lambda: float = field(0.95, doc="GAE lambda.")
    clip_range: float | str = field(0.2, doc="Policy ratio clipping (constant, or lin_<x>).")
    clip_range_vf: float | str | None = field(None, doc="Value clipping (null: none; or lin_<x>).")
    normalize_advantage: bool = field(True, doc="Normalise advantages per minibatch.")
    ent_coef: float = field(0.0, doc="Entropy bonus coefficient.")
    vf_coef: float = field(0.5, doc="Value loss coefficient.")
    max_grad_norm: float = field(0.5, doc="Gradient clipping norm.")
    target_kl: float | None = field(None, doc="Stop an update's epochs early above this KL (null: never).")
    n_envs: int = field(1, doc=_N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=_VEC_ENV_DOC)


@dataclasses.dataclass(frozen=True, kw_only=True)
class TRPOParams(_SB3ParamsCheck):
    """TRPO hyperparameters (sb3-contrib defaults), see ``sb3_contrib.TRPO``."""

    learning_rate: float | str = field(1e-3, doc="Learning rate of the value function (Adam; or lin_<x>).")
    n_steps: int = field(2048, doc="Steps per env per rollout.")
    batch_size: int = field(128, doc="Minibatch size of the value function updates.")
    gamma: float = field(0.99, doc="Discount factor.")
    gae_lambda: float = field(0.95, doc="GAE lambda.")
    target_kl: float = field(0.01, doc="KL trust-region radius of each policy step.")
    cg_max_steps: int = field(15, doc="Conjugate-gradient iterations for the natural gradient.")
    cg_damping: float = field(0.1, doc="Damping added to the Fisher-vector product.")
    line_search_shrinking_factor: float = field(0.8, doc="Step shrink factor of the line search.")
    line_search_max_iter: int = field(10, doc="Line search iterations.")
    n_critic_updates: int = field(10, doc="Value-function gradient steps per rollout.")
    normalize_advantage: bool = field(True, doc="Normalise advantages per rollout.")
    sub_sampling_factor: int = field(1, doc="Use every k-th sample for the policy step (1: all).")
    n_envs: int = field(1, doc=_N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=_VEC_ENV_DOC)


# -- logging callback --------------------------------------------------------------------------------


class MetricsCallback(BaseCallback):
    """Feeds a :class:`RunLogger` from SB3's rollout loop and stops training once the budget is spent.

    Per env step it only looks at ``dones`` (finished episodes carry the Monitor's return); steps
    are counted once per rollout from ``model.num_timesteps``. At each rollout end it calls
    :meth:`RunLogger.step` with ``sb3.*`` extras; once that reports done, the next ``_on_step``
    (the first step of the following rollout, which is neither counted nor learned from) returns
    False, so training stops at the first rollout boundary at or past the budget, after SB3 has
    trained on that last rollout.
    """

    def __init__(self, run_logger: RunLogger):
        super().__init__(verbose=0)
        self.run_logger = run_logger
        self.stopped = False
        self._counted = 0

    def _on_step(self) -> bool:
        if self.stopped:
            return False
        dones = self.locals["dones"]
        if dones.any():
            infos = self.locals["infos"]
            episodes = [infos[i].get("episode") for i in np.flatnonzero(dones)]
            self.run_logger.add_episodes([ep["r"] for ep in episodes if ep is not None])
        return True

    def _on_rollout_end(self) -> None:
        self.run_logger.add_steps(self.model.num_timesteps - self._counted)
        self._counted = self.model.num_timesteps
        self.stopped = self.run_logger.step(self.extras())

    def extras(self) -> dict[str, float]:
        """``sb3.*`` metrics: the last update's ``train/*`` values from SB3's logger, and ``sb3.fps``."""
        out = {
            "sb3." + key[6:]: float(value)
            for key, value in self.model.logger.name_to_value.items()
            if key.startswith("train/")
        }
        wall = self.run_logger.wall_clock_s
        if wall > 0:
            # Training steps per second of training time (evaluation excluded, unlike SB3's time/fps).
            out["sb3.fps"] = self.run_logger.timesteps / wall
        return out


# -- runners -------------------------------------------------------------------------------------------


def _monitored_env(env_id: str) -> gym.Env:
    """One training env: esbench's env with SB3's Monitor (episode returns in ``info["episode"]``)."""
    return Monitor(make_env(env_id))


class SB3Actor:
    """The deterministic actor of an SB3 model (``model.predict(obs, deterministic=True)``); with
    ``normalize``, observations are normalised with the training envs' current statistics, frozen."""

    def __init__(self, model: BaseAlgorithm):
        self.model = model
        self.discrete = isinstance(model.action_space, gym.spaces.Discrete)
        self.obs_normalizer = model.get_vec_normalize_env()

    def reset(self) -> None:
        """Feed-forward policy: nothing to reset."""

    def __call__(self, observation: np.ndarray):
        """The greedy action for one observation."""
        if self.obs_normalizer is not None:  # reads obs_rms, never updates it
            observation = self.obs_normalizer.normalize_obs(observation)
        action, _ = self.model.predict(observation, deterministic=True)
        return int(action) if self.discrete else action


class SB3Runner(Runner):
    """Shared runner for SB3 on-policy algorithms; subclasses set ``algo``, ``Params`` and ``model_class``."""

    policy_types = ("mlp", "cnn")
    """Policy types SB3 trains (suite validation rejects an lstm for these runners)."""

    @classmethod
    def resource_problems(cls, params: Any, policy: PolicySpec, budget: Budget) -> Iterable[tuple[str, str]]:
        """The policy (actor and critic) and one rollout buffer against memory."""
        yield from super().resource_problems(params, policy, budget)
        rollout = params.n_steps * params.n_envs
        yield from memory_problems(
            "params.n_steps",
            f"a rollout buffer of {rollout:,} steps (n_steps x n_envs)",
            ROLLOUT_FLOATS_PER_STEP * FLOAT32_BYTES * rollout,
        )

    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores``: ``n_envs`` = cores envs, each in its own process when more than one
        (A2C with N actors is the synchronous A3C), and, unless the suite sets ``n_steps``, ``n_steps``
        = the default // cores (at least 1), so one rollout keeps the single-env size (rounded down)."""
        out = dict(params)
        problems = (
            [cores_conflict("n_envs", out["n_envs"], cores)] if out.get("n_envs", cores) != cores else []
        )
        if cores > 1 and out.get("vec_env", "subproc") != "subproc":
            problems.append(
                cores_conflict("vec_env", out["vec_env"], cores, " (dummy steps the envs on one core)")
            )
        if problems:
            raise ConfigErrors(problems)
        out.update(n_envs=cores, vec_env="subproc" if cores > 1 else out.get("vec_env", "dummy"))
        out.setdefault("n_steps", max(1, cls.Params().n_steps // cores))
        return out

    def __init__(self) -> None:
        super().__init__()
        self.model: BaseAlgorithm | None = None
        self._torch_threads: int | None = None

    @classmethod
    def model_class(cls) -> type[BaseAlgorithm]:
        """The SB3 algorithm class."""
        raise NotImplementedError

    @classmethod
    def resolve_params(cls, params: Mapping[str, Any], env: str, path: str = "params") -> dict[str, Any]:
        """``hyperparams: rl-zoo``: rl-zoo's tuned values for ``env`` under ``params`` (:mod:`.rl_zoo`)."""
        return apply_zoo(cls.algo, params, env, {f.name for f in dataclasses.fields(cls.Params)}, path)

    def build_model(self, trial: Trial, params: Any) -> BaseAlgorithm:
        """The seeded SB3 model for ``trial`` with its vectorised training envs (also used by benchmarks)."""
        kwargs = sb3_kwargs(params, trial.budget.timesteps / learn_timesteps(trial, params))
        n_envs, vec_env = kwargs.pop("n_envs"), kwargs.pop("vec_env")
        env_fns = [functools.partial(_monitored_env, trial.env)] * n_envs
        if vec_env == "subproc":
            # The fork server imports this module once; each env process then forks from it ready.
            multiprocessing.set_forkserver_preload([__name__])
            venv = SubprocVecEnv(env_fns, start_method=SUBPROC_START_METHOD)
        else:
            venv = DummyVecEnv(env_fns)
        venv = normalized(venv, params)  # VecNormalize with params.normalize
        spec = resolve_spec(trial.policy, venv.observation_space)  # CnnPolicy on image observations
        model = self.model_class()(
            sb3_policy_name(spec),
            venv,
            policy_kwargs=model_policy_kwargs(params, spec),
            seed=derive_seed(trial.seed, "sb3", "model"),
            device="cpu",  # departs from SB3's "auto": small MLPs run faster on CPU
            verbose=0,
            **kwargs,
        )
        # SB3 seeds env i with (model seed + i); esbench derives the env seeds from the run seed.
        # They take effect at the first reset, inside learn().
        venv.seed(derive_seed(trial.seed, "sb3", "env"))
        return model

    def train(self, trial: Trial, params: Any, logger: RunLogger) -> RunResult:
        """Build the model, log the initial policy at step 0, then ``learn()`` until the budget is spent.

        With ``resources.cores`` the model's torch updates use that many threads (restored by :meth:`close`).
        """
        if trial.resources.cores is not None:
            self._torch_threads = torch.get_num_threads()
            torch.set_num_threads(trial.resources.cores)
        self.model = model = self.build_model(trial, params)
        policy = model.policy
        actor_parts = [policy.pi_features_extractor, policy.mlp_extractor.policy_net, policy.action_net]
        self.info.update(
            num_params=sum(p.numel() for part in actor_parts for p in part.parameters()),
            num_params_total=sum(p.numel() for p in policy.parameters()),
            cores=trial.resources.cores or torch.get_num_threads(),
            vec_env=params.vec_env,
            rollout_steps=params.n_steps * params.n_envs,
            sb3_class=f"{type(model).__module__}.{type(model).__name__}",
            network_from="policy" if params.policy_kwargs is None else "params.policy_kwargs",
        )
        warn_not_applied(params.zoo)
        callback = MetricsCallback(logger)
        logger.step()  # the initial policy's evaluation at step 0
        if not logger.done:
            # One rollout of margin: the callback, not SB3's own loop, decides where training stops.
            model.learn(total_timesteps=learn_timesteps(trial, params), callback=callback)
        return logger.finish(callback.extras() if getattr(callback, "model", None) is not None else {})

    def actor(self) -> SB3Actor:
        """The current model's deterministic actor."""
        if self.model is None:
            raise RuntimeError("no model yet: actor() is available once train() has built it")
        return SB3Actor(self.model)

    def close(self) -> None:
        """Close the training envs; give torch back its thread count."""
        if self.model is not None and self.model.env is not None:
            self.model.env.close()
        if self._torch_threads is not None:
            torch.set_num_threads(self._torch_threads)
            self._torch_threads = None


class A2CRunner(SB3Runner):
    """A2C, the synchronous variant of A3C (Mnih et al. 2016), from SB3."""

    algo = "sb3_a2c"
    Params = A2CParams
    tune_space = A2C_TUNE_SPACE

    @classmethod
    def model_class(cls) -> type[BaseAlgorithm]:
        """``stable_baselines3.A2C``."""
        return A2C


class PPORunner(SB3Runner):
    """PPO (Schulman et al. 2017), from SB3."""

    algo = "sb3_ppo"
    Params = PPOParams
    tune_space = PPO_TUNE_SPACE

    @classmethod
    def model_class(cls) -> type[BaseAlgorithm]:
        """``stable_baselines3.PPO``."""
        return PPO


class TRPORunner(SB3Runner):
    """TRPO (Schulman et al. 2015), from sb3-contrib."""

    algo = "sb3_trpo"
    Params = TRPOParams
    tune_space = TRPO_TUNE_SPACE

    @classmethod
    def model_class(cls) -> type[BaseAlgorithm]:
        """``sb3_contrib.TRPO``."""
        return TRPO
