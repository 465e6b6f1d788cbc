"""Provenance (:mod:`esbench.runners.provenance`): distribution, version and VCS commit of a run's outside
packages, from installed metadata (``direct_url.json``) or the git checkout the code runs from."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from esbench.runners import provenance as prov
from esbench.runners.nevergrad.runner import NevergradRunner

COMMIT = "0123456789abcdef0123456789abcdef01234567"


def git_checkout(root: Path, packed: bool = False, detached: bool = False) -> Path:
    """A git directory at ``root`` whose HEAD is :data:`COMMIT` (a branch, packed or loose, or detached)."""
    git = root / ".git"
    (git / "refs" / "heads").mkdir(parents=True)
    (git / "HEAD").write_text(COMMIT + "\n" if detached else "ref: refs/heads/main\n")
    if packed:
        (git / "packed-refs").write_text(f"# pack-refs with: peeled\n{COMMIT} refs/heads/main\n")
    elif not detached:
        (git / "refs" / "heads" / "main").write_text(COMMIT + "\n")
    return root


def install(site: Path, name: str, direct_url: dict | None) -> None:
    """A distribution ``name`` 1.2 installing the module ``name`` into ``site``."""
    (site / name).mkdir(parents=True)
    (site / name / "__init__.py").write_text("")
    info = site / f"{name}-1.2.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.2\n")
    (info / "top_level.txt").write_text(name + "\n")
    if direct_url is not None:
        (info / "direct_url.json").write_text(json.dumps(direct_url))


@pytest.fixture
def site(tmp_path, monkeypatch):
    site = tmp_path / "site"
    site.mkdir()
    monkeypatch.syspath_prepend(str(site))
    prov._distributions.cache_clear()
    yield site
    prov._distributions.cache_clear()
    for name in [m for m in sys.modules if m.startswith("prov_")]:
        sys.modules.pop(name)


def test_a_vcs_install_names_its_commit(site):
    install(
        site,
        "prov_vcs",
        {"url": "https://example.org/x.git", "vcs_info": {"vcs": "git", "commit_id": COMMIT}},
    )
    entry = prov.package_entry("prov_vcs")
    assert entry == {
        "module": "prov_vcs",
        "distribution": "prov_vcs",
        "version": "1.2",
        "commit": COMMIT,
        "url": "https://example.org/x.git",
    }


@pytest.mark.parametrize("packed", [False, True])
def test_an_editable_install_names_the_commit_checked_out(site, tmp_path, packed):
    repo = git_checkout(tmp_path / "repo", packed=packed)
    install(site, "prov_editable", {"url": repo.as_uri(), "dir_info": {"editable": True}})
    entry = prov.package_entry("prov_editable")
    assert entry["commit"] == COMMIT and entry["version"] == "1.2"


def test_a_plain_install_has_no_commit_and_a_module_on_the_path_has_its_checkout_s(
    site, tmp_path, monkeypatch
):
    install(site, "prov_plain", {"url": "file:///somewhere", "dir_info": {}})
    assert prov.package_entry("prov_plain")["commit"] is None
    checkout = git_checkout(tmp_path / "checkout", detached=True)
    (checkout / "prov_loose").mkdir()
    (checkout / "prov_loose" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(checkout))
    entry = prov.package_entry("prov_loose")
    assert entry["distribution"] is None and entry["version"] is None and entry["commit"] == COMMIT


def test_a_run_names_the_runner_s_libraries_and_the_env_s_package():
    entries = prov.provenance(NevergradRunner, "CartPole-v1")
    assert [e["module"] for e in entries] == ["nevergrad", "cma", "gymnasium"]
    assert all(e["version"] for e in entries)
    assert [e["module"] for e in prov.provenance(NevergradRunner, "HalfCheetah-v5")][-1] == "mujoco"
