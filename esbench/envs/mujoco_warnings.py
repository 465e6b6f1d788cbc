"""MuJoCo's warnings routed to the run's notices (:mod:`esbench.core.notices`), once per process."""

from __future__ import annotations

from functools import cache

from esbench.core.notices import notice


@cache
def route_mujoco_warnings() -> None:
    """MuJoCo's warnings (e.g. "compiler attribute 'settotalmass' is deprecated", for gymnasium's
    HalfCheetah model) go to the run's notices (:mod:`esbench.core.notices`), once per process,
    instead of stderr and a ``MUJOCO_LOG.TXT`` in the working directory."""
    import mujoco

    mujoco.set_mju_user_warning(lambda message: notice("mujoco", message))
