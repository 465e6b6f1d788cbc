"""OpenAI-style distributed Evolution Strategy (Salimans et al. 2017), registered as ``openai_es``.

Paper: arXiv:1703.03864. Reference code: openai/evolution-strategies-starter. The maths lives in
:mod:`esbench.es`, the rollouts in :mod:`esbench.backends`; this module wires them to the harness.

Accounting: ``timesteps`` counts every step of every perturbation rollout (both halves of every
pair) and nothing from evaluation; they are added to the :class:`RunLogger` once per generation,
then ``logger.step(extras)`` is called. The last generation is trimmed to the step budget
(:func:`esbench.es.sampling.budget_pairs`; ``es.pairs`` logs each generation's pairs). Departure:
the reference's ``eval_prob`` episodes are replaced by the harness's eval protocol (``eval.*``
metrics on the unperturbed θ, with the current observation statistics and no action noise).
``es.bytes_to_workers`` / ``es.bytes_from_workers`` are each generation's measured message sizes;
what the run sent in all (0 with ``backend: serial``) is ``es.bytes_*_total`` with ``es.generations``,
and the same totals in the run's info (:mod:`esbench.runners.traffic`). Where each generation's wall
time went (``es.*_time_s``, summing to ``es.gen_time_s``): :mod:`esbench.runners.openai_es.metrics`.

Multi-episode fitness (``episodes_per_pair`` > 1; departure: the reference plays one episode per
half, GoodAI's harness ``num_episodes``): a half's fitness is its mean return over its episodes.
Workers send back only that mean and the total steps per half, so ``episodes`` counts every
episode, while ``train.return_mean`` gets each half's mean once per episode it played (the same
mean over episodes, up to rounding) and ``es.pop_return_*`` describe the half means.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from esbench.backends import Backend, BackendOptions, make_backend
from esbench.backends.base import GenerationTask, WorkerSpec
from esbench.backends.rollout import rollout_simulator
from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import EsbenchError
from esbench.core.es_names import GENERATION, STEPS_PER_PAIR, THETA_NORM
from esbench.core.metrics import RunLogger, RunResult
from esbench.core.seeding import derive_seed
from esbench.envs import make_env
from esbench.es.episode_cap import EpisodeCap
from esbench.es.sampling import budget_pairs
from esbench.es.state import ESState
from esbench.es.update import es_update
from esbench.policies import theta_digest
from esbench.policies.factories import run_policy_factory
from esbench.policies.protocols import RolloutPolicy
from esbench.runners.base import Runner, ray_pool_params
from esbench.runners.checkpoints import (
    CheckpointError,
    checkpoint_file_problem,
    checkpoint_identity,
    corrupt_checkpoint,
    identity_mismatch,
    read_checkpoint_meta,
    resume_key,
    stored_points,
    stored_steps,
    wrong_trial,
)
from esbench.runners.openai_es.generation import run_generation
from esbench.runners.openai_es.metrics import fault_metrics, generation_metrics, time_metrics
from esbench.runners.openai_es.params import OpenAIESParams
from esbench.runners.openai_es.resume import CHECKPOINT_FILE, restore_state, save_state
from esbench.runners.resources import generation_step_problems, noise_and_pool_problems
from esbench.runners.traffic import Traffic, transport_of


class OpenAIESRunner(Runner):
    """The ES driver loop: one generation = run pairs on the backend, update, log, checkpoint."""

    algo = "openai_es"
    family = "es"
    Params = OpenAIESParams
    shares_theta0 = True
    checkpoints = True
    #: The ES paper's and GoodAI's knobs: σ, the learning rate, the population.
    tune_space: ClassVar[Mapping[str, Mapping[str, list]]] = {
        "sigma": {"log_uniform": [0.005, 0.1]},
        "learning_rate": {"log_uniform": [0.001, 0.05]},
        "population": {"choice": [16, 32, 64, 128, 256]},
    }
    update_name = "generations"

    @classmethod
    def update_steps(cls, params: OpenAIESParams, policy: PolicySpec, episode_steps: float) -> float:
        """One generation: 2 x population x episodes_per_pair episodes (a fixed cap shortens them),
        at least ``min_steps_per_generation`` steps."""
        if params.episode_cap == "fixed" and params.episode_cap_steps:
            episode_steps = min(episode_steps, params.episode_cap_steps)
        episodes = 2 * params.population * params.episodes_per_pair
        return max(float(episodes * episode_steps), float(params.min_steps_per_generation))

    @classmethod
    def resource_problems(
        cls, params: OpenAIESParams, policy: PolicySpec, budget: Budget
    ) -> Iterable[tuple[str, str]]:
        """The policy, the noise table and the workers against memory; one generation against the budget."""
        yield from super().resource_problems(params, policy, budget)
        yield from noise_and_pool_problems(params)
        episodes = 2 * params.population * params.episodes_per_pair
        yield from generation_step_problems("params.population", episodes, budget.timesteps)

    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores``: that many Ray workers (:func:`~esbench.runners.base.ray_pool_params`)."""
        return ray_pool_params(params, cores)

    def __init__(self) -> None:
        super().__init__()
        self._backend: Backend | None = None
        self._policy: RolloutPolicy | None = None
        self._state: ESState | None = None
        self._normalise = True

    def train(self, trial: Trial, params: OpenAIESParams, logger: RunLogger) -> RunResult:
        """Train within the budget; resume from ``checkpoint_dir`` if a checkpoint is there."""
        factory, ref_batch, env_limit = self._create_state(trial, params)
        state, config = self._es_state(), params.update_config()
        resumed = self._load_checkpoint(trial, logger)
        failures = int(resumed.get("worker_failures", 0)) if resumed else 0
        extras: dict[str, float] = dict(resumed.get("extras", {})) if resumed else {}
        backend = self._start_backend(trial, params, factory, ref_batch)
        faults0 = dict(extras)  # a resumed run's reissues and replacements so far
        # Cumulative traffic and generations (runners/traffic.py), continued from a checkpoint's extras.
        traffic = Traffic("es", transport_of(backend), extras)
        traffic.generations = state.generation  # one per update, also for a checkpoint without counters
        self.info.update(traffic.info())
        # Departure: the reference asserts calc_obstat_prob != 0; here 0 means no normalisation at
        # all (no mean/std, no ±5 clip), in training and evaluation, as GoodAI's harness.
        self._normalise = params.calc_obstat_prob > 0
        steps_per_pair = extras.get(STEPS_PER_PAIR)  # the previous generation's (budget trim)
        logger.start_training()  # a resumed run's first generation is training time too
        if not resumed:
            logger.step({GENERATION: 0.0, THETA_NORM: float(np.linalg.norm(state.theta))})
        saved = state.generation  # the generation the checkpoint on disk holds (0: none, or θ0's)
        while not logger.done:
            start = time.perf_counter()
            cap_used = state.cap.effective(env_limit)
            try:
                result = self._rollouts(trial, params, logger, cap_used, steps_per_pair)
            except KeyboardInterrupt:
                # Ctrl-C lands almost always here, the driver waiting on its workers. Nothing of this
                # generation has touched the state, the logger or the counters yet, so the last finished
                # generation is saved as its own checkpoint would have been: --resume repeats none of it.
                if state.generation > saved:
                    self._save_checkpoint(trial, logger, failures, extras)
                raise
            clock = time.perf_counter()
            stats = es_update(state, result, backend.noise_table, config)
            update_s = time.perf_counter() - clock
            failures += result.worker_failures
            traffic.add(result.bytes_to_workers, result.bytes_from_workers)
            self.info.update(traffic.info())
            steps_per_pair = float(result.lengths.sum()) / len(result.returns)
            logger.add_steps(int(result.lengths.sum()))
            # Every episode counts; a half's episodes are known to the driver only by their mean.
            logger.add_episodes(np.repeat(result.returns.ravel(), params.episodes_per_pair).tolist())
            extras = generation_metrics(state, result, stats, cap_used, failures)
            extras.update(traffic.extras())
            extras.update(fault_metrics(backend, faults0))
            extras.update(time_metrics(result.times, update_s, time.perf_counter() - start))
            logger.step(extras)
            if state.generation % params.checkpoint_every == 0 or logger.done:
                self._save_checkpoint(trial, logger, failures, extras)
                saved = state.generation
        return logger.finish(extras)

    def _create_state(self, trial: Trial, params: OpenAIESParams) -> tuple[Any, Any, int | None]:
        """The policy (mlp, cnn + VBN or lstm) and the ES state at θ0; returns the worker policy
        factory, the reference batch and the env's time limit."""
        env = make_env(trial.env)
        obs_space, action_space = env.observation_space, env.action_space
        env_limit = env.spec.max_episode_steps if env.spec is not None else None
        env.close()
        factory, ref_batch = run_policy_factory(trial.policy, trial.env, obs_space, trial.seed)
        if obs_space.shape is None:
            raise EsbenchError(f"{trial.env}: the ES needs observations of a fixed shape, not {obs_space}")
        self._policy = policy = factory(obs_space, action_space, ref_batch)
        cap = EpisodeCap.create(
            params.episode_cap,
            params.episode_cap_steps,
            params.adaptive_cap_start,
            params.adaptive_cap_threshold,
            params.adaptive_cap_ratio,
        )
        theta0 = policy.init_params(derive_seed(trial.seed, "policy-init"))  # as Nevergrad: same start
        self._state = ESState.create(theta0, obs_space.shape, params.update_config(), cap)
        self.info.update(
            num_params=int(theta0.size),
            noise_table_size=params.noise_table_size,
            theta0_sha256=theta_digest(theta0),
        )
        return factory, ref_batch, env_limit

    def _start_backend(self, trial: Trial, params: OpenAIESParams, factory: Any, ref_batch: Any) -> Backend:
        """The serial or Ray backend that runs the generations' rollouts."""
        spec = WorkerSpec(
            env_id=trial.env,
            policy_factory=factory,
            noise_size=params.noise_table_size,
            noise_seed=params.noise_seed,
        )
        simulator = rollout_simulator(trial.env, self._policy)
        # episodes move only on the batched simulator, one per half: elsewhere no actor is asked
        handoff = simulator == "batched" and params.episodes_per_pair == 1
        options = BackendOptions.of(params, handoff=handoff)  # the params' backend options, by name
        self._backend = backend = make_backend(params.backend, spec, options, ref_batch)
        self.info["cores"] = backend.num_workers
        self.info["backend"] = params.backend
        self.info["simulator"] = simulator
        return backend

    def _rollouts(
        self,
        trial: Trial,
        params: OpenAIESParams,
        logger: RunLogger,
        cap_used: int | None,
        steps_per_pair: float | None,
    ) -> Any:
        """One generation's perturbation rollouts on the backend, trimmed to the remaining budget."""
        state, backend = self._es_state(), self._backend
        if backend is None:
            raise RuntimeError("no backend yet: train() starts it before the first generation")
        task = GenerationTask(
            generation=state.generation,
            run_seed=trial.seed,
            theta=state.theta,
            obs_mean=state.obstat.mean if self._normalise else None,
            obs_std=state.obstat.std if self._normalise else None,
            sigma=params.sigma,
            episode_cap=cap_used,
            action_noise_std=params.action_noise_std,
            calc_obstat_prob=params.calc_obstat_prob,
            episodes_per_pair=params.episodes_per_pair,
            shared_env_seeds=params.pair_env_seeds == "shared",
        )
        budget, remaining = trial.budget.timesteps, trial.budget.timesteps - logger.timesteps
        pairs, min_steps = budget_pairs(
            params.population, params.min_steps_per_generation, remaining, steps_per_pair, budget
        )
        try:
            return run_generation(backend, task, pairs, min_steps)
        except EsbenchError as exc:
            kept = f"; the last checkpoint is kept in {self.checkpoint_dir}" if self.checkpoint_dir else ""
            raise type(exc)(f"{exc}{kept}") from exc

    def actor(self):
        """The unperturbed θ with the current observation statistics, no action noise."""
        state, policy = self._es_state(), self._policy
        if policy is None:
            raise RuntimeError("no policy yet: actor() is available once train() has built it")
        if not self._normalise:
            return policy.actor(state.theta, None, None)
        return policy.actor(state.theta, state.obstat.mean, state.obstat.std)

    @property
    def theta(self) -> np.ndarray:
        """The current parameter vector (a copy)."""
        return self._es_state().theta.copy()

    def _es_state(self) -> ESState:
        """The ES state (a RuntimeError before :meth:`train` has created it)."""
        if self._state is None:
            raise RuntimeError("no ES state yet: it is created by train()")
        return self._state

    def worker_pids(self) -> list[int]:
        """The Ray backend's actor PIDs (none in-process), for ``info.cpu_share``."""
        return list(getattr(self._backend, "pids", None) or [])

    def close(self) -> None:
        """Stop the backend's workers."""
        if self._backend is not None:
            self._backend.close()
            self._backend = None

    # -- checkpoints ---------------------------------------------------------------------------
    @classmethod
    def logged_points(
        cls, checkpoint_dir: Path, trial: Trial | None = None
    ) -> list[tuple[str, float, int]] | None:
        """Every point logged up to the checkpoint in ``checkpoint_dir`` (None: none, unreadable, or
        the checkpoint of another trial than ``trial``)."""
        return stored_points(Path(checkpoint_dir) / CHECKPOINT_FILE, trial)

    @classmethod
    def checkpoint_steps(cls, checkpoint_dir: Path, trial: Trial | None = None) -> int | None:
        """The env steps of ``trial``'s checkpoint in ``checkpoint_dir`` (its logger's own count)."""
        return stored_steps(Path(checkpoint_dir) / CHECKPOINT_FILE, trial)

    @classmethod
    def checkpoint_problem(cls, checkpoint_dir: Path, trial: Trial) -> str | None:
        """None when the ``.npz`` in ``checkpoint_dir`` names ``trial``, else why not
        (:func:`~esbench.runners.checkpoints.checkpoint_file_problem`)."""
        return checkpoint_file_problem(Path(checkpoint_dir) / CHECKPOINT_FILE, trial)

    def _checkpoint_path(self) -> Path | None:
        return None if self.checkpoint_dir is None else Path(self.checkpoint_dir) / CHECKPOINT_FILE

    def _save_checkpoint(self, trial: Trial, logger: RunLogger, failures: int, extras: dict) -> None:
        """The ES state (:func:`~esbench.runners.openai_es.resume.save_state`) with this run's meta:
        trial, logger state, extras, failures."""
        path = self._checkpoint_path()
        if path is None:
            return
        meta = {
            "trial": resume_key(trial),
            "identity": checkpoint_identity(trial),
            "worker_failures": failures,
            "extras": extras,
            "logger": logger.state_dict(),
        }
        save_state(self._es_state(), path, meta)

    def _load_checkpoint(self, trial: Trial, logger: RunLogger) -> dict | None:
        """Restore state and logger (replaying logged points) if a checkpoint exists; return its meta."""
        path = self._checkpoint_path()
        if path is None or not path.exists():
            return None
        try:  # the trial it belongs to is checked before anything is restored from it
            stored = read_checkpoint_meta(path)
        except Exception:  # unreadable: restore_state() below says so, naming the file
            stored = None
        why = identity_mismatch(stored, trial) if isinstance(stored, dict) else None
        if why is not None:
            raise wrong_trial(path, why)
        try:
            meta = restore_state(self._es_state(), path)
        except (CheckpointError, KeyError, TypeError) as exc:
            raise corrupt_checkpoint(path, exc) from exc
        try:
            logger.load_state_dict(meta["logger"], replay=True)  # parsed whole before any point is replayed
        except (KeyError, TypeError, ValueError) as exc:
            raise corrupt_checkpoint(path, exc) from exc
        self.info["resumed_from_generation"] = self._es_state().generation
        return meta
