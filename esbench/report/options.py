"""What a report shows: the options of ``esbench report``."""

from __future__ import annotations

import dataclasses
from pathlib import Path


@dataclasses.dataclass(frozen=True, kw_only=True)
class ReportOptions:
    """Report options; every field has a default, so ``ReportOptions()`` is a full report."""

    #: Label the ratios and the probability of improvement are relative to (default: the TRPO
    #: label when one exists, else the first label in sorted order).
    reference: str | None = None
    #: Fractions of the reference's learning progress for the data-efficiency tables.
    thresholds: tuple[float, ...] = (0.25, 0.5, 0.75, 1.0)
    #: Only these env ids (None: all).
    envs: tuple[str, ...] | None = None
    #: Only these labels (None: all).
    labels: tuple[str, ...] | None = None
    #: Logarithmic x axis on the learning-curve figures (as the ES paper's figures).
    log_x: bool = False
    #: Band around the seed mean: "ci" (95% bootstrap CI of the mean) or "minmax" (over seeds).
    band: str = "ci"
    #: Score normalisation for the aggregates: "minmax" (over the runs of each env), or the name of
    #: a reference score, normalising (score - random) / (reference - random) per env.
    normalize: str = "minmax"
    #: A suite YAML file whose ``reference_scores`` are added to those stored with the runs.
    suite_file: Path | None = None
    #: Flag runs whose score is below this fraction of a matching published reference (measured
    #: from the env's ``random`` score when given, else from zero).
    flag_below: float = 0.5
    #: Write report.pdf too.
    pdf: bool = True
    #: Report title (default: from the suite names).
    title: str | None = None

    def __post_init__(self) -> None:
        """Validate the choices."""
        if self.band not in ("ci", "minmax"):
            raise ValueError(f"band must be 'ci' or 'minmax', not {self.band!r}")
        if not self.thresholds or any(not 0 < t <= 1 for t in self.thresholds):
            raise ValueError("thresholds must be fractions in (0, 1]")
