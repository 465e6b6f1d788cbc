"""Augmented Random Search (Mania et al. 2018) from sb3-contrib, as ``sb3_ars``.

ARS is a finite-difference ES over the policy's parameters: each generation plays ``2 * n_delta``
candidates (mirrored perturbations of std ``delta_std``), ``n_eval_episodes`` episodes each, and
steps along the ``n_top`` best directions. It shares :class:`~esbench.runners.sb3.base.SB3Runner`
(params as keywords, the suite's network, env seeds, ``hyperparams: rl-zoo`` from the vendored
``ars.yml``, VecNormalize with ``normalize``); a "rollout" is one generation, so a run stops at the
first generation boundary at or past the budget, after the update of the generation before.

sb3-contrib's ARS ignores a callback's request to stop, so :class:`ARSCallback` raises
:class:`StopGeneration` at the start of the generation after the budget is spent, which
:meth:`ARSRunner.learn` catches.

``resources.cores``: 1 plays the candidates one after another in the training process. More cores
(``params.eval_processes`` = cores) play them in that many processes with sb3-contrib's
``AsyncEval``: candidate i goes to process i mod cores, each process keeps its own seeded env (with
VecNormalize's statistics merged and sent back each generation, as sb3-contrib does), and the
training process only draws the directions and updates, which takes a negligible share of a
generation. A generation of 2 * n_delta candidates therefore takes about 2 * n_delta / cores episode
times. The same seed at the same cores gives the same curve; another core count gives another
(each process's env draws its own episodes), unlike the ES, whose curve does not depend on its
workers.
"""

from __future__ import annotations

import dataclasses
import functools
import multiprocessing
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import torch
from sb3_contrib import ARS
from sb3_contrib.common.vec_env import AsyncEval
from stable_baselines3.common.base_class import BaseAlgorithm
from stable_baselines3.common.vec_env import VecEnv

from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.params import field
from esbench.core.seeding import derive_seed
from esbench.policies import torch_activation
from esbench.runners.base import cores_conflict
from esbench.runners.resources import (
    FLOAT32_BYTES,
    MIN_PROCESS_BYTES,
    memory_problems,
    policy_params_lower_bound,
)
from esbench.runners.sb3.base import N_ENVS_DOC, VEC_ENV_DOC, MetricsCallback, SB3ParamsCheck, SB3Runner
from esbench.runners.sb3.training_envs import SUBPROC_START_METHOD, training_envs
from esbench.runners.sb3.tuning import model_policy_kwargs, net_arch_params, normalized

ARS_TUNE_SPACE: Mapping[str, Mapping[str, list]] = {
    "learning_rate": {"log_uniform": [1e-3, 1e-1]},
    "delta_std": {"log_uniform": [1e-3, 0.3]},
    "n_delta": {"choice": [4, 8, 16, 32]},
}


@dataclasses.dataclass(frozen=True, kw_only=True)
class ARSParams(SB3ParamsCheck):
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
    n_envs: int = field(1, doc=N_ENVS_DOC)
    vec_env: Literal["dummy", "subproc"] = field("dummy", doc=VEC_ENV_DOC)
    eval_processes: int = field(
        0,
        doc="Processes that play the candidates (sb3-contrib's AsyncEval); 0: the training process "
        "plays them one after another. Set by resources.cores when more than one (then n_envs is 1).",
    )
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
        if self.eval_processes == 1:
            yield "eval_processes", "must be 0 (the training process) or at least 2, got 1"
        if self.eval_processes and self.n_envs != 1:
            yield "n_envs", f"must be 1 with eval_processes (one env per process), got {self.n_envs}"


class StopGeneration(Exception):
    """Raised by :class:`ARSCallback` to end ``ARS.learn`` at a generation boundary."""


class ARSCallback(MetricsCallback):
    """:class:`MetricsCallback` for ARS: episodes from the model's episode buffer, stop by exception."""

    def _on_step(self) -> bool:
        return True  # ARS steps carry no dones/infos; episodes are counted per generation

    #: ARS draws a generation's directions before its rollout starts: RNG states at the last one's end.
    rng_at_rollout_end = True

    def _on_rollout_start(self) -> None:
        if self.stopped:
            raise StopGeneration
        super()._on_rollout_start()

    #: Count a generation's steps as its episodes' lengths (set with ``eval_processes``).
    exact_steps = False

    def _on_rollout_end(self) -> None:
        episodes = self.model.ep_info_buffer or ()  # None only before learn() sets the model up
        self.run_logger.add_episodes([info["r"] for info in episodes])
        if self.exact_steps:
            # Departure from sb3-contrib: with AsyncEval it counts a generation's steps rounded down
            # to a multiple of the processes; esbench counts every step played (one env per process).
            self.model.num_timesteps = self._counted + int(sum(info["l"] for info in episodes))
        super()._on_rollout_end()


class ARSRunner(SB3Runner):
    """ARS, augmented random search (Mania et al. 2018), from sb3-contrib."""

    algo = "sb3_ars"
    Params = ARSParams
    tune_space = ARS_TUNE_SPACE
    update_name = "generations"
    policy_types = ("mlp",)
    callback_class = ARSCallback

    @classmethod
    def update_steps(cls, params: Any, policy: PolicySpec, episode_steps: float) -> float:
        """One generation: 2 x n_delta candidates x n_eval_episodes episodes."""
        return float(2 * params.n_delta * params.n_eval_episodes * episode_steps)

    def __init__(self) -> None:
        super().__init__()
        self._async_eval: AsyncEval | None = None

    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores``: ``eval_processes`` = cores when more than one, else 0 (module
        docstring); an explicit ``eval_processes``, or ``n_envs`` other than 1 with more cores, that
        contradicts it is an error."""
        out = dict(params)
        processes = cores if cores > 1 else 0
        problems = []
        if out.get("eval_processes", processes) != processes:
            problems.append(cores_conflict("eval_processes", out["eval_processes"], cores))
        if processes and out.get("n_envs", 1) != 1:  # rl-zoo's ARS entries all have n_envs: 1
            why = " (each of its processes plays one env)"
            problems.append(cores_conflict("n_envs", out["n_envs"], cores, why))
        if problems:
            raise ConfigErrors(problems)
        if processes or "eval_processes" in out:
            out["eval_processes"] = processes
        return out

    @classmethod
    def resource_problems(cls, params: Any, policy: PolicySpec, budget: Budget) -> Iterable[tuple[str, str]]:
        """The networks and env processes (:class:`SB3Runner`), a generation's ``n_delta`` directions
        and their 2 x ``n_delta`` candidates, and the ``eval_processes`` against memory."""
        yield from super().resource_problems(params, policy, budget)
        n = 1 if params.policy == "LinearPolicy" else policy_params_lower_bound(policy)
        if params.policy != "LinearPolicy" and params.policy_kwargs is not None:
            n = net_arch_params(params.policy_kwargs.get("net_arch")) or 1
        yield from memory_problems(
            "params.n_delta",
            f"{params.n_delta:,} directions and {2 * params.n_delta:,} candidates of {n:,}+ parameters",
            FLOAT32_BYTES * 3 * params.n_delta * n,
        )
        processes = params.eval_processes
        yield from memory_problems(
            "params.eval_processes", f"{processes:,} evaluation processes", MIN_PROCESS_BYTES * processes
        )

    @classmethod
    def cores_needed(cls, params: Any) -> int:
        """``eval_processes`` when set (what ``esbench run --jobs`` reserves), else SB3's rule."""
        return params.eval_processes or super().cores_needed(params)

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
        """No gSDE keywords (ARS has none); ``policy`` names the policy class (:meth:`policy_name`);
        ``eval_processes`` is esbench's (:meth:`build_model`)."""
        kwargs.pop("use_sde")
        kwargs.pop("sde_sample_freq")
        kwargs.pop("policy", None)
        kwargs.pop("eval_processes")
        return kwargs

    def actor_parameters(self, model: BaseAlgorithm) -> Iterable[torch.nn.Parameter]:
        """The whole policy: ARS has no critic."""
        return model.policy.parameters()

    def build_model(self, trial: Trial, params: Any) -> BaseAlgorithm:
        """The model, and with ``eval_processes`` the processes that play its candidates, each with
        one env seeded from the run seed (process i: the env seed + i, sb3-contrib's rule)."""
        model = super().build_model(trial, params)
        if params.eval_processes:
            make = functools.partial(_process_env, trial.env, params)
            # The fork server imports this module once; each candidate process forks from it ready.
            multiprocessing.set_forkserver_preload([__name__])
            self._async_eval = AsyncEval(
                [make] * params.eval_processes, model.policy, start_method=SUBPROC_START_METHOD
            )
            self._async_eval.seed(derive_seed(trial.seed, "sb3", "env"))
        return model

    def learn(self, model: BaseAlgorithm, total_timesteps: int, callback: MetricsCallback) -> None:
        """``model.learn`` until :class:`ARSCallback` stops it (with ``eval_processes``, on them)."""
        if not isinstance(model, ARS) or not isinstance(callback, ARSCallback):  # what build_model made
            raise TypeError(f"ARSRunner.learn needs an ARS model and an ARSCallback, not {model}, {callback}")
        callback.exact_steps = self._async_eval is not None
        try:
            # A resumed model keeps its num_timesteps; ARS's schedules read total_timesteps as given.
            model.learn(
                total_timesteps, callback=callback, async_eval=self._async_eval, reset_num_timesteps=False
            )
        except StopGeneration:
            pass

    def resumed(self, model: BaseAlgorithm, trial: Trial, steps: int) -> None:
        """With ``eval_processes``: their envs reseeded from (run seed, ``steps``) and given the
        restored VecNormalize statistics (their own envs' states are not in the checkpoint)."""
        if self._async_eval is None or not isinstance(model, ARS):
            return
        self._async_eval.seed(derive_seed(trial.seed, "sb3", "env", "resume", steps))
        norm = model.get_vec_normalize_env()
        if norm is not None and not isinstance(norm.obs_rms, dict):  # ARS's envs: Box observations
            self._async_eval.sync_obs_rms(norm.obs_rms.copy())

    def close(self) -> None:
        """Stop the candidate processes, then as :meth:`SB3Runner.close`."""
        if self._async_eval is not None:
            self._async_eval.close()
            self._async_eval = None
        super().close()


def _process_env(env_id: str, params: Any) -> VecEnv:
    """The env of one candidate process: one esbench env (VecNormalize with ``normalize``), with
    torch on one thread (each process has one core). On a batched simulator it is a one-simulation
    ``BatchedVecEnv``, the same numbers as DummyVecEnv's env (:func:`training_envs`), so that ARS's
    candidates play on the simulator the run records."""
    torch.set_num_threads(1)
    return normalized(training_envs(env_id, 1, "dummy"), params)
