"""Batched MuJoCo envs: many episodes of a gymnasium v5 env in one ``mujoco.batch.Batch``, bit-identical.

:class:`BatchedMujocoEnv` steps ``nsim`` episodes in lockstep on ``nthread`` threads and reproduces
``gym.make(env_id)`` (gymnasium 1.4, default keyword arguments) step for step, bit for bit, per
simulation: observations, rewards, terminated (the healthy checks), truncated (TimeLimit: the
registered 1000 steps, or ``max_episode_steps``), and the reset noise, drawn from each simulation's
own generator made as ``env.reset(seed=s)`` makes it (``gymnasium.utils.seeding.np_random``: PCG64
from ``SeedSequence(s)``), in gymnasium's order (qpos first, then qvel). ``tests/envs/batched/
test_identity.py`` plays the same seeds and actions through both and compares the bytes.

:func:`batched_env_ids` lists the envs: the six of the paper's Table 1, HalfCheetah-v5, Hopper-v5,
Walker2d-v5, Swimmer-v5, InvertedPendulum-v5 and InvertedDoublePendulum-v5. Not batched: Ant,
Humanoid and HumanoidStandup, whose default observations and contact costs read ``cfrc_ext``, which
gymnasium computes by calling ``mj_rnePostConstraint`` after each step; ``Batch.step`` makes no
such call and has no stage that does (MuJoCo's step makes it only for models with acceleration or
force sensors, and these have no sensors), so the batch's ``cfrc_ext`` would not be gymnasium's.
Reacher and Pusher are not written yet (nothing known to stand in the way).

What ``gym.make`` adds for these ids (``TimeLimit(OrderEnforcing(PassiveEnvChecker(env)))``)
changes no array: PassiveEnvChecker only checks (and warns on) the first reset and step,
OrderEnforcing only refuses a step before the first reset, TimeLimit only sets ``truncated``.
Nothing clips or casts the actions, so the batch takes them as given. Visible difference: rewards
are float64 arrays (gymnasium's InvertedPendulum returns a Python int of the same value); the
flags are bool arrays (gymnasium: Python bools). Invisible differences are marked
``# Departure:`` in the code.

A simulation in mid-episode can move to another batch of the same env (another process or machine):
:meth:`BatchedMujocoEnv.export` copies its whole MuJoCo state (every ``mjSTATE_*`` field), TimeLimit
count and reset generator into :class:`SimStates`, and :meth:`BatchedMujocoEnv.adopt` continues it
there, bit for bit (an ES worker hands half its running episodes to an idle one this way).
"""

from esbench.envs.batched.env import STATE_FIELDS, BatchedMujocoEnv, SimStates, StepResult, batched_env_ids
from esbench.envs.batched.tasks import TASKS, Task

__all__ = ["STATE_FIELDS", "TASKS", "BatchedMujocoEnv", "SimStates", "StepResult", "Task", "batched_env_ids"]
