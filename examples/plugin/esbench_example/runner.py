"""An outside runner: a (1+1)-ES with the 1/5th success rule on a linear policy.

Everything it uses is esbench's public plugin API (docs/plugins.md).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from esbench import (
    FunctionActor,
    RunLogger,
    Runner,
    RunResult,
    Trial,
    derive_rng,
    derive_seed,
    field,
    make_env,
)


@dataclasses.dataclass(frozen=True, kw_only=True)
class OnePlusOneParams:
    """The (1+1)-ES's params: every field has a default and a doc (``esbench algos`` shows them)."""

    sigma: float = field(0.5, doc="Initial mutation step size.")
    episodes: int = field(1, doc="Episodes per candidate (the mean return is its fitness).")

    def check(self):
        """Yield (key, message) for bad values: esbench reports them at validation."""
        yield from ((k, f"must be > 0, got {v}") for k, v in vars(self).items() if v <= 0)


def act(theta: np.ndarray, obs: np.ndarray, n_actions: int | None):
    """The linear policy: argmax for discrete actions, tanh of the outputs for boxes in [-1, 1]."""
    out = theta.reshape(-1, obs.size + 1) @ np.append(obs.ravel(), 1.0)
    return int(np.argmax(out)) if n_actions else np.tanh(out)


class OnePlusOneRunner(Runner):
    """(1+1)-ES with the 1/5th success rule on a linear policy (an example plugin)."""

    algo = "one_plus_one"
    Params = OnePlusOneParams

    def train(self, trial: Trial, params: OnePlusOneParams, logger: RunLogger) -> RunResult:
        """One candidate per iteration; every random number derives from the run seed."""
        rng = derive_rng(trial.seed, "one_plus_one")
        self.env = make_env(trial.env)
        space = self.env.action_space
        self.n_actions = getattr(space, "n", None)
        outputs = self.n_actions or int(np.prod(space.shape))
        obs_size = int(np.prod(self.env.observation_space.shape))
        self.theta = np.zeros(outputs * (obs_size + 1))
        self.info.update(num_params=self.theta.size, cores=1)
        sigma, episode = params.sigma, 0
        logger.step()  # the initial policy, evaluated at step 0
        best = None  # the parent's fitness
        while not logger.done:
            candidate = (
                self.theta if best is None else self.theta + sigma * rng.standard_normal(self.theta.size)
            )
            returns = []
            for _ in range(params.episodes):
                ret, steps = self.play(candidate, derive_seed(trial.seed, "train", episode))
                episode += 1
                returns.append(ret)
                logger.add_steps(steps)
            logger.add_episodes(returns)
            fitness = float(np.mean(returns))
            if best is None or fitness >= best:
                self.theta, best, sigma = candidate, fitness, sigma * 1.5
            else:
                sigma *= 1.5 ** (-1 / 4)  # the 1/5th rule: stable at one success in five
            logger.step({"x.sigma": sigma})
        return logger.finish({"x.sigma": sigma})

    def play(self, theta: np.ndarray, seed: int) -> tuple[float, int]:
        """One training episode of ``theta``: (return, steps)."""
        obs, _ = self.env.reset(seed=seed)
        total, steps, done = 0.0, 0, False
        while not done:
            obs, reward, terminated, truncated, _ = self.env.step(act(theta, obs, self.n_actions))
            total, steps, done = total + float(reward), steps + 1, terminated or truncated
        return total, steps

    def actor(self) -> FunctionActor:
        """The current θ, played greedily by the eval protocol."""
        theta, n_actions = self.theta.copy(), self.n_actions
        return FunctionActor(lambda obs: act(theta, obs, n_actions))

    def close(self) -> None:
        """Close the training env."""
        if getattr(self, "env", None) is not None:
            self.env.close()
