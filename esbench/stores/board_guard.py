"""Where Omniboard listens, and who may call it: a Node preload script ``esbench board`` injects.

Omniboard 2.16.1 has no login, answers every request with ``Access-Control-Allow-Origin: *`` and
calls ``app.listen(PORT)``, i.e. listens on all interfaces; it has no option for the address. So
``esbench board`` starts it with ``NODE_OPTIONS=--require <guard>`` (:func:`guard_env`), a script
that, inside Omniboard's own Node process:

* makes every server listen on ``$ESBENCH_BOARD_HOST`` (127.0.0.1 unless ``--host`` says otherwise),
  so no other machine can reach it and no second, unguarded port exists (no proxy is needed);
* refuses (403) a request whose ``Origin`` is not the page's own origin: a page of another site
  open in the user's browser cannot call the API (read runs, delete runs), even with a simple
  request, whose answer the browser would otherwise merely hide;
* while bound to a loopback address, refuses a request whose ``Host`` is not a loopback name
  (DNS rebinding: a foreign domain that resolves to 127.0.0.1);
* drops every ``Access-Control-Allow-*`` header Omniboard sets.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Mapping
from pathlib import Path

from esbench.stores.atomic import atomic_write_text

HOST_ENV = "ESBENCH_BOARD_HOST"
GUARD_FILE = "esbench-board-guard.js"
DEFAULT_HOST = "127.0.0.1"

GUARD_JS = r"""'use strict';
// esbench board: Omniboard listens on $ESBENCH_BOARD_HOST only and serves its own origin only.
const net = require('net');
const http = require('http');
const host = process.env.ESBENCH_BOARD_HOST || '127.0.0.1';
const loopback = host === 'localhost' || host === '::1' || /^127\./.test(host);
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const first = args[0];
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    const cb = typeof args[args.length - 1] === 'function' ? [args[args.length - 1]] : [];
    return listen.call(this, {port: Number(first), host: host}, ...cb);
  }
  if (first && typeof first === 'object' && first.port !== undefined) {
    args[0] = Object.assign({}, first, {host: host});
  }
  return listen.apply(this, args);
};
function hostName(value) {
  const m = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(String(value || '').toLowerCase());
  return m ? m[1] : '';
}
function refusal(req) {
  const hostHeader = String(req.headers.host || '').toLowerCase();
  if (loopback && !LOOPBACK_NAMES.has(hostName(hostHeader))) return 'foreign Host ' + hostHeader;
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let own;
  try { own = new URL(origin).host.toLowerCase() === hostHeader; } catch (e) { own = false; }
  return own ? null : 'cross-origin request from ' + origin;
}
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request') {
    const why = refusal(req);
    if (why !== null) {
      res.writeHead(403, {'Content-Type': 'text/plain'});
      res.end('esbench board: refused ' + why + '\n');
      return true;
    }
    const setHeader = res.setHeader;
    res.setHeader = function (name, value) {
      if (/^access-control-allow-/i.test(String(name))) return this;
      return setHeader.call(this, name, value);
    };
  }
  return emit.apply(this, arguments);
};
"""


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (127.0.0.0/8, ::1)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def exposure_warning(host: str) -> str | None:
    """The warning ``esbench board --host HOST`` prints (None for a loopback host)."""
    if is_loopback(host):
        return None
    return (
        f"WARNING: esbench board --host {host}: Omniboard has no login; anyone who can reach "
        f"{host} can read every run and delete runs in this database. Use it only on a trusted "
        "network, or keep the default (127.0.0.1) and reach it through an SSH tunnel"
    )


def write_guard(prefix: Path) -> Path:
    """Write the preload script under ``prefix`` (replaced atomically); return its path."""
    path = Path(prefix) / GUARD_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, GUARD_JS)
    return path


def guard_env(guard: Path, host: str, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """``base`` (default ``os.environ``) plus the preload of ``guard`` and the address to listen on."""
    env = dict(os.environ if base is None else base)
    quoted = str(guard).replace("\\", "\\\\").replace('"', '\\"')
    require = f'--require "{quoted}"'
    env["NODE_OPTIONS"] = f"{env['NODE_OPTIONS']} {require}" if env.get("NODE_OPTIONS") else require
    env[HOST_ENV] = host
    return env
