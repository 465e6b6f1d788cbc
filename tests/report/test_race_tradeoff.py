"""The paper's trade-off and the second core's speed-up, from two races in two suites (a 2-core and
a 1-core one, whose configs differ in their cores, so the report keeps their labels apart as
``LABEL (SUITE)``). Curves are linear in training time with 11 evaluations, so every number is known
(a level is reached at the first evaluation at or above it). On Env-v0, return = 1000 * t / T:

| run | T (s) | steps per eval | set-up (s) | 25% (250) reached at |
|---|---|---|---|---|
| ES, 2 cores | 20 | 10,000 | 9 | 6 s, 30,000 steps |
| TRPO, 2 cores | 100 | 1,000 | 1 | 30 s, 3,000 steps |
| ES, 1 core | 40 | 10,000 | 5 | 12 s |
| TRPO, 1 core | 150 | 1,000 | 1 | 45 s |

So at 2 cores the ES's time gain is 30 / 6 = 5.0 on training time and (30 + 1) / (6 + 9) with set-up,
its price 30,000 / 3,000 = 10x the env steps; the second core speeds the ES up 12 / 6 = 2.0 (with
set-up (12 + 5) / (6 + 9)) and TRPO 45 / 30 = 1.5."""

from __future__ import annotations

import numpy as np
import pytest
from runfixture import metric, run_doc, write_run

from esbench.report import ReportOptions
from esbench.report import race as rc
from esbench.report.loader import load_frames
from esbench.report.race_tradeoff import es_labels, speedup_table, tradeoff_table
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

#: (label, algo, cores) -> (T seconds, steps per eval, set-up seconds)
RUNS = {
    ("ES", "openai_es", 2): (20.0, 10_000, 9.0),
    ("TRPO", "sb3_trpo", 2): (100.0, 1_000, 1.0),
    ("ES", "openai_es", 1): (40.0, 10_000, 5.0),
    ("TRPO", "sb3_trpo", 1): (150.0, 1_000, 1.0),
}


@pytest.fixture
def race(tmp_path):
    stores = []
    for cores in (2, 1):
        root = tmp_path / f"race-{cores}core"
        run_id = 0
        for (label, algo, c), (seconds, per_eval, setup) in RUNS.items():
            if c != cores:
                continue
            for seed in (0, 1):
                run_id += 1
                steps = np.arange(0, 11) * per_eval
                wall = np.linspace(0.0, seconds, 11)
                config = {"suite": root.name, "label": label, "algo": algo, "env": "Env-v0", "seed": seed,
                          "budget": {"timesteps": 10 * per_eval, "wall_clock_s": 1200},
                          "resources": {"cores": cores},
                          "params": {}}  # fmt: skip
                metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, wall),
                           "eval.return_mean": metric(steps, 1000.0 * wall / seconds)}  # fmt: skip
                info = {"cores": cores, "setup_s": setup, "cpu_share": 1.0}
                write_run(root, run_id, config=config, run=run_doc(result=1000.0), metrics=metrics, info=info)
        stores.append(FileRunStore(root))
    data = prepare(load_frames(stores), ReportOptions(reference="TRPO"))
    return rc.equal_cores_table(data), data


def _one(frame, **where):
    rows = frame
    for key, value in where.items():
        rows = rows[rows[key] == value]
    assert len(rows) == 1, rows
    return rows.iloc[0]


def test_the_race_keeps_each_core_count_with_its_own_reference(race):
    table, _ = race
    assert {"ES (race-1core)", "ES (race-2core)"} <= set(table.label)  # kept apart: configs differ
    es2 = _one(table, cores=2, base_label="ES", threshold="25%")
    assert es2.seconds == pytest.approx(6.0) and es2.steps == pytest.approx(30_000) and es2.setup_s == 9.0
    trpo1 = _one(table, cores=1, base_label="TRPO", threshold="25%")
    assert trpo1.seconds == pytest.approx(45.0) and trpo1.ratio == pytest.approx(1.0)
    es1 = _one(table, cores=1, base_label="ES", threshold="25%")
    assert es1.ratio == pytest.approx(12.0 / 45.0)  # against the 1-core TRPO, not the report's reference


def test_the_trade_off_gives_the_time_gain_both_ways_and_the_price_in_steps(race):
    table, data = race
    trade = tradeoff_table(table, es_labels(data))
    row = _one(trade, cores=2, threshold="25%")
    assert row.es == "ES (race-2core)" and row.other == "TRPO (race-2core)"
    assert row.time_gain_training == pytest.approx(5.0)
    assert row.time_gain_with_setup == pytest.approx(31.0 / 15.0)
    assert row.steps_price == pytest.approx(10.0)
    assert _one(trade, cores=1, threshold="25%").time_gain_training == pytest.approx(45.0 / 12.0)


def test_the_second_core_speed_up_per_algorithm(race):
    table, _ = race
    speed = speedup_table(table)
    es = _one(speed, label="ES", threshold="25%")
    assert (es.base_cores, es.cores) == (1, 2)
    assert es.speedup_training == pytest.approx(2.0) and es.speedup_with_setup == pytest.approx(17.0 / 15.0)
    assert _one(speed, label="TRPO", threshold="25%").speedup_training == pytest.approx(1.5)


def test_the_race_figure_draws_training_time_time_with_set_up_and_steps(race):
    from esbench.report.race_figure import race_figure

    _, data = race
    fig = race_figure(data)
    axes = fig.axes[:6]  # two rows (1 and 2 cores a run) of three panels; the legend has no axes
    assert [ax.get_title() for ax in axes[::3]] == ["Env-v0, 1 core a run", "Env-v0, 2 cores a run"]
    two_cores = axes[3:6]
    es_line = {ax.get_xlabel(): ax.lines[0] for ax in two_cores}  # sorted labels: the ES first
    assert es_line["Training wall-clock (s), set-up left out"].get_xdata()[0] == pytest.approx(0.0)
    assert es_line["Wall-clock with set-up (s)"].get_xdata()[0] == pytest.approx(9.0)  # its set-up
    assert es_line["Env steps (log scale above 10,000)"].get_xdata()[-1] == pytest.approx(100_000)


def test_the_evidence_documents_give_the_race_from_the_same_tables(race):
    """docs/results.md's race view and the README's race block (esbench/resultsdoc/race.py) read the
    numbers above through the report's tables; without a committed race store the block says the
    race has not run and claims nothing."""
    from esbench.resultsdoc.manifest import Manifest, StoreEntry
    from esbench.resultsdoc.race import BEGIN, END, race_block, race_levels, race_speedup, race_tradeoff

    _, data = race
    levels = race_levels(data)
    es2 = levels[(levels.cores == "2") & (levels.algorithm == "ES (race-2core)")].iloc[0]
    assert es2["25%"] == "6.00 s (+9.00 s set-up), 30,000 steps [2/2 seeds]"
    trade = race_tradeoff(data)
    row = trade[(trade.cores == "2") & (trade.level == "25%")].iloc[0]
    assert (row["time gain, training (x)"], row["price in env steps (x)"]) == ("5.00", "10.00")
    speed = race_speedup(data)
    es_speed = speed[(speed.algorithm == "ES") & (speed.level == "25%")].iloc[0]
    assert es_speed["speed-up, training (x)"] == "2.00"
    import dataclasses

    two_only = dataclasses.replace(data, usable=data.usable[data.usable.cores == 2])
    assert (
        race_speedup(two_only)
        == "Every run here had the same cores: no speed-up from a second core count yet.\n"
    )
    entry = StoreEntry(path="race-2core", title="The race", command="c", about="a", views=("race",))
    manifest = Manifest(stores=(entry,), transcripts=())
    block = race_block(manifest, {"race-2core": data})
    assert block.startswith(BEGIN) and block.endswith(END)
    assert "| 2 | 25% | ES (race-2core) | TRPO (race-2core) | 5.00 | 2.07 | 10.00 |" in block
    assert "| 1 |" not in block  # the README gives the race at the most cores it ran on
    # how many seeds each number rests on, per core count (two of each here, none busy)
    assert "At 2 cores: ES (race-2core) 2 seeds, TRPO (race-2core) 2 seeds; no busy run left out." in block
    assert "At 1 core: ES (race-1core) 2 seeds" in block
    assert "docs/figures/race-2core-race.png" not in block  # no figure drawn: none linked
    drawn = race_block(manifest, {"race-2core": data}, lambda store: store == "race-2core")
    assert "](docs/figures/race-2core-race.png)" in drawn
    empty = race_block(manifest, {"race-2core": None})
    assert "has not run yet" in empty and "|" not in empty


def test_the_evidence_documents_draw_the_race_figure(race, tmp_path):
    """scripts/results.sh draws a race store's figure (the report's own) where the README links it;
    a store without a race draws none."""
    from esbench.resultsdoc.figures import race_figure_path, write_race_figure

    _, data = race
    path = write_race_figure(data, race_figure_path(tmp_path, "race-2core"))
    assert path == tmp_path / "docs" / "figures" / "race-2core-race.png"
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 10_000
    lone = data.usable[data.usable.label.str.startswith("ES")]
    import dataclasses

    alone = dataclasses.replace(data, usable=lone)  # one algorithm: no race, no figure
    assert write_race_figure(alone, tmp_path / "none.png") is None and not (tmp_path / "none.png").exists()


def test_a_report_with_a_race_has_its_section_second_and_its_figure(race, tmp_path):
    from esbench.report import build_report

    out = build_report([tmp_path / "race-2core", tmp_path / "race-1core"], tmp_path / "out",
                       ReportOptions(reference="TRPO", pdf=False))  # fmt: skip
    html = out["html"].read_text()
    assert "2. The race at equal cores" in html and "3. Sample efficiency" in html
    assert "The paper&#x27;s trade-off" in html or "The paper's trade-off" in html
    assert "0 runs left out because the host was busy" in html
    assert (tmp_path / "out" / "figures" / "race.png").is_file()
    assert (tmp_path / "out" / "tables" / "race_tradeoff.csv").is_file()


def test_only_runs_on_a_wall_clock_budget_make_a_race():
    """Runs on a step budget at equal cores are compared at equal steps by the other sections; the
    race (its section and figure) is a suite made as one, with budget.wall_clock_s."""
    from esbench.report.race_figure import wall_clock_budget

    assert wall_clock_budget('{"budget": {"timesteps": 100, "wall_clock_s": 1200}}')
    assert not wall_clock_budget('{"budget": {"timesteps": 100, "wall_clock_s": null}}')
    assert not wall_clock_budget('{"budget": {"timesteps": 100}}') and not wall_clock_budget("not json")


def test_no_usable_run_makes_no_race(tmp_path):
    """A store with no completed run (every run failed, or none yet) has no race: the race's filter
    keeps an empty frame a frame (CI at 0bd3296: every such report crashed in race_groups)."""
    from esbench.report.race_figure import race_figure, race_groups

    (tmp_path / "empty").mkdir()
    data = prepare(load_frames([FileRunStore(tmp_path / "empty")]), ReportOptions())
    assert race_groups(data) == [] and race_figure(data) is None
