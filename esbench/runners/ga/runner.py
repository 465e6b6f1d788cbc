"""The Genetic Algorithm of Such et al. (2017, "Deep Neuroevolution"): truncation selection, elitism,
Gaussian mutation, each individual encoded by the noise-table indices that produced it.

A generation: N offspring, each a uniformly drawn survivor plus σ ε(τ) for a fresh table index τ
(:mod:`esbench.runners.ga.genomes`); each played for ``episodes_per_eval`` episodes, its fitness
their mean return; the best T of (carried elites + offspring) survive, the best ``elites`` carried
with their scores. The eval protocol plays the best individual (the elite). No crossover, as the
paper.

It is an ask/tell runner (:mod:`esbench.runners.asktell`) on the ask/tell objective
(:mod:`esbench.runners.objective`: the suite's policy, the ES's θ0, observation normalisation,
episode seeds, budget, eval protocol, checkpoints and ``--resume`` are esbench's), whose round is
played its own way (:meth:`GARunner.play_round`): with ``transport: seeds`` (the default) the
workers receive the survivors' genomes, never a θ, and send back scalars and indices, through the
backends' public worker protocol (:mod:`esbench.backends.protocol`, :mod:`esbench.runners.ga.requests`);
with ``transport: theta`` each offspring travels as a full float32 θ, as every ask/tell optimiser's
does, with the same returns. The bytes either way are measured as the ES's are (``ga.bytes_*``).

Departures from the paper: θ0 is the suite's policy at the run seed, not a random initialisation per
individual (genomes); the elite is the best score carried, not the best of the top 10 on 30 more
episodes (as the released code, uber-research's ``ga.py``); the observation statistics run over the
whole run, as the ES's (``ga.py`` starts them afresh every generation).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

import numpy as np

from esbench.core.config import Budget, PolicySpec
from esbench.runners.asktell import AskTellRunner, Problem
from esbench.runners.ga.genomes import Genome, offspring_draw, pack, rebuild, truncation_select, unpack
from esbench.runners.ga.params import GAParams
from esbench.runners.ga.requests import GenerationGenomes, OffspringRequest, OffspringResult
from esbench.runners.objective import Evaluation
from esbench.runners.resources import generation_step_problems, noise_and_pool_problems
from esbench.runners.traffic import Traffic, transport_of


def offspring_ranges(offspring: int, workers: int, per_request: int | None) -> list[tuple[int, int]]:
    """``[start, stop)`` of each request: ``per_request`` offspring each, else one equal share per worker."""
    size = per_request if per_request else -(-offspring // max(1, workers))
    return [(a, min(offspring, a + size)) for a in range(0, offspring, size)]


class GARunner(AskTellRunner):
    """The Genetic Algorithm of Such et al. 2017 ("Deep Neuroevolution"): truncation selection,
    elitism and Gaussian mutation, genomes as noise indices (module docstring); one generation per
    round, logged after every generation."""

    algo = "ga"
    family = "ga"
    Params = GAParams
    checkpoints = True
    update_name = "generations"
    #: Mutation power and truncation size (Such et al.'s two tuned hyperparameters).
    tune_space: ClassVar[Mapping[str, Mapping[str, list]]] = {
        "sigma": {"log_uniform": [0.001, 0.05]},
        "parents": {"choice": [5, 10, 20, 50]},
    }

    @classmethod
    def update_steps(cls, params: Any, policy: PolicySpec, episode_steps: float) -> float | None:
        """A generation: every offspring's episodes."""
        return float(params.offspring * params.episodes_per_eval * episode_steps)

    @classmethod
    def resource_problems(cls, params: Any, policy: PolicySpec, budget: Budget) -> Iterable[tuple[str, str]]:
        """The policy, the noise table and the workers against memory; one generation against the budget."""
        yield from super().resource_problems(params, policy, budget)
        yield from noise_and_pool_problems(params)
        episodes = params.offspring * params.episodes_per_eval
        yield from generation_step_problems("params.offspring", episodes, budget.timesteps)

    def setup(self, problem: Problem, params: Any) -> None:
        """Generation 0 breeds from θ0 alone (the empty genome)."""
        self.params: GAParams = params
        self.theta0 = np.asarray(problem.theta0, np.float32)
        self.run_seed = problem.seed
        self.generation = 0
        self.parents: list[Genome] = [()]
        self.parent_scores = np.full(1, np.nan)
        self.elites: list[Genome] = []
        self.elite_scores = np.zeros(0)
        self.bytes_to = self.bytes_from = 0
        self.traffic: Traffic | None = None

    def _table(self) -> np.ndarray:
        assert self.objective is not None
        return self.objective.backend.noise_table

    def offspring(self) -> list[Genome]:
        """This generation's offspring genomes, in index order (the driver's copy of the workers' draws)."""
        table, dim = self._table(), self.theta0.size
        out = []
        for i in range(self.params.offspring):
            parent, index = offspring_draw(
                self.run_seed, self.generation, i, len(self.parents), table.size, dim
            )
            out.append((*self.parents[parent], index))
        return out

    def ask(self) -> Sequence[np.ndarray]:
        """The offspring as full θ vectors (``transport: theta``)."""
        table = self._table()
        return [rebuild(self.theta0, table, g, self.params.sigma) for g in self.offspring()]

    def tell(self, candidates: Sequence[np.ndarray], fitnesses: np.ndarray) -> None:
        """Truncation selection over the carried elites and this generation's offspring."""
        self._select(self.offspring(), np.asarray(fitnesses, float))

    def _select(self, genomes: list[Genome], scores: np.ndarray) -> None:
        p = self.params
        self.parents, self.parent_scores, self.elites, self.elite_scores = truncation_select(
            self.elites, self.elite_scores, genomes, scores, p.parents, p.elites
        )
        self.generation += 1

    def play_round(self) -> Evaluation:
        """One generation: by seeds on the worker protocol, or (``transport: theta``) as ask/tell does."""
        if self.params.transport == "theta":
            evaluation = super().play_round()
        else:
            evaluation = self._play_by_seeds()
        self.bytes_to, self.bytes_from = evaluation.bytes_to_workers, evaluation.bytes_from_workers
        return evaluation

    def _play_by_seeds(self) -> Evaluation:
        objective = self.objective
        assert objective is not None
        obstat, p = objective.obstat, self.params
        task = GenerationGenomes(
            run_seed=self.run_seed, generation=self.generation, theta0=self.theta0,
            parents=tuple(self.parents), sigma=p.sigma, first_candidate=objective.candidates,
            episodes=objective.episodes, obs_mean=None if obstat is None else obstat.mean,
            obs_std=None if obstat is None else obstat.std, obstat_prob=objective.obstat_prob,
            seed_name=objective.seed_name,
        )  # fmt: skip
        ranges = offspring_ranges(p.offspring, objective.backend.num_workers, p.offspring_per_request)
        done = objective.backend.run_requests(
            [OffspringRequest(self.generation, a, b) for a, b in ranges], task
        )
        results: list[OffspringResult] = sorted(done.results, key=lambda r: r.start)
        if obstat is not None:  # merged after the generation, in (candidate, episode) order
            for _, _, s, ssq, count in sorted((o for r in results for o in r.obstats), key=lambda o: o[:2]):
                obstat.increment(s, ssq, count)
        objective.candidates += p.offspring
        genomes = [
            (*self.parents[int(parent)], int(index))
            for r in results
            for parent, index in zip(r.parents, r.noise_indices, strict=True)
        ]
        returns = np.concatenate([r.returns for r in results])
        self._select(genomes, returns.mean(axis=1))
        return Evaluation(
            returns=returns,
            lengths=np.concatenate([r.lengths for r in results]),
            bytes_to_workers=done.bytes_to_workers,
            bytes_from_workers=done.bytes_from_workers,
        )

    def center(self) -> np.ndarray:
        """The best individual so far (θ0 before the first generation)."""
        best = self.parents[0]
        return rebuild(self.theta0, self._table(), best, self.params.sigma)

    def extras(self, evaluation: Evaluation | None) -> dict[str, float]:
        """``ga.*``: the elite's score and genome length, the survivors' mean score, this generation's
        bytes (measured in-process too, as the ES's ``es.bytes_*``) and the run's traffic totals."""
        assert self.objective is not None
        if self.traffic is None:
            self.traffic = Traffic("ga", transport_of(self.objective.backend))
        out = {"ga.genome_length": float(len(self.parents[0]))}
        if evaluation is not None:
            self.traffic.add(evaluation.bytes_to_workers, evaluation.bytes_from_workers)
            self.info.update(self.traffic.info(), transport_used=self.params.transport)
            out.update({
                "ga.elite_score": float(self.parent_scores[0]),
                "ga.parents_score_mean": float(np.mean(self.parent_scores)),
                "ga.offspring_return_mean": float(np.mean(evaluation.returns)),
                "ga.bytes_to_workers": float(evaluation.bytes_to_workers),
                "ga.bytes_from_workers": float(evaluation.bytes_from_workers),
            })  # fmt: skip
        return {**out, **self.traffic.extras()}

    def state(self) -> dict[str, Any]:
        """Generation, survivors and elites (as index arrays) with their scores, and the traffic."""
        parents, parent_lengths = pack(self.parents)
        elites, elite_lengths = pack(self.elites)
        traffic = self.traffic
        counts = None if traffic is None else [traffic.to_workers, traffic.from_workers, traffic.generations]
        return {
            "generation": self.generation,
            "parents": parents, "parent_lengths": parent_lengths, "parent_scores": self.parent_scores,
            "elites": elites, "elite_lengths": elite_lengths, "elite_scores": self.elite_scores,
            "traffic": counts,
        }  # fmt: skip

    def load_state(self, state: dict[str, Any]) -> None:
        """Restore :meth:`state`."""
        self.generation = int(state["generation"])
        self.parents = unpack(state["parents"], state["parent_lengths"])
        self.parent_scores = np.asarray(state["parent_scores"], float)
        self.elites = unpack(state["elites"], state["elite_lengths"])
        self.elite_scores = np.asarray(state["elite_scores"], float)
        if state["traffic"] is not None and self.objective is not None:
            self.traffic = Traffic("ga", transport_of(self.objective.backend))
            self.traffic.to_workers, self.traffic.from_workers, self.traffic.generations = state["traffic"]
