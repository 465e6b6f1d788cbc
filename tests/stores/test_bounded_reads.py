"""Every store file is read bounded (stores/nofollow.py): a file larger than the reader takes is
refused by name, never read whole, and a store run whose metrics.json is too large is read as a
problem of that run, not a crash or an out-of-memory kill."""

from __future__ import annotations

import json

import pytest

from esbench.stores import nofollow
from esbench.stores.file_store import FileRunStore


def test_read_bytes_refuses_a_file_larger_than_its_limit(tmp_path):
    path = tmp_path / "metrics.json"
    path.write_bytes(b"x" * 11)
    assert nofollow.read_bytes(path, limit=11) == b"x" * 11
    with pytest.raises(nofollow.TooLarge, match=r"metrics.json is larger than 10 bytes \(not read\)"):
        nofollow.read_bytes(path, limit=10)
    with pytest.raises(OSError):  # readers that take any OSError as unreadable take it too
        nofollow.read_text(path, limit=10)


def test_a_run_with_a_metrics_file_too_large_is_a_named_problem(tmp_path, monkeypatch):
    run = tmp_path / "store" / "1"
    run.mkdir(parents=True)
    (run / "config.json").write_text(json.dumps({"label": "ES", "env": "CartPole-v1", "seed": 0}))
    (run / "run.json").write_text(json.dumps({"status": "COMPLETED"}))
    (run / "info.json").write_text("{}")
    (run / "metrics.json").write_text(json.dumps({"timesteps": {"steps": [0], "values": [0]}}) + " " * 200)
    monkeypatch.setattr(nofollow, "MAX_READ_BYTES", 100)  # the default bound, made small for the test
    (stored,) = list(FileRunStore(tmp_path / "store").iter_runs())
    assert stored.metrics is None and stored.config is not None
    assert any("metrics.json is larger than 100 bytes" in p for p in stored.problems)
