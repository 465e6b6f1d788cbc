"""The objective every ask/tell optimiser is scored on: the suite's policy, played on the suite's backend.

esbench supplies it whole (docs/plugins.md, "Ask/tell"), so a black-box optimiser is compared with the
ES on the ES's terms:

* **the policy**: the suite's ``policy`` (hidden sizes, activation, init, mlp/cnn/lstm) from the same
  factory and reference batch as the ES (:func:`esbench.policies.factories.run_policy_factory`);
* **θ0**: ``init_params(derive_seed(seed, "policy-init"))``, the ES's own θ0 for the run seed (under
  ``init: shared`` every algorithm of a seed starts there; ``init_seed`` picks another root;
  ``zero_policy`` starts at θ0 = 0, Nevergrad's own start);
* **observation normalisation as the ES does it**: with ``calc_obstat_prob`` > 0, each training
  episode adds its raw observations to the running statistics with that probability (a coin derived
  from the run seed, candidate and episode), candidates of a round are played with the statistics as
  they were when the round began, the round's sums are merged in candidate order after it (the ES
  merges a generation's after it), and the eval protocol plays the centre with the current statistics
  (normalised, clipped to ±5, :class:`~esbench.es.obstat.RunningStat`); 0 turns it off entirely;
* **episodes**: ``episodes_per_eval`` per candidate on env seeds derived from (run seed, candidate
  index, episode), so no two candidates share an episode; a candidate's fitness is its mean return
  (higher is better; a minimising library flips the sign itself);
* **rollouts** on the ES's backends: in this process (``backend: serial``) or a Ray pool (``ray``),
  with the batched simulator where the env has one; each episode ships the candidate's full float32 θ.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any, Literal

import numpy as np

from esbench.backends import Backend, BackendOptions, WorkerSpec, make_backend
from esbench.backends.rollout import rollout_simulator
from esbench.core.config import Trial
from esbench.core.params import field, positive
from esbench.core.seeding import derive_rng, derive_seed
from esbench.envs import make_env
from esbench.es.noise import DEFAULT_SEED
from esbench.es.obstat import RunningStat
from esbench.policies.factories import run_policy_factory
from esbench.policies.protocols import RolloutPolicy


@dataclasses.dataclass(frozen=True, kw_only=True)
class ObjectiveParams:
    """The params of the objective, inherited by an ask/tell runner's ``Params`` (whose ``check()``
    should ``yield from super().check()``)."""

    episodes_per_eval: int = field(1, doc="Episodes per candidate; its fitness is their mean return.")
    calc_obstat_prob: float = field(
        0.01,
        doc="Probability that a candidate's episode adds its observations to the running observation "
        "statistics that normalise the policy's input, as the ES's calc_obstat_prob (0: no "
        "normalisation at all).",
    )
    backend: Literal["serial", "ray"] = field(
        "serial", doc="serial: candidates played in this process; ray: on a Ray worker pool."
    )
    workers: int | None = field(None, doc="backend: ray: actors to start (default: the CPU count).")
    ray_address: str | None = field(None, doc="backend: ray: join this Ray cluster (e.g. auto).")
    init_seed: int | None = field(
        None, doc="Seed root for θ0; null: the run seed, the ES's θ0 (set it to start every seed alike)."
    )
    zero_policy: bool = field(
        False,
        doc="Start from θ0 = 0 (Nevergrad's own start, ng.p.Array's default: GoodAI's Nevergrad runs) "
        "instead of the policy's init (the ES's θ0 for the run seed: torch's default init or normc).",
    )
    checkpoint_every: int = field(10, doc="Save a checkpoint every this many rounds (when resumable).")

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive sizes; ``calc_obstat_prob`` in [0, 1]."""
        for name in ("episodes_per_eval", "workers", "checkpoint_every"):
            yield from positive(name, getattr(self, name))
        if not 0.0 <= self.calc_obstat_prob <= 1.0:
            yield "calc_obstat_prob", f"must be in [0, 1], got {self.calc_obstat_prob}"


@dataclasses.dataclass(frozen=True)
class Evaluation:
    """One round's candidates played: returns and lengths (candidates, episodes), bytes on the wire."""

    returns: np.ndarray
    lengths: np.ndarray
    bytes_to_workers: int
    bytes_from_workers: int

    @property
    def fitnesses(self) -> np.ndarray:
        """Each candidate's mean return over its episodes (higher is better)."""
        return self.returns.mean(axis=1)


class Objective:
    """The suite's policy on the suite's backend, for one run (module docstring).

    ``backend``: one built by the caller (a test's stand-in, closed by its maker); else built here
    from ``params`` and closed by :meth:`close`.
    """

    def __init__(
        self, trial: Trial, params: Any, seed_name: str = "candidate", backend: Backend | None = None
    ):
        probe = make_env(trial.env)
        obs_space, action_space = probe.observation_space, probe.action_space
        probe.close()
        # mlp, cnn (+ VBN) or lstm: the ES's policy, from the same factory and reference batch
        factory, ref_batch = run_policy_factory(trial.policy, trial.env, obs_space, trial.seed)
        self.policy: RolloutPolicy = factory(obs_space, action_space, ref_batch)
        root = trial.seed if params.init_seed is None else params.init_seed
        self.theta0 = np.asarray(self.policy.init_params(derive_seed(root, "policy-init")), np.float32)
        if params.zero_policy:
            self.theta0 = np.zeros_like(self.theta0)
        self.seed, self.seed_name = trial.seed, seed_name
        self.episodes = int(params.episodes_per_eval)
        self.obstat_prob = float(params.calc_obstat_prob)
        shape = obs_space.shape if obs_space.shape is not None else (1,)
        self.obstat = RunningStat(shape) if self.obstat_prob > 0 else None
        self.candidates = 0
        """Candidates evaluated so far (the index their episode seeds derive from)."""
        self.simulator = rollout_simulator(trial.env, self.policy)
        self._own_backend = backend is None
        if backend is None:
            # No noise table unless the params ask for one (the GA's: its candidates are noise indices)
            size, seed = (
                int(getattr(params, "noise_table_size", 0)),
                getattr(params, "noise_seed", DEFAULT_SEED),
            )
            spec = WorkerSpec(env_id=trial.env, policy_factory=factory, noise_size=size, noise_seed=seed)
            backend = make_backend(params.backend, spec, BackendOptions.of(params), ref_batch)
        self.backend: Backend = backend

    @property
    def num_params(self) -> int:
        """The policy's size."""
        return int(self.theta0.size)

    def evaluate(self, candidates: Sequence[np.ndarray]) -> Evaluation:
        """Play every candidate's episodes (candidate i's θ once per episode) and merge the sampled
        observation statistics afterwards, in candidate order."""
        n, k = len(candidates), self.episodes
        rows = np.repeat(np.stack([np.asarray(c, np.float32).ravel() for c in candidates]), k, axis=0)
        if rows.shape[1] != self.num_params:
            raise ValueError(f"a candidate has {rows.shape[1]} values, the policy has {self.num_params}")
        ids = [(self.candidates + i, e) for i in range(n) for e in range(k)]
        seeds = [derive_seed(self.seed, self.seed_name, i, e) for i, e in ids]
        if self.obstat is None:
            result = self.backend.evaluate_thetas(rows, seeds)
        else:
            # Departure from the ES's draws (per mirrored half, es.sampling): one coin per candidate
            # episode, derived from (run seed, candidate, episode); the same probability and sums.
            save = [derive_rng(self.seed, "obstat", i, e).random() < self.obstat_prob for i, e in ids]
            result = self.backend.evaluate_thetas(
                rows, seeds, obs_mean=self.obstat.mean, obs_std=self.obstat.std, save_obs=save
            )
            for _, s, ssq, count in sorted(result.obstats, key=lambda stat: stat[0]):
                self.obstat.increment(s, ssq, count)
        self.candidates += n
        return Evaluation(
            returns=np.asarray(result.returns, float).reshape(n, k),
            lengths=np.asarray(result.lengths).reshape(n, k),
            bytes_to_workers=int(result.bytes_to_workers),
            bytes_from_workers=int(result.bytes_from_workers),
        )

    def actor(self, theta: np.ndarray) -> Any:
        """The eval protocol's actor of ``theta``: normalised with the current statistics, if any."""
        theta = np.asarray(theta, np.float32)
        if self.obstat is None:
            return self.policy.actor(theta, None, None)
        return self.policy.actor(theta, self.obstat.mean, self.obstat.std)

    def state_dict(self) -> dict:
        """The candidate count and the observation statistics (for checkpoints)."""
        return {
            "candidates": self.candidates,
            "obstat": None if self.obstat is None else self.obstat.state_dict(),
        }

    def load_state_dict(self, state: dict) -> None:
        """Restore :meth:`state_dict`."""
        self.candidates = int(state["candidates"])
        if self.obstat is not None:
            self.obstat.load_state_dict(state["obstat"])

    def close(self) -> None:
        """Close the backend built here (one given by the caller is closed by its maker)."""
        if self._own_backend:
            self.backend.close()
            self._own_backend = False
