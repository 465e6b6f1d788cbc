"""`esbench board`: the command it builds (URL never on the command line) and the npm check."""

from __future__ import annotations

import pytest
from storehelpers import PASSWORD, URL

from esbench.cli import main
from esbench.errors import EsbenchError
from esbench.stores import board
from esbench.stores.mongo import parse_url


def test_board_command_and_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(board.INSTALL_DIR_ENV, str(tmp_path / "ob"))
    prefix = board.install_dir()
    assert prefix == tmp_path / "ob"
    command = board.board_command(prefix)
    assert command == [str(tmp_path / "ob" / "node_modules" / ".bin" / "omniboard")]
    assert PASSWORD not in " ".join(command)
    target = parse_url(URL)
    env = board.board_env(target, 9100, base={})
    assert env == {"MONGO_URI": URL, "PORT": "9100"}
    assert (
        board.board_uri(parse_url("mongodb://h:27017/?authSource=admin"))
        == "mongodb://h:27017/sacred?authSource=admin"
    )
    install = board.install_command("/usr/bin/npm", prefix)
    assert install[:4] == ["/usr/bin/npm", "install", "--prefix", str(prefix)] and install[-1].startswith(
        "omniboard@"
    )


def test_board_dry_run_prints_masked_command(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(board.INSTALL_DIR_ENV, str(tmp_path / "ob"))
    monkeypatch.setattr(board.shutil, "which", lambda name: "/usr/bin/npm")
    assert main(["board", "--mongo", URL, "--port", "9100", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "MONGO_URI='mongodb://alice:****@mongo.example.org:27017/esbench_test' PORT=9100" in out
    assert out.strip().endswith("node_modules/.bin/omniboard") and PASSWORD not in out


def test_board_without_npm_says_what_to_do(monkeypatch, capsys):
    monkeypatch.setattr(board.shutil, "which", lambda name: None)
    with pytest.raises(EsbenchError, match="npm not found"):
        board.find_npm()
    assert main(["board", "--mongo", URL, "--dry-run"]) == 2
    assert "docker compose up" in capsys.readouterr().err


def test_npm_check_finds_the_installed_npm():
    if board.shutil.which("npm") is None:
        pytest.skip("npm is not installed here")
    assert board.find_npm().endswith("npm")
