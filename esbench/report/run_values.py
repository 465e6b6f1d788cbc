"""Values of one stored run's documents read without trusting them: a metric's points, a number.

A stored document may be anything (a truncated file, a hand edit, another tool's run): these never
raise, and give empty arrays or NaN for what cannot be read.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np


def series(metrics: Mapping[str, Any] | None, name: str) -> tuple[np.ndarray, np.ndarray]:
    """(steps, values) of one metric as float arrays, sorted by step; empty when absent or malformed."""
    entry: Any = metrics.get(name) if isinstance(metrics, Mapping) else None  # anything: checked below
    try:
        steps = np.asarray(entry["steps"], dtype=float)
        values = np.asarray(entry["values"], dtype=float)
    except (TypeError, KeyError, ValueError, OverflowError, IndexError):
        return np.empty(0), np.empty(0)
    if steps.ndim != 1 or values.ndim != 1:  # "steps": null, a number, nested lists
        return np.empty(0), np.empty(0)
    n = min(len(steps), len(values))
    steps, values = steps[:n], values[:n]
    ok = np.isfinite(steps) & np.isfinite(values)
    steps, values = steps[ok], values[ok]
    order = np.argsort(steps, kind="stable")
    return steps[order], values[order]


def last(metrics: Mapping[str, Any] | None, name: str) -> float:
    """The value at the last step of a metric; NaN when absent."""
    _, values = series(metrics, name)
    return float(values[-1]) if len(values) else math.nan


def number(value: Any) -> float:
    """A stored int or float as a float; NaN for anything else (bools, strings, None, huge integers)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return math.nan
    try:
        return float(value)
    except OverflowError:  # an integer beyond float
        return math.nan


def as_dict(value: Any) -> dict[str, Any]:
    """``value`` if it is a dict, else an empty one."""
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    """``value`` if it is a list, else an empty one."""
    return value if isinstance(value, list) else []


def short_text(value: Any, default: str) -> str:
    """A stored string cut to 200 characters; ``default`` for anything else or an empty one."""
    return value[:200] if isinstance(value, str) and value else default


def provenance_text(entries: Any) -> str:
    """``info.provenance`` as one line: each outside runner, library and env package as
    ``distribution version @ commit`` (``(not installed)`` without a version), ``; ``-separated."""
    out = []
    for e in as_list(entries):
        if not isinstance(e, dict):
            continue
        name = e.get("distribution") or e.get("module") or "?"
        text = f"{name} {e.get('version') or '(not installed)'}"
        commit = e.get("commit")
        out.append(text + (f" @ {str(commit)[:12]}" if commit else ""))
    return "; ".join(out)[:500]
