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


def pytest_collection_modifyitems(config, items):
    """Mark the tests of :data:`PROCESS_TESTS` ``process``."""
    root = os.path.dirname(__file__)
    for item in items:
        where = os.path.relpath(str(item.path), root) + "::" + item.name
        if any(where.startswith(prefix) for prefix in PROCESS_TESTS):
            item.add_marker(pytest.mark.process)


os.environ.setdefault("MKL_NUM_THREADS", "1")


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
