"""The one explicit registry of algorithm runners, and how outside runners join it.

Built-in names map to ``module:Class`` and are imported on first use, so validating a suite does not
pay for importing every learning library. A built-in runner is registered by one line in
:data:`RUNNERS` (the other steps of adding one: docs/architecture.md, "Adding an algorithm"); the
contract tests loop over this table.

Outside runners (docs/plugins.md) are found two ways, both re-resolved by name in every process that
runs a trial (``--jobs`` trial processes, Ray hosts), so the name stored in a trial is enough:

* an entry point of the group ``esbench.runners`` (``name = "package.module:Class"`` in the
  distribution's ``pyproject.toml``), read with :mod:`importlib.metadata`;
* a suite's ``algo: "package.module:Class"``, imported as written, and only if the user allowed
  the module (:mod:`esbench.core.trust`): a suite alone never makes esbench import code.

Either way the class is checked like a built-in (a :class:`Runner` subclass, not abstract, a
``Params`` dataclass with a default and a doc for every field); every problem is a
:class:`ConfigError` naming the entry point or module, never a traceback.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
from functools import cache
from importlib import metadata

from esbench.core.errors import ConfigError, did_you_mean
from esbench.core.trust import declared_modules, how_to_allow, is_allowed
from esbench.runners.base import Runner

RUNNERS: dict[str, str] = {
    "sb3_trpo": "esbench.runners.sb3.on_policy:TRPORunner",
    "sb3_a2c": "esbench.runners.sb3.on_policy:A2CRunner",
    "sb3_ppo": "esbench.runners.sb3.on_policy:PPORunner",
    "sb3_sac": "esbench.runners.sb3.off_policy:SACRunner",
    "sb3_td3": "esbench.runners.sb3.off_policy:TD3Runner",
    "sb3_ars": "esbench.runners.sb3.ars:ARSRunner",
    "nevergrad": "esbench.runners.nevergrad.runner:NevergradRunner",
    "evotorch": "esbench.runners.evotorch.runner:EvoTorchRunner",
    "ga": "esbench.runners.ga.runner:GARunner",
    "openai_es": "esbench.runners.openai_es.runner:OpenAIESRunner",
}

#: The entry-point group outside distributions register runners under.
ENTRY_POINT_GROUP = "esbench.runners"
#: ``package.module:Class``: how a suite names an outside runner directly.
MODULE_TARGET = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*:[A-Za-z_]\w*")


def algo_names() -> list[str]:
    """Built-in algorithm names, in registry order (outside runners: :func:`entry_point_names`)."""
    return list(RUNNERS)


@cache
def _entry_points() -> dict[str, metadata.EntryPoint]:
    """The ``esbench.runners`` entry points installed in this environment, by name."""
    return {ep.name: ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)}


def entry_point_names() -> list[str]:
    """Names of the runners installed as ``esbench.runners`` entry points, sorted."""
    return sorted(_entry_points())


def _describe(ep: metadata.EntryPoint) -> str:
    dist = getattr(ep, "dist", None)
    where = f" of the distribution {dist.name}" if dist is not None else ""
    return f"entry point '{ep.name} = {ep.value}'{where} (group {ENTRY_POINT_GROUP})"


def runner_source(algo: str) -> str:
    """Where ``algo`` comes from: ``built-in``, ``entry point <distribution>`` or ``module``."""
    if algo in RUNNERS:
        return "built-in"
    if MODULE_TARGET.fullmatch(algo):
        return "module"
    dist = getattr(_entry_points().get(algo), "dist", None)
    return f"entry point {dist.name if dist is not None else '?'}"


def check_runner_class(obj: object, what: str) -> type[Runner]:
    """``obj`` if it is a usable runner class, else a :class:`ConfigError` naming ``what``."""
    if not (isinstance(obj, type) and issubclass(obj, Runner)):
        raise ConfigError("algo", f"{what} is {obj!r}, not a subclass of esbench.Runner")
    if inspect.isabstract(obj):
        missing = ", ".join(sorted(getattr(obj, "__abstractmethods__", ())))
        raise ConfigError("algo", f"{what}: {obj.__name__} does not implement {missing}")
    params = getattr(obj, "Params", None)
    if not (isinstance(params, type) and dataclasses.is_dataclass(params)):
        raise ConfigError("algo", f"{what}: {obj.__name__}.Params must be a dataclass of its params")
    undocumented = [f.name for f in dataclasses.fields(params) if not f.metadata.get("doc")]
    if undocumented:
        raise ConfigError(
            "algo",
            f"{what}: params without a doc: {', '.join(undocumented)} (declare them with "
            "esbench.field(default, doc=...))",
        )
    try:
        params()
    except Exception as exc:
        raise ConfigError(
            "algo", f"{what}: {obj.__name__}.Params() needs a default for every field ({exc})"
        ) from None
    return obj


def _load(what: str, load) -> type[Runner]:
    try:
        obj = load()
    except Exception as exc:  # an outside package: any error is the package's, reported by name
        raise ConfigError("algo", f"{what} does not import ({type(exc).__name__}: {exc})") from None
    return check_runner_class(obj, what)


def _import_target(target: str):
    module_name, class_name = target.split(":")
    module = importlib.import_module(module_name)
    try:
        return getattr(module, class_name)
    except AttributeError:
        raise ImportError(f"module '{module_name}' has no attribute '{class_name}'") from None


@cache
def get_runner(algo: str) -> type[Runner]:
    """The runner class for ``algo`` (built-in, entry point or ``module:Class``); raises
    :class:`ConfigError` with suggestions if unknown, or naming the entry point or module at fault."""
    entry_point = _entry_points().get(algo)
    if algo in RUNNERS:
        if entry_point is not None:
            raise ConfigError(
                "algo", f"{_describe(entry_point)} collides with the built-in runner '{algo}'; rename it"
            )
        return _import_target(RUNNERS[algo])
    if entry_point is not None:
        return _load(_describe(entry_point), entry_point.load)
    if MODULE_TARGET.fullmatch(algo):
        module = algo.split(":")[0]
        if not is_allowed(module):
            problem = f"would import module '{module}' (algo '{algo}'): {how_to_allow(module)}"
            raise ConfigError("algo", problem)
        return _load(f"runner module '{algo}'", lambda: _import_target(algo))
    known = [*RUNNERS, *_entry_points()]
    raise ConfigError(
        "algo",
        f"unknown algo '{algo}'"
        + did_you_mean(algo, known)
        + "; registered: "
        + ", ".join(known)
        + " (an outside runner: an esbench.runners entry point or 'package.module:Class')",
    )


def clear_cache() -> None:
    """Forget resolved runners and entry points (after installing a distribution in this process)."""
    get_runner.cache_clear()
    _entry_points.cache_clear()
    declared_modules.cache_clear()
