"""Shared fixtures. Ray is started once per test session (about 3 s), never per test."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")


@pytest.fixture(scope="session")
def ray_session():
    """A local Ray runtime with 2 CPUs shared by every test that needs one."""
    import ray

    if not ray.is_initialized():
        # "local": a Ray of our own, never the cluster /tmp/ray/ray_current_cluster names (any user's).
        ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False,
                 configure_logging=False)  # fmt: skip
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
