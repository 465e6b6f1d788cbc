"""What a suite file holds: the validated :class:`Suite` and its parts (envs, algorithms; its
``eval`` section is a trial's :class:`~esbench.core.config.EvalSpec`).

Parsing and validation are in :mod:`esbench.suite.load`; the checks across keys in
:mod:`esbench.suite.checks`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from esbench.core.config import Budget, EvalSpec, PolicySpec, Resources, StoreSpec, file_store_dir
from esbench.core.params import field
from esbench.envs import format_env_ref, parse_env_ref
from esbench.suite.tune_section import TuneSpec

#: A suite name is an identifier (it names the store directory): no path separators, no leading dot.
SUITE_NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}")
#: Root seeds are 32-bit: the range every seed derivation and SB3/gymnasium accept.
MAX_SEED = 2**32 - 1

#: The most trials a suite may expand to unless ``--max-trials`` raises it: each trial is a run, and
#: validating or expanding 100,000 of them takes minutes before anything starts.
MAX_TRIALS = 10_000

#: The longest algorithm label: it is part of file names (a file name has at most 255 bytes).
MAX_LABEL = 100


@dataclasses.dataclass(frozen=True, kw_only=True)
class EnvEntry:
    """An item of ``envs``: an id string, or a mapping with options and budget/policy overrides."""

    id: str = field(doc="A gymnasium env id (`esbench envs` lists them).")
    options: Mapping[str, Any] = field(
        default_factory=dict,
        doc="Env options passed to make_env for training and evaluation of every algorithm, e.g. "
        "{frame_skip: 2} (see docs/suites.md for each family's options).",
    )
    budget: Budget | None = field(None, doc="Overrides the suite's budget for this env.")
    policy: PolicySpec | None = field(None, doc="Overrides the suite's policy for this env.")

    @property
    def ref(self) -> str:
        """The env ref trials store as ``env``: the id plus the options (``ALE/Pong-v5[frame_skip=2]``)."""
        return format_env_ref(self.id, self.options)


@dataclasses.dataclass(frozen=True, kw_only=True)
class ReportSpec:
    """The suite's ``report`` section: how its report (``esbench report``, and ``esbench run``'s) reads
    the runs."""

    reference: str | None = field(
        None,
        doc="Label every ratio, level and probability of improvement is relative to (an algorithms "
        "label). Default: TRPO when present, else the ES, else the first label; `esbench report "
        "--reference` overrides it. Page 1 says which rule chose it.",
    )


@dataclasses.dataclass(frozen=True)
class AlgorithmEntry:
    """An item of ``algorithms``."""

    label: str = field(doc="Unique name of this configuration, used in reports (e.g. ES, TRPO).")
    algo: str = field(doc="Registered algorithm (`esbench --help` lists them).")
    params: Mapping[str, Any] = field(
        default_factory=dict, doc="The runner's parameters (see docs/suites.md)."
    )
    resources: Resources | None = field(None, doc="Overrides the suite's resources for this algorithm.")
    budget: Budget | None = field(
        None,
        doc="Overrides the suite's budget for this algorithm (e.g. the reduced Table 1: TRPO 500k "
        "steps, the ES 5M); an env's own budget may not be set as well. The report says when budgets differ.",
    )
    env_params: Mapping[str, Any] = field(
        default_factory=dict,
        doc="{env ref: {param: value}}: params for one env only, over params (e.g. the settings "
        "`esbench tune` found for each env).",
    )


@dataclasses.dataclass(frozen=True, kw_only=True)
class Suite:
    """A validated suite file."""

    name: str = field(doc="Suite name: default store directory results/<name>, report title.")
    seeds: tuple[int, ...] = field(doc="Root seeds; each (algorithm, env) runs once per seed.")
    budget: Budget = field(doc="Per-run budget: timesteps (required) and optional wall_clock_s.")
    envs: tuple[EnvEntry | str, ...] = field(
        doc="Environment ids, or mappings {id, options, budget, policy}."
    )
    algorithms: tuple[AlgorithmEntry, ...] = field(doc="Algorithms: {label, algo, params}.")
    eval: EvalSpec = field(default_factory=EvalSpec, doc="Evaluation protocol, identical for all algorithms.")
    policy: PolicySpec = field(default_factory=PolicySpec, doc="Network spec shared by every algorithm.")
    resources: Resources = field(
        default_factory=Resources,
        doc="{cores: N}: every run uses exactly N CPU cores (Ray workers, SB3 subprocess envs).",
    )
    store: StoreSpec = field(
        default_factory=StoreSpec, doc="Where runs are stored (file directory, MongoDB URL)."
    )
    init: str = field(
        "own",
        doc="Initial policies. own: each algorithm its own (the ES and CMA-ES start from the suite's "
        "network at the same θ0 for a seed; SB3 from its library's initialisation; the report says "
        "so). shared: every algorithm must start from that θ0 (openai_es, nevergrad; not applicable "
        "to sb3_*, which initialise their own networks: a validation error), verified in the report "
        "from each run's stored theta0_sha256.",
    )
    env_packages: tuple[str, ...] = field(
        (),
        doc="Modules imported (and nothing else) before validation, in the driver, every trial process "
        "and Ray worker, so the envs they register with gymnasium can be listed in envs; each only if "
        "the user allowed it (--allow-import, ESBENCH_ALLOW_IMPORTS, docs/plugins.md 'Trust').",
    )
    description: str = field("", doc="Free text: what the suite compares and where its settings come from.")
    reference_scores: Mapping[str, Any] = field(
        default_factory=dict,
        doc="Published scores per env id for reports, e.g. {HalfCheetah-v5: {random: -280, TRPO: 2385}}.",
    )
    report: ReportSpec = field(
        default_factory=ReportSpec, doc="How the report reads the runs: {reference: LABEL}."
    )
    tune: TuneSpec | None = field(
        None,
        doc="The hyperparameter search of `esbench tune`: the same trials and env steps for every "
        "algorithm (docs/suites.md).",
    )
    source: str = dataclasses.field(default="<suite>", compare=False, metadata={"internal": True})

    def budget_of(self, env: EnvEntry, entry: AlgorithmEntry) -> Budget:
        """The budget of one (env, algorithm) cell: the algorithm's, else the env's, else the suite's."""
        return entry.budget or env.budget or self.budget

    def env_entries(self) -> list[EnvEntry]:
        """``envs`` with plain strings turned into :class:`EnvEntry`."""
        entries = []
        for e in self.envs:
            if isinstance(e, str):
                env_id, options = parse_env_ref(e)
                e = EnvEntry(id=env_id, options=options)
            entries.append(e)
        return entries

    @property
    def store_dir(self) -> Path | None:
        """The file store directory (``store.file`` or ``results/<name>``); None when it is turned off."""
        return file_store_dir(self.store.file, None, self.name)
