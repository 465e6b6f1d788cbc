"""``esbench report`` arguments, the log-x/min-max figure options, and the layering rule."""

from __future__ import annotations

import argparse
import subprocess
import sys

from esbench.cli import report as cli
from esbench.report import ReportOptions, figures, load_frames
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore


def test_cli_run_writes_report(main_store, tmp_path, capsys):
    parser = cli.add_arguments(argparse.ArgumentParser())
    argv = [str(main_store), "-o", str(tmp_path / "r"), "--no-pdf", "--thresholds", "50,100"]
    args = parser.parse_args([*argv, "--label", "ES", "--label", "TRPO", "--log-x", "--band", "minmax"])
    options = cli.options_from_args(args)
    assert options.thresholds == (0.5, 1.0) and options.labels == ("ES", "TRPO") and options.log_x
    assert cli.run(args) == 0
    assert (tmp_path / "r" / "report.html").is_file() and not (tmp_path / "r" / "report.pdf").exists()
    assert "report:" in capsys.readouterr().out
    eff = (tmp_path / "r" / "tables" / "data_efficiency_steps.csv").read_text().splitlines()
    assert eff[0] == "env,label,threshold,target,value,ratio" and len(eff) == 1 + 2 * 2 * 2


def test_cli_rejects_missing_directory(tmp_path):
    args = cli.add_arguments(argparse.ArgumentParser()).parse_args(
        [str(tmp_path / "nope"), "-o", str(tmp_path)]
    )
    assert cli.run(args) == 2


def test_log_x_and_minmax_figure(main_store):
    data = prepare(load_frames([FileRunStore(main_store)]), ReportOptions(log_x=True, band="minmax"))
    fig = figures.curves_figure(data, "step")
    visible = [ax for ax in fig.axes if ax.get_visible()]
    assert len(visible) == 2 and all(ax.get_xscale() == "log" for ax in visible)
    assert [ax.get_title() for ax in visible] == ["EnvA-v0", "EnvB-v0"]
    assert all(ax.get_xlabel() == "Env steps (log)" for ax in visible)  # the log axis is named


def test_colours_are_fixed_per_label(main_store):
    data = prepare(load_frames([FileRunStore(main_store)]), ReportOptions())
    assert [figures.style(data, lb)["color"] for lb in data.labels] == list(
        figures.PALETTE[: len(data.labels)]
    )


def test_report_does_not_import_runners_backends_or_sacred():
    code = (
        "import sys, esbench.report.build, esbench.cli.report\n"
        "banned = ('sacred', 'esbench.runners', 'esbench.backends', 'ray')\n"
        "bad = [m for m in sys.modules if m.startswith(banned)]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_suite_name_needs_mongo(tmp_path, capsys):
    from esbench.cli.main import main

    store = tmp_path / "store"
    store.mkdir()
    assert main(["report", str(store), "--suite", "x.yaml", "-o", str(tmp_path / "out")]) == 2
    assert "--suite-file FILE" in capsys.readouterr().err
