"""A page in headless Chromium through the DevTools protocol (the report and Omniboard tests use it).

:func:`load_page` opens a URL in a fresh headless Chromium (Debian's ``chromium``, which
scripts/test.sh installs) and goes through :class:`Step` s: run a JavaScript action (a click),
wait until a JavaScript condition holds, evaluate expressions, save a screenshot. It returns the
values of every step and the console errors seen. Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
)  # fmt: skip


class PageError(RuntimeError):
    """The page did not reach the expected state in time (the message holds what it showed)."""


@dataclass(frozen=True)
class Step:
    """Resize the viewport to ``viewport`` (optional), run ``action`` (JavaScript, optional), wait
    until ``ready`` is truthy, evaluate, take a screenshot."""

    ready: str
    evaluate: Mapping[str, str] = field(default_factory=dict)
    screenshot: Path | None = None
    action: str | None = None
    viewport: tuple[int, int] | None = None


def load_page(
    url: str, steps: Sequence[Step], *, timeout: float = 60.0, window: tuple[int, int] = (1600, 1000)
) -> list[dict]:
    """Open ``url`` and go through ``steps``; one ``{name: value}`` per step.

    Each step's screenshot is saved (PNG) whether or not the page got ready; ``"errors"`` in a
    step's result lists the console errors and exceptions seen so far. Raises :class:`PageError`
    when a step's condition does not hold within ``timeout`` seconds.
    """
    return asyncio.run(_load(url, list(steps), timeout, window))


async def _load(url, steps, timeout, window) -> list[dict]:
    import websockets

    profile = tempfile.mkdtemp(prefix="esbench-chromium-")
    try:
        # Its own process group: Chromium's helpers (zygote, renderer, GPU) are stopped with it.
        proc = subprocess.Popen(
            [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--remote-debugging-port=0",
             f"--window-size={window[0]},{window[1]}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True,
        )  # fmt: skip
        try:
            ws_url = await asyncio.wait_for(asyncio.to_thread(_devtools_url, proc), 60)
            async with websockets.connect(ws_url, max_size=None) as ws:
                return await _session(ws, url, steps, timeout)
        finally:
            _stop_browser(proc)
    finally:
        _remove_profile(Path(profile))


def _stop_browser(proc: subprocess.Popen) -> None:
    """Stop Chromium and every helper process it started (its process group), and reap it.

    The profile must not be removed while any of them still writes into it (under load, a helper
    outlives a browser that was only asked to stop: "Directory not empty: 'Default'").
    """
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, sig)  # the group Popen(start_new_session=True) created, no other
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(10 if sig == signal.SIGTERM else 60)


def _remove_profile(profile: Path) -> None:
    """Remove Chromium's profile; a file a dying helper still wrote is retried, never an error."""
    for _ in range(50):
        try:
            shutil.rmtree(profile)
            return
        except FileNotFoundError:
            return
        except OSError:
            time.sleep(0.1)
    shutil.rmtree(profile, ignore_errors=True)


def _devtools_url(proc: subprocess.Popen) -> str:
    for line in proc.stderr:
        m = re.search(r"DevTools listening on (ws://\S+)", line)
        if m:
            # keep reading what Chromium logs, so a full pipe never blocks it
            threading.Thread(target=_drain, args=(proc.stderr,), daemon=True).start()
            return m.group(1)
    raise RuntimeError("chromium exited without a DevTools endpoint")


def _drain(stream) -> None:
    with contextlib.suppress(OSError, ValueError):  # closed when the browser is stopped
        for _ in stream:
            pass


async def _session(ws, url, steps, timeout) -> list[dict]:
    counter, errors = iter(range(1, 10**6)), []
    pending: dict[int, asyncio.Future] = {}

    async def reader():
        async for raw in ws:
            msg = json.loads(raw)
            if "id" in msg and msg["id"] in pending:
                pending.pop(msg["id"]).set_result(msg)
                continue
            method, params = msg.get("method"), msg.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                errors.append(f"console.{params['type']}: {params.get('args')}")
            elif method == "Runtime.exceptionThrown":
                errors.append(f"exception: {params.get('exceptionDetails', {}).get('text')}")
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                errors.append(f"log: {params['entry'].get('text')} {params['entry'].get('url', '')}")

    async def call(method, session=None, **params):
        i = next(counter)
        pending[i] = asyncio.get_running_loop().create_future()
        msg = {"id": i, "method": method, "params": params, **({"sessionId": session} if session else {})}
        await ws.send(json.dumps(msg))
        reply = await asyncio.wait_for(pending[i], 60)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply["result"]

    async def value(sid, expression):
        result = await call("Runtime.evaluate", sid, expression=expression, returnByValue=True)
        return result["result"].get("value")

    task = asyncio.create_task(reader())
    try:
        target = await call("Target.createTarget", url="about:blank")
        sid = (await call("Target.attachToTarget", targetId=target["targetId"], flatten=True))["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            await call(f"{domain}.enable", sid)
        await call("Page.navigate", sid, url=url)
        results = []
        for step in steps:
            out = await _run_step(call, value, sid, step, url, timeout)
            results.append({**out, "errors": list(errors)})
        return results
    finally:
        task.cancel()


async def _run_step(call, value, sid, step: Step, url: str, timeout: float) -> dict:
    if step.viewport:
        width, height = step.viewport
        await call(
            "Emulation.setDeviceMetricsOverride",
            sid,
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=False,
        )
    if step.action:
        await value(sid, step.action)
    deadline = time.monotonic() + timeout
    ready = False
    while not ready and time.monotonic() < deadline:
        await asyncio.sleep(0.25)
        ready = bool(await value(sid, step.ready))
    await asyncio.sleep(0.5)  # let the page finish painting
    if step.screenshot is not None:
        shot = await call("Page.captureScreenshot", sid, format="png", captureBeyondViewport=False)
        Path(step.screenshot).write_bytes(base64.b64decode(shot["data"]))
    if not ready:
        text = await value(sid, "document.body ? document.body.innerText.slice(0, 500) : ''")
        raise PageError(f"{url}: not ready after {timeout:.0f} s ({step.ready}); page text: {text!r}")
    return {name: await value(sid, expression) for name, expression in step.evaluate.items()}
