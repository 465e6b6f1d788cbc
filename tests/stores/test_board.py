"""`esbench board`: the command it builds (URL never on the command line), the npm check, and the
watch that restarts Omniboard when its database comes back (with a stand-in for Omniboard; the
real one is tested in test_omniboard.py)."""

from __future__ import annotations

import contextlib
import io
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from storehelpers import PASSWORD, URL

from esbench.cli.main import main
from esbench.core.errors import EsbenchError
from esbench.stores import board
from esbench.stores.mongo import MongoStore, parse_url


def test_board_command_and_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(board.INSTALL_DIR_ENV, str(tmp_path / "ob"))
    prefix = board.install_dir()
    assert prefix == tmp_path / "ob"
    command = board.board_command(prefix)
    assert command == [str(tmp_path / "ob" / "node_modules" / ".bin" / "omniboard")]
    assert PASSWORD not in " ".join(command)
    target = parse_url(URL)
    env = board.board_env(target, 9100, base={}, guard=Path("/g/guard.js"))
    assert env == {
        "MONGO_URI": URL,
        "PORT": "9100",
        "ESBENCH_BOARD_HOST": "127.0.0.1",
        "NODE_OPTIONS": '--require "/g/guard.js"',
    }
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


def fake_omniboard(tmp_path, body: str) -> list[str]:
    """A stand-in for Omniboard: a Python script that reads PORT and MONGO_URI like Omniboard."""
    script = tmp_path / "fake_omniboard.py"
    script.write_text(
        "import os, sys, time\n"
        "port, uri = os.environ['PORT'], os.environ['MONGO_URI']\n" + textwrap.dedent(body)
    )
    return [sys.executable, "-u", str(script)]


def wait_for(condition, timeout: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def test_board_reports_the_port_omniboard_took_and_masks_its_output(tmp_path):
    command = fake_omniboard(
        tmp_path,
        """
        print(f"Omniboard is listening on port {int(port) + 1}!")
        print(f"connecting to {uri}")
        time.sleep(60)
        """,
    )
    out, stop = io.StringIO(), threading.Event()
    target = parse_url(URL)
    env = board.board_env(target, 9100, guard=tmp_path / "guard.js")
    b = board.Board(command, env, lambda: None, out, port=9100, poll_s=0.05, mask=target.mask)
    thread = threading.Thread(target=b.run, args=(stop,))
    thread.start()
    try:
        wait_for(lambda: "instead" in out.getvalue(), what="the port message")
    finally:
        stop.set()
        thread.join(30)
    text = out.getvalue()
    assert "port 9100 is taken; Omniboard listens on http://localhost:9101 instead" in text
    assert "connecting to mongodb://alice:****@mongo.example.org" in text and PASSWORD not in text
    assert b.process is None and b.starts == 1


def test_board_returns_omniboard_s_exit_code_while_the_database_is_up(tmp_path):
    command = fake_omniboard(tmp_path, "sys.exit(3)\n")
    out = io.StringIO()
    b = board.Board(
        command, {**os.environ, "PORT": "1", "MONGO_URI": "x"}, lambda: None, out, port=1, poll_s=0.05
    )
    assert b.run() == 3
    assert "Omniboard exited with code 3" in out.getvalue()


@pytest.mark.mongo
def test_board_restarts_omniboard_when_the_database_is_back(tmp_path, mongo):
    """Omniboard 2.16.1 never reconnects once its database was away for more than 30 s."""
    if not mongo.server.can_stop:
        pytest.skip("stops the server: needs the SecantusDB test server, not ESBENCH_TEST_MONGO")
    command = fake_omniboard(tmp_path, "print(f'Omniboard is listening on port {port}!')\ntime.sleep(120)\n")
    store = MongoStore(parse_url(mongo.url))
    out, stop = io.StringIO(), threading.Event()
    env = board.board_env(store.target, 9100, guard=tmp_path / "guard.js")
    b = board.Board(command, env, board.database_probe(store), out, port=9100, poll_s=0.2)
    thread = threading.Thread(target=b.run, args=(stop,))
    thread.start()
    try:
        wait_for(lambda: b.starts == 1 and "listening" in out.getvalue(), what="the first start")
        first = b.process
        mongo.server.stop()
        wait_for(lambda: "the database went away" in out.getvalue(), what="the warning")
        assert first.poll() is None and b.starts == 1  # Omniboard is left alone while the database is away
        mongo.server.start()
        wait_for(lambda: "board: the database is back" in out.getvalue(), what="the restart")
        assert b.starts == 2 and first.poll() is not None and b.process.poll() is None
    finally:
        mongo.server.ensure_running()
        stop.set()
        thread.join(30)
        store.close()
    assert not thread.is_alive() and b.process is None
    text = out.getvalue()
    assert "unreachable after" in text and mongo.password not in text


@pytest.mark.mongo
def test_esbench_board_stops_omniboard_when_it_is_terminated(tmp_path, mongo):
    """SIGTERM (or SIGHUP) to `esbench board` stops Omniboard too, instead of leaving it running."""
    launcher = board.omniboard_executable(tmp_path / "ob")
    launcher.parent.mkdir(parents=True)
    pid_file = tmp_path / "omniboard.pid"
    launcher.write_text(
        f"#!{sys.executable}\nimport os, time\n"
        f"open({str(pid_file)!r}, 'w').write(str(os.getpid()))\n"
        "print('Omniboard is listening on port', os.environ['PORT'], flush=True)\ntime.sleep(120)\n"
    )
    launcher.chmod(0o755)
    env = {**os.environ, "ESBENCH_MONGO": mongo.url, board.INSTALL_DIR_ENV: str(tmp_path / "ob")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "esbench", "board", "--port", "9123"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        wait_for(lambda: pid_file.exists() and pid_file.read_text(), timeout=60, what="Omniboard's start")
        omniboard_pid = int(pid_file.read_text())
        proc.send_signal(signal.SIGTERM)
        output, _ = proc.communicate(timeout=30)
    finally:
        with contextlib.suppress(ProcessLookupError):  # whatever is left of its process group
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)
    assert proc.returncode == 0, output
    with pytest.raises(ProcessLookupError):
        os.kill(omniboard_pid, 0)
    assert "Omniboard: http://localhost:9123" in output and mongo.password not in output
    assert mongo.db["omniboard.metric.columns"].count_documents({}) == 3  # created by esbench board
