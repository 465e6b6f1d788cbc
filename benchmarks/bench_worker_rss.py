"""Resident memory of one ES rollout actor (Ray) playing a numpy MLP, and the same actor with torch.

    .venv/bin/python benchmarks/bench_worker_rss.py [--env esbench/Emulated-v0]

Starts a local Ray with one CPU, builds the ES's rollout actor (``backends.ray_backend._RolloutActor``)
for the 2x64 numpy MLP, plays two pairs, and prints the actor's RSS (psutil) and whether torch was
imported; then imports torch in the same actor and prints its RSS again (what a worker importing
torch would cost). The figures are recorded in ``docs/scaling.md``.
"""

from __future__ import annotations

import argparse

import numpy as np

from esbench.backends.base import ChunkRequest, GenerationTask, WorkerSpec
from esbench.backends.ray_backend import _RolloutActor
from esbench.core.config import PolicySpec
from esbench.policies.mlp_rollout import MlpPolicyFactory


class _Probe(_RolloutActor):
    """The rollout actor plus memory probes."""

    def rss(self, import_torch: bool = False) -> tuple[float, bool, int]:
        """(RSS in MB, torch imported, θ size) of this actor's process."""
        import sys

        import psutil

        if import_torch:
            import torch  # noqa: F401

        mb = psutil.Process().memory_info().rss / 2**20
        return mb, "torch" in sys.modules, self.worker.policy.num_params


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--env", default="esbench/Emulated-v0")
    args = parser.parse_args()
    import ray

    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
    try:
        spec = WorkerSpec(env_id=args.env, policy_factory=MlpPolicyFactory(PolicySpec()), noise_size=2**20)
        actor = ray.remote(num_cpus=1)(_Probe).remote(spec, None, None)
        _, _, params = ray.get(actor.rss.remote())
        task = GenerationTask(
            generation=0, run_seed=1, theta=np.zeros(params, np.float32), obs_mean=None, obs_std=None,
            sigma=0.02, episode_cap=None, action_noise_std=0.0, calc_obstat_prob=0.0,
        )  # fmt: skip
        ray.get(actor.run_pairs.remote(task, ChunkRequest(generation=0, start=0, stop=2)))
        numpy_mb, torch_loaded, _ = ray.get(actor.rss.remote())
        torch_mb, _, _ = ray.get(actor.rss.remote(import_torch=True))
        print(f"env {args.env}, 2x64 MLP ({params} parameters), noise table 4 MiB")
        print(f"rollout actor RSS, numpy MLP: {numpy_mb:.0f} MB (torch imported: {torch_loaded})")
        print(f"same actor after import torch: {torch_mb:.0f} MB (+{torch_mb - numpy_mb:.0f} MB)")
    finally:
        ray.shutdown()


if __name__ == "__main__":
    main()
