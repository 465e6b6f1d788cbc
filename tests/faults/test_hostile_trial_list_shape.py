"""A ``trials.json`` that parses but is not a trial list is named by ``report`` and not stored by
``push`` (issue 35, case 8)."""

from __future__ import annotations

import json
import textwrap

import pytest
from hostile import TINY, esbench

BAD = [[1, 2], [{"nonsense": 1}], [{"label": "ES", "env": "CartPole-v1", "seed": "0"}]]


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    work = tmp_path_factory.mktemp("trials")
    (work / "suite.yaml").write_text(textwrap.dedent(TINY))
    done = esbench(work, "run", "suite.yaml", "--results", "store", "--no-report")
    assert done.returncode == 0, done.stdout + done.stderr
    return work


@pytest.mark.parametrize("bad", BAD)
def test_report_names_a_malformed_trial_list(store, bad):
    (store / "store" / "trials.json").write_text(json.dumps(bad))
    done = esbench(store, "report", "store", "--no-pdf", "--out", "report")
    assert "Traceback" not in done.stderr, done.stderr
    assert "trials.json: item " in done.stdout + done.stderr, done.stdout + done.stderr


@pytest.mark.mongo
def test_push_does_not_store_a_malformed_trial_list(store, mongo):
    (store / "store" / "trials.json").write_text(json.dumps(BAD[1]))
    done = esbench(store, "push", "store", env={"ESBENCH_MONGO": mongo.url})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "trial list not pushed" in done.stdout and "item 0 is not a trial config" in done.stdout
    (suite,) = mongo.db["esbench_suites"].find()
    assert "trials" not in suite
