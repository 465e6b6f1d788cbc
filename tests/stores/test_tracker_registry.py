"""Outside trackers through the ``esbench.trackers`` entry point, under the runners' consent rules:
an installed distribution's entry point is used by name (``--track NAME=SPEC``) and writes every run;
a ``module:Class`` is imported only when allowed; a built-in name cannot be taken; an unknown name is
one line naming the registered ones. The distribution is real metadata (a ``.dist-info`` directory on
``sys.path``), the tracker docs/tracking.md's example."""

from __future__ import annotations

import json
import sys
import textwrap

import pytest
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.core import trust
from esbench.core.errors import EsbenchError
from esbench.stores import tracker_registry

TRACKER = """
import json
from pathlib import Path
from esbench.stores.tracker import RunTracker

class JsonlTracker(RunTracker):
    name, title = "jsonl", "JSONL"
    def __init__(self, path): self.path, self.origin = Path(path), "--track"
    @classmethod
    def open(cls, spec, origin): return cls(spec)
    @property
    def masked(self): return str(self.path)
    def check(self, suite=None): self.path.touch(); return 0.0
    def start_run(self, run): return run.uid
    def log_metrics(self, handle, points):
        with self.path.open("a") as f:
            f.writelines(json.dumps([handle, *p]) + "\\n" for p in points)
    def finish(self, handle, status, end_ms):
        with self.path.open("a") as f:
            f.write(json.dumps([handle, "status", status]) + "\\n")
    def push_run(self, raw, store_name): return "inserted"
"""


@pytest.fixture
def distribution(tmp_path, monkeypatch):
    """A distribution ``my-trackers`` declaring ``jsonl`` (and, if asked, a colliding ``mlflow``)."""

    def install(entries: dict[str, str]) -> None:
        site = tmp_path / "site"
        (site / "my_trackers").mkdir(parents=True)
        (site / "my_trackers" / "__init__.py").write_text(textwrap.dedent(TRACKER))
        info = site / "my_trackers-1.0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: my-trackers\nVersion: 1.0\n")
        lines = "".join(f"{k} = {v}\n" for k, v in entries.items())
        (info / "entry_points.txt").write_text(f"[esbench.trackers]\n{lines}")
        monkeypatch.syspath_prepend(str(site))
        tracker_registry.clear_cache()
        trust.declared_modules.cache_clear()

    yield install
    sys.modules.pop("my_trackers", None)
    tracker_registry.clear_cache()
    trust.declared_modules.cache_clear()


def test_an_entry_point_tracker_writes_every_run(tmp_path, distribution, dummy_runner, monkeypatch):
    distribution({"jsonl": "my_trackers:JsonlTracker"})
    monkeypatch.delenv(trust.ALLOW_VAR, raising=False)
    assert "jsonl" in tracker_registry.tracker_names()
    suite = write_suite(tmp_path, name="outside", labels=("A",))
    out = tmp_path / "runs.jsonl"
    assert (
        main(["run", str(suite), "--results", str(tmp_path / "r"), "--track", f"jsonl={out}", "--no-report"])
        == 0
    )
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert ["status", "COMPLETED"] == rows[-1][1:]
    assert any(r[1] == "eval.return_mean" for r in rows)


def test_a_built_in_name_cannot_be_taken(distribution):
    distribution({"mlflow": "my_trackers:JsonlTracker"})
    with pytest.raises(EsbenchError, match="collides with the built-in tracker 'mlflow'"):
        tracker_registry.tracker_class("mlflow")


def test_a_module_tracker_needs_consent(tmp_path, monkeypatch):
    (tmp_path / "loose_tracker.py").write_text(textwrap.dedent(TRACKER))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv(trust.ALLOW_VAR, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    with pytest.raises(EsbenchError, match="--allow-import loose_tracker"):
        tracker_registry.tracker_class("loose_tracker:JsonlTracker")
    assert "loose_tracker" not in sys.modules  # refused before any import
    monkeypatch.setenv(trust.ALLOW_VAR, "loose_tracker")
    assert tracker_registry.tracker_class("loose_tracker:JsonlTracker").name == "jsonl"
    sys.modules.pop("loose_tracker", None)


def test_unknown_and_malformed_names_are_one_line():
    with pytest.raises(
        EsbenchError, match="unknown tracker 'neptune'; registered: mongo, mlflow, tensorboard, wandb"
    ):
        tracker_registry.tracker_class("neptune")
    with pytest.raises(EsbenchError, match="expected NAME=SPEC"):
        tracker_registry.parse_track(["tensorboard"])
