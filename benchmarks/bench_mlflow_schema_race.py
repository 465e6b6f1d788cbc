"""How often does opening a new local MLflow store (``--mlflow DIR``) fail when another MLflow client
creates the same store's schema at the same moment, with esbench's retry and without it?

Each round makes a new empty store and starts two processes at once: the *opener* and a *rival*, a
plain ``MlflowClient`` (what ``mlflow ui`` or a user's script does: no esbench lock) that queries the
store until it answers. The opener alternates round by round between esbench's open
(``MlflowTracker.open(DIR).check``: :func:`esbench.stores.mlflow_local.open_schema`) and the same
plain ``MlflowClient`` query with no retry (the baseline, measured in the same run). The script prints
each opener's failures and the last line of each distinct error: an error esbench does not survive
is a way of losing the race that :func:`esbench.stores.mlflow_local.open_schema` does not recover.

Run: ``.venv/bin/python benchmarks/bench_mlflow_schema_race.py [--rounds N]`` (about 7 s a round on 2
cores: each process imports MLflow). How often the race happens depends on the machine's speed and
load; esbench's count should be 0 whatever the baseline's.
"""

from __future__ import annotations

import argparse
import collections
import subprocess
import sys
import tempfile
from pathlib import Path

#: A plain MlflowClient's first query of the store, which creates or migrates its schema.
QUERY = "MlflowClient(tracking_uri=f'sqlite:///{sys.argv[1]}/mlflow.db').search_experiments(max_results=1)"

OPENERS = {
    "esbench": (
        "import sys\n"
        "from esbench.stores.mlflow_tracker import MlflowTracker\n"
        "MlflowTracker.open(sys.argv[1], 'race').check('race')\n"
    ),
    "plain MlflowClient": f"import sys\nfrom mlflow.tracking import MlflowClient\n{QUERY}\n",
}

RIVAL = (
    "import sys, time\n"
    "from mlflow.tracking import MlflowClient\n"
    "for _ in range(500):\n"
    "    try:\n"
    f"        {QUERY}\n"
    "        break\n"
    "    except Exception:\n"
    "        time.sleep(0.01)\n"
)


def one_round(opener: str) -> str | None:
    """Race ``opener`` against the rival on a new store: None if it opened, else its last line."""
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "ml"
        store.mkdir()
        procs = [
            subprocess.Popen([sys.executable, "-c", code, str(store)], text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            for code in (OPENERS[opener], RIVAL)
        ]  # fmt: skip
        out = procs[0].communicate()[0]
        procs[1].communicate()
        if procs[0].returncode == 0:
            return None
        lines = [line for line in out.strip().splitlines() if line.strip() and "(Background on" not in line]
        return lines[-1][:240] if lines else f"exit {procs[0].returncode}"


def main() -> None:
    """Run the rounds and print each opener's failures and distinct errors."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20, help="rounds in all, alternating the openers")
    args = parser.parse_args()
    failures: dict[str, list[str]] = {name: [] for name in OPENERS}
    rounds: collections.Counter[str] = collections.Counter()
    names = list(OPENERS)
    for i in range(args.rounds):
        opener = names[i % len(names)]
        rounds[opener] += 1
        error = one_round(opener)
        if error is not None:
            failures[opener].append(error)
        print(f"round {i + 1}: {opener}: {'opened' if error is None else 'FAILED'}", flush=True)
    for name in names:
        print(f"{name}: {len(failures[name])} of {rounds[name]} opens failed")
        for error, count in collections.Counter(failures[name]).items():
            print(f"  {count} x {error}")


if __name__ == "__main__":
    main()
