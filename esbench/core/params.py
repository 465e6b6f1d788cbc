"""Typed, documented parameter dataclasses built from plain dicts, with key-path error messages.

Every config object in esbench (suite sections, runner ``params``) is a frozen dataclass whose
fields carry a ``doc`` string in their metadata. :func:`from_dict` builds one from a YAML mapping,
rejecting unknown keys (with the closest valid key suggested), wrong types and values that the
class's ``check()`` method refuses. :func:`to_dict` turns it back into plain data for Sacred.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

from esbench.core.errors import ConfigError, ConfigErrors, brief, did_you_mean

T = TypeVar("T")


def field(default: Any = dataclasses.MISSING, *, doc: str, default_factory: Any = dataclasses.MISSING):
    """A dataclass field with a docstring (``doc``) shown in ``docs/suites.md`` and error messages."""
    if default_factory is not dataclasses.MISSING:
        return dataclasses.field(default_factory=default_factory, metadata={"doc": doc})
    return dataclasses.field(default=default, metadata={"doc": doc})


def field_docs(cls: type) -> dict[str, str]:
    """Return ``{field name: doc}`` for a params dataclass."""
    return {f.name: f.metadata.get("doc", "") for f in dataclasses.fields(cls)}


def _type_name(tp: Any) -> str:
    origin = get_origin(tp)
    if origin is Literal:
        return " | ".join(repr(a) for a in get_args(tp))
    if origin in (Union, types.UnionType):
        return " or ".join(_type_name(a) for a in get_args(tp))
    if origin in (list, tuple):
        args = [a for a in get_args(tp) if a is not Ellipsis]
        return f"list of {_type_name(args[0])}" if args else "list"
    if origin in (dict, Mapping):
        return "mapping"
    if tp is type(None):
        return "null"
    return getattr(tp, "__name__", str(tp))


_SCALARS = (bool, int, float, str)
#: The integers a param may hold: they reach numpy, Sacred's JSON and BSON (int64) unchanged.
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


def _convert(value: Any, tp: Any, path: str) -> Any:
    """Check ``value`` against the annotation ``tp`` and return it in canonical form."""
    origin = get_origin(tp)
    if tp is Any:
        return value
    if origin is Literal:
        if value in get_args(tp):
            return value
        raise ConfigError(
            path, f"must be one of {_type_name(tp)}, got {brief(value)}" + did_you_mean(value, get_args(tp))
        )
    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
    if tp is type(None):
        if value is None:
            return None
        raise ConfigError(path, f"must be null, got {brief(value)}")
    if origin in (list, tuple):
        if not isinstance(value, (list, tuple)):
            raise ConfigError(path, f"must be {_type_name(tp)}, got {brief(value)}")
        item_tp = next((a for a in get_args(tp) if a is not Ellipsis), Any)
        return tuple(_convert(v, item_tp, f"{path}[{i}]") for i, v in enumerate(value))
    if origin in (dict, Mapping) or tp is dict:
        if not isinstance(value, Mapping):
            raise ConfigError(path, f"must be a mapping, got {brief(value)}")
        return dict(value)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if isinstance(value, tp):
            return value
        return from_dict(tp, value, path)
    if tp in _SCALARS:
        return _convert_scalar(value, tp, path)
    raise TypeError(f"unsupported annotation {tp!r} at {path}")


def _convert_union(value: Any, options: tuple, path: str) -> Any:
    """The first option of a union that accepts ``value`` (null first for optional values)."""
    if value is None and type(None) in options:
        return None
    concrete = [o for o in options if o is not type(None)]
    if len(concrete) == 1:
        return _convert(value, concrete[0], path)
    for option in concrete:
        try:
            return _convert(value, option, path)
        except (ConfigError, ConfigErrors):
            continue
    raise ConfigError(path, f"must be {' or '.join(_type_name(o) for o in options)}, got {brief(value)}")


def _convert_scalar(value: Any, tp: type, path: str) -> Any:
    """Check a bool, int, float or str value (bools are not numbers; 3.0 is a valid int)."""
    if tp is bool:
        if isinstance(value, bool):
            return value
        raise ConfigError(path, f"must be true or false, got {brief(value)}")
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(path, f"must be an integer, got {brief(value)}")
        if isinstance(value, float) and not value.is_integer():
            raise ConfigError(path, f"must be an integer, got {brief(value)}")
        if not INT64_MIN <= value <= INT64_MAX:
            raise ConfigError(path, f"must be a 64-bit integer (|value| < 2**63), got {brief(value)}")
        return int(value)
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(path, f"must be a number, got {brief(value)}")
        try:
            number = float(value)
        except OverflowError:
            number = math.inf
        if not math.isfinite(number):  # .nan / .inf would train a NaN policy and report it COMPLETED
            raise ConfigError(path, f"must be a finite number, got {brief(value)}")
        return number
    if not isinstance(value, str):
        raise ConfigError(path, f"must be a string, got {brief(value)}")
    return value


def from_dict(cls: type[T], data: Any, path: str = "") -> T:
    """Build the dataclass ``cls`` from a mapping, or raise :class:`ConfigErrors` naming every bad key.

    Unknown keys, wrong types and values refused by ``cls.check()`` are all reported, each with
    its full key path (``path`` is the prefix, e.g. ``algorithms[1].params``).
    """
    prefix = f"{path}." if path else ""
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise ConfigError(path, f"must be a mapping, got {brief(data)}")
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"from_dict needs a dataclass type, got {cls!r}")
    hints = typing.get_type_hints(cls)
    # Fields marked internal (e.g. the file a suite came from) are not user keys.
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init and not f.metadata.get("internal")}
    errors: list[ConfigError] = []
    for key in data:
        if key not in fields:
            errors.append(
                ConfigError(f"{prefix}{key}", "unknown key" + did_you_mean(key, fields) + _valid_keys(fields))
            )
    values = {}
    for name, f in fields.items():
        if name in data:
            try:
                values[name] = _convert(data[name], hints[name], f"{prefix}{name}")
            except ConfigErrors as exc:
                errors.extend(exc.errors)
            except ConfigError as exc:
                errors.append(exc)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            errors.append(ConfigError(f"{prefix}{name}", "required key is missing"))
    if errors:
        raise ConfigErrors(errors)
    obj = cls(**values)
    check = getattr(obj, "check", None)
    if check is not None:
        problems = [ConfigError(f"{prefix}{key}", msg) for key, msg in check()]
        if problems:
            raise ConfigErrors(problems)
    return obj


def _valid_keys(fields: Iterable[str]) -> str:
    return "; valid keys: " + ", ".join(sorted(fields))


def to_dict(obj: Any) -> Any:
    """Turn a params dataclass (or nested data) into plain dicts and lists, e.g. for Sacred's config."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_dict(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [to_dict(v) for v in obj]
    if isinstance(obj, Mapping):
        return {k: to_dict(v) for k, v in obj.items()}
    return obj


def positive(name: str, value: float | None) -> Iterable[tuple[str, str]]:
    """Yield a check failure if ``value`` is set and not > 0."""
    if value is not None and not value > 0:
        yield name, f"must be > 0, got {brief(value)}"


def non_negative(name: str, value: float | None) -> Iterable[tuple[str, str]]:
    """Yield a check failure if ``value`` is set and negative."""
    if value is not None and value < 0:
        yield name, f"must be >= 0, got {brief(value)}"
