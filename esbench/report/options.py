"""What a report shows: the options of ``esbench report``."""

from __future__ import annotations

import dataclasses
from pathlib import Path


@dataclasses.dataclass(frozen=True, kw_only=True)
class ReportOptions:
    """Report options; every field has a default, so ``ReportOptions()`` is a full report."""

    #: Label the ratios, levels and the probability of improvement are relative to (``--reference``;
    #: default: the stored suite's ``report.reference``, else the TRPO label when one exists, else the
    #: ES's, else the first label in sorted order: :func:`esbench.report.tables.choose_reference`).
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
    #: Score normalisation for the aggregates. "auto": per env, (score - random) / (expert - random)
    #: with the env's ``random`` reference score and its highest other reference score when the
    #: suite gives both; otherwise 0 is the random policy's return (the ``random`` reference score
    #: when stored, else the mean step-0 eval return of the env's runs) and 1 the best run's final
    #: return. A reference score's name: that score as 1 (envs lacking it as "auto"). "minmax": the
    #: env's lowest and highest run (the best run scores 1 even where nothing solved the env).
    normalize: str = "auto"
    #: Cells (algorithm label, env) with fewer completed seeds than this get no bootstrap interval:
    #: their intervals and curve bands are the min and max over seeds, labelled "min-max", each
    #: seed is drawn under the mean, and the summary names them ("fewer than N seeds").
    min_seeds: int = 5
    #: Ratios to the reference and the aggregates use an env only where the reference made
    #: progress: its seed-mean final eval return minus its seed-mean initial one above this fraction
    #: of the env's reference range (from its ``random`` reference score to its highest other one
    #: when the suite gives both, else from the random policy's return to the best eval return of
    #: any run).
    min_progress: float = 0.1
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
        if self.min_seeds < 1:
            raise ValueError(f"min_seeds must be at least 1, not {self.min_seeds}")
        if not 0 <= self.min_progress < 1:
            raise ValueError(f"min_progress must be a fraction in [0, 1), not {self.min_progress}")
