"""Registers the envs of tests/jobs_env.py in every process started with this directory on PYTHONPATH."""

import importlib.util
import os

_path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "jobs_env.py")
_spec = importlib.util.spec_from_file_location("esbench_test_jobs_env", _path)
_spec.loader.exec_module(importlib.util.module_from_spec(_spec))
