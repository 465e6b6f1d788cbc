"""``scripts/results.sh --add`` (esbench/resultsdoc/add.py): a store from another machine joins the
committed one without replacing any committed run.

Every store numbers its runs from 1, so a new machine's Hopper run 1 and the committed
InvertedPendulum run 1 share an id: a plain copy (what the script did before) replaced the committed
run with the new one, losing evidence without a word.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from test_resultsdoc import MANIFEST, checkout, write_run

from esbench.resultsdoc.__main__ import main as resultsdoc_main
from esbench.resultsdoc.add import AddRefused, add_store


def store(path: Path, trials: str = "[]") -> Path:
    path.mkdir(parents=True)
    (path / "trials.json").write_text(trials)
    return path


def seeds_by_id(path: Path) -> dict[str, int]:
    return {
        p.name: json.loads((p / "config.json").read_text())["seed"]
        for p in path.iterdir()
        if p.name.isdigit()
    }


def test_runs_from_another_store_are_renumbered_never_replacing_a_committed_run(tmp_path):
    committed = store(tmp_path / "results" / "study")
    write_run(committed, 1, 0, [0, 3500])
    write_run(committed, 2, 1, [0, 3500])
    before = {p.name: (p / "metrics.json").read_bytes() for p in committed.iterdir() if p.name.isdigit()}
    new = store(tmp_path / "elsewhere")
    write_run(new, 1, 2, [0, 1000, 3600])  # another machine's run 1: seed 2
    write_run(new, 2, 0, [0, 100])  # still running: left out
    run = json.loads((new / "2" / "run.json").read_text())
    (new / "2" / "run.json").write_text(json.dumps({**run, "status": "RUNNING"}))
    (new / "1" / "cout.txt").write_text("captured output")

    report = add_store(new, committed)

    assert report.copied == {"1": "3"} and report.unfinished == ["2"]
    assert seeds_by_id(committed) == {"1": 0, "2": 1, "3": 2}
    for run_id, metrics in before.items():  # the committed runs, byte for byte
        assert (committed / run_id / "metrics.json").read_bytes() == metrics
    assert not (committed / "3" / "cout.txt").exists()
    assert not [p for p in committed.iterdir() if p.name.startswith(".adding")]
    # adding the same store again adds nothing: the run is recognised by its uid, not its id
    again = add_store(new, committed)
    assert again.copied == {} and again.already_there == ["1"]
    assert seeds_by_id(committed) == {"1": 0, "2": 1, "3": 2}


def test_a_suite_file_differing_only_in_comments_is_the_same_suite(tmp_path):
    committed = store(tmp_path / "results" / "study")
    (committed / "suite.yaml").write_text("# ran first\nname: study\nseeds: [0, 1]\n")
    write_run(committed, 1, 0, [0, 3500])
    new = store(tmp_path / "elsewhere")
    (new / "suite.yaml").write_text("# its comment edited since\nname: study\nseeds: [0, 1]\n")
    write_run(new, 1, 1, [0, 3500])
    assert add_store(new, committed).copied == {"1": "2"}
    (new / "suite.yaml").write_text("name: study\nseeds: [0, 1, 2]\n")
    with pytest.raises(AddRefused, match=r"suite\.yaml differs"):
        add_store(new, committed)


def test_a_renumbered_id_skips_ids_that_later_runs_keep(tmp_path):
    committed = store(tmp_path / "results" / "study")
    write_run(committed, 1, 0, [0, 3500])
    new = store(tmp_path / "elsewhere")
    write_run(new, 1, 1, [0, 3500])  # id taken: renumbered
    write_run(new, 2, 2, [0, 3500])  # id free: kept
    report = add_store(new, committed)
    assert report.copied == {"1": "3", "2": "2"}
    assert seeds_by_id(committed) == {"1": 0, "2": 2, "3": 1}


def test_a_store_of_another_suite_or_run_set_is_refused_and_nothing_is_copied(tmp_path, capsys):
    committed = store(tmp_path / "results" / "study", trials='[{"env": "Hopper-v5"}]')
    write_run(committed, 1, 0, [0, 3500])
    other_suite = store(tmp_path / "other", trials='[{"env": "Walker2d-v5"}]')
    write_run(other_suite, 1, 1, [0, 3500])
    with pytest.raises(AddRefused, match=r"trials\.json differs"):
        add_store(other_suite, committed)
    assert seeds_by_id(committed) == {"1": 0}

    fresh_set = store(tmp_path / "fresh", trials='[{"env": "Hopper-v5"}]')
    write_run(fresh_set, 1, 1, [0, 3500])
    run = json.loads((fresh_set / "1" / "run.json").read_text())
    (fresh_set / "1" / "run.json").write_text(json.dumps({**run, "meta": {"run_set": 2}}))
    with pytest.raises(AddRefused, match="run set 2"):
        add_store(fresh_set, committed)
    assert seeds_by_id(committed) == {"1": 0}

    # through the command: exit 2 and a message, no traceback
    (tmp_path / "results" / "manifest.yaml").write_text("stores: []\n")
    assert resultsdoc_main(["--add", str(other_suite), "study", str(tmp_path)]) == 2
    assert "trials.json differs" in capsys.readouterr().err
    assert resultsdoc_main(["--add", str(other_suite), "../escape", str(tmp_path)]) == 2
    assert "plain folder name" in capsys.readouterr().err
    assert not (tmp_path / "escape").exists()
    (tmp_path / "empty").mkdir()
    assert resultsdoc_main(["--add", str(tmp_path / "empty"), "study", str(tmp_path)]) == 2
    assert "not an esbench store" in capsys.readouterr().err


def test_a_benchmarks_store_without_a_trial_list_is_added_as_it_is(tmp_path):
    """bench_es_emulated_scaling.py stores real runs without `esbench run`: no trials.json."""
    bench = tmp_path / "bench"
    write_run(bench, 1, 0, [0, 10])
    write_run(bench, 2, 1, [0, 10])
    report = add_store(bench, tmp_path / "results" / "scaling")
    assert report.copied == {"1": "1", "2": "2"}
    assert not (tmp_path / "results" / "scaling" / "trials.json").exists()


def test_adding_to_a_store_git_ignores_says_how_to_commit_it(tmp_path, capsys):
    """.gitignore keeps users' own results/<suite>/ out of git: a new evidence store added there without
    its `!/results/NAME/` line is never committed, and a fresh clone lacks the runs behind its numbers
    (results/table1-paper-5af7410, caught only by CI's fresh clone). --add says so."""
    (tmp_path / "results").mkdir()
    root = checkout(tmp_path, tmp_path / "results" / "study")
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    (root / ".gitignore").write_text("/results/*\n!/results/manifest.yaml\n!/results/kept/\n")
    (root / "results" / "manifest.yaml").write_text(MANIFEST.replace("study", "kept"))
    new = store(tmp_path / "elsewhere")
    write_run(new, 1, 0, [0, 3500])
    assert resultsdoc_main(["--add", str(new), "fresh", str(root)]) == 0
    said = capsys.readouterr().err
    assert "results/fresh/ is ignored by git" in said and "add the line !/results/fresh/ there" in said
    assert resultsdoc_main(["--add", str(new), "kept", str(root)]) == 0
    assert "ignored by git" not in capsys.readouterr().err


@pytest.mark.parametrize("where", ["run file", "store file", "source", "run dir", "fifo", "src itself"])
def test_a_link_or_fifo_in_the_source_is_refused_naming_it_and_nothing_is_copied(tmp_path, capsys, where):
    """A link in SRC to a secret would become a regular file under results/ (a plain copy follows it);
    a FIFO would hang the copy. --add refuses the whole store, naming the path; nothing is copied."""
    import os

    secret = tmp_path / "secret.txt"
    secret.write_text("password=hunter2")
    src = store(tmp_path / "src")
    write_run(src, 1, 0, [0, 3500])
    write_run(src, 2, 1, [0, 3500])
    (src / "_sources").mkdir()
    odd = {"run file": src / "2" / "notices.txt", "store file": src / "suite.yaml",
           "source": src / "_sources" / "x.py", "run dir": src / "3", "fifo": src / "2" / "info.json",
           "src itself": tmp_path / "linked"}[where]  # fmt: skip
    if where == "fifo":
        odd.unlink(missing_ok=True)
        os.mkfifo(odd)
    elif where == "run dir":
        odd.symlink_to(src / "1")
    elif where == "src itself":
        odd.symlink_to(src)
    else:
        odd.unlink(missing_ok=True)
        odd.symlink_to(secret)
    given = odd if where == "src itself" else src
    dest = tmp_path / "results" / "study"
    with pytest.raises(AddRefused, match="not regular files") as info:
        add_store(given, dest)
    assert str(odd) in str(info.value)
    assert not dest.exists() or not any(dest.iterdir())
    (tmp_path / "results").mkdir(exist_ok=True)
    (tmp_path / "results" / "manifest.yaml").write_text("stores: []\n")
    assert resultsdoc_main(["--add", str(given), "study", str(tmp_path)]) == 2
    assert str(odd) in capsys.readouterr().err
    assert not any("hunter2" in p.read_text() for p in tmp_path.joinpath("results").rglob("*") if p.is_file())


@pytest.mark.parametrize("name", ["a\nb", " ", "two words", ".hidden", "a/b", "", "a" * 101])
def test_an_odd_name_is_refused(tmp_path, capsys, name):
    src = store(tmp_path / "src")
    write_run(src, 1, 0, [0, 3500])
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "manifest.yaml").write_text("stores: []\n")
    assert resultsdoc_main(["--add", str(src), name, str(tmp_path)]) == 2
    assert "plain folder name" in capsys.readouterr().err
    assert [p.name for p in (tmp_path / "results").iterdir()] == ["manifest.yaml"]
