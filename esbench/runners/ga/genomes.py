"""The GA's maths, numpy only: genomes as noise indices, the offspring's draws, truncation selection.

A **genome** is the tuple of noise-table indices that produced an individual (Such et al. 2017,
"Deep Neuroevolution", section 3.2): θ = θ0 + σ ε(τ1) + σ ε(τ2) + ..., with ε(τ) the table's slice
at τ. The empty genome is θ0 itself. Departure: the paper encodes θ0 by a seed too (its first
index, a random initialisation per individual); here θ0 is the suite's policy at the run seed (the
ES's θ0), shared by the whole population, so generation 0 is N mutations of one θ0 rather than N
random initialisations.

Everything random about offspring ``i`` of generation ``g`` (its parent and its mutation's index)
derives from (run seed, ``ga``, g, i) (:func:`offspring_draw`), so a result depends on the run
seed, generation and offspring index only, never on which worker played it.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from esbench.core.seeding import derive_rng
from esbench.es.noise import get_noise, sample_index

Genome = tuple[int, ...]


def offspring_draw(
    run_seed: int, generation: int, index: int, parents: int, table_size: int, dim: int
) -> tuple[int, int]:
    """``(parent, noise index)`` of offspring ``index`` of ``generation``: the parent drawn uniformly
    from the ``parents`` survivors (the reference code's ``rs.randint(len(population))``), the
    mutation's slice start uniformly from the table (:func:`~esbench.es.noise.sample_index`)."""
    rng = derive_rng(run_seed, "ga", generation, index)
    return int(rng.integers(parents)), sample_index(rng, table_size, dim)


def rebuild(theta0: np.ndarray, table: np.ndarray, genome: Sequence[int], sigma: float) -> np.ndarray:
    """θ of ``genome``: θ0 plus σ times each index's noise slice, added in genome order (float32, so a
    worker and the driver rebuild the same bits)."""
    theta = np.array(theta0, np.float32, copy=True)
    for index in genome:
        theta += sigma * get_noise(table, int(index), theta.size)
    return theta


def mutate(parent_theta: np.ndarray, table: np.ndarray, index: int, sigma: float) -> np.ndarray:
    """A child's θ from its parent's: the same float32 additions as :func:`rebuild` of the child's genome."""
    child = np.array(parent_theta, np.float32, copy=True)
    child += sigma * get_noise(table, int(index), child.size)
    return child


def truncation_select(
    elites: Sequence[Genome],
    elite_scores: np.ndarray,
    offspring: Sequence[Genome],
    offspring_scores: np.ndarray,
    parents: int,
    keep: int,
) -> tuple[list[Genome], np.ndarray, list[Genome], np.ndarray]:
    """Truncation selection with elitism over the carried elites and this generation's offspring.

    The pool (elites first, then offspring in index order) is ranked by score, highest first, ties
    kept in pool order; the top ``parents`` breed the next generation and the top ``keep`` are its
    elites, carried unchanged with their scores. Returns (parents, their scores, elites, their
    scores), best first. As the reference code (uber-research's ``ga.py``) does, an elite keeps the
    score it was measured at. Departure: the paper picks the elite among the top 10 by 30 more
    episodes each; this carries the best score, as the released code does.
    """
    pool = [*elites, *offspring]
    scores = np.concatenate([np.asarray(elite_scores, float), np.asarray(offspring_scores, float)])
    if len(pool) != len(scores):
        raise ValueError(f"{len(pool)} genomes but {len(scores)} scores")
    order = np.argsort(-scores, kind="stable")
    top = [pool[i] for i in order[:parents]]
    kept = [pool[i] for i in order[:keep]]
    return top, scores[order[:parents]], kept, scores[order[:keep]]


def pack(genomes: Sequence[Genome]) -> tuple[np.ndarray, np.ndarray]:
    """Genomes as two int64 arrays (all indices, each genome's length), for a checkpoint."""
    lengths = np.asarray([len(g) for g in genomes], np.int64)
    flat = np.asarray([i for g in genomes for i in g], np.int64)
    return flat, lengths


def unpack(flat: np.ndarray, lengths: np.ndarray) -> list[Genome]:
    """:func:`pack`'s inverse."""
    out, at = [], 0
    for n in np.asarray(lengths, np.int64).tolist():
        out.append(tuple(int(i) for i in np.asarray(flat)[at : at + n]))
        at += n
    return out
