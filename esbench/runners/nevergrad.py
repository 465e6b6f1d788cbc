"""Nevergrad runner: black-box optimisation of the policy's flat parameter vector θ (CMA-ES by default).

The optimised vector is θ of the same MLP the ES trains (:func:`esbench.policies.build_policy`),
started at ``init_params(derive_seed(seed, "policy-init"))``. A candidate's fitness is its mean
return over ``episodes_per_eval`` episodes, played with the fast numpy actor on env seeds derived
from (run seed, candidate index, episode), so no two candidates share an episode seed (the GoodAI
code gave every candidate the same seed unless told otherwise, see es-reference.md §2).

The default ``optimizer: cma`` builds ``ng.optimizers.ParametrizedCMA(...)`` explicitly from the
params below. ``ng.optimizers.CMA`` is *not* used: it is a meta-optimizer that picks a CMA variant
from budget, dimension and workers, so the stored config would not say what ran.

Departures from Nevergrad's defaults: ``scale`` (σ0) is 0.1 instead of 1.0, because torch's
default init puts the weights of a 64-unit layer within ±0.125 and σ0 = 1 would drown them;
``diagonal`` defaults to "true above 1000 parameters" instead of false, because full CMA keeps a
d×d covariance (d ≈ 4.6k for 2x64 on CartPole: 170 MB, plus O(d³) eigendecompositions).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import math
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Literal

import nevergrad as ng
import numpy as np

from esbench.backends.policy_factories import build_run_policy
from esbench.config import Trial
from esbench.envs import make_env
from esbench.errors import did_you_mean
from esbench.evaluation import play_episode
from esbench.metrics import Actor, RunLogger, RunResult
from esbench.params import field, positive
from esbench.policies import MlpPolicy
from esbench.runners.base import Runner
from esbench.seeding import derive_seed

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
#: Bytes of one scalar result (an episode return or length) sent back by a worker.
SCALAR_BYTES = 8


def return_to_loss(mean_return: float) -> float:
    """Nevergrad minimises: a candidate's loss is its negated mean return (the one sign flip)."""
    return -float(mean_return)


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


@dataclasses.dataclass(frozen=True)
class NevergradParams:
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
    num_workers: int = field(
        1,
        doc="Candidates asked per round and evaluated together (told to Nevergrad as num_workers). With "
        "backend: ray, set it to the popsize (or a multiple of workers) so a round fills the pool.",
    )
    backend: Literal["serial", "ray"] = field(
        "serial",
        doc="serial: candidates played in this process; ray: on the ES engine's Ray worker pool, each "
        "candidate shipped as a full float32 θ (the scheme the ES avoids), bytes measured the same way.",
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

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive sizes, a known optimizer name, CMA fields only with ``cma``, fcmaes available."""
        for name in (
            "scale",
            "popsize",
            "popsize_factor",
            "episodes_per_eval",
            "num_workers",
            "optimizer_budget",
        ):
            yield from positive(name, getattr(self, name))
        if self.optimizer != "cma":
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


# -- candidate evaluation: the seam for parallel workers ----------------------------------------------

#: ``(thetas, seeds) -> (returns, lengths)``; ``seeds[i]`` are candidate i's episode seeds and the
#: results are arrays of shape (len(thetas), episodes). A parallel backend replaces this.
CandidateEvaluator = Callable[[Sequence[np.ndarray], Sequence[Sequence[int]]], tuple[np.ndarray, np.ndarray]]


class SerialEvaluator:
    """Evaluates candidates one after another in this process with the numpy actor."""

    def __init__(self, env_id: str, policy: MlpPolicy):
        self.env = make_env(env_id)
        self.policy = policy

    def __call__(self, thetas: Sequence[np.ndarray], seeds: Sequence[Sequence[int]]):
        """Play every candidate's episodes; return (returns, lengths), each shaped (candidates, episodes)."""
        returns = np.zeros((len(thetas), len(seeds[0])))
        lengths = np.zeros((len(thetas), len(seeds[0])), dtype=np.int64)
        for i, (theta, episode_seeds) in enumerate(zip(thetas, seeds, strict=True)):
            actor = self.policy.actor(theta)
            for k, seed in enumerate(episode_seeds):
                returns[i, k], lengths[i, k] = play_episode(self.env, actor, seed)
        return returns, lengths

    def close(self) -> None:
        """Close the env."""
        self.env.close()


class PoolEvaluator:
    """Evaluates candidates on the ES engine's worker pool (:mod:`esbench.backends`).

    Each candidate's θ travels to a worker as a full float32 vector, once per episode
    (``episodes_per_eval`` rows of the same θ), and the serialized bytes each way are counted:
    ``bytes_to_workers`` / ``bytes_from_workers`` are comparable with the ES's ``es.bytes_*``.
    """

    def __init__(self, backend: Any):
        self.backend = backend
        self.bytes_to_workers = 0
        self.bytes_from_workers = 0

    def __call__(self, thetas: Sequence[np.ndarray], seeds: Sequence[Sequence[int]]):
        """Play every candidate's episodes on the pool; results shaped (candidates, episodes)."""
        episodes = len(seeds[0])
        rows = np.repeat(np.stack([np.asarray(t, np.float32) for t in thetas]), episodes, axis=0)
        result = self.backend.evaluate_thetas(rows, [int(s) for candidate in seeds for s in candidate])
        self.bytes_to_workers += int(result.bytes_to_workers)
        self.bytes_from_workers += int(result.bytes_from_workers)
        shape = (len(thetas), episodes)
        return np.asarray(result.returns, float).reshape(shape), np.asarray(result.lengths).reshape(shape)

    def close(self) -> None:
        """Stop the pool's workers."""
        self.backend.close()


def make_pool_evaluator(trial: Trial, params: NevergradParams) -> PoolEvaluator:
    """A :class:`PoolEvaluator` on a Ray pool of ``params.workers`` actors (no noise table)."""
    from esbench.backends import WorkerSpec, make_backend
    from esbench.backends.policy_factories import make_policy_factory, ref_batch_seed
    from esbench.backends.rollout import collect_ref_batch

    probe = make_env(trial.env)
    factory = make_policy_factory(trial.policy, probe.observation_space)  # mlp, cnn (+ VBN) or lstm
    probe.close()
    size = getattr(factory, "ref_batch_size", 0)
    ref = collect_ref_batch(trial.env, size, ref_batch_seed(trial.seed)) if size else None
    spec = WorkerSpec(trial.env, factory, 0)
    return PoolEvaluator(
        make_backend("ray", spec, workers=params.workers, ray_address=params.ray_address, ref_batch=ref)
    )


# -- runner ----------------------------------------------------------------------------------------------


class NevergradRunner(Runner):
    """Optimises θ of the suite's policy with a Nevergrad optimizer (ask/tell), one round of
    ``num_workers`` candidates at a time, logging after every round."""

    algo = "nevergrad"
    Params = NevergradParams

    def __init__(self) -> None:
        super().__init__()
        self.optimizer: Any = None
        self.policy: MlpPolicy | None = None
        self.recommendation = "optimizer"
        self.evaluate_candidates: CandidateEvaluator | None = None
        """The candidate evaluator; serial by default, a parallel backend may replace it before train()."""

    def build_optimizer(self, params: NevergradParams, theta0: np.ndarray, seed: int) -> Any:
        """The optimizer over θ (an ``ng.p.Array`` starting at ``theta0``, RNG seeded by ``seed``)."""
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
        """Ask/evaluate/tell rounds until the logger reports the budget spent."""
        probe = make_env(trial.env)
        self.policy = policy = build_run_policy(trial.policy, trial.env, probe, trial.seed)  # mlp/cnn/lstm
        probe.close()
        init_root = trial.seed if params.init_seed is None else params.init_seed
        theta0 = policy.init_params(derive_seed(init_root, "policy-init"))
        self.optimizer = opt = self.build_optimizer(params, theta0, derive_seed(trial.seed, "nevergrad"))
        self.recommendation = params.recommendation if params.optimizer == "cma" else "optimizer"
        self.info.update(num_params=policy.num_params, cores=1)
        if self.evaluate_candidates is None and params.backend == "ray":
            self.evaluate_candidates = make_pool_evaluator(trial, params)
            self.info["cores"] = self.evaluate_candidates.backend.num_workers
        if self.evaluate_candidates is None:
            self.evaluate_candidates = SerialEvaluator(trial.env, policy)

        # Population stats cover one CMA generation (for other optimizers: the CMA default size).
        stats = _Stats(window=resolve_popsize(params, policy.num_params))
        logger.step(stats.extras())  # the initial θ's evaluation at step 0
        while not logger.done:
            candidates = [opt.ask() for _ in range(params.num_workers)]
            thetas = [np.asarray(c.value, dtype=np.float32) for c in candidates]
            seeds = [
                [
                    derive_seed(trial.seed, "ng-candidate", stats.candidates + i, k)
                    for k in range(params.episodes_per_eval)
                ]
                for i in range(len(candidates))
            ]
            returns, lengths = self.evaluate_candidates(thetas, seeds)
            for candidate, candidate_returns in zip(candidates, returns, strict=True):
                opt.tell(candidate, return_to_loss(np.mean(candidate_returns)))
            logger.add_steps(int(lengths.sum()))
            logger.add_episodes(returns.ravel().tolist())
            stats.add(thetas, seeds, returns)
            if isinstance(self.evaluate_candidates, PoolEvaluator):  # measured, not estimated
                stats.bytes_to_workers = self.evaluate_candidates.bytes_to_workers
                stats.bytes_from_workers = self.evaluate_candidates.bytes_from_workers
            logger.step(stats.extras())
        return logger.finish(stats.extras())

    def actor(self) -> Actor:
        """The numpy actor of the evaluated θ (see ``params.recommendation``)."""
        if self.optimizer is None or self.policy is None:
            raise RuntimeError("no optimizer yet: actor() is available once train() has built it")
        return self.policy.actor(np.asarray(self.evaluated_theta(), dtype=np.float32))

    def evaluated_theta(self) -> np.ndarray:
        """θ played by the eval protocol: CMA's distribution mean, or Nevergrad's recommendation.

        Departure from GoodAI's harness (which evaluates ``recommend()``): with noisy one-episode
        fitness, pycma's best-so-far point is the luckiest candidate, so its eval curve would not be
        comparable with the ES's unperturbed θ. The mean is the CMA-ES analogue of that θ.
        """
        es = getattr(self.optimizer, "es", None) if self.recommendation == "mean" else None
        mean = getattr(es, "mean", None)
        if mean is None:
            return self.optimizer.recommend().value
        return self.optimizer.parametrization.spawn_child().set_standardized_data(np.asarray(mean)).value

    def close(self) -> None:
        """Close the evaluator this runner made (one replaced from outside is closed by its maker)."""
        if isinstance(self.evaluate_candidates, (SerialEvaluator, PoolEvaluator)):
            self.evaluate_candidates.close()


class _Stats:
    """Running ``ng.*`` extras: candidate count, best loss, the last population's returns, traffic."""

    def __init__(self, window: int):
        self.candidates = 0
        self.best_loss = math.inf
        self.recent: deque[float] = deque(maxlen=window)
        self.bytes_to_workers = 0
        self.bytes_from_workers = 0

    def add(self, thetas: Sequence[np.ndarray], seeds: Sequence[Sequence[int]], returns: np.ndarray) -> None:
        """Account for one evaluated round."""
        fitness = returns.mean(axis=1)
        self.candidates += len(thetas)
        self.best_loss = min(self.best_loss, min(return_to_loss(f) for f in fitness))
        self.recent.extend(float(f) for f in fitness)
        # What a worker would exchange: the full θ (float32) plus its episode seeds out, and a return
        # and a length per episode back (the ES ships noise indices instead of θ).
        self.bytes_to_workers += sum(
            t.nbytes + SCALAR_BYTES * len(s) for t, s in zip(thetas, seeds, strict=True)
        )
        self.bytes_from_workers += returns.size * 2 * SCALAR_BYTES

    def extras(self) -> dict[str, float]:
        """The ``ng.*`` metrics; the population stats cover the last ``popsize`` candidates."""
        out = {
            "ng.candidates": float(self.candidates),
            "ng.bytes_to_workers": float(self.bytes_to_workers),
            "ng.bytes_from_workers": float(self.bytes_from_workers),
        }
        if self.recent:
            out.update(
                {
                    "ng.best_loss": self.best_loss,
                    "ng.pop_return_mean": float(np.mean(self.recent)),
                    "ng.pop_return_max": float(np.max(self.recent)),
                }
            )
        return out
