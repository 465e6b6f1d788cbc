"""The training episode cap (reference ``episode_cutoff_mode``).

``env_default``: the env's own time limit. ``fixed``: ``min(steps, env limit)`` (Uber fork's
integer mode). ``adaptive``: start at ``start`` and, after any generation where the fraction of
training episodes whose length equals the cap is ≥ ``threshold``, multiply the cap by ``ratio``
(reference ``adaptive:L0,thr,ratio``). The cap applied is always ``min(cap, env limit)``.
"""

from __future__ import annotations

import dataclasses

import numpy as np


@dataclasses.dataclass(kw_only=True)
class EpisodeCap:
    """The cap state; ``limit`` is None for ``env_default``."""

    mode: str
    limit: int | None
    threshold: float = 0.5
    ratio: float = 2.0

    @classmethod
    def create(cls, mode: str, steps: int | None, start: int, threshold: float, ratio: float) -> EpisodeCap:
        """Build from the runner params."""
        if mode == "env_default":
            return cls(mode=mode, limit=None)
        if mode == "fixed":
            if steps is None:
                raise ValueError("episode_cap 'fixed' needs episode_cap_steps")
            return cls(mode=mode, limit=int(steps))
        if mode == "adaptive":
            return cls(mode=mode, limit=int(start), threshold=float(threshold), ratio=float(ratio))
        raise ValueError(f"unknown episode_cap mode '{mode}' (env_default | fixed | adaptive)")

    def effective(self, env_limit: int | None) -> int | None:
        """The cap rollouts use: ``min(limit, env limit)`` (None: no cap besides the env's)."""
        if self.limit is None:
            return env_limit
        return self.limit if env_limit is None else min(self.limit, env_limit)

    def update(self, lengths: np.ndarray, episodes: int = 1) -> None:
        """Adaptive mode: grow the limit if enough training episodes hit it (reference rule).

        With ``episodes`` > 1 each length is the total of that many episodes (``episodes_per_pair``)
        and counts as hitting the cap only if all of them did (total = episodes x limit): the only
        exact test a total allows. Departure: the reference has one episode per length.
        """
        if self.mode != "adaptive" or self.limit is None or np.size(lengths) == 0:
            return
        if float(np.mean(np.asarray(lengths) == self.limit * int(episodes))) >= self.threshold:
            self.limit = int(self.ratio * self.limit)
