"""The one declaration the table-made SB3 runners share: a row (:class:`SB3Algorithm`) per algorithm
and the class made from it (:func:`runner_class`) on its family's runner (:class:`TableRunner`).

A row holds what differs between two algorithms of one family: the registry name, the class name, the
SB3 (or sb3-contrib) model class, the ``Params`` dataclass, the default tuning space, the one-line doc
(``esbench algos``) and, where the model takes keywords that differ from its params, how to convert
them. The family (:class:`~esbench.runners.sb3.on_policy.OnPolicyRunner`,
:class:`~esbench.runners.sb3.off_policy.OffPolicyRunner`) holds the rest. Adding an SB3 algorithm of
a family is a ``Params`` dataclass, a row in its family's table and its name in
:data:`esbench.runners.registry.RUNNERS`. ARS (:mod:`.ars`) has a family of its own and is a class.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, TypeVar

from stable_baselines3.common.base_class import BaseAlgorithm
from stable_baselines3.common.vec_env import VecEnv

from esbench.runners.sb3.base import SB3ParamsCheck, SB3Runner

#: ``(kwargs, params, venv) -> kwargs``: the constructor keywords from the params' (see
#: :meth:`SB3Runner.model_kwargs`).
ModelKwargs = Callable[[dict[str, Any], Any, VecEnv], dict[str, Any]]


@dataclasses.dataclass(frozen=True)
class SB3Algorithm:
    """One SB3 algorithm as esbench runs it: a row of its family's table (module docstring)."""

    algo: str
    """The registry name suites use in ``algo:`` (``sb3_ppo``)."""
    class_name: str
    """The runner class's name in its family's module (``PPORunner``), as the registry names it."""
    model: type[BaseAlgorithm]
    """The SB3 or sb3-contrib algorithm class (``stable_baselines3.PPO``)."""
    params: type[SB3ParamsCheck]
    """The runner's ``Params`` dataclass (its fields are the model's keyword arguments)."""
    tune_space: Mapping[str, Mapping[str, list]]
    """The runner's default tuning space (:attr:`esbench.runners.base.Runner.tune_space`)."""
    doc: str
    """The runner's docstring (the first line is what ``esbench algos`` shows)."""
    model_kwargs: ModelKwargs | None = None
    """How the params' keywords become the model's where they differ (None: as they are)."""


class TableRunner(SB3Runner):
    """The base of a family of table-made SB3 runners: the model class and keyword conversion are
    those of the class's :class:`SB3Algorithm` row (:attr:`algorithm`)."""

    algorithm: ClassVar[SB3Algorithm]
    """The row this runner class was made from (:func:`runner_class`)."""

    @classmethod
    def model_class(cls) -> type[BaseAlgorithm]:
        """The row's SB3 algorithm class."""
        return cls.algorithm.model

    def model_kwargs(self, kwargs: dict[str, Any], params: Any, venv: VecEnv) -> dict[str, Any]:
        """The row's conversion of the params' keywords, if it has one."""
        convert = self.algorithm.model_kwargs
        return kwargs if convert is None else convert(kwargs, params, venv)


Family = TypeVar("Family", bound=TableRunner)


def runner_class(family: type[Family], algorithm: SB3Algorithm, module: str) -> type[Family]:
    """The runner class of ``algorithm`` on ``family``, named and placed as if written in ``module``
    (so the registry's ``module:Class`` and pickling find it)."""
    namespace = {
        "__doc__": algorithm.doc,
        "__module__": module,
        "__qualname__": algorithm.class_name,
        "algorithm": algorithm,
        "algo": algorithm.algo,
        "Params": algorithm.params,
        "tune_space": algorithm.tune_space,
    }
    return type(algorithm.class_name, (family,), namespace)


def runner_classes(
    family: type[Family], table: Iterable[SB3Algorithm], module: str
) -> tuple[type[Family], ...]:
    """:func:`runner_class` of every row of ``table``, in the table's order (a family module binds
    each to its row's ``class_name``; tests/runners/sb3/test_algorithms.py checks the names)."""
    return tuple(runner_class(family, row, module) for row in table)
