"""Names of the files esbench writes that another layer reads: defined once, here.

``esbench tune`` writes its files into ``results/<suite>/`` (:mod:`esbench.tune.output`); the
report's Tuning section reads the summary (:mod:`esbench.report.tuning`). The ES writes its
checkpoint through a temporary file (:mod:`esbench.es.state`) that the execution layer clears when a
dead run left one (:mod:`esbench.execution.state`, :mod:`esbench.execution.cluster.host`).
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

#: The suffix of an ES checkpoint's temporary file (written, then renamed over the checkpoint).
CHECKPOINT_TMP_SUFFIX = ".tmp.npz"
