"""A report over stores of more than one suite (``esbench report A B``): each suite named, and one
label's runs never pooled across configs that differ.

A store holds one suite (``esbench run`` refuses another), but a report may read several stores.
Every table and figure groups runs by (env, label). When one label is in two suites with another
config (a budget, a param: anything besides the suite's name and the seed), its runs would pool
into one row of different experiments; :func:`keep_suites_apart` then gives that label's runs,
cells and planned configs the label ``LABEL (SUITE)`` in every suite it is in, and says so. A
label in several suites with the same config is one experiment over more seeds: pooled, and said.
"""

from __future__ import annotations

import dataclasses
import json
from collections import defaultdict
from typing import Any

#: Config keys that differ between runs of one experiment in two suites: not compared.
NOT_COMPARED = ("suite", "seed")


def comparable(config_json: str) -> str:
    """The run's stored config without :data:`NOT_COMPARED`, as sorted JSON ("" when unreadable)."""
    try:
        config = json.loads(config_json)
    except (TypeError, ValueError):
        return ""
    if not isinstance(config, dict):
        return ""
    return json.dumps({k: v for k, v in config.items() if k not in NOT_COMPARED}, sort_keys=True)


def apart_label(label: str, suite: str) -> str:
    """The label a suite's runs of ``label`` get when that label's configs differ across suites."""
    return f"{label} ({suite})"


def keep_suites_apart(frames: Any) -> Any:
    """``frames`` (a :class:`~esbench.report.loader.RunFrames`; that module imports this one) with
    every label whose configs differ across its suites relabelled per suite (:func:`apart_label`;
    runs, expected cells and planned configs alike), and ``suite_notes`` saying which suites the
    report reads and what was kept apart or pooled (module docstring). One suite: unchanged."""
    runs = frames.runs
    suites = sorted({str(s) for s in runs.suite if str(s)} | {c[0] for c in frames.expected if c[0]})
    if len(suites) < 2:
        return frames
    configs: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for suite, label, env, config in zip(runs.suite, runs.label, runs.env, runs.config_json, strict=True):
        configs[(str(label), str(env))][str(suite)].add(comparable(config))
    for (suite, label, env, _), config in frames.planned_configs.items():
        configs[(label, env)][suite].add(comparable(config))
    in_suites: dict[str, set[str]] = defaultdict(set)
    differ: set[str] = set()
    for (label, _), by_suite in configs.items():
        in_suites[label] |= set(by_suite)
        if len(by_suite) > 1 and len(set().union(*by_suite.values()) - {""}) > 1:
            differ.add(label)
    shared = sorted(label for label, where in in_suites.items() if len(where) > 1 and label not in differ)
    notes = [
        f"This report reads runs of {len(suites)} suites: {', '.join(suites)}. Its tables and figures "
        "group runs by env and label."
    ]
    if differ:
        notes.append(
            "Kept apart, because their configs differ between suites (anything besides the suite's name "
            "and the seed): "
            + "; ".join(
                f"{label} as {', '.join(apart_label(label, s) for s in sorted(in_suites[label]))}"
                for label in sorted(differ)
            )
            + "."
        )
    if shared:
        notes.append(
            f"Pooled over suites, with the same config in each: {', '.join(shared)} (more seeds of one "
            "experiment)."
        )
    if not differ:
        return dataclasses.replace(frames, suite_notes=notes)

    def renamed(suite: str, label: str) -> str:
        return apart_label(label, suite) if label in differ else label

    runs = runs.copy()
    runs["label"] = [renamed(str(s), str(lb)) for s, lb in zip(runs.suite, runs.label, strict=True)]
    expected = {(s, renamed(s, lb), e, seed) for s, lb, e, seed in frames.expected}
    planned = {(s, renamed(s, lb), e, seed): c for (s, lb, e, seed), c in frames.planned_configs.items()}
    return dataclasses.replace(
        frames, runs=runs, expected=expected, planned_configs=planned, suite_notes=notes
    )
