"""``init: shared``: the ES and CMA-ES start from the same θ0 for a seed, verified from the stored
digests; SB3 (its own initialisation) is refused with a message naming the key."""

from __future__ import annotations

import json
import textwrap

import pytest

from esbench.cli.main import main
from esbench.core.errors import ConfigErrors
from esbench.suite.load import validate_suite

BASE = {
    "name": "init",
    "seeds": [0],
    "budget": {"timesteps": 1000},
    "envs": ["CartPole-v1"],
    "algorithms": [{"label": "ES", "algo": "openai_es"}, {"label": "CMA", "algo": "nevergrad"}],
}


def _problems(suite: dict) -> list[tuple[str, str]]:
    with pytest.raises(ConfigErrors) as err:
        validate_suite(suite)
    return [(e.path, e.problem) for e in err.value.errors]


def test_shared_is_accepted_for_the_es_and_cma_es_and_own_is_the_default():
    assert validate_suite({**BASE, "init": "shared"}).init == "shared"
    assert validate_suite(BASE).init == "own"


def test_shared_with_an_sb3_baseline_names_the_algorithm():
    suite = {
        **BASE,
        "init": "shared",
        "algorithms": [*BASE["algorithms"], {"label": "PPO", "algo": "sb3_ppo"}],
    }
    [(path, problem)] = _problems(suite)
    assert path == "algorithms[2].algo"
    assert "sb3_ppo (label PPO)" in problem and "not applicable" in problem and "init: own" in problem


def test_unknown_init_and_an_init_seed_under_shared_are_refused():
    [(path, problem)] = _problems({**BASE, "init": "same"})
    assert path == "init" and "own, shared" in problem
    algos = [{"label": "CMA", "algo": "nevergrad", "params": {"init_seed": 3}}]
    [(path, problem)] = _problems({**BASE, "init": "shared", "algorithms": algos})
    assert path == "algorithms[0].params.init_seed" and "init: shared" in problem


SUITE = """\
name: shared-init
seeds: [0, 1]
init: shared
budget: {timesteps: 400}
eval: {every_timesteps: 200, episodes: 2}
envs: [CartPole-v1]
policy: {hidden: [8]}
algorithms:
  - {label: ES, algo: openai_es, params: {backend: serial, population: 4, workers: 1}}
  - {label: CMA, algo: nevergrad, params: {popsize: 4}}
"""


def test_es_and_cma_es_store_the_same_theta0_per_seed_and_the_report_says_so(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(SUITE))
    assert main(["run", "suite.yaml", "--results", "results", "--no-report"]) == 0
    digests: dict[int, set[str]] = {0: set(), 1: set()}
    for info_path in (tmp_path / "results").glob("*/info.json"):
        config = json.loads((info_path.parent / "config.json").read_text())
        digests[config["seed"]].add(json.loads(info_path.read_text())["theta0_sha256"])
    assert all(len(d) == 1 for d in digests.values()), digests  # ES and CMA-ES: one θ0 per seed
    assert digests[0] != digests[1]
    assert main(["report", "results", "-o", "report", "--no-pdf"]) == 0
    html = (tmp_path / "report" / "report.html").read_text()
    assert "CMA, ES started from the same θ0 for each seed (verified" in html
