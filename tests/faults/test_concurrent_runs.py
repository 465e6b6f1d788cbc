"""Two ``esbench run`` of one store: the second exits 2 naming the first; the first is untouched."""

from __future__ import annotations

import json

from faultdriver import Driver, run_json, write_suite


def test_a_second_run_of_the_same_store_exits_2_naming_the_holder(tmp_path):
    suite = write_suite(tmp_path)
    store = tmp_path / "store"
    first = Driver(suite, store, gate=tmp_path / "gate")
    second = None
    try:
        first.wait_at_gate()
        checkpoints = sorted(p.name for p in (store / "checkpoints").rglob("*"))
        trials = (store / "trials.json").read_text()
        second = Driver(suite, store, "--resume")
        assert second.wait() == 2
        err = second.stderr
        assert f"is locked by pid {first.pid} on " in err and " since " in err, err
        assert "Traceback" not in err
        # the second run changed nothing: no run, no checkpoint removed, the same trial list
        assert sorted(p.name for p in (store / "checkpoints").rglob("*")) == checkpoints
        assert (store / "trials.json").read_text() == trials and not (store / "2").exists()
        dry = Driver(suite, store, "--dry-run")  # takes no lock
        assert dry.wait() == 0 and "1 trials" in dry.stdout
        first.open_gate()
        assert first.wait() == 0, first.stdout + first.stderr
    finally:
        first.close()
        if second is not None:
            second.close()
    info = json.loads((store / "1" / "info.json").read_text())
    assert run_json(store, 1)["status"] == "COMPLETED" and "resumed_from_generation" not in info
    assert not (store / ".esbench.lock").exists()
