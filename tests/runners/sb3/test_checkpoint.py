"""SB3 checkpoints in one process: a run stopped after its first checkpoint and run again continues
from it (``info.resumed_from_timesteps``), and what holds for its curve; the file's trust rules.

A stop here is an exception from the progress callback (the run's process goes on, as a test
needs); ``tests/faults/test_sb3_resume.py`` kills real ``esbench run`` processes with SIGKILL.
Curves are compared within one process, never against stored numbers.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import numpy as np
import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import EsbenchError
from esbench.core.metrics import MemoryWriter
from esbench.runners.registry import get_runner
from esbench.runners.sb3.checkpoint import CHECKPOINT_FILE, read_checkpoint
from esbench.testing import is_timing

#: Tiny params per algo: a few updates in a few hundred steps.
SMALL = {
    "sb3_ppo": {"n_steps": 64, "batch_size": 64, "n_epochs": 2},
    "sb3_a2c": {"n_steps": 16},
    "sb3_trpo": {"n_steps": 64, "batch_size": 64, "n_critic_updates": 2, "cg_max_steps": 3},
    "sb3_sac": {"learning_starts": 32, "batch_size": 32, "buffer_size": 1000},
    "sb3_td3": {"learning_starts": 32, "batch_size": 32, "buffer_size": 1000, "noise_type": "normal"},
    "sb3_ars": {"n_delta": 2},
}


class Stop(Exception):
    """Raised from the progress callback: the run ends there, as a killed one would."""


def make_trial(algo: str, env: str, timesteps: int, every: int, **params) -> Trial:
    """A tiny trial with checkpoints every ``every`` steps and four evaluations."""
    return Trial(
        suite="t",
        label=algo,
        algo=algo,
        env=env,
        seed=1,
        budget=Budget(timesteps=timesteps),
        eval=EvalSpec(every_timesteps=timesteps // 4, episodes=2),
        policy=PolicySpec(hidden=(16,)),
        params={**SMALL[algo], "checkpoint_every": every, **params},
    )


def run(trial: Trial, directory: Path | None, stop_after: int | None = None):
    """Run ``trial`` (checkpoints in ``directory``); with ``stop_after``, stop at the first point at or
    past that step once a checkpoint exists. Returns (writer, runner), writer None when stopped."""
    writer, runner = MemoryWriter(), get_runner(trial.algo)()

    def progress(steps, budget, eval_return, wall_clock_s=0.0):
        if stop_after is not None and steps >= stop_after and (directory / CHECKPOINT_FILE).exists():
            raise Stop

    try:
        runner.run(trial, writer, progress=progress, checkpoint_dir=directory)
    except Stop:
        return None, runner
    return writer, runner


def curves(writer: MemoryWriter) -> dict[str, list[tuple[int, float]]]:
    """Every metric but those timing decides."""
    return {name: points for name, points in writer.metrics.items() if not is_timing(name)}


def interrupted_and_resumed(trial: Trial, tmp_path: Path, stop_after: int):
    """(uninterrupted writer, resumed writer, resumed runner, the checkpoint's steps)."""
    reference, _ = run(trial, tmp_path / "reference")
    directory = tmp_path / "resumed"
    assert run(trial, directory, stop_after)[0] is None
    runner_class = get_runner(trial.algo)
    steps = runner_class.checkpoint_steps(directory, trial)
    assert steps is not None and 0 < steps < trial.budget.timesteps
    assert runner_class.checkpoint_problem(directory, trial) is None
    resumed, runner = run(trial, directory)
    assert runner.info["resumed_from_timesteps"] == steps
    return reference, resumed, runner, steps


@pytest.mark.parametrize("algo", ["sb3_ppo", "sb3_a2c", "sb3_trpo", "sb3_sac", "sb3_td3"])
def test_resume_on_the_batched_simulator_is_the_uninterrupted_run(algo, tmp_path):
    """The simulations' episodes in flight are in the checkpoint: the resumed run is the same run."""
    budget = 256 if algo in ("sb3_sac", "sb3_td3") else 512  # off-policy: an update per step
    trial = make_trial(
        algo, "InvertedPendulum-v5", budget, budget // 4, normalize=algo in ("sb3_ppo", "sb3_sac")
    )
    reference, resumed, _, _ = interrupted_and_resumed(trial, tmp_path, budget // 2)
    assert curves(resumed) == curves(reference)


def test_ars_resume_on_a_gymnasium_env_is_the_uninterrupted_run(tmp_path):
    """ARS plays whole episodes: at a generation's end only the env's RNG is in flight."""
    trial = make_trial("sb3_ars", "CartPole-v1", 2000, 400, normalize=True)
    reference, resumed, _, _ = interrupted_and_resumed(trial, tmp_path, 1000)
    assert curves(resumed) == curves(reference)


def test_resume_on_a_gymnasium_env_keeps_the_schedule_and_budget(tmp_path):
    """CartPole's episodes in flight cannot be saved: the resumed run starts new ones. What holds:
    the points and evaluations at the same steps, the same end, the curve up to the checkpoint."""
    trial = make_trial("sb3_ppo", "CartPole-v1", 1024, 256)
    reference, resumed, runner, steps = interrupted_and_resumed(trial, tmp_path, 512)
    ref, res = curves(reference), curves(resumed)
    assert set(res) == set(ref)
    for name in ref:
        assert [s for s, _ in res[name]] == [s for s, _ in ref[name]], name
        assert [p for p in res[name] if p[0] <= steps] == [p for p in ref[name] if p[0] <= steps], name
    assert res["timesteps"][-1][0] == 1024 and runner.info.get("contract_violations") is None


def test_the_checkpoint_holds_the_model_optimizer_buffer_and_rngs(tmp_path):
    """SAC's checkpoint: networks, both optimizers, the entropy coefficient, the filled replay rows,
    VecNormalize, RNG states and the logger; plain arrays and JSON, no pickle."""
    trial = make_trial("sb3_sac", "Pendulum-v1", 256, 64, normalize=True)
    run(trial, tmp_path, stop_after=128)
    path = tmp_path / CHECKPOINT_FILE
    with np.load(path, allow_pickle=False) as data:  # every member loads without pickle
        assert all(data[name].dtype != object for name in data.files)
    header, arrays = read_checkpoint(path)
    from esbench.runners.sb3.checkpoint import decode

    state = decode(header["state"], arrays)
    steps = header["logger"]["timesteps"]
    assert state["model"]["counters"]["num_timesteps"] == steps >= 64
    assert set(state["model"]["state_dicts"]) == {
        "policy",
        "actor.optimizer",
        "critic.optimizer",
        "ent_coef_optimizer",
    }
    assert set(state["model"]["variables"]) == {"log_ent_coef"}
    replay = state["model"]["replay"]
    assert replay["pos"] == steps and replay["observations"].shape == (steps, 1, 3)
    assert set(state["rng"]) == {"torch", "numpy", "random", "action_space"}
    assert state["envs"]["normalize"]["obs_rms"]["count"] > steps and len(state["envs"]["rngs"]) == 1
    assert [p[2] for p in header["logger"]["history"] if p[0] == "timesteps"][-1] <= steps


def test_a_resumed_model_is_the_checkpointed_one(tmp_path):
    """The networks and optimizer state restored are the saved ones, value for value."""
    trial = make_trial("sb3_ppo", "CartPole-v1", 512, 128)
    run(trial, tmp_path, stop_after=256)
    header, arrays = read_checkpoint(tmp_path / CHECKPOINT_FILE)
    from esbench.core.metrics import RunLogger
    from esbench.runners.sb3.checkpoint import decode
    from esbench.runners.sb3.resume import Checkpoints

    runner = get_runner("sb3_ppo")()
    model = runner.build_model(trial, runner.params_of(trial))
    logger = RunLogger(MemoryWriter(), trial.budget, trial.eval, evaluate=lambda: None)
    assert Checkpoints(tmp_path, trial, 128).load(model, logger) == header["logger"]["timesteps"]
    saved = decode(header["state"], arrays)["model"]["state_dicts"]
    for name, tensor in model.policy.state_dict().items():
        assert np.array_equal(tensor.numpy(), saved["policy"][name].numpy()), name
    state = model.policy.optimizer.state_dict()["state"]
    assert all(
        np.array_equal(state[k]["exp_avg"], saved["policy.optimizer"]["state"][k]["exp_avg"]) for k in state
    )
    assert logger.timesteps == header["logger"]["timesteps"] and logger.history == [
        tuple(p) for p in header["logger"]["history"]
    ]
    model.env.close()


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory) -> tuple[Trial, Path]:
    """A PPO trial and a directory holding its checkpoint."""
    directory = tmp_path_factory.mktemp("ck")
    trial = make_trial("sb3_ppo", "CartPole-v1", 512, 128)
    run(trial, directory, stop_after=256)
    return trial, directory


def resume_error(trial: Trial, directory: Path) -> str:
    """The message a run of ``trial`` from ``directory`` fails with."""
    with pytest.raises(EsbenchError) as info:
        run(trial, directory)
    return str(info.value)


def test_a_link_is_never_read(checkpoint, tmp_path):
    trial, directory = checkpoint
    os.symlink(directory / CHECKPOINT_FILE, tmp_path / CHECKPOINT_FILE)
    assert "is a symbolic link: esbench never follows links" in resume_error(trial, tmp_path)
    assert "symbolic link" in get_runner(trial.algo).checkpoint_problem(tmp_path, trial)
    assert get_runner(trial.algo).checkpoint_steps(tmp_path, trial) is None


def test_a_truncated_checkpoint_is_named_and_kept(checkpoint, tmp_path):
    trial, directory = checkpoint
    data = (directory / CHECKPOINT_FILE).read_bytes()
    (tmp_path / CHECKPOINT_FILE).write_bytes(data[: len(data) // 2])
    message = resume_error(trial, tmp_path)
    assert "not a readable checkpoint" in message and f"rm '{tmp_path / CHECKPOINT_FILE}'" in message
    assert (tmp_path / CHECKPOINT_FILE).exists() and get_runner(trial.algo).logged_points(tmp_path) is None


def test_another_trials_checkpoint_is_refused(checkpoint, tmp_path):
    _, directory = checkpoint
    shutil.copy(directory / CHECKPOINT_FILE, tmp_path / CHECKPOINT_FILE)
    other = make_trial("sb3_ppo", "CartPole-v1", 512, 128, learning_rate=1e-3)
    assert "is a checkpoint of another trial" in resume_error(other, tmp_path)
    assert "not this trial's checkpoint" in get_runner("sb3_ppo").checkpoint_problem(tmp_path, other)
    assert get_runner("sb3_ppo").logged_points(tmp_path, other) is None


def test_a_pickled_array_is_refused_unread(checkpoint, tmp_path):
    """An object array (numpy pickles it) in place of the header: refused, nothing unpickled."""
    trial, _ = checkpoint

    class Boom:
        def __reduce__(self):
            return (os.system, ("touch " + str(tmp_path / "pwned"),))

    with open(tmp_path / CHECKPOINT_FILE, "wb") as fh:
        np.savez(fh, header=np.array([Boom()], dtype=object))
    assert "not a readable checkpoint" in resume_error(trial, tmp_path)
    assert not (tmp_path / "pwned").exists()


@pytest.mark.parametrize("algo", ["sb3_ppo", "sb3_a2c", "sb3_trpo", "sb3_sac", "sb3_td3", "sb3_ars"])
def test_a_run_stored_before_checkpoint_every_existed_still_counts_as_completed(algo):
    """SB3 configs stored before ``checkpoint_every`` lack it; checkpoints never change a curve, so
    ``--resume`` still skips them (the default is the one ``execution.state`` leaves out)."""
    from esbench.core.params import from_dict, to_dict
    from esbench.execution.attempt import completed_run
    from esbench.runners.config_compare import LATER_PARAM_DEFAULTS
    from esbench.runners.sb3.tuning import CHECKPOINT_EVERY
    from esbench.stores.runs import RawRun

    assert LATER_PARAM_DEFAULTS[algo]["checkpoint_every"] == CHECKPOINT_EVERY
    params = to_dict(from_dict(get_runner(algo).Params, {}, "params"))  # as a resolved trial holds them
    assert params["checkpoint_every"] == CHECKPOINT_EVERY
    trial = dataclasses.replace(make_trial(algo, "Pendulum-v1", 100, 50), params=params)
    old = trial.to_config()
    del old["params"]["checkpoint_every"]  # as stored before
    stored = RawRun(source="store", run_id="1", config=old, run={"status": "COMPLETED"}, metrics={}, info={})
    assert completed_run([stored], trial) is stored
    other = dataclasses.replace(trial, params={**params, "checkpoint_every": 500})
    assert completed_run([stored], other) is None


def test_a_forged_checkpoint_sets_no_other_attribute(checkpoint, tmp_path):
    """The header names what it restores: only the parts the model itself names are accepted."""
    from esbench.runners.sb3.checkpoint import decode, encode, write_checkpoint

    trial, directory = checkpoint
    header, arrays = read_checkpoint(directory / CHECKPOINT_FILE)
    state = decode(header["state"], arrays)
    state["model"]["counters"]["env"] = 1  # would replace the model's envs
    forged: dict = {}
    header["state"] = encode(state, forged)
    write_checkpoint(tmp_path / CHECKPOINT_FILE, header, forged)
    assert "its counters are" in resume_error(trial, tmp_path)
