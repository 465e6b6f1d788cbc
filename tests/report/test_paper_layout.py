"""The paper-ready layout: vector figures in the PDF, 300-dpi PNGs, a contents list without doubled
numbers, LaTeX tables next to the CSVs, and labels that are text (never mathtext, HTML or TeX).

The PDF checks use poppler's pdfimages/pdffonts/pdftotext; the browser check headless Chromium.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from headless import CHROMIUM, Step, load_page
from PIL import Image
from runfixture import make_run, write_run

from esbench.report import build_report
from esbench.report.figures import plain
from esbench.report.latex import escape, mean_std

POPPLER = shutil.which("pdfimages") is not None and shutil.which("pdftotext") is not None
BAD_LABELS = {"ES": r"$\frac{$", "TRPO": "<script>alert(1)</script>", "A2C": "שלום"}


def _pdftotext(path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip


@pytest.mark.skipif(not POPPLER, reason="needs poppler-utils")
def test_pdf_figures_are_vector(built_report):
    paths, _ = built_report
    images = subprocess.run(["pdfimages", "-list", str(paths["pdf"])], capture_output=True, text=True,
                            check=True).stdout.splitlines()[2:]  # fmt: skip
    assert images == [], "figures must be embedded as SVG (vector), not bitmaps"
    fonts = subprocess.run(["pdffonts", str(paths["pdf"])], capture_output=True, text=True, check=True).stdout
    assert "DejaVu" in fonts


@pytest.mark.skipif(not POPPLER, reason="needs poppler-utils")
def test_pdf_contents_numbered_once(built_report):
    paths, _ = built_report
    text = _pdftotext(paths["pdf"])
    assert "1. Summary" in text and "9. Appendix" in text
    assert not re.search(r"\b(\d+)\.\s+\1\.\s", text), "section numbers doubled in the contents"
    first = text.split("1. Summary")[1]  # the contents list gives each section's page
    assert re.search(r"\.{5,}\s*\d+", first)


def test_png_300_dpi_and_svg(built_report):
    paths, _ = built_report
    pngs = [p for p in paths["figures"] if p.suffix == ".png"]
    assert pngs
    for png in pngs:
        svg = png.with_suffix(".svg")
        assert svg.exists()
        with Image.open(png) as im:
            dpi, (width, _) = im.info["dpi"], im.size
        assert dpi[0] == pytest.approx(300, abs=0.5) and dpi[1] == pytest.approx(300, abs=0.5)
        svg_pt = float(re.search(r'<svg[^>]*\swidth="([\d.]+)pt"', svg.read_text()).group(1))
        assert width == pytest.approx(svg_pt / 72 * 300, rel=0.05), png.name


def test_tex_table_per_csv(built_report):
    paths, _ = built_report
    tex = {p.stem: p for p in paths["latex"]}
    assert set(tex) == {p.stem for p in paths["tables"]}
    for name, path in tex.items():
        text = path.read_text()
        assert text.count(r"\begin{tabular}") == text.count(r"\end{tabular}") == 1, name
        assert r"\begin{table}" in text and r"\end{table}" in text
        assert r"\toprule" in text and r"\midrule" in text and r"\bottomrule" in text
        assert f"\\label{{tab:{name}}}" in text
        body = text.split(r"\midrule")[1].split(r"\bottomrule")[0]
        plain_body = body.replace(r"$\pm$", "")
        for ch in "_%$#":
            assert not re.search(rf"(?<!\\){re.escape(ch)}", plain_body), (name, ch)
        head = text.split(r"\toprule")[1].split(r"\midrule")[0]
        ncols = len(re.search(r"\\begin\{tabular\}\{(\w+)\}", text).group(1))
        for row in [*head.strip().splitlines(), *body.strip().splitlines()]:
            if r"\multicolumn" not in row:
                assert len(re.findall(r"(?<!\\)&", row)) == ncols - 1, (name, row)
        assert text.count("{") - text.count(r"\{") == text.count("}") - text.count(r"\}"), name
    final = tex["final_performance"].read_text()
    assert re.search(r"[\d,.]+ \$\\pm\$ [\d,.]+ \(\d+\)", final), "cells read mean ± std (n)"


def test_latex_escape_and_cells():
    assert escape("a_b%c&d$e#f{g}h") == r"a\_b\%c\&d\$e\#f\{g\}h"
    assert escape("x\\y~z^") == r"x\textbackslash{}y\textasciitilde{}z\textasciicircum{}"
    assert escape("<b>|") == r"\textless{}b\textgreater{}\textbar{}"
    assert escape("[0, 1]") == "{}{[}0, 1{]}"  # never an optional argument of a preceding \\
    assert escape("—") == "---"
    assert mean_std(1000.0, 16.3299, 4) == r"1,000 $\pm$ 16.33 (4)"
    assert mean_std(5.0, float("nan"), 1) == "5.00 (1)"


@pytest.mark.parametrize("label", [*BAD_LABELS.values(), r"cost in \$", "$$", "a$b"])
def test_plain_labels_are_not_mathtext(label):
    from matplotlib.text import Text

    assert Text(text=plain(label))._preprocess_math(plain(label)) == (label, False)


@pytest.fixture(scope="module")
def bad_label_report(tmp_path_factory):
    """A store whose algorithm labels are mathtext, HTML and right-to-left text; its report with PDF."""
    root = tmp_path_factory.mktemp("bad") / "store"
    run_id = 1
    for env in ("EnvA-v0", "EnvB-v0"):
        for label, bad in BAD_LABELS.items():
            for seed in (0, 1, 2):
                workers = 2 if seed < 2 else 4  # two worker counts: a scaling figure too
                docs = make_run(label, env, seed, workers=workers, wall=100.0 * (seed + 1))
                docs["config"]["label"] = bad
                write_run(root, run_id, **docs)
                run_id += 1
    out = tmp_path_factory.mktemp("bad_report")
    return build_report([root], out), out


def test_bad_labels_render_as_text(bad_label_report):
    paths, _ = bad_label_report
    names = {p.stem for p in paths["figures"]}
    assert {"curves_step", "aggregates", "performance_profiles", "probability_of_improvement",
            "communication"} <= names  # fmt: skip
    html = paths["html"].read_text(encoding="utf-8")
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "שלום" in html and r"$\frac{$" in html
    final = (paths["html"].parent / "tables" / "final_performance.tex").read_text(encoding="utf-8")
    assert r"\$\textbackslash{}frac\{\$" in final and r"\textless{}script\textgreater{}" in final
    assert paths["pdf"].stat().st_size > 10_000
    if POPPLER:
        assert "alert(1)" in _pdftotext(paths["pdf"])


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium")
def test_bad_labels_page_has_no_errors(bad_label_report):
    paths, _ = bad_label_report
    loaded = "Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)"
    ready = "document.readyState === 'complete'"
    (result,) = load_page(
        paths["html"].resolve().as_uri(),
        [Step(ready=ready, evaluate={"scripts": "document.scripts.length", "images": loaded})],
    )
    assert result["errors"] == []
    assert result["scripts"] == 0 and result["images"] is True
