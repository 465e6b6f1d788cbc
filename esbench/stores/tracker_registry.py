"""The trackers by name: the built-in ones, those outside distributions declare through the
``esbench.trackers`` entry point group, and ``package.module:Class`` for a module the user allowed.

The consent rules are the runners' (:mod:`esbench.core.trust`): an entry point is declared by an
installed distribution, so its module may be imported; a ``module:Class`` is imported only when the
user allowed the module (``--allow-import``, ``ESBENCH_ALLOW_IMPORTS`` or the config file). An entry
point may not take a built-in tracker's name. An outside tracker is opened behind
:class:`~esbench.stores.outside_tracker.OutsideTracker`: a fault of its code is one line, never a
traceback (an import that fails too).

:func:`resolve_trackers` turns a command's specs (``{"mlflow": "DIR", ...}``; a name whose spec is
None falls back on its environment variable, then on the suite's ``store`` section) into opened
(not yet checked) trackers; :func:`environment_trackers` gives those the environment alone names.
:func:`parse_track` refuses two different specs of one tracker, and
:func:`~esbench.cli.arguments.tracker_specs` a tracker's flag and a ``--track`` spec that differ.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import os
import re
from collections.abc import Mapping
from functools import cache
from importlib import metadata
from typing import Any

from esbench.core.errors import EsbenchError
from esbench.core.trust import how_to_allow, is_allowed
from esbench.stores.outside_tracker import open_outside
from esbench.stores.tracker import Tracker, is_tracker_fault, one_line

#: The built-in trackers, in the order a run's lines name them.
TRACKERS = {
    "mongo": "esbench.stores.mongo_tracker:MongoTracker",
    "mlflow": "esbench.stores.mlflow_tracker:MlflowTracker",
    "tensorboard": "esbench.stores.tensorboard_tracker:TensorBoardTracker",
    "wandb": "esbench.stores.wandb_tracker:WandbTracker",
}
#: The entry-point group outside distributions register trackers under.
ENTRY_POINT_GROUP = "esbench.trackers"
_MODULE_TARGET = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*:[A-Za-z_]\w*")


@cache
def _entry_points() -> dict[str, metadata.EntryPoint]:
    return {ep.name: ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)}


def tracker_names() -> list[str]:
    """Every tracker name: built-in ones first, then the entry points'."""
    return [*TRACKERS, *sorted(set(_entry_points()) - set(TRACKERS))]


def _import(target: str) -> Any:
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def _load(load: Any, what: str) -> Any:
    """``load()`` (an outside module's import); any fault of it (a ``SystemExit`` too) one line."""
    try:
        return load()
    except BaseException as exc:  # an outside package: its error, named
        if not is_tracker_fault(exc):
            raise
        raise EsbenchError(f"{what} does not import ({one_line(exc)})") from None


def _checked(obj: Any, what: str) -> type[Tracker]:
    if not (isinstance(obj, type) and issubclass(obj, Tracker)):
        raise EsbenchError(f"{what} is {obj!r}, not a subclass of esbench.stores.tracker.Tracker")
    if inspect.isabstract(obj):
        missing = ", ".join(sorted(getattr(obj, "__abstractmethods__", ())))
        raise EsbenchError(f"{what}: {obj.__name__} does not implement {missing}")
    return obj


def tracker_class(name: str) -> type[Tracker]:
    """The tracker class called ``name`` (built-in, entry point or an allowed ``module:Class``);
    :class:`EsbenchError` (one line) when unknown, not allowed, or broken."""
    entry = _entry_points().get(name)
    if name in TRACKERS:
        if entry is not None:
            raise EsbenchError(
                f"entry point '{entry.name} = {entry.value}' (group {ENTRY_POINT_GROUP}) collides with "
                f"the built-in tracker '{name}'; rename it"
            )
        return _checked(_import(TRACKERS[name]), f"tracker '{name}'")
    if entry is not None:
        what = f"tracker entry point '{entry.name} = {entry.value}'"
        return _checked(_load(entry.load, what), what)
    if _MODULE_TARGET.fullmatch(name):
        module = name.split(":")[0]
        if not is_allowed(module):
            raise EsbenchError(
                f"--track: would import module '{module}' (tracker '{name}'): {how_to_allow(module)}"
            )
        what = f"tracker module '{name}'"
        return _checked(_load(lambda: _import(name), what), what)
    raise EsbenchError(
        f"unknown tracker '{name}'; registered: {', '.join(tracker_names())} (an outside tracker: an "
        f"{ENTRY_POINT_GROUP} entry point, or 'package.module:Class' allowed with --allow-import)"
    )


def parse_track(values: list[str] | None) -> dict[str, str]:
    """``--track NAME=SPEC`` values as ``{name: spec}``; :class:`EsbenchError` for one without ``=``
    and for two different specs of one name (the same one twice is one)."""
    specs: dict[str, str] = {}
    for value in values or ():
        name, sep, spec = value.partition("=")
        if not sep or not name.strip():
            raise EsbenchError(f"--track '{value}': expected NAME=SPEC (e.g. --track tensorboard=runs/tb)")
        name = name.strip()
        if name in specs and specs[name] != spec:
            raise EsbenchError(
                f"--track {name}={specs[name]} and --track {name}={spec} give tracker '{name}' two "
                "destinations; give one"
            )
        specs[name] = spec
    return specs


def resolve_trackers(
    specs: Mapping[str, str | None], suite_store: Any = None, environ: Mapping[str, str] | None = None
) -> tuple[Tracker, ...]:
    """The trackers a command writes to: each built-in tracker from its spec in ``specs``, else its
    environment variable, else the suite's ``store`` section; then every other named tracker."""
    environ = os.environ if environ is None else environ
    found: list[Tracker] = []
    for name in [*TRACKERS, *(n for n in specs if n not in TRACKERS)]:
        given = specs.get(name)
        if given is None and name not in TRACKERS:
            continue
        cls = tracker_class(name)
        opener = functools.partial(_open, cls, name, given, suite_store, environ)
        if name in TRACKERS:
            tracker = opener()
        else:  # an outside one: contained
            allow = name.split(":")[0] if _MODULE_TARGET.fullmatch(name) else None
            tracker = open_outside(cls, name, opener, allow)
        if tracker is not None:
            found.append(tracker)
    return tuple(found)


def _open(
    cls: type[Tracker], name: str, given: str | None, suite_store: Any, environ: Mapping[str, str]
) -> Tracker | None:
    """The tracker ``name`` of its spec ``given``, else its environment variable's, else the suite's
    (None: none of them)."""
    spec, origin = given, f"--{name}" if name in TRACKERS else f"--track {name}"
    if not spec and cls.env_var and environ.get(cls.env_var):
        spec, origin = environ[cls.env_var], cls.env_var
    if not spec and suite_store is not None and (suite := cls.suite_spec(suite_store)):
        spec, origin = suite, f"store.{name}"
    return cls.open(spec, origin) if spec else None


def environment_trackers(environ: Mapping[str, str] | None = None) -> tuple[Tracker, ...]:
    """The built-in trackers the environment names (Sacred's own command line)."""
    return resolve_trackers({}, None, environ)


def clear_cache() -> None:
    """Forget the entry points read (after installing a distribution in this process)."""
    _entry_points.cache_clear()
