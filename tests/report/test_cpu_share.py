"""The report flags a run whose processes got less than 0.8 of its cores (``info.cpu_share``) as busy."""

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
