"""The metric contract, checked for every runner in the registry (runners added later are included).

Each run is tiny (a few hundred to a few thousand env steps); the whole file takes well under a
minute on two cores. A runner whose defaults are too large for that gets small-budget overrides
in :data:`SMALL_PARAMS`.
"""

from __future__ import annotations

import itertools
import math

import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import CONTRACT_METRICS, EXTRA_PREFIXES, MemoryWriter
from esbench.runners.registry import algo_names, get_runner

#: Small-budget params per algo (unknown algos run with ``{}``, i.e. their defaults).
SMALL_PARAMS: dict[str, dict] = {
    "sb3_a2c": {"n_steps": 8},
    "sb3_ppo": {"n_steps": 64, "batch_size": 32, "n_epochs": 2},
    "sb3_trpo": {"n_steps": 64, "batch_size": 32, "n_critic_updates": 2, "cg_max_steps": 5},
    "nevergrad": {"popsize": 6},
    "openai_es": {"noise_table_size": 2**20, "population": 8, "backend": "serial"},
}
#: Steps of one rollout / generation per (algo, max episode length): the most a run may overshoot.
MAX_OVERSHOOT = {
    "sb3_a2c": lambda ep_len: 8,
    "sb3_ppo": lambda ep_len: 64,
    "sb3_trpo": lambda ep_len: 64,
    "nevergrad": lambda ep_len: ep_len,  # one candidate (num_workers 1, one episode)
}
#: A small network keeps every runner cheap (d = 114 on CartPole); the contract does not depend on it.
POLICY = PolicySpec(hidden=(16,))


def is_timing(name: str) -> bool:
    """Metrics that measure time (``wall_clock_s``, ``*_s``, ``*fps``), so differ between identical runs."""
    return name.endswith(("_s", "fps"))


ENVS = {"CartPole-v1": (600, 500), "Pendulum-v1": (400, 200)}  # budget, max episode length
CASES = [(algo, env) for algo in algo_names() for env in ENVS]


def make_trial(algo: str, env: str, budget: int, seed: int = 0) -> Trial:
    """A tiny trial: eval of 2 episodes every half budget."""
    return Trial(
        suite="t",
        label=algo,
        algo=algo,
        env=env,
        seed=seed,
        budget=Budget(timesteps=budget),
        eval=EvalSpec(every_timesteps=budget // 2, episodes=2),
        policy=POLICY,
        params=SMALL_PARAMS.get(algo, {}),
    )


def run(trial: Trial) -> tuple[MemoryWriter, object]:
    """Run ``trial`` into a fresh memory writer; return (writer, runner)."""
    writer = MemoryWriter()
    runner = get_runner(trial.algo)()
    runner.run(trial, writer)
    return writer, runner


@pytest.mark.parametrize(("algo", "env"), CASES)
def test_contract(algo: str, env: str):
    budget, ep_len = ENVS[env]
    writer, runner = run(make_trial(algo, env, budget))
    metrics = writer.metrics

    missing = [name for name in CONTRACT_METRICS if name not in metrics]
    assert not missing, f"{algo} did not log {missing}"
    assert not [name for name in metrics if name.startswith("nonfinite.")], "non-finite values were logged"
    for name, points in metrics.items():
        assert all(math.isfinite(v) for _, v in points), name
        known = name in CONTRACT_METRICS or name == "eval.length_mean"
        assert known or name.startswith(EXTRA_PREFIXES), f"extra metric {name!r} lacks a prefix"

    steps = [int(s) for s in writer.values("timesteps")]
    assert writer.steps("timesteps") == steps, "timesteps must equal the point's step"
    assert all(a < b for a, b in itertools.pairwise(steps)), "timesteps must strictly increase"
    assert steps[0] == 0, "the initial policy is evaluated at step 0"

    # Budget: stop at the first boundary at or past it, so the previous point is below it.
    final = steps[-1]
    assert final >= budget
    assert len(steps) >= 2 and steps[-2] < budget
    if algo in MAX_OVERSHOOT:
        assert final - budget <= MAX_OVERSHOOT[algo](ep_len)

    # Eval: at step 0, at least every eval.every_timesteps (+ one boundary), and at the last step.
    eval_steps = writer.steps("eval.return_mean")
    assert eval_steps[0] == 0 and eval_steps[-1] == final
    every = budget // 2
    longest_boundary = max(b - a for a, b in itertools.pairwise(steps))
    for due in range(every, final, every):  # each due eval happens by the next boundary
        assert any(due <= e <= due + longest_boundary for e in eval_steps), f"no eval due at {due}"
    assert writer.steps("eval.return_std")[-1] == final
    episodes = writer.values("episodes")
    assert all(a <= b for a, b in itertools.pairwise(episodes))
    assert episodes[-1] > 0 or env == "Pendulum-v1"  # Pendulum's 200-step episodes may not finish

    assert runner.info.get("num_params", 0) > 0
    assert runner.info.get("cores", 0) >= 1


@pytest.mark.parametrize("algo", algo_names())
def test_same_trial_twice_gives_identical_metrics(algo: str):
    trial = make_trial(algo, "CartPole-v1", 400, seed=3)
    first, _ = run(trial)
    second, _ = run(trial)
    assert first.metrics["eval.return_mean"] == second.metrics["eval.return_mean"]
    assert set(first.metrics) == set(second.metrics)
    for name in first.metrics:
        if not is_timing(name):
            assert first.metrics[name] == second.metrics[name], name
