"""Environment families: which ids each offers, which package it needs, how to install it.

The registry is explicit: a family lists its ids and the module whose import registers them with
gymnasium. ``esbench envs`` prints this table; suite validation uses it to tell a typo from a
missing package.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from functools import cache

from esbench.core.notices import output_as_notices
from esbench.envs.emulated import EMULATED
from esbench.envs.pomdp import PENDULUM_NO_VEL, PENDULUM_ZERO_VEL


@dataclasses.dataclass(frozen=True, kw_only=True)
class EnvFamily:
    """A group of environments that share a dependency and a set of wrappers."""

    name: str
    """Family name shown by ``esbench envs`` (classic, box2d, mujoco, pybullet, atari, esbench, emulated)."""
    env_ids: tuple[str, ...]
    """The ids esbench supports and tests in this family."""
    modules: tuple[str, ...]
    """Python modules that must import for the family to work."""
    register_module: str | None
    """Module whose import registers the ids with gymnasium (None: gymnasium registers them itself)."""
    install: str
    """The exact command that installs what the family needs."""
    image_obs: bool = False
    """True if observations are images (the default policy is then the CNN)."""
    purpose: str = ""
    """What the family is for when it is not a benchmark task (printed by ``esbench envs``)."""

    @property
    def installed(self) -> bool:
        """True if every module the family needs can be imported."""
        return all(importlib.util.find_spec(m) is not None for m in self.modules)

    def missing_modules(self) -> list[str]:
        """The modules of the family that cannot be imported."""
        return [m for m in self.modules if importlib.util.find_spec(m) is None]


MUJOCO_IDS = tuple(
    f"{name}-v5"
    for name in (
        "HalfCheetah",
        "Hopper",
        "Walker2d",
        "Swimmer",
        "InvertedPendulum",
        "InvertedDoublePendulum",
        "Ant",
        "Humanoid",
        "Reacher",
    )
)

PYBULLET_IDS = (
    "AntBulletEnv-v0",
    "HalfCheetahBulletEnv-v0",
    "HopperBulletEnv-v0",
    "Walker2DBulletEnv-v0",
    "HumanoidBulletEnv-v0",
    "InvertedPendulumBulletEnv-v0",
    "InvertedDoublePendulumBulletEnv-v0",
    "ReacherBulletEnv-v0",
)

ATARI_GAMES = ("Pong", "Breakout", "Seaquest", "BeamRider", "Qbert", "SpaceInvaders", "Enduro", "Frostbite")
ATARI_IDS = tuple(f"ALE/{game}-v5" for game in ATARI_GAMES)

#: The same packages through esbench's extra, for an esbench checkout. The hints name the packages
#: themselves, never a distribution name on PyPI that could be someone else's project.
_CHECKOUT = '  (or, in the esbench checkout: pip install -e ".[{}]")'
#: MuJoCo and PyBullet are core dependencies: missing, the install is incomplete, not a choice.
_CORE = "  (a core dependency of esbench: its install should have brought it)"

FAMILIES: tuple[EnvFamily, ...] = (
    EnvFamily(
        name="classic",
        env_ids=("CartPole-v1", "Pendulum-v1", "Acrobot-v1", "MountainCar-v0", "MountainCarContinuous-v0"),
        modules=("gymnasium",),
        register_module=None,
        install='pip install "gymnasium[classic-control]>=1.0"',
    ),
    EnvFamily(
        name="box2d",
        env_ids=("LunarLander-v3", "LunarLanderContinuous-v3", "BipedalWalker-v3"),
        modules=("Box2D",),
        register_module=None,
        install=f'pip install "gymnasium[box2d]>=1.0"{_CHECKOUT.format("box2d")}',
    ),
    EnvFamily(
        name="mujoco",
        env_ids=MUJOCO_IDS,
        modules=("mujoco",),
        register_module=None,
        install=f'pip install "gymnasium[mujoco]>=1.0"{_CORE}',
    ),
    EnvFamily(
        name="pybullet",
        env_ids=PYBULLET_IDS,
        modules=("pybullet", "pybullet_envs_gymnasium"),
        register_module="pybullet_envs_gymnasium",
        install=f'pip install "pybullet>=3.2" "pybullet-envs-gymnasium>=0.6"{_CORE}',
    ),
    EnvFamily(
        name="atari",
        env_ids=ATARI_IDS,
        modules=("ale_py", "cv2"),
        register_module="ale_py",
        install=f'pip install "ale-py>=0.9" "opencv-python-headless>=4.8"{_CHECKOUT.format("atari")}',
        image_obs=True,
    ),
    EnvFamily(
        name="esbench",
        env_ids=(PENDULUM_NO_VEL, PENDULUM_ZERO_VEL),
        modules=("gymnasium",),
        register_module="esbench.envs.pomdp",
        install='pip install "gymnasium[classic-control]>=1.0"',
    ),
    EnvFamily(
        name="emulated",
        env_ids=(EMULATED,),
        modules=("gymnasium",),
        register_module="esbench.envs.emulated",
        install='pip install "gymnasium[classic-control]>=1.0"',
        purpose="steps sleep a set wall time: for measuring coordination at many workers, "
        "never for comparing algorithms",
    ),
)


def family_of(env_id: str) -> EnvFamily | None:
    """The family that lists ``env_id`` (or, for Atari, any ``ALE/...`` id), else None."""
    for family in FAMILIES:
        if env_id in family.env_ids:
            return family
    if env_id.startswith("ALE/"):
        return next(f for f in FAMILIES if f.name == "atari")
    if env_id.endswith("BulletEnv-v0"):
        return next(f for f in FAMILIES if f.name == "pybullet")
    if env_id.startswith("esbench/"):
        return next(f for f in FAMILIES if f.name == "esbench")
    return None


@cache
def ensure_registered(family_name: str) -> None:
    """Import the module that registers a family's ids with gymnasium (once per process)."""
    family = next(f for f in FAMILIES if f.name == family_name)
    if family.register_module is None:
        return
    import gymnasium as gym

    with output_as_notices(family.name):  # pybullet prints its build time on import
        module = importlib.import_module(family.register_module)
    if family.name == "atari":
        gym.register_envs(module)
    elif family.name in ("esbench", "emulated"):
        module.register()


def registered_ids() -> list[str]:
    """Every id gymnasium knows once the installed families are registered (sorted)."""
    import gymnasium as gym

    for family in FAMILIES:
        if family.installed:
            try:
                ensure_registered(family.name)
            except Exception:  # a broken optional package must not hide the other families
                continue
    return sorted(gym.registry)
