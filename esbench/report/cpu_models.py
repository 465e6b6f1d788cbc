"""Which CPU models the compared runs ran on, and the warning when there is more than one.

Each run stores its machine's CPU model (``info.cpu_model``, :func:`esbench.runners.machine.cpu_model`;
older runs only Sacred's ``host.cpu``, which the loader falls back to, column ``cpu``). The ES is
deterministic on one machine with the same code and seed, but not across CPU models: different
instruction sets and math libraries round the last bit of a float differently, and a last-bit
difference early in training can move a run's curve, so its steps to a score. Runs of one seed on two
CPU models may therefore differ by more than the code explains, and the report says so on its first
page (:func:`mixed_cpu_warning`) and in its summary (:func:`cpu_model_table`).
"""

from __future__ import annotations

import pandas as pd

from esbench.report.tables import ReportData

#: How a run without a recorded CPU model is named.
UNKNOWN = "not recorded"
#: The columns of :func:`cpu_model_table`.
CPU_COLUMNS = ["cpu model", "runs", "algorithms", "envs"]


def cpu_model_table(data: ReportData) -> pd.DataFrame:
    """The completed runs the report compares, per CPU model (:data:`UNKNOWN` when a run stored none):
    how many, and their algorithm labels and envs; most runs first, then by name."""
    use = data.usable
    if use.empty:
        return pd.DataFrame(columns=CPU_COLUMNS)
    models = [str(c).strip() or UNKNOWN for c in use.cpu]
    rows = []
    for model in sorted(set(models)):
        cell = use[[m == model for m in models]]
        rows.append({"cpu model": model, "runs": len(cell), "algorithms": ", ".join(sorted(set(cell.label))),
                     "envs": ", ".join(sorted(set(cell.env)))})  # fmt: skip
    frame = pd.DataFrame(rows, columns=CPU_COLUMNS)
    frame = frame.sort_values(["runs", "cpu model"], ascending=[False, True], kind="stable")
    return frame.reset_index(drop=True)


def mixed_cpu_warning(data: ReportData) -> str:
    """The warning when the compared runs come from more than one recorded CPU model, naming each with
    its runs; "" for one model (or none recorded)."""
    table = cpu_model_table(data)
    known = table[table["cpu model"] != UNKNOWN]
    if len(known) < 2:
        return ""
    pairs = zip(known["cpu model"], known.runs, strict=True)
    names = "; ".join(f"{m} ({n} run{'s' if n != 1 else ''})" for m, n in pairs)
    unknown = table.loc[table["cpu model"] == UNKNOWN, "runs"].sum()
    extra = f"; {unknown} run{'s' if unknown != 1 else ''} with no CPU model recorded" if unknown else ""
    return (
        f"These runs come from {len(known)} CPU models: {names}{extra}. The same seed and code give "
        "identical runs on one machine only: across CPU models, last-bit floating-point differences can "
        "change a run's curve and so its steps to a score, so differences between these runs, seed for "
        "seed, may come from the CPUs rather than the code."
    )
