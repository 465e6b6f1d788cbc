"""ES coordination past this machine: the real ES runner on ``esbench/Emulated-v0``, multi-node Ray cluster.

    .venv/bin/python benchmarks/bench_es_emulated_scaling.py [--quick] [--nodes 4] [--cpus-per-node 16]
        [--workers 1,2,4,8,16,32,64] [--generations 3] [--step-cost-s 0.006] [--csv FILE]

Starts a cluster of ``--nodes`` nodes on this machine (``ray.cluster_utils.Cluster``; a head without
CPUs; each node declares ``--cpus-per-node`` logical CPUs, more than the machine has: the emulated
env's steps sleep, so workers hardly use a core) and runs the real ES runner
(``esbench.runners.openai_es.runner``, ``backend: ray``, ``ray_address`` the cluster) at each worker count,
for strong scaling (``--population`` pairs, default 1,000) and weak scaling (``--pairs-per-worker``
pairs per worker, default 16). Per point, over the generations after the first (warm-up), median:

- measured generation time (``es.gen_time_s``) and its breakdown (``es.*_time_s``: put, compute,
  tail, gather, update, obstat, other; they sum to the generation time);
- coordination efficiency (``es.coordination_efficiency``, from each request's timestamps,
  :mod:`esbench.backends.stamps`): 1 - (generation time - the slowest worker's own busy span) /
  generation time. It is what the last line reports: what the ES's coordination costs, whatever the
  host's load, since a worker slowed by a busy host has that slowness in its own busy span;
- its parts: the slowest worker's busy span, the dispatch and collection latencies (medians), the
  straggler wait (the slowest worker's span less the median worker's);
- the emulation's fidelity: how far the workers' rollouts ran over their steps' set cost (median and
  95th percentile over workers). A warning is printed for every point whose 95th percentile is over
  10%: the host is too busy for that many emulated workers, so the next column does not hold;
- ideal time (the slowest worker's pairs x 2 x episode steps x step cost, ceil(pairs / workers)
  pairs) and ideal efficiency = ideal / measured: this one includes the host's fidelity.

Every point is a real esbench run: a Sacred run through ``esbench.execution.experiment.run_trial``
with esbench's file observer, stored in ``--store`` (default ``results/bench-emulated-scaling``), so
``esbench report`` shows them as the report's emulated scaling runs and fits its projection on them.

The same seed runs at 1 and at the largest worker count in the strong-scaling series (same
population): the final θ (from the run's checkpoint) must be bit-identical. The projection
(``esbench.report.projection``, the report's own code) is fitted on the points at 16 workers or
fewer, its error printed at every larger count, and, if it passes its check, projected to the
paper's 1,440 workers with the reference's 5,000 pairs and 1e6 parameters. The peak memory of the
whole machine while the cluster runs (total less available memory, ``/proc/meminfo``, sampled
every 0.5 s, less the same before the cluster started) is printed too. Prints a table and the
1-minute load average at start and end, writes a CSV, and ends with the line
``coordination efficiency at W workers on N nodes: strong 0.xx, weak 0.xx; theta bit-identical to 1
worker: yes`` (or ``no``). ``--max-workers W``: the worker counts 1, 2, 4, ... up to W (e.g.
``--max-workers 128 --nodes 8``; each node declares enough logical CPUs for its share). ``--quick``: 1,
4 and 8 workers on 2 nodes, a small population, a 2 ms step, 3 generations
(``tests/benchmarks/test_bench_emulated_scaling.py`` runs it).
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import math
import os
import sys
from pathlib import Path

import numpy as np
import pandas as pd

from esbench.backends.stamps import FIDELITY_LIMIT
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.es_names import (
    COLLECTION_LATENCY,
    COORDINATION_EFFICIENCY,
    DISPATCH_LATENCY,
    EMULATED_OVERRUN_MEDIAN,
    EMULATED_OVERRUN_P95,
    GEN_TIME,
    PAIRS,
    PARTS,
    SLOWEST_WORKER_BUSY,
    STRAGGLER_WAIT,
    WORKER_BUSY_TIME,
    part_metric,
)
from esbench.envs.emulated import EMULATED, EPISODE_STEPS
from esbench.execution.experiment import run_trial
from esbench.report import projection
from esbench.report.run_values import series
from esbench.runners.checkpoints import read_checkpoint
from esbench.runners.openai_es.runner import CHECKPOINT_FILE
from esbench.stores.file_observer import AtomicFileStorageObserver
from esbench.stores.file_store import FileRunStore

REPO = Path(__file__).resolve().parents[1]
#: The coordination columns: CSV name -> the run's metric (median over the generations after the first).
COORDINATION = {
    "coord_eff": COORDINATION_EFFICIENCY, "slowest_busy_s": SLOWEST_WORKER_BUSY,
    "dispatch_s": DISPATCH_LATENCY,
    "collect_s": COLLECTION_LATENCY, "straggler_s": STRAGGLER_WAIT, "overrun_med": EMULATED_OVERRUN_MEDIAN,
    "overrun_p95": EMULATED_OVERRUN_P95,
}  # fmt: skip
COLUMNS = ["mode", "workers", "pairs", "generations", "gen_s", *COORDINATION, "ideal_s", "ideal_eff", *PARTS]


@dataclasses.dataclass(frozen=True)
class Setup:
    """One benchmark's cluster and series."""

    nodes: int = 4
    cpus_per_node: int = 16
    workers: tuple[int, ...] = (1, 2, 4, 8, 16, 32, 64)
    population: int = 1000
    pairs_per_worker: int = 16
    generations: int = 3
    step_cost_s: float = 0.006
    seed: int = 0


QUICK = Setup(
    nodes=2, cpus_per_node=8, workers=(1, 4, 8), population=32, pairs_per_worker=2, step_cost_s=0.002
)


def start_cluster(setup: Setup):
    """A ``Cluster`` of ``setup.nodes`` nodes (head without CPUs) whose workers import this checkout."""
    from ray._private import ray_constants
    from ray.cluster_utils import Cluster

    from esbench.backends.local_ray import LOOPBACK, SINGLE_MACHINE_VAR

    paths = [str(REPO), os.environ.get("PYTHONPATH", "")]
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
    # Every node on loopback only, as esbench's own Ray (esbench.backends.local_ray): the node address
    # 127.0.0.1, and Ray's single-machine mode (here, and in the processes Ray starts) so that its
    # servers bind to it and this process joins it there.
    os.environ[SINGLE_MACHINE_VAR] = "0"
    ray_constants.ENABLE_RAY_CLUSTER = False
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 0, "node_ip_address": LOOPBACK})
    for _ in range(setup.nodes):
        cluster.add_node(
            num_cpus=setup.cpus_per_node, object_store_memory=256 * 2**20, node_ip_address=LOOPBACK
        )
    cluster.wait_for_nodes(timeout=300)
    os.environ.pop("RAY_ADDRESS", None)  # the runner joins by ray_address, never by the environment
    return cluster


def run_point(address: str, setup: Setup, mode: str, workers: int, store: Path) -> tuple[dict, np.ndarray]:
    """One ES run at ``workers`` workers, stored in ``store``: its table row and final θ."""
    pairs = setup.population if mode == "strong" else setup.pairs_per_worker * workers
    params = {
        "backend": "ray", "ray_address": address, "workers": workers, "population": pairs,
        "sigma": 0.02, "learning_rate": 0.03, "noise_table_size": 2**22, "worker_timeout_s": 600.0,
    }  # fmt: skip
    trial = Trial(
        suite="bench", label=f"es-{mode}-{workers}w", algo="openai_es",
        env=f"{EMULATED}[step_cost_s={setup.step_cost_s}]", seed=setup.seed,
        budget=Budget(setup.generations * pairs * 2 * EPISODE_STEPS), eval=EvalSpec(10**12, episodes=1),
        policy=PolicySpec(), params=params,
    )  # fmt: skip
    checkpoints = store / "checkpoints" / trial.label
    finished = run_trial(trial, [AtomicFileStorageObserver(str(store))], checkpoint_dir=checkpoints)
    metrics = FileRunStore(store).read_run(str(finished.run_id)).metrics

    def values(name: str) -> np.ndarray:
        return np.asarray(series(metrics, name)[1], float)

    gens = values(GEN_TIME)
    keep = slice(1, None) if len(gens) > 1 else slice(None)  # the first generation warms workers up
    row = {"mode": mode, "workers": workers, "pairs": pairs, "generations": len(gens)}
    row["gen_s"] = float(np.median(gens[keep]))
    for part in PARTS:
        row[part] = float(np.median(values(part_metric(part))[keep]))
    for column, name in COORDINATION.items():
        row[column] = float(np.median(values(name)[keep]))
    row["ideal_s"] = math.ceil(pairs / workers) * 2 * EPISODE_STEPS * setup.step_cost_s
    row["ideal_eff"] = row["ideal_s"] / row["gen_s"]
    row["parts_sum_s"] = float(np.median(np.sum([values(part_metric(p)) for p in PARTS], axis=0)[keep]))
    _, state = read_checkpoint(checkpoints / CHECKPOINT_FILE)
    theta = np.asarray(state["theta"])
    row["num_params"] = int(theta.size)
    return row, theta


def run_benchmark(
    setup: Setup, store: Path, address: str | None = None, out=print
) -> tuple[list[dict], dict[int, np.ndarray]]:
    """Both series (on a cluster started here unless ``address``), stored in ``store``: rows, strong
    θ by workers."""
    cluster = None if address else start_cluster(setup)
    address = address or cluster.address
    rows, thetas = [], {}
    try:
        for mode in ("strong", "weak"):
            for workers in setup.workers:
                row, theta = run_point(address, setup, mode, workers, store)
                rows.append(row)
                if mode == "strong":
                    thetas[workers] = theta
                out(_format(row))
    finally:
        if cluster is not None:
            cluster.shutdown()
    return rows, thetas


HEADER = (
    "mode   workers pairs   gen_s coord slowest  dispatch collect straggl over_med over_p95 ideal_s "
    "ideal_eff " + " ".join(f"{p:>7s}" for p in PARTS)
)


def _format(row: dict) -> str:
    parts = " ".join(f"{row[p]:7.3f}" for p in PARTS)
    return (
        f"{row['mode']:6s} {row['workers']:4d} {row['pairs']:5d} {row['gen_s']:7.3f} {row['coord_eff']:5.2f} "
        f"{row['slowest_busy_s']:7.3f} {row['dispatch_s']:8.4f} {row['collect_s']:7.4f} "
        f"{row['straggler_s']:7.3f} "
        f"{row['overrun_med']:8.1%} {row['overrun_p95']:8.1%} {row['ideal_s']:7.3f} {row['ideal_eff']:9.2f} "
        f"{parts}"
    )


def fidelity_warnings(rows: list[dict]) -> list[str]:
    """One warning per point whose emulated steps ran over their set cost by more than
    :data:`~esbench.backends.stamps.FIDELITY_LIMIT` (95th percentile over workers)."""
    return [
        f"warning: {r['mode']} at {r['workers']} worker{'s' if r['workers'] != 1 else ''}: the emulated "
        f"steps ran {r['overrun_med']:.0%} over "
        f"their set cost (median over workers; 95th percentile {r['overrun_p95']:.0%}, over "
        f"{FIDELITY_LIMIT:.0%}): the host is too busy for that many workers, so ideal_eff measures the "
        f"host; coordination efficiency (from timestamps) still measures the ES"
        for r in rows
        if not r["overrun_p95"] <= FIDELITY_LIMIT
    ]


def projection_lines(rows: list[dict]) -> list[str]:
    """The report's projection (``esbench.report.projection``) on these points: the held-out check
    (fitted on the smaller counts, its error at each larger one) and, if it passes, the projection to
    the paper's 1,440 workers (5,000 pairs, 1e6 parameters)."""
    runs = pd.DataFrame([{"workers": r["workers"], "num_params": r["num_params"], "breakdown": {
        **{part_metric(p): r[p] for p in PARTS}, PAIRS: r["pairs"], WORKER_BUSY_TIME: 0.0}}
        for r in rows])  # fmt: skip
    check = projection.heldout_check(runs)
    lines = [f"projection check: {check['check']}"]
    if check["refuse"]:
        return [*lines, "projection: none (the check failed)"]
    out = projection.project(projection.fit(runs, check["form"]))
    return [
        *lines,
        f"projected to {out['ref_cores']:,} workers, {out['ref_pairs']:,} pairs, {out['ref_params']:,} "
        f"parameters: generation {out['ref_t_s']:.3g} s, speed-up {out['ref_speedup']:.0f}x, efficiency "
        f"{out['ref_efficiency']:.2f} (serial part as measured, unscaled: "
        f"{out['ref_efficiency_serial_unscaled']:.2f}); limit: {out['limit']}",
    ]


def used_memory() -> int:
    """The machine's used memory in bytes: MemTotal - MemAvailable (``/proc/meminfo``)."""
    fields = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
    return (int(fields["MemTotal"].split()[0]) - int(fields["MemAvailable"].split()[0])) * 1024


class MemoryPeak:
    """The machine's used memory, sampled every 0.5 s in a thread: its peak above the start."""

    def __init__(self) -> None:
        import threading

        self.start = self.peak = used_memory()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        while not self._stop.wait(0.5):
            self.peak = max(self.peak, used_memory())

    def stop(self) -> float:
        """Stop sampling; the peak used memory above the start, in GB."""
        self._stop.set()
        self._thread.join()
        return (self.peak - self.start) / 1e9


def end_to_end(rows: list[dict], mode: str, workers: int) -> tuple[float, float]:
    """(speed-up, efficiency) of ``mode`` at ``workers`` against 1 worker, from the generation times:
    strong scaling's speed-up is T(1) / T(w) and its efficiency that over w; weak scaling (the work
    grows with w) has efficiency T(1) / T(w) and speed-up that times w."""
    gen = {r["workers"]: r["gen_s"] for r in rows if r["mode"] == mode}
    ratio = gen[1] / gen[workers]
    return (ratio, ratio / workers) if mode == "strong" else (ratio * workers, ratio)


def summary_line(rows: list[dict], thetas: dict[int, np.ndarray], setup: Setup) -> str:
    """The benchmark's last lines: the end-to-end speed-up and efficiency at the largest worker count
    (the primary figure), then coordination efficiency beside it, and θ's bit-identity."""
    top = max(setup.workers)
    eff = {r["mode"]: r["coord_eff"] for r in rows if r["workers"] == top}
    same = 1 in thetas and top in thetas and thetas[1].tobytes() == thetas[top].tobytes()
    (s_up, s_eff), (w_up, w_eff) = end_to_end(rows, "strong", top), end_to_end(rows, "weak", top)
    return (
        f"end-to-end at {top} workers on {setup.nodes} nodes: strong speed-up {s_up:.1f}x (efficiency "
        f"{s_eff:.2f}), weak speed-up {w_up:.1f}x (efficiency {w_eff:.2f})\n"
        f"coordination efficiency at {top} workers on {setup.nodes} nodes: strong {eff['strong']:.2f}, "
        f"weak {eff['weak']:.2f} (it leaves out stragglers, a busy host and too few cores); theta "
        f"bit-identical to 1 worker: {'yes' if same else 'no'}"
    )


def main() -> None:
    """Parse, run, print the table, write the CSV, print the summary line last."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1, 4, 8 workers on 2 nodes, small and short")
    parser.add_argument("--nodes", type=int)
    parser.add_argument("--cpus-per-node", type=int)
    parser.add_argument("--workers", help="comma-separated worker counts (must include 1)")
    parser.add_argument("--max-workers", type=int, help="worker counts 1, 2, 4, ... up to this")
    parser.add_argument("--population", type=int, help="strong scaling's pairs")
    parser.add_argument("--pairs-per-worker", type=int, help="weak scaling's pairs per worker")
    parser.add_argument("--generations", type=int)
    parser.add_argument("--step-cost-s", type=float)
    parser.add_argument("--csv", default="bench_es_emulated_scaling.csv")
    parser.add_argument("--store", default="results/bench-emulated-scaling", help="where the runs are stored")
    args = parser.parse_args()
    setup = QUICK if args.quick else Setup()
    skip = ("quick", "csv", "store", "max_workers")
    given = {k: v for k, v in vars(args).items() if v is not None and k not in skip}
    if "workers" in given:
        given["workers"] = tuple(int(w) for w in given["workers"].split(","))
    elif args.max_workers:
        given["workers"] = tuple(2**k for k in range(int(math.log2(args.max_workers)) + 1))
    setup = dataclasses.replace(setup, **given)
    if args.cpus_per_node is None:  # enough logical CPUs on the nodes for the largest count
        needed = math.ceil(max(setup.workers) / setup.nodes)
        setup = dataclasses.replace(setup, cpus_per_node=max(setup.cpus_per_node, needed))
    print(f"load average (1 min) at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; {setup}")
    print(HEADER)
    memory = MemoryPeak()
    rows, thetas = run_benchmark(setup, Path(args.store))
    peak_gb = memory.stop()
    with open(args.csv, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=[*COLUMNS, "parts_sum_s", "num_params"])
        writer.writeheader()
        writer.writerows(rows)
    print(f"load average (1 min) at end: {os.getloadavg()[0]:.2f}; CSV: {args.csv}; runs: {args.store}")
    print(f"peak memory of the machine above its start, cluster included: {peak_gb:.1f} GB")
    for line in fidelity_warnings(rows):
        print(line)
    for line in projection_lines(rows):
        print(line)
    sys.stdout.flush()
    print(summary_line(rows, thetas, setup))


if __name__ == "__main__":
    main()
