"""Light workers: a rollout worker playing a numpy MLP never imports torch (~250 MB per Ray worker).

Checked in a fresh interpreter (this test process has torch already): import the worker modules
(the Ray actor's too), build a numpy-MLP :class:`RolloutWorker` and play two pairs.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
import numpy as np
from esbench.backends.base import ChunkRequest, WorkerSpec
from esbench.backends.ray_actor import RolloutActor  # noqa: F401  (the actor's module path)
from esbench.backends.rollout import RolloutWorker
from esbench.core.config import PolicySpec
from esbench.policies.factories import MlpPolicyFactory
from tests.backends.gentask import generation_task

spec = WorkerSpec(env_id="esbench/Emulated-v0[step_cost_s=0.0]",
                  policy_factory=MlpPolicyFactory(PolicySpec(type="mlp", init="normc")), noise_size=100_000)
worker = RolloutWorker(spec)
theta = np.zeros(worker.policy.num_params, np.float32)
result = worker.run_pairs(generation_task(theta), ChunkRequest(generation=0, start=0, stop=2))
assert len(result.returns) == 2, result
print("torch" in sys.modules)
"""


def test_numpy_mlp_worker_imports_no_torch():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300, check=False, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False", "a numpy-MLP rollout worker imported torch"
