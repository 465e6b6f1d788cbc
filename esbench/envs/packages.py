"""Outside env packages: a suite's ``env_packages``, imported (and nothing else) wherever envs are made.

A module listed in a suite's ``env_packages`` registers its envs with gymnasium when imported
(``gymnasium.register(id=..., entry_point=...)`` at module level). :func:`import_env_packages`
imports them in the process that validates the suite and records them in the environment variable
:data:`ENV_VAR`; every process started from it (``--jobs`` trial processes, SB3's subprocess envs,
the local Ray workers of a trial) inherits that variable, and :func:`load_env_packages`, called by
:func:`esbench.envs.make_env` and :func:`esbench.envs.check_env_id`, imports the same modules there
before the first env is made.

:data:`ENV_VAR` is read under the same consent rules as a suite's ``env_packages``: a module it
names is imported only if the user allowed it (:func:`esbench.core.trust.is_allowed`); any other is
an error naming it and how to allow it (``esbench validate``, ``esbench envs``, ``esbench run``: exit 2,
nothing imported). :func:`import_env_packages` also allows the modules it imported in the processes
started from here (:func:`esbench.core.trust.allow`), so a process esbench starts on another host,
where the user's config file may differ, imports them too.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Iterable

from esbench.core.errors import ConfigError, ConfigErrors, EsbenchError, brief
from esbench.core.trust import allow, how_to_allow, is_allowed

#: The environment variable listing the env packages to import (comma-separated module names).
ENV_VAR = "ESBENCH_ENV_PACKAGES"
#: A dotted module name.
MODULE_NAME = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")

_REGISTERED: dict[str, tuple[str, ...]] = {}


def _import(module: str) -> None:
    """Import ``module``, recording the gymnasium ids its import registered."""
    import gymnasium as gym

    before = set(gym.registry)
    importlib.import_module(module)
    _REGISTERED.setdefault(module, tuple(sorted(set(gym.registry) - before)))


def import_env_packages(modules: Iterable[object], path: str = "env_packages") -> list[str]:
    """Import each of ``modules`` and add them to :data:`ENV_VAR` for the processes started here.

    A module the user has not allowed (:mod:`esbench.core.trust`) is not imported: it is an error
    naming it and how to allow it. Raises :class:`ConfigErrors` with one :class:`ConfigError` per
    module that is not a module name, is not allowed or does not import
    (``env_packages[1]: cannot import module 'x' (...)``). Returns the modules.
    """
    errors: list[ConfigError] = []
    names: list[str] = []
    for i, module in enumerate(modules):
        if not isinstance(module, str) or not MODULE_NAME.fullmatch(module):
            errors.append(
                ConfigError(f"{path}[{i}]", f"must be a module name like my_envs, got {brief(module)}")
            )
            continue
        if not is_allowed(module):
            problem = f"would import module '{module}': {how_to_allow(module)}"
            errors.append(ConfigError(f"{path}[{i}]", problem))
            continue
        try:
            _import(module)
        except Exception as exc:  # an outside package: report it by name, never a traceback
            errors.append(
                ConfigError(f"{path}[{i}]", f"cannot import module '{module}' ({type(exc).__name__}: {exc})")
            )
            continue
        names.append(module)
    if errors:
        raise ConfigErrors(errors)
    listed = [m for m in os.environ.get(ENV_VAR, "").split(",") if m]
    os.environ[ENV_VAR] = ",".join(dict.fromkeys([*listed, *names]))
    allow(names)  # allowed here: allowed in the processes started from here, on any host
    return names


def load_env_packages() -> None:
    """Import the modules :data:`ENV_VAR` lists that this process has not imported yet, each only if
    the user allowed it: one that is not allowed is an :class:`EsbenchError` naming it, and nothing
    of :data:`ENV_VAR` is imported."""
    listed = [m.strip() for m in os.environ.get(ENV_VAR, "").split(",")]
    pending = [m for m in dict.fromkeys(listed) if m and m not in sys.modules]
    for module in pending:  # all checked before any is imported
        if not MODULE_NAME.fullmatch(module) or not is_allowed(module):
            raise EsbenchError(f"{ENV_VAR}: would import module '{module}': {how_to_allow(module)}")
    for module in pending:
        try:
            _import(module)
        except Exception as exc:
            raise EsbenchError(
                f"env package '{module}' ({ENV_VAR}) does not import in this process "
                f"({type(exc).__name__}: {exc}); install it or put it on PYTHONPATH"
            ) from None


def env_package_ids() -> dict[str, tuple[str, ...]]:
    """``{module: ids its import registered}`` for the env packages imported in this process."""
    return dict(_REGISTERED)
