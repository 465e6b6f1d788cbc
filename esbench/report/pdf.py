"""PDF rendering of the report's HTML with WeasyPrint."""

from __future__ import annotations

import logging
from pathlib import Path


def write_pdf(html_text: str, path: Path) -> Path:
    """Render ``html_text`` (self-contained, PNG figures) to ``path`` with WeasyPrint."""
    import weasyprint

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    weasyprint.HTML(string=html_text).write_pdf(path)
    return path
