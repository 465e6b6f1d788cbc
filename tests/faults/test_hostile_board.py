"""`esbench board` listens on loopback only and serves its own origin only (issue 25, case 1).

Omniboard itself has no address option: esbench preloads a guard into its Node process. Here a
stand-in Node server that, like Omniboard, calls ``listen(PORT)`` and sets ``Access-Control-Allow-Origin: *``
runs under the environment ``esbench board`` gives Omniboard.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from realmongo import free_port

from esbench.core.errors import EsbenchError
from esbench.stores import board, board_guard
from esbench.stores.mongo import parse_url

NODE = shutil.which("node")
FAKE_OMNIBOARD = """
const http = require('http');
const port = Number(process.env.PORT);
const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.end('runs');
});
server.listen(port, () => console.log('BOUND ' + server.address().address));
"""


def run_cli(*args: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "esbench", *args], capture_output=True, text=True, timeout=120, env=env
    )


def test_board_dry_run_binds_loopback_and_warns_for_another_host(tmp_path):
    if shutil.which("npm") is None:
        pytest.skip("esbench board --dry-run needs npm")
    url = "mongodb://alice:s3cret@db.example.org/x"
    env = {**os.environ, board.INSTALL_DIR_ENV: str(tmp_path / "ob"), "ESBENCH_MONGO": url}
    done = run_cli("board", "--dry-run", env=env)
    assert done.returncode == 0, done.stderr
    assert "ESBENCH_BOARD_HOST=127.0.0.1" in done.stdout and "--require" in done.stdout
    assert "WARNING" not in done.stderr and "s3cret" not in done.stdout
    done = run_cli("board", "--dry-run", "--host", "0.0.0.0", env=env)
    assert done.returncode == 0, done.stderr
    assert "ESBENCH_BOARD_HOST=0.0.0.0" in done.stdout
    (warning,) = done.stderr.strip().splitlines()
    assert warning.startswith("WARNING: esbench board --host 0.0.0.0: Omniboard has no login")


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_guard_binds_loopback_and_refuses_foreign_origins(tmp_path):
    script = tmp_path / "fake.js"
    script.write_text(FAKE_OMNIBOARD)
    guard = board_guard.write_guard(tmp_path / "prefix")
    port = free_port()
    env = board.board_env(parse_url("mongodb://h/db"), port, guard=guard)
    proc = subprocess.Popen([NODE, str(script)], env=env, stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline().strip()
        assert line == "BOUND 127.0.0.1"  # not 0.0.0.0 / ::

        def get(headers: dict[str, str]) -> tuple[int, dict[str, str], str]:
            request = urllib.request.Request(f"http://127.0.0.1:{port}/api/v1/runs", headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=10) as response:
                    return response.status, dict(response.headers), response.read().decode()
            except urllib.error.HTTPError as exc:
                return exc.code, dict(exc.headers), exc.read().decode()

        status, headers, body = get({})
        assert status == 200 and body == "runs"
        assert not any(h.lower().startswith("access-control-allow") for h in headers)
        status, _, body = get({"Origin": f"http://127.0.0.1:{port}"})
        assert status == 200
        status, _, body = get({"Origin": "http://evil.example"})
        assert status == 403 and "cross-origin" in body
        status, _, body = get({"Host": f"evil.example:{port}", "Origin": f"http://evil.example:{port}"})
        assert status == 403 and "foreign Host" in body  # DNS rebinding
    finally:
        proc.kill()
        proc.wait(10)


def test_exposure_warning_only_for_non_loopback_hosts():
    assert board_guard.exposure_warning("127.0.0.1") is None
    assert board_guard.exposure_warning("::1") is None
    assert board_guard.exposure_warning("localhost") is None
    assert "no login" in board_guard.exposure_warning("192.168.1.5")
    assert Path(board_guard.GUARD_FILE).suffix == ".js"


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (("--port", "70000"), "esbench board --port 70000: not a TCP port"),
        (("--port", "0"), "esbench board --port 0: not a TCP port"),
        (("--host", "192.0.2.1"), "esbench board --host 192.0.2.1: this machine cannot listen there"),
        (
            ("--host", "no-such-host.invalid"),
            "esbench board --host no-such-host.invalid: this machine cannot",
        ),
    ],
)
def test_a_port_or_host_omniboard_cannot_use_is_one_line(tmp_path, extra, said):
    """issue 35, case 12: before, a Node.js stack trace, or esbench printing an address never served."""
    env = {
        **os.environ,
        board.INSTALL_DIR_ENV: str(tmp_path / "ob"),
        "ESBENCH_MONGO": "mongodb://127.0.0.1:1/x",
    }
    for dry in ((), ("--dry-run",)):
        done = run_cli("board", *extra, *dry, env=env)
        assert done.returncode == 2, done.stdout + done.stderr
        assert "Traceback" not in done.stderr
        (line,) = done.stderr.strip().splitlines()
        assert said in line, line
        assert "Omniboard: http" not in done.stdout


def test_a_host_name_the_idna_codec_refuses_is_one_line_too():
    """A label over 63 characters makes getaddrinfo raise UnicodeError, which has no ``strerror``:
    before, reading it raised AttributeError instead of the one-line error."""
    with pytest.raises(EsbenchError, match="this machine cannot listen there"):
        board.check_listen_address("a" * 64 + ".example", 5000)
