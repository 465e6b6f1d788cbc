r"""LaTeX versions of the report tables: ``tables/<name>.tex`` next to each ``tables/<name>.csv``.

Each file is a ``table`` float holding a booktabs ``tabular`` (``\toprule``, ``\midrule``,
``\bottomrule``; needs ``\usepackage{booktabs}``) with a caption and ``\label{tab:<name>}``, ready
to ``\input``. Every text cell is escaped (``\ & % $ # _ { } ~ ^ < > |``, brackets and the em dash),
so a label is text, never markup; other non-ASCII text is written as UTF-8 (the default input
encoding of LaTeX). Numbers are formatted as in the HTML report.

Where a table has per-cell seed statistics (the final performance: one final return per seed of each
env and algorithm), it is laid out as rl-baselines3-zoo's benchmark tables: one row per env, one
column per algorithm, each cell ``mean ± std (n)`` (``$\pm$``; the sample standard deviation over
the n seeds), the best mean of each env in bold. Deterministic: the same tables give the same files.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from esbench.report.evidence import few_seed_cells
from esbench.report.formats import fmt_num
from esbench.report.tables import ReportData
from esbench.stores.atomic import atomic_write_text

#: LaTeX text-mode replacements, applied one character at a time.
SPECIALS = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
    "<": r"\textless{}",
    ">": r"\textgreater{}",
    "|": r"\textbar{}",
    "[": "{[}",
    "]": "{]}",
    "—": "---",
    "\n": " ",
    "\r": " ",
    "\t": " ",
}

#: Captions of the tables, in LaTeX (the others get their name in words).
CAPTIONS = {
    "summary": "Provenance and counts of the runs.",
    "final_performance": (
        r"Final eval return: mean $\pm$ standard deviation over seeds (number of seeds). "
        "Bold: best mean per env."
    ),
    "aggregates": r"Aggregate metrics of normalised scores with 95\% stratified bootstrap CIs.",
    "probability_of_improvement": r"Probability of improvement over the reference with 95\% CIs.",
    "data_efficiency_steps": "Env steps to reach fractions of the reference's learning progress.",
    "data_efficiency_wall_clock": "Training wall-clock to reach fractions of the reference's progress.",
    "communication": "Bytes exchanged with workers.",
    "scaling": "Speedup and parallel efficiency against workers.",
    "coordination": (
        "Coordination from timestamps: a generation's wall time less its slowest worker's own busy "
        "span, as efficiency; request latencies; the emulated steps' overrun of their set cost."
    ),
    "scaling_projection": (
        r"Per-generation cost model fit on the runs' time breakdown, projected to 1,440 workers, "
        r"5,000 pairs and $10^6$ parameters."
    ),
    "appendix": "One row per run.",
}


def escape(text: object) -> str:
    """``text`` as LaTeX text: every special character escaped (a leading ``*`` or ``[`` guarded)."""
    out = "".join(SPECIALS.get(ch, ch) for ch in str(text))
    return "{}" + out if out.startswith(("*", "{[}")) else out


def mean_std(mean: float, std: float, n: int) -> str:
    """``mean $\\pm$ std (n)`` (LaTeX), or ``mean (n)`` when one seed gives no standard deviation."""
    if n < 2 or std != std:
        return f"{escape(fmt_num(float(mean)))} ({n})"
    return f"{escape(fmt_num(float(mean)))} $\\pm$ {escape(fmt_num(float(std)))} ({n})"


def _cell(value: object) -> str:
    """One cell: numbers through :func:`fmt_num`, everything escaped."""
    if isinstance(value, str):
        return escape(value)
    return escape(fmt_num(value))


def _numeric(frame: pd.DataFrame, col: object) -> bool:
    """Whether ``col`` of ``frame`` holds numbers (booleans are shown as text)."""
    if col not in frame:
        return False
    dtype = frame[col].dtype
    return pd.api.types.is_numeric_dtype(dtype) and not pd.api.types.is_bool_dtype(dtype)


def tabular(frame: pd.DataFrame, cells: pd.DataFrame | None = None, align: str | None = None) -> str:
    """A booktabs ``tabular`` of ``frame``: text columns left-aligned, numeric ones right-aligned.

    ``cells``, if given, holds ready LaTeX cells (same shape as ``frame``) used instead of escaping;
    ``align`` overrides the column alignment (``"lrr"``).
    """
    cols = list(frame.columns) or [""]
    align = align or "".join("r" if _numeric(frame, c) else "l" for c in cols)
    lines = [f"\\begin{{tabular}}{{{align}}}", r"\toprule", " & ".join(escape(c) for c in cols) + r" \\"]
    lines.append(r"\midrule")
    if len(frame) and len(frame.columns):
        body = cells if cells is not None else frame.map(_cell)
        lines += [" & ".join(str(v) for v in row) + r" \\" for row in body.itertuples(index=False)]
    else:
        lines.append(f"\\multicolumn{{{len(cols)}}}{{c}}{{\\emph{{no rows}}}} \\\\")
    lines += [r"\bottomrule", r"\end{tabular}"]
    return "\n".join(lines)


def table_float(name: str, body: str, caption: str) -> str:
    """``body`` (a tabular) in a ``table`` float with ``caption`` (LaTeX) and ``\\label{tab:name}``."""
    return "\n".join(
        [
            f"% esbench report table {name} (generated; needs \\usepackage{{booktabs}})",
            r"\begin{table}[htbp]",
            r"\centering",
            r"\small",
            f"\\caption{{{caption}}}",
            f"\\label{{tab:{name}}}",
            body,
            r"\end{table}",
            "",
        ]
    )


def _seed_stats(final: pd.DataFrame, data: ReportData) -> pd.DataFrame:
    """env, label, mean, std, n of the final return over seeds (``std`` from ``final`` if it has one)."""
    if "std" in final and {"env", "label", "mean", "runs"} <= set(final.columns):
        return final[["env", "label", "mean", "std", "runs"]].rename(columns={"runs": "n"})
    use = data.usable
    if not len(use):
        return pd.DataFrame(columns=["env", "label", "mean", "std", "n"])
    g = use.groupby(["env", "label"], sort=True).final_return
    return pd.DataFrame({"mean": g.mean(), "std": g.std(ddof=1), "n": g.size()}).reset_index()


def final_tex(final: pd.DataFrame, data: ReportData) -> str:
    """The final performance: envs by algorithms, cells ``mean ± std (n)``, best mean bold."""
    st = _seed_stats(final, data)
    labels = sorted(str(lb) for lb in st.label.unique())
    frame = pd.DataFrame({"env": sorted(str(e) for e in st.env.unique())})
    cells = frame.map(escape)
    for label in labels:
        frame[label] = ""
        cells[label] = "---"
    for env_i, env in enumerate(frame.env):
        sub = st[st.env == env]
        best = sub["mean"].max() if len(sub) else None
        for r in sub.itertuples():
            text = mean_std(r.mean, r.std, int(r.n))
            cells.loc[env_i, str(r.label)] = f"\\textbf{{{text}}}" if r.mean == best else text
    body = tabular(frame, cells, "l" + "r" * len(labels))
    return table_float("final_performance", body, CAPTIONS["final_performance"])


def write_tex_tables(tables: dict[str, pd.DataFrame], data: ReportData, out_dir: Path) -> list[Path]:
    """Write ``<name>.tex`` under ``out_dir`` for every table; returns the paths in table order."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, frame in tables.items():
        if name == "final_performance":
            text = final_tex(frame, data)
        else:
            caption = CAPTIONS.get(name, escape(name.replace("_", " ").capitalize() + "."))
            if len(few_seed_cells(data)):  # fewer seeds than options.min_seeds: no 95% CI anywhere
                caption = caption.replace(r"95\% stratified bootstrap CIs", "stratified bootstrap intervals")
                caption = caption.replace(r"95\% CIs", "bootstrap intervals")
            text = table_float(name, tabular(frame), caption)
        path = out_dir / f"{name}.tex"
        atomic_write_text(path, text)
        paths.append(path)
    return paths
