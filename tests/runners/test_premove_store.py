"""A store written before ``runners/`` was split by family (issue 34) still reports and resumes.

The fixture (``data/premove/``, how it was made: its README.md) was written by the code of commit
51c18de, when the runners were flat modules (``esbench.runners.openai_es``, ``...nevergrad``,
``...sb3``): completed ES, CMA-ES and A2C runs and an ES run interrupted with its checkpoint.
Stored runs name algos, never runner modules, so today's code reads them and continues the
interrupted trial from its checkpoint to the curve of the uninterrupted one.

The fixture was computed on an Intel Xeon; the resumed generations are computed on whatever CPU runs
the test, so its curve is compared with the stored one as ``tests/crossmachine.py`` says: steps and
counts exactly, floats within a tolerance (bit for bit, an AMD EPYC's AVX-512 kernels gave
``es.grad_norm`` 1.143008828163147 against the stored 1.1430089473724365).
"""

from __future__ import annotations

import json
import re
import shutil
import tarfile
from pathlib import Path

import pytest
from crossmachine import curve_mismatches

from esbench.cli.main import main
from esbench.runners.registry import RUNNERS
from esbench.stores.file_store import FileRunStore
from esbench.testing import is_timing

DATA = Path(__file__).parent / "data" / "premove"
#: The module paths of the runners before the move, as a stored file would spell them.
OLD_MODULES = re.compile(
    r"esbench[./]runners[./](sb3_base|sb3_offpolicy|sb3_ars|sb3_tuning|rl_zoo|openai_es_params|es_metrics"
    r"|es_resume|nevergrad_rounds|openai_es|nevergrad|sb3)\b"
)


@pytest.fixture
def store(tmp_path: Path) -> Path:
    """A fresh copy of the fixture store (the tests write into it)."""
    with tarfile.open(DATA / "store.tar.gz") as archive:
        archive.extractall(tmp_path, filter="data")
    return tmp_path / "store"


def stored_runs(store: Path) -> list[tuple[str, str, str]]:
    """``(label, algo, status)`` of every run of ``store``, in run-id order."""
    return [
        (r.config["label"], r.config["algo"], r.status) for r in FileRunStore(store).iter_runs(metrics=False)
    ]


def test_the_fixture_holds_what_its_readme_says(store):
    assert stored_runs(store) == [
        ("ES", "openai_es", "COMPLETED"),
        ("CMA", "nevergrad", "COMPLETED"),
        ("A2C", "sb3_a2c", "COMPLETED"),
        ("ES-resume", "openai_es", "INTERRUPTED"),
    ]
    assert (store / "checkpoints" / "ES-resume__CartPole-v1__0" / "openai_es_checkpoint.npz").is_file()
    assert (store / "suite.yaml").read_text() == (DATA / "suite.yaml").read_text()


def test_stored_runs_name_algos_never_a_runner_module(store):
    """Run configs, trial lists, checkpoints (JSON headers) and Sacred's run records: no module path."""
    with tarfile.open(DATA / "store.tar.gz") as archive:
        names = [m.name for m in archive.getmembers() if m.isfile()]
    assert names, "empty fixture"
    for name in names:
        if "/_sources/" in name:  # Sacred's copies of esbench's own sources, never imported
            continue
        text = (store.parent / name).read_bytes().decode("latin-1")
        assert not OLD_MODULES.search(text), name
    for label, algo, _ in stored_runs(store):
        assert algo in RUNNERS, label


def test_report_reads_the_store(store, tmp_path, capsys):
    out = tmp_path / "report"
    assert main(["report", str(store), "-o", str(out), "--no-pdf"]) == 0, capsys.readouterr().out
    appendix = (out / "tables" / "appendix.csv").read_text()
    for label in ("ES", "CMA", "A2C", "ES-resume"):
        assert f",{label},CartPole-v1,0," in appendix, label


def test_resume_continues_the_interrupted_run_to_the_uninterrupted_curve(store, tmp_path, capsys):
    suite = tmp_path / "suite.yaml"
    shutil.copy(DATA / "suite.yaml", suite)
    code = main(["run", str(suite), "--results", str(store), "--resume", "--no-report"])
    assert code == 0, capsys.readouterr().out
    runs = list(FileRunStore(store).iter_runs(metrics=False))
    assert [(r.config["label"], r.status) for r in runs] == [
        ("ES", "COMPLETED"),
        ("CMA", "COMPLETED"),
        ("A2C", "COMPLETED"),
        ("ES-resume", "INTERRUPTED"),
        ("ES-resume", "COMPLETED"),  # the new run: completed and skipped trials are not run again
    ]
    resumed = store / str(runs[-1].run_id)
    assert json.loads((resumed / "info.json").read_text())["resumed_from_generation"] == 5
    # ES and ES-resume are the same trial under two labels: the resumed run ends on ES's curve.
    metrics = json.loads((resumed / "metrics.json").read_text())
    reference = json.loads((store / "1" / "metrics.json").read_text())
    # the same metrics but timings (today's ES also logs its handoffs, which timing decides)
    names = {n for n in reference if not is_timing(n)}
    assert {n for n in metrics if not is_timing(n)} == names
    # computed here against computed on the fixture's CPU: steps and counts exact, floats close
    assert curve_mismatches(metrics, reference, names) == []
    assert len(metrics["es.grad_norm"]["values"]) > 5  # generations after the resume point are compared
