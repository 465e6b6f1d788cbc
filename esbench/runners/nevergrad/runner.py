"""Nevergrad runner: black-box optimisation of the policy's flat parameter vector θ (CMA-ES by default).

One client of the ask/tell API (:mod:`esbench.runners.asktell`): any ``ng`` optimizer asks and is
told, esbench supplies the objective (:mod:`esbench.runners.objective`). The optimised vector is θ
of the same policy the ES trains (:mod:`esbench.policies.factories`), started at
``init_params(derive_seed(seed, "policy-init"))``. A candidate's fitness is its mean return over
``episodes_per_eval`` episodes on env seeds derived from (run seed, candidate index, episode), so no
two candidates share an episode seed (the GoodAI code gave every candidate the same seed unless told
otherwise: docs/algorithms.md, "GoodAI's harness"). The optimizer's whole state (Nevergrad's own
pickle, its random state included) is checkpointed, sealed with this machine's key
(:mod:`esbench.core.sealed`: a pickle is unpickled only when this machine wrote it), so ``--resume``
ends on the uninterrupted curve.

Candidates are played through the ES's backend interface (:mod:`esbench.backends`), in this process
(``backend: serial``) or on a Ray pool (``ray``), with the same numbers either way: each episode is
a full float32 θ sent to a worker (the scheme the ES avoids), and ``ng.bytes_*`` are running totals
of the serialized sizes the backend measured, comparable with the ES's ``es.bytes_*``. What was
actually sent (0 in-process) is ``ng.bytes_*_total`` with ``ng.generations`` (CMA populations begun,
or rounds for other optimizers) and the same totals in the run's info (:mod:`esbench.runners.traffic`).

The default ``optimizer: cma`` builds ``ng.optimizers.ParametrizedCMA(...)`` explicitly from the
params below. ``ng.optimizers.CMA`` is *not* used: it is a meta-optimizer that picks a CMA variant
from budget, dimension and workers, so the stored config would not say what ran.

Departures from Nevergrad's defaults: ``scale`` (σ0) is 0.1 instead of 1.0, because torch's
default init puts the weights of a 64-unit layer within ±0.125 and σ0 = 1 would drown them;
``diagonal`` defaults to "true above 1000 parameters" instead of false, because full CMA keeps a
d×d covariance (d ≈ 4.6k for 2x64 on CartPole: 170 MB, plus O(d³) eigendecompositions).
Departure from the ask/tell objective's default: ``calc_obstat_prob`` is 0 (no observation
normalisation), as before the ask/tell API, so Nevergrad's recorded curves stay as they were.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import math
import pickle
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, Literal

import numpy as np

from esbench.core.config import Budget, PolicySpec, Trial
from esbench.core.errors import did_you_mean
from esbench.core.metrics import RunLogger, RunResult
from esbench.core.notices import warnings_as_notices
from esbench.core.params import field, positive
from esbench.core.sealed import seal, unseal
from esbench.core.seeding import derive_seed
from esbench.runners.asktell import AskTellRunner, Problem
from esbench.runners.nevergrad.rounds import RoundStats, return_to_loss
from esbench.runners.objective import Evaluation, ObjectiveParams
from esbench.runners.resources import (
    FLOAT32_BYTES,
    MIN_PROCESS_BYTES,
    generation_step_problems,
    memory_problems,
    policy_params_lower_bound,
)
from esbench.runners.traffic import Traffic, transport_of

#: Params that configure ParametrizedCMA and so only apply to ``optimizer: cma``.
CMA_FIELDS = (
    "scale",
    "popsize",
    "popsize_factor",
    "diagonal",
    "elitist",
    "fcmaes",
    "high_speed",
    "random_init",
    "inopts",
)
#: Above this many parameters, ``diagonal: null`` resolves to diagonal (separable) CMA.
DIAGONAL_ABOVE = 1000


def resolve_popsize(params: NevergradParams, dimension: int) -> int:
    """The CMA population size that runs: ``popsize``, or 4 + ⌊popsize_factor · ln d⌋ when null.

    Nevergrad's ``_CMA`` raises it to ``num_workers`` (and ``num_workers + 1`` when elitist); the
    same rule is applied here so the recorded value is the one used.
    """
    if params.popsize is not None:
        size = max(params.popsize, params.num_workers)
    else:
        size = max(params.num_workers, 4 + int(params.popsize_factor * math.log(dimension)))
    return max(size, params.num_workers + 1) if params.elitist else size


def resolve_diagonal(params: NevergradParams, dimension: int) -> bool:
    """``diagonal``, or (when null) true for more than :data:`DIAGONAL_ABOVE` parameters."""
    return dimension > DIAGONAL_ABOVE if params.diagonal is None else params.diagonal


@dataclasses.dataclass(frozen=True, kw_only=True)
class NevergradParams(ObjectiveParams):
    """Nevergrad settings. The CMA fields apply to ``optimizer: cma`` only and are rejected otherwise."""

    optimizer: str = field(
        "cma",
        doc="'cma': an explicit ParametrizedCMA built from the CMA fields below; any other name is "
        "taken from ng.optimizers.registry with its own defaults (note 'CMA' there is MetaCMA).",
    )
    scale: float = field(0.1, doc="CMA initial step size σ0 in θ units (Nevergrad default: 1.0).")
    popsize: int | None = field(
        None, doc="CMA population size; null: 4 + floor(popsize_factor * ln d), recorded in the run info."
    )
    popsize_factor: float = field(3.0, doc="CMA: the factor in the default population size.")
    diagonal: bool | None = field(
        None, doc=f"CMA with a diagonal covariance (sep-CMA); null: true when d > {DIAGONAL_ABOVE}."
    )
    elitist: bool = field(False, doc="CMA (μ+λ) elitist selection instead of (μ,λ).")
    fcmaes: bool = field(False, doc="CMA through the fcmaes package (full covariance only).")
    high_speed: bool = field(False, doc="CMA: recommend from a metamodel once enough points are known.")
    random_init: bool = field(False, doc="CMA: start from a random sample instead of the initial θ.")
    inopts: dict[str, Any] | None = field(None, doc="CMA: extra pycma options (override the above).")
    episodes_per_eval: int = field(1, doc="Episodes per candidate; fitness is their mean return.")
    # Departure from the ask/tell objective's 0.01 (the ES's): none, the curves recorded before it.
    calc_obstat_prob: float = field(
        0.0,
        doc="Probability that a candidate's episode adds its observations to the running statistics "
        "that normalise the policy's input, as the ES's calc_obstat_prob (default 0: none, the curves "
        "recorded before the ask/tell API; 0.01 is the ES's).",
    )
    num_workers: int = field(
        1,
        doc="Candidates asked per round and evaluated together (told to Nevergrad as num_workers). With "
        "backend: ray, set it to the popsize (or a multiple of workers) so a round fills the pool.",
    )
    backend: Literal["serial", "ray"] = field(
        "serial",
        doc="The ES's backend: serial plays candidates in this process, ray on a Ray worker pool; either "
        "way each candidate travels as a full float32 θ (the scheme the ES avoids) and its bytes are "
        "measured as the ES's are.",
    )
    workers: int | None = field(None, doc="backend: ray: actors to start (default: the CPU count).")
    ray_address: str | None = field(None, doc="backend: ray: join this Ray cluster (e.g. auto).")
    optimizer_budget: int | None = field(
        None, doc="Candidate budget told to the optimizer (some choose variants by it); null: unknown."
    )
    recommendation: Literal["mean", "optimizer"] = field(
        "mean",
        doc="What the eval protocol plays: mean = the centre of CMA's search distribution (like the ES's "
        "unperturbed θ); optimizer = Nevergrad's recommend(), which for CMA is the best single noisy "
        "evaluation so far. Optimizers without a distribution mean always use recommend().",
    )
    init_seed: int | None = field(
        None, doc="Seed root for the initial θ; null: the run seed (set it to start every seed alike)."
    )
    checkpoint_every: int = field(
        10, doc="Save a checkpoint (the optimizer's pickle) every this many rounds (when resumable)."
    )

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive sizes, a known optimizer name, CMA fields only with ``cma``, fcmaes available."""
        yield from super().check()
        for name in ("scale", "popsize", "popsize_factor", "num_workers", "optimizer_budget"):
            yield from positive(name, getattr(self, name))
        if self.optimizer != "cma":
            import nevergrad as ng

            names = list(ng.optimizers.registry)
            if self.optimizer not in names:
                yield (
                    "optimizer",
                    f"unknown Nevergrad optimizer '{self.optimizer}'"
                    + did_you_mean(self.optimizer, ["cma", *names])
                    + "; 'cma' or any name in ng.optimizers.registry",
                )
            defaults = NevergradParams()
            for name in CMA_FIELDS:
                if getattr(self, name) != getattr(defaults, name):
                    yield name, f"applies to optimizer 'cma' only, not '{self.optimizer}'"
        elif self.fcmaes:
            if self.diagonal:
                yield "fcmaes", "fcmaes does not support diagonal: true"
            if importlib.util.find_spec("fcmaes") is None:
                yield "fcmaes", "needs the fcmaes package: pip install fcmaes"


# -- runner ----------------------------------------------------------------------------------------------


class NevergradRunner(AskTellRunner):
    """Optimises θ of the suite's policy with a Nevergrad optimizer (ask/tell), one round of
    ``num_workers`` candidates at a time, logging after every round."""

    algo = "nevergrad"
    Params = NevergradParams
    checkpoints = True
    seed_name = "ng-candidate"
    #: The distributions a run records (provenance): Nevergrad and pycma, which its CMA-ES runs on.
    packages: ClassVar[tuple[str, ...]] = ("nevergrad", "cma")
    #: CMA-ES's step size and population.
    tune_space: ClassVar[Mapping[str, Mapping[str, list]]] = {
        "scale": {"log_uniform": [0.01, 1.0]},
        "popsize": {"choice": [8, 16, 32, 64, 128]},
    }

    @classmethod
    def resource_problems(
        cls, params: NevergradParams, policy: PolicySpec, budget: Budget
    ) -> Iterable[tuple[str, str]]:
        """Population, full covariance and workers against memory; one round and one generation
        (``popsize`` candidates) against the budget."""
        d = policy_params_lower_bound(policy)
        yield from super().resource_problems(params, policy, budget)
        popsize = resolve_popsize(params, max(d, 2))
        yield from memory_problems(
            "params.popsize", f"{popsize:,} candidates of {d:,}+ parameters", FLOAT32_BYTES * popsize * d
        )
        if params.optimizer == "cma" and not resolve_diagonal(params, d):
            yield from memory_problems(
                "params.diagonal", f"a full {d:,} x {d:,} covariance matrix (float64)", 8.0 * d * d
            )
        if params.backend == "ray" and params.workers and not params.ray_address:
            yield from memory_problems(
                "params.workers", f"{params.workers:,} Ray workers", MIN_PROCESS_BYTES * params.workers
            )
        episodes = params.num_workers * params.episodes_per_eval
        yield from generation_step_problems("params.num_workers", episodes, budget.timesteps)
        # A generation of popsize candidates must fit the budget, or the optimizer never updates (a
        # popsize of 10,000,000 validated, then sat at step 0 at 2.7 GB).
        yield from generation_step_problems(
            "params.popsize", popsize * params.episodes_per_eval, budget.timesteps
        )

    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores``: candidates played on that many Ray workers, ``num_workers`` (unless set)
        = ``cores`` of them per round (:func:`~esbench.runners.base.ray_pool_params`)."""
        return {"num_workers": cores, **super().apply_cores(params, cores)}

    def __init__(self) -> None:
        super().__init__()
        self.optimizer: Any = None
        self.recommendation = "optimizer"
        self._params: NevergradParams | None = None
        self._pending: list[Any] = []  # the candidates of the round asked and not told yet
        self._stats: RoundStats | None = None
        self._traffic: Traffic | None = None

    def build_optimizer(self, params: NevergradParams, theta0: np.ndarray, seed: int) -> Any:
        """The optimizer over θ (an ``ng.p.Array`` starting at ``theta0``, RNG seeded by ``seed``)."""
        import nevergrad as ng  # here, not at the top: checking a suite need not import it (~2.5 s)

        parametrization = ng.p.Array(init=np.asarray(theta0, dtype=np.float64))
        parametrization.random_state = np.random.RandomState(seed)
        d = theta0.size
        if params.optimizer == "cma":
            family = ng.optimizers.ParametrizedCMA(
                scale=params.scale,
                popsize=resolve_popsize(params, d),
                popsize_factor=params.popsize_factor,
                diagonal=resolve_diagonal(params, d),
                elitist=params.elitist,
                fcmaes=params.fcmaes,
                high_speed=params.high_speed,
                random_init=params.random_init,
                inopts=dict(params.inopts) if params.inopts else None,
            )
            self.info.update(popsize=resolve_popsize(params, d), diagonal=resolve_diagonal(params, d))
        else:
            family = ng.optimizers.registry[params.optimizer]
        opt = family(
            parametrization=parametrization, budget=params.optimizer_budget, num_workers=params.num_workers
        )
        self.info.update(optimizer=repr(opt), optimizer_class=type(opt).__name__, nevergrad=ng.__version__)
        return opt

    def train(self, trial: Trial, params: NevergradParams, logger: RunLogger) -> RunResult:
        """Ask/evaluate/tell rounds until the budget is spent (:meth:`AskTellRunner.train`)."""
        with warnings_as_notices("cma", "cma"):  # cma's InjectionWarning: to notices.txt, not the console
            return super().train(trial, params, logger)

    # -- the optimiser ---------------------------------------------------------------------------------
    def setup(self, problem: Problem, params: NevergradParams) -> None:
        """The optimizer at θ0, its RNG derived from the run seed; the ``ng.*`` counters."""
        self._params = params
        self.optimizer = self.build_optimizer(params, problem.theta0, derive_seed(problem.seed, "nevergrad"))
        self.recommendation = params.recommendation if params.optimizer == "cma" else "optimizer"
        # What was sent (0 in-process) and generations: CMA populations, or rounds for other optimizers.
        assert self.objective is not None  # train() built it before setup
        self._traffic = Traffic("ng", transport_of(self.objective.backend))
        self.info.update(self._traffic.info())
        # Population stats cover one CMA generation (for other optimizers: the CMA default size).
        self._stats = RoundStats(window=resolve_popsize(params, problem.num_params))

    def ask(self) -> list[np.ndarray]:
        """``num_workers`` candidates (never past the end of a CMA population: :meth:`_round_size`)."""
        assert self._params is not None and self._stats is not None
        size = self._round_size(self._params, self._stats.candidates)
        self._pending = [self.optimizer.ask() for _ in range(size)]
        return [np.asarray(c.value, dtype=np.float32) for c in self._pending]

    def tell(self, candidates: Sequence[np.ndarray], fitnesses: np.ndarray) -> None:
        """Each asked candidate's loss: its negated mean return (Nevergrad minimises)."""
        for candidate, fitness in zip(self._pending, fitnesses, strict=True):
            self.optimizer.tell(candidate, return_to_loss(fitness))
        self._pending = []

    def center(self) -> np.ndarray:
        """θ played by the eval protocol: CMA's distribution mean, or Nevergrad's recommendation.

        Departure from GoodAI's harness (which evaluates ``recommend()``): with noisy one-episode
        fitness, pycma's best-so-far point is the luckiest candidate, so its eval curve would not be
        comparable with the ES's unperturbed θ. The mean is the CMA-ES analogue of that θ.
        """
        if self.optimizer is None:
            raise RuntimeError("no optimizer yet: it is built by train()")
        es = getattr(self.optimizer, "es", None) if self.recommendation == "mean" else None
        mean = getattr(es, "mean", None)
        if mean is None:
            return self.optimizer.recommend().value
        return self.optimizer.parametrization.spawn_child().set_standardized_data(np.asarray(mean)).value

    def extras(self, evaluation: Evaluation | None) -> dict[str, float]:
        """The ``ng.*`` metrics: candidates, best loss, the last population's returns, traffic."""
        stats, traffic = self._stats, self._traffic
        assert stats is not None and traffic is not None and self._params is not None
        if evaluation is None:
            return stats.extras()  # step 0: no traffic yet
        sent, received = evaluation.bytes_to_workers, evaluation.bytes_from_workers
        popsize = self.info.get("popsize") if self._params.optimizer == "cma" else None
        traffic.add(sent, received, generations=int(not popsize or stats.candidates % popsize == 0))
        self.info.update(traffic.info())
        stats.add(evaluation.returns, sent, received)
        return {**stats.extras(), **traffic.extras()}

    def state(self) -> dict[str, Any]:
        """Nevergrad's pickle of the optimizer (its random state included) and the ``ng.*`` counters."""
        stats, traffic = self._stats, self._traffic
        assert stats is not None and traffic is not None
        return {
            "optimizer": seal(pickle.dumps(self.optimizer, protocol=5)),  # as ng's Optimizer.dump, sealed
            "stats": stats.state_dict(),
            "traffic": [traffic.to_workers, traffic.from_workers, traffic.generations],
        }

    def load_state(self, state: dict[str, Any]) -> None:
        """Restore :meth:`state`; the optimizer's pickle only once its seal shows this machine wrote it
        (:func:`~esbench.core.sealed.unseal` raises :class:`~esbench.core.sealed.UntrustedState`)."""
        assert self._stats is not None and self._traffic is not None
        self.optimizer = pickle.loads(unseal(state["optimizer"], "Nevergrad optimizer state"))
        self._stats.load_state_dict(state["stats"])
        to_workers, from_workers, generations = state["traffic"]
        self._traffic.to_workers, self._traffic.from_workers = to_workers, from_workers
        self._traffic.generations = int(generations)
        self.info.update(self._traffic.info())

    def _round_size(self, params: NevergradParams, asked: int) -> int:
        """``num_workers`` candidates, but for CMA never past the end of a population: asking for the
        next population before this one is told would sample it from the old distribution, so a round
        stops there and any ``num_workers`` up to the popsize asks the same candidates."""
        popsize = self.info.get("popsize") if params.optimizer == "cma" else None
        return min(params.num_workers, popsize - asked % popsize) if popsize else params.num_workers
