"""`esbench push` never follows a link out of the store (issue 25, case 3)."""

from __future__ import annotations

import textwrap

import pytest
from hostile import TINY, esbench

from esbench.stores.runs import EXIT_SKIPPED_RUNS


@pytest.mark.mongo
def test_push_skips_a_run_whose_cout_is_a_link_out_of_the_store(tmp_path, mongo):
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(TINY))
    done = esbench(tmp_path, "run", str(suite), "--results", "results/base", "--no-report")
    assert done.returncode == 0, done.stderr
    store = tmp_path / "results" / "base"
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE-KEY-MATERIAL\n")
    (store / "1" / "cout.txt").unlink()
    (store / "1" / "cout.txt").symlink_to(secret)
    done = esbench(tmp_path, "push", str(store), env={"ESBENCH_MONGO": mongo.url})
    assert done.returncode == EXIT_SKIPPED_RUNS, done.stderr  # a run was skipped: exit 3
    assert "skipped run 1: cout.txt is a symbolic link (not followed)" in done.stdout
    assert "0 inserted" in done.stdout and "1 skipped" in done.stdout
    docs = [str(d) for name in mongo.db.list_collection_names() for d in mongo.db[name].find()]
    assert not any("PRIVATE-KEY-MATERIAL" in d for d in docs)
    assert mongo.db["runs"].count_documents({}) == 0
    assert secret.read_text() == "PRIVATE-KEY-MATERIAL\n"
