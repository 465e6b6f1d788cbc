"""Names of the files esbench writes that another layer reads: defined once, here.

``esbench tune`` writes them into ``results/<suite>/`` (:mod:`esbench.tune.output`); the report's
Tuning section reads the summary (:mod:`esbench.report.tuning`).
"""


def is_run_id(name: str) -> bool:
    """True if ``name`` names a stored run (a run directory): ASCII digits only. ``str.isdigit`` also
    takes ``²`` or ``٣``, which ``int`` refuses or reads as another number."""
    return name.isascii() and name.isdigit()


#: The tuned suite ``esbench tune`` writes (run it with ``esbench run``).
TUNED_SUITE_FILE = "tuned.yaml"
#: Per study: trials spent, best value against trials spent, importances.
TUNE_SUMMARY_FILE = "tune_summary.json"
#: One row per tuning trial.
TUNE_TRIALS_FILE = "tune_trials.csv"
