"""What a generation samples, as pure functions of scalars: pair draws, perturbations, wave sizes.

Everything random in a mirrored pair derives from (run seed, generation, pair index) through
:func:`esbench.core.seeding.derive_rng` (:func:`pair_draws`): the noise index, the env seeds of both
halves (separate, as the reference, or shared: GoodAI's common random numbers), whether each half
samples observation statistics, and the action-noise seeds. The perturbed parameters are θ ± σ·ε
with ε the noise-table slice at that index (:func:`mirrored_thetas`). How many pairs a generation
runs depends only on the steps its pairs took (:func:`further_pairs`) and, for the last one, on the
previous generation's steps (:func:`budget_pairs`). So a generation's result depends only on (run
seed, generation, pair index), never on which worker ran a pair, on timing or on the worker count.
Every backend uses these functions (:mod:`esbench.backends`).
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np

from esbench.core.seeding import derive_rng
from esbench.es.noise import get_noise, sample_index


@dataclasses.dataclass(frozen=True, kw_only=True)
class PairDraws:
    """Everything random in one mirrored pair; rows are the halves (+ε, −ε), columns the episodes."""

    noise_index: int
    env_seeds: np.ndarray
    """(2, episodes) env seeds."""
    sample_obs: np.ndarray
    """(2, episodes) bool: the episode adds its observations to the obs statistics."""
    noise_seeds: np.ndarray
    """(2, episodes) seeds of the action-noise streams."""


def pair_draws(
    run_seed: int,
    generation: int,
    pair: int,
    *,
    table_size: int,
    dim: int,
    episodes_per_pair: int = 1,
    calc_obstat_prob: float,
    shared_env_seeds: bool = False,
) -> PairDraws:
    """The draws of one pair, from the stream ``derive_rng(run_seed, "es-pair", generation, pair)``.

    Episode 0 of both halves takes the stream's first draws, in the order of the one-episode ES
    (noise index, 2 env seeds, 2 obs-stat coins, 2 noise seeds), so ``episodes_per_pair: 1`` is
    unchanged. Episodes 1, 2, ... continue the same stream, one episode (both halves) at a time in
    the same order, so the first k episodes do not depend on ``episodes_per_pair`` either.

    ``shared_env_seeds`` (GoodAI's ``env_seed: -1``, common random numbers): both halves play each
    episode on the +ε half's env seed. The stream is drawn as without it, so every other draw
    (noise index, coins, noise seeds) and the +ε half's episodes are unchanged.
    """
    rng = derive_rng(run_seed, "es-pair", generation, pair)
    index = sample_index(rng, table_size, dim)
    env_seeds, sample_obs, noise_seeds = [], [], []
    for _ in range(max(1, int(episodes_per_pair))):
        seeds = rng.integers(0, 2**31 - 1, size=2)
        env_seeds.append(np.full(2, seeds[0]) if shared_env_seeds else seeds)
        sample_obs.append(rng.random(2) < calc_obstat_prob)
        noise_seeds.append(rng.integers(0, 2**63 - 1, size=2))
    return PairDraws(
        noise_index=index,
        env_seeds=np.stack(env_seeds, axis=1),
        sample_obs=np.stack(sample_obs, axis=1),
        noise_seeds=np.stack(noise_seeds, axis=1),
    )


def mirrored_thetas(
    theta: np.ndarray, noise: np.ndarray, index: int, sigma: float
) -> tuple[np.ndarray, np.ndarray]:
    """The pair's halves ``(θ + σε, θ − σε)`` in float32, ε = ``noise[index : index + θ.size]``.

    σε is computed once in float32 (``np.float32(sigma) * ε``) and added to and subtracted from θ.
    """
    theta = np.asarray(theta, np.float32)
    perturbation = np.float32(sigma) * get_noise(noise, index, theta.size)
    return theta + perturbation, theta - perturbation


def further_pairs(pairs_run: int, steps: int, min_steps: int) -> int:
    """How many more pairs a generation runs after ``pairs_run`` pairs took ``steps`` env steps.

    0 once ``steps`` reaches ``min_steps`` (always with ``min_steps`` 0: the first wave of
    ``population`` pairs is the generation). Otherwise a further wave sized from the mean steps
    per pair so far (at least one step per pair, at least one pair), so that the expected steps
    reach ``min_steps``: the reference stops on episodes AND timesteps. Deterministic: it depends
    only on the steps the pairs took, and every pair run is used in the update.
    """
    if steps >= min_steps:
        return 0
    per_pair = max(steps / pairs_run, 1.0)
    return max(1, math.ceil((min_steps - steps) / per_pair))


#: A run may end at most this fraction of its step budget past it (see :func:`budget_pairs`).
BUDGET_TOLERANCE = 0.02


def budget_pairs(
    population: int, min_steps: int, remaining: int, steps_per_pair: float | None, budget: int
) -> tuple[int, int]:
    """``(pairs, min_steps)`` for the next generation, trimmed so the run ends near its step budget.

    ``remaining``: budget steps not yet used; ``steps_per_pair``: the previous generation's mean
    (None before the first generation, which is never trimmed). If the full generation (``population``
    pairs, or ``min_steps`` steps if more) would by that mean end more than :data:`BUDGET_TOLERANCE`
    of ``budget`` past it, the generation first runs half the pairs that mean asks for,
    ``ceil(remaining / steps_per_pair / 2)`` (at least one, at most ``population``: a hedge against
    episodes that grew since the previous generation), then, by the wave rule (:func:`further_pairs`,
    sized from this generation's own steps per pair), more pairs until ``remaining`` steps are
    reached: it is the run's last generation, ending within about a pair's steps of the budget. Pairs
    are numbered, so the waves run the same pairs as one wave of their total would. Deterministic: it
    depends only on step counts, never on timing.

    Departure: the reference has no step budget (it never stops); its generations are always whole.
    """
    if steps_per_pair is None or remaining <= 0:
        return population, min_steps
    per_pair = max(float(steps_per_pair), 1.0)
    expected = max(population * per_pair, min_steps)
    if expected <= remaining + BUDGET_TOLERANCE * budget:
        return population, min_steps
    return min(population, max(1, math.ceil(remaining / per_pair / 2))), remaining
