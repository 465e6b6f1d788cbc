"""Checkpoints of the SB3 runners (TRPO, A2C, PPO, SAC, TD3, ARS): ``checkpoint_every`` and ``--resume``.

**When.** At the first rollout boundary (ARS: generation) at or past every ``checkpoint_every`` env
steps, the checkpoint is written when the next rollout starts, after the update of the rollout just
logged: the model then holds nothing half done (the rollout buffer is empty, the update made).
ARS draws the next generation's directions before its rollout starts, so its RNG states are taken
at the end of the generation, before that draw.

**What.** The networks (``policy``: actor, critics, target networks), every optimizer and torch
variable SB3 itself saves (``_get_torch_save_params``: SAC's entropy coefficient and its optimizer),
the counters (``num_timesteps``, episodes, updates, ARS's ``old_count``), SB3's last ``train/*``
values (the ``sb3.*`` metrics), the replay buffer's filled rows (SAC, TD3), VecNormalize's
statistics and per-env returns, the RNG states (torch, numpy, Python's ``random``, the action
space's, each training env's ``np_random``), and the :class:`~esbench.core.metrics.RunLogger`
(timesteps, episodes, the eval schedule, training wall-clock so far, every point logged). On the
batched MuJoCo simulator it also holds every simulation's whole state (its episode in flight, its
Monitor counts) and the model's last observation, so the run continues those episodes.

**Exactness.** A resumed run logs its points and evaluations at the steps the uninterrupted run
does and ends at the same budget. On the batched simulator (and ARS without ``eval_processes`` on
any env) it is the uninterrupted run, bit for bit on one machine (tested). A gymnasium env's
episode in flight cannot be saved in general (the simulator's state is the env's own object), so
elsewhere the resumed run starts new episodes (seeds from the run seed and the checkpoint's step,
then each env's saved ``np_random``): the episodes in flight at the checkpoint are lost (their steps
stay counted) and the curve goes on from the same state but not the same numbers. ARS's
``eval_processes`` keep their envs in their own processes: reseeded the same way.

**The file.** One ``sb3_checkpoint.npz`` in the trial's checkpoint directory (written to a
temporary file, then renamed over the last one): arrays as they are, everything else in a JSON
header. It is read with ``allow_pickle=False`` from a descriptor opened without following a link,
so a planted file cannot run code. Departure from SB3: SB3's own ``save``/``load`` (a zip of
pickled attributes) is never used.
"""

from __future__ import annotations

import errno
import functools
import json
import os
import random
import stat
from pathlib import Path
from typing import Any

import numpy as np
import torch
from stable_baselines3.common.base_class import BaseAlgorithm
from stable_baselines3.common.buffers import ReplayBuffer
from stable_baselines3.common.vec_env import VecEnv, VecEnvWrapper

from esbench.core.files import CHECKPOINT_TMP_SUFFIX
from esbench.runners.checkpoints import CheckpointError
from esbench.runners.sb3.batched_vec_env import BatchedVecEnv

CHECKPOINT_FILE = "sb3_checkpoint.npz"
#: The layout of the header; another one is refused, never guessed at.
FORMAT = 1
#: Model attributes restored as numbers (those a model has).
COUNTERS = ("num_timesteps", "_episode_num", "_n_updates", "old_count")
#: Replay buffer arrays saved up to the last filled row.
REPLAY_FIELDS = ("observations", "next_observations", "actions", "rewards", "dones", "timeouts")
#: The bit generators an env's or the action space's saved state may name.
BIT_GENERATORS = {c.__name__: c for c in (np.random.PCG64, np.random.PCG64DXSM, np.random.MT19937,
                                          np.random.Philox, np.random.SFC64)}  # fmt: skip


# -- the file --------------------------------------------------------------------------------------


def write_checkpoint(path: Path, header: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    """Write ``header`` (JSON) and ``arrays`` to ``path`` atomically: a temporary file opened without
    following links, synced, then renamed over ``path`` (a kill leaves the last checkpoint whole)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + CHECKPOINT_TMP_SUFFIX)
    tmp.unlink(missing_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        with os.fdopen(os.open(tmp, flags, 0o644), "wb") as fh:
            np.savez(fh, header=np.array(json.dumps(header)), **arrays)  # type: ignore[arg-type]
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:  # a full disk, a signal: the previous checkpoint stays, whole
        tmp.unlink(missing_ok=True)
        raise


def _open(path: Path) -> Any:
    """``path`` opened for reading, refused if it is a link or not a regular file."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK)
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # a symbolic link
            why = "is a symbolic link: esbench never follows links in a store"
            raise CheckpointError(f"{path} {why}") from None
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise CheckpointError(f"{path} is not a regular file")
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def read_checkpoint(path: Path, arrays: bool = True) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """``(header, arrays)`` of a checkpoint (``arrays``: False reads the header only). Raises
    :class:`CheckpointError` naming ``path`` when it is not a whole checkpoint of this format."""
    try:
        with _open(path) as fh, np.load(fh, allow_pickle=False) as data:
            header = json.loads(str(data["header"]))
            if not isinstance(header, dict) or header.get("format") != FORMAT:
                raise ValueError(f"not an esbench SB3 checkpoint of format {FORMAT}")
            found = {name: data[name] for name in data.files if name != "header"} if arrays else {}
    except CheckpointError:
        raise
    except Exception as exc:  # truncated, corrupt, hostile: named, never trusted
        raise CheckpointError(f"{path}: not a readable checkpoint ({type(exc).__name__}: {exc})") from exc
    return header, found


def encode(value: Any, arrays: dict[str, np.ndarray]) -> Any:
    """``value`` (state dicts, tensors, arrays, tuples, numbers) as JSON data, its arrays moved into
    ``arrays``; :func:`decode` gives it back."""
    if isinstance(value, (torch.Tensor, np.ndarray)):
        array = value.detach().cpu().numpy() if isinstance(value, torch.Tensor) else value
        if array.dtype.hasobject:
            raise TypeError("object arrays are never checkpointed")
        name = f"a{len(arrays)}"
        arrays[name] = array
        return {"__array__": name, "torch": isinstance(value, torch.Tensor)}
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, dict):
        return {"__dict__": [[encode(k, arrays), encode(v, arrays)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {"__tuple__": [encode(v, arrays) for v in value]}
    if isinstance(value, list):
        return [encode(v, arrays) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"a {type(value).__name__} cannot be checkpointed")


def decode(value: Any, arrays: dict[str, np.ndarray]) -> Any:
    """The inverse of :func:`encode` (tensors come back as tensors)."""
    if isinstance(value, list):
        return [decode(v, arrays) for v in value]
    if not isinstance(value, dict):
        return value
    if "__array__" in value:
        array = arrays[value["__array__"]]
        return torch.from_numpy(array.copy()) if value.get("torch") else array
    if "__tuple__" in value:
        return tuple(decode(v, arrays) for v in value["__tuple__"])
    return {decode(k, arrays): decode(v, arrays) for k, v in value["__dict__"]}


# -- the parts of a model --------------------------------------------------------------------------


def _attr(model: Any, name: str) -> Any:
    return functools.reduce(getattr, name.split("."), model)


def model_state(model: BaseAlgorithm) -> dict[str, Any]:
    """Networks, optimizers, torch variables, counters and SB3's logged values of ``model``."""
    names, variables = model._get_torch_save_params()
    values = model.logger.name_to_value.items()
    return {
        "state_dicts": {name: _attr(model, name).state_dict() for name in names},
        "variables": {name: _attr(model, name) for name in variables},
        "counters": {name: getattr(model, name) for name in COUNTERS if hasattr(model, name)},
        "logged": {k: float(v) for k, v in values if isinstance(v, (int, float, np.number))},
        "replay": replay_state(getattr(model, "replay_buffer", None)),
    }


def load_model_state(model: BaseAlgorithm, state: dict[str, Any]) -> None:
    """Restore :func:`model_state` (the model must be built with the same params). Only the parts
    the model itself names are restored: another name is an error, never an attribute set."""
    names, variables = model._get_torch_save_params()
    counters = {name for name in COUNTERS if hasattr(model, name)}
    for part, wanted in (("state_dicts", names), ("variables", variables), ("counters", counters)):
        if set(state[part]) != set(wanted):
            raise CheckpointError(f"its {part} are {sorted(state[part])}, the model's {sorted(wanted)}")
    for name, value in state["state_dicts"].items():
        _attr(model, name).load_state_dict(value)
    for name, value in state["variables"].items():
        _attr(model, name).data.copy_(value)
    for name, value in state["counters"].items():
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise CheckpointError(f"counter {name} is {value!r}, not a number")
        setattr(model, name, value)
    if hasattr(model, "weights"):  # ARS steps a flat copy of the policy's parameters
        model.weights = torch.nn.utils.parameters_to_vector(model.policy.parameters()).detach()
    model.logger.name_to_value.clear()
    model.logger.name_to_value.update({str(k): float(v) for k, v in state["logged"].items()})
    load_replay_state(getattr(model, "replay_buffer", None), state["replay"])


def replay_state(buffer: ReplayBuffer | None) -> dict[str, Any] | None:
    """The filled rows of a replay buffer and its position (None: no buffer)."""
    if buffer is None:
        return None
    rows = buffer.buffer_size if buffer.full else buffer.pos
    out: dict[str, Any] = {
        "pos": buffer.pos,
        "full": bool(buffer.full),
        "shape": [buffer.buffer_size, buffer.n_envs],
    }
    for name in REPLAY_FIELDS:
        value = getattr(buffer, name, None)
        if isinstance(value, np.ndarray):
            out[name] = value[:rows]
    return out


def load_replay_state(buffer: ReplayBuffer | None, state: dict[str, Any] | None) -> None:
    """Restore :func:`replay_state` into a buffer of the same size and shapes."""
    if (buffer is None) != (state is None):
        raise CheckpointError("the checkpoint's replay buffer does not match the model's")
    if buffer is None or state is None:
        return
    if list(state["shape"]) != [buffer.buffer_size, buffer.n_envs]:
        raise CheckpointError(
            f"a replay buffer of {state['shape']}, the model's is {[buffer.buffer_size, buffer.n_envs]}"
        )
    for name in REPLAY_FIELDS:
        target = getattr(buffer, name, None)
        if isinstance(target, np.ndarray):
            saved = state[name]
            if saved.shape[1:] != target.shape[1:] or saved.dtype != target.dtype or len(saved) > len(target):
                raise CheckpointError(
                    f"replay buffer {name}: {saved.shape} {saved.dtype}, not {target.shape} {target.dtype}"
                )
            target[: len(saved)] = saved
    buffer.pos, buffer.full = int(state["pos"]), bool(state["full"])


def _generator_state(generator: Any) -> dict[str, Any] | None:
    return dict(generator.bit_generator.state) if isinstance(generator, np.random.Generator) else None


def _generator(state: Any) -> np.random.Generator:
    """A generator in the saved ``state`` (its bit generator one of :data:`BIT_GENERATORS`)."""
    cls = BIT_GENERATORS.get(str(state.get("bit_generator"))) if isinstance(state, dict) else None
    if cls is None:
        raise CheckpointError(f"an RNG state of an unknown bit generator: {str(state)[:80]}")
    bits = cls()
    bits.state = state  # numpy checks it (a ValueError names what is wrong)
    return np.random.Generator(bits)


def rng_state(model: BaseAlgorithm) -> dict[str, Any]:
    """The process's RNG states (torch, numpy, ``random``) and the action space's."""
    return {
        "torch": torch.get_rng_state(),
        "numpy": np.random.get_state(),
        "random": random.getstate(),
        "action_space": _generator_state(model.action_space.np_random),
    }


def load_rng_state(model: BaseAlgorithm, state: dict[str, Any]) -> None:
    """Restore :func:`rng_state`."""
    torch.set_rng_state(state["torch"])
    np.random.set_state(state["numpy"])
    random.setstate(state["random"])
    if state["action_space"] is not None:
        model.action_space._np_random = _generator(state["action_space"])


def _base_env(venv: VecEnv) -> VecEnv:
    while isinstance(venv, VecEnvWrapper):
        venv = venv.venv
    return venv


def env_state(model: BaseAlgorithm) -> dict[str, Any]:
    """VecNormalize's statistics; on the batched simulator every simulation's state and the model's
    last observation (``exact``), else each env's ``np_random``."""
    out: dict[str, Any] = {"normalize": None, "sims": None, "rngs": None}
    norm = model.get_vec_normalize_env()
    if norm is not None:
        out["normalize"] = {"obs_rms": norm.obs_rms, "ret_rms": norm.ret_rms, "returns": norm.returns}
        out["normalize"] = _rms_tree(out["normalize"])
    venv = _base_env(model.get_env())  # type: ignore[arg-type]
    if isinstance(venv, BatchedVecEnv):
        try:
            sims = venv.sims.export(np.arange(venv.num_envs))
        except RuntimeError:  # a simulation not in an episode: nothing in flight to keep
            return out
        out["sims"] = {"fields": sims.fields, "elapsed": sims.elapsed, "returns": venv._returns,
                       "lengths": venv._lengths, "rngs": [_generator_state(g) for g in sims.rngs],
                       "last_obs": model._last_obs, "episode_starts": model._last_episode_starts,
                       "original_obs": model._last_original_obs}  # fmt: skip
        return out
    try:
        out["rngs"] = [_generator_state(g) for g in venv.get_attr("np_random")]
    except Exception:  # an env without gymnasium's np_random: reseeded at resume
        out["rngs"] = None
    return out


def _rms_tree(value: Any) -> Any:
    """RunningMeanStd objects (or dicts of them) as ``{mean, var, count}``."""
    if isinstance(value, dict):
        return {k: _rms_tree(v) for k, v in value.items()}
    if hasattr(value, "mean") and hasattr(value, "var") and hasattr(value, "count"):
        return {"mean": value.mean, "var": value.var, "count": value.count}
    return value


def _load_rms(target: Any, saved: Any) -> None:
    if isinstance(target, dict):
        for key, value in target.items():
            _load_rms(value, saved[key])
        return
    if np.shape(saved["mean"]) != np.shape(target.mean) or np.shape(saved["var"]) != np.shape(target.var):
        raise CheckpointError(
            f"VecNormalize statistics of shape {np.shape(saved['mean'])}, not {np.shape(target.mean)}"
        )
    target.mean, target.var, target.count = (
        np.array(saved["mean"]),
        np.array(saved["var"]),
        float(saved["count"]),
    )


def load_normalize(model: BaseAlgorithm, state: dict[str, Any]) -> None:
    """Restore VecNormalize's statistics and per-env returns from :func:`env_state`."""
    norm = model.get_vec_normalize_env()
    saved = state["normalize"]
    if (norm is None) != (saved is None):
        raise CheckpointError("the checkpoint's VecNormalize does not match the run's normalize")
    if norm is not None and saved is not None:
        _load_rms(norm.obs_rms, saved["obs_rms"])
        _load_rms(norm.ret_rms, saved["ret_rms"])
        if np.shape(saved["returns"]) != np.shape(norm.returns):
            raise CheckpointError(f"VecNormalize returns of shape {np.shape(saved['returns'])}")
        norm.returns = np.array(saved["returns"])


def load_sims(model: BaseAlgorithm, sims: dict[str, Any]) -> None:
    """Continue the simulations' episodes in flight and the model's last observation (exact resume)."""
    from esbench.envs.batched.env import SimStates

    venv = _base_env(model.get_env())  # type: ignore[arg-type]
    if not isinstance(venv, BatchedVecEnv) or len(sims["elapsed"]) != venv.num_envs:
        raise CheckpointError("the checkpoint's simulations do not match the run's training envs")
    if np.shape(sims["last_obs"]) != (venv.num_envs, *(venv.observation_space.shape or ())):
        raise CheckpointError(f"a last observation of shape {np.shape(sims['last_obs'])}")
    rngs = [None if s is None else _generator(s) for s in sims["rngs"]]
    venv.sims.adopt(
        SimStates(fields=sims["fields"], elapsed=sims["elapsed"], rngs=rngs), np.arange(venv.num_envs)
    )
    venv._returns[:], venv._lengths[:] = sims["returns"], sims["lengths"]
    model._last_obs, model._last_episode_starts = sims["last_obs"], sims["episode_starts"]
    model._last_original_obs = sims["original_obs"]


def load_env_rngs(model: BaseAlgorithm, rngs: list[dict | None]) -> None:
    """Give each training env its saved ``np_random``."""
    venv = _base_env(model.get_env())  # type: ignore[arg-type]
    if len(rngs) != venv.num_envs:
        raise CheckpointError(f"{len(rngs)} env RNG states for {venv.num_envs} envs")
    for i, state in enumerate(rngs):
        if state is not None:
            venv.set_attr("np_random", _generator(state), indices=[i])
