"""The hyperparameters of ``openai_es`` (:class:`OpenAIESParams`): defaults are the reference code's
``humanoid.json`` unless a field's doc says otherwise; :meth:`OpenAIESParams.update_config` gives the
ES update's settings (:mod:`esbench.es.update`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Literal

from esbench.core.params import field, non_negative, positive
from esbench.es.noise import DEFAULT_SEED, DEFAULT_SIZE
from esbench.es.state import UpdateConfig


@dataclasses.dataclass(frozen=True, kw_only=True)
class OpenAIESParams:
    """Hyperparameters of ``openai_es`` (defaults: the reference ``humanoid.json`` unless noted)."""

    sigma: float = field(
        0.02,
        doc="Perturbation std σ (reference noise_stdev 0.02). As in the reference code, the gradient "
        "estimate Σ(r⁺ − r⁻)ε / 2n has no 1/σ factor: that scale is folded into the learning rate.",
    )
    population: int = field(
        100,
        doc="Mirrored pairs per generation (2 x episodes_per_pair episodes). Laptop default; the "
        "reference uses 5000 pairs (episodes_per_batch 10000).",
    )
    episodes_per_pair: int = field(
        1,
        doc="Episodes each half of a mirrored pair plays; its fitness is their mean return (GoodAI's "
        "num_episodes). 1 = the reference.",
    )
    pair_env_seeds: Literal["separate", "shared"] = field(
        "separate",
        doc="Env seeds of a mirrored pair's halves: separate (a seed per half, the reference) or shared "
        "(both halves play the same seeds: common random numbers, GoodAI's env_seed -1).",
    )
    min_steps_per_generation: int = field(
        0,
        doc="Also run more pairs until a generation has this many env steps (reference "
        "timesteps_per_batch 100000; 0: population only).",
    )
    fitness_shaping: Literal["centered_rank", "none"] = field(
        "centered_rank", doc="centered_rank: ranks of all 2n returns in [-0.5, 0.5]; none: raw returns."
    )
    optimizer: Literal["adam", "sgd"] = field("adam", doc="adam, or sgd with momentum.")
    learning_rate: float = field(0.01, doc="Optimizer step size (reference stepsize 0.01).")
    adam_beta1: float = field(0.9, doc="Adam β1.")
    adam_beta2: float = field(0.999, doc="Adam β2.")
    adam_epsilon: float = field(1e-8, doc="Adam ε.")
    momentum: float = field(0.9, doc="SGD momentum.")
    l2coeff: float = field(0.005, doc="Coupled L2: the optimizer sees -ĝ + l2coeff·θ.")
    noise_table_size: int = field(
        DEFAULT_SIZE,
        doc="Shared noise table length in float32 values: 2**25 (128 MB) by default; the reference uses "
        "2.5e8 (1 GB). Must exceed the number of policy parameters.",
    )
    noise_seed: int = field(DEFAULT_SEED, doc="Seed of the noise table (reference 123).")
    calc_obstat_prob: float = field(
        0.01,
        doc="Probability that a training rollout adds its observations to the running obs statistics; "
        "0: no observation normalisation at all (raw observations, no clipping).",
    )
    action_noise_std: float = field(
        0.01, doc="Gaussian action noise in training rollouts only (never in eval)."
    )
    episode_cap: Literal["env_default", "fixed", "adaptive"] = field(
        "env_default", doc="Training episode cap: the env's time limit, a fixed number, or adaptive."
    )
    episode_cap_steps: int | None = field(None, doc="The cap for episode_cap: fixed.")
    adaptive_cap_start: int = field(250, doc="Adaptive cap: starting cap L0.")
    adaptive_cap_threshold: float = field(
        0.5, doc="Adaptive cap: grow when at least this fraction of training episodes hit the cap."
    )
    adaptive_cap_ratio: float = field(2.0, doc="Adaptive cap: growth factor.")
    backend: Literal["ray", "serial"] = field("ray", doc="ray: a pool of Ray actors; serial: in-process.")
    workers: int | None = field(None, doc="Ray actors (default: the CPU count, or the cluster's CPUs).")
    ray_address: str | None = field(None, doc="Join this Ray cluster (e.g. auto) instead of starting one.")
    pairs_per_task: int | None = field(
        None,
        doc="Fixed pairs per request to a worker (default: sized from the workers, requests_per_worker "
        "equal requests per worker and generation).",
    )
    requests_per_worker: int = field(
        1,
        doc="Requests per worker and generation with request_schedule equal: 1 gives every worker "
        "one equal share; more balance unequal episode lengths at a round trip each.",
    )
    request_schedule: Literal["equal", "factoring"] = field(
        "equal",
        doc="How a generation's pairs are split into requests when pairs_per_task is not set: equal "
        "(requests_per_worker equal shares per worker) or factoring (rounds of one request per worker, "
        "each round half the pairs left, so requests shrink and an idle worker takes the next one: a "
        "slower core or longer episodes no longer leave the others waiting). Never changes results.",
    )
    worker_timeout_s: float = field(
        300.0,
        doc="Kill and replace a worker that finishes no step of its request for this long (asked every "
        "half of it; a long request that steps runs on); fail the run when no result comes and no step "
        "is played for twice it.",
    )
    straggler_factor: float = field(
        3.0, doc="Reissue a request out this many times the median request time to an idle worker (0: never)."
    )
    straggler_floor_s: float = field(5.0, doc="... but not before this many seconds (no thrashing).")
    checkpoint_every: int = field(10, doc="Save a checkpoint every this many generations (when resumable).")

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive sizes and rates; probabilities in [0, 1]; a cap for episode_cap: fixed."""
        for name in (
            "sigma",
            "population",
            "episodes_per_pair",
            "learning_rate",
            "noise_table_size",
            "adaptive_cap_start",
        ):
            yield from positive(name, getattr(self, name))
        for name in (
            "workers",
            "pairs_per_task",
            "requests_per_worker",
            "checkpoint_every",
            "worker_timeout_s",
            "straggler_floor_s",
            "episode_cap_steps",
        ):
            yield from positive(name, getattr(self, name))
        for name in ("l2coeff", "action_noise_std", "min_steps_per_generation", "straggler_factor"):
            yield from non_negative(name, getattr(self, name))
        if not 0.0 <= self.calc_obstat_prob <= 1.0:
            yield "calc_obstat_prob", f"must be in [0, 1], got {self.calc_obstat_prob}"
        if self.request_schedule == "factoring" and self.requests_per_worker != 1:
            yield "requests_per_worker", "applies to request_schedule: equal (factoring sizes its requests)"
        if self.episode_cap == "fixed" and self.episode_cap_steps is None:
            yield "episode_cap_steps", "required when episode_cap is fixed"
        for name in ("adam_beta1", "adam_beta2", "momentum"):
            if not 0.0 <= getattr(self, name) < 1.0:
                yield name, f"must be in [0, 1), got {getattr(self, name)}"
        yield from positive("adam_epsilon", self.adam_epsilon)

    def update_config(self) -> UpdateConfig:
        """The driver-side update settings."""
        return UpdateConfig(
            fitness_shaping=self.fitness_shaping,
            l2coeff=self.l2coeff,
            optimizer=self.optimizer,
            stepsize=self.learning_rate,
            beta1=self.adam_beta1,
            beta2=self.adam_beta2,
            epsilon=self.adam_epsilon,
            momentum=self.momentum,
        )
