"""The contract kit's checkpoint check (:func:`check_resume`): a runner that says it checkpoints
(``checkpoints = True``) is stopped after its first checkpoint, as a kill would stop it, and run
again from that checkpoint, to its budget.

What it asserts:

* a checkpoint a resume can read (:meth:`~esbench.runners.base.Runner.checkpoint_steps`) is saved
  in ``checkpoint_dir`` before the run ends;
* the run resumed from it raises nothing (an ask/tell plugin's ``load_state`` included), starts
  there and not at step 0 (its first logged point is at or past the checkpoint's step), and keeps
  the metric contract, budget stop and eval protocol;
* with ``exact``: its curves are the uninterrupted run's, number for number (timing metrics
  excepted). A ``state()`` that leaves out what the run depends on (a generator, a step size) fails
  here. Runners whose episodes in flight at a checkpoint restart (SB3 on gymnasium envs:
  docs/algorithms.md) go on from the same state with other numbers: ``exact=False`` for them.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from esbench.core.config import Trial
from esbench.core.metrics import MemoryWriter
from esbench.runners.base import Runner


class _Killed(Exception):
    """Raised from the progress callback in place of a kill, once a checkpoint is saved."""


def check_resume(
    runner_class: type[Runner],
    trial: Trial,
    uninterrupted: MemoryWriter | None,
    *,
    exact: bool = True,
    max_overshoot: int | None = None,
) -> MemoryWriter:
    """Stop a run of ``trial`` after its first checkpoint, resume it, check the resumed run (module
    docstring); ``uninterrupted``: a whole run's metrics, compared when ``exact``. Returns the
    resumed run's metrics. Raises :class:`AssertionError` naming the failed check."""
    from esbench.testing import check_contract, is_timing

    who = trial.algo
    with tempfile.TemporaryDirectory(prefix="esbench-check-resume-") as tmp:
        directory = Path(tmp) / "checkpoint"
        directory.mkdir()

        def stop_after_checkpoint(
            timesteps: int, budget: int, eval_return: Any, wall_clock_s: float = 0
        ) -> None:
            if runner_class.checkpoint_steps(directory, trial) is not None:
                raise _Killed

        try:
            runner_class().run(
                trial, MemoryWriter(), progress=stop_after_checkpoint, checkpoint_dir=directory
            )
        except _Killed:
            pass
        else:
            raise AssertionError(
                f"{who}: says it checkpoints (checkpoints = True) but saved no checkpoint that "
                f"checkpoint_steps() reads in its checkpoint_dir during a whole run of "
                f"{trial.budget.timesteps} steps: save one every few updates, or pass params that do"
            )
        saved = runner_class.checkpoint_steps(directory, trial)
        steps: list[int] = []
        writer, resumed = MemoryWriter(), runner_class()
        try:
            resumed.run(
                trial, writer, progress=lambda step, *_, **__: steps.append(step), checkpoint_dir=directory
            )
        except Exception as exc:
            raise AssertionError(
                f"{who}: resuming from its checkpoint at {saved} steps failed: {type(exc).__name__}: {exc} "
                "(an ask/tell runner's load_state() gets back what its state() returned)"
            ) from exc
    assert steps and saved is not None and steps[0] >= saved, (
        f"{who}: the run resumed from a checkpoint at {saved} steps logged its first point at step "
        f"{steps[0] if steps else None}: it started again instead of continuing from the checkpoint"
    )
    check_contract(writer, resumed, trial, max_overshoot)
    if exact and uninterrupted is not None:
        for name in sorted(set(uninterrupted.metrics) | set(writer.metrics)):
            if not is_timing(name) and uninterrupted.metrics.get(name) != writer.metrics.get(name):
                raise AssertionError(
                    f"{who}: the run resumed from its checkpoint at {saved} steps gave another {name} curve "
                    "than the uninterrupted run: the checkpoint (an ask/tell runner's state()) leaves out "
                    "something the run depends on, e.g. a random generator kept across rounds"
                )
    return writer
