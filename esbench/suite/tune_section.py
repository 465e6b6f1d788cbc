"""The suite's ``tune`` section: one equal hyperparameter-search budget for every algorithm.

:class:`TuneSpec` is the section (trials and env steps per tuning trial, tuning seeds, objective,
search spaces keyed by algorithm label); :class:`Dimension` one searched param (``log_uniform``,
``uniform`` or ``choice``); each runner's
:attr:`~esbench.runners.base.Runner.tune_space` the space used when ``space`` omits an algorithm
(what the ES paper and rl-baselines3-zoo's Optuna samplers vary);
:func:`check_tune` the checks across keys, run by suite validation. Optuna is never imported here:
``esbench tune`` (:mod:`esbench.tune.studies`) samples the dimensions.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, Literal, Union, get_args, get_origin

from esbench.core.errors import ConfigError, ConfigErrors, brief, did_you_mean
from esbench.core.params import field, from_dict, positive
from esbench.runners.registry import get_runner

#: Distribution kinds a dimension may use.
KINDS = ("log_uniform", "uniform", "choice")
#: Choices per dimension, at most (each is checked against the runner's params at validation).
MAX_CHOICES = 1000
#: Optuna's categorical values: plain scalars only.
_CHOICE_TYPES = (type(None), bool, int, float, str)


@dataclasses.dataclass(frozen=True, kw_only=True)
class TuneSpec:
    """The suite's ``tune`` section (``esbench tune``; see docs/suites.md)."""

    trials: int = field(doc="Tuning trials per algorithm and env: the same for every algorithm.")
    timesteps: int = field(doc="Training env steps per tuning run (each seed): the same for every algorithm.")
    seeds: tuple[int, ...] = field(
        doc="Tuning seeds, disjoint from the suite's seeds; the objective is their mean."
    )
    objective: Literal["final_return", "auc"] = field(
        "final_return",
        doc="final_return: the final eval return; auc: the mean eval return over the run (area under "
        "the eval curve divided by its length in steps).",
    )
    space: Mapping[str, Any] = field(
        default_factory=dict,
        doc="{label: {param: {log_uniform|uniform: [low, high]} or {choice: [values]}}}; an algorithm "
        "left out gets its runner's default space.",
    )
    pruner: Literal["median", "none"] = field(
        "median", doc="median: stop a trial whose eval curve is below the median of earlier trials; none."
    )
    seed: int | None = field(None, doc="Seed of the TPE sampler (default: derived from the suite name).")

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive sizes, at least one distinct tuning seed."""
        yield from positive("trials", self.trials)
        yield from positive("timesteps", self.timesteps)
        if not self.seeds:
            yield "seeds", "must list at least one tuning seed"
        elif len(set(self.seeds)) != len(self.seeds):
            yield "seeds", "contains duplicates"
        if any(not 0 <= s <= 2**32 - 1 for s in self.seeds):
            yield "seeds", f"must be in 0..2**32-1, got {brief(list(self.seeds))}"


@dataclasses.dataclass(frozen=True)
class Dimension:
    """One searched param: ``kind`` (log_uniform, uniform, choice), bounds or choices, int or not."""

    name: str
    kind: str
    values: tuple[Any, ...]
    integer: bool = False

    def extremes(self) -> tuple[Any, ...]:
        """The values that must each be a valid param: both bounds, or every choice."""
        return self.values

    def holds(self, value: Any) -> bool:
        """Whether ``value`` is one of this dimension's values (a choice, or within the range)."""
        if self.kind == "choice":
            return any(type(v) is type(value) and v == value for v in self.values)
        if not _number(value) or (self.integer and not float(value).is_integer()):
            return False
        return bool(self.values[0] <= value <= self.values[1])

    def including(self, value: Any) -> Dimension:
        """This dimension widened to hold ``value`` (a range stretched to it, a choice added), or
        itself when it holds it already or ``value`` cannot be one of its values (a ``lin_`` schedule
        string in a range, a non-positive value in a log range, a list among choices)."""
        if self.holds(value):
            return self
        if self.kind == "choice":
            ok = isinstance(value, _CHOICE_TYPES)
            return dataclasses.replace(self, values=(*self.values, value)) if ok else self
        if not _number(value) or (self.kind == "log_uniform" and value <= 0):
            return self
        if self.integer and not float(value).is_integer():
            return self
        v = int(value) if self.integer else float(value)
        return dataclasses.replace(self, values=(min(self.values[0], v), max(self.values[1], v)))


def _is_int_field(params_type: type, name: str) -> bool:
    """Whether the ``Params`` field ``name`` holds integers (``int`` or ``int | None``)."""
    tp = typing.get_type_hints(params_type)[name]
    if get_origin(tp) in (Union, types.UnionType):
        options = [a for a in get_args(tp) if a is not type(None)]
        return options == [int]
    return tp is int


def parse_dimension(name: str, spec: Any, params_type: type, path: str) -> Dimension:
    """One ``space`` entry as a :class:`Dimension`; raises :class:`ConfigError` at ``path``."""
    fields = {f.name for f in dataclasses.fields(params_type)}
    if name not in fields:
        raise ConfigError(path, "unknown param for this algorithm" + did_you_mean(name, fields))
    if not isinstance(spec, Mapping) or len(spec) != 1 or next(iter(spec)) not in KINDS:
        raise ConfigError(
            path,
            f"must be one of {{log_uniform: [low, high]}}, {{uniform: [low, high]}}, {{choice: [...]}}, "
            f"got {brief(spec)}",
        )
    kind, values = next(iter(spec.items()))
    where = f"{path}.{kind}"
    if kind == "choice":
        if not isinstance(values, list) or not values:
            raise ConfigError(where, f"must be a non-empty list of values, got {brief(values)}")
        if len(values) > MAX_CHOICES:
            raise ConfigError(where, f"at most {MAX_CHOICES} choices, got {len(values)}")
        if any(not isinstance(v, _CHOICE_TYPES) for v in values):
            raise ConfigError(
                where, f"choices must be numbers, strings, booleans or null, got {brief(values)}"
            )
        if len({repr(v) for v in values}) != len(values):
            raise ConfigError(where, f"contains duplicates: {brief(values)}")
        return Dimension(name, kind, tuple(values))
    numbers = isinstance(values, list) and len(values) == 2
    if not numbers or any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in values):
        raise ConfigError(where, f"must be [low, high] (two numbers), got {brief(values)}")
    low, high = values
    if not all(math.isfinite(v) for v in values):
        raise ConfigError(where, f"bounds must be finite, got {brief(values)}")
    if not low < high:
        raise ConfigError(where, f"empty range: low must be < high, got [{low!r}, {high!r}]")
    if kind == "log_uniform" and low <= 0:
        raise ConfigError(where, f"a log range needs low > 0, got [{low!r}, {high!r}]")
    integer = _is_int_field(params_type, name)
    if integer and not all(float(v).is_integer() for v in values):
        raise ConfigError(where, f"{name} is an integer param: bounds must be integers, got {brief(values)}")
    bounds = tuple(int(v) if integer else float(v) for v in values)
    return Dimension(name, kind, bounds, integer)


def space_of(suite: Any, label: str) -> dict[str, Any]:
    """The raw space of the algorithm ``label``: ``tune.space[label]``, or its runner's default
    centred on the entry's own params (:func:`centred_space`)."""
    entry = next(e for e in suite.algorithms if e.label == label)
    tune = suite.tune
    if tune is not None and label in tune.space:
        return dict(tune.space[label] or {})
    return centred_space(entry)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _centred(spec: Mapping[str, Any], value: Any, integer: bool) -> dict[str, Any] | None:
    """``spec`` (one dimension of a default space) moved to be centred on ``value`` (None: it cannot be).

    A range keeps its width (a log range its ratio); a choice among a geometric sequence of numbers
    (16, 32, 64, ...) keeps its length and ratio, ``value`` in its middle. Other choices (rl-zoo's
    menus of γ, λ, flags) are not moved: the suite's value is added to every space when it is
    searched (:mod:`esbench.tune.studies`).
    """
    kind, bounds = next(iter(spec.items()))
    if not _number(value) or (value <= 0 and kind != "uniform"):
        return None
    if kind == "log_uniform":
        ratio = math.sqrt(bounds[1] / bounds[0])
        low, high = value / ratio, value * ratio
    elif kind == "uniform":
        half = (bounds[1] - bounds[0]) / 2
        low, high = value - half, value + half
    else:
        return _centred_choice(list(bounds), value, integer)
    if integer:
        low, high = max(1, math.floor(low)), math.ceil(high)
    else:  # 3 significant digits, as a person writes a range
        low, high = float(f"{low:.3g}"), float(f"{high:.3g}")
    return {kind: [low, high]} if low < high else None


def _centred_choice(values: list[Any], value: float, integer: bool) -> dict[str, Any] | None:
    """A geometric choice (each value the one before times one ratio) centred on ``value``."""
    if len(values) < 2 or not all(_number(v) and v > 0 for v in values):
        return None
    ratio = values[1] / values[0]
    if ratio <= 1 or any(not math.isclose(b / a, ratio) for a, b in itertools.pairwise(values)):
        return None
    below: list[float] = []
    while len(below) < len(values) // 2:
        lower = (below[0] if below else value) / ratio
        if integer and (lower < 1 or not float(lower).is_integer()):
            break
        below.insert(0, lower)
    above = [value * ratio**k for k in range(1, len(values) - len(below))]
    out = [*below, value, *above]
    return {"choice": [round(v) if integer else v for v in out]}


def centred_space(entry: Any) -> dict[str, Any]:
    """The entry's runner's default space, each dimension whose param the entry's ``params`` set
    centred on that value (:func:`_centred`), unless a value of the moved dimension would be an
    invalid param (then the default is kept)."""
    runner = get_runner(entry.algo)
    space: dict[str, Any] = {}
    for name, spec in runner.tune_space.items():
        integer = name in {f.name for f in dataclasses.fields(runner.Params)} and _is_int_field(
            runner.Params, name
        )
        moved = _centred(spec, entry.params.get(name), integer) if name in entry.params else None
        if moved is not None:
            try:
                dim = parse_dimension(name, moved, runner.Params, name)
            except ConfigError:
                dim = None
            if dim is not None and not _check_values(entry, dim, runner.tune_space, name):
                spec = moved
        space[name] = dict(spec)
    return space


def dimensions(suite: Any, label: str) -> list[Dimension]:
    """The parsed, checked dimensions of the algorithm ``label`` (in the order written)."""
    entry = next(e for e in suite.algorithms if e.label == label)
    params_type = get_runner(entry.algo).Params
    return [
        parse_dimension(name, spec, params_type, f"tune.space.{label}.{name}")
        for name, spec in space_of(suite, label).items()
    ]


def _check_values(entry: Any, dim: Dimension, searched: Iterable[str], path: str) -> list[ConfigError]:
    """Each bound / choice of ``dim``, with the entry's params that are not ``searched``, must be valid
    runner params (combinations of searched values are checked when a trial is sampled)."""
    params_type = get_runner(entry.algo).Params
    fixed = {k: v for k, v in entry.params.items() if k not in set(searched)}
    errors: list[ConfigError] = []
    for value in dim.extremes():
        try:
            from_dict(params_type, {**fixed, dim.name: value}, "params")
        except ConfigErrors as exc:
            problems = [e.problem for e in exc.errors if e.path == f"params.{dim.name}"]
            errors += [ConfigError(path, f"value {brief(value)}: {p}") for p in problems]
    return errors


def check_tune(suite: Any) -> list[ConfigError]:
    """The ``tune`` section against the rest of the suite: labels, params, ranges, seeds."""
    tune: TuneSpec | None = suite.tune
    if tune is None:
        return []
    errors: list[ConfigError] = []
    overlap = sorted(set(tune.seeds) & set(suite.seeds))
    if overlap:
        errors.append(
            ConfigError(
                "tune.seeds", f"must be disjoint from the suite's seeds (evaluation); both list {overlap}"
            )
        )
    labels = [e.label for e in suite.algorithms]
    for label, spec in tune.space.items():
        if label not in labels:
            errors.append(
                ConfigError(
                    f"tune.space.{label}",
                    "no algorithm with this label"
                    + did_you_mean(label, labels)
                    + f"; labels: {', '.join(labels)}",
                )
            )
        elif not isinstance(spec, Mapping) or not spec:
            errors.append(
                ConfigError(
                    f"tune.space.{label}", f"must be a non-empty mapping of params, got {brief(spec)}"
                )
            )
    for entry in suite.algorithms:
        if entry.label not in tune.space and not get_runner(entry.algo).tune_space:
            errors.append(
                ConfigError("tune.space", f"{entry.label}: {entry.algo} has no default space; give one")
            )
            continue
        spec = tune.space.get(entry.label)
        if entry.label in tune.space and (not isinstance(spec, Mapping) or not spec):
            continue
        params_type = get_runner(entry.algo).Params
        space = space_of(suite, entry.label)
        for name, raw in space.items():
            path = f"tune.space.{entry.label}.{name}"
            try:
                dim = parse_dimension(str(name), raw, params_type, path)
            except ConfigError as exc:
                errors.append(exc)
                continue
            errors += _check_values(entry, dim, space, path)
    return errors
