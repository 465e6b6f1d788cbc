"""Environments: one ``make_env`` used by every algorithm, so wrappers and time limits are identical.

``make_env`` takes a gymnasium id or an *env ref* (an id with options, ``ALE/Pong-v5[frame_skip=2]``,
see :mod:`esbench.envs.options`) and applies the family's wrappers: the Atari preprocessing
(:mod:`esbench.envs.atari`) for ``ALE/...`` ids, plain ``gym.make`` for the others.
"""

from __future__ import annotations

import difflib
import importlib
from typing import Any

import gymnasium as gym

from esbench.core.config import format_env_ref, parse_env_ref
from esbench.core.errors import ConfigError, did_you_mean
from esbench.envs.families import FAMILIES, EnvFamily, ensure_registered, family_of, registered_ids
from esbench.envs.mujoco_warnings import route_mujoco_warnings
from esbench.envs.options import (
    AtariOptions,
    EmulatedOptions,
    EnvOptions,
    batched_env_ids,
    canonical_options,
    resolve_simulator,
    simulator_of,
    split_env_ref,
    validate_options,
)
from esbench.envs.packages import env_package_ids, import_env_packages, load_env_packages


def check_env_id(env_id: str, path: str = "envs", options: dict[str, Any] | None = None) -> None:
    """Raise :class:`ConfigError` unless ``env_id`` (an id or env ref, plus ``options``) can be made here.

    Names the missing package and its install command when the id belongs to a family whose
    package is absent, suggests the closest ids for a typo, and checks the options (errors name
    ``path.options.KEY``).
    """
    load_env_packages()
    env_id, ref_options = parse_env_ref(env_id, path)
    family = family_of(env_id)
    if family is not None and not family.installed:
        missing = ", ".join(family.missing_modules())
        raise ConfigError(
            path,
            f"environment '{env_id}' needs the {family.name} family's package ({missing}), which is not "
            f"installed; install it with: {family.install}",
        )
    known = registered_ids()
    if env_id not in known:
        close = difflib.get_close_matches(env_id, known + [i for f in FAMILIES for i in f.env_ids], n=6)
        makeable = [c for c in dict.fromkeys(close) if entry_point_problem(c) is None][:3]
        raise ConfigError(
            path,
            f"unknown environment '{env_id}'"
            + did_you_mean(env_id, makeable)
            + "; `esbench envs` lists them",
        )
    problem = entry_point_problem(env_id)
    if problem is not None:
        raise ConfigError(path, f"environment '{env_id}' cannot be made here: {problem}")
    validate_options(env_id, {**ref_options, **(options or {})}, f"{path}.options")


def entry_point_problem(env_id: str) -> str | None:
    """Why gymnasium's registered ``env_id`` cannot be made here (its module fails to import), or None.

    Gymnasium registers ids whose code needs packages esbench does not install (``phys2d/*`` needs
    jax); such an id is reported like a missing package, never suggested, and never crashes.
    """
    family = family_of(env_id)
    if family is not None:
        return None if family.installed else f"needs {', '.join(family.missing_modules())}"
    spec = gym.registry.get(env_id)
    entry = getattr(spec, "entry_point", None)
    if not isinstance(entry, str):
        return None
    module = entry.split(":", 1)[0]
    try:
        importlib.import_module(module)
    except Exception as exc:  # ImportError, or a broken optional package
        missing = getattr(exc, "name", None)
        return f"its module {module} does not import ({type(exc).__name__}: {exc})" + (
            f"; it needs the package '{missing}'" if missing else ""
        )
    return None


def make_env(env_id: str, **options: Any) -> gym.Env:
    """Create ``env_id`` (an id or env ref; ``options`` add to the ref's) with esbench's wrappers.

    Every algorithm calls this, for training and for evaluation, so all see the same env. Never renders.
    """
    load_env_packages()  # a suite's env_packages, in every process that makes envs
    env_id, ref_options = parse_env_ref(env_id)
    family = family_of(env_id)
    if family is not None:
        ensure_registered(family.name)
        if family.name == "mujoco":
            route_mujoco_warnings()
    parsed = validate_options(env_id, {**ref_options, **options})
    if isinstance(parsed, AtariOptions):
        from esbench.envs.atari import make_atari

        return make_atari(env_id, parsed)
    kwargs = {} if parsed.max_episode_steps is None else {"max_episode_steps": parsed.max_episode_steps}
    if isinstance(parsed, EmulatedOptions):
        kwargs.update(parsed.env_kwargs())
    return gym.make(env_id, **kwargs)


def make_batched_env(env_id: str, nsim: int, nthread: int = 1, **options: Any) -> Any:
    """``nsim`` lockstep simulations of ``env_id`` (an id or env ref) in one batch, or None.

    None when the env has no batched version or its ``simulator`` option is ``gymnasium``; else a
    :class:`~esbench.envs.batched.BatchedMujocoEnv` whose simulations each behave exactly as
    :func:`make_env`'s env (same episode limit). Used where many episodes run in lockstep (the ES's
    and Nevergrad's workers); one episode at a time runs on :func:`make_env`'s env (a batch of one
    simulation is not faster) and gives the same numbers.
    """
    env_id, ref_options = parse_env_ref(env_id)
    parsed = validate_options(env_id, {**ref_options, **options})
    if resolve_simulator(env_id, getattr(parsed, "simulator", None)) != "batched":
        return None
    from esbench.envs.batched import BatchedMujocoEnv

    return BatchedMujocoEnv(env_id, nsim, nthread, parsed.max_episode_steps)


def is_image_env(env_id: str) -> bool:
    """True if ``env_id``'s observations are images (Atari; for unlisted ids, a 3-d Box observation)."""
    env_id, _ = parse_env_ref(env_id)
    family = family_of(env_id)
    if family is not None:
        return family.image_obs
    env = make_env(env_id)
    try:
        return is_image_space(env.observation_space)
    finally:
        env.close()


def is_image_space(space: gym.Space) -> bool:
    """True for a Box of rank 3 (frames, height, width or height, width, channels)."""
    return isinstance(space, gym.spaces.Box) and len(space.shape) == 3


__all__ = [
    "FAMILIES",
    "AtariOptions",
    "EnvFamily",
    "EnvOptions",
    "batched_env_ids",
    "canonical_options",
    "check_env_id",
    "env_package_ids",
    "family_of",
    "format_env_ref",
    "import_env_packages",
    "is_image_env",
    "is_image_space",
    "load_env_packages",
    "make_batched_env",
    "make_env",
    "parse_env_ref",
    "registered_ids",
    "simulator_of",
    "split_env_ref",
]
