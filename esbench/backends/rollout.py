"""Worker-side rollouts: mirrored pairs from noise indices, and full-vector evaluations.

Everything random in a pair derives from (run seed, generation, pair index) through
:func:`esbench.core.seeding.derive_rng`: the noise index, the env seeds of both halves, whether each
half samples observation statistics, and the action noise. A worker's own state never matters,
so any worker (or a replacement) produces the same result for the same pair (the draws and the
perturbation θ ± σε are the pure functions of :mod:`esbench.es.sampling`).

Several episodes per half (``GenerationTask.episodes_per_pair``, GoodAI's ``num_episodes``; the
reference plays one): each half plays that many episodes, each with its own env seed, obs-stat
coin and action-noise stream, and reports their mean return and total length.

Policies reach the worker through a picklable *policy factory* ``factory(observation_space,
action_space, ref_batch)`` (:mod:`esbench.policies.factories`); ``ref_batch`` is the optional
reference batch (virtual batch norm) gathered once by the driver and shipped once per worker.

Lockstep batches (optional fast path). A policy may also offer ``make_batch_act(thetas, obs_mean,
obs_std)`` (see :class:`~esbench.policies.protocols.BatchActFn`). A worker then plays up to
:data:`MAX_BATCH` episodes of a request at once, one env instance each, stepping every live env
once per tick and computing all their actions with one call per layer, which amortises numpy's
per-call overhead over the batch.
Episodes that end drop out of the batch. The contract that keeps the ES deterministic: row ``i``
of a batched action must equal, bit for bit, ``make_act(thetas[i], ...)(obs[i], noise[i])`` whatever
the other rows are, so a result never depends on which episodes share a batch (hence on chunk
size, worker count or backend). ``tests/backends/test_batched_rollout.py`` checks it. Policies
without ``make_batch_act`` use the per-episode :func:`rollout`.

On a MuJoCo env with a batched simulator (``simulator: batched``, the default where one exists,
:func:`esbench.envs.make_batched_env`), a lockstep batch of up to :data:`MAX_SIMS` episodes runs in
one ``mujoco.batch`` (:func:`~esbench.backends.episodes.rollout_sims`) instead of one gymnasium env
per episode: the same numbers (its simulations are bit-identical to gymnasium's env), the physics of
all live episodes in one call. The episode loops live in :mod:`esbench.backends.episodes`.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from esbench.backends.base import (
    ChunkRequest,
    ChunkResult,
    GenerationTask,
    ThetaRequest,
    ThetaResult,
    ThetaStatsRequest,
    ThetaStatsResult,
    WorkerSpec,
)
from esbench.backends.episodes import NOISE_BLOCK, continue_sims, rollout, rollout_batch, rollout_sims
from esbench.backends.handoff import CarriedEpisodes, CarriedResult, Handoff
from esbench.backends.protocol import WorkerRequest
from esbench.envs import make_batched_env, make_env, simulator_of
from esbench.es.noise import build_noise_table
from esbench.es.obstat import observation_sums
from esbench.es.sampling import PairDraws, mirrored_thetas, pair_draws

#: Most episodes a worker plays in one lockstep batch (one env instance each). 8: larger batches were
#: slower per step on HalfCheetah (MuJoCo state of more envs than the caches hold; measured 0.85x at 16).
MAX_BATCH = 8
#: ... and at most this many bytes of stacked float32 θ per batch.
MAX_BATCH_THETA_BYTES = 64 * 2**20
#: Most episodes a worker plays in one lockstep batch of simulations (a batched MuJoCo env,
#: :func:`~esbench.envs.make_batched_env`): one ``mujoco.batch`` call steps them all. 128: the Python
#: of a tick (policy call, observation, reward) is paid once per batch, so a larger batch spends a
#: larger share of its time in the physics (HalfCheetah-v5, 2x64 MLP, one process, measured: 0.89 of
#: the loop's time at 32 simulations, 0.92 at 64, 0.93 at 128 and 256); a worker's whole request of
#: 50 pairs (the ES's 100 pairs on 2 workers) is then one batch.
MAX_SIMS = 128

__all__ = [
    "MAX_BATCH",
    "MAX_SIMS",
    "NOISE_BLOCK",
    "RolloutWorker",
    "rollout",
    "rollout_batch",
    "rollout_sims",
    "rollout_simulator",
]


def rollout_simulator(env_ref: str, policy: Any, batch: bool = True) -> str:
    """Which simulator a :class:`RolloutWorker` for ``env_ref`` and ``policy`` steps its episodes on.

    'batched' when the env has a batched simulator that its ``simulator`` option leaves on and the
    policy plays lockstep batches (``make_batch_act``), else 'gymnasium' (stored as ``info.simulator``).
    """
    if batch and callable(getattr(policy, "make_batch_act", None)) and simulator_of(env_ref) == "batched":
        return "batched"
    return "gymnasium"


class RolloutWorker:
    """A worker's env(s), policy and noise table; runs :class:`ChunkRequest`, :class:`ThetaRequest`
    and any family's :class:`~esbench.backends.protocol.WorkerRequest`.

    With a policy that offers ``make_batch_act`` (and ``batch`` not disabled), a request's episodes
    run in lockstep batches of up to :data:`MAX_BATCH` (extra env instances are made on first use);
    otherwise one episode at a time on ``self.env``. Both give the same numbers.
    """

    def __init__(
        self,
        spec: WorkerSpec,
        noise_table: np.ndarray | None = None,
        ref_batch: np.ndarray | None = None,
        batch: bool = True,
    ):
        self.spec = spec
        self.env = make_env(spec.env_id)
        self.envs = [self.env]
        self.policy = spec.policy_factory(self.env.observation_space, self.env.action_space, ref_batch)
        if noise_table is None and spec.noise_size:
            noise_table = build_noise_table(spec.noise_size, spec.noise_seed)
        self.noise = noise_table
        self.max_batch = 1
        self.handoff = Handoff()
        """Where another thread asks the running request for episodes (:mod:`esbench.backends.handoff`)."""
        self.cache: dict = {}
        """What a family's requests keep on this worker between requests
        (:mod:`esbench.backends.protocol`)."""
        #: The batched simulator of the worker's lockstep batches, or None (:func:`rollout_simulator`
        #: says gymnasium, the simulator runs record): the batches then step one gymnasium env per
        #: episode (made on first use).
        self.sims = None
        if batch and callable(getattr(self.policy, "make_batch_act", None)):
            by_bytes = MAX_BATCH_THETA_BYTES // (4 * max(1, int(self.policy.num_params)))
            if rollout_simulator(spec.env_id, self.policy) == "batched":
                self.sims = make_batched_env(spec.env_id, nsim=int(max(1, min(MAX_SIMS, by_bytes))))
            cap = MAX_BATCH if self.sims is None else self.sims.nsim
            self.max_batch = int(max(1, min(cap, by_bytes)))

    def table(self) -> np.ndarray:
        """The noise table; mirrored pairs need one (:class:`ValueError` for a spec without one)."""
        if self.noise is None:
            raise ValueError(f"no noise table for {self.spec.env_id}: WorkerSpec.noise_size is 0")
        return self.noise

    def _episodes(
        self,
        thetas: list[np.ndarray],
        seeds: list[int],
        cap: int | None,
        obs_mean,
        obs_std,
        noise_seeds: list[int] | None = None,
        noise_std: float = 0.0,
        save_obs: list[bool] | None = None,
        handoff: bool = False,
    ) -> list[tuple[float, int, np.ndarray | None]]:
        """Play one episode per θ (lockstep batches when the policy allows it), in order; ``handoff``:
        the batches of simulations answer :attr:`handoff` (given episodes: ``(nan, -1, None)``)."""
        n = len(thetas)
        noise_dim = self.policy.noise_dim
        if self.max_batch == 1 or n == 1:
            results = []
            for i in range(n):
                act = self.policy.make_act(thetas[i], obs_mean, obs_std)
                rng = np.random.default_rng(noise_seeds[i]) if noise_seeds is not None else None
                save = bool(save_obs[i]) if save_obs is not None else False
                results.append(rollout(self.env, act, int(seeds[i]), cap, rng, noise_std, noise_dim, save))
            return results
        results = []
        # Equal waves (100 episodes in batches of 32: 4 waves of 25, not 32, 32, 32 and 4), so no
        # wave steps a few episodes alone; a row's numbers do not depend on what shares its batch.
        size = -(-n // -(-n // self.max_batch))
        for a in range(0, n, size):
            b = min(n, a + size)
            if self.sims is None:
                while len(self.envs) < b - a:
                    self.envs.append(make_env(self.spec.env_id))
            act = self.policy.make_batch_act(np.stack(thetas[a:b]), obs_mean, obs_std)
            rngs = [np.random.default_rng(s) for s in noise_seeds[a:b]] if noise_seeds is not None else None
            wave = (
                act,
                [int(s) for s in seeds[a:b]],
                cap,
                rngs,
                noise_std,
                noise_dim,
                None if save_obs is None else [bool(v) for v in save_obs[a:b]],
            )
            if self.sims is None:
                results += rollout_batch(self.envs[: b - a], *wave)
            else:
                self.handoff.wave(a)
                results += rollout_sims(self.sims, *wave, handoff=self.handoff if handoff else None)
        return results

    def play(
        self,
        thetas,
        env_seeds,
        episode_cap: int | None,
        obs_mean: np.ndarray | None,
        obs_std: np.ndarray | None,
        save_obs=None,
    ) -> list[tuple[float, int, np.ndarray | None]]:
        """One deterministic episode per θ on its env seed, for a family's request
        (:class:`~esbench.backends.protocol.WorkerContext`): ``(return, length, observations or None)``."""
        save = None if save_obs is None else [bool(v) for v in save_obs]
        return self._episodes(
            [np.asarray(t, np.float32) for t in thetas], [int(s) for s in env_seeds], episode_cap,
            obs_mean, obs_std, save_obs=save,
        )  # fmt: skip

    def run_request(self, task: Any, request: WorkerRequest) -> Any:
        """A family's request: ``request.run(self, task)`` (:mod:`esbench.backends.protocol`)."""
        if not isinstance(request, WorkerRequest):
            raise TypeError(f"{type(request).__name__} is not a WorkerRequest")
        return request.run(self, task)

    def handoff_capable(self, episodes_per_pair: int) -> bool:
        """Whether a request's running episodes can be handed off (:mod:`esbench.backends.handoff`):
        on the batched simulator, with one episode per half."""
        return self.sims is not None and self.max_batch > 1 and episodes_per_pair == 1

    def _pair(
        self, task: GenerationTask, pair: int, theta: np.ndarray, episodes_per_pair: int = 1
    ) -> tuple[PairDraws, tuple[np.ndarray, np.ndarray]]:
        """Mirrored pair ``pair`` of ``task``: its draws and its halves ``(θ + σε, θ − σε)``, the
        same whether the pair's request runs here or its episodes were handed off to this worker."""
        noise = self.table()
        draws = pair_draws(
            task.run_seed,
            task.generation,
            pair,
            table_size=noise.size,
            dim=self.policy.num_params,
            episodes_per_pair=episodes_per_pair,
            calc_obstat_prob=task.calc_obstat_prob,
            shared_env_seeds=task.shared_env_seeds,
        )
        return draws, mirrored_thetas(theta, noise, draws.noise_index, task.sigma)

    def run_pairs(self, task: GenerationTask, request: ChunkRequest) -> ChunkResult:
        """Evaluate the mirrored pairs ``[start, stop)`` of ``task`` (see the module docstring).

        Each half plays ``task.episodes_per_pair`` episodes (each capped at ``task.episode_cap``);
        its return is their mean (``math.fsum`` / count: exact for one episode, independent of the
        order), its length their total steps. Only these two scalars per half go back.
        """
        if request.generation != task.generation:
            raise ValueError(f"request for generation {request.generation}, task is {task.generation}")
        n = request.stop - request.start
        m = max(1, int(task.episodes_per_pair))
        indices = np.empty(n, np.int64)
        theta = np.asarray(task.theta, np.float32)
        # Episodes in (pair, half, episode) order: episode e of half h of the k-th pair is (2k + h)m + e.
        thetas, seeds, save, noise_seeds = [], [], [], []
        for k, pair in enumerate(range(request.start, request.stop)):
            draws, halves = self._pair(task, pair, theta, m)
            indices[k] = draws.noise_index
            for half, half_theta in enumerate(halves):
                thetas += [half_theta] * m
                seeds += [int(s) for s in draws.env_seeds[half]]
                save += [bool(v) for v in draws.sample_obs[half]]
                noise_seeds += [int(s) for s in draws.noise_seeds[half]]
        handoff = self.handoff_capable(m)
        self.handoff.begin(task.generation, request.start, giving=handoff)
        try:
            episodes = self._episodes(
                thetas,
                seeds,
                task.episode_cap,
                task.obs_mean,
                task.obs_std,
                noise_seeds if task.action_noise_std else None,
                task.action_noise_std,
                save,
                handoff,
            )
        finally:
            self.handoff.end()
        returns = np.empty((n, 2), np.float64)
        lengths = np.empty((n, 2), np.int64)
        obstats = []
        for h in range(2 * n):
            k, half = divmod(h, 2)
            played = episodes[h * m : (h + 1) * m]
            returns[k, half] = math.fsum(ret for ret, _, _ in played) / m
            lengths[k, half] = sum(length for _, length, _ in played)
            for _, length, obs in played:
                if obs is not None:
                    obstats.append((request.start + k, half, *observation_sums(obs.reshape(length, -1))))
        return ChunkResult(
            start=request.start,
            noise_indices=indices,
            returns=returns,
            lengths=lengths,
            obstats=obstats,
        )

    def continue_pairs(self, task: GenerationTask, carried: CarriedEpisodes) -> CarriedResult:
        """Finish episodes another worker handed off (:mod:`esbench.backends.handoff`): their θ
        rebuilt from the noise table, their states adopted by this worker's batch."""
        if carried.generation != task.generation or self.sims is None:
            raise ValueError(f"episodes of generation {carried.generation} for task {task.generation}")
        theta = np.asarray(task.theta, np.float32)
        halves: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        thetas = []
        for episode in carried.episodes:
            k, half = divmod(episode, 2)
            if k not in halves:
                halves[k] = self._pair(task, carried.start + k, theta)[1]
            thetas.append(halves[k][half])
        act = self.policy.make_batch_act(np.stack(thetas), task.obs_mean, task.obs_std)
        episodes = continue_sims(self.sims, act, carried.carried, task.episode_cap, task.action_noise_std)
        return CarriedResult(
            start=carried.start,
            episodes=carried.episodes,
            returns=np.asarray([ret for ret, _, _ in episodes], np.float64),
            lengths=np.asarray([length for _, length, _ in episodes], np.int64),
        )

    def evaluate_thetas(self, _task: Any, request: ThetaRequest) -> ThetaResult:
        """One deterministic episode per θ row (no action noise); a :class:`ThetaStatsRequest` also
        returns the observation sums of its flagged rows."""
        save = list(request.save_obs) if isinstance(request, ThetaStatsRequest) else None
        episodes = self._episodes(
            list(request.thetas),
            list(request.env_seeds),
            request.episode_cap,
            request.obs_mean,
            request.obs_std,
            save_obs=save,
        )
        returns = np.asarray([ret for ret, _, _ in episodes], np.float64)
        lengths = np.asarray([length for _, length, _ in episodes], np.int64)
        if save is None:
            return ThetaResult(request.start, returns, lengths)
        obstats = [
            (request.start + i, *observation_sums(obs.reshape(length, -1)))
            for i, (_, length, obs) in enumerate(episodes)
            if obs is not None
        ]
        return ThetaStatsResult(request.start, returns, lengths, obstats)

    def close(self) -> None:
        """Close the envs."""
        for env in self.envs:
            env.close()
        if self.sims is not None:
            self.sims.close()
