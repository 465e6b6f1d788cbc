"""Fixtures of the store tests (defined in storehelpers.py, whose name is unique on sys.path).

The MongoDB server fixtures (``mongo_server``, ``mongo``) are in tests/conftest.py; the MLflow
tracking server (``mlflow_server``, started once per session) is here (tests/realmlflow.py).
"""

import pytest
from storehelpers import dummy_runner

__all__ = ["dummy_runner", "mlflow_server"]


@pytest.fixture(scope="session")
def mlflow_server(tmp_path_factory):
    """The session's real MLflow tracking server (SQLite, proxied artifacts), stopped at the end."""
    from realmlflow import start_server

    server = start_server(tmp_path_factory.mktemp("mlflow-server"))
    try:
        yield server
    finally:
        server.stop()
