"""Fixtures of the store tests (defined in storehelpers.py, whose name is unique on sys.path).

The MongoDB server fixtures (``mongo_server``, ``mongo``) are in tests/conftest.py.
"""

from storehelpers import dummy_runner

__all__ = ["dummy_runner"]
