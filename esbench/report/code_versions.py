"""Which versions of esbench's code the compared runs ran, and the warning when there is more than one.

A run stores the git commit of the esbench it ran (Sacred's ``experiment.repositories``, flagged dirty
when the work tree had uncommitted changes) and the digest of esbench's source by content
(``info.code_digest``, :func:`esbench.runners.provenance.code_digest`; runs older than the digest have
only the commit). The ES is deterministic on one machine with the same code and seed; with other code
the same seed can give another curve. Runs compared across code versions may therefore differ by more
than the method explains, and the report says so on its first page (:func:`mixed_code_warning`) and in
its summary (:func:`code_version_table`), as it does for CPU models (:mod:`esbench.report.cpu_models`).

A version is the code digest where the run stored one (two commits that changed only documents,
tests or reports are one version), else its commit (a dirty work tree is a version of its own: its
code is known to no one). Outside packages (a plugin runner, the env's package, libraries) are
recorded per run apart (``info.provenance``, ``experiment.dependencies``) and are not part of a
version.
"""

from __future__ import annotations

import pandas as pd

from esbench.report.cpu_models import counted_keys, runs_per
from esbench.report.tables import ReportData

#: How a run that stored neither a code digest nor a commit is named.
NOT_RECORDED = "not recorded"


def _commit(commit: str, dirty: bool) -> str:
    return f"{commit[:7]}{' (dirty)' if dirty else ''}" if commit else ""


def run_code_version(digest: str, commit: str, dirty: bool) -> str:
    """A run's code version: ``code <digest>`` when it stored a code digest, else ``commit <sha>``
    (``(dirty)`` appended for a dirty work tree), else :data:`NOT_RECORDED`."""
    if digest:
        return f"code {digest[:12]}"
    return f"commit {_commit(commit, dirty)}" if commit else NOT_RECORDED


def code_version_table(data: ReportData) -> pd.DataFrame:
    """The completed runs the report compares, per code version (:func:`run_code_version`): the git
    commits they came from, how many runs, their algorithm labels and envs; most runs first, then by
    name."""
    use = data.usable
    versions = [
        run_code_version(str(d), str(c), bool(x))
        for d, c, x in zip(use.code_digest, use.commit, use.dirty, strict=True)
    ]
    return runs_per(use, versions, "code version", commits=_commits)


def _commits(cell: pd.DataFrame) -> str:
    commits = {_commit(str(c), bool(x)) for c, x in zip(cell.commit, cell.dirty, strict=True)} - {""}
    return ", ".join(sorted(commits)) or "—"


def mixed_code_warning(data: ReportData) -> str:
    """The warning when the compared runs come from more than one recorded code version, naming each
    with its runs; "" for one version (or none recorded)."""
    table = code_version_table(data)
    versions, names = counted_keys(table, "code version", NOT_RECORDED, "code version")
    if versions < 2:
        return ""
    by_commit = any(v.startswith("commit ") for v in table["code version"])
    caveat = (
        " Runs with no code digest (info.code_digest) are told apart by git commit only, and two commits "
        "may hold the same code (git diff A B -- esbench/ says whether they do)."
        if by_commit
        else ""
    )
    return (
        f"These runs come from {versions} versions of esbench's code: {names}. The same seed "
        "gives the same curve only with the same code (and CPU model), so differences between these runs, "
        f"seed for seed, may come from changes to the code rather than from the method.{caveat}"
    )
