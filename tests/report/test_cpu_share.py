"""The report flags a run whose processes got less than 0.8 of its cores (``info.cpu_share``) as busy,
when the run did not sample its host; a run that did (``info.host_load``) is busy only when its host
was contended: its own idle cores (TRPO leaves one of 2 idle by itself) are its wall-clock."""

from __future__ import annotations

from runfixture import metric, run_doc, write_run


def test_the_report_flags_a_run_that_got_less_than_its_cores(tmp_path):
    from esbench.report.loader import load_frames
    from esbench.stores.file_store import FileRunStore

    steps = [0, 100]
    for run_id, share in ((1, 0.5), (2, 0.95)):
        config = {"suite": "s", "label": "A", "algo": "sb3_a2c", "env": "E-v0", "seed": run_id,
                  "budget": {"timesteps": 100}, "params": {}}  # fmt: skip
        metrics = {"timesteps": metric(steps, steps), "eval.return_mean": metric(steps, [0.0, 1.0])}
        info = {"cores": 2, "cpu_share": share, "machine_cores": 64, "load_avg_start": 0.1}
        write_run(tmp_path, run_id, config=config, run=run_doc(result=1.0), metrics=metrics, info=info)
    runs = load_frames([FileRunStore(tmp_path)]).runs.set_index("run_id")
    assert runs.loc["1", "busy"] and not runs.loc["2", "busy"]
    assert runs.loc["1", "cpu_share"] == 0.5


def test_a_sampled_run_is_busy_only_when_contended(tmp_path):
    from esbench.report.loader import load_frames
    from esbench.stores.file_store import FileRunStore

    steps = [0, 100]
    cases = {1: (0.47, False), 2: (0.99, True), 3: (0.47, None)}  # run: (cpu share, contended or unsampled)
    for run_id, (share, contended) in cases.items():
        config = {"suite": "s", "label": "A", "algo": "sb3_trpo", "env": "E-v0", "seed": run_id,
                  "budget": {"timesteps": 100, "wall_clock_s": 1200}, "params": {}}  # fmt: skip
        metrics = {"timesteps": metric(steps, steps), "eval.return_mean": metric(steps, [0.0, 1.0])}
        info = {"cores": 2, "cpu_share": share, "machine_cores": 2, "load_avg_start": 2.5}
        if contended is not None:
            info["host_load"] = {"available": True, "contended": contended}
        write_run(tmp_path, run_id, config=config, run=run_doc(result=1.0), metrics=metrics, info=info)
    busy = load_frames([FileRunStore(tmp_path)]).runs.set_index("run_id").busy
    assert (bool(busy["1"]), bool(busy["2"]), bool(busy["3"])) == (False, True, True)
