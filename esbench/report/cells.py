"""The cells of a suite's grid as stored: (suite, label, env ref, seed), read from trial lists."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

#: A (suite, label, env ref, seed) cell of a suite's grid.
Cell = tuple[str, str, str, int]


def trial_cell(trial: Mapping[str, Any]) -> Cell | None:
    """The (suite, label, env ref, seed) cell of one stored trial config (None when malformed)."""
    seed, env = trial.get("seed"), trial.get("env")
    label = trial.get("label") or trial.get("algo")
    if not isinstance(seed, int) or isinstance(seed, bool) or not env or not label:
        return None
    try:
        return (str(trial.get("suite", "")), str(label), str(env), seed)
    except Exception:  # a value nested too deeply to print: not a trial esbench wrote
        return None


def trial_cells(trials: Iterable[Mapping[str, Any]] | None) -> set[Cell]:
    """The cells of a stored trial list (empty when there is none)."""
    cells = (trial_cell(t) for t in trials or ())
    return {c for c in cells if c is not None}


def planned_configs(trials: Iterable[Mapping[str, Any]]) -> dict[Cell, str]:
    """Each well-formed stored trial's cell and its config as JSON (sorted keys)."""
    out: dict[Cell, str] = {}
    for trial in trials:
        cell = trial_cell(trial) if isinstance(trial, Mapping) else None
        if cell is None:
            continue
        try:
            out[cell] = json.dumps(trial, sort_keys=True, default=str)
        except (ValueError, RecursionError):  # a value nested too deeply to print: not esbench's
            continue
    return out


def inferred_cells(run_cells: Iterable[Cell | None], seeds: Any) -> set[Cell]:
    """The cells a store's trial list would hold, inferred when it cannot be read: every (suite,
    label, env) of its stored runs at every seed of its stored suite (``seeds``) and of its runs."""
    present = [c for c in run_cells if c is not None]
    listed = [s for s in (seeds if isinstance(seeds, list) else []) if type(s) is int]
    all_seeds = set(listed) | {c[3] for c in present}
    return {(suite, label, env, seed) for suite, label, env, _ in present for seed in all_seeds}
