"""EvoTorch's distribution-based searchers over the suite's policy, registered as ``evotorch``.

EvoTorch (nnaisense/evotorch; Toklu et al. 2023, arXiv:2302.12600) through esbench's ask/tell API
(:mod:`esbench.runners.asktell`): the same objective, θ0 and backends as the ES and Nevergrad
(:mod:`esbench.runners.objective`). ``searcher`` picks one of

* ``pgpe``: PGPE (Sehnke et al. 2010) with symmetric sampling, centred ranks and the ClipUp optimizer
  (Toklu et al. 2020, arXiv:2008.02387), EvoTorch's defaults;
* ``snes``: separable NES (Schaul et al. 2011), NES utilities, EvoTorch's learning rates;
* ``cem``: the cross-entropy method (separable Gaussian fitted to the best ``parenthood_ratio``).

Why EvoTorch: it is the ES library the peers survey names closest to esbench (Gym policies, Ray
actors, obs-norm), it runs on CPU torch, and its searchers keep their search distribution and its
update apart from evaluation (``Distribution.sample`` / ``compute_gradients`` / the searcher's own
``_update_distribution``), so one generation is one ask and one tell here with EvoTorch's maths
untouched. EvoTorch's own ``step()`` evaluates inside the searcher, which is what esbench replaces.

Departures from EvoTorch's defaults (it has none for these): ``popsize`` null is 4 + ⌊3 ln d⌋ (SNES's
own rule, also CMA-ES's), rounded up to even for PGPE's symmetric pairs; PGPE's ``center_learning_rate``
is 0.0075 (ClipUp's maximum speed 0.015 at EvoTorch's 2x rule) and its initial radius 15 x 0.015, the
ClipUp paper's rules of thumb; SNES and CEM start with σ = ``stdev_init`` 0.1 per parameter (as
Nevergrad's CMA ``scale`` here); CEM's ``parenthood_ratio`` is 0.5. Candidates are sampled with a torch
generator seeded from (run seed, round) instead of the problem's one generator, so a checkpoint needs
no generator state. EvoTorch's INFO log lines go to the run's notices, not the console.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import math
import pickle
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, Literal

import numpy as np

from esbench.core.config import Budget, PolicySpec
from esbench.core.params import field, positive
from esbench.core.sealed import seal, unseal
from esbench.core.seeding import derive_seed
from esbench.runners.asktell import AskTellRunner, Problem
from esbench.runners.objective import Evaluation, ObjectiveParams
from esbench.runners.resources import (
    FLOAT32_BYTES,
    generation_step_problems,
    memory_problems,
    policy_params_lower_bound,
)

#: EvoTorch's searchers this runner drives, by the name ``searcher`` takes.
SEARCHERS = ("pgpe", "snes", "cem")
#: PGPE: ClipUp's maximum speed behind the defaults (step = v_max / 2, initial radius 15 v_max).
CLIPUP_MAX_SPEED = 0.015


def default_popsize(searcher: str, dimension: int) -> int:
    """4 + ⌊3 ln d⌋ (SNES's rule), even for PGPE (its samples come in mirrored pairs)."""
    # Departure: PGPE and CEM have no default population in EvoTorch; SNES's rule for all three.
    size = 4 + math.floor(3 * math.log(max(dimension, 2)))
    return size + size % 2 if searcher == "pgpe" else size


@dataclasses.dataclass(frozen=True, kw_only=True)
class EvoTorchParams(ObjectiveParams):
    """EvoTorch settings; null values take the searcher's default (module docstring)."""

    searcher: Literal["pgpe", "snes", "cem"] = field("pgpe", doc="EvoTorch's PGPE, SNES or CEM.")
    popsize: int | None = field(
        None, doc="Candidates per generation; null: 4 + floor(3 ln d), even for pgpe (recorded in the info)."
    )
    stdev_init: float | None = field(
        None, doc="Initial σ per parameter; null: pgpe's radius 15 x 0.015 spread over θ, else 0.1."
    )
    center_learning_rate: float | None = field(
        None, doc="pgpe: ClipUp's step size (null: 0.0075); snes: the centre's (null: EvoTorch's 1.0)."
    )
    stdev_learning_rate: float | None = field(
        None, doc="pgpe and snes: σ's learning rate (null: pgpe 0.1; snes EvoTorch's, scaled by d)."
    )
    parenthood_ratio: float = field(0.5, doc="cem: share of each generation its next distribution fits.")

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive sizes and rates; an even pgpe population; a ratio in (0, 1]."""
        yield from super().check()
        for name in ("popsize", "stdev_init", "center_learning_rate", "stdev_learning_rate"):
            yield from positive(name, getattr(self, name))
        if self.searcher == "pgpe" and self.popsize is not None and self.popsize % 2:
            yield "popsize", f"pgpe samples mirrored pairs: needs an even popsize, got {self.popsize}"
        if self.searcher == "cem" and self.popsize is not None and self.popsize < 2:
            yield "popsize", f"cem fits a distribution to candidates: needs 2 or more, got {self.popsize}"
        if not 0.0 < self.parenthood_ratio <= 1.0:
            yield "parenthood_ratio", f"must be in (0, 1], got {self.parenthood_ratio}"
        if self.searcher == "cem" and (self.center_learning_rate or self.stdev_learning_rate):
            yield "searcher", "cem has no learning rates: leave center_ and stdev_learning_rate null"
        if importlib.util.find_spec("evotorch") is None:
            yield (
                "searcher",
                (
                    'needs the evotorch package: pip install "evotorch==0.6.1" '
                    '(or, in the esbench checkout: pip install -e ".[evotorch]")'
                ),
            )


def build_searcher(params: EvoTorchParams, theta0: np.ndarray) -> Any:
    """EvoTorch's searcher over a problem of θ0's length, centred at θ0 (its arguments recorded)."""
    import torch
    from evotorch import Problem as TorchProblem
    from evotorch.algorithms import CEM, PGPE, SNES

    d = int(theta0.size)
    problem = TorchProblem("max", solution_length=d, initial_bounds=(-1.0, 1.0), dtype=torch.float32)
    popsize = params.popsize or default_popsize(params.searcher, d)
    center = torch.as_tensor(np.asarray(theta0, np.float32))
    if params.searcher == "pgpe":
        # Departure: EvoTorch requires both rates; ClipUp's rules of thumb (step v_max / 2, radius 15 v_max).
        kwargs: dict[str, Any] = {
            "popsize": popsize,
            "center_learning_rate": params.center_learning_rate or CLIPUP_MAX_SPEED / 2,
            "stdev_learning_rate": params.stdev_learning_rate or 0.1,
        }
        if params.stdev_init is None:
            kwargs["radius_init"] = 15 * CLIPUP_MAX_SPEED
        else:
            kwargs["stdev_init"] = params.stdev_init
        return PGPE(problem, center_init=center, **kwargs), kwargs
    stdev = params.stdev_init or 0.1  # Departure: EvoTorch requires σ0; 0.1, as Nevergrad's CMA scale here
    if params.searcher == "snes":
        kwargs = {"popsize": popsize, "stdev_init": stdev}
        for name in ("center_learning_rate", "stdev_learning_rate"):
            if getattr(params, name) is not None:
                kwargs[name] = getattr(params, name)
        return SNES(problem, center_init=center, **kwargs), kwargs
    # Departure: EvoTorch's CEM requires parenthood_ratio; 0.5 by default here (EvoTorchParams).
    kwargs = {"popsize": popsize, "stdev_init": stdev, "parenthood_ratio": params.parenthood_ratio}
    return CEM(problem, center_init=center, **kwargs), kwargs


def quiet_evotorch() -> None:
    """EvoTorch's log lines (INFO on every problem and optimizer built) to the run's notices only."""
    import logging

    from esbench.core.notices import adopt

    logger = logging.getLogger("evotorch")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)  # EvoTorch's own console handler
    adopt("evotorch")


class EvoTorchRunner(AskTellRunner):
    """EvoTorch's PGPE, SNES or CEM over θ of the suite's policy (ask/tell), one generation a round."""

    algo = "evotorch"
    Params = EvoTorchParams
    #: The searcher's exploration and step sizes.
    tune_space: ClassVar[Mapping[str, Mapping[str, list]]] = {
        "stdev_init": {"log_uniform": [0.01, 0.3]},
        "popsize": {"choice": [8, 16, 32, 64, 128]},
    }
    #: The distributions a run records (provenance): the library and the tensors it computes with.
    packages: ClassVar[tuple[str, ...]] = ("evotorch", "torch")

    @classmethod
    def resource_problems(cls, params: Any, policy: PolicySpec, budget: Budget) -> Iterable[tuple[str, str]]:
        """The policy (:class:`~esbench.runners.base.Runner`), the population against memory and one
        generation (``popsize`` candidates, ``episodes_per_eval`` episodes each, one step at least)
        against the budget: a popsize of 100,000 ran 31,807% of its budget and reported COMPLETED."""
        yield from super().resource_problems(params, policy, budget)
        d = policy_params_lower_bound(policy)
        popsize = params.popsize or default_popsize(params.searcher, max(d, 2))
        yield from memory_problems(
            "params.popsize", f"{popsize:,} candidates of {d:,}+ parameters", FLOAT32_BYTES * popsize * d
        )
        yield from generation_step_problems(
            "params.popsize", popsize * params.episodes_per_eval, budget.timesteps
        )

    def __init__(self) -> None:
        super().__init__()
        self.searcher: Any = None
        self._seed = 0
        self._samples: Any = None  # the round asked and not told yet (a torch tensor)
        self._generation = 0

    def setup(self, problem: Problem, params: EvoTorchParams) -> None:
        """The searcher at θ0 (its settings and EvoTorch's version in the run's info)."""
        import evotorch

        quiet_evotorch()
        self.searcher, kwargs = build_searcher(params, problem.theta0)
        self._seed, self._generation = problem.seed, 0
        self.info.update(
            searcher=type(self.searcher).__name__,
            searcher_settings={k: float(v) for k, v in kwargs.items()},
            popsize=int(self.searcher._popsize),
            evotorch=evotorch.__version__,
        )

    def ask(self) -> list[np.ndarray]:
        """One generation sampled from the search distribution (PGPE: mirrored pairs)."""
        import torch

        # Departure: EvoTorch samples from its problem's one generator; one per generation derived
        # from the run seed here, so a checkpoint needs no generator state and resumes exactly.
        generator = torch.Generator().manual_seed(derive_seed(self._seed, "evotorch", self._generation))
        self._samples = self.searcher._distribution.sample(self.searcher._popsize, generator=generator)
        return list(self._samples.numpy().copy())

    def tell(self, candidates: Sequence[np.ndarray], fitnesses: np.ndarray) -> None:
        """EvoTorch's own update from the generation's mean returns (its ranking, its optimizer)."""
        import torch

        searcher = self.searcher
        gradients = searcher._distribution.compute_gradients(
            self._samples,
            torch.as_tensor(np.asarray(fitnesses), dtype=torch.float32),
            objective_sense="max",
            ranking_method=searcher._ranking_method,
        )
        searcher._update_distribution(gradients)  # as EvoTorch's step() after evaluating
        self._samples, self._generation = None, self._generation + 1

    def center(self) -> np.ndarray:
        """The search distribution's mean."""
        return self.searcher._distribution.mu.numpy().copy()

    def extras(self, evaluation: Evaluation | None) -> dict[str, float]:
        """``x.sigma_mean`` (the distribution's mean σ) and, after a round, ``x.pop_return_mean``."""
        out = {"x.sigma_mean": float(self.searcher._distribution.sigma.mean())}
        if evaluation is not None:
            out["x.pop_return_mean"] = float(evaluation.fitnesses.mean())
        return out

    def state(self) -> dict[str, Any]:
        """The distribution and the optimizer (pickled: torch tensors, ClipUp's velocity) and the
        generation count."""
        blob = pickle.dumps((self.searcher._distribution, self.searcher._optimizer), protocol=5)
        return {"searcher": seal(blob), "generation": self._generation}  # sealed: esbench.core.sealed

    def load_state(self, state: dict[str, Any]) -> None:
        """Restore :meth:`state`; the pickle only once its seal shows this machine wrote it
        (:class:`~esbench.core.sealed.UntrustedState` otherwise)."""
        blob = unseal(state["searcher"], "EvoTorch searcher state")
        self.searcher._distribution, self.searcher._optimizer = pickle.loads(blob)
        self._generation = int(state["generation"])
