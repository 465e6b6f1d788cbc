"""Credentials never leave esbench unmasked: URL passwords in messages, printed commands and stored suites.

A password is found by the URL's structure, never by a pattern on the password: the *userinfo* of
``scheme://userinfo@hosts/path`` is everything between ``://`` and the **last** ``@`` of the URL
(hosts never contain ``@``, while a password may hold ``@``, ``/``, ``?``, ``#`` or ``:`` raw), and
the password is what follows the first ``:`` of the userinfo. A URL whose path or query also holds
an ``@`` has more than its password masked, never less.

:func:`mask_url` masks one URL; :func:`mask_text` masks a known URL and every form of its password
(raw, percent-decoded, percent-encoded) in a text; :func:`mask_suite_text` masks every URL anywhere
in a suite file's text before it is stored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any
from urllib.parse import quote, unquote

#: What a masked password reads as.
MASK = "****"
#: Password forms shorter than this are not searched for in free text (they would mask letters
#: all over a message); the URL itself is always masked.
MIN_SECRET_CHARS = 3
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*://)")
_URL_START = re.compile(r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*://")
_URL_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s'\"]*")


def split_userinfo(url: str) -> tuple[str, str, str] | None:
    """``(scheme://, userinfo, rest after the last @)`` of ``url``, or None when it has no userinfo."""
    match = _SCHEME.match(url)
    if not match:
        return None
    body = url[match.end() :]
    at = body.rfind("@")
    if at < 0:
        return None
    return match.group(1), body[:at], body[at + 1 :]


def url_password(url: str) -> str | None:
    """The password of ``url`` as written in it (percent-encoded or raw), or None."""
    parts = split_userinfo(url)
    if parts is None or ":" not in parts[1]:
        return None
    return parts[1].split(":", 1)[1] or None


def mask_url(url: str) -> str:
    """``url`` with its password replaced by ``****`` (``mongodb://user:****@host/db``)."""
    parts = split_userinfo(url)
    if parts is None or ":" not in parts[1]:
        return url
    scheme, userinfo, rest = parts
    return f"{scheme}{userinfo.split(':', 1)[0]}:{MASK}@{rest}"


def secret_forms(url: str) -> list[str]:
    """Every way ``url``'s password may appear in a text, longest first (empty without a password)."""
    secret = url_password(url)
    if not secret:
        return []
    forms = {secret, unquote(secret), quote(unquote(secret), safe=""), quote(secret, safe="")}
    return sorted(forms, key=len, reverse=True)


def mask_text(text: str, url: str | None) -> str:
    """``text`` with ``url`` masked and its password (raw, decoded or encoded) replaced by ``****``."""
    if not url:
        return text
    text = text.replace(url, mask_url(url))
    for form in secret_forms(url):
        if len(form) >= MIN_SECRET_CHARS:
            text = text.replace(form, MASK)
    return text


def _strings(data: Any) -> Iterator[str]:
    """Every string in a parsed YAML value (keys and values, nested)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(key)
            yield from _strings(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _strings(value)


def _url_candidates(text: str) -> Iterator[str]:
    """URLs that start inside ``text``: each up to the next blank or quote, and up to the end of text
    (a password may hold blanks; an over-long candidate only masks more)."""
    for match in _URL_START.finditer(text):
        token = _URL_TOKEN.match(text, match.start())
        if token:
            yield token.group(0)
        yield text[match.start() :]


def urls_with_password(data: Any) -> list[str]:
    """URLs with a password found in the strings of a parsed YAML value (whole or inside free text)."""
    return [url for s in _strings(data) for url in _url_candidates(s) if url_password(url)]


def mask_suite_text(text: str, urls: Iterable[str | None] = ()) -> str:
    """A suite file's text with every URL's password masked: ``urls`` and any URL with a password
    found anywhere in the parsed YAML (e.g. ``store.mongo`` overridden by ``--mongo``).

    The text is masked in place, so comments and layout stay. If a secret could still be read from
    the result (a YAML escape sequence inside the password), the suite is re-serialised from its
    masked data instead, with a comment saying so.
    """
    import yaml

    from esbench.core.errors import EsbenchError
    from esbench.core.safe_yaml import parse_yaml

    try:
        data = parse_yaml(text, "suite")
    except EsbenchError:
        data = None
    found = [u for u in urls if u] + urls_with_password(data) + urls_with_password(text.splitlines())
    for url in sorted(set(found), key=len):  # shorter candidates first: each keeps the host readable
        text = mask_text(text, url)
    try:
        left = urls_with_password(parse_yaml(text, "suite"))
    except EsbenchError:
        left = []
    if any(url_password(u) != MASK for u in left):

        def masked(value: Any) -> Any:
            if isinstance(value, str):
                return mask_url(value)
            if isinstance(value, dict):
                return {masked(k): masked(v) for k, v in value.items()}
            if isinstance(value, list):
                return [masked(v) for v in value]
            return value

        header = "# credentials masked by esbench; the file was re-serialised from its parsed content\n"
        text = header + yaml.safe_dump(masked(data), sort_keys=False, allow_unicode=True)
    return text
