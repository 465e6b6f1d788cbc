"""URL parsing and masking, where the URL comes from, and turning the file store off."""

from __future__ import annotations

from pathlib import Path

import pytest

from esbench.core.config import file_store_dir
from esbench.core.errors import EsbenchError
from esbench.stores import mongo
from esbench.stores.mongo import mask_text, mask_url, parse_url, resolve_url


def test_mask_url_hides_only_the_password():
    assert (
        mask_url("mongodb://bob:pw@h:27017/db?authSource=admin")
        == "mongodb://bob:****@h:27017/db?authSource=admin"
    )
    assert (
        mask_url("mongodb+srv://bob:p%40ss@cluster.example.net/db")
        == "mongodb+srv://bob:****@cluster.example.net/db"
    )
    assert mask_url("mongodb://h1:1,h2:2/db") == "mongodb://h1:1,h2:2/db"
    assert mask_url("mongodb://bob@h/db") == "mongodb://bob@h/db"


def test_mask_text_catches_raw_and_encoded_passwords():
    url = "mongodb://bob:p%40ss-word@h/db"
    text = f"failed: {url} / p@ss-word / p%40ss-word"
    masked = mask_text(text, url)
    assert "p@ss" not in masked and "p%40ss" not in masked and masked.count("****") == 3


def test_parse_url():
    target = parse_url("mongodb://bob:pw@h1:27017,h2:27018/runs?authSource=admin", "store.mongo")
    assert (target.db_name, target.hosts, target.username) == ("runs", "h1:27017,h2:27018", "bob")
    assert parse_url("mongodb://h").db_name == mongo.DEFAULT_DB
    with pytest.raises(
        EsbenchError, match=r"store.mongo: 'postgres://bob:\*\*\*\*@h/db' is not a MongoDB URL"
    ):
        parse_url("postgres://bob:secret@h/db", "store.mongo")
    with pytest.raises(EsbenchError, match="invalid MongoDB URL") as err:
        parse_url("mongodb://bob:secret@h:notaport/db")
    assert "secret" not in str(err.value)


def test_resolve_url_precedence():
    env = {mongo.MONGO_ENV: "mongodb://e/env"}
    assert resolve_url("mongodb://c/cli", "mongodb://s/suite", env).origin == "--mongo"
    assert resolve_url(None, "mongodb://s/suite", env).db_name == "env"
    assert resolve_url(None, "mongodb://s/suite", {}).origin == "store.mongo"
    assert resolve_url(None, None, {}) is None


def test_file_store_dir():
    assert file_store_dir(None, None, "x") == Path("results/x")
    assert file_store_dir("out/x", None, "x") == Path("out/x")
    for off in ("none", "off", "false", "None", False):
        assert file_store_dir(off, None, "x") is None
    assert file_store_dir("none", Path("r"), "x") == Path("r")  # --results wins
