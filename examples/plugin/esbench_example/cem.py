"""An ask/tell runner: the cross-entropy method (CEM) over the suite's own policy.

This file is only the optimiser. esbench supplies the rest through ``esbench.AskTellRunner``
(docs/plugins.md, "Ask/tell"): the suite's policy and its θ0 (the ES's under ``init: shared``), the
ES's observation normalisation, episodes per candidate, rollouts on the suite's backend, the budget,
the eval protocol, metrics, checkpoints and ``--resume``.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from esbench import AskTellRunner, ObjectiveParams, Problem, derive_rng, field


@dataclasses.dataclass(frozen=True, kw_only=True)
class CEMParams(ObjectiveParams):
    """CEM's own params; the objective's (episodes_per_eval, calc_obstat_prob, backend, ...) are inherited."""

    popsize: int = field(16, doc="Candidates per generation.")
    elite: int = field(4, doc="Best candidates the next generation's mean and spread are fitted to.")
    sigma: float = field(0.1, doc="Initial standard deviation of every parameter around θ0.")
    min_sigma: float = field(0.01, doc="Floor of the standard deviation (CEM's spread collapses otherwise).")

    def check(self):
        """The objective's checks, then CEM's: positive sizes, elite within the population."""
        yield from super().check()
        for name in ("popsize", "elite", "sigma", "min_sigma"):
            if getattr(self, name) <= 0:
                yield name, f"must be > 0, got {getattr(self, name)}"
        if self.elite > self.popsize:
            yield "elite", f"must be <= popsize ({self.popsize}), got {self.elite}"


class CEMRunner(AskTellRunner):
    """The cross-entropy method, a diagonal Gaussian fitted to the elite (an example ask/tell plugin)."""

    algo = "example_cem"
    Params = CEMParams

    def setup(self, problem: Problem, params: CEMParams) -> None:
        """Start the search distribution at θ0."""
        self.params, self.seed = params, problem.seed
        self.mean = problem.theta0.astype(np.float64)
        self.std = np.full(problem.num_params, params.sigma)
        self.generation = 0

    def ask(self) -> list[np.ndarray]:
        """One generation, drawn from a generator derived from (run seed, generation): nothing random
        to checkpoint."""
        rng = derive_rng(self.seed, "cem", self.generation)
        return list(self.mean + self.std * rng.standard_normal((self.params.popsize, self.mean.size)))

    def tell(self, candidates: list[np.ndarray], fitnesses: np.ndarray) -> None:
        """Fit mean and spread to the ``elite`` best candidates (higher fitness is better)."""
        best = np.argsort(-np.asarray(fitnesses), kind="stable")[: self.params.elite]
        elite = np.stack(candidates)[best]
        self.mean, self.std = elite.mean(axis=0), np.maximum(elite.std(axis=0), self.params.min_sigma)
        self.generation += 1

    def center(self) -> np.ndarray:
        """The eval protocol plays the distribution's mean."""
        return self.mean

    def extras(self, evaluation) -> dict[str, float]:
        """The mean spread, logged with every point."""
        return {"x.sigma_mean": float(self.std.mean())}

    def state(self) -> dict:
        """Everything ``tell`` changes (``--resume`` continues from it exactly)."""
        return {"mean": self.mean, "std": self.std, "generation": self.generation}

    def load_state(self, state: dict) -> None:
        """Restore :meth:`state`."""
        self.mean, self.std, self.generation = state["mean"], state["std"], int(state["generation"])
