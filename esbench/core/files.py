"""Names of the files esbench writes that another layer reads: defined once, here.

``esbench tune`` writes them into ``results/<suite>/`` (:mod:`esbench.tune.output`); the report's
Tuning section reads the summary (:mod:`esbench.report.tuning`).
"""

#: The tuned suite ``esbench tune`` writes (run it with ``esbench run``).
TUNED_SUITE_FILE = "tuned.yaml"
#: Per study: trials spent, best value against trials spent, importances.
TUNE_SUMMARY_FILE = "tune_summary.json"
#: One row per tuning trial.
TUNE_TRIALS_FILE = "tune_trials.csv"
