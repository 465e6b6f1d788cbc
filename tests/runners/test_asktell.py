"""The ask/tell API (:mod:`esbench.runners.asktell`) and its objective (:mod:`esbench.runners.objective`):
checkpoints resume to the uninterrupted curve, a runner without state says it cannot checkpoint, the
state encoding keeps bytes and arrays, and observation normalisation follows the ES's path."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest

from esbench import AskTellRunner, ObjectiveParams, field
from esbench.backends.episodes import rollout
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter
from esbench.core.seeding import derive_rng, derive_seed
from esbench.envs import make_env
from esbench.es.obstat import RunningStat, observation_sums
from esbench.execution.state import prepare_checkpoint_dir, start_line
from esbench.runners.asktell import CHECKPOINT_FILE, decode_state, encode_state
from esbench.runners.evotorch.runner import EvoTorchRunner
from esbench.runners.nevergrad.runner import NevergradRunner
from esbench.testing import is_timing

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "plugin"


@pytest.fixture
def cem(monkeypatch):
    """The example plugin's CEM runner (examples/plugin/esbench_example/cem.py)."""
    monkeypatch.syspath_prepend(str(EXAMPLE))
    from esbench_example.cem import CEMRunner

    yield CEMRunner
    sys.modules.pop("esbench_example.cem", None)


def trial(algo: str, env: str = "CartPole-v1", budget: int = 1500, **params) -> Trial:
    """A small trial of an ask/tell runner (the example as ``module:Class``)."""
    return Trial(
        suite="t", label="L", algo=algo, env=env, seed=4, budget=Budget(timesteps=budget),
        eval=EvalSpec(every_timesteps=budget // 3, episodes=2), policy=PolicySpec(hidden=(8,)), params=params,
    )  # fmt: skip


class Interrupted(Exception):
    """Raised in place of a kill, after a checkpoint."""


def killed_at(runner_class: type, rounds: int) -> type:
    """``runner_class`` that dies (raises) when its ``rounds``-th round is told, as a SIGKILL would."""

    def tell(self, candidates, fitnesses):
        runner_class.tell(self, candidates, fitnesses)
        if self.rounds + 1 == rounds:  # rounds counts this one after tell
            raise Interrupted

    return type(f"Killed{runner_class.__name__}", (runner_class,), {"tell": tell})


def curves(writer: MemoryWriter) -> dict:
    return {name: points for name, points in writer.metrics.items() if not is_timing(name)}


@pytest.mark.parametrize(
    ("which", "params"),
    [
        ("nevergrad", {"popsize": 4, "checkpoint_every": 1}),
        ("cem", {"popsize": 4, "elite": 2, "checkpoint_every": 2, "calc_obstat_prob": 0.5}),
        ("evotorch", {"searcher": "pgpe", "popsize": 4, "checkpoint_every": 1}),
        ("evotorch", {"searcher": "snes", "popsize": 5, "checkpoint_every": 1, "calc_obstat_prob": 0.3}),
    ],
)
def test_a_killed_run_resumes_to_the_uninterrupted_curve(tmp_path, cem, which, params):
    runner_class = {"nevergrad": NevergradRunner, "cem": cem, "evotorch": EvoTorchRunner}[which]
    t = trial(which, **params)
    whole = MemoryWriter()
    uninterrupted = runner_class()
    uninterrupted.run(t, whole)

    directory = tmp_path / "checkpoint"
    with pytest.raises(Interrupted):
        killed_at(runner_class, 5)().run(t, MemoryWriter(), checkpoint_dir=directory)
    saved = runner_class.checkpoint_steps(directory, t)
    assert saved is not None and 0 < saved < whole.values("timesteps")[-1]

    resumed_writer = MemoryWriter()
    resumed = runner_class()
    resumed.run(t, resumed_writer, checkpoint_dir=directory)
    assert resumed.info["resumed_from_step"] == saved and resumed.info["resumed_from_round"] >= 2
    assert curves(resumed_writer) == curves(whole)
    np.testing.assert_array_equal(resumed.evaluated_theta(), uninterrupted.evaluated_theta())


def test_the_checkpoint_step_is_exact_where_logged_points_are_thinned(tmp_path, cem):
    """A budget of 4M steps logs a point every 2,000 steps; rounds of 4 CartPole episodes take fewer,
    so the checkpoint's last logged point lies before it. The step said ("resuming from checkpoint at
    N steps") is the one the resumed run starts from, not that point's."""
    t = trial("cem", budget=4_000_000, popsize=4, elite=2, checkpoint_every=1)
    directory = tmp_path / "checkpoint"
    with pytest.raises(Interrupted):
        killed_at(cem, 3)().run(t, MemoryWriter(), checkpoint_dir=directory)
    said = cem.checkpoint_steps(directory, t)
    logged = max(s for name, _, s in cem.logged_points(directory, t) or [] if name == "timesteps")
    assert said is not None and logged < said  # thinned: the points stop short of the checkpoint
    resumed = killed_at(cem, 5)()
    with pytest.raises(Interrupted):
        resumed.run(t, MemoryWriter(), checkpoint_dir=directory)
    assert resumed.info["resumed_from_step"] == said


def test_the_first_line_of_a_resumed_trial_names_its_checkpoint_step(tmp_path, cem, monkeypatch):
    from esbench.core.trust import ALLOW_VAR
    from esbench.runners import registry

    monkeypatch.setenv(ALLOW_VAR, "esbench_example")
    registry.clear_cache()
    t = trial("esbench_example.cem:CEMRunner", popsize=4, elite=2, checkpoint_every=1)
    config = t.to_config()
    assert start_line(tmp_path, t, False, config) == "starting"
    directory = prepare_checkpoint_dir(tmp_path, t, False, config)
    assert start_line(tmp_path, t, True, config) == "starting"  # nothing saved yet
    with pytest.raises(Interrupted):
        killed_at(cem, 3)().run(t, MemoryWriter(), checkpoint_dir=directory)
    steps = cem.checkpoint_steps(directory, t)
    assert start_line(tmp_path, t, True, config) == f"resuming from checkpoint at {steps} steps"
    other = dataclasses.replace(t, seed=5)  # another trial's directory holds nothing
    assert start_line(tmp_path, other, True) == "starting"
    registry.clear_cache()


@dataclasses.dataclass(frozen=True, kw_only=True)
class HillParams(ObjectiveParams):
    """A stateless-looking hill climber's params."""

    step: float = field(0.05, doc="Mutation size.")


class Hill(AskTellRunner):
    """A (1+1) hill climber that writes no state(): it cannot checkpoint."""

    algo = "test_hill"
    Params = HillParams

    def setup(self, problem, params):
        self.best, self.fit, self.rng, self.step = problem.theta0, -np.inf, problem.rng("hill"), params.step

    def ask(self):
        return [self.best + self.step * self.rng.standard_normal(self.best.size)]

    def tell(self, candidates, fitnesses):
        if fitnesses[0] >= self.fit:
            self.best, self.fit = candidates[0], float(fitnesses[0])

    def center(self):
        return self.best


def test_a_runner_without_state_cannot_checkpoint_and_says_so(tmp_path, monkeypatch):
    from esbench.cli.algos import resume_note
    from esbench.runners import registry

    assert Hill.checkpoints is False and NevergradRunner.checkpoints and EvoTorchRunner.checkpoints
    assert "cannot checkpoint" in resume_note(Hill) and "continues them" in resume_note(NevergradRunner)
    t = trial("test_hill", budget=300)
    Hill().run(t, MemoryWriter(), checkpoint_dir=tmp_path)
    assert not (tmp_path / CHECKPOINT_FILE).exists()
    monkeypatch.setitem(registry.RUNNERS, "test_hill", f"{__name__}:Hill")
    registry.get_runner.cache_clear()
    try:
        line = start_line(tmp_path, t, True)
    finally:
        registry.get_runner.cache_clear()
    assert line == "starting from step 0 (test_hill cannot checkpoint: --resume restarts its trials)"


def test_state_encoding_keeps_bytes_arrays_and_numbers():
    state = {
        "blob": b"\x00\x01pickle",
        "arr": np.arange(3.0),
        "n": np.int64(7),
        "x": np.float32(0.5),
        "nested": {"b": bytearray(b"xy"), "t": (1, 2)},
    }
    blobs: list[str] = []
    encoded = encode_state(state, "optimizer", blobs)
    assert blobs == ["optimizer.blob", "optimizer.nested.b"]
    assert type(encoded["n"]) is int and encoded["nested"]["t"] == [1, 2]
    decoded = decode_state(encoded, "optimizer", blobs)
    assert decoded["blob"] == b"\x00\x01pickle" and decoded["nested"]["b"] == b"xy"
    np.testing.assert_array_equal(decoded["arr"], state["arr"])


class Recording:
    """Mixin: records each round's candidates and the observation statistics they were played with."""

    def ask(self):
        candidates = super().ask()
        obstat = self.objective.obstat
        self.log.append(
            ([np.asarray(c, np.float32) for c in candidates], obstat.mean.copy(), obstat.std.copy())
        )
        return candidates


def test_candidates_are_played_with_the_es_normalisation_path(cem):
    """With calc_obstat_prob 1, every episode's observations go into the ES's RunningStat (the same sums
    as an ES worker's), each round is played normalised with the statistics of its start, and the eval
    actor is the policy's actor with the current statistics (normalised and clipped, as the ES's)."""
    runner_class = type("RecordingCEM", (Recording, cem), {})
    runner = runner_class()
    runner.log = []
    t = trial("cem", env="Pendulum-v1", budget=1200, popsize=2, elite=1, calc_obstat_prob=1.0)
    runner.run(t, MemoryWriter())
    objective, env = runner.objective, make_env("Pendulum-v1")
    replayed = RunningStat(env.observation_space.shape)
    index = 0
    for candidates, mean, std in runner.log:
        np.testing.assert_array_equal(mean, replayed.mean)  # the round began with these statistics
        round_sums = []
        for theta in candidates:
            act = objective.policy.make_act(theta, mean, std)
            _, length, obs = rollout(env, act, derive_seed(4, "candidate", index, 0), None, save_obs=True)
            assert derive_rng(4, "obstat", index, 0).random() < 1.0
            round_sums.append(observation_sums(obs.reshape(length, -1)))
            index += 1
        for s, ssq, count in round_sums:
            replayed.increment(s, ssq, count)
    env.close()
    assert objective.candidates == index and replayed.count > 1000
    np.testing.assert_array_equal(objective.obstat.sum, replayed.sum)
    np.testing.assert_array_equal(objective.obstat.sumsq, replayed.sumsq)
    # the eval actor: the ES policy's actor with the current statistics, not the raw observation
    actor, theta = runner.actor(), np.asarray(runner.evaluated_theta(), np.float32)
    expected = objective.policy.actor(theta, replayed.mean, replayed.std)
    raw = objective.policy.actor(theta, None, None)
    obs = np.array([0.9, 0.4, 3.5], np.float32)
    np.testing.assert_array_equal(actor(obs), expected(obs))
    assert not np.array_equal(actor(obs), raw(obs))


def _broken(**methods) -> type:
    return type("BrokenHill", (Hill,), methods)


@pytest.mark.parametrize(
    ("methods", "message"),
    [
        (
            {"ask": lambda self: [np.full(self.best.size, np.nan)]},
            r"ask\(\) of round 1, candidate 0 holds \d+ non-finite",
        ),
        ({"ask": lambda self: [self.best, self.best[:-1]]}, r"round 1, candidate 1 has shape \(\d+,\)"),
        ({"ask": lambda self: []}, r"ask\(\) of round 1 returned no candidates"),
        ({"ask": lambda self: [np.r_[self.best[:3], np.inf, self.best[4:]]]}, "first at index 3: inf"),
        ({"center": lambda self: np.full(self.best.size, np.nan)}, r"center\(\) after round 0 holds"),
        (
            {"extras": lambda self, evaluation: {"eval.return_mean": 1e9}},
            "protocol's own metrics eval.return_mean",
        ),
        ({"extras": lambda self, evaluation: {"x.ok": 1.0, "train.return_mean": 5.0}}, "train.return_mean"),
    ],
)
def test_the_seam_refuses_a_broken_candidate_centre_or_extra_naming_it(methods, message):
    """Non-finite, wrong-shaped or missing candidates, a non-finite centre and extras that write the
    protocol's own metrics fail the run with a message naming the round and the candidate (before,
    all-NaN θ on CartPole COMPLETED with eval return 9.5 and forged extras became stored eval points)."""
    from esbench.runners.asktell import PluginContractError

    writer = MemoryWriter()
    with pytest.raises(PluginContractError, match=message):
        _broken(**methods)().run(trial("test_hill", budget=300), writer)
    assert 1e9 not in [v for _, v in writer.metrics.get("eval.return_mean", [])]


def test_a_plugins_own_metrics_and_float32_candidates_pass_unchanged():
    """x.* extras are logged; float32 candidates reach the optimiser as the float32 arrays it made."""
    seen = []

    def ask(self):
        out = [(self.best + self.step * self.rng.standard_normal(self.best.size)).astype(np.float32)]
        seen.append(out[0])
        return out

    def tell(self, candidates, fitnesses):
        assert candidates[0] is seen[-1]
        Hill.tell(self, candidates, fitnesses)

    writer = MemoryWriter()
    extras = {"extras": lambda self, evaluation: {"x.rounds": 1.0}}
    _broken(ask=ask, tell=tell, **extras)().run(trial("test_hill", budget=300), writer)
    assert writer.metrics["x.rounds"] and seen


@pytest.mark.parametrize(
    ("state", "message"),
    [
        ({"a.b": np.zeros(2), "a": {"b": np.ones(2)}}, r"key 'a\.b' is empty or holds a dot"),
        ({"x": np.array([{"k": 1}], dtype=object)}, "dtype object cannot be stored without pickle"),
        ({3: np.zeros(2)}, r"key 3 is a int; keys must be strings \(back as '3'\)"),
        ({"t": (1, 2)}, "a tuple comes back as a list"),
        ({"l": [b"raw", 1]}, r"state\(\)\['l'\]\[0\]: bytes inside a list"),
        ({"l": [np.zeros(2)]}, "ndarray inside a list"),
        ({"s": {1, 2}}, "a set is not a state value"),
    ],
)
def test_a_state_that_would_not_come_back_exactly_is_refused_at_the_first_checkpoint(
    tmp_path, state, message
):
    """Colliding dotted keys lost an array silently, dotted keys and object arrays failed --resume as
    'corrupt', int keys came back as strings, tuples as lists, bytes in a list failed with a JSON error:
    now the first checkpoint refuses each, naming the key, and writes nothing."""
    from esbench.runners.asktell import PluginContractError

    runner = _broken(state=lambda self: state, load_state=lambda self, s: None)
    assert runner.checkpoints
    with pytest.raises(PluginContractError, match=message):
        runner().run(
            trial("test_hill", budget=300, checkpoint_every=1), MemoryWriter(), checkpoint_dir=tmp_path
        )
    assert not (tmp_path / CHECKPOINT_FILE).exists()


def test_a_plain_state_comes_back_exactly(tmp_path):
    """Arrays of every plain dtype, bytes, nested dicts, lists of numbers and strings, None: equal after
    a checkpoint's round trip (esbench's own encode and decode)."""
    from esbench.runners.checkpoints import read_checkpoint, write_checkpoint
    from esbench.runners.plain_state import state_problem

    state = {"f": np.arange(3.0, dtype=np.float32), "i": np.arange(4), "b": b"\x00raw", "nested": {"n": 2},
             "l": [1, 2.5, "s", None, [True]], "none": None}  # fmt: skip
    assert state_problem(state, "state()") is None
    blobs: list[str] = []
    write_checkpoint(tmp_path / "c.npz", {"o": encode_state(state, "o", blobs)}, {"bytes": blobs})
    meta, back = read_checkpoint(tmp_path / "c.npz")
    back = decode_state(back["o"], "o", meta["bytes"])
    assert back.keys() == state.keys() and back["b"] == state["b"] and back["l"] == state["l"]
    for key in ("f", "i"):
        assert back[key].dtype == state[key].dtype and (back[key] == state[key]).all()
