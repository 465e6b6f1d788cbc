"""What every Stable-Baselines3 runner shares: the metrics callback, the actor, the model's envs,
the params checks and :class:`SB3Runner`, the runner the on-policy (:mod:`.on_policy`), off-policy
(:mod:`.off_policy`) and ARS (:mod:`.ars`) runners subclass.

The suite's ``params`` become the algorithm's keyword arguments (SB3's own defaults unless the suite
says otherwise), the network is the suite's ``policy`` and the envs come from
:func:`esbench.envs.make_env`. :class:`MetricsCallback` feeds the
:class:`~esbench.core.metrics.RunLogger` and stops training at the first rollout boundary at or past
the budget. Departures from SB3 defaults, all in :meth:`SB3Runner.build_model`: ``device="cpu"``,
``verbose=0``, and the env seeds come from :func:`esbench.core.seeding.derive_seed` instead of
``model seed + i``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from stable_baselines3.common.base_class import BaseAlgorithm
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.logger import Logger
from stable_baselines3.common.policies import ActorCriticPolicy
from stable_baselines3.common.vec_env import VecEnv

from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import RunLogger, RunResult
from esbench.core.params import non_negative, positive
from esbench.core.seeding import derive_seed
from esbench.envs import simulator_of
from esbench.policies import resolve_spec, sb3_policy_name
from esbench.runners.base import Runner, cores_conflict
from esbench.runners.resources import FLOAT32_BYTES, MIN_PROCESS_BYTES, memory_problems
from esbench.runners.sb3.resume import CheckpointedRunner, Checkpoints
from esbench.runners.sb3.rl_zoo import apply_zoo, warn_not_applied
from esbench.runners.sb3.training_envs import training_envs, training_wrappers
from esbench.runners.sb3.tuning import (
    SB3TuningParams,
    model_policy_kwargs,
    net_arch_params,
    normalized,
    sb3_kwargs,
)

# -- params ------------------------------------------------------------------------------------------

#: Fields that may be zero (SB3's default for ``ent_coef`` is 0; off-policy: no warm-up, no noise).
_NON_NEGATIVE = frozenset(
    {"ent_coef", "vf_coef", "cg_damping", "learning_starts", "target_policy_noise", "target_noise_clip",
     "noise_std", "alive_bonus_offset", "eval_processes"}
)  # fmt: skip
#: Fields that must lie in (0, 1].
_FRACTIONS = frozenset({"gamma", "gae_lambda", "line_search_shrinking_factor", "tau"})
#: Numbers with a meaning for negative values (-1: once per rollout; as many as steps collected).
_ANY_SIGN = frozenset({"sde_sample_freq", "gradient_steps", "alive_bonus_offset"})


class SB3ParamsCheck(SB3TuningParams):
    """``check()`` shared by the SB3 params classes (the base of every SB3 runner's ``Params``):
    numbers positive (a few may be 0), rates in (0, 1]."""

    def check(self) -> Iterable[tuple[str, str]]:
        """Yield ``(key, message)`` for every value SB3 would reject or misuse."""
        yield from self.tuning_problems()
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or f.name in _ANY_SIGN:
                continue
            if f.name in _NON_NEGATIVE:
                yield from non_negative(f.name, value)
            elif f.name in _FRACTIONS:
                if not 0 < value <= 1:
                    yield f.name, f"must be in (0, 1], got {value!r}"
            else:
                yield from positive(f.name, value)
        yield from self.size_problems()

    def size_problems(self) -> Iterable[tuple[str, str]]:
        """Sizes that contradict each other (on-policy: a minibatch larger than one rollout)."""
        return ()


#: The doc of every SB3 ``Params.n_envs`` field.
N_ENVS_DOC = "Parallel envs (see vec_env); one rollout is n_steps * n_envs steps."
#: The doc of every SB3 ``Params.vec_env`` field.
VEC_ENV_DOC = (
    "dummy: the envs step in this process, one after the other (DummyVecEnv, one core); subproc: one "
    "process per env (SubprocVecEnv, n_envs cores; set by resources.cores). Same numbers either way. "
    "On a MuJoCo env's batched simulator (the env option simulator, default batched where available) "
    "the n_envs envs are the simulations of one mujoco.batch on n_envs threads in this process, with "
    "the numbers of the vec env named here."
)
# -- logging callback --------------------------------------------------------------------------------


class MetricsCallback(BaseCallback):
    """Feeds a :class:`RunLogger` from SB3's rollout loop and stops training once the budget is spent.

    Per env step it only looks at ``dones`` (finished episodes carry the Monitor's return); steps
    are counted once per rollout from ``model.num_timesteps``. At each rollout end it calls
    :meth:`RunLogger.step` with ``sb3.*`` extras; once that reports done, the next ``_on_step``
    (the first step of the following rollout, which is neither counted nor learned from) returns
    False, so training stops at the first rollout boundary at or past the budget, after SB3 has
    trained on that last rollout. With ``checkpoints`` it drives the run's checkpoints (:mod:`.resume`).
    """

    rng_at_rollout_end = False
    """Take a checkpoint's RNG states at the rollout's end, not at the next one's start (ARS)."""

    def __init__(self, run_logger: RunLogger, checkpoints: Checkpoints | None = None):
        super().__init__(verbose=0)
        self.run_logger = run_logger
        self.checkpoints = checkpoints
        self.stopped = False
        self._counted = 0

    def _on_training_start(self) -> None:
        self._counted = self.model.num_timesteps  # a resumed run's steps are counted already
        if self.checkpoints is not None:
            self.checkpoints.training_started(self.model)

    def _on_rollout_start(self) -> None:
        if self.checkpoints is not None:
            self.checkpoints.rollout_starting(self.model, self.run_logger)

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
        if self.checkpoints is not None:
            self.checkpoints.rollout_ended(self.model, self.run_logger, self.stopped)

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


def network_from(params: Any) -> str:
    """Where a run's network comes from (``info.network_from``): ``params.policy_kwargs``, ``sb3``
    (SB3's own network for the policy class, ``network: sb3``) or ``policy`` (the suite's)."""
    if params.policy_kwargs is not None:
        return "params.policy_kwargs"
    return "sb3" if getattr(params, "network", "suite") == "sb3" else "policy"


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
        seen: np.ndarray | dict[str, np.ndarray] = observation
        if self.obs_normalizer is not None:  # reads obs_rms, never updates it
            seen = self.obs_normalizer.normalize_obs(observation)
        action, _ = self.model.predict(seen, deterministic=True)
        return int(action) if self.discrete else action


class SB3Runner(CheckpointedRunner, Runner):
    """Shared runner for SB3 algorithms; subclasses set ``algo``, ``Params`` and ``model_class`` (the
    on- and off-policy ones through a table row, :mod:`.algorithms`)."""

    packages = ("stable_baselines3", "sb3_contrib")
    family = "sb3"
    policy_types: tuple[str, ...] = ("mlp", "cnn")
    """Policy types SB3 trains (suite validation rejects others for these runners)."""

    callback_class: type[MetricsCallback] = MetricsCallback
    """The callback that feeds the :class:`RunLogger` and stops training."""

    def __init__(self) -> None:
        super().__init__()
        self.model: BaseAlgorithm | None = None
        self._torch_threads: int | None = None

    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores``: ``n_envs`` = cores envs, each in its own process when more than one
        (SubprocVecEnv); an explicit ``n_envs`` or ``vec_env: dummy`` that contradicts it is an error.

        An ``n_envs`` that came from rl-zoo (``hyperparams: rl-zoo``, not overridden) is a hardware
        setting of the zoo's machine, not a stated choice: the cores replace it, and the ``zoo`` record
        lists ``n_envs`` under ``overridden`` (so a stored config resolves to itself)."""
        out = dict(params)
        zoo = out.get("zoo")
        if isinstance(zoo, dict) and "n_envs" in out and "n_envs" not in zoo.get("overridden", ["n_envs"]):
            if out["n_envs"] != cores:
                out["zoo"] = {**zoo, "overridden": sorted({*zoo["overridden"], "n_envs"})}
                out["n_envs"] = cores
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
        return out

    @classmethod
    def resource_problems(cls, params: Any, policy: PolicySpec, budget: Budget) -> Iterable[tuple[str, str]]:
        """The suite's policy (:class:`~esbench.runners.base.Runner`), the networks of
        ``policy_kwargs.net_arch`` (held :attr:`param_copies` times, as the policy) and the env
        processes of ``vec_env: subproc`` against memory."""
        yield from super().resource_problems(params, policy, budget)
        n = net_arch_params((params.policy_kwargs or {}).get("net_arch"))
        if n is not None:
            what = (
                f"networks of {n:,} parameters or more, held {cls.param_copies} times (θ, gradient, "
                "optimizer state)"
            )
            yield from memory_problems(
                "params.policy_kwargs.net_arch", what, FLOAT32_BYTES * n * cls.param_copies
            )
        if params.vec_env == "subproc":
            yield from memory_problems(
                "params.n_envs",
                f"{params.n_envs:,} env processes (vec_env: subproc)",
                MIN_PROCESS_BYTES * params.n_envs,
            )

    @classmethod
    def model_class(cls) -> type[BaseAlgorithm]:
        """The SB3 algorithm class."""
        raise NotImplementedError

    @classmethod
    def resolve_params(cls, params: Mapping[str, Any], env: str, path: str = "params") -> dict[str, Any]:
        """``hyperparams: rl-zoo``: rl-zoo's tuned values for ``env`` under ``params`` (:mod:`.rl_zoo`)."""
        return apply_zoo(cls.algo, params, env, {f.name for f in dataclasses.fields(cls.Params)}, path)

    @classmethod
    def is_resolved(cls, params: Mapping[str, Any]) -> bool:
        """False for ``hyperparams: rl-zoo`` without the ``zoo`` record its resolution writes."""
        return not (params.get("hyperparams") == "rl-zoo" and params.get("zoo") is None)

    @classmethod
    def learn_timesteps(cls, trial: Trial, params: Any) -> int:
        """``total_timesteps`` for SB3's ``learn()``: more than the budget, so that the callback, not
        SB3's own loop, decides where training stops (``lin_`` schedules end at the budget)."""
        raise NotImplementedError

    @classmethod
    def policy_kwargs(cls, params: Any, spec: PolicySpec) -> dict[str, Any]:
        """The model's ``policy_kwargs`` (:func:`~esbench.runners.sb3.tuning.model_policy_kwargs`)."""
        return model_policy_kwargs(params, spec)

    def model_kwargs(self, kwargs: dict[str, Any], params: Any, venv: VecEnv) -> dict[str, Any]:
        """The constructor keywords from the params' (a runner drops or converts its own here)."""
        return kwargs

    def actor_parameters(self, model: BaseAlgorithm) -> Iterable[torch.nn.Parameter]:
        """The parameters of the acting network (``info.num_params``; on-policy: without the critic)."""
        policy = model.policy
        if not isinstance(policy, ActorCriticPolicy):  # the on-policy runners' (ARS and SAC/TD3 override)
            raise TypeError(f"{type(policy).__name__} is not an actor-critic policy")
        for part in (policy.pi_features_extractor, policy.mlp_extractor.policy_net, policy.action_net):
            yield from part.parameters()

    def run_facts(self, params: Any) -> dict[str, Any]:
        """Extra ``info`` facts of this family (on-policy: ``rollout_steps``)."""
        return {}

    @classmethod
    def policy_name(cls, params: Any, spec: PolicySpec) -> str:
        """The SB3 policy class name for the suite's network (``MlpPolicy``, ``CnnPolicy``, ...)."""
        return sb3_policy_name(spec)

    def build_model(self, trial: Trial, params: Any) -> BaseAlgorithm:
        """The seeded SB3 model for ``trial`` with its vectorised training envs (also used by benchmarks)."""
        kwargs = sb3_kwargs(params, trial.budget.timesteps / self.learn_timesteps(trial, params))
        atari = getattr(params, "atari_wrapper", False)  # the on-policy runners' (Atari training envs)
        venv = normalized(
            training_envs(trial.env, kwargs.pop("n_envs"), kwargs.pop("vec_env"), atari), params
        )
        spec = resolve_spec(trial.policy, venv.observation_space)  # CnnPolicy on image observations
        model = self.model_class()(
            self.policy_name(params, spec),
            venv,
            policy_kwargs=self.policy_kwargs(params, spec),
            seed=derive_seed(trial.seed, "sb3", "model"),
            device="cpu",  # departs from SB3's "auto": small MLPs run faster on CPU
            verbose=0,
            **self.model_kwargs(kwargs, params, venv),
        )
        # SB3 seeds env i with (model seed + i); esbench derives the env seeds from the run seed.
        # They take effect at the first reset, inside learn().
        venv.seed(derive_seed(trial.seed, "sb3", "env"))
        # SB3's own logger (verbose 0) makes an empty tempdir/SB3-<date> directory at every learn();
        # this one writes nowhere and keeps the values (name_to_value) that the sb3.* metrics read.
        model.set_logger(Logger(folder=None, output_formats=[]))
        return model

    def train(self, trial: Trial, params: Any, logger: RunLogger) -> RunResult:
        """Build the model, log the initial policy at step 0 (or restore the trial's checkpoint,
        :meth:`resume`), then ``learn()`` until the budget is spent.

        With ``resources.cores`` the model's torch updates use that many threads (restored by :meth:`close`).
        """
        if trial.resources.cores is not None:
            self._torch_threads = torch.get_num_threads()
            torch.set_num_threads(trial.resources.cores)
        self.model = model = self.build_model(trial, params)
        self.info.update(
            num_params=sum(p.numel() for p in self.actor_parameters(model)),
            num_params_total=sum(p.numel() for p in model.policy.parameters()),
            cores=trial.resources.cores or torch.get_num_threads(),
            vec_env=params.vec_env,
            simulator=simulator_of(trial.env),
            sb3_class=f"{type(model).__module__}.{type(model).__name__}",
            network_from=network_from(params),
            training_env=training_wrappers(trial.env, getattr(params, "atari_wrapper", False)),
            **self.run_facts(params),
        )
        warn_not_applied(params.zoo)
        checkpoints = self.resume(trial, params, model, logger, self.callback_class.rng_at_rollout_end)
        callback = self.callback_class(logger, checkpoints)
        if not logger.done:
            self.learn(model, self.learn_timesteps(trial, params), callback)
        return logger.finish(callback.extras() if getattr(callback, "model", None) is not None else {})

    def learn(self, model: BaseAlgorithm, total_timesteps: int, callback: MetricsCallback) -> None:
        """``model.learn`` with the callback (which stops it once the budget is spent); a resumed model
        goes on from its ``num_timesteps`` to the same total (its schedules unchanged)."""
        # Departure: reset_num_timesteps=False (SB3's default True would zero a resumed model's
        # counters); a fresh model starts at 0 either way.
        model.learn(total_timesteps - model.num_timesteps, callback=callback, reset_num_timesteps=False)

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
