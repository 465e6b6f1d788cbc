"""``results/manifest.yaml``: what is committed under ``results/`` and what each entry feeds."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from esbench.core.errors import ConfigError
from esbench.core.safe_yaml import parse_yaml

#: The views a store can feed (:mod:`esbench.resultsdoc.views`).
VIEWS = (
    "steps_to_score",
    "population",
    "same_seeds",
    "time_to_reach",
    "data_efficiency",
    "curve",
    "scaling",
    "anchors",
    "baselines",
    "race",
)


@dataclasses.dataclass(frozen=True)
class StoreEntry:
    """One committed store: ``results/<path>``."""

    path: str
    """The store's folder under ``results/``."""
    title: str
    """What it measures, as a heading."""
    command: str
    """The command that made it (what a stranger types to make it again)."""
    about: str
    """One paragraph: settings, what differs from the source it is compared with."""
    views: tuple[str, ...]
    """The tables it feeds, from :data:`VIEWS`."""
    extra_stores: tuple[str, ...] = ()
    """Other stores under ``results/`` read together with this one (e.g. the population study's
    100-pair runs, which are ``table1-paper``'s)."""
    envs: tuple[str, ...] = ()
    """Only these env ids (empty: every env of the stores)."""
    compare_with: tuple[str, ...] = ()
    """Stores under ``results/`` of the same trials run another way (the ``same_seeds`` view sets
    their steps beside this store's, seed for seed; of each, only :attr:`envs` when given)."""


@dataclasses.dataclass(frozen=True)
class TranscriptEntry:
    """One benchmark's printed output: ``results/benchmarks/<file>``."""

    file: str
    """The transcript's file name under ``results/benchmarks/``."""
    title: str
    """What it measures."""
    command: str
    """The command that printed it."""
    machine: str
    """The machine it ran on (CPU model, cores) and its load."""
    date: str
    """When it ran (UTC)."""
    about: str
    """What to read in it, and what it leaves out."""


@dataclasses.dataclass(frozen=True)
class Manifest:
    """The parsed manifest."""

    stores: tuple[StoreEntry, ...]
    transcripts: tuple[TranscriptEntry, ...]
    headline: str | None = None
    """The store whose Table 1 summary the README shows (its generated block)."""
    quickstart: str | None = None
    """The transcript of ``scripts/time-quickstart.sh`` whose times the README's line under its first
    command gives (:mod:`esbench.resultsdoc.quickstart`); one of :attr:`transcripts`."""


def _entry(cls: type, raw: Any, where: str) -> Any:
    if not isinstance(raw, dict):
        raise ConfigError(where, f"expected a mapping, got {type(raw).__name__}")
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(set(raw) - names)
    if unknown:
        raise ConfigError(where, f"unknown keys {unknown} (known: {sorted(names)})")
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in raw.items()}
    try:
        return cls(**values)
    except TypeError as exc:
        raise ConfigError(where, str(exc)) from None


def load_manifest(results: Path) -> Manifest:
    """Read ``results/manifest.yaml``; :class:`ConfigError` naming what is wrong."""
    path = results / "manifest.yaml"
    raw = parse_yaml(path.read_text(encoding="utf-8"), str(path)) or {}
    stores = tuple(_entry(StoreEntry, r, f"{path}: stores[{i}]") for i, r in enumerate(raw.get("stores", [])))
    for s in stores:
        bad = [v for v in s.views if v not in VIEWS]
        if bad:
            raise ConfigError(f"{path}: {s.path}", f"unknown views {bad} (known: {list(VIEWS)})")
    transcripts = tuple(
        _entry(TranscriptEntry, r, f"{path}: transcripts[{i}]")
        for i, r in enumerate(raw.get("transcripts", []))
    )
    headline = raw.get("headline")
    if headline is not None and headline not in {s.path for s in stores}:
        raise ConfigError(f"{path}: headline", f"{headline!r} is not one of the stores")
    quickstart = raw.get("quickstart")
    if quickstart is not None and quickstart not in {t.file for t in transcripts}:
        raise ConfigError(f"{path}: quickstart", f"{quickstart!r} is not one of the transcripts")
    return Manifest(stores=stores, transcripts=transcripts, headline=headline, quickstart=quickstart)
