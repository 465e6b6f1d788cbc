"""What each view of ``results/manifest.yaml`` shows: its titled tables (and paragraphs), each a pure
function of stored runs (:class:`~esbench.report.tables.ReportData`)."""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd

from esbench.report.tables import ReportData
from esbench.resultsdoc.population import (
    population_by_update,
    population_findings,
    population_paragraph,
    population_table,
)
from esbench.resultsdoc.race import race_levels, race_speedup, race_tradeoff
from esbench.resultsdoc.views import (
    anchor_seeds,
    baseline_cells,
    baseline_seeds,
    coordination,
    curve,
    data_efficiency,
    scaling,
    steps_to_score_seeds,
    steps_to_score_summary,
    time_to_reach,
)

#: view name -> [(title, function)]: a function gives a table (a DataFrame) or a Markdown paragraph.
VIEW_TABLES: dict[str, list[tuple[str, Callable[[ReportData], pd.DataFrame | str]]]] = {
    "steps_to_score": [
        ("Against the paper's ES steps", steps_to_score_summary),
        ("Each seed", steps_to_score_seeds),
    ],
    "population": [
        ("By population and seed", population_table),
        ("What the study says, per env (computed from the table above)", population_findings),
        ("In words", population_paragraph),
        (
            "At equal updates (generations): what a larger population buys per update, and the steps it paid",
            population_by_update,
        ),
    ],
    "time_to_reach": [("Time to reach at equal cores (seconds of training)", time_to_reach)],
    "race": [
        (
            "Time and env steps to each level, per core count (training seconds of the seed-mean curve, "
            "the median set-up beside them; quiet runs only, busy ones counted and left out)",
            race_levels,
        ),
        (
            "The paper's trade-off: the ES's time gain (another's seconds over the ES's; training time, and "
            "with set-up) and its price in env steps (the ES's steps over another's), per level",
            race_tradeoff,
        ),
        ("The second core: each algorithm's speed-up from its fewest cores, per level", race_speedup),
    ],
    "data_efficiency": [("Data efficiency (env steps, ratio to the reference)", data_efficiency)],
    "curve": [("Eval curve", curve)],
    "anchors": [("Each run against the published score its suite names", anchor_seeds)],
    "baselines": [
        (
            "Each baseline against its published strength (esbench/report/published.yaml; a run's eval at "
            "the budget is its first at or past it; below published strength = the seed median short by "
            "more than the source's own ±)",
            baseline_cells,
        ),
        ("Each run", baseline_seeds),
    ],
    "scaling": [
        (
            "End-to-end speed-up by worker count (env steps per second of training, over the fewest "
            "workers'; efficiency = speed-up / ideal)",
            scaling,
        ),
        (
            "Coordination efficiency beside it: 1 - (generation time - the slowest worker's busy span) / "
            "generation time. It leaves out by definition what slows the workers themselves (stragglers, "
            "a busy or slow host, too few cores), so it cannot show that kind of scaling loss",
            coordination,
        ),
    ],
}
