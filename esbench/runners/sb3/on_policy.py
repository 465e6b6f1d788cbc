"""Stable-Baselines3 on-policy runners: TRPO (sb3-contrib), A2C (the synchronous A3C) and PPO.

All three are rows of :data:`ON_POLICY`, made into classes on :class:`OnPolicyRunner` by
:mod:`.algorithms`; it is an :class:`~esbench.runners.sb3.base.SB3Runner`, which holds what every
SB3 runner shares (params become the algorithm's keyword arguments, the network is the suite's
``policy``, :class:`~esbench.runners.sb3.base.MetricsCallback` stops training at the first rollout
boundary at or past the budget). ``hyperparams: rl-zoo`` fills in rl-baselines3-zoo's
tuned values for the env (:mod:`.rl_zoo`); VecNormalize, ``lin_`` schedules and ``policy_kwargs``
are in :mod:`.tuning`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, Literal

from sb3_contrib import TRPO
from stable_baselines3 import A2C, PPO

from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import ConfigError
from esbench.core.params import field
from esbench.envs import parse_env_ref
from esbench.runners.resources import FLOAT32_BYTES, memory_problems
from esbench.runners.sb3.algorithms import SB3Algorithm, TableRunner, runner_classes
from esbench.runners.sb3.base import N_ENVS_DOC, VEC_ENV_DOC, SB3ParamsCheck
from esbench.runners.sb3.rl_zoo import zoo_table
from esbench.runners.sb3.training_envs import ATARI_WRAPPER_DOC
from esbench.runners.sb3.tuning import A2C_TUNE_SPACE, PPO_TUNE_SPACE, TRPO_TUNE_SPACE, learn_timesteps

# -- params ------------------------------------------------------------------------------------------

#: float32 values a rollout buffer keeps per step at the least (observation, action, reward, value,
#: log-probability, advantage, return, episode start).
ROLLOUT_FLOATS_PER_STEP = 8


class _OnPolicyParamsCheck(SB3ParamsCheck):
    """The on-policy size rule: a minibatch fits in one rollout."""

    def size_problems(self) -> Iterable[tuple[str, str]]:
        """``batch_size`` <= ``n_steps * n_envs`` (unless the zoo, per env, is still to be resolved)."""
        batch_size = getattr(self, "batch_size", None)
        rollout = self.n_steps * self.n_envs  # type: ignore[attr-defined]
        if batch_size is not None and batch_size > rollout and not self.unresolved_zoo:  # zoo: per env
            yield "batch_size", f"must be <= n_steps * n_envs = {rollout} (one rollout), got {batch_size}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class A2CParams(_OnPolicyParamsCheck):
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
    n_envs: int = field(1, doc=N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=VEC_ENV_DOC)
    atari_wrapper: bool = field(False, doc=ATARI_WRAPPER_DOC)


@dataclasses.dataclass(frozen=True, kw_only=True)
class PPOParams(_OnPolicyParamsCheck):
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
    n_envs: int = field(1, doc=N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=VEC_ENV_DOC)
    atari_wrapper: bool = field(False, doc=ATARI_WRAPPER_DOC)


@dataclasses.dataclass(frozen=True, kw_only=True)
class TRPOParams(_OnPolicyParamsCheck):
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
    n_envs: int = field(1, doc=N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=VEC_ENV_DOC)
    atari_wrapper: bool = field(False, doc=ATARI_WRAPPER_DOC)


# -- runners -------------------------------------------------------------------------------------------


class OnPolicyRunner(TableRunner):
    """Shared runner for SB3 on-policy algorithms; each is a row of :data:`ON_POLICY`."""

    update_name = "rollouts"

    @classmethod
    def update_steps(cls, params: Any, policy: PolicySpec, episode_steps: float) -> float:
        """One rollout: n_steps x n_envs steps, whatever the episodes' lengths."""
        return float(params.n_steps * params.n_envs)

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
    def resolve_params(cls, params: Mapping[str, Any], env: str, path: str = "params") -> dict[str, Any]:
        """The zoo's values (:class:`SB3Runner`) plus, with ``hyperparams: rl-zoo``, the zoo's rollout
        in ``zoo.rollout``: its ``n_envs`` (1 where the entry has none, as in the zoo) and ``n_steps``
        (the algorithm's default where it has none), their product ``steps_per_update``, and
        ``n_steps_from_suite`` (the suite set ``n_steps`` itself, so cores leave it alone; kept from
        a stored config's record, so a stored config resolves to itself). ``atari_wrapper`` is
        refused on an env that is not Atari."""
        out = super().resolve_params(params, env, path)
        if out.get("atari_wrapper") is True and not parse_env_ref(env)[0].startswith("ALE/"):
            raise ConfigError(f"{path}.atari_wrapper", f"applies to Atari (ALE/...) envs only, not {env}")
        zoo = out.get("zoo")
        if not isinstance(zoo, dict):
            return out
        entry = zoo_table(cls.algo)[zoo["key"]]
        n_envs, n_steps = int(entry.get("n_envs", 1)), int(entry.get("n_steps", cls.Params().n_steps))
        prior = params.get("zoo")
        prior_rollout = prior.get("rollout") if isinstance(prior, Mapping) else None
        from_suite = (
            bool(prior_rollout["n_steps_from_suite"])
            if isinstance(prior_rollout, Mapping)
            else "n_steps" in params
        )
        rollout = {"n_envs": n_envs, "n_steps": n_steps, "steps_per_update": n_envs * n_steps,
                   "n_steps_from_suite": from_suite}  # fmt: skip
        return {**out, "zoo": {**zoo, "rollout": rollout}}

    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores`` as for every SB3 runner (N envs, see :class:`SB3Runner`) and, unless the
        suite sets ``n_steps``, the batch per update kept whatever the core count: ``n_steps`` = the
        batch // cores (at least 1), the batch being rl-zoo's ``n_envs x n_steps`` with ``hyperparams:
        rl-zoo`` (``zoo.rollout``) and the default ``n_steps`` (one env) otherwise. One rule for TRPO,
        A2C and PPO; rounded down, and at least one step per env (A2C's 5-step batch becomes 16 steps
        at 16 cores). A2C with N actors is the synchronous A3C."""
        out = super().apply_cores(params, cores)
        zoo = out.get("zoo")
        rollout = zoo.get("rollout") if isinstance(zoo, dict) else None
        if not isinstance(rollout, Mapping) or rollout["n_steps_from_suite"]:
            out.setdefault("n_steps", max(1, cls.Params().n_steps // cores))
            return out
        out["n_steps"] = max(1, int(rollout["steps_per_update"]) // cores)
        if out["n_steps"] != rollout["n_steps"]:
            out["zoo"] = {**out["zoo"], "overridden": sorted({*out["zoo"]["overridden"], "n_steps"})}
        return out

    @classmethod
    def learn_timesteps(cls, trial: Trial, params: Any) -> int:
        """The budget plus one rollout (:func:`~esbench.runners.sb3.tuning.learn_timesteps`)."""
        return learn_timesteps(trial, params)

    def run_facts(self, params: Any) -> dict[str, Any]:
        """``rollout_steps``: n_steps x n_envs."""
        return {"rollout_steps": params.n_steps * params.n_envs}


#: The on-policy algorithms, one row each (:mod:`.algorithms`), in the registry's order.
ON_POLICY: tuple[SB3Algorithm, ...] = (
    SB3Algorithm(
        algo="sb3_trpo", class_name="TRPORunner", model=TRPO, params=TRPOParams, tune_space=TRPO_TUNE_SPACE,
        doc="TRPO (Schulman et al. 2015), from sb3-contrib.",
    ),
    SB3Algorithm(
        algo="sb3_a2c", class_name="A2CRunner", model=A2C, params=A2CParams, tune_space=A2C_TUNE_SPACE,
        doc="A2C, the synchronous variant of A3C (Mnih et al. 2016), from SB3.",
    ),
    SB3Algorithm(
        algo="sb3_ppo", class_name="PPORunner", model=PPO, params=PPOParams, tune_space=PPO_TUNE_SPACE,
        doc="PPO (Schulman et al. 2017), from SB3.",
    ),
)  # fmt: skip
TRPORunner, A2CRunner, PPORunner = runner_classes(OnPolicyRunner, ON_POLICY, __name__)
