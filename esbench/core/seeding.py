"""The one place where seeds are derived: every random draw comes from (root seed, path).

``derive_seed(root, "eval", 3)`` always gives the same 32-bit seed for the same arguments, on any
machine and in any process, and different paths give independent streams (``numpy.random.SeedSequence``).
"""

from __future__ import annotations

import hashlib

import numpy as np


def _path_words(path: tuple[object, ...]) -> list[int]:
    words = []
    for part in path:
        if isinstance(part, (int, np.integer)) and not isinstance(part, bool):
            words.append(int(part) & 0xFFFFFFFF)
            words.append(int(part) >> 32 & 0xFFFFFFFF)
        else:
            digest = hashlib.sha256(str(part).encode()).digest()
            words.append(int.from_bytes(digest[:4], "little"))
    return words


def seed_sequence(root: int, *path: object) -> np.random.SeedSequence:
    """A ``SeedSequence`` for ``path`` under the root seed (strings and ints allowed in the path)."""
    return np.random.SeedSequence([int(root) & 0xFFFFFFFF, *_path_words(path)])


def derive_seed(root: int, *path: object) -> int:
    """A 31-bit seed (valid for gymnasium, torch, numpy and SB3) for ``path`` under ``root``."""
    return int(seed_sequence(root, *path).generate_state(1, dtype=np.uint32)[0] & 0x7FFFFFFF)


def derive_rng(root: int, *path: object) -> np.random.Generator:
    """A numpy ``Generator`` for ``path`` under ``root``."""
    return np.random.default_rng(seed_sequence(root, *path))


def eval_seeds(root: int, episodes: int) -> list[int]:
    """Env seeds of the evaluation episodes: a fixed held-out set per run, the same at every eval point.

    Every algorithm run with the same root seed is evaluated on the same episodes, so curves of
    different algorithms compare like with like.
    """
    return [derive_seed(root, "eval-episode", k) for k in range(episodes)]
