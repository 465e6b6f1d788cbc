"""``threads_limited``: a trial run in the driver's own process gets ``cores`` threads (torch, the BLAS
pools, the variables its processes inherit), and everything is as it was afterwards."""

from __future__ import annotations

import os

import threadpoolctl
import torch

from esbench.execution.local.process import THREAD_VARIABLES, threads_limited


def _blas_threads() -> list[int]:
    return [pool["num_threads"] for pool in threadpoolctl.threadpool_info()]


def test_threads_limited_sets_every_count_and_restores_it():
    before_torch, before_blas = torch.get_num_threads(), _blas_threads()
    before_env = {var: os.environ.get(var) for var in THREAD_VARIABLES}
    with threads_limited(1):
        assert torch.get_num_threads() == 1
        assert set(_blas_threads()) <= {1}
        assert all(os.environ[var] == "1" for var in THREAD_VARIABLES)
    assert torch.get_num_threads() == before_torch
    assert _blas_threads() == before_blas
    assert {var: os.environ.get(var) for var in THREAD_VARIABLES} == before_env
