"""Comparing a curve computed in the test with one stored by another machine.

A fixture store or a pinned value was computed on some CPU; the test recomputes it on whatever x86-64
CPU runs it. numpy's OpenBLAS, torch and MuJoCo pick SIMD kernels (AVX-512, AVX2, SSE) by CPU, and
those kernels sum in other orders, so floats agree only to within the kernels' spread (measured in
``tests/regression/test_regression_pinned.py``'s docstring). The rule (docs/development.md):

* exact: steps (a metric's step axis) and counts (a metric whose stored values are all integers:
  episodes, timesteps, generations, pairs, bytes, CartPole's returns), as long as the run is short
  enough that no last-bit difference reaches a discrete decision (an action's argmax, an episode's
  end); both checks below fail loudly when one does;
* within :data:`FLOAT_RTOL` / :data:`FLOAT_ATOL`: every other float;
* bit for bit: only values computed on the same machine (the same trial twice, 1 against N workers).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

#: About 10x the spread measured between SIMD kernels for the numpy-based ES and CMA-ES over a few
#: generations (1.5e-6 relative on θ: tests/regression/test_regression_pinned.py).
FLOAT_RTOL = 1e-5
FLOAT_ATOL = 1e-8


def is_count(values: Iterable[float]) -> bool:
    """Whether every stored value is an integer (a count, compared exactly)."""
    return all(float(v).is_integer() for v in values)


def curve_mismatches(
    got: Mapping[str, Mapping[str, Any]],
    want: Mapping[str, Mapping[str, Any]],
    names: Iterable[str],
    rtol: float = FLOAT_RTOL,
    atol: float = FLOAT_ATOL,
) -> list[str]:
    """What differs between two stored curves (``{name: {"steps": [...], "values": [...]}}``) beyond
    what another CPU may change: steps and counts exactly, other floats within ``rtol``/``atol``.
    An empty list: they agree."""
    problems = []
    for name in sorted(names):
        g, w = got[name], want[name]
        if list(g["steps"]) != list(w["steps"]):
            problems.append(f"{name}: steps {g['steps']} != {w['steps']}")
            continue
        gv, wv = np.asarray(g["values"], float), np.asarray(w["values"], float)
        if is_count(w["values"]):
            if not np.array_equal(gv, wv):
                problems.append(f"{name}: counts {gv.tolist()} != {wv.tolist()}")
        elif not np.allclose(gv, wv, rtol=rtol, atol=atol):
            worst = int(np.argmax(np.abs(gv - wv) - rtol * np.abs(wv)))
            g_worst, w_worst = float(gv[worst]), float(wv[worst])
            problems.append(f"{name}: at index {worst} {g_worst!r} vs {w_worst!r} (rtol {rtol}, atol {atol})")
    return problems
