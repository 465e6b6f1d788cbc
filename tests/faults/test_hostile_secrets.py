"""Credentials in URL options are masked everywhere esbench prints or stores them, and the MongoDB
URL never stands on a command line of esbench's own processes (issue 25, case 4)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hostile import REPO, TINY, esbench, one_line_error

SECRETS = ("KEYPASS9", "SESSTOK9", "PWD9")
OPTIONS = "tlsCertificateKeyFilePassword=KEYPASS9&authMechanismProperties=AWS_SESSION_TOKEN:SESSTOK9"


def write_suite(tmp_path: Path, comment: str = "") -> Path:
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(TINY).replace("seeds: [0]", "seeds: [0, 1]") + comment)
    return suite


def test_dry_run_and_a_refused_run_mask_option_secrets(tmp_path):
    suite = write_suite(tmp_path)
    url = f"mongodb://bob:PWD9@127.0.0.1:1/db?serverSelectionTimeoutMS=300&{OPTIONS}"
    env = {"ESBENCH_MONGO": url}  # not --mongo: a password on a command line is refused (issue 35)
    done = esbench(tmp_path, "run", str(suite), "--results", "r", "--dry-run", env=env)
    assert done.returncode == 0, done.stderr
    assert "tlsCertificateKeyFilePassword=****" in done.stdout and "AWS_SESSION_TOKEN:****" in done.stdout
    line = one_line_error(esbench(tmp_path, "run", str(suite), "--results", "r", env=env))
    assert "MongoDB" in line
    for secret in SECRETS:
        assert secret not in done.stdout + done.stderr + line
    assert not (tmp_path / "r" / "suite.yaml").exists()


@pytest.mark.mongo
def test_stored_suites_mask_option_secrets_and_no_process_shows_the_url(tmp_path, mongo):
    other = f"mongodb://h.example/?{OPTIONS}&password=PWD9"
    suite = write_suite(tmp_path, f"# the backup server: {other}\n")
    env = {**os.environ, "PYTHONPATH": str(REPO), "ESBENCH_MONGO": mongo.url}
    command = [sys.executable, "-m", "esbench", "run", str(suite), "--results", "r", "--no-report"]
    proc = subprocess.Popen(
        [*command, "--jobs", "2"],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    shown = []
    # The driver's own command line (the user typed the URL there; ESBENCH_MONGO keeps it out). A child
    # between fork and exec still shows its parent's memory, so its command line is the driver's: only
    # what a child runs after exec counts, and that must never carry the URL.
    driver = "\0".join([*command, "--jobs", "2"])
    while proc.poll() is None:  # the command lines of the driver's children while it runs
        for pid in os.listdir("/proc"):
            try:
                stat = Path(f"/proc/{pid}/stat").read_text() if pid.isdigit() else ""
                if stat and int(stat.rsplit(")", 1)[1].split()[1]) == proc.pid:  # the driver's children
                    cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
                    if cmdline.rstrip("\0") != driver:
                        shown.append(cmdline)
            except OSError:
                pass
    output = proc.stdout.read()
    assert proc.returncode == 0, output
    assert shown and not any(mongo.password in c for c in shown)
    stored = (tmp_path / "r" / "suite.yaml").read_text()
    assert "tlsCertificateKeyFilePassword=****" in stored and "the backup server" in stored
    documents = [str(d) for d in mongo.db["esbench_suites"].find()]
    assert documents and all("tlsCertificateKeyFilePassword=****" in d for d in documents)
    for secret in SECRETS:
        assert secret not in stored + output and not any(secret in d for d in documents)


@pytest.mark.parametrize(
    "command", [("run", "suite.yaml", "--results", "r"), ("push", "r"), ("board", "--dry-run")]
)
def test_a_password_on_the_command_line_is_refused(tmp_path, command):
    """issue 35, case 14: ``ps`` shows ``--mongo URL`` for the whole run: refused, ESBENCH_MONGO named."""
    write_suite(tmp_path)
    (tmp_path / "r").mkdir()
    url = "mongodb://bob:PWD9@127.0.0.1:1/db"
    line = one_line_error(esbench(tmp_path, *command, "--mongo", url))
    assert "holds a password" in line and "ESBENCH_MONGO" in line and "PWD9" not in line
    assert list((tmp_path / "r").iterdir()) == []
    ok = esbench(
        tmp_path,
        "run",
        "suite.yaml",
        "--results",
        "r",
        "--dry-run",
        "--mongo",
        "mongodb://bob@127.0.0.1:1/db",
    )
    assert ok.returncode == 0, ok.stderr  # no password: allowed
