"""Environments: one ``make_env`` used by every algorithm, so wrappers and time limits are identical."""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from esbench.envs.families import FAMILIES, EnvFamily, ensure_registered, family_of, registered_ids
from esbench.errors import ConfigError, did_you_mean


def check_env_id(env_id: str, path: str = "envs") -> None:
    """Raise :class:`ConfigError` unless ``env_id`` can be made here.

    Names the missing package and its install command when the id belongs to a family whose
    package is absent, and suggests the closest ids for a typo.
    """
    family = family_of(env_id)
    if family is not None and not family.installed:
        missing = ", ".join(family.missing_modules())
        raise ConfigError(
            path,
            f"environment '{env_id}' needs the {family.name} family's package ({missing}), which is not "
            f"installed; install it with: {family.install}",
        )
    known = registered_ids()
    if env_id in known:
        return
    candidates = known + [i for f in FAMILIES for i in f.env_ids]
    raise ConfigError(
        path,
        f"unknown environment '{env_id}'" + did_you_mean(env_id, candidates) + "; `esbench envs` lists them",
    )


def make_env(env_id: str, **kwargs: Any) -> gym.Env:
    """Create ``env_id`` with esbench's wrappers for its family (never renders).

    Every algorithm calls this, for training and for evaluation, so all see the same env.
    """
    family = family_of(env_id)
    if family is not None:
        ensure_registered(family.name)
    return gym.make(env_id, **kwargs)


__all__ = ["FAMILIES", "EnvFamily", "check_env_id", "family_of", "make_env", "registered_ids"]
