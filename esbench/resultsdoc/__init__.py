"""The evidence document: ``docs/results.md`` and ``results/README.md`` generated from ``results/``.

Every number esbench publishes about itself (Table 1 in the paper's terms, the population study, the
race, the benchmarks' printed output) is a pure function of what is committed under ``results/``:
stores written by ``esbench run`` (run.json, config.json, info.json, metrics.json; no checkpoints, no
captured output) and benchmark transcripts (``results/benchmarks/*.txt``). ``results/manifest.yaml``
names each store and transcript, the command that made it and the tables it feeds.

``bash scripts/results.sh`` (``python -m esbench.resultsdoc``) rewrites the two documents and the
README's generated block; ``--check`` fails on any difference instead (``tests/resultsdoc``).
Layer: outputs (reads stores through :mod:`esbench.report`, never runs anything).
"""
