"""The HTML in headless Chromium (no console errors, every figure loaded, a screenshot) and the PDF
with poppler's pdfinfo/pdftotext. Needs the Debian packages ``chromium`` and ``poppler-utils``."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from headless import CHROMIUM, Step, load_page

PAGE_LOADED = "document.readyState === 'complete'"
CHECK_IMAGES = (
    "Array.from(document.images).map(i => "
    "({ok: i.complete && i.naturalWidth > 0 && i.naturalHeight > 0, alt: i.alt}))"
)


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium")
def test_html_in_headless_chromium(built_report, tmp_path):
    paths, _ = built_report
    html = paths["html"].read_text()
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", html), (
        "the report must not load anything external"
    )
    shot = tmp_path / "report.png"
    (result,) = load_page(
        paths["html"].resolve().as_uri(),
        [Step(ready=PAGE_LOADED, evaluate={"images": CHECK_IMAGES}, screenshot=shot)],
        window=(1280, 1600),
    )
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
                     "1,000 [980.0, 1,020]", "1,200 [1,200, 1,200]", "2.00", "1.70", "0.20", "0.85",
                     "Fewer than 5 seeds in 6 of 6 algorithm-env cells", "mean [min-max]",
                     "300,000 steps", "TRPO (paper)", "1,500"):  # fmt: skip
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
    written = {p.name for p in (out / "tables").iterdir()}
    assert written == {p.name for p in paths["tables"]} | {p.name for p in paths["latex"]}
    assert all(p.suffix == ".csv" for p in paths["tables"])
    assert {p.stem for p in paths["latex"]} == {p.stem for p in paths["tables"]}
