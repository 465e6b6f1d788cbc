"""Display helpers shared by the report's section modules: formatted tables and figure blocks."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from esbench.report.formats import fmt_num
from esbench.report.html import Image


def display_frame(frame: pd.DataFrame, rename: dict[str, str] | None = None) -> pd.DataFrame:
    """``frame`` as strings for display: numbers and booleans through :func:`fmt_num`, columns renamed."""
    out = frame.copy()
    for col in out.columns:
        if pd.api.types.is_numeric_dtype(out[col]) or pd.api.types.is_bool_dtype(out[col]):
            out[col] = [fmt_num(v) for v in out[col]]
    out = out.astype(str)
    return out.rename(columns=rename or {})


def figure_blocks(figures: dict[str, dict[str, Path]], name: str, caption: str) -> list[object]:
    """The figure ``name`` with its caption, or a note that there is no data for it."""
    return (
        [Image(figures[name], caption, caption)]
        if name in figures
        else [("note", "No data for this figure.")]
    )


def ci_text(mean: float, lo: float, hi: float) -> str:
    """A mean with its interval, as the tables show it: "12.3 [10.1, 14.2]"."""
    return f"{fmt_num(mean)} [{fmt_num(lo)}, {fmt_num(hi)}]"
