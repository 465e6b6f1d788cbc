"""Per-entry env options (Atari frame skip, sticky actions, ...) and the *env ref* that carries them.

A suite entry ``{id: ALE/Pong-v5, options: {frame_skip: 2}}`` becomes the env ref
``ALE/Pong-v5[frame_skip=2]``: the id followed by the options the suite gave, sorted by key, values
in JSON. The ref is what :class:`~esbench.core.config.Trial` stores as ``env`` and what every layer
passes to :func:`esbench.envs.make_env`, so the options reach the training envs, the eval env and
every remote worker of every algorithm through the one string they already pass around, and
entries of the same id with different options are different envs in trial names, checkpoints
and reports. An id without options is its own ref.

Options are validated per family by a small dataclass (:class:`EnvOptions`, :class:`AtariOptions`):
an unknown key or a bad value is a :class:`~esbench.core.errors.ConfigError` naming the key path.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, Literal

from esbench.core.config import parse_env_ref
from esbench.core.errors import ConfigError
from esbench.core.params import field, from_dict, non_negative, positive
from esbench.envs.batched.tasks import TASKS as BATCHED_TASKS
from esbench.envs.emulated import DEFAULT_STEP_COST_S, EMULATED


@dataclasses.dataclass(frozen=True)
class EnvOptions:
    """Options every non-Atari env accepts."""

    max_episode_steps: int | None = field(
        None, doc="Episode step cap (gymnasium TimeLimit); null: the env's registered limit."
    )
    simulator: Literal["gymnasium", "batched"] | None = field(
        None,
        doc="Which simulator steps a MuJoCo env: 'gymnasium' (its own env, one MjData per episode) or "
        "'batched' (esbench.envs.batched: many episodes in one mujoco.batch.Batch, bit-identical to "
        "gymnasium's env: same observations, rewards, terminations and reset noise); null: batched "
        "where the env has a batched version (`esbench envs` lists them), else gymnasium.",
    )

    def check(self) -> Iterable[tuple[str, str]]:
        """The cap must be positive."""
        yield from positive("max_episode_steps", self.max_episode_steps)


@dataclasses.dataclass(frozen=True, kw_only=True)
class EmulatedOptions(EnvOptions):
    """Options of ``esbench/Emulated-v0`` (:mod:`esbench.envs.emulated`), on top of the episode cap."""

    step_cost_s: float = field(
        DEFAULT_STEP_COST_S, doc="Wall seconds each step sleeps (no computation); 0: free steps."
    )
    obs_dim: int = field(4, doc="Observation size.")
    action_dim: int = field(2, doc="Action size.")

    def check(self) -> Iterable[tuple[str, str]]:
        """A positive cap and sizes, a non-negative step cost."""
        yield from super().check()
        yield from non_negative("step_cost_s", self.step_cost_s)
        yield from positive("obs_dim", self.obs_dim)
        yield from positive("action_dim", self.action_dim)

    def env_kwargs(self) -> dict[str, Any]:
        """The keyword arguments of :class:`~esbench.envs.emulated.EmulatedEnv`."""
        return {"step_cost_s": self.step_cost_s, "obs_dim": self.obs_dim, "action_dim": self.action_dim}


@dataclasses.dataclass(frozen=True, kw_only=True)
class AtariOptions:
    """Atari preprocessing of the ES paper and A3C (Mnih et al. 2016); see :mod:`esbench.envs.atari`."""

    frame_skip: int = field(
        4, doc="Emulator frames per agent step (1 to 4), the last two max-pooled (paper §4.4 varies it)."
    )
    noop_max: int = field(30, doc="Up to this many random no-op actions after each reset (0: none).")
    repeat_action_probability: float = field(
        0.0,
        doc="Sticky actions: probability that ALE repeats the previous action. 0 (off) as in the paper; "
        "ALE v5's own default is 0.25.",
    )
    max_episode_steps: int | None = field(
        None,
        doc="Episode cap in agent steps; null: ALE's 108,000-frame cap (30 minutes of play).",
    )

    def check(self) -> Iterable[tuple[str, str]]:
        """Frame skip 1-4, no-ops and probability in range, a positive cap."""
        if not 1 <= self.frame_skip <= 4:
            yield "frame_skip", f"must be 1, 2, 3 or 4, got {self.frame_skip}"
        if self.noop_max < 0:
            yield "noop_max", f"must be >= 0, got {self.noop_max}"
        if not 0.0 <= self.repeat_action_probability <= 1.0:
            yield "repeat_action_probability", f"must be in [0, 1], got {self.repeat_action_probability}"
        yield from positive("max_episode_steps", self.max_episode_steps)


def options_class(env_id: str) -> type:
    """The options dataclass of ``env_id``'s family."""
    if env_id == EMULATED:
        return EmulatedOptions
    return AtariOptions if env_id.startswith("ALE/") else EnvOptions


def validate_options(env_id: str, options: Mapping[str, Any] | None, path: str = "options") -> Any:
    """The options dataclass for ``env_id`` built from ``options`` (raises with key paths).

    ``simulator: batched`` is refused for an env without a batched version.
    """
    parsed: Any = from_dict(options_class(env_id), dict(options or {}), path)
    if getattr(parsed, "simulator", None) == "batched" and env_id not in BATCHED_TASKS:
        raise ConfigError(
            f"{path}.simulator",
            f"{env_id} has no batched simulator (batched envs: {', '.join(BATCHED_TASKS)}); "
            "use simulator: gymnasium or leave the option out",
        )
    return parsed


def batched_env_ids() -> tuple[str, ...]:
    """The env ids with a batched simulator (:mod:`esbench.envs.batched`), bit-identical to gymnasium's."""
    return tuple(BATCHED_TASKS)


def resolve_simulator(env_id: str, chosen: str | None) -> str:
    """The simulator of ``env_id`` given its ``simulator`` option ``chosen`` (None: batched where the
    env has a batched version, else gymnasium): 'batched' or 'gymnasium'."""
    if chosen is not None:
        return str(chosen)
    return "batched" if env_id in BATCHED_TASKS else "gymnasium"


def simulator_of(env_ref: str) -> str:
    """The simulator that steps ``env_ref``: 'batched' or 'gymnasium' (see :attr:`EnvOptions.simulator`)."""
    env_id, options = parse_env_ref(env_ref)
    return resolve_simulator(env_id, options.get("simulator"))


def canonical_options(env_id: str, options: Mapping[str, Any] | None, path: str = "options") -> dict:
    """``options`` validated and normalised (ints as ints, floats as floats), only the keys given."""
    parsed = validate_options(env_id, options, path)
    return {key: getattr(parsed, key) for key in sorted(options or {})}


def split_env_ref(ref: str, path: str = "env") -> tuple[str, dict[str, Any]]:
    """:func:`parse_env_ref` plus validation: ``(id, canonical options)``; errors name ``path.options``."""
    env_id, options = parse_env_ref(ref, path)
    return env_id, canonical_options(env_id, options, f"{path}.options")


__all__ = [
    "AtariOptions",
    "EmulatedOptions",
    "EnvOptions",
    "batched_env_ids",
    "canonical_options",
    "options_class",
    "resolve_simulator",
    "simulator_of",
    "split_env_ref",
    "validate_options",
]
