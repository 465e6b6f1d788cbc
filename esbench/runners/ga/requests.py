"""The GA's messages and its worker method, on the backends' public worker protocol
(:mod:`esbench.backends.protocol`).

What crosses the wire, per generation:

- the :class:`GenerationGenomes` task, once per node: θ0, the survivors' genomes (their noise
  indices: T genomes of at most g indices at generation g), σ, the observation statistics and the
  seeds' base. Departure: θ0 travels with every generation's task (one float32 vector, as the ES's
  θ does), since a replacement worker must rebuild every parent from it;
- per request, an :class:`OffspringRequest`: three integers (generation, first and last offspring);
- back, an :class:`OffspringResult`: per offspring its parent, its mutation's index, its returns and
  lengths (plus the observation sums of the few episodes that sampled them). No θ travels either way.

A worker rebuilds each parent's θ once per generation (kept in its cache) and each child as its
parent plus σ ε(index), the same float32 additions as the driver's rebuild of the child's genome
(:mod:`esbench.runners.ga.genomes`). Episode seeds and observation-sampling coins derive from
(run seed, candidate index, episode) exactly as the ask/tell objective's do
(:mod:`esbench.runners.objective`), so a generation played by seeds has the returns of the same
candidates played as full θ vectors (``transport: theta``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from esbench.backends.protocol import WorkerContext, WorkerRequest
from esbench.core.seeding import derive_rng, derive_seed
from esbench.es.obstat import observation_sums
from esbench.runners.ga.genomes import Genome, mutate, offspring_draw, rebuild


@dataclasses.dataclass(frozen=True, kw_only=True)
class GenerationGenomes:
    """The GA's task: what every worker needs to play a generation's offspring."""

    run_seed: int
    generation: int
    theta0: np.ndarray
    """The population's common start (float32)."""
    parents: tuple[Genome, ...]
    """The survivors, best first; offspring ``i`` breeds from ``parents[offspring_draw(...)[0]]``."""
    sigma: float
    first_candidate: int
    """The candidate index of offspring 0 (episode seeds derive from it, as the objective's)."""
    episodes: int
    obs_mean: np.ndarray | None
    obs_std: np.ndarray | None
    obstat_prob: float
    seed_name: str = "candidate"


@dataclasses.dataclass(frozen=True)
class OffspringResult:
    """Offspring ``[start, start + n)`` played: parent, noise index, returns and lengths (n, episodes)."""

    start: int
    parents: np.ndarray
    noise_indices: np.ndarray
    returns: np.ndarray
    lengths: np.ndarray
    obstats: list
    """``(candidate index, episode, sum, sum of squares, count)`` of each episode that sampled its
    observations."""


@dataclasses.dataclass(frozen=True)
class OffspringRequest(WorkerRequest):
    """Offspring ``[start, stop)`` of ``generation``: three integers."""

    generation: int
    start: int
    stop: int

    def run(self, worker: WorkerContext, task: Any) -> OffspringResult:
        """Rebuild the parents (once per generation on this worker), mutate, play every episode."""
        if not isinstance(task, GenerationGenomes) or task.generation != self.generation:
            raise ValueError(f"offspring of generation {self.generation} without that generation's task")
        table = worker.table()
        dim = int(np.asarray(task.theta0).size)
        key = ("ga-parents", task.run_seed, task.generation)
        if key not in worker.cache:
            worker.cache.clear()  # one generation's parents at a time
            worker.cache[key] = [rebuild(task.theta0, table, g, task.sigma) for g in task.parents]
        parent_thetas = worker.cache[key]
        n, k = self.stop - self.start, task.episodes
        parents = np.empty(n, np.int64)
        indices = np.empty(n, np.int64)
        thetas, seeds, save = [], [], []
        for j, i in enumerate(range(self.start, self.stop)):
            parents[j], indices[j] = offspring_draw(
                task.run_seed, task.generation, i, len(task.parents), table.size, dim
            )
            child = mutate(parent_thetas[parents[j]], table, int(indices[j]), task.sigma)
            candidate = task.first_candidate + i
            for e in range(k):
                thetas.append(child)
                seeds.append(derive_seed(task.run_seed, task.seed_name, candidate, e))
                coin = (
                    derive_rng(task.run_seed, "obstat", candidate, e).random()
                    if task.obstat_prob > 0
                    else 1.0
                )
                save.append(coin < task.obstat_prob)
        played = worker.play(thetas, seeds, None, task.obs_mean, task.obs_std, save if any(save) else None)
        obstats = [
            (task.first_candidate + self.start + h // k, h % k, *observation_sums(obs.reshape(length, -1)))
            for h, (_, length, obs) in enumerate(played)
            if obs is not None
        ]
        return OffspringResult(
            start=self.start,
            parents=parents,
            noise_indices=indices,
            returns=np.asarray([r for r, _, _ in played], np.float64).reshape(n, k),
            lengths=np.asarray([length for _, length, _ in played], np.int64).reshape(n, k),
            obstats=obstats,
        )
