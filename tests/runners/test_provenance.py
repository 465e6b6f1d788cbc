"""Provenance (:mod:`esbench.runners.provenance`): distribution, version and VCS commit of a run's outside
packages, from installed metadata (``direct_url.json``) or the git checkout the code runs from."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from esbench.runners import provenance as prov
from esbench.runners.nevergrad.runner import NevergradRunner

COMMIT = "0123456789abcdef0123456789abcdef01234567"  # a VCS install's recorded commit


def git(cwd: Path, *args: str) -> str:
    """Run the real ``git`` in ``cwd`` (a test identity, no user config); its output."""
    names = {
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@e",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@e",
    }
    env = {**names, "HOME": str(cwd), "GIT_CONFIG_NOSYSTEM": "1", "PATH": os.environ["PATH"]}
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True, text=True).stdout


def git_checkout(root: Path, package: str | None = None) -> tuple[Path, str]:
    """A real git work tree at ``root`` with one commit (holding ``package``/__init__.py when given);
    the tree and its commit."""
    root.mkdir(parents=True)
    git(root, "init", "-q")
    (root / "README").write_text("x\n")
    if package is not None:
        (root / package).mkdir()
        (root / package / "__init__.py").write_text("VALUE = 1\n")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "first")
    return root, git(root, "rev-parse", "HEAD").strip()


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
        "dirty": False,  # pip installed a copy of that commit
        "url": "https://example.org/x.git",
    }


def test_an_editable_install_names_the_commit_checked_out_and_whether_it_is_dirty(site, tmp_path):
    repo, commit = git_checkout(tmp_path / "repo", package="prov_editable")
    install(site, "prov_editable", {"url": repo.as_uri(), "dir_info": {"editable": True}})
    (site / "prov_editable").rename(tmp_path / "unused")  # the module is the checkout's
    (site / "prov_editable.pth").write_text(str(repo) + "\n")
    site_pth(site)
    entry = prov.package_entry("prov_editable")
    assert entry["commit"] == commit and entry["dirty"] is False and entry["version"] == "1.2"
    (repo / "prov_editable" / "__init__.py").write_text("VALUE = 2\n")  # changed, not committed
    assert prov.package_entry("prov_editable")["dirty"] is True


def site_pth(site: Path) -> None:
    """Process ``site``'s .pth files, as an editable install's is at start-up."""
    import site as site_module

    site_module.addsitedir(str(site))


def test_a_module_on_the_path_has_its_checkout_s_commit_and_dirty_flag(site, tmp_path, monkeypatch):
    install(site, "prov_plain", {"url": "file:///somewhere", "dir_info": {}})
    assert prov.package_entry("prov_plain")["commit"] is None
    checkout, commit = git_checkout(tmp_path / "checkout", package="prov_loose")
    monkeypatch.syspath_prepend(str(checkout))
    importlib.import_module("prov_loose")  # its __pycache__, untracked, is not a change
    entry = prov.package_entry("prov_loose")
    assert entry["distribution"] is None and entry["version"] is None
    assert entry["commit"] == commit and entry["dirty"] is False
    (checkout / "prov_loose" / "extra.py").write_text("")  # a new file in the package
    assert prov.package_entry("prov_loose")["dirty"] is True
    (checkout / "README").write_text("changed\n")  # outside the package: not the plugin's change
    (checkout / "prov_loose" / "extra.py").unlink()
    assert prov.package_entry("prov_loose")["dirty"] is False


def test_a_repository_that_only_encloses_a_plugin_is_not_its_own(site, tmp_path, monkeypatch):
    """A plugin copied into a directory under someone else's git work tree, never added to it: no
    commit (that tree's HEAD says nothing about the plugin), dirty unknown."""
    home, _ = git_checkout(tmp_path / "home")
    (home / "plugins" / "prov_copied").mkdir(parents=True)
    (home / "plugins" / "prov_copied" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(home / "plugins"))
    entry = prov.package_entry("prov_copied")
    assert entry["commit"] is None and entry["dirty"] is None
    assert entry["url"] == (home / "plugins" / "prov_copied").as_uri()


def test_a_run_names_the_runner_s_libraries_and_the_env_s_package():
    entries = prov.provenance(NevergradRunner, "CartPole-v1")
    assert [e["module"] for e in entries] == ["nevergrad", "cma", "gymnasium"]
    assert all(e["version"] for e in entries)
    assert [e["module"] for e in prov.provenance(NevergradRunner, "HalfCheetah-v5")][-1] == "mujoco"
