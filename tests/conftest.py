"""Shared fixtures. Ray is started once per test session (about 3 s), never per test.

Tests that start processes of their own (``--jobs`` trials, cluster nodes, killed drivers, the smoke
suites and tuning through the command line) are marked ``process`` here, by folder, so that the fast
subset the README documents (``-m "not (slow or process or cluster or mongo or omniboard or mlflow)"``) leaves
them out. CI runs everything.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("OMP_NUM_THREADS", "1")
#: Test files (relative to tests/) whose tests start processes of their own: marked ``process``.
PROCESS_TESTS = (
    "execution/local/",
    "execution/cluster/",
    "execution/test_smoke_suites.py",
    "faults/",
    "tune/",
    "cli/test_packaging.py",
    "cli/test_plugins.py",
    "regression/test_regression_pinned.py::test_pins_hold_on_other_kernels",
)


#: Tests measured slow (tests/slow_tests.txt: one node id per line, relative to tests/, a parametrized
#: test by its name without the brackets, or a file alone for all of its tests): marked ``slow``, so the
#: fast tier leaves them out.
SLOW_TESTS_FILE = os.path.join(os.path.dirname(__file__), "slow_tests.txt")


def slow_tests() -> set[str]:
    """The node ids listed in :data:`SLOW_TESTS_FILE` (comments and blank lines ignored)."""
    with open(SLOW_TESTS_FILE, encoding="utf-8") as f:
        return {line.split("#")[0].strip() for line in f} - {""}


def pytest_collection_modifyitems(config, items):
    """Mark the tests of :data:`PROCESS_TESTS` ``process`` and those of :data:`SLOW_TESTS_FILE` ``slow``."""
    root = os.path.dirname(__file__)
    slow = slow_tests()
    for item in items:
        where = os.path.relpath(str(item.path), root) + "::" + item.name
        if any(where.startswith(prefix) for prefix in PROCESS_TESTS):
            item.add_marker(pytest.mark.process)
        if where.split("[")[0] in slow or where.split("::")[0] in slow:
            item.add_marker(pytest.mark.slow)


os.environ.setdefault("MKL_NUM_THREADS", "1")


#: Variables esbench writes into ``os.environ`` for the processes it starts (the env packages a suite
#: imported, the modules a run allowed: esbench/envs/packages.py, esbench/core/trust.py).
IMPORT_CONSENT_VARS = ("ESBENCH_ENV_PACKAGES", "ESBENCH_ALLOW_IMPORTS")


@pytest.fixture(autouse=True)
def _import_consent_undone(monkeypatch):
    """Undo, after every test, what an in-process suite run wrote into :data:`IMPORT_CONSENT_VARS`, so
    that no later test imports (or is allowed) a module an earlier test named."""
    for name in IMPORT_CONSENT_VARS:
        monkeypatch.setenv(name, os.environ.get(name, ""))  # records the value (or its absence) to restore
        if not os.environ[name]:
            monkeypatch.delenv(name)


@pytest.fixture(scope="session")
def ray_session():
    """A local Ray runtime with 2 CPUs shared by every test that needs one."""
    import ray

    from esbench.backends.local_ray import init_local_ray

    if not ray.is_initialized():
        init_local_ray(ray, 2)  # loopback only, as esbench's own
    yield ray
    ray.shutdown()


@pytest.fixture(scope="session")
def mongo_server(tmp_path_factory):
    """The session's real MongoDB-compatible server (see tests/realmongo.py), stopped at the end."""
    from realmongo import ServerError, start_server, unavailable

    try:
        server = start_server(tmp_path_factory.mktemp("mongo-server"))
    except ServerError as exc:
        unavailable(str(exc))
    try:
        yield server
    finally:
        server.kill()


@pytest.fixture
def mongo(mongo_server, request, monkeypatch):
    """A database of its own on the test server for one test (dropped after it).

    ``mongo.url`` (with credentials), ``mongo.db``, ``mongo.password``, ``mongo.server``. Every
    MongoStore the test opens is a real pymongo client; ``$ESBENCH_MONGO`` is unset.
    """
    from realmongo import MongoDatabase, database_name

    from esbench.stores import mongo as mongo_mod

    monkeypatch.setattr(mongo_mod, "CLIENT_FACTORY", None)
    monkeypatch.delenv(mongo_mod.MONGO_ENV, raising=False)
    mongo_server.ensure_running()
    database = MongoDatabase(mongo_server, database_name(request.node.name))
    try:
        yield database
    finally:
        database.drop()


#: Skip reasons that stay skips in CI: each names a property of the platform or of a server the user
#: chose (``ESBENCH_TEST_MONGO``), never a missing tool that ``scripts/test.sh`` installs.
SKIPS_ALLOWED_IN_CI = (
    "stops the server: needs the SecantusDB test server",  # only with ESBENCH_TEST_MONGO set
    "no forkserver on this platform",
    "no CPU affinity on this platform",
    "needs two CPUs",
    "cannot mount a tmpfs here",  # a sandbox that refuses mounts even to root
)
#: Skips that were allowed in this session (reported at the end).
_ALLOWED_SKIPS: list[str] = []


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """In CI (``CI`` set), a test skipped for any reason but :data:`SKIPS_ALLOWED_IN_CI` fails: CI
    must run what it claims (a missing pdftotext, Chromium, npm, optuna, mkdocs, ... is an install
    step missing from scripts/test.sh, not a reason to pass)."""
    outcome = yield
    report = outcome.get_result()
    if not report.skipped or hasattr(report, "wasxfail") or not _in_ci():
        return
    reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
    if any(allowed in reason for allowed in SKIPS_ALLOWED_IN_CI):
        _ALLOWED_SKIPS.append(f"{item.nodeid}: {reason}")
        return
    report.outcome = "failed"
    report.longrepr = f"skipped in CI: {reason} (CI is set: install what this test needs in scripts/test.sh)"


def pytest_terminal_summary(terminalreporter):
    """Print how many tests were skipped, and which skips CI allowed."""
    skipped = len(terminalreporter.stats.get("skipped", []))
    terminalreporter.write_line(f"esbench: {skipped} skipped ({len(_ALLOWED_SKIPS)} allowed in CI)")
    for line in _ALLOWED_SKIPS:
        terminalreporter.write_line(f"  allowed skip: {line}")
