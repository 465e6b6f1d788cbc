"""The cross-machine curve comparison (tests/crossmachine.py) fails where another CPU cannot explain
the difference, and passes where it can."""

from __future__ import annotations

from crossmachine import FLOAT_RTOL, curve_mismatches


def curve(steps, values):
    return {"steps": list(steps), "values": list(values)}


WANT = {
    "episodes": curve([0, 100, 335], [0.0, 8.0, 16.0]),
    "es.grad_norm": curve([100, 335, 494], [0.478, 1.1430089473724365, 1.0556]),
}


def test_a_last_bit_float_difference_passes():
    got = {**WANT, "es.grad_norm": curve([100, 335, 494], [0.478, 1.143008828163147, 1.0556])}
    assert curve_mismatches(got, WANT, WANT) == []


def test_a_float_beyond_the_kernels_spread_fails():
    moved = 1.1430089473724365 * (1 + 20 * FLOAT_RTOL)
    got = {**WANT, "es.grad_norm": curve([100, 335, 494], [0.478, moved, 1.0556])}
    assert curve_mismatches(got, WANT, WANT) == [
        f"es.grad_norm: at index 1 {moved!r} vs 1.1430089473724365 (rtol {FLOAT_RTOL}, atol 1e-08)"
    ]


def test_counts_and_steps_are_exact():
    got = {**WANT, "episodes": curve([0, 100, 335], [0.0, 8.0, 17.0])}
    expected = ["episodes: counts [0.0, 8.0, 17.0] != [0.0, 8.0, 16.0]"]
    assert curve_mismatches(got, WANT, ["episodes"]) == expected
    got = {**WANT, "es.grad_norm": curve([100, 336, 494], WANT["es.grad_norm"]["values"])}
    assert curve_mismatches(got, WANT, ["es.grad_norm"])[0].startswith("es.grad_norm: steps")
