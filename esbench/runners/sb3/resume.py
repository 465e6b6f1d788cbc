"""A run's SB3 checkpoints over its life (:class:`Checkpoints`) and what ``--resume`` asks of the SB3
runners about a checkpoint (:class:`CheckpointedRunner`); the file and its parts: :mod:`.checkpoint`.

:class:`~esbench.runners.sb3.base.MetricsCallback` drives :class:`Checkpoints`: ``training_started``
(a resumed run's RNG and env states, after SB3's ``learn()`` has set up), ``rollout_ended`` (a
checkpoint is due; ARS: its RNG states now) and ``rollout_starting`` (the checkpoint written).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, ClassVar

from stable_baselines3.common.base_class import BaseAlgorithm

from esbench.core.config import Trial
from esbench.core.metrics import RunLogger
from esbench.core.seeding import derive_seed
from esbench.runners.checkpoints import (
    CheckpointError,
    checkpoint_identity,
    corrupt_checkpoint,
    identity_mismatch,
    resume_key,
    wrong_trial,
)
from esbench.runners.sb3.checkpoint import (
    CHECKPOINT_FILE,
    FORMAT,
    decode,
    encode,
    env_state,
    load_env_rngs,
    load_model_state,
    load_normalize,
    load_rng_state,
    load_sims,
    model_state,
    read_checkpoint,
    rng_state,
    write_checkpoint,
)

#: What a checkpoint that cannot be restored raises while it is (beside :class:`CheckpointError`).
_BROKEN = (CheckpointError, KeyError, TypeError, ValueError, RuntimeError, IndexError, AttributeError)


class Checkpoints:
    """One run's checkpoints in ``directory`` (None: none): loaded once before training, then written
    at the first rollout boundary at or past every ``every`` env steps (module docstring of
    :mod:`.checkpoint`). ``rng_at_rollout_end``: take the RNG states at the rollout's end (ARS)."""

    def __init__(self, directory: Path | None, trial: Trial, every: int, rng_at_rollout_end: bool = False):
        self.path = None if directory is None else Path(directory) / CHECKPOINT_FILE
        self.trial = trial
        self.every = every
        self.rng_at_rollout_end = rng_at_rollout_end
        self._next = every
        self._due = False
        self._rng: dict[str, Any] | None = None
        self._restore: dict[str, Any] | None = None  # a resumed run's states for training_started

    def load(self, model: BaseAlgorithm, logger: RunLogger) -> int | None:
        """Restore the checkpoint, if there is one, into ``model`` and ``logger`` (its points replayed);
        return its env steps (None: no checkpoint, the run starts at step 0). A checkpoint of another
        trial or one that cannot be read whole raises an :class:`~esbench.core.errors.EsbenchError`
        saying which file and what to do; nothing is deleted."""
        if self.path is None or not os.path.lexists(self.path):
            return None
        try:
            header, arrays = read_checkpoint(self.path)
        except CheckpointError as exc:
            raise corrupt_checkpoint(self.path, exc) from exc
        why = identity_mismatch(header, self.trial)
        if why is not None:  # checked before anything is restored
            raise wrong_trial(self.path, why)
        try:
            steps = int(header["logger"]["timesteps"])
            state = decode(header["state"], arrays)
            load_model_state(model, state["model"])
            load_normalize(model, state["envs"])
            if state["envs"]["sims"] is not None:  # the episodes in flight go on
                load_sims(model, state["envs"]["sims"])
            else:  # Departure: SB3 would reseed nothing; new episodes, seeds from (run seed, step)
                env = model.get_env()
                assert env is not None  # build_model gives the model its envs
                env.seed(derive_seed(self.trial.seed, "sb3", "env", "resume", steps))
            logger.load_state_dict(header["logger"], replay=True)
        except _BROKEN as exc:
            raise corrupt_checkpoint(self.path, exc) from exc
        self._restore = state
        self._next = (steps // self.every + 1) * self.every
        return steps

    def training_started(self, model: BaseAlgorithm) -> None:
        """A resumed run, once ``learn()`` has reset its envs: the RNG states, the envs' generators
        and VecNormalize's statistics as they were at the checkpoint (the reset's update undone)."""
        state, self._restore = self._restore, None
        if state is None or self.path is None:
            return
        try:
            load_rng_state(model, state["rng"])
            load_normalize(model, state["envs"])
            if state["envs"]["sims"] is None:
                if state["envs"]["rngs"] is not None:
                    load_env_rngs(model, state["envs"]["rngs"])
                norm = model.get_vec_normalize_env()
                if norm is not None and model._last_obs is not None:  # the reset's obs, normalised again
                    model._last_obs = norm.normalize_obs(norm.get_original_obs())
        except _BROKEN as exc:
            raise corrupt_checkpoint(self.path, exc) from exc

    def rollout_ended(self, model: BaseAlgorithm, logger: RunLogger, stopped: bool) -> None:
        """After the rollout's point: a checkpoint is due at or past every ``every`` steps (not when
        the run stops here); with ``rng_at_rollout_end`` the RNG states are taken now."""
        if self.path is None or stopped or logger.timesteps < self._next:
            return
        self._due = True
        if self.rng_at_rollout_end:
            self._rng = rng_state(model)

    def rollout_starting(self, model: BaseAlgorithm, logger: RunLogger) -> None:
        """Write the checkpoint that :meth:`rollout_ended` found due (after the update)."""
        if not self._due or self.path is None:
            return
        self._due = False
        rng, self._rng = self._rng or rng_state(model), None
        arrays: dict[str, Any] = {}
        state = {"model": model_state(model), "rng": rng, "envs": env_state(model)}
        header = {
            "format": FORMAT,
            "trial": resume_key(self.trial),
            "identity": checkpoint_identity(self.trial),
            "sb3_class": f"{type(model).__module__}.{type(model).__name__}",
            "logger": logger.state_dict(),
            "state": encode(state, arrays),
        }
        write_checkpoint(self.path, header, arrays)
        self._next = (logger.timesteps // self.every + 1) * self.every


def _header(checkpoint_dir: Path, trial: Any) -> tuple[dict[str, Any] | None, str | None]:
    """The header of the checkpoint in ``checkpoint_dir`` if it is ``trial``'s (None: any trial's),
    else None and why not."""
    path = Path(checkpoint_dir) / CHECKPOINT_FILE
    if not os.path.lexists(path):
        return None, f"it holds no {CHECKPOINT_FILE}"
    try:
        header, _ = read_checkpoint(path, arrays=False)
    except CheckpointError as exc:
        return None, str(exc)
    why = None if trial is None else identity_mismatch(header, trial)
    if why is not None:
        return None, f"{path} is not this trial's checkpoint ({why})"
    return header, None


class CheckpointedRunner:
    """What the SB3 runners answer about their checkpoints (the base of :class:`SB3Runner`, before
    :class:`~esbench.runners.base.Runner`), and their resume at the start of :meth:`train`."""

    checkpoints: ClassVar[bool] = True
    """Every SB3 runner checkpoints (``checkpoint_every``) and resumes."""
    checkpoint_dir: Path | None
    info: dict[str, Any]

    @classmethod
    def logged_points(cls, checkpoint_dir: Path, trial: Any = None) -> list[tuple[str, float, int]] | None:
        """Every point logged up to the checkpoint in ``checkpoint_dir`` (None: none, unreadable, or
        another trial's)."""
        header, _ = _header(checkpoint_dir, trial)
        try:
            return (
                None
                if header is None
                else [(str(n), float(v), int(s)) for n, v, s in header["logger"]["history"]]
            )
        except (KeyError, TypeError, ValueError):
            return None

    @classmethod
    def checkpoint_problem(cls, checkpoint_dir: Path, trial: Any) -> str | None:
        """None when the checkpoint in ``checkpoint_dir`` names ``trial`` (its header), else why not."""
        return _header(checkpoint_dir, trial)[1]

    @classmethod
    def checkpoint_steps(cls, checkpoint_dir: Path, trial: Any = None) -> int | None:
        """The env steps of ``trial``'s checkpoint in ``checkpoint_dir`` (None: none to resume from)."""
        header, _ = _header(checkpoint_dir, trial)
        try:
            return None if header is None else int(header["logger"]["timesteps"])
        except (KeyError, TypeError, ValueError):
            return None

    def resume(
        self, trial: Trial, params: Any, model: BaseAlgorithm, logger: RunLogger, rng_at_end: bool
    ) -> Checkpoints:
        """The run's :class:`Checkpoints`, its checkpoint (if any) restored into ``model`` and ``logger``
        (``info.resumed_from_timesteps``); else the initial policy logged at step 0."""
        checkpoints = Checkpoints(self.checkpoint_dir, trial, params.checkpoint_every, rng_at_end)
        steps = checkpoints.load(model, logger)
        if steps is None:
            logger.step()  # the initial policy's evaluation at step 0
        else:
            self.info["resumed_from_timesteps"] = steps
            self.resumed(model, trial, steps)
            logger.start_training()  # a resumed run's first rollout is training time too
        return checkpoints

    def resumed(self, model: BaseAlgorithm, trial: Trial, steps: int) -> None:
        """Called once a checkpoint at ``steps`` is restored, before training (ARS: its processes)."""
