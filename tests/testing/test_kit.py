"""The contract kit (:mod:`esbench.testing`) on runners that break the contract, each in one way: it
must fail them clearly, pass a correct one, agree with what ``esbench run`` records on the run, and
tell timing metrics (which differ between identical runs) from the rest."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from esbench import FunctionActor, Runner, field
from esbench.core.es_names import COORDINATION_EFFICIENCY, COORDINATION_TIME, EMULATED_OVERRUN_P95, PAIRS
from esbench.testing import check_runner, is_timing, make_trial, run_trial


@dataclasses.dataclass(frozen=True, kw_only=True)
class RandomParams:
    """Params of the test runners."""

    episode_steps: int = field(50, doc="Steps counted per training step.")


class RandomRunner(Runner):
    """A fine runner: a fixed random linear policy, seeded from the trial; counts steps honestly."""

    algo = "test_random"
    Params = RandomParams
    extra_steps = 0  # steps it trains after logger.done (a budget-ignoring runner)
    evaluate_first = True  # logs the initial policy at step 0
    seeded = True
    extras: dict = {}  # noqa: RUF012 (extras logged with every training point)

    def train(self, trial, params, logger):
        rng = np.random.default_rng(trial.seed if self.seeded else None)
        self.weight = rng.normal(size=4)
        self.info["num_params"] = 4
        if self.evaluate_first:
            logger.step()
        while not logger.done:
            logger.add_steps(params.episode_steps)
            logger.add_episodes([float(rng.normal())])
            logger.step(dict(self.extras))
        for _ in range(self.extra_steps):
            logger.add_steps(params.episode_steps)
            logger.add_episodes([float(rng.normal())])
            logger.step()
        return logger.finish()

    def actor(self):
        return FunctionActor(lambda obs: int(np.dot(self.weight, obs) > 0))


class IgnoresBudget(RandomRunner):
    """Trains on after the budget."""

    extra_steps = 3


class NoEval(RandomRunner):
    """Never logs its initial policy."""

    evaluate_first = False


class BadPlugin(RandomRunner):
    """A plugin that skips the step-0 evaluation and logs an extra metric without the ``x.`` prefix."""

    evaluate_first = False
    extras = {"loss": 1.0}  # noqa: RUF012


class NonDeterministic(RandomRunner):
    """Draws its policy from an unseeded generator."""

    seeded = False


@dataclasses.dataclass(frozen=True, kw_only=True)
class UndocumentedParams:
    """A param without a doc."""

    rate: float = 0.1


class Undocumented(RandomRunner):
    """Its params lack docs."""

    Params = UndocumentedParams


def test_check_runner_passes_a_correct_runner():
    writer = check_runner(RandomRunner, budget=200)
    assert writer.values("timesteps")[-1] == 200


@pytest.mark.parametrize(
    ("runner_class", "message"),
    [
        (IgnoresBudget, "ignored the budget"),
        (NoEval, "evaluated at step 0"),
        (NonDeterministic, "same seed"),
        (Undocumented, "params without a doc: rate"),
        (dict, "not a subclass of esbench.Runner"),
    ],
)
def test_check_runner_fails_clearly(runner_class, message):
    with pytest.raises(AssertionError, match=message):
        check_runner(runner_class, budget=200)


def test_esbench_run_and_check_runner_flag_the_same_bad_plugin():
    # check_runner raises; Runner.run (what esbench run runs) records the same violations on the run
    with pytest.raises(AssertionError) as raised:
        check_runner(BadPlugin, budget=200, deterministic=False)
    _, runner = run_trial(BadPlugin, make_trial(BadPlugin, budget=200))
    recorded = runner.info["contract_violations"]
    assert "; ".join(recorded) == str(raised.value)
    assert any("step 0" in v for v in recorded) and any("'loss' lacks a prefix" in v for v in recorded)


def test_timing_metrics_are_told_from_the_rest():
    timing = ["wall_clock_s", "es.gen_time_s", "train.fps", COORDINATION_TIME, COORDINATION_EFFICIENCY,
              EMULATED_OVERRUN_P95]  # fmt: skip
    assert all(is_timing(name) for name in timing)
    assert not any(is_timing(name) for name in ("timesteps", "eval.return_mean", PAIRS, "es.theta_norm"))


class SizedBy(RandomRunner):
    """Sets ``info['num_params']`` to :attr:`size` (a test sets it to numpy's and other values)."""

    size: object = 4

    def train(self, trial, params, logger):
        result = super().train(trial, params, logger)
        self.info["num_params"] = self.size
        return result


@pytest.mark.parametrize("size", [np.int64(4), np.int32(4), np.uint8(4), np.float32(4.0), 4, 4.0])
def test_any_real_number_passes_numpy_s_included(size):
    """gymnasium's ``Discrete.n`` is a numpy.int64: a size of any real type is a size."""
    runner = type("Sized", (SizedBy,), {"size": size})
    check_runner(runner, budget=200, deterministic=False)


@pytest.mark.parametrize(
    ("size", "message"),
    [
        (None, "info['num_params'] (the policy's size) is not set"),
        ("4", "info['num_params'] (the policy's size) is '4' of type str, not a real number"),
        (True, "is True of type bool, not a real number"),
        (np.array([4]), "of type ndarray, not a real number"),
        (float("nan"), "info['num_params'] (the policy's size) is nan, not a finite number"),
        (np.int64(0), "info['num_params'] (the policy's size) is np.int64(0); it must be > 0"),
        (-3, "is -3; it must be > 0"),
    ],
)
def test_a_wrong_size_is_named_exactly(size, message):
    runner = type("Sized", (SizedBy,), {"size": size})
    with pytest.raises(AssertionError) as raised:
        check_runner(runner, budget=200, deterministic=False)
    assert message in str(raised.value)


def cem_runner(monkeypatch):
    """The example plugin's CEM runner (examples/plugin/esbench_example/cem.py): state() and load_state()."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "examples" / "plugin"))
    from esbench_example.cem import CEMRunner

    return CEMRunner


CEM_PARAMS = {"popsize": 4, "elite": 2, "checkpoint_every": 1}


def test_check_runner_resumes_a_checkpointing_plugin_to_its_uninterrupted_curve(monkeypatch):
    check_runner(cem_runner(monkeypatch), params=CEM_PARAMS, budget=400)


def test_check_runner_fails_a_plugin_whose_load_state_is_broken(monkeypatch):
    cem = cem_runner(monkeypatch)

    def raises(self, state):
        raise KeyError("mean")

    def forgets_std(self, state):  # the mean and the round come back, the step size does not
        self.mean, self.generation = state["mean"], int(state["generation"])

    cases = (
        (raises, r"resuming from its checkpoint at \d+ steps failed: .*KeyError: 'mean'"),
        (forgets_std, r"gave another \S+ curve than the uninterrupted run"),
    )
    for load_state, message in cases:
        broken = type("BrokenCEM", (cem,), {"load_state": load_state})
        with pytest.raises(AssertionError, match=message):
            check_runner(broken, params=CEM_PARAMS, budget=400)


def test_check_runner_fails_a_runner_that_says_it_checkpoints_and_saves_none():
    class NeverSaves(RandomRunner):
        """Says it checkpoints; saves nothing."""

        checkpoints = True

    saved_none = r"says it checkpoints \(checkpoints = True\) but saved no checkpoint"
    with pytest.raises(AssertionError, match=saved_none):
        check_runner(NeverSaves, budget=200)
