"""The sample-efficiency section: learning curves against env steps, and whether the algorithms
started from the same initial policy."""

from __future__ import annotations

from esbench.report import evidence, stats
from esbench.report.blocks import figure_blocks
from esbench.report.sections.base import Context, SectionSpec
from esbench.report.tables import ReportData


def build(ctx: Context) -> list[object]:
    """Mean eval return against env steps, with its band, then the starting points."""
    data = ctx.data
    band = evidence.band_label(data)
    resamples = f" ({stats.CURVE_RESAMPLES} bootstrap resamples per point)" if "CI" in band else ""
    note = (
        f"Mean eval return over seeds; band: {band}{resamples}. Curves run to the end of the longest "
        "seed: a seed that ended earlier holds its last value from its end on (open circle on the mean)."
    )
    if len(evidence.few_seed_cells(data)):
        note += f" Thin lines: the seeds of the cells with fewer than {data.options.min_seeds} seeds."
    return [note, *figure_blocks(ctx.figures, "curves_step", "Against env steps"), *_starting_points(data)]


def _starting_points(data: ReportData) -> list[object]:
    """Whether the algorithms started from the same initial policy, from each run's stored
    ``theta0_sha256`` (the ES and CMA-ES store it; SB3 initialises its own networks and does not)."""
    use = data.usable
    if use.label.nunique() < 2:
        return []
    with_digest = use[use.theta0_sha256 != ""]
    shared = sorted(set(with_digest.label))
    own = sorted(set(use.label) - set(shared))
    cells = with_digest.groupby(["env", "seed"], sort=True)
    differ = [(env, seed, sorted(set(g.label))) for (env, seed), g in cells if g.theta0_sha256.nunique() > 1]
    out: list[object] = []
    if differ:
        env, seed, labels = differ[0]
        out.append(
            ("note", f"Not the same starting point: {', '.join(labels)} started from different θ0 on {env} "
             f"seed {seed} ({len(differ)} env-seed cells differ; e.g. nevergrad's init_seed or another "
             "network). Compare learning progress, not the first point.")
        )  # fmt: skip
    elif len(shared) > 1:
        out.append(
            f"{', '.join(shared)} started from the same θ0 for each seed (verified: equal stored "
            "theta0_sha256 on every env and seed)."
        )
    if shared and own:
        out.append(
            f"Not the same starting point: {', '.join(own)} start from their own library's initialisation "
            "(and, with rl-zoo settings, possibly another network; init: shared is not applicable to "
            f"them), not from the suite's θ0 that {', '.join(shared)} start from, so their step-0 "
            "evaluations differ. Compare learning progress, not the first point."
        )
    return out


SECTION = SectionSpec("sample-efficiency", "Sample efficiency", build)
