"""Credentials never leave esbench unmasked: URL passwords in messages, printed commands and stored suites.

A password is found by the URL's structure, never by a pattern on the password: the *userinfo* of
``scheme://userinfo@hosts/path`` is everything between ``://`` and the **last** ``@`` of the URL
(hosts never contain ``@``, while a password may hold ``@``, ``/``, ``?``, ``#`` or ``:`` raw), and
the password is what follows the first ``:`` of the userinfo. A URL whose path or query also holds
an ``@`` has more than its password masked, never less.

:func:`mask_url` masks one URL; :func:`mask_text` masks a known URL and every form of its password
(raw, percent-decoded, percent-encoded) in a text; :func:`mask_suite_text` masks every URL anywhere
in a suite file's text before it is stored.

Credentials also travel in the query: an option whose name says password, secret, token or
credential (``tlsCertificateKeyFilePassword``, ``sslClientCertificateKeyPassword``, ...) and the
secret properties of ``authMechanismProperties`` (``AWS_SESSION_TOKEN:...``). Their values are
masked like the password (:func:`url_secrets`), everywhere the password is.
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


#: Query options whose value is a credential (matched on the option name, case-insensitively).
_SECRET_OPTION = re.compile(r"pass|secret|token|pwd|credential", re.IGNORECASE)
#: ``authMechanismProperties`` entries whose value is a credential (``AWS_SESSION_TOKEN``, ...).
_SECRET_PROPERTY = re.compile(r"pass|secret|token|key|pwd|credential", re.IGNORECASE)
_AUTH_PROPERTIES = "authmechanismproperties"


def _query(url: str) -> tuple[str, str] | None:
    """``(url up to and including '?', query)``; the query is looked for after the userinfo."""
    parts = split_userinfo(url)
    head_len = len(url) - len(parts[2]) if parts is not None else 0
    q = url.find("?", head_len)
    return None if q < 0 else (url[: q + 1], url[q + 1 :])


def _mask_option(key: str, value: str, found: list[str]) -> str:
    """``value`` of option ``key`` with its credentials masked (each one appended to ``found``)."""
    if _SECRET_OPTION.search(key):
        if value and value != MASK:
            found.append(value)
        return MASK if value else value
    if key.lower() != _AUTH_PROPERTIES:
        return value
    props = []
    for prop in unquote(value).split(","):
        name, sep, secret = prop.partition(":")
        if sep and secret and _SECRET_PROPERTY.search(name):
            if secret != MASK:
                found.append(secret)
            props.append(f"{name}:{MASK}")
        else:
            props.append(prop)
    masked = ",".join(props)
    return value if masked == unquote(value) else masked


def _mask_query(url: str, found: list[str]) -> str:
    split = _query(url)
    if split is None:
        return url
    head, query = split
    pieces = re.split(r"([&;])", query)
    for i in range(0, len(pieces), 2):
        key, sep, value = pieces[i].partition("=")
        if sep:
            pieces[i] = f"{key}={_mask_option(unquote(key), value, found)}"
    return head + "".join(pieces)


def url_secrets(url: str) -> list[str]:
    """Every credential written in ``url``: its password and its secret query options' values."""
    found: list[str] = []
    password = url_password(url)
    if password:
        found.append(password)
    _mask_query(url, found)
    return list(dict.fromkeys(found))


def url_password(url: str) -> str | None:
    """The password of ``url`` as written in it (percent-encoded or raw), or None."""
    parts = split_userinfo(url)
    if parts is None or ":" not in parts[1]:
        return None
    return parts[1].split(":", 1)[1] or None


def mask_url(url: str) -> str:
    """``url`` with its password and secret query options replaced by ``****``
    (``mongodb://user:****@host/db?tlsCertificateKeyFilePassword=****``)."""
    parts = split_userinfo(url)
    if parts is not None and ":" in parts[1]:
        scheme, userinfo, rest = parts
        url = f"{scheme}{userinfo.split(':', 1)[0]}:{MASK}@{rest}"
    return _mask_query(url, [])


def secret_forms(url: str) -> list[str]:
    """Every way ``url``'s credentials may appear in a text, longest first (empty without any)."""
    forms = set()
    for secret in url_secrets(url):
        forms |= {secret, unquote(secret), quote(unquote(secret), safe=""), quote(secret, safe="")}
    forms.discard(MASK)
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
    """URLs with a credential found in the strings of a parsed YAML value (whole or inside free text)."""
    return [url for s in _strings(data) for url in _url_candidates(s) if url_secrets(url)]


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
    if any(secret != MASK for u in left for secret in url_secrets(u)):

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
