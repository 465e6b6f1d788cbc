"""Atari (``ALE/<Game>-v5``) with the preprocessing of the ES paper and A3C (Mnih et al. 2016).

One wrapper chain, built by :func:`make_atari` for every algorithm, for training and evaluation:

- ALE with ``frameskip=1`` (the skipping is done below, so the last two frames can be max-pooled)
  and sticky actions **off** by default (``repeat_action_probability`` 0; ALE v5 defaults to 0.25,
  the paper predates sticky actions);
- gymnasium's ``AtariPreprocessing``: up to ``noop_max`` (30) random no-ops after reset, frame
  skip ``frame_skip`` (4; 1 to 4 for the paper's frame-skip experiment) with max-pooling over the
  last two frames, 84x84 grayscale, uint8 (no scaling: the networks divide by 255), no episodic
  life;
- ``FrameStackObservation``: the last 4 frames, channels first ``(4, 84, 84)``, which is the
  layout SB3's ``CnnPolicy`` expects (no ``VecTransposeImage`` needed) and the ES CNN reads;
- an optional ``TimeLimit`` of ``max_episode_steps`` agent steps (default: ALE's own 108,000-frame cap).

Departure from uber-research's ``wrap_deepmind``: no FIRE-on-reset wrapper (A3C and the ES paper do
not mention it; no-op starts plus a learnt policy handle games that need FIRE).
"""

from __future__ import annotations

import gymnasium as gym
from gymnasium.wrappers import AtariPreprocessing, FrameStackObservation, TimeLimit

from esbench.envs.options import AtariOptions

#: Frames stacked into one observation.
FRAME_STACK = 4
#: Side of the square grayscale frame.
SCREEN_SIZE = 84


def make_atari(env_id: str, options: AtariOptions) -> gym.Env:
    """``env_id`` (an ``ALE/...`` id) wrapped as described in the module docstring."""
    env = gym.make(env_id, frameskip=1, repeat_action_probability=options.repeat_action_probability)
    env = AtariPreprocessing(
        env,
        noop_max=options.noop_max,
        frame_skip=options.frame_skip,
        screen_size=SCREEN_SIZE,
        terminal_on_life_loss=False,
        grayscale_obs=True,
        scale_obs=False,
    )
    env = FrameStackObservation(env, FRAME_STACK)
    if options.max_episode_steps is not None:
        env = TimeLimit(env, options.max_episode_steps)
    return env
