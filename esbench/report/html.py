"""Self-contained HTML: sections of text, tables and figures, figures embedded as data URIs.

The same document renders in a browser and through WeasyPrint for the PDF, figures embedded as SVG
(vector in both). No scripts, no external resources, no timestamps: the same inputs give the same
file. Every piece of text is HTML-escaped. Section titles carry their numbers, so the table of
contents is an unnumbered list (in the PDF with page numbers); an unnumbered opening section (the
findings) comes before it. Print rules keep a heading, or a paragraph introducing a table or
figure, on the page of what follows it, and a figure with its caption and a short table on one
page; figures are at most 60 mm high, so a page holds two, and no rule starts a new page. The
opening (the headline table, its cells never wrapped, and the curves under it) fills page 1.
"""

from __future__ import annotations

import base64
import dataclasses
import html
from collections.abc import Sequence
from pathlib import Path

import pandas as pd

CSS = """
@page { size: A4 landscape; margin: 14mm;
        @bottom-right { content: counter(page) " / " counter(pages); font-size: 8pt;
                        font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; } }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 10pt; color: #1a1a1a;
       max-width: 1200px; margin: 0 auto; padding: 0 1em; line-height: 1.35; }
h1 { font-size: 18pt; border-bottom: 2px solid #0072B2; padding-bottom: 4px; }
h2 { font-size: 14pt; margin-top: 1.1em; color: #0b3d63; break-after: avoid; }
h3 { font-size: 11pt; break-after: avoid; }
p.lead { break-after: avoid; }
table { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 8.5pt; }
th, td { border-bottom: 1px solid #d0d0d0; padding: 2px 7px; text-align: right; vertical-align: top; }
th { background: #eef3f8; text-align: center; }
td.text, th.text { text-align: left; }
td.wrap { text-align: left; max-width: 38em; word-break: break-word; }
tr.best td { font-weight: bold; background: #e3f1e8; }
table.keep, tr { break-inside: avoid; }
caption { break-after: avoid; }
thead { display: table-header-group; }
figure { margin: 0.3em 0 0.8em; break-inside: avoid; }
figure img { max-width: 100%; height: auto; }
figcaption { font-size: 8.5pt; color: #444; break-before: avoid; }
.alert { border: 2px solid #D55E00; background: #fbeee6; padding: 6px 10px; margin: 0.6em 0; }
.alert h3 { margin: 0 0 4px; color: #a34400; }
.note { color: #555; font-size: 9pt; }
section.opening h2 { margin-top: 0.6em; }
section.opening h3 { margin: 0.5em 0 0.1em; color: #0b3d63; }
section.opening figure { width: 100%; margin: 0.4em 0 0.4em; }
section.opening table { font-size: 8pt; margin: 0.3em 0 0.4em; }
section.opening td { white-space: nowrap; padding: 1px 6px; }
ul.findings { margin: 0 0 0.3em; padding-left: 1.3em; font-size: 9pt; }
ul.findings li { margin: 1px 0; break-inside: avoid; }
nav.toc { clear: both; break-inside: avoid; }
nav.toc ul { columns: 2; font-size: 9.5pt; list-style: none; padding-left: 0.5em; }
nav.toc li { margin: 1px 0; }
@media print {
  body { max-width: none; padding: 0; }
  nav.toc a { color: inherit; text-decoration: none; }
  nav.toc a::after { content: leader(".") target-counter(attr(href), page); }
  figure img { max-height: 60mm; width: auto; max-width: 100%; }
  section.opening figure img { width: auto; max-width: 100%; max-height: 52mm; }
}
"""
#: Tables with at most this many rows are kept on one page (longer ones break between rows, their
#: header repeated): a longer kept table would leave the rest of a page blank when it does not fit.
KEEP_ROWS = 12


@dataclasses.dataclass(kw_only=True)
class Table:
    """A display table: strings only; ``highlight`` rows get the ``best`` class."""

    frame: pd.DataFrame
    caption: str = ""
    highlight: Sequence[bool] | None = None
    wrap: Sequence[str] = ()


@dataclasses.dataclass
class Image:
    """A figure written as PNG and SVG."""

    paths: dict[str, Path]
    caption: str
    alt: str


@dataclasses.dataclass
class Section:
    """A numbered section: blocks are str (paragraph), ``("alert", title, Table)``, ``("note", text)``,
    ``("list", heading, [sentences])``, Table or Image."""

    anchor: str
    title: str
    blocks: list[object] = dataclasses.field(default_factory=list)


def _table(t: Table) -> str:
    cols = list(t.frame.columns)
    text_cols = {c for c in cols if t.frame[c].map(lambda v: not _numeric(v)).any()}
    head = "".join(f'<th class="{"text" if c in text_cols else ""}">{html.escape(str(c))}</th>' for c in cols)
    rows = []
    for i, row in enumerate(t.frame.itertuples(index=False)):
        cls = ' class="best"' if t.highlight is not None and t.highlight[i] else ""
        cells = []
        for c, v in zip(cols, row, strict=True):
            kind = "wrap" if c in t.wrap else ("text" if c in text_cols else "")
            cells.append(f'<td class="{kind}">{html.escape(str(v))}</td>')
        rows.append(f"<tr{cls}>{''.join(cells)}</tr>")
    cap = f"<caption>{html.escape(t.caption)}</caption>" if t.caption else ""
    keep = ' class="keep"' if len(t.frame) <= KEEP_ROWS else ""
    return f"<table{keep}>{cap}<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _numeric(v: object) -> bool:
    s = str(v).replace(",", "").replace("—", "").replace("%", "").strip()
    if not s:
        return True
    try:
        float(s.split(" ")[0])
        return True
    except ValueError:
        return False


def _image(img: Image, fmt: str) -> str:
    path = img.paths[fmt]
    mime = "image/svg+xml" if fmt == "svg" else "image/png"
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return (
        f'<figure><img src="data:{mime};base64,{data}" alt="{html.escape(img.alt)}">'
        f"<figcaption>{html.escape(img.caption)}</figcaption></figure>"
    )


def _block(block: object, fmt: str, lead: bool = False) -> str:
    """One block as HTML; ``lead``: a paragraph introducing the next block (kept on its page)."""
    if isinstance(block, str):
        return f'<p class="lead">{html.escape(block)}</p>' if lead else f"<p>{html.escape(block)}</p>"
    if isinstance(block, Table):
        return _table(block)
    if isinstance(block, Image):
        return _image(block, fmt)
    if isinstance(block, tuple) and block and block[0] == "alert":
        _, title, inner = block
        return f'<div class="alert"><h3>{html.escape(title)}</h3>{_block(inner, fmt)}</div>'
    if isinstance(block, tuple) and block and block[0] == "note":
        return f'<p class="note">{html.escape(block[1])}</p>'
    if isinstance(block, tuple) and block and block[0] == "list":
        _, heading, items = block
        lis = "".join(f"<li>{html.escape(i)}</li>" for i in items)
        return f'<h3>{html.escape(heading)}</h3><ul class="findings">{lis}</ul>'
    raise TypeError(f"unknown block {type(block).__name__}")


def _blocks(blocks: Sequence[object], fmt: str) -> str:
    """The blocks of a section; a paragraph followed by a table, figure or alert is a lead-in."""
    nexts = [*blocks[1:], None]
    return "".join(
        _block(b, fmt, lead=isinstance(n, Table | Image | tuple) and not _is_note(n))
        for b, n in zip(blocks, nexts, strict=True)
    )


def _is_note(block: object) -> bool:
    return isinstance(block, tuple) and bool(block) and block[0] == "note"


def render(
    title: str, sections: Sequence[Section], image_format: str = "svg", opening: Section | None = None
) -> str:
    """The whole HTML document; figures embedded as ``image_format`` ("svg", the default, or "png").

    Section titles are numbered by :mod:`esbench.report.sections`; the contents list adds no numbers.
    ``opening``: a section shown under the title, before the contents list (and not listed in it).
    """
    nav = "".join(f'<li><a href="#{html.escape(s.anchor)}">{html.escape(s.title)}</a></li>' for s in sections)
    first = ""
    if opening is not None:
        inner = _blocks(opening.blocks, image_format)
        anchor, heading = html.escape(opening.anchor), html.escape(opening.title)
        first = f'<section id="{anchor}" class="opening"><h2>{heading}</h2>{inner}</section>'
    body = []
    for s in sections:
        inner = _blocks(s.blocks, image_format)
        body.append(f'<section id="{html.escape(s.anchor)}"><h2>{html.escape(s.title)}</h2>{inner}</section>')
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)}</title><style>{CSS}</style></head><body>"
        f'<h1>{html.escape(title)}</h1>{first}<nav class="toc"><ul>{nav}</ul></nav>'
        f"{''.join(body)}</body></html>\n"
    )
