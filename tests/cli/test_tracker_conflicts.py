"""Two destinations for one tracker are refused (issue 66, item 13): ``--tensorboard A --track
tensorboard=B`` wrote to B alone, silently. A tracker's dedicated flag and its ``--track`` spec, or
two ``--track`` specs of one name, that differ are one line naming both and exit 2, before anything
is opened or written; the same spec given twice is one destination. A flag still wins over its
environment variable (documented: the variable is the default)."""

from __future__ import annotations

import pytest

from esbench.cli.main import main


@pytest.fixture(autouse=True)
def _elsewhere(tmp_path, monkeypatch):
    """Each test in its own directory (W&B's offline runs would go under the current one)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ESBENCH_WANDB_DIR", raising=False)


@pytest.mark.parametrize(
    ("name", "a", "b"),
    [
        ("tensorboard", "{tmp}/A", "{tmp}/B"),
        ("mlflow", "{tmp}/A", "{tmp}/B"),
        ("wandb", "team/project-a", "team/project-b"),
        ("mongo", "mongodb://localhost:1/a", "mongodb://localhost:1/b"),
    ],
)
def test_a_flag_and_a_track_spec_naming_two_destinations_are_refused(tmp_path, capsys, name, a, b):
    results = tmp_path / "r"
    results.mkdir()
    a, b = a.format(tmp=tmp_path), b.format(tmp=tmp_path)
    assert main(["push", str(results), f"--{name}", a, "--track", f"{name}={b}"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert f"--{name} {a}" in err and f"--track {name}={b}" in err
    assert not (tmp_path / "A").exists() and not (tmp_path / "B").exists()  # nothing opened


def test_two_track_specs_of_one_tracker_are_refused(tmp_path, capsys):
    results = tmp_path / "r"
    results.mkdir()
    a, b = tmp_path / "A", tmp_path / "B"
    assert main(["push", str(results), "--track", f"tensorboard={a}", "--track", f"tensorboard={b}"]) == 2
    err = capsys.readouterr().err
    assert f"--track tensorboard={a}" in err and f"--track tensorboard={b}" in err
    assert not a.exists() and not b.exists()


def test_one_destination_given_twice_is_one_destination(tmp_path, capsys, monkeypatch):
    results = tmp_path / "r"
    results.mkdir()
    monkeypatch.setenv("ESBENCH_TENSORBOARD", str(tmp_path / "from-env"))  # the flag wins, as documented
    a = str(tmp_path / "A")
    assert main(["push", str(results), "--tensorboard", a, "--track", f"tensorboard={a}"]) == 0
    assert (tmp_path / "A").is_dir() and not (tmp_path / "from-env").exists()


def test_wandb_dir_goes_with_a_track_spec_of_wandb(tmp_path, capsys, monkeypatch):
    from esbench.cli.arguments import tracker_specs
    from esbench.cli.main import _parser

    monkeypatch.delenv("ESBENCH_WANDB", raising=False)
    args = _parser().parse_args(["push", "r", "--track", "wandb=team/proj", "--wandb-dir", str(tmp_path)])
    assert tracker_specs(args)["wandb"] == f"team/proj?dir={str(tmp_path).replace('/', '%2F')}"
