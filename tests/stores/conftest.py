"""Fixtures of the MongoDB tests (defined in storehelpers.py, whose name is unique on sys.path)."""

from storehelpers import dummy_runner, mongo_client

__all__ = ["dummy_runner", "mongo_client"]
