"""SIGTERM and SIGINT: the trial is INTERRUPTED, the summary printed, the exit code says so.

Exit codes: 130 after SIGINT (Ctrl-C), 143 after SIGTERM (128 + the signal number).
"""

from __future__ import annotations

import json
import os
import signal
import textwrap
import threading
import time

import gymnasium as gym
import pytest
from faultdriver import ES_SUITE, Driver, metrics_json, run_json, write_suite

from esbench.cli.main import main
from esbench.core.interrupts import Interrupted, InterruptGuard, exit_code, signals_held


@pytest.fixture
def driver_factory():
    drivers = []

    def start(*args, **kwargs):
        driver = Driver(*args, **kwargs)
        drivers.append(driver)
        return driver

    yield start
    for driver in drivers:
        driver.close()


def assert_interrupted(driver: Driver, store, code: int, name: str) -> None:
    """Exit code, summary, stored status and flushed metrics of an interrupted one-trial suite."""
    out, err = driver.stdout, driver.stderr
    assert code == exit_code(getattr(signal, name)), f"{code}\n{out}\n{err}"
    assert "Traceback" not in out + err, err
    assert "INTERRUPTED" in out and "1 interrupted" in out, out  # the summary table and its counts
    run = run_json(store, 1)
    assert run["status"] == "INTERRUPTED"
    metrics = metrics_json(store, 1)
    assert metrics["timesteps"]["values"][0] == 0 and "eval.return_mean" in metrics  # flushed


def test_sigterm_marks_the_run_interrupted_and_exits_143(tmp_path, driver_factory):
    store = tmp_path / "store"
    driver = driver_factory(write_suite(tmp_path), store, gate=tmp_path / "gate")
    driver.wait_at_gate()
    driver.send(signal.SIGTERM)
    code = driver.wait()
    assert_interrupted(driver, store, code, "SIGTERM")
    assert "SIGTERM" in driver.stdout


RAY_SUITE = ES_SUITE.replace("backend: serial", "backend: ray, workers: 2")


@pytest.mark.ray
def test_signals_during_the_teardown_of_a_ray_trial_never_cut_the_summary_short(tmp_path, driver_factory):
    """SIGINT to the driver's process group (Ctrl-C in a terminal), then one every 50 ms until the
    suite has stopped: wherever they land (ray.shutdown, Sacred's last writes, the summary), the
    summary is printed and the exit code is 130."""
    store = tmp_path / "store"
    suite = write_suite(tmp_path, RAY_SUITE)
    driver = driver_factory(suite, store, gate=tmp_path / "gate", gate_at=400, session=True)
    driver.wait_at_gate()  # a Ray worker holds at the gate, the driver waits for it
    sent = 0
    while driver.proc.poll() is None and sent < 2000:
        driver.send_group(signal.SIGINT)
        sent += 1
        time.sleep(0.05)
    code = driver.wait()
    assert sent >= 2
    assert_interrupted(driver, store, code, "SIGINT")


def test_sigint_in_the_middle_of_the_suite_stops_it(tmp_path, driver_factory):
    """A second trial is NOT_RUN after Ctrl-C; the exit code is 130."""
    store = tmp_path / "store"
    suite = write_suite(tmp_path, ES_SUITE.replace("seeds: [3]", "seeds: [3, 4]"))
    driver = driver_factory(suite, store, gate=tmp_path / "gate")
    driver.wait_at_gate()
    driver.send(signal.SIGINT)
    code = driver.wait()
    assert code == 130, driver.stderr
    assert "NOT_RUN" in driver.stdout and "1 not_run" in driver.stdout
    assert run_json(store, 1)["status"] == "INTERRUPTED" and not (store / "2").exists()


# -- in-process: a signal some library swallows still stops the suite -------------------------------


class SwallowingCartPole(gym.Wrapper):
    """CartPole whose 300th step sends SIGINT to its own process and swallows the KeyboardInterrupt,
    as a library with a broad ``except`` (or a fork at the wrong moment) may do."""

    steps = 0

    def __init__(self):
        super().__init__(gym.make("CartPole-v1"))

    def step(self, action):
        cls = SwallowingCartPole
        cls.steps += 1
        if cls.steps == 300:
            swallowed = False
            deadline = time.monotonic() + 10
            try:
                os.kill(os.getpid(), signal.SIGINT)
                while time.monotonic() < deadline:  # the handler raises here, in the main thread
                    time.sleep(0.001)
            except KeyboardInterrupt:
                swallowed = True
            assert swallowed
        return self.env.step(action)


if "esbench-test/Swallowing-v0" not in gym.registry:
    gym.register("esbench-test/Swallowing-v0", entry_point=SwallowingCartPole, max_episode_steps=50)


@pytest.fixture
def own_signal_handlers():
    """Restore this process's SIGINT and SIGTERM handlers after the test."""
    saved = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    yield
    for s, handler in saved.items():
        signal.signal(s, handler)


def test_a_swallowed_interrupt_still_stops_the_suite(tmp_path, capsys, own_signal_handlers):
    SwallowingCartPole.steps = 0
    suite = write_suite(
        tmp_path,
        textwrap.dedent("""\
        name: swallow
        seeds: [0, 1]
        budget: {timesteps: 4000}
        eval: {every_timesteps: 500, episodes: 2}
        envs: [esbench-test/Swallowing-v0]
        algorithms:
          - {label: A2C, algo: sb3_a2c, params: {n_steps: 20}}
        policy: {hidden: [8]}
        """),
    )
    store = tmp_path / "store"
    code = main(["run", str(suite), "--results", str(store), "--no-report"])
    out = capsys.readouterr().out
    assert code == 130, out
    assert "1 interrupted, 1 not_run" in out
    run = json.loads((store / "1" / "run.json").read_text())
    assert run["status"] == "INTERRUPTED"  # stopped at the next logged point, not at the budget
    assert json.loads((store / "1" / "metrics.json").read_text())["timesteps"]["values"][-1] < 4000


# -- the guard and signals_held, unit by unit ---------------------------------------------------------


def test_the_guard_raises_the_first_signal_and_only_notes_the_next(own_signal_handlers, capfd):
    with InterruptGuard() as guard:
        with pytest.raises(Interrupted) as caught:
            signal.raise_signal(signal.SIGTERM)
        assert caught.value.signum == signal.SIGTERM and isinstance(caught.value, KeyboardInterrupt)
        signal.raise_signal(signal.SIGINT)  # noted, not raised
        assert guard.signum == signal.SIGTERM
        with pytest.raises(Interrupted):
            guard.check()
    assert "SIGINT again" in capfd.readouterr().err
    assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN  # after the guard: the process is stopping
    assert exit_code(signal.SIGINT) == 130 and exit_code(signal.SIGTERM) == 143 and exit_code(None) == 130


def test_the_guard_defers_signals_and_restores_the_handlers_when_none_came(own_signal_handlers):
    before = signal.getsignal(signal.SIGINT)
    with InterruptGuard() as guard:
        with guard.deferred():
            signal.raise_signal(signal.SIGINT)  # recorded only
        assert guard.interrupted
    with InterruptGuard() as quiet:
        pass
    assert quiet.signum is None
    guard2 = InterruptGuard()
    with guard2:
        pass
    signal.signal(signal.SIGINT, before)
    with InterruptGuard():
        pass
    assert signal.getsignal(signal.SIGINT) is before


def test_signals_held_delivers_the_first_signal_after_the_block_and_undoes_handlers(own_signal_handlers):
    with InterruptGuard() as guard:
        with pytest.raises(Interrupted):
            with signals_held():
                signal.raise_signal(signal.SIGINT)
                signal.signal(signal.SIGTERM, lambda *_: None)  # as ray.init does
                done = True  # the block ran to its end
        assert done and guard.signum == signal.SIGINT
        assert signal.getsignal(signal.SIGTERM) == guard._handle


def test_signals_held_does_nothing_outside_the_main_thread():
    result = []

    def body():
        with signals_held():
            result.append(threading.current_thread().name)

    thread = threading.Thread(target=body)
    thread.start()
    thread.join(timeout=30)
    assert result
