"""The table-made SB3 runners (esbench/runners/sb3/algorithms.py): each row is the class its family
module binds, under the name and registry entry the row gives, with the row's model, params and doc."""

from __future__ import annotations

import importlib
import pickle

import pytest

from esbench.runners.registry import RUNNERS, get_runner
from esbench.runners.sb3.algorithms import SB3Algorithm, TableRunner
from esbench.runners.sb3.off_policy import OFF_POLICY, OffPolicyRunner
from esbench.runners.sb3.on_policy import ON_POLICY, OnPolicyRunner

ROWS = [(OnPolicyRunner, row) for row in ON_POLICY] + [(OffPolicyRunner, row) for row in OFF_POLICY]


@pytest.mark.parametrize(("family", "row"), ROWS, ids=[row.algo for _, row in ROWS])
def test_each_row_is_the_registered_class_of_its_family(family: type[TableRunner], row: SB3Algorithm):
    module = family.__module__
    assert RUNNERS[row.algo] == f"{module}:{row.class_name}"
    cls = getattr(importlib.import_module(module), row.class_name)
    assert get_runner(row.algo) is cls and issubclass(cls, family)
    assert (cls.__name__, cls.__qualname__, cls.__module__) == (row.class_name, row.class_name, module)
    assert (cls.algo, cls.Params, cls.tune_space) == (row.algo, row.params, row.tune_space)
    assert cls.__doc__ == row.doc
    assert cls.model_class() is row.model
    assert pickle.loads(pickle.dumps(cls)) is cls
    assert type(pickle.loads(pickle.dumps(cls()))) is cls


def test_a_row_without_a_conversion_passes_the_keywords_as_they_are():
    sac = get_runner("sb3_sac")()
    kwargs = {"learning_rate": 1e-3}
    assert sac.model_kwargs(kwargs, sac.Params(), None) is kwargs  # type: ignore[arg-type]
