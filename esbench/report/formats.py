"""How the report writes a number, in its tables, captions and findings alike (and the evidence
document, :mod:`esbench.resultsdoc`): :func:`fmt_num`."""

from __future__ import annotations

import math

import numpy as np


def fmt_num(x: object) -> str:
    """A number with sensible precision for display; "—" for missing."""
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    if isinstance(x, bool | np.bool_):
        return "yes" if x else ""
    if isinstance(x, int | np.integer):
        return f"{int(x):,}"
    v = float(x)  # type: ignore[arg-type]
    a = abs(v)
    if a >= 1e9:
        return f"{v / 1e9:.3g}G"
    if a >= 1e6:
        return f"{v / 1e6:.3g}M"
    if a >= 1000:
        return f"{v:,.0f}"
    if a >= 100:
        return f"{v:.1f}"
    if a >= 1 or a == 0:
        return f"{v:.2f}"
    return f"{v:.3g}"
