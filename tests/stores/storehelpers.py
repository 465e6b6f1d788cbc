"""Helpers and fixtures of the MongoDB tests (conftest.py re-exports the fixtures).

A fast runner and suites. The MongoDB server is a real one: the ``mongo`` fixture of
tests/conftest.py (tests/realmongo.py) gives each test its own database on it. ``dummy_runner``
registers ``test_dummy``: a runner with the real metric contract and eval protocol (CartPole) that
trains nothing, in milliseconds. ``URL`` and ``PASSWORD`` belong to a server that is never
contacted: tests of URL parsing and of the commands esbench prints use them.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from esbench.core.metrics import RunLogger, RunResult
from esbench.core.params import field
from esbench.runners import registry
from esbench.runners.base import Runner

PASSWORD = "s3cr3t-Pa55"
URL = f"mongodb://alice:{PASSWORD}@mongo.example.org:27017/esbench_test"


@dataclasses.dataclass(frozen=True)
class DummyParams:
    """Parameters of the test runner."""

    step_size: int = field(50, doc="Env steps per training iteration.")
    raw_log_calls: int = field(0, doc="Extra log_scalar calls straight to the writer (dummy.raw).")
    chatter_lines: int = field(0, doc="Lines of 100 characters printed during the run.")


class ZeroActor:
    """Always action 0."""

    def reset(self) -> None:
        """Nothing to reset."""

    def __call__(self, observation):
        return 0


class DummyRunner(Runner):
    """Test runner: counts steps, logs the contract through RunLogger, learns nothing."""

    algo = "test_dummy"
    Params = DummyParams

    def train(self, trial, params: DummyParams, logger: RunLogger) -> RunResult:
        """Count steps until the budget is used; optionally flood the writer and stdout."""
        while not logger.done:
            logger.add_steps(params.step_size)
            logger.add_episodes([float(trial.seed)])
            logger.step()
        for i in range(params.raw_log_calls):
            logger.writer.log_scalar("dummy.raw", float(i), i)
        for i in range(params.chatter_lines):
            print(f"{i:08d} " + "x" * 91)
        self.info["num_params"] = 0
        return logger.finish()

    def actor(self) -> ZeroActor:
        """The constant policy."""
        return ZeroActor()


@pytest.fixture
def dummy_runner(monkeypatch):
    """Register ``test_dummy`` for the duration of a test."""
    monkeypatch.setitem(registry.RUNNERS, "test_dummy", f"{DummyRunner.__module__}:DummyRunner")
    registry.get_runner.cache_clear()
    yield DummyRunner
    registry.get_runner.cache_clear()


def write_suite(
    tmp_path: Path, name: str = "mongo-e2e", seeds=(0,), extra: str = "", labels=("A", "B")
) -> Path:
    """A suite of test_dummy trials on CartPole (1,000 steps each)."""
    lines = [
        f"name: {name}",
        f"seeds: {list(seeds)}",
        "budget: {timesteps: 1000}",
        "eval: {every_timesteps: 500, episodes: 2}",
        "envs: [CartPole-v1]",
        "algorithms:",
        *(f"  - {{label: {lb}, algo: test_dummy}}" for lb in labels),
    ]
    path = tmp_path / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n" + extra)
    return path


def all_documents(db) -> str:
    """Every document of every collection of ``db`` as one string (for credential checks)."""
    parts = []
    for name in db.list_collection_names():
        for doc in db[name].find():
            parts.append(json.dumps(doc, default=str))
    return "\n".join(parts)


def all_files_text(root: Path) -> str:
    """The text of every file under ``root``."""
    return "\n".join(p.read_text(errors="replace") for p in sorted(root.rglob("*")) if p.is_file())
