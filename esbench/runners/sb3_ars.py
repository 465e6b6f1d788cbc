"""Augmented Random Search (Mania et al. 2018) from sb3-contrib, as ``sb3_ars``.

ARS is a finite-difference ES over the policy's parameters: each generation plays ``2 * n_delta``
candidates (mirrored perturbations of std ``delta_std``), ``n_eval_episodes`` episodes each, and
steps along the ``n_top`` best directions. It shares :class:`~esbench.runners.sb3_base.SB3Runner`
(params as keywords, the suite's network, env seeds, ``hyperparams: rl-zoo`` from the vendored
``ars.yml``, VecNormalize with ``normalize``); a "rollout" is one generation, so a run stops at the
first generation boundary at or past the budget, after the update of the generation before.

sb3-contrib's ARS ignores a callback's request to stop, so :class:`ARSCallback` raises
:class:`StopGeneration` at the start of the generation after the budget is spent, which
:meth:`ARSRunner.learn` catches. ``resources.cores``: 1 only (sb3-contrib parallelises ARS with its
own ``AsyncEval`` processes, which esbench does not use).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import torch
from sb3_contrib import ARS
from stable_baselines3.common.base_class import BaseAlgorithm
from stable_baselines3.common.vec_env import VecEnv

from esbench.core.config import PolicySpec, Trial
from esbench.core.errors import ConfigError, ConfigErrors
from esbench.core.params import field
from esbench.policies import torch_activation
from esbench.runners.sb3_base import _N_ENVS_DOC, _VEC_ENV_DOC, MetricsCallback, SB3Runner, _SB3ParamsCheck
from esbench.runners.sb3_tuning import model_policy_kwargs

ARS_TUNE_SPACE: Mapping[str, Mapping[str, list]] = {
    "learning_rate": {"log_uniform": [1e-3, 1e-1]},
    "delta_std": {"log_uniform": [1e-3, 0.3]},
    "n_delta": {"choice": [4, 8, 16, 32]},
}


@dataclasses.dataclass(frozen=True, kw_only=True)
class ARSParams(_SB3ParamsCheck):
    """ARS hyperparameters (sb3-contrib defaults), see ``sb3_contrib.ARS``."""

    n_delta: int = field(8, doc="Random directions per generation (2 * n_delta candidates).")
    n_top: int | None = field(None, doc="Best directions used in the update (null: n_delta).")
    learning_rate: float = field(0.02, doc="Step size of the update.")
    delta_std: float = field(0.05, doc="Std of the parameter perturbations.")
    zero_policy: bool = field(
        True, doc="Start from all-zero parameters (false: the network's initialisation)."
    )
    alive_bonus_offset: float = field(
        0.0, doc="Added to every step's reward of a candidate (ARS's -1 on MuJoCo)."
    )
    n_eval_episodes: int = field(1, doc="Episodes per candidate.")
    n_envs: int = field(1, doc=_N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=_VEC_ENV_DOC)
    policy: Literal["suite", "MlpPolicy", "LinearPolicy"] = field(
        "suite",
        doc="The policy: 'suite' (or 'MlpPolicy') the suite's network, an MLP; 'LinearPolicy' "
        "sb3-contrib's linear policy without bias, the ARS paper's (hyperparams: rl-zoo sets it "
        "where the zoo's entry uses it, e.g. every MuJoCo env).",
    )

    def size_problems(self) -> Iterable[tuple[str, str]]:
        """``n_top`` <= ``n_delta``; no gSDE (ARS explores in parameter space)."""
        if self.n_top is not None and self.n_top > self.n_delta:
            yield "n_top", f"must be <= n_delta = {self.n_delta}, got {self.n_top}"
        if self.use_sde:
            yield "use_sde", "ARS explores in parameter space: no gSDE"


class StopGeneration(Exception):
    """Raised by :class:`ARSCallback` to end ``ARS.learn`` at a generation boundary."""


class ARSCallback(MetricsCallback):
    """:class:`MetricsCallback` for ARS: episodes from the model's episode buffer, stop by exception."""

    def _on_step(self) -> bool:
        return True  # ARS steps carry no dones/infos; episodes are counted per generation

    def _on_rollout_start(self) -> None:
        if self.stopped:
            raise StopGeneration

    def _on_rollout_end(self) -> None:
        self.run_logger.add_episodes([info["r"] for info in self.model.ep_info_buffer])
        super()._on_rollout_end()


class ARSRunner(SB3Runner):
    """ARS, augmented random search (Mania et al. 2018), from sb3-contrib."""

    algo = "sb3_ars"
    Params = ARSParams
    tune_space = ARS_TUNE_SPACE
    policy_types = ("mlp",)
    callback_class = ARSCallback

    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores``: 1 only (module docstring)."""
        if cores != 1:
            raise ConfigErrors(
                [
                    ConfigError(
                        "resources.cores",
                        f"sb3_ars runs on one core, got {cores} (resources.cores: 1 or null)",
                    )
                ]
            )
        return dict(params)

    @classmethod
    def model_class(cls) -> type[BaseAlgorithm]:
        """``sb3_contrib.ARS``."""
        return ARS

    @classmethod
    def learn_timesteps(cls, trial: Trial, params: Any) -> int:
        """Far past the budget: the callback ends training (a generation's length is not known ahead)."""
        return trial.budget.timesteps + 2**40

    @classmethod
    def policy_name(cls, params: Any, spec: PolicySpec) -> str:
        """``LinearPolicy`` when ``params.policy`` says so, else the suite's network (``MlpPolicy``)."""
        return "LinearPolicy" if params.policy == "LinearPolicy" else super().policy_name(params, spec)

    @classmethod
    def policy_kwargs(cls, params: Any, spec: PolicySpec) -> dict[str, Any]:
        """The suite's hidden layers and activation (``ARSPolicy``'s ``net_arch`` is a list); none for
        the linear policy (no bias, no squashing: sb3-contrib's defaults)."""
        if params.policy == "LinearPolicy":
            return {}
        if params.policy_kwargs is not None:
            return model_policy_kwargs(params, spec)
        return {"net_arch": list(spec.hidden), "activation_fn": torch_activation(spec.activation)}

    def model_kwargs(self, kwargs: dict[str, Any], params: Any, venv: VecEnv) -> dict[str, Any]:
        """No gSDE keywords (ARS has none); ``policy`` names the policy class (:meth:`policy_name`)."""
        kwargs.pop("use_sde")
        kwargs.pop("sde_sample_freq")
        kwargs.pop("policy", None)
        return kwargs

    def actor_parameters(self, model: BaseAlgorithm) -> Iterable[torch.nn.Parameter]:
        """The whole policy: ARS has no critic."""
        return model.policy.parameters()

    def learn(self, model: BaseAlgorithm, total_timesteps: int, callback: MetricsCallback) -> None:
        """``model.learn`` until :class:`ARSCallback` stops it."""
        try:
            model.learn(total_timesteps=total_timesteps, callback=callback)
        except StopGeneration:
            pass
