"""The HTML in headless Chromium (no console errors, every figure loaded, a screenshot) and the PDF
with poppler's pdfinfo/pdftotext. Needs the Debian packages ``chromium`` and ``poppler-utils``."""

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
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
)  # fmt: skip
CHECK_IMAGES = (
    "JSON.stringify(Array.from(document.images).map(i => "
    "({ok: i.complete && i.naturalWidth > 0 && i.naturalHeight > 0, alt: i.alt})))"
)


async def _inspect(url: str, screenshot: Path) -> dict:
    """Load ``url`` in a fresh headless Chromium through the DevTools protocol."""
    import websockets

    profile = tempfile.mkdtemp(prefix="esbench-chromium-")
    try:
        # Its own process group: Chromium's helpers (zygote, renderer, GPU) are stopped with it.
        proc = subprocess.Popen(
            [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--remote-debugging-port=0",
             "--window-size=1280,1600", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True,
        )  # fmt: skip
        try:
            ws_url = await asyncio.wait_for(asyncio.to_thread(_devtools_url, proc), 60)
            async with websockets.connect(ws_url, max_size=None) as ws:
                return await _session(ws, url, screenshot)
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
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)  # helpers that ignored SIGTERM, whatever the main process did


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


async def _session(ws, url: str, screenshot: Path) -> dict:
    counter, errors, loaded = iter(range(1, 10**6)), [], asyncio.Event()
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
            elif method == "Page.loadEventFired":
                loaded.set()

    async def call(method, session=None, **params):
        i = next(counter)
        pending[i] = asyncio.get_running_loop().create_future()
        msg = {"id": i, "method": method, "params": params, **({"sessionId": session} if session else {})}
        await ws.send(json.dumps(msg))
        reply = await asyncio.wait_for(pending[i], 60)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply["result"]

    task = asyncio.create_task(reader())
    try:
        target = await call("Target.createTarget", url="about:blank")
        sid = (await call("Target.attachToTarget", targetId=target["targetId"], flatten=True))["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            await call(f"{domain}.enable", sid)
        await call("Page.navigate", sid, url=url)
        await asyncio.wait_for(loaded.wait(), 60)
        images = json.loads(
            (await call("Runtime.evaluate", sid, expression=CHECK_IMAGES, returnByValue=True))["result"][
                "value"
            ]
        )
        shot = await call("Page.captureScreenshot", sid, format="png", captureBeyondViewport=False)
        screenshot.write_bytes(base64.b64decode(shot["data"]))
        await asyncio.sleep(0.2)  # late console messages
        return {"errors": errors, "images": images}
    finally:
        task.cancel()


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium")
def test_html_in_headless_chromium(built_report, tmp_path):
    paths, _ = built_report
    html = paths["html"].read_text()
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", html), (
        "the report must not load anything external"
    )
    shot = tmp_path / "report.png"
    result = asyncio.run(_inspect(paths["html"].resolve().as_uri(), shot))
    assert result["errors"] == []
    assert len(result["images"]) >= 6
    assert all(img["ok"] for img in result["images"]), result["images"]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")
def test_pdf_pages_and_text(built_report):
    paths, _ = built_report
    info = subprocess.run(["pdfinfo", str(paths["pdf"])], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    assert 5 <= pages <= 40
    text = subprocess.run(["pdftotext", "-layout", str(paths["pdf"]), "-"], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip
    for expected in ("1. Summary", "9. Appendix", "RuntimeError: worker died", "MISSING", "RUNNING",
                     "1,000 [985.0, 1,015]", "1,200 [1,200, 1,200]", "2.00", "1.67", "0.20", "0.83",
                     "250,000 steps", "TRPO (paper)", "1,500"):  # fmt: skip
        assert expected in text, expected


def test_outputs_written(built_report):
    paths, out = built_report
    names = {p.name for p in paths["figures"]}
    for fig in (
        "curves_step",
        "curves_wall_clock_s",
        "curves_core_hours",
        "aggregates",
        "performance_profiles",
    ):
        assert {f"{fig}.png", f"{fig}.svg"} <= names
    assert {p.name for p in (out / "tables").iterdir()} == {p.name for p in paths["tables"]}
    assert all(p.suffix == ".csv" for p in paths["tables"])
