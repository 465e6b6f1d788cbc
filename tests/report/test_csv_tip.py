"""The tip in docs/getting-started.md for reading an exported CSV works on the installed pandas.

``esbench export -o FILE.csv`` writes each float in its shortest round-trip form. pandas 2.x and 3.0
read some of them one bit off unless given ``float_precision="round_trip"``; pandas 3.1 reads them
exactly by default and deprecates ``float_precision`` (``Pandas4Warning``). The docs' snippet picks
by version; here it runs as written (file name aside), with every warning an error.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from esbench.report.export import write_table

DOC = Path(__file__).resolve().parents[2] / "docs" / "getting-started.md"


def _snippet() -> str:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(), flags=re.S)
    (block,) = [b for b in blocks if "read_csv" in b]
    return block


def _pandas_at_least_3_1() -> bool:
    return tuple(int(p) for p in pd.__version__.split(".")[:2]) >= (3, 1)


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> tuple[Path, np.ndarray]:
    """A CSV written by esbench's export, with floats of every magnitude (and the extremes)."""
    rng = np.random.default_rng(0)
    spread = [rng.standard_normal(2000) * 1e3, rng.random(2000), rng.standard_normal(2000) * 1e-7]
    values = np.concatenate([*spread, [0.1, 1 / 3, 2 / 3, 1e300, 5e-324, 1.7976931348623157e308]])
    frame = pd.DataFrame(
        {"run": "r", "metric": "eval.return_mean", "step": np.arange(len(values)), "value": values}
    )
    path = write_table(frame, tmp_path_factory.mktemp("export") / "runs.csv")
    return path, values


def test_docs_snippet_reads_the_floats_back_exactly_without_warnings(exported):
    path, values = exported
    code = _snippet().replace('"runs.csv"', repr(str(path)))
    assert repr(str(path)) in code, "the snippet reads runs.csv"
    scope: dict = {}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        exec(compile(code, str(DOC), "exec"), scope)
    read = scope["metrics"]["value"].to_numpy()
    assert read.dtype == np.float64
    np.testing.assert_array_equal(read, values)  # bit for bit, on this machine


def test_what_the_snippet_says_of_pandas(exported):
    """The snippet's reason holds on this pandas: 3.1 warns on float_precision (and needs none);
    older pandas misreads some floats by default (and reads them exactly with round_trip)."""
    path, values = exported
    if _pandas_at_least_3_1():
        with pytest.warns(pd.errors.Pandas4Warning, match="float_precision"):
            pd.read_csv(path, float_precision="round_trip")
        np.testing.assert_array_equal(pd.read_csv(path)["value"].to_numpy(), values)
    else:
        assert (pd.read_csv(path)["value"].to_numpy() != values).any(), "the default is not exact"


def test_pyarrow_engine_reads_the_floats_back_exactly(exported):
    pytest.importorskip("pyarrow", reason="pyarrow is in the dev extra")
    path, values = exported
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        read = pd.read_csv(path, engine="pyarrow")["value"].to_numpy()
    np.testing.assert_array_equal(read, values)
