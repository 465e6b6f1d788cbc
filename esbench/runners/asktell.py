"""The ask/tell API: any black-box optimiser over the suite's policy, on the ES's terms.

An ask/tell runner subclasses :class:`AskTellRunner` and writes only the optimiser (docs/plugins.md,
"Ask/tell"), the shape Nevergrad, EvoTorch, evosax and pycma share:

* :meth:`~AskTellRunner.setup` ``(problem, params)``: start from ``problem.theta0``;
* :meth:`~AskTellRunner.ask` ``() -> candidates``: flat θ vectors to evaluate (one round);
* :meth:`~AskTellRunner.tell` ``(candidates, fitnesses)``: their mean returns (higher is better);
* :meth:`~AskTellRunner.center` ``() -> θ``: what the eval protocol plays (the distribution's mean);
* :meth:`~AskTellRunner.state` / :meth:`~AskTellRunner.load_state`: the optimiser's state for
  checkpoints (optional: without them the runner cannot checkpoint, and says so).

esbench supplies everything else (:mod:`esbench.runners.objective`): the suite's policy and θ0, the
ES's observation normalisation, episodes per candidate, rollouts on the suite's backend, budget
counting, the eval protocol, metrics, checkpoints and resume. Mirrored sampling and fitness shaping
stay the optimiser's business.

A checkpoint (``asktell_checkpoint.npz``, every ``checkpoint_every`` rounds and at the end) holds the
optimiser's :meth:`~AskTellRunner.state`, the objective's (candidate count, observation statistics),
the logger's (every point logged) and the trial it belongs to; a resumed run continues from it and
ends on exactly the curve of an uninterrupted run, provided the optimiser's state is whole (its random
generator included, or its draws derived from the run seed and round, as the example does).
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from esbench.backends import Backend
from esbench.core.config import Trial
from esbench.core.errors import EsbenchError
from esbench.core.metrics import CONTRACT_METRICS, EVAL_LENGTH_MEAN, Actor, RunLogger, RunResult
from esbench.core.seeding import derive_rng
from esbench.policies import theta_digest
from esbench.runners.base import Runner, ray_pool_params
from esbench.runners.checkpoints import (
    checkpoint_file_problem,
    checkpoint_identity,
    corrupt_checkpoint,
    identity_mismatch,
    read_checkpoint,
    read_checkpoint_meta,
    resume_key,
    stored_points,
    stored_steps,
    write_checkpoint,
    wrong_trial,
)
from esbench.runners.objective import Evaluation, Objective
from esbench.runners.plain_state import decode_state, encode_state, state_problem

CHECKPOINT_FILE = "asktell_checkpoint.npz"


@dataclasses.dataclass(frozen=True)
class Problem:
    """What an optimiser is told about the objective in :meth:`AskTellRunner.setup`."""

    theta0: np.ndarray
    """The suite's policy's initial θ (float32, a copy): the ES's θ0 for the run seed."""
    seed: int
    """The run seed; derive every random number from it (:meth:`rng`)."""
    trial: Trial
    """The trial (env, budget, policy, params), for optimisers that size themselves by it."""

    @property
    def num_params(self) -> int:
        """The policy's size (θ's length)."""
        return int(self.theta0.size)

    def rng(self, *path: object) -> np.random.Generator:
        """A generator derived from the run seed and ``path`` (e.g. ``("cem", round)``)."""
        return derive_rng(self.seed, *path)


class AskTellRunner(Runner):
    """Base of ask/tell runners: subclass, set ``algo`` and ``Params`` (an
    :class:`~esbench.runners.objective.ObjectiveParams` subclass), write the optimiser."""

    shares_theta0 = True
    family = "asktell"
    seed_name: ClassVar[str] = "candidate"
    """The path candidates' episode seeds derive from: (run seed, seed_name, candidate, episode)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A subclass checkpoints when it writes :meth:`state` and :meth:`load_state` (unless it says)."""
        super().__init_subclass__(**kwargs)
        if "checkpoints" not in cls.__dict__:
            base = AskTellRunner
            cls.checkpoints = cls.state is not base.state and cls.load_state is not base.load_state

    # -- the optimiser's part ------------------------------------------------------------------------
    @abc.abstractmethod
    def setup(self, problem: Problem, params: Any) -> None:
        """Start the optimiser at ``problem.theta0`` (called once per run, before the first ask)."""

    @abc.abstractmethod
    def ask(self) -> Sequence[np.ndarray]:
        """The next round's candidates: flat θ vectors of ``problem.num_params`` values."""

    @abc.abstractmethod
    def tell(self, candidates: Sequence[np.ndarray], fitnesses: np.ndarray) -> None:
        """The fitnesses (mean returns: higher is better) of the candidates :meth:`ask` returned."""

    @abc.abstractmethod
    def center(self) -> np.ndarray:
        """The θ the eval protocol plays (e.g. the search distribution's mean)."""

    def state(self) -> dict[str, Any]:
        """The optimiser's whole state: a dict of numpy arrays, numbers, strings, bools, None, bytes,
        lists of plain values and nested dicts (the default: none, so the runner cannot checkpoint)."""
        raise NotImplementedError(f"{type(self).__name__} has no state(): it cannot checkpoint")

    def load_state(self, state: dict[str, Any]) -> None:
        """Restore :meth:`state` exactly (arrays come back as arrays, bytes as bytes)."""
        raise NotImplementedError(f"{type(self).__name__} has no load_state(): it cannot checkpoint")

    def extras(self, evaluation: Evaluation | None) -> dict[str, float]:
        """Metrics logged with each point (prefix ``x.`` for an outside runner): after every round, with
        its :class:`~esbench.runners.objective.Evaluation`, and at step 0 with None. Called once per
        round, so it may count rounds. The default: none."""
        return {}

    # -- esbench's part -------------------------------------------------------------------------------
    @classmethod
    def apply_cores(cls, params, cores: int) -> dict:
        """``resources.cores``: candidates played on that many Ray workers."""
        return ray_pool_params(params, cores)

    def __init__(self) -> None:
        super().__init__()
        self.objective: Objective | None = None
        """The run's objective (built by :meth:`train`)."""
        self.backend: Backend | None = None
        """Where candidates are played: built by train() from the params unless one was set before
        (a test's stand-in, closed by its maker)."""
        self.rounds = 0
        """Rounds (ask, evaluate, tell) done so far."""

    @property
    def policy(self) -> Any:
        """The suite's policy the candidates parametrise (None before :meth:`train`)."""
        return None if self.objective is None else self.objective.policy

    def train(self, trial: Trial, params: Any, logger: RunLogger) -> RunResult:
        """Ask/evaluate/tell rounds until the budget is spent; resume from a checkpoint if there is one."""
        self.objective = objective = Objective(trial, params, self.seed_name, self.backend)
        self.info.update(
            num_params=objective.num_params,
            theta0_sha256=theta_digest(objective.theta0),
            cores=objective.backend.num_workers,
            simulator=objective.simulator,
            obs_normalisation=objective.obstat is not None,
        )
        self.setup(Problem(objective.theta0.copy(), trial.seed, trial), params)
        meta = self._load_checkpoint(trial, logger)
        extras = dict(meta["extras"]) if meta else checked_extras(self.extras(None), "setup")
        logger.start_training()
        if meta is None:
            logger.step(extras)  # the initial θ's evaluation at step 0
        every = int(getattr(params, "checkpoint_every", 1))
        while not logger.done:
            evaluation = self.play_round()
            self.rounds += 1
            logger.add_steps(int(evaluation.lengths.sum()))
            logger.add_episodes(evaluation.returns.ravel().tolist())
            extras = checked_extras(self.extras(evaluation), f"round {self.rounds}")
            logger.step(extras)
            if self.rounds % every == 0 or logger.done:
                self._save_checkpoint(trial, logger, extras)
        return logger.finish(extras)

    def play_round(self) -> Evaluation:
        """One round: :meth:`ask`, the candidates played on the objective, :meth:`tell`. A family whose
        candidates travel as something other than θ (the GA's noise indices, :mod:`esbench.runners.ga`)
        plays them its own way here, on the same objective."""
        assert self.objective is not None
        candidates = checked_candidates(self.ask(), self.objective.num_params, self.rounds + 1)
        evaluation = self.objective.evaluate(candidates)
        self.tell(candidates, evaluation.fitnesses)
        return evaluation

    def actor(self) -> Actor:
        """The centre, played with the objective's current observation statistics."""
        if self.objective is None:
            raise RuntimeError("no objective yet: actor() is available once train() has built it")
        return self.objective.actor(self.evaluated_theta())

    def evaluated_theta(self) -> np.ndarray:
        """θ played by the eval protocol: :meth:`center`, refused when it is not a finite θ."""
        assert self.objective is not None
        return checked_theta(self.center(), self.objective.num_params, f"center() after round {self.rounds}")

    def worker_pids(self) -> list[int]:
        """The Ray backend's actor PIDs (none in-process), for ``info.cpu_share``."""
        backend = self.objective.backend if self.objective is not None else None
        return list(getattr(backend, "pids", None) or [])

    def close(self) -> None:
        """Close the backend the objective built (one set from outside is closed by its maker)."""
        if self.objective is not None:
            self.objective.close()

    # -- checkpoints -----------------------------------------------------------------------------------
    @classmethod
    def logged_points(cls, checkpoint_dir: Path, trial: Any = None) -> list[tuple[str, float, int]] | None:
        """Every point logged up to the checkpoint in ``checkpoint_dir`` (None: none, unreadable, or
        another trial's)."""
        return stored_points(Path(checkpoint_dir) / CHECKPOINT_FILE, trial)

    @classmethod
    def checkpoint_steps(cls, checkpoint_dir: Path, trial: Any = None) -> int | None:
        """The env steps of ``trial``'s checkpoint in ``checkpoint_dir`` (its logger's own count)."""
        return stored_steps(Path(checkpoint_dir) / CHECKPOINT_FILE, trial)

    @classmethod
    def checkpoint_problem(cls, checkpoint_dir: Path, trial: Any) -> str | None:
        """None when the checkpoint in ``checkpoint_dir`` names ``trial``, else why not."""
        return checkpoint_file_problem(Path(checkpoint_dir) / CHECKPOINT_FILE, trial)

    def _checkpoint_path(self) -> Path | None:
        if self.checkpoint_dir is None or not self.checkpoints:
            return None
        return Path(self.checkpoint_dir) / CHECKPOINT_FILE

    def _save_checkpoint(self, trial: Trial, logger: RunLogger, extras: dict[str, float]) -> None:
        """The optimiser's, the objective's and the logger's state, with the trial they belong to."""
        path = self._checkpoint_path()
        if path is None or self.objective is None:
            return
        blobs: list[str] = []
        optimizer_state = self.state()
        problem = state_problem(optimizer_state, "state()")
        if problem is not None:  # refused at the first checkpoint, not found out at --resume
            raise PluginContractError(f"{type(self).__name__}.{problem}: it would not come back exactly")
        state = {
            "optimizer": encode_state(optimizer_state, "optimizer", blobs),
            "objective": self.objective.state_dict(),
            "rounds": self.rounds,
        }
        meta = {
            "trial": resume_key(trial),
            "identity": checkpoint_identity(trial),
            "extras": extras,
            "logger": logger.state_dict(),
            "bytes": blobs,
        }
        write_checkpoint(path, state, meta)

    def _load_checkpoint(self, trial: Trial, logger: RunLogger) -> dict | None:
        """Restore optimiser, objective and logger (replaying logged points) if a checkpoint is there."""
        path = self._checkpoint_path()
        if path is None or not path.exists() or self.objective is None:
            return None
        try:  # the trial it belongs to is checked before anything is restored from it
            stored = read_checkpoint_meta(path)
        except Exception as exc:
            raise corrupt_checkpoint(path, exc) from exc
        why = identity_mismatch(stored, trial) if isinstance(stored, dict) else "it names no trial"
        if why is not None:
            raise wrong_trial(path, why)
        try:
            meta, state = read_checkpoint(path)
            self.load_state(decode_state(state["optimizer"], "optimizer", meta["bytes"]))
            self.objective.load_state_dict(state["objective"])
            self.rounds = int(state["rounds"])
            logger.load_state_dict(meta["logger"], replay=True)
        except (KeyError, TypeError, ValueError) as exc:
            raise corrupt_checkpoint(path, exc) from exc
        self.info.update(resumed_from_round=self.rounds, resumed_from_step=logger.timesteps)
        return meta


class PluginContractError(EsbenchError):
    """An ask/tell optimiser broke its contract at the seam (a candidate, the centre, an extra)."""


#: Metric names an optimiser's :meth:`AskTellRunner.extras` may not write: the protocol's own.
PROTOCOL_METRICS = frozenset({*CONTRACT_METRICS, EVAL_LENGTH_MEAN})
#: Prefixes of the protocol's metric families, refused in extras too (``eval.``, ``train.``).
PROTOCOL_PREFIXES = ("eval.", "train.")


def checked_theta(value: Any, num_params: int, what: str) -> np.ndarray:
    """``value`` as a float θ of ``num_params`` finite values; :class:`PluginContractError` naming
    ``what``, the shape and the first non-finite index otherwise."""
    try:
        given = np.asarray(value)
        theta = given.astype(np.float64, copy=False)
    except (TypeError, ValueError) as exc:
        raise PluginContractError(
            f"{what} is not a vector of numbers ({type(exc).__name__}: {exc})"
        ) from None
    if theta.shape != (num_params,):
        raise PluginContractError(
            f"{what} has shape {theta.shape}; the policy has {num_params:,} parameters: shape ({num_params},)"
        )
    bad = np.flatnonzero(~np.isfinite(theta))
    if len(bad):
        raise PluginContractError(
            f"{what} holds {len(bad):,} non-finite values (first at index {int(bad[0])}: {theta[bad[0]]}); "
            "a candidate must be finite"
        )
    return given if given.dtype.kind == "f" else theta  # the optimiser's own floats, unchanged


def checked_candidates(candidates: Any, num_params: int, round_no: int) -> list[np.ndarray]:
    """One round's candidates from ``ask()``, each a finite θ of ``num_params`` values, at least one
    (:class:`PluginContractError` naming the round and the candidate)."""
    try:
        items = list(candidates)
    except TypeError:
        raise PluginContractError(
            f"ask() of round {round_no} returned {type(candidates).__name__}, not a sequence of θ"
        ) from None
    if not items:
        raise PluginContractError(
            f"ask() of round {round_no} returned no candidates; a round needs at least one"
        )
    return [
        checked_theta(c, num_params, f"ask() of round {round_no}, candidate {i}") for i, c in enumerate(items)
    ]


def checked_extras(extras: Any, when: str) -> dict[str, float]:
    """An optimiser's extras at ``when``: a mapping whose keys are not the protocol's own metrics
    (:data:`PROTOCOL_METRICS`, ``eval.*``, ``train.*``), which only esbench logs."""
    if not isinstance(extras, Mapping):
        raise PluginContractError(f"extras() at {when} returned {type(extras).__name__}, not a mapping")
    forged = sorted(
        str(k) for k in extras if str(k) in PROTOCOL_METRICS or str(k).startswith(PROTOCOL_PREFIXES)
    )
    if forged:
        raise PluginContractError(
            f"extras() at {when} writes the protocol's own metrics {', '.join(forged)}: only esbench logs "
            "those; name an optimiser's metrics x.<name>"
        )
    return dict(extras)
