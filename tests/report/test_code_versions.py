"""The report warns, on its first page and in its summary, when the runs it compares come from more than
one version of esbench's code (``info.code_digest``, else the run's git commit), naming each version
with its runs; a run records its code digest, which changes with esbench's source and nothing else.

A store of :mod:`runfixture` runs (ES on EnvA-v0 and EnvB-v0, seeds 0-2, known curves), whose only
difference between the cases is the code digest and commit each run stored.
"""

from __future__ import annotations

from html import escape

from runfixture import make_run, write_run

from esbench.report import ReportOptions, build_report
from esbench.report.code_versions import code_version_table, mixed_code_warning
from esbench.report.loader import load_frames
from esbench.report.tables import prepare
from esbench.runners.provenance import code_digest
from esbench.stores.file_store import FileRunStore

OLD, NEW = "5af7410aaaaaaaaaaaaa", "747829cbbbbbbbbbbbbb"
CODE_A, CODE_B = "aaaa1111bbbb2222", "cccc3333dddd4444"


def _store(root, versions):
    """ES runs on two envs, seeds 0-2; ``versions[i]``, the i-th run's (code digest, commit, dirty):
    a digest of "" stores none, a commit of "" no repository."""
    runs = [(env, seed) for env in ("EnvA-v0", "EnvB-v0") for seed in range(3)]
    for run_id, ((env, seed), (digest, commit, dirty)) in enumerate(zip(runs, versions, strict=True), 1):
        docs = make_run("ES", env, seed)
        if digest:
            docs["info"]["code_digest"] = digest
        repo = docs["run"]["experiment"]["repositories"][0]
        repo.update(commit=commit, dirty=dirty)
        if not commit:
            docs["run"]["experiment"]["repositories"] = []
        write_run(root, run_id, **docs)
    return root


def _report(tmp_path, versions, html=True):
    store = _store(tmp_path / "store", versions)
    if html:
        build_report([FileRunStore(store)], tmp_path / "out", ReportOptions(pdf=False))
    page = (tmp_path / "out" / "report.html").read_text() if html else ""
    return page, prepare(load_frames([FileRunStore(store)]), ReportOptions())


def test_two_commits_without_digests_are_named_with_their_runs_on_the_first_page(tmp_path):
    html, data = _report(tmp_path, [("", OLD, False)] * 4 + [("", NEW, False)] * 2)
    warning = mixed_code_warning(data)
    assert "2 versions of esbench's code: commit 5af7410 (4 runs); commit 747829c (2 runs)" in warning
    assert "told apart by git commit only" in warning  # the caveat of runs without a digest
    table = code_version_table(data)
    assert list(table["code version"]) == ["commit 5af7410", "commit 747829c"]
    assert list(table.runs) == [4, 2] and table.envs.iloc[1] == "EnvB-v0"
    shown = escape(warning)
    assert html.count(shown) >= 3  # the first page, the summary's alert and its findings
    assert html.index(shown) < html.index("1. Summary")
    assert (tmp_path / "out" / "tables" / "code_versions.csv").is_file()


def test_one_digest_over_two_commits_is_one_version_and_gives_no_warning(tmp_path):
    html, data = _report(tmp_path, [(CODE_A, OLD, False)] * 3 + [(CODE_A, NEW, False)] * 3)
    assert mixed_code_warning(data) == ""
    assert "versions of esbench's code" not in html
    table = code_version_table(data)
    assert list(table["code version"]) == ["code aaaa1111bbbb"] and list(table.runs) == [6]
    assert table.commits.iloc[0] == "5af7410, 747829c"


def test_two_digests_on_one_commit_are_two_versions_and_a_dirty_tree_is_its_own(tmp_path):
    _, data = _report(tmp_path, [(CODE_A, OLD, True)] * 5 + [(CODE_B, OLD, True)], False)
    warning = mixed_code_warning(data)
    assert "2 versions of esbench's code: code aaaa1111bbbb (5 runs); code cccc3333dddd (1 run)" in warning
    assert "git commit only" not in warning  # every run has its digest
    assert code_version_table(data).commits.iloc[0] == "5af7410 (dirty)"
    _, data = _report(tmp_path / "b", [("", OLD, False)] * 5 + [("", OLD, True)], False)
    assert "commit 5af7410 (5 runs); commit 5af7410 (dirty) (1 run)" in mixed_code_warning(data)


def test_runs_with_nothing_recorded_are_counted_but_are_not_a_version(tmp_path):
    _, data = _report(tmp_path, [("", OLD, False)] * 5 + [("", "", False)], False)
    assert mixed_code_warning(data) == ""  # one known version
    _, data = _report(tmp_path / "b", [("", OLD, False)] * 4 + [("", NEW, False), ("", "", False)], False)
    assert "(1 run); 1 run with no code version recorded" in mixed_code_warning(data)


def test_the_code_digest_follows_the_source_and_nothing_else(tmp_path):
    package = tmp_path / "esbench"
    (package / "es").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "es" / "update.py").write_text("LR = 0.01\n")
    (package / "published.yaml").write_text("a: 1\n")
    first = code_digest(package)
    assert len(first) == 16 and code_digest(package) == first
    (package / "es" / "__pycache__").mkdir()
    (package / "es" / "__pycache__" / "update.cpython-313.pyc").write_bytes(b"\0compiled")
    (package / "notes.md").write_text("a document")
    (package / "report").mkdir()
    (package / "report" / "tables.py").write_text("WIDTH = 80\n")  # reads stored runs, never runs in one
    code_digest.cache_clear()
    assert code_digest(package) == first  # bytecode, documents and reports are not a run's code
    (package / "es" / "update.py").write_text("LR = 0.02\n")
    code_digest.cache_clear()
    changed = code_digest(package)
    assert changed != first
    (package / "es" / "update.py").rename(package / "es" / "rank.py")  # same bytes, another module
    code_digest.cache_clear()
    assert code_digest(package) not in (first, changed)
    code_digest.cache_clear()
    assert len(code_digest()) == 16  # the installed package's own
