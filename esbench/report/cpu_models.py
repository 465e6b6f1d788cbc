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

from collections.abc import Callable, Sequence

import pandas as pd

from esbench.report.tables import ReportData

#: How a run without a recorded CPU model is named.
UNKNOWN = "not recorded"


def runs_per(
    use: pd.DataFrame, keys: Sequence[str], column: str, **extra: Callable[[pd.DataFrame], str]
) -> pd.DataFrame:
    """The runs of ``use`` per key (``keys[i]``, the i-th run's): ``column`` (the key), each of
    ``extra`` computed on the key's runs, ``runs``, their algorithm labels and envs; most runs first,
    then by key. Shared by the CPU-model and code-version tables."""
    rows = []
    for key in sorted(set(keys)):
        cell = use[[k == key for k in keys]]
        rows.append({column: key, **{name: f(cell) for name, f in extra.items()}, "runs": len(cell),
                     "algorithms": ", ".join(sorted(set(cell.label))),
                     "envs": ", ".join(sorted(set(cell.env)))})  # fmt: skip
    frame = pd.DataFrame(rows, columns=[column, *extra, "runs", "algorithms", "envs"])
    return frame.sort_values(["runs", column], ascending=[False, True], kind="stable").reset_index(drop=True)


def counted_keys(table: pd.DataFrame, column: str, unknown: str, what: str) -> tuple[int, str]:
    """Of a :func:`runs_per` table: how many keys are known (not ``unknown``), and their names each with
    its runs, then the runs with ``what`` not recorded ("A (4 runs); B (1 run); 2 runs with no CPU
    model recorded")."""
    known = table[table[column] != unknown]
    pairs = zip(known[column], known.runs, strict=True)
    names = "; ".join(f"{k} ({n} run{'s' if n != 1 else ''})" for k, n in pairs)
    n = table.loc[table[column] == unknown, "runs"].sum()
    return len(known), names + (f"; {n} run{'s' if n != 1 else ''} with no {what} recorded" if n else "")


def cpu_model_table(data: ReportData) -> pd.DataFrame:
    """The completed runs the report compares, per CPU model (:data:`UNKNOWN` when a run stored none):
    how many, and their algorithm labels and envs; most runs first, then by name."""
    use = data.usable
    return runs_per(use, [str(c).strip() or UNKNOWN for c in use.cpu], "cpu model")


def mixed_cpu_warning(data: ReportData) -> str:
    """The warning when the compared runs come from more than one recorded CPU model, naming each with
    its runs; "" for one model (or none recorded)."""
    models, names = counted_keys(cpu_model_table(data), "cpu model", UNKNOWN, "CPU model")
    if models < 2:
        return ""
    return (
        f"These runs come from {models} CPU models: {names}. The same seed and code give "
        "identical runs on one machine only: across CPU models, last-bit floating-point differences can "
        "change a run's curve and so its steps to a score, so differences between these runs, seed for "
        "seed, may come from the CPUs rather than the code."
    )
