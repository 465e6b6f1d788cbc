"""``esbench tune``: one Optuna study per (algorithm, env) under one budget (``studies``), studies
packed on cores of their own (``jobs``), and what tuning writes: tuned.yaml and the summary
(``output``)."""
