"""The GA's params: Such et al.'s (2017) population, truncation, elitism and mutation power, on the
ask/tell objective's params (episodes, observation normalisation, backend, θ0)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Literal

from esbench.core.params import field, non_negative, positive
from esbench.es.noise import DEFAULT_SEED, DEFAULT_SIZE
from esbench.runners.objective import ObjectiveParams


@dataclasses.dataclass(frozen=True, kw_only=True)
class GAParams(ObjectiveParams):
    """The Genetic Algorithm's settings (docs/algorithms.md, "Genetic Algorithm")."""

    offspring: int = field(
        200,
        doc="New individuals per generation, N (Such et al.: 1,000 on Atari, 12,500 on Humanoid; the "
        "default sized for a 2-core machine, as the ES's 100 pairs).",
    )
    parents: int = field(
        20, doc="Truncation size T: the best T of a generation breed the next (paper: 20 on Atari)."
    )
    elites: int = field(
        1, doc="The best this many carried unchanged, with their scores, into the next generation's pool."
    )
    sigma: float = field(
        0.005, doc="Mutation power σ (uber-research's frostbite_ga.json: 0.005; paper, Atari: 0.002)."
    )
    transport: Literal["seeds", "theta"] = field(
        "seeds",
        doc="seeds: workers get the survivors' genomes (noise indices) and rebuild θ themselves, "
        "Such et al.'s compact encoding; theta: every offspring travels as a full float32 θ (the "
        "ask/tell scheme), the same returns at the other's bytes.",
    )
    offspring_per_request: int | None = field(
        None, doc="Offspring per request; null: one request per worker, equal shares."
    )
    noise_table_size: int = field(
        DEFAULT_SIZE, doc="Shared noise table length in float32 values (the ES's default, 2**25: 128 MB)."
    )
    noise_seed: int = field(DEFAULT_SEED, doc="Seed of the noise table (the ES's, reference 123).")
    backend: Literal["serial", "ray"] = field("ray", doc="ray: a pool of Ray actors; serial: in-process.")
    calc_obstat_prob: float = field(
        0.01,
        doc="Probability that an offspring's episode adds its observations to the running statistics "
        "that normalise the policy's input (the ES's 0.01; 0: none, as the paper's Atari runs).",
    )
    checkpoint_every: int = field(10, doc="Save a checkpoint every this many generations.")

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive sizes; at most as many parents and elites as a generation's pool holds."""
        yield from super().check()
        for name in ("offspring", "parents", "sigma", "offspring_per_request", "noise_table_size"):
            yield from positive(name, getattr(self, name))
        yield from non_negative("elites", self.elites)
        if self.parents > self.offspring + self.elites:
            yield "parents", f"{self.parents} exceeds a generation's pool of {self.offspring + self.elites}"
        if self.elites > self.parents:
            yield "elites", f"{self.elites} exceeds parents ({self.parents}): an elite is a survivor"
