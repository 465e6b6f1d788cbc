"""The tuning params every SB3 runner shares: rl-zoo, VecNormalize, schedules, policy_kwargs, gSDE.

:class:`SB3TuningParams` holds the fields (their defaults leave SB3 and esbench's behaviour
unchanged), :meth:`SB3TuningParams.tuning_problems` their value rules, and the helpers below turn
them into what SB3 takes: :func:`sb3_kwargs` (``lin_<x>`` strings become SB3's
``LinearSchedule``), :func:`normalized` (``VecNormalize`` around the training envs) and
:func:`model_policy_kwargs` (``"nn.ReLU"`` becomes ``torch.nn.ReLU``).

Schedules: ``lin_<x>`` decays linearly from ``x`` to 0 over the trial's ``budget.timesteps``, as
rl-zoo's ``lin_`` decays over its ``n_timesteps`` (SB3 sees a ``learn()`` total of one rollout
more than the budget, so the schedule ends at ``budget / total`` of SB3's progress).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Iterable, Mapping
from typing import Any, Literal

from stable_baselines3.common.utils import LinearSchedule
from stable_baselines3.common.vec_env import VecEnv, VecNormalize

from esbench.core.config import PolicySpec, Trial
from esbench.core.errors import brief
from esbench.core.params import field, to_dict
from esbench.policies import sb3_policy_kwargs
from esbench.runners.sb3.rl_zoo import ACTIVATIONS, CLASS_NAMES, RL_ZOO_VERSION, parse_schedule

_GAMMAS = [0.9, 0.95, 0.98, 0.99, 0.995, 0.999, 0.9999]
_LAMBDAS = [0.8, 0.9, 0.92, 0.95, 0.98, 0.99, 1.0]
#: Default ``esbench tune`` spaces of the SB3 runners: rl-baselines3-zoo's samplers
#: (rl_zoo3/hyperparams_opt.py): log-uniform rates, discrete rollout sizes, γ and GAE λ from the zoo's
#: lists; PPO/TRPO minibatches never exceed the smallest rollout, so every combination is valid.
PPO_TUNE_SPACE: Mapping[str, Mapping[str, list]] = {
    "learning_rate": {"log_uniform": [1.0e-5, 3.0e-3]},
    "n_steps": {"choice": [256, 512, 1024, 2048]},
    "batch_size": {"choice": [32, 64, 128, 256]},
    "n_epochs": {"choice": [5, 10, 20]},
    "gamma": {"choice": _GAMMAS},
    "gae_lambda": {"choice": _LAMBDAS},
    "clip_range": {"choice": [0.1, 0.2, 0.3, 0.4]},
    "ent_coef": {"log_uniform": [1.0e-8, 0.1]},
    "max_grad_norm": {"log_uniform": [0.3, 5.0]},
}
A2C_TUNE_SPACE: Mapping[str, Mapping[str, list]] = {
    "learning_rate": {"log_uniform": [1.0e-5, 1.0e-2]},
    "n_steps": {"choice": [8, 16, 32, 64, 128, 256, 512, 1024]},
    "gamma": {"choice": _GAMMAS},
    "gae_lambda": {"choice": _LAMBDAS},
    "ent_coef": {"log_uniform": [1.0e-8, 0.1]},
    "max_grad_norm": {"log_uniform": [0.3, 5.0]},
    "normalize_advantage": {"choice": [False, True]},
    "use_rms_prop": {"choice": [False, True]},
}
TRPO_TUNE_SPACE: Mapping[str, Mapping[str, list]] = {
    "learning_rate": {"log_uniform": [1.0e-5, 1.0e-2]},
    "n_steps": {"choice": [256, 512, 1024, 2048]},
    "batch_size": {"choice": [32, 64, 128, 256]},
    "gamma": {"choice": _GAMMAS},
    "gae_lambda": {"choice": _LAMBDAS},
    "target_kl": {"choice": [0.1, 0.05, 0.03, 0.02, 0.01, 0.005, 0.001]},
    "n_critic_updates": {"choice": [5, 10, 20, 25, 30]},
    "cg_max_steps": {"choice": [5, 10, 20, 25, 30]},
}


#: Params that may be a number or a ``lin_<number>`` schedule.
SCHEDULE_FIELDS = ("learning_rate", "clip_range", "clip_range_vf")
#: ``normalize`` mapping keys (``VecNormalize`` arguments) and whether each is a flag.
NORMALIZE_KEYS = {"norm_obs": True, "norm_reward": True, "clip_obs": False, "clip_reward": False}
#: ``policy_kwargs`` keys accepted (``ActorCriticPolicy`` arguments that take plain data).
POLICY_KWARGS_KEYS = frozenset(
    {"net_arch", "activation_fn", "ortho_init", "log_std_init", "full_std", "use_expln", "squash_output",
     "share_features_extractor", "normalize_images", "optimizer_class", "optimizer_kwargs", "n_critics",
     "clip_mean"}
)  # fmt: skip
#: Fields of :class:`SB3TuningParams` that are not SB3 constructor arguments.
NOT_SB3_KWARGS = (
    "hyperparams", "normalize", "policy_kwargs", "zoo", "checkpoint_every", "zoo_entry", "network",
    "atari_wrapper",
)  # fmt: skip
#: The default of every SB3 runner's ``checkpoint_every`` (env steps).
CHECKPOINT_EVERY = 100_000


@dataclasses.dataclass(frozen=True, kw_only=True)
class SB3TuningParams:
    """Fields shared by the SB3 params classes (defaults: SB3's behaviour, no normalisation)."""

    hyperparams: Literal["default", "rl-zoo"] = field(
        "default",
        doc=f"default: the values here (SB3's defaults unless set). rl-zoo: rl-baselines3-zoo "
        f"{RL_ZOO_VERSION}'s tuned values for the trial's env (n_envs, normalize, lin_ schedules, "
        "policy_kwargs, ...) under the params set explicitly; the stored config holds the resolved "
        "values and the zoo record. An env the zoo has no entry for is a validation error.",
    )
    normalize: bool | Mapping[str, Any] = field(
        False,
        doc="VecNormalize the training envs: true (observations and rewards) or a mapping of norm_obs, "
        "norm_reward, clip_obs, clip_reward. Evaluation normalises observations with the current "
        "running statistics, frozen (as the ES evaluates with its obstat); eval rewards stay raw.",
    )
    policy_kwargs: Mapping[str, Any] | None = field(
        None,
        doc="SB3 policy_kwargs (net_arch, activation_fn: nn.ReLU, log_std_init, ortho_init, ...) that "
        "REPLACE the ones derived from the suite's policy; null: the suite's network. When set, the "
        "network differs from the ES's (say so in reports); runs record info.network_from.",
    )
    network: Literal["suite", "sb3"] = field(
        "suite",
        doc="suite: the suite's policy network (the same as the ES's). sb3: SB3's own network for the "
        "policy class (CnnPolicy: NatureCNN, conv 32/64/64 and fc 512; MlpPolicy: 64x64 tanh), as "
        "rl-zoo trains; hyperparams: rl-zoo sets it where the zoo's entry says CnnPolicy (Atari). "
        "policy_kwargs, when set, still replace either. Runs record info.network_from.",
    )
    zoo_entry: str | None = field(
        None,
        doc="With hyperparams: rl-zoo, for an env the zoo has no entry for (e.g. InvertedPendulum for "
        "TRPO and A2C): the zoo entry that stands in for it (a zoo key, e.g. Hopper-v4), recorded as "
        "zoo.stands_in_for. Refused for an env with its own entry. Set it per env (env_params) and say "
        "in the suite why that entry.",
    )
    use_sde: bool = field(False, doc="Generalised state-dependent exploration (continuous actions only).")
    sde_sample_freq: int = field(-1, doc="With use_sde: new noise every n steps (-1: once per rollout).")
    zoo: Mapping[str, Any] | None = field(
        None,
        doc="Written by esbench with hyperparams: rl-zoo (leave it out): the zoo version, file and key "
        "used, its n_timesteps (information: the suite's budget rules), the keys not applied with "
        "the reason, and the zoo values the explicit params override.",
    )
    checkpoint_every: int = field(
        CHECKPOINT_EVERY,
        doc="Save a checkpoint (esbench run --resume continues from it) at the first rollout boundary "
        "(ARS: generation) at or past every this many env steps: the model, optimizers, replay buffer "
        "(SAC, TD3), VecNormalize statistics, RNG states and counters (docs/algorithms.md).",
    )

    @property
    def unresolved_zoo(self) -> bool:
        """True for ``hyperparams: rl-zoo`` not yet resolved for an env (as written in a suite)."""
        return self.hyperparams == "rl-zoo" and self.zoo is None

    def tuning_problems(self) -> Iterable[tuple[str, str]]:
        """``(key, message)`` for bad tuning values: schedules, normalize, policy_kwargs, gSDE, zoo."""
        for name in SCHEDULE_FIELDS:
            value = getattr(self, name, None)
            if isinstance(value, str) and parse_schedule(value) is None:
                yield name, f"must be a number or 'lin_<number>' (linear decay to 0), got {brief(value)}"
        if self.sde_sample_freq != -1 and self.sde_sample_freq <= 0:
            yield "sde_sample_freq", f"must be -1 (once per rollout) or > 0, got {self.sde_sample_freq}"
        if isinstance(self.normalize, Mapping):
            yield from _normalize_problems(self.normalize)
        if self.policy_kwargs is not None:
            yield from _policy_kwargs_problems(self.policy_kwargs)
        if self.zoo is not None and self.hyperparams != "rl-zoo":
            yield "zoo", "is written by esbench with hyperparams: rl-zoo; leave it out"


def _normalize_problems(options: Mapping[str, Any]) -> Iterable[tuple[str, str]]:
    for key, value in options.items():
        if key not in NORMALIZE_KEYS:
            yield f"normalize.{key}", f"unknown key; valid keys: {', '.join(NORMALIZE_KEYS)}"
        elif NORMALIZE_KEYS[key] and not isinstance(value, bool):
            yield f"normalize.{key}", f"must be true or false, got {brief(value)}"
        elif not NORMALIZE_KEYS[key] and not (_is_number(value) and value > 0):
            yield f"normalize.{key}", f"must be a number > 0, got {brief(value)}"


def _policy_kwargs_problems(kwargs: Mapping[str, Any]) -> Iterable[tuple[str, str]]:
    for key, value in kwargs.items():
        where = f"policy_kwargs.{key}"
        if key not in POLICY_KWARGS_KEYS:
            yield where, f"unknown key; valid keys: {', '.join(sorted(POLICY_KWARGS_KEYS))}"
        elif key == "activation_fn" and value not in {f"nn.{name}" for name in ACTIVATIONS}:
            yield where, f"must be nn.<Activation> ({', '.join(sorted(ACTIVATIONS))}), got {brief(value)}"
        elif key == "optimizer_class" and value not in CLASS_NAMES:
            yield where, f"must be one of {', '.join(sorted(CLASS_NAMES))}, got {brief(value)}"
        elif key == "net_arch" and not _is_net_arch(value):
            yield where, f"must be a list of layer sizes or {{pi: [...], vf|qf: [...]}}, got {brief(value)}"


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _is_net_arch(value: Any) -> bool:
    def sizes(v: Any) -> bool:
        return isinstance(v, (list, tuple)) and all(type(n) is int and n > 0 for n in v)

    if isinstance(value, Mapping):
        return set(value) <= {"pi", "vf", "qf"} and all(sizes(v) for v in value.values())
    return sizes(value)


def net_arch_params(net_arch: Any) -> int | None:
    """Parameters of the networks ``policy_kwargs.net_arch`` asks for, for the smallest env (one
    observation, one output), a lower bound: a list is one network (ARS's policy; the actor and
    critic of the others count once), ``{pi, vf|qf}`` each of its networks. None: not a net_arch."""
    if not _is_net_arch(net_arch):
        return None
    nets = net_arch.values() if isinstance(net_arch, Mapping) else [net_arch]
    return sum(sum((a + 1) * b for a, b in itertools.pairwise([1, *net, 1])) for net in nets)


def sb3_kwargs(params: Any, end_fraction: float) -> dict[str, Any]:
    """The SB3 constructor keywords of ``params`` (``n_envs`` still in), ``lin_`` strings as schedules.

    ``end_fraction``: the fraction of SB3's ``learn()`` total at which a schedule reaches 0 (the
    budget over that total).
    """
    kwargs = to_dict(params)
    for name in NOT_SB3_KWARGS:
        kwargs.pop(name, None)  # atari_wrapper: the on-policy runners' only
    for name in SCHEDULE_FIELDS:
        if isinstance(kwargs.get(name), str):
            initial = parse_schedule(kwargs[name])
            if initial is None:  # refused by the params' check before any model is built
                raise ValueError(f"{name}: {kwargs[name]!r} is not a lin_<number> schedule")
            kwargs[name] = LinearSchedule(initial, 0.0, end_fraction)
    return kwargs


def normalized(venv: VecEnv, params: Any) -> VecEnv:
    """``venv`` in a ``VecNormalize`` if ``params.normalize`` (reward discount: gamma, as rl-zoo;
    VecNormalize's 0.99 for a runner without one, ARS)."""
    if params.normalize is False:
        return venv
    options = {} if params.normalize is True else dict(params.normalize)
    return VecNormalize(venv, gamma=getattr(params, "gamma", 0.99), **options)


def learn_timesteps(trial: Trial, params: Any) -> int:
    """The ``total_timesteps`` given to SB3's ``learn()``: the budget plus one rollout of margin, so
    that esbench's callback, not SB3's own loop, decides where training stops."""
    return trial.budget.timesteps + params.n_steps * params.n_envs


def model_policy_kwargs(params: Any, spec: PolicySpec) -> dict[str, Any]:
    """The model's ``policy_kwargs``: the suite policy's (:func:`sb3_policy_kwargs`; none with
    ``network: sb3``, SB3's own network) unless ``params.policy_kwargs`` replaces them
    (``"nn.<Name>"`` and optimizer names become the classes)."""
    if params.policy_kwargs is None:
        return {} if getattr(params, "network", "suite") == "sb3" else sb3_policy_kwargs(spec)
    import torch

    out = to_dict(params.policy_kwargs)
    if "activation_fn" in out:
        out["activation_fn"] = getattr(torch.nn, out["activation_fn"].removeprefix("nn."))
    if out.get("optimizer_class") == "RMSpropTFLike":
        from stable_baselines3.common.sb2_compat.rmsprop_tf_like import RMSpropTFLike

        out["optimizer_class"] = RMSpropTFLike
    return out
