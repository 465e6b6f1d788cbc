"""The report selects a family's runs by the family the run stored (``info.family``), never by its
algorithm's name: an outside runner that says it is an ES joins the ES's side of the race, one that
names an ES-like algo but stores another family does not, and runs stored before the fact get their
built-in algorithm's family (report/families.py). Fails if the loader ignored ``info.family`` or the
ES's selection went back to ``algo == "openai_es"``."""

from __future__ import annotations

import numpy as np
from runfixture import metric, run_doc, write_run

from esbench.report import ReportOptions
from esbench.report.families import STORED_BEFORE, UNKNOWN, family_of
from esbench.report.loader import load_frames
from esbench.report.race_tradeoff import es_labels
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore


def test_the_stored_family_wins_and_old_runs_get_their_algorithms():
    assert family_of("ga", "openai_es") == "ga"
    assert family_of(None, "openai_es") == "es" and family_of("", "sb3_ppo") == "sb3"
    assert family_of(None, "pkg.mod:Algo") == UNKNOWN
    assert set(STORED_BEFORE.values()) == {"es", "asktell", "sb3"}


def test_the_es_side_is_the_es_family(tmp_path):
    runs = {  # label: (algo, stored family or None)
        "Mine": ("pkg.mod:MyES", "es"),
        "Old": ("openai_es", None),
        "NotES": ("openai_es", "outside"),
        "TRPO": ("sb3_trpo", "sb3"),
    }
    steps = np.arange(0, 5) * 1000
    for run_id, (label, (algo, family)) in enumerate(runs.items(), start=1):
        info = {"cores": 1} if family is None else {"cores": 1, "family": family}
        config = {"suite": "s", "label": label, "algo": algo, "env": "Env-v0", "seed": 0,
                  "budget": {"timesteps": 4000}, "params": {}}  # fmt: skip
        metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, steps / 100.0),
                   "eval.return_mean": metric(steps, steps / 10.0)}  # fmt: skip
        write_run(tmp_path, run_id, config=config, run=run_doc(result=1.0), metrics=metrics, info=info)
    data = prepare(load_frames([FileRunStore(tmp_path)]), ReportOptions(reference="TRPO"))
    assert dict(zip(data.usable.label, data.usable.family, strict=True)) == {
        "Mine": "es", "Old": "es", "NotES": "outside", "TRPO": "sb3",
    }  # fmt: skip
    assert es_labels(data) == ["Mine", "Old"]
