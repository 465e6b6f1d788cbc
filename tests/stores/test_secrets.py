"""Passwords never show: masking by the URL's structure, over passwords made of every printable character.

A property test without a property-testing library: seeded random passwords over ``string.printable``
(``@``, ``/``, ``?``, ``#``, ``:``, ``%``, spaces included), plus every printable character alone in
the middle of a password, each written raw and percent-encoded, in ``mongodb://`` and
``mongodb+srv://`` URLs with and without a path and query.
"""

from __future__ import annotations

import random
import string
from urllib.parse import quote

import pytest

from esbench.stores.secrets import MASK, mask_suite_text, mask_text, mask_url, url_password

HOST_PARTS = ["h:27017/db?authSource=admin", "cluster.example.net/db", "h1:1,h2:2/", "localhost"]


def passwords() -> list[str]:
    """Random printable passwords (seeded) and one per printable character, surrounded by letters."""
    rng = random.Random(20261122)
    chars = string.printable.strip() + " "
    out = ["".join(rng.choice(chars) for _ in range(rng.randint(6, 24))) for _ in range(300)]
    out += [f"Pw{c}{c}rd9" for c in chars]
    return out


def urls(password: str) -> list[tuple[str, str]]:
    """(url, the password as written in it) for the raw and the percent-encoded form."""
    out = []
    for written in (password, quote(password, safe="")):
        for scheme in ("mongodb://", "mongodb+srv://"):
            for rest in HOST_PARTS:
                out.append((f"{scheme}alice:{written}@{rest}", written))
    return out


@pytest.mark.parametrize("password", passwords())
def test_mask_url_hides_every_password(password):
    for url, written in urls(password):
        masked = mask_url(url)
        assert url_password(url) == written
        assert written not in masked and password not in masked, url
        assert masked.startswith(url.split("://")[0] + "://alice:" + MASK + "@")
        assert masked.endswith(url.rsplit("@", 1)[1])  # the hosts and the database stay readable


@pytest.mark.parametrize("password", passwords()[:60])
def test_mask_text_hides_the_password_in_messages(password):
    for url, written in urls(password):
        message = (
            f"connect to {url} failed: auth failed for '{password}' (sent {written!r}) [{quote(password)}]"
        )
        masked = mask_text(message, url)
        assert password not in masked and written not in masked, message


def test_issue_cases():
    """The cases from the hardening issue: '#', '/', '?', a raw '@' and mongodb+srv with '/'."""
    for url, secret in [
        ("mongodb://user:pa#ss@h/db", "pa#ss"),
        ("mongodb://user:pa/ss@h/db", "pa/ss"),
        ("mongodb://user:pa?ss@h/db", "pa?ss"),
        ("mongodb://user:tPass@AT@h:27017/db", "tPass@AT"),
        ("mongodb+srv://user:a/b/c@cluster.example.net/db", "a/b/c"),
    ]:
        assert mask_url(url).startswith("mongodb") and secret not in mask_url(url)
        assert "AT@" not in mask_url(url)


def test_mask_suite_text_masks_every_url_in_the_suite():
    """The suite's own store.mongo is masked when --mongo overrides it, and so is any other URL."""
    text = (
        "name: s  # mongodb://nobody@comment\n"
        "store: {mongo: 'mongodb://bob:suite#secret@h/db'}\n"
        "description: also see mongodb+srv://carol:other/secret@x.net/y\n"
    )
    masked = mask_suite_text(text, ["mongodb://dave:cli-secret@h2/db"])
    for secret in ("suite#secret", "other/secret", "cli-secret"):
        assert secret not in masked
    assert "name: s  # mongodb://nobody@comment" in masked  # layout and comments kept


def test_mask_suite_text_masks_an_escaped_password_in_place():
    text = 'store: {mongo: "mongodb://bob:se\\x41cret@h/db"}\nname: s\n'
    masked = mask_suite_text(text)
    assert "seAcret" not in masked and "se\\x41cret" not in masked and masked.endswith("name: s\n")


def test_mask_suite_text_re_serialises_when_the_text_hides_the_password():
    """A password split over two lines by a YAML escaped line break cannot be masked in place: the
    masked data is written instead, with a comment saying so."""
    text = 'name: s\nstore:\n  mongo: "mongodb://bob:se\\\n    cret@h/db"\n'
    masked = mask_suite_text(text)
    assert "se\\" not in masked and "cret@" not in masked and "secret" not in masked
    assert masked.startswith("# credentials masked by esbench") and "mongodb://bob:****@h/db" in masked


TRICKY = [
    "mongodb://user:pa#ss-word@127.0.0.1:1/db",
    "mongodb://user:pa/ss-word@127.0.0.1:1/db",
    "mongodb://user:pa?ss-word@127.0.0.1:1/db",
    "mongodb://user:tPass@AT-word@127.0.0.1:1/db",
]


@pytest.mark.parametrize("url", TRICKY)
def test_command_line_never_prints_the_password(url, tmp_path, monkeypatch, capsys):
    """``run --dry-run``, ``board --dry-run`` and an unreachable server's error, through the CLI."""
    from esbench.cli.main import main

    secret = url.split("user:", 1)[1].rsplit("@", 1)[0]
    suite = tmp_path / "s.yaml"
    suite.write_text(
        "name: s\nseeds: [0]\nbudget: {timesteps: 100}\nenvs: [CartPole-v1]\n"
        "algorithms: [{label: A, algo: sb3_a2c}]\n"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ESBENCH_MONGO", raising=False)
    main(["run", "--dry-run", str(suite), "--mongo", url])
    main(["board", "--dry-run", "--mongo", url])
    code = main(["push", str(tmp_path), "--mongo", url])  # refused URL, or nothing on port 1: exit 2
    out = capsys.readouterr()
    assert code == 2
    for part in (secret, secret[:5], secret[-5:]):
        assert part not in out.out + out.err, part
    assert MASK in out.out + out.err  # shown masked (pymongo refuses some raw forms: a masked error)
