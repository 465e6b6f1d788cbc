"""Markdown tables from DataFrames of display strings."""

from __future__ import annotations

import pandas as pd


def md_cell(value: object) -> str:
    """One cell: the value's text, pipes escaped, newlines as spaces."""
    return str(value).replace("|", "\\|").replace("\n", " ")


def md_table(frame: pd.DataFrame) -> str:
    """A GitHub-flavoured Markdown table of ``frame`` (its cells already display strings); numeric
    columns (every cell starting with a digit, a sign or a dash) are right-aligned."""
    if frame.empty:
        return "(no rows)\n"
    head = [md_cell(c) for c in frame.columns]
    rows = [[md_cell(v) for v in row] for row in frame.itertuples(index=False)]

    def numeric(col: int) -> bool:
        return all(r[col][:1].isdigit() or r[col][:1] in "-+—" for r in rows)

    rule = ["---:" if numeric(i) else "---" for i in range(len(head))]
    lines = ["| " + " | ".join(head) + " |", "| " + " | ".join(rule) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines) + "\n"
