"""What happened to a suite's trials: one :class:`TrialOutcome` per trial, whichever driver ran it,
and the one end-of-suite summary (:func:`format_summary`, :func:`format_store_notes`) and exit code
(:func:`suite_exit_code`) of ``esbench run``, with or without ``--jobs`` or ``--ray-address``."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from esbench.core.config import Trial
from esbench.core.interrupts import InterruptGuard, exit_code, stop_name

if TYPE_CHECKING:
    from esbench.stores.tracker import Tracker

OK_STATUSES = ("COMPLETED", "SKIPPED")

#: Directory (under the work directory) of runs a readable tracker could not take when no file store has them.
SPOOL_DIR = "mongo_unsaved"


@dataclasses.dataclass(kw_only=True)
class TrialOutcome:
    """What happened to one trial."""

    trial: Trial
    status: str
    """COMPLETED, FAILED, INTERRUPTED, SKIPPED (already completed in the store) or NOT_RUN."""
    final_return: float | None = None
    wall_clock_s: float | None = None
    """Training wall-clock (the run's ``info.wall_clock_s``): set-up and evaluation left out."""
    setup_s: float | None = None
    """Seconds before the first training step (Ray start, env construction: ``info.setup_s``)."""
    elapsed_s: float | None = None
    """The attempt's whole time in this session: set-up, training, evaluation and storing."""
    run_id: Any = None
    error: str | None = None
    tracker_problems: dict[str, str] = dataclasses.field(default_factory=dict)
    """Why the run's copy in a tracker is incomplete, by the tracker's title (empty: all complete)."""
    disk_full: bool = False
    """The trial failed because the disk (or a quota) is full: the suite stops."""

    @classmethod
    def interrupted(
        cls,
        trial: Trial,
        guard: InterruptGuard | None,
        exc: BaseException | None = None,
        reason: str | None = None,
        **fields: Any,
    ) -> TrialOutcome:
        """The INTERRUPTED outcome of ``trial``, its error naming the stop as every run does
        (:func:`~esbench.core.interrupts.stop_name`): the signal ``guard`` recorded, else the one
        ``exc`` carries (a :class:`~esbench.core.interrupts.Interrupted`; Ray re-raises a plain
        KeyboardInterrupt, which is Ctrl-C), then ``; reason`` if given. ``fields``: the outcome's other
        fields (wall-clock, run id)."""
        signum = guard.signum if guard is not None and guard.interrupted else None
        name = stop_name(signum or getattr(exc, "signum", None))
        error = f"{name}; {reason}" if reason else name
        return cls(trial=trial, status="INTERRUPTED", error=error, **fields)


def format_return(value: float | None) -> str:
    """A final eval return as the summary and the trial lines print it (``-``: none)."""
    return "-" if value is None or not math.isfinite(value) else f"{value:.4g}"


def contract_note(violations: Sequence[str]) -> str:
    """The runner-contract violations of a run as its trial line and summary name them."""
    extra = len(violations) - 1
    more = f" (+{extra} more: see the run's info.contract_violations)" if extra else ""
    return f"runner contract broken: {violations[0]}{more}"


#: The summary's note on its three time columns (every ratio of times says which it uses).
TIME_COLUMNS_NOTE = (
    "training (s): training wall-clock, evaluation and set-up left out (what budgets and the race count); "
    "set-up (s): before the first training step (Ray start, env construction); total (s): this "
    "session's whole attempt, set-up, training, evaluation and storing included"
)


def _seconds(value: float | None) -> str:
    return "-" if value is None or not math.isfinite(value) else f"{value:.1f}"


def format_summary(outcomes: Sequence[TrialOutcome]) -> str:
    """The end-of-suite table: label, env, seed, status, final eval return, training, set-up and
    total seconds (:data:`TIME_COLUMNS_NOTE` under it), run id; then the count per status."""
    header = (
        "label", "env", "seed", "status", "final eval return",
        "training (s)", "set-up (s)", "total (s)", "run",
    )  # fmt: skip
    rows = [header]
    for o in outcomes:
        final = format_return(o.final_return)
        status = o.status if not o.error else f"{o.status} ({o.error[:60]})"
        times = (_seconds(o.wall_clock_s), _seconds(o.setup_s), _seconds(o.elapsed_s))
        rows.append(
            (o.trial.label, o.trial.env, str(o.trial.seed), status, final, *times, str(o.run_id or "-"))
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    counts: dict[str, int] = {}
    for o in outcomes:
        counts[o.status] = counts.get(o.status, 0) + 1
    lines.append(TIME_COLUMNS_NOTE)
    lines.append("")
    lines.append(", ".join(f"{n} {status.lower()}" for status, n in sorted(counts.items())))
    return "\n".join(lines)


def format_store_notes(
    outcomes: Sequence[TrialOutcome], store_dir: Path | None, trackers: Sequence[Tracker], work_dir: Path
) -> str:
    """What the end-of-suite summary says about the trackers: runs whose copy is incomplete, where
    they are kept and the ``esbench push`` command that uploads them ("" when nothing is missing)."""
    notes = []
    for tracker in trackers:
        rows = [(o.trial.name, o.run_id, p) for o in outcomes if (p := o.tracker_problems.get(tracker.title))]
        if rows:
            spooled = work_dir / SPOOL_DIR if tracker.readable else None
            notes.append(tracker.incomplete_note(rows, store_dir if store_dir is not None else spooled))
    return "\n\n".join(notes)


def all_ok(outcomes: Sequence[TrialOutcome]) -> bool:
    """True if every trial completed (now or in an earlier run of the suite)."""
    return all(o.status in OK_STATUSES for o in outcomes)


def suite_exit_code(
    outcomes: Sequence[TrialOutcome], guard: InterruptGuard | None = None, unreadable: Sequence[Any] = ()
) -> int:
    """0: every trial completed; 130 (SIGINT, Ctrl-C) or 143 (SIGTERM): interrupted; 1: a trial failed;
    3 (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`): every trial completed, but ``unreadable``
    names stored runs ``--resume`` could not read whole (their trials ran again)."""
    from esbench.stores.runs import EXIT_SKIPPED_RUNS

    if guard is not None and guard.signum is not None:
        return exit_code(guard.signum)
    if any(o.status == "INTERRUPTED" for o in outcomes):
        return exit_code(None)
    if not all_ok(outcomes):
        return 1
    return EXIT_SKIPPED_RUNS if unreadable else 0
