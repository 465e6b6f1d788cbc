"""Adam and SGD against hand-computed steps (reference formulas)."""

import numpy as np
import pytest

from esbench.es.optimizers import SGD, Adam


def test_adam_exact_first_two_steps():
    opt = Adam(2, stepsize=0.1)
    theta = np.array([1.0, -2.0], dtype=np.float32)
    g1 = np.array([0.5, -1.0], dtype=np.float32)
    theta1, ratio = opt.update(theta, g1)
    # t=1: a = 0.1·√(1−0.999)/(1−0.9); m = 0.1 g; v = 0.001 g²; step = −a m/(√v + 1e-8)
    a = 0.1 * np.sqrt(1 - 0.999) / (1 - 0.9)
    m, v = 0.1 * g1, 0.001 * g1**2
    step = -a * m / (np.sqrt(v) + 1e-8)
    np.testing.assert_allclose(theta1, theta + step, rtol=1e-6)
    assert ratio == pytest.approx(np.linalg.norm(step) / np.linalg.norm(theta), rel=1e-5)
    g2 = np.array([-0.25, 2.0], dtype=np.float32)
    theta2, _ = opt.update(theta1, g2)
    a2 = 0.1 * np.sqrt(1 - 0.999**2) / (1 - 0.9**2)
    m2, v2 = 0.9 * m + 0.1 * g2, 0.999 * v + 0.001 * g2**2
    np.testing.assert_allclose(theta2, theta1 + (-a2 * m2 / (np.sqrt(v2) + 1e-8)), rtol=1e-5)
    assert theta2.dtype == np.float32


def test_adam_state_round_trip():
    a, b = Adam(3), Adam(3)
    theta = np.ones(3, np.float32)
    a.update(theta, np.array([1.0, 2.0, 3.0], np.float32))
    b.load_state_dict(a.state_dict())
    g = np.array([0.3, -0.1, 0.2], np.float32)
    np.testing.assert_array_equal(a.update(theta, g)[0], b.update(theta, g)[0])


def test_sgd_momentum_exact():
    opt = SGD(1, stepsize=0.5, momentum=0.9)
    theta = np.array([2.0], np.float32)
    theta1, _ = opt.update(theta, np.array([1.0], np.float32))
    np.testing.assert_allclose(theta1, [2.0 - 0.5 * 0.1])
    theta2, _ = opt.update(theta1, np.array([1.0], np.float32))
    np.testing.assert_allclose(theta2, theta1 - 0.5 * (0.9 * 0.1 + 0.1), rtol=1e-6)
