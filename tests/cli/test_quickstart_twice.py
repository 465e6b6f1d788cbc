"""The README's first command, ``bash scripts/quickstart.sh``, run twice in a row: both times exit 0.
The second shows the stored result and says so; ``--fresh`` runs the suite again as a new run set.

The real script (its set-up step installs nothing after the tests' own set-up: scripts/setup.sh) on
the shipped quickstart suite, with ``--only A2C`` and ``--set`` shrinking it to two short trials, so
that it runs in seconds: the script's own arguments come after these and win, as a user's would.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHRINK = ["seeds=[1]", "budget.timesteps=600", "envs[1].budget.timesteps=600", "eval.every_timesteps=300"]


def quickstart(store: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """``bash scripts/quickstart.sh`` into ``store``, shrunk, without the report (the page-one test's)."""
    args = [
        "--results",
        str(store),
        "--only",
        "A2C",
        "--no-report",
        *(a for s in SHRINK for a in ("--set", s)),
    ]
    return subprocess.run(["bash", str(ROOT / "scripts" / "quickstart.sh"), *args, *extra],
                          capture_output=True, text=True, timeout=900)  # fmt: skip


@pytest.mark.slow
def test_the_quickstart_runs_twice_and_the_second_shows_the_stored_result(tmp_path):
    store = tmp_path / "store"
    first = quickstart(store)
    assert first.returncode == 0, first.stdout + first.stderr
    assert first.stdout.count(": COMPLETED") == 2 and "nothing ran" not in first.stdout
    second = quickstart(store)
    assert second.returncode == 0, second.stdout + second.stderr
    assert second.stdout.count("skipped") >= 2 and ": COMPLETED" not in second.stdout
    assert (
        f"nothing ran: every trial's run in {store} is COMPLETED, so the table above is the stored"
        in second.stdout
    )
    assert not (store / "3").exists()  # nothing ran: the two stored runs only
    again = quickstart(store, "--fresh")  # the user's --fresh replaces the script's --resume
    assert again.returncode == 0, again.stdout + again.stderr
    assert again.stdout.count(": COMPLETED") == 2 and (store / "4").is_dir()
