"""PDF rendering of the report's HTML with WeasyPrint.

The PDF is rendered from the same document as ``report.html``: figures are embedded as SVG data
URIs, which WeasyPrint draws as vector graphics (paths, no bitmaps), and the print rules of the
report's CSS (:mod:`esbench.report.html`) keep headings with what follows them.
"""

from __future__ import annotations

import logging
from pathlib import Path


def write_pdf(html_text: str, path: Path) -> Path:
    """Render ``html_text`` (self-contained, SVG figures) to ``path`` with WeasyPrint."""
    import weasyprint

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    from esbench.stores.atomic import atomic_write_bytes

    atomic_write_bytes(path, weasyprint.HTML(string=html_text).write_pdf())  # whole or not at all
    return path
