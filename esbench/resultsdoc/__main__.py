"""``python -m esbench.resultsdoc [--check] [--add SRC NAME] [ROOT]``: write the evidence documents
(``--check``: exit 1 naming each document that differs from what ``results/`` gives, writing nothing;
``--add``: first copy the finished runs of the store SRC into ``results/NAME``, :mod:`.add`)."""

from __future__ import annotations

import argparse
import difflib
import subprocess
import sys
from pathlib import Path

from esbench.core.errors import EsbenchError
from esbench.resultsdoc.add import STORE_NAME, AddRefused, add_store
from esbench.resultsdoc.build import generate
from esbench.resultsdoc.figures import write_figures
from esbench.stores.atomic import atomic_write_text


def git_ignored(root: Path, path: str) -> bool:
    """Whether git would ignore ``path`` (relative to ``root``) in the checkout at ``root``; False where
    ``root`` is no git checkout or git is missing."""
    try:
        done = subprocess.run(["git", "-C", str(root), "check-ignore", "-q", path], capture_output=True)
    except OSError:
        return False
    return done.returncode == 0


def main(argv: list[str] | None = None) -> int:
    """Write or check the documents; 0 done or unchanged, 1 differences (``--check``), 2 bad input."""
    parser = argparse.ArgumentParser(prog="python -m esbench.resultsdoc", description=__doc__)
    parser.add_argument("root", nargs="?", default=".", help="the checkout (default: .)")
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    parser.add_argument(
        "--add",
        nargs=2,
        metavar=("SRC", "NAME"),
        help="copy the finished runs of the store SRC into results/NAME first (never replacing a run)",
    )
    args = parser.parse_args(argv)
    root = Path(args.root)
    try:
        if args.add:
            src, name = Path(args.add[0]), args.add[1]
            if not STORE_NAME.fullmatch(name):
                raise AddRefused(
                    f"NAME must be a plain folder name (letters, digits, '.', '_', '-'; not starting "
                    f"with '.'), not {name!r}"
                )
            dest = root / "results" / name
            print(add_store(src, dest).summary(src, dest))
            if git_ignored(root, f"results/{name}/"):
                print(f"esbench results: results/{name}/ is ignored by git (.gitignore keeps users' own "
                      f"stores out): add the line !/results/{name}/ there, or it will not be committed",
                      file=sys.stderr)  # fmt: skip
        if not args.check:
            write_figures(root)
        docs = generate(root)
    except (EsbenchError, ValueError, OSError) as exc:
        print(f"esbench results: {exc}", file=sys.stderr)
        return 2
    stale = []
    for path, text in docs.items():
        old = path.read_text(encoding="utf-8") if path.is_file() else ""
        if old == text:
            continue
        if args.check:
            stale.append(path)
            diff = difflib.unified_diff(
                old.splitlines(), text.splitlines(), str(path), "generated", lineterm=""
            )
            print("\n".join(list(diff)[:40]))
        else:
            atomic_write_text(path, text)
            print(f"wrote {path}")
    if stale:
        print(
            f"{len(stale)} generated document(s) differ from results/: run `bash scripts/results.sh`",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
