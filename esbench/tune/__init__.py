"""``esbench tune``: one Optuna study per (algorithm, env) under one budget (``studies``), studies
packed on cores of their own (``jobs``), and what tuning writes: tuned.yaml and the summary
(``output``)."""

from esbench.execution.local.pool import PRELOAD

#: What ``esbench tune --jobs N``'s process server imports: the trials' modules
#: (:data:`esbench.execution.local.pool.PRELOAD`), Optuna and the studies' target module.
STUDY_PRELOAD: tuple[str, ...] = (*PRELOAD, "optuna", "esbench.tune.jobs")
