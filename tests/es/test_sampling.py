"""The pure sampling functions every backend uses: pair draws, mirrored perturbations, wave sizes."""

import numpy as np

from esbench.es.noise import build_noise_table
from esbench.es.sampling import budget_pairs, further_pairs, mirrored_thetas, pair_draws


def test_pair_draws_depend_only_on_their_scalars():
    args = {"table_size": 1000, "dim": 10, "episodes_per_pair": 2, "calc_obstat_prob": 0.5}
    a, b = pair_draws(3, 4, 5, **args), pair_draws(3, 4, 5, **args)
    assert all(np.array_equal(getattr(a, n), getattr(b, n)) for n in vars(a))
    assert a.env_seeds.shape == a.sample_obs.shape == a.noise_seeds.shape == (2, 2)
    assert 0 <= a.noise_index <= 990
    other = pair_draws(3, 4, 6, **args)
    assert not np.array_equal(a.env_seeds, other.env_seeds)


def test_mirrored_thetas_are_theta_plus_and_minus_sigma_epsilon_in_float32():
    table = build_noise_table(1000, 1)
    theta = np.linspace(-1, 1, 10, dtype=np.float32)
    plus, minus = mirrored_thetas(theta, table, 17, 0.02)
    eps = np.float32(0.02) * table[17:27]
    np.testing.assert_array_equal(plus, theta + eps)
    np.testing.assert_array_equal(minus, theta - eps)
    assert plus.dtype == minus.dtype == np.float32


def test_further_pairs_sizes_waves_from_the_mean_steps_per_pair():
    assert further_pairs(10, 500, 0) == 0  # no step target: the first wave is the generation
    assert further_pairs(10, 500, 500) == 0
    assert further_pairs(10, 500, 1000) == 10  # 50 steps per pair: 10 more pairs expected to do it
    assert further_pairs(10, 500, 1001) == 11  # rounded up
    assert further_pairs(4, 2, 10) == 8  # at least one step per pair
    assert further_pairs(10, 999, 1000) == 1  # at least one pair


def test_budget_pairs_trims_only_a_generation_that_would_end_past_the_budget():
    # (population, min_steps, remaining, steps per pair of the previous generation, budget)
    assert budget_pairs(8, 0, 5000, None, 10_000) == (8, 0)  # the first generation: nothing known
    assert budget_pairs(8, 0, 3200, 400.0, 10_000) == (8, 0)  # ends exactly on the budget
    assert budget_pairs(8, 0, 3000, 400.0, 10_000) == (8, 0)  # 200 past: within 2% (200) of it
    # 3,200 would end 1,200 past: half of ceil(2,000 / 400), 3 pairs, then waves up to the 2,000 left
    assert budget_pairs(8, 0, 2000, 400.0, 10_000) == (3, 2000)
    assert budget_pairs(8, 0, 10, 400.0, 10_000) == (1, 10)  # at least one pair
    # min_steps counts: 20,000 steps expected, 3,000 left -> 8 pairs (at most the population) and waves
    assert budget_pairs(8, 20_000, 3000, 100.0, 100_000) == (8, 3000)
    assert budget_pairs(80, 20_000, 3000, 100.0, 100_000) == (15, 3000)
    assert budget_pairs(8, 0, 2000, 0.0, 10_000) == (8, 0)  # a mean of 0 counts as 1 step per pair
