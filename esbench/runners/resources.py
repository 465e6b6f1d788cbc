"""Resource estimates checked when a suite is validated: absurd sizes stop there, with the estimate.

A suite asking for ``population: 1e9``, ``hidden: [1e9]`` or ``workers: 1e6`` would otherwise pass
validation and fail (or swap the machine to a halt) minutes into a run. Each runner's
``resource_problems()`` compares lower-bound estimates with this machine's memory and with the
trial's step budget; an estimate is a lower bound, so a config it refuses can never have fit.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable
from typing import Any

from esbench.core.config import PolicySpec
from esbench.core.cpus import usable_cpu_count

#: Memory one extra process (a Ray worker, a subprocess env) costs at the least: an interpreter with
#: numpy and gymnasium imported.
MIN_PROCESS_BYTES = 100 * 2**20
#: Bytes of one float32 parameter.
FLOAT32_BYTES = 4
#: Smallest CNN esbench builds (A3C's conv layers on 84x84x4 frames, fc 256 to one action).
MIN_CNN_PARAMS = 600_000


def machine_memory_bytes() -> int:
    """This machine's physical memory in bytes (a large number where the OS does not say)."""
    try:
        return int(os.sysconf("SC_PHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return 2**50


def human_bytes(n: float) -> str:
    """``n`` bytes as ``12.3 GB`` (powers of 1024)."""
    for unit in ("B", "kB", "MB", "GB", "TB", "PB"):
        if abs(n) < 1024 or unit == "PB":
            return f"{n:,.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024
    return f"{n:.1f} PB"


def policy_params_lower_bound(policy: PolicySpec) -> int:
    """Parameters of the policy for the smallest possible env (1-d observation, one action output).

    mlp: Σ (fan-in + 1) x fan-out over the layers; lstm: the gates' 4 x (input + state + 1) x state
    plus the head; cnn: the smallest CNN esbench builds.
    """
    if policy.type == "cnn":
        return MIN_CNN_PARAMS
    if policy.type == "lstm":
        state = policy.hidden[0] if policy.hidden else 1
        return 4 * (1 + state + 1) * state + (state + 1)
    sizes = [1, *policy.hidden, 1]
    return sum((a + 1) * b for a, b in itertools.pairwise(sizes))


def memory_problems(
    key: str, what: str, needed_bytes: float, memory: int | None = None
) -> Iterable[tuple[str, str]]:
    """``(key, message)`` when ``needed_bytes`` (a lower bound for ``what``) exceed the machine's memory."""
    memory = machine_memory_bytes() if memory is None else memory
    if needed_bytes > memory:
        yield (
            key,
            f"{what}: at least {human_bytes(needed_bytes)} of memory by estimate; this machine has "
            f"{human_bytes(memory)}",
        )


def noise_and_pool_problems(params: Any) -> Iterable[tuple[str, str]]:
    """The shared noise table (``params.noise_table_size``) and a local Ray pool of ``params.workers``
    against memory: the runners whose workers share the table (the ES's, the GA's)."""
    yield from memory_problems(
        "params.noise_table_size",
        f"a noise table of {params.noise_table_size:,} float32 values",
        FLOAT32_BYTES * params.noise_table_size,
    )
    if params.backend == "ray" and params.workers and not params.ray_address:
        yield from memory_problems(
            "params.workers", f"{params.workers:,} Ray workers", MIN_PROCESS_BYTES * params.workers
        )


def policy_memory_problems(policy: PolicySpec, copies: int) -> Iterable[tuple[str, str]]:
    """``policy.hidden``: the policy's parameters times ``copies`` float32 vectors against memory."""
    n = policy_params_lower_bound(policy)
    what = f"a policy of {n:,} parameters or more, held {copies} times (θ, gradient, optimizer state)"
    yield from memory_problems("policy.hidden", what, FLOAT32_BYTES * n * copies)


def env_size_problems(
    key: str, obs_dim: int, action_dim: int, policy: PolicySpec, copies: int
) -> Iterable[tuple[str, str]]:
    """``(key, message)`` when a policy for an env of ``obs_dim`` observations and ``action_dim``
    actions (the emulated env's sizes), held ``copies`` times, exceeds the machine's memory."""
    if policy.type == "mlp":
        sizes = [obs_dim, *policy.hidden, action_dim]
        n = sum((a + 1) * b for a, b in itertools.pairwise(sizes))
    else:  # at least one weight per observation value and per action output
        n = obs_dim + action_dim
    what = (
        f"obs_dim {obs_dim:,} and action_dim {action_dim:,} give a policy of {n:,} parameters or more, "
        f"held {copies} times"
    )
    yield from memory_problems(key, what, FLOAT32_BYTES * n * copies)


def generation_step_problems(
    key: str, episodes_per_generation: int, budget_timesteps: int
) -> Iterable[tuple[str, str]]:
    """``(key, message)`` when one generation's episodes (at least one step each) exceed the budget."""
    if episodes_per_generation > budget_timesteps:
        yield (
            key,
            f"one generation plays {episodes_per_generation:,} episodes (at least as many env steps), more "
            f"than the whole budget of {budget_timesteps:,} steps",
        )


def params_cores(params: object) -> int:
    """CPU cores a run with ``params`` keeps busy on this machine (what ``esbench run --jobs`` reserves).

    ``backend: ray``: its ``workers`` (None: every usable core, as the backend sizes itself; joining a
    cluster with ``ray_address``: 1, the driver, the workers run elsewhere); ``vec_env: subproc``:
    ``n_envs`` env processes; anything else (serial backends, SB3's in-process envs): 1.
    """
    if getattr(params, "backend", None) == "ray":
        if getattr(params, "ray_address", None):
            return 1
        return int(getattr(params, "workers", None) or usable_cpu_count())
    if getattr(params, "vec_env", None) == "subproc":
        return int(getattr(params, "n_envs", 1) or 1)
    return 1
