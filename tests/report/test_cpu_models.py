"""The report warns, on its first page and in its summary, when the runs it compares come from more than
one CPU model (``info.cpu_model``, else Sacred's ``host.cpu``), naming each model and its runs.

A store of :mod:`runfixture` runs (ES on EnvA-v0 and EnvB-v0, seeds 0-2, known curves), whose only
difference between the two cases is the CPU model each run stored.
"""

from __future__ import annotations

from html import escape

from runfixture import make_run, write_run

from esbench.report import ReportOptions, build_report
from esbench.report.cpu_models import cpu_model_table, mixed_cpu_warning
from esbench.report.loader import load_frames
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

INTEL = "Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz"
AMD = "AMD EPYC 9R14 96-Core Processor"


def _store(root, models):
    """ES runs on two envs, seeds 0-2; ``models[i]`` the i-th run's info.cpu_model (None: none stored,
    so Sacred's host.cpu, "Test CPU @ 3GHz", is the run's model)."""
    runs = [(env, seed) for env in ("EnvA-v0", "EnvB-v0") for seed in range(3)]
    for run_id, ((env, seed), model) in enumerate(zip(runs, models, strict=True), start=1):
        docs = make_run("ES", env, seed)
        if model is not None:
            docs["info"]["cpu_model"] = model
        write_run(root, run_id, **docs)
    return root


def _report(tmp_path, models):
    store = _store(tmp_path / "store", models)
    build_report([FileRunStore(store)], tmp_path / "out", ReportOptions(pdf=False))
    return (tmp_path / "out" / "report.html").read_text(), prepare(load_frames([FileRunStore(store)]),
                                                                  ReportOptions())  # fmt: skip


def test_two_cpu_models_are_named_with_their_runs_on_the_first_page(tmp_path):
    html, data = _report(tmp_path, [INTEL, INTEL, INTEL, INTEL, AMD, AMD])
    warning = mixed_cpu_warning(data)
    assert f"2 CPU models: {INTEL} (4 runs); {AMD} (2 runs)" in warning
    assert "last-bit floating-point differences" in warning
    assert "identical runs on one machine only" in warning
    table = cpu_model_table(data)
    assert list(table["cpu model"]) == [INTEL, AMD] and list(table.runs) == [4, 2]
    assert table.envs.iloc[1] == "EnvB-v0"  # the AMD runs: EnvB-v0 seeds 1 and 2
    shown = escape(warning)
    assert html.count(shown) >= 3  # the first page, the summary's alert and its findings
    assert html.index(shown) < html.index("1. Summary")  # on the first page, before any section
    assert (tmp_path / "out" / "tables" / "cpu_models.csv").is_file()


def test_one_cpu_model_gives_no_warning(tmp_path):
    html, data = _report(tmp_path, [INTEL] * 6)
    assert mixed_cpu_warning(data) == ""
    assert "CPU models:" not in html and "last-bit" not in html
    assert list(cpu_model_table(data).runs) == [6]


def test_a_run_without_info_cpu_model_counts_under_sacreds_host_cpu(tmp_path):
    _, data = _report(tmp_path, [INTEL, INTEL, INTEL, INTEL, INTEL, None])
    assert f"2 CPU models: {INTEL} (5 runs); Test CPU @ 3GHz (1 run)" in mixed_cpu_warning(data)
