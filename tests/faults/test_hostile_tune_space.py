"""``tune.space`` bounds that a plain run's validation would refuse are refused when the suite is
validated, not sampled into FAILED tuning runs (issue 25, case 10)."""

from __future__ import annotations

import textwrap

import pytest
import yaml
from hostile import esbench, one_line_error
from test_hostile_tune_storage import TUNED


@pytest.mark.parametrize(
    ("space", "said"),
    [
        # A noise table no machine of this kind holds (a plain run with it is refused for memory).
        ({"noise_table_size": {"choice": [100000, 10**13]}},
         "tune.space.ES.noise_table_size: value 10000000000000: params.noise_table_size:"),
        # A population whose one generation is past the suite's 192-step budget.
        ({"population": {"uniform": [2, 100000]}},
         "tune.space.ES.population: value 100000: params.population:"),
    ],
)  # fmt: skip
def test_a_searched_value_a_plain_run_would_refuse_is_refused_at_validation(tmp_path, space, said):
    data = yaml.safe_load(textwrap.dedent(TUNED))
    data["tune"]["space"]["ES"] = space
    (tmp_path / "suite.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    for command in (["validate"], ["tune", "--results", "r"]):
        line = one_line_error(esbench(tmp_path, *command, "suite.yaml"))
        assert said in line and "(a plain run with this value would be refused)" in line, line
    assert not (tmp_path / "r").exists()
    # The same value in a plain run's params: the same problem, at the params' key.
    data["algorithms"][0]["params"][next(iter(space))] = max(next(iter(space.values())).popitem()[1])
    del data["tune"]
    (tmp_path / "plain.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    line = one_line_error(esbench(tmp_path, "validate", "plain.yaml"))
    assert said.split(": ", 2)[2] in line, line
