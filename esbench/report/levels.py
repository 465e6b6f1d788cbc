"""The report's one definition of a level: a fraction of the reference's progress on an env.

A level ``f`` (25%, 50%, 75%, 100%: ``options.thresholds``) on an env is the return
``start + f · (end - start)``, where ``start`` is the reference's step-0 value (the mean over its
completed runs of their first eval return, at env step 0) and ``end`` its final value (the mean of
their final eval returns). Every table and finding that speaks of levels uses these returns: the
headline, the data-efficiency tables in steps and wall-clock, the time to reach at equal cores, the
compute to threshold and the findings built from them. Returns may be negative (levels between two
negative values); where the reference did not rise (``end`` not above ``start``: flat or falling
returns) a fraction of its progress is no target, and the env has no levels (NaN) anywhere.

:func:`level_rule` is the sentence that states the definition once in the report.
"""

from __future__ import annotations

import numpy as np

from esbench.report import curves as cv
from esbench.report.tables import ReportData


def _first_returns(data: ReportData, keys: list[str]) -> np.ndarray:
    """The first eval return (lowest env step) of each run in ``keys`` that has one."""
    out = []
    for key in keys:
        arr = data.arrays.get(key)
        if arr is None or not len(arr["ret"]):
            continue
        order = np.argsort(arr["step"], kind="stable")
        out.append(float(arr["ret"][order[0]]))
    return np.array(out, dtype=float)


def reference_span(data: ReportData, env: str) -> tuple[float, float]:
    """``(start, end)`` of the reference on ``env``: the mean first (step-0) eval return and the mean
    final eval return of its completed runs; NaN when it has none."""
    if data.reference is None:
        return float("nan"), float("nan")
    runs = data.usable[(data.usable.env == env) & (data.usable.label == data.reference)]
    first = _first_returns(data, list(runs.key))
    if runs.empty or not len(first):
        return float("nan"), float("nan")
    return float(first.mean()), float(runs.final_return.mean())


def reference_levels(data: ReportData, env: str) -> np.ndarray:
    """The returns of ``env``'s levels, one per ``options.thresholds`` (see the module docstring);
    all NaN when the reference has no run on ``env`` or did not rise."""
    start, end = reference_span(data, env)
    return cv.fraction_levels(start, end, data.options.thresholds)


def level_rule(data: ReportData) -> str:
    """The definition of a level, as the report states it once."""
    ref = data.reference or "the reference"
    return (
        f"Levels: fractions of {ref}'s progress on an env, from its mean eval return at step 0 to its mean "
        "final one, the same in every table."
    )
