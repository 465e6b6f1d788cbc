"""Hostile input through the command line: exit code 2, one message naming the key or the file,
no traceback, nothing written outside the results directory, bounded time and memory.

Each case is a suite file (text or bytes) and the ``esbench`` arguments that read it. Most cases run
in-process (``esbench.cli.main.main``); the ones built to exhaust time or memory (alias bombs, deep
nesting, huge files) run in a subprocess whose peak memory is measured, with a time limit that only
a hang reaches.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from esbench.cli.main import main

#: A valid suite the cases start from (cheap: nothing in it is run).
BASE = """\
name: hostile
seeds: [0]
budget: {timesteps: 1000}
envs: [CartPole-v1]
algorithms:
  - {label: ES, algo: openai_es, params: {backend: serial}}
"""


def suite(**replace: str) -> str:
    """BASE with whole top-level keys replaced (with their indented lines): ``suite(name="name: x")``."""
    out, skipping = [], False
    for row in BASE.splitlines():
        key = row.split(":", 1)[0]
        if not row.startswith(" "):
            skipping = key in replace
            out.append(replace[key] if skipping else row)
        elif not skipping:
            out.append(row)
    return "\n".join(out) + "\n"


def algo_params(params: str, algo: str = "openai_es") -> str:
    """BASE whose one algorithm has these params (a YAML flow mapping body)."""
    return suite(algorithms="algorithms: [{label: X, algo: " + algo + ", params: {" + params + "}}]")


#: SB3 ``policy_kwargs`` asking for two layers of 1e8 units (10^16 parameters).
NET_ARCH = "policy_kwargs: {net_arch: [100000000, 100000000]}"


def sb3_sac(params: str) -> str:
    """BASE with one SAC algorithm of these params, on an env with continuous actions."""
    return suite(
        envs="envs: [Pendulum-v1]",
        algorithms="algorithms: [{label: X, algo: sb3_sac, params: {" + params + "}}]",
    )


def _laughs(levels: int, width: int) -> str:
    rows = ["lol0: &l0 [" + ", ".join(['"lol"'] * width) + "]"]
    for i in range(1, levels):
        rows.append(f"lol{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * width) + "]")
    return "\n".join(rows)


# (id, file content (str or bytes), what the message must contain)
CASES: list[tuple[str, str | bytes, str]] = [
    # -- YAML itself
    ("alias-bomb", "description:\n  " + _laughs(9, 9).replace("\n", "\n  ") + "\n" + BASE, "expands to more"),
    ("alias-bomb-in-params", _laughs(7, 10) + "\n" + algo_params("sigma: *l6"), "expands to more"),
    ("recursive-alias", "a: &a [*a]\n" + BASE, "refers to itself"),
    ("deep-nesting", "[" * 20000 + "]" * 20000, "nested more than"),
    ("deep-mapping", "a: " + "{b: " * 3000 + "1" + "}" * 3000 + "\n", "nested more than"),
    ("binary", bytes(range(256)) * 4, "not UTF-8"),
    ("latin1", BASE.replace("hostile", "h\xe9").encode("latin-1"), "not UTF-8"),
    ("utf16", BASE.encode("utf-16"), "not UTF-8"),
    ("nul-byte", BASE.replace("hostile", "host\x00ile"), "malformed YAML"),
    ("python-tag", "!!python/object/apply:os.system ['echo pwned']\n", "malformed YAML"),
    ("bad-indent", "name: x\n  seeds: [0]\n", "malformed YAML"),
    ("tab-indent", "name: x\nbudget:\n\ttimesteps: 1\n", "malformed YAML"),
    ("unclosed", "name: [x\n", "malformed YAML"),
    ("empty", "", "must be a YAML mapping"),
    ("list-top", "- a\n- b\n", "must be a YAML mapping"),
    ("scalar-top", "42\n", "must be a YAML mapping"),
    ("huge-file", "# " + "x" * 1_100_000 + "\n" + BASE, "larger than"),
    ("huge-string", suite(name="name: " + "x" * 200_000), "name:"),
    # -- the suite name (it names the store directory)
    ("name-traversal", suite(name='name: "../../../x"'), "name:"),
    ("name-absolute", suite(name="name: /tmp/esbench-hostile"), "name:"),
    ("name-dotdot", suite(name='name: ".."'), "name:"),
    ("name-dot", suite(name='name: "."'), "name:"),
    ("name-leading-dot", suite(name="name: .hidden"), "name:"),
    ("name-slash", suite(name="name: a/b"), "name:"),
    ("name-backslash", suite(name='name: "a\\\\b"'), "name:"),
    ("name-300", suite(name="name: " + "n" * 300), "name:"),
    ("name-nul-escape", suite(name='name: "a\\0b"'), "name:"),
    ("name-empty", suite(name='name: ""'), "name:"),
    ("name-space", suite(name='name: "a b"'), "name:"),
    ("name-newline", suite(name='name: "a\\nb"'), "name:"),
    ("name-number", suite(name="name: 12"), "name:"),
    ("name-list", suite(name="name: [a]"), "name:"),
    ("name-rtl", suite(name='name: "\u202ecod.exe"'), "name:"),
    # -- seeds
    ("seed-negative", suite(seeds="seeds: [-1]"), "seeds"),
    ("seed-2-32", suite(seeds="seeds: [4294967296]"), "seeds"),
    ("seed-2-64", suite(seeds="seeds: [18446744073709551616]"), "seeds"),
    ("seed-float", suite(seeds="seeds: [0.5]"), "seeds[0]"),
    ("seed-string", suite(seeds="seeds: [zero]"), "seeds[0]"),
    ("seed-duplicate", suite(seeds="seeds: [1, 1]"), "seeds"),
    ("seed-none", suite(seeds="seeds: []"), "seeds"),
    # -- numbers
    ("lr-inf", algo_params("learning_rate: .inf"), "params.learning_rate"),
    ("lr-neg-inf", algo_params("learning_rate: -.inf"), "params.learning_rate"),
    ("l2-nan", algo_params("l2coeff: .nan"), "params.l2coeff"),
    ("action-noise-nan", algo_params("action_noise_std: .nan"), "params.action_noise_std"),
    ("sigma-nan", algo_params("sigma: .NaN"), "params.sigma"),
    ("sigma-huge-int", algo_params("sigma: " + "9" * 400), "params.sigma"),
    ("int-above-int64", algo_params("population: 9223372036854775808"), "params.population"),
    ("noise-seed-2-70", algo_params("noise_seed: 1180591620717411303424"), "params.noise_seed"),
    ("population-zero", algo_params("population: 0"), "params.population"),
    ("population-string", algo_params("population: many"), "params.population"),
    ("population-bool", algo_params("population: true"), "params.population"),
    ("budget-zero", suite(budget="budget: {timesteps: 0}"), "budget.timesteps"),
    ("budget-nan", suite(budget="budget: {timesteps: 1000, wall_clock_s: .nan}"), "budget.wall_clock_s"),
    ("budget-inf-steps", suite(budget="budget: {timesteps: .inf}"), "budget.timesteps"),
    ("ppo-lr-nan", algo_params("learning_rate: .nan", "sb3_ppo"), "params.learning_rate"),
    ("cma-scale-inf", algo_params("scale: .inf", "nevergrad"), "params.scale"),
    # -- keys and names
    ("unknown-top-key", BASE + "seedz: [1]\n", "seedz"),
    ("unknown-param", algo_params("sigmaa: 0.1"), "params.sigmaa"),
    ("unknown-algo", suite(algorithms="algorithms: [{label: X, algo: openai_ess}]"), "algorithms[0].algo"),
    ("unknown-env", suite(envs="envs: [CartPole-v7]"), "envs[0]"),
    ("env-needs-jax", suite(envs="envs: [phys2d/CartPole-v1]"), "envs[0]"),
    ("env-nul", suite(envs='envs: ["Cart\\0Pole-v1"]'), "envs[0]"),
    ("env-long", suite(envs="envs: [" + "E" * 5000 + "]"), "envs[0]"),
    ("env-number", suite(envs="envs: [3]"), "envs[0]"),
    ("env-mapping-bad", suite(envs="envs: [{idd: CartPole-v1}]"), "envs[0]"),
    ("env-bad-option", suite(envs="envs: [{id: CartPole-v1, options: {frame_skip: 2}}]"), "envs[0].options"),
    ("algorithms-not-list", suite(algorithms="algorithms: ES"), "algorithms"),
    ("label-duplicate", BASE + "  - {label: ES, algo: sb3_a2c}\n", "duplicate label"),
    ("policy-hidden-negative", BASE + "policy: {hidden: [-4]}\n", "policy.hidden[0]"),
    ("policy-type-bad", BASE + "policy: {type: transformer}\n", "policy.type"),
    ("adam-beta1-2", algo_params("adam_beta1: 2"), "params.adam_beta1"),
    ("adam-beta2-1", algo_params("adam_beta2: 1"), "params.adam_beta2"),
    ("momentum-negative", algo_params("momentum: -0.1"), "params.momentum"),
    # -- absurd sizes: refused with the estimate
    ("population-1e9", algo_params("population: 1000000000"), "params.population: one generation plays"),
    ("hidden-1e9", BASE + "policy: {hidden: [1000000000]}\n", "policy.hidden: a policy of"),
    ("hidden-deep-wide", BASE + "policy: {hidden: [100000, 100000, 100000]}\n", "of memory by estimate"),
    ("yaml-1.1-float-string", algo_params("population: 1e9"), "must be an integer, got '1e9'"),
    ("workers-1e6", algo_params("workers: 1000000"), "params.workers: 1,000,000 Ray workers"),
    ("noise-table-1e13", algo_params("noise_table_size: 10000000000000"), "params.noise_table_size"),
    ("cma-popsize-1e12", algo_params("popsize: 1000000000000", "nevergrad"), "params.popsize"),
    ("cma-round-past-budget", algo_params("num_workers: 5000", "nevergrad"), "params.num_workers"),
    ("ppo-rollout-1e12", algo_params("n_steps: 1000000000000", "sb3_ppo"), "params.n_steps"),
    # SB3's own sizes (issue 50, defect 6): bounded by the same memory estimate as policy.hidden
    ("sb3-net-arch-1e8", algo_params(NET_ARCH, "sb3_ppo"), "params.policy_kwargs.net_arch: networks of"),
    (
        "sb3-net-arch-dict",
        algo_params("policy_kwargs: {net_arch: {pi: [64], vf: [100000000, 100000]}}", "sb3_a2c"),
        "params.policy_kwargs.net_arch: networks of 10,000,200,200,194 parameters",
    ),
    ("sac-buffer-1e13", sb3_sac("buffer_size: 10000000000000"), "params.buffer_size: a replay buffer of"),
    ("sac-batch-1e13", sb3_sac("batch_size: 10000000000000"), "params.batch_size: minibatches of"),
    (
        "ars-n-delta-1e10",
        algo_params("n_delta: 10000000000", "sb3_ars"),
        "params.n_delta: 10,000,000,000 dir",
    ),
    ("ars-processes-1e6", algo_params("eval_processes: 1000000", "sb3_ars"), "params.eval_processes"),
    (
        "ppo-subproc-1e6",
        algo_params("n_envs: 1000000, vec_env: subproc, n_steps: 1, batch_size: 1", "sb3_ppo"),
        "params.n_envs: 1,000,000 env processes",
    ),
    (
        "env-policy-hidden-1e9",
        suite(envs="envs: [{id: CartPole-v1, policy: {hidden: [1000000000]}}]"),
        "envs[0].policy.hidden",
    ),
]


def write_case(tmp_path: Path, content: str | bytes) -> Path:
    """The case's suite file in ``tmp_path`` (bytes written as they are)."""
    path = tmp_path / "suite.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8", errors="surrogatepass")
    return path


def files_under(root: Path) -> set[Path]:
    """Every file and folder below ``root``."""
    return set(root.rglob("*"))


#: Cases run in a subprocess with their peak memory measured (they are built to exhaust it).
BOMBS = {"alias-bomb", "alias-bomb-in-params", "deep-nesting", "deep-mapping", "huge-file", "huge-string"}
#: Peak memory (RSS) a refused bomb may cost: the interpreter and imports, nothing more.
BOMB_MEMORY_MB = 1500
#: Memory a case refused in-process may allocate (Python allocations; imports happen before).
IN_PROCESS_MEMORY_MB = 256
#: A hang, not slowness: refusing any case takes about a second.
HANG_S = 300

_MEASURE = f"""
import resource, subprocess, sys, json
p = subprocess.run(sys.argv[1:], capture_output=True, text=True, timeout={HANG_S})
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(json.dumps({{"rc": p.returncode, "out": p.stdout, "err": p.stderr, "peak_mb": peak}}))
"""


def run_cli_measured(args: list[str], cwd: Path) -> dict:
    """``esbench ARGS`` in a fresh process: exit code, output and its peak memory in MB."""
    cmd = [sys.executable, "-c", _MEASURE, sys.executable, "-m", "esbench", *args]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, timeout=HANG_S + 60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


#: Every case through ``validate`` and ``run --dry-run`` (the bombs, measured in a subprocess, once).
RUNS = [
    pytest.param(case, content, expected, command, id=f"{case}-{command.split()[0]}")
    for case, content, expected in CASES
    for command in ("validate", "run --dry-run")
    if case not in BOMBS or command == "validate"
]


@pytest.fixture(scope="module", autouse=True)
def _imports_done():
    """Import every runner once first, so the memory a case is charged is the case's own."""
    from esbench.runners.registry import algo_names, get_runner

    for algo in algo_names():
        get_runner(algo)


@pytest.mark.parametrize(("case", "content", "expected", "command"), RUNS)
def test_hostile_suite_exits_2(tmp_path, monkeypatch, capsys, case, content, expected, command):
    path = write_case(tmp_path, content)
    monkeypatch.chdir(tmp_path)
    before = files_under(tmp_path)
    args = [*command.split(), str(path)]
    if case in BOMBS:
        result = run_cli_measured(args, tmp_path)
        code, out, err = result["rc"], result["out"], result["err"]
        assert result["peak_mb"] < BOMB_MEMORY_MB, f"{case}: peak {result['peak_mb']:.0f} MB"
    else:
        tracemalloc.start()
        started = time.monotonic()
        try:
            code = main(args)
        finally:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
        assert time.monotonic() - started < HANG_S
        assert peak < IN_PROCESS_MEMORY_MB * 2**20, f"{case}: {peak / 2**20:.0f} MB allocated"
        captured = capsys.readouterr()
        out, err = captured.out, captured.err
    assert code == 2, f"{case}: exit {code}\n{out}\n{err}"
    assert "Traceback" not in out + err
    assert expected in err, f"{case}: {err[:500]}"
    assert err.startswith("error: ") and str(path) in err.splitlines()[0]
    assert len(err) < 5000, f"{case}: a {len(err)}-character message"
    assert files_under(tmp_path) == before, "nothing is written for a refused suite"


def test_an_sb3_net_arch_is_refused_in_one_line_with_the_estimate(tmp_path):
    path = write_case(tmp_path, algo_params(NET_ARCH, "sb3_ppo"))
    done = subprocess.run(
        [sys.executable, "-m", "esbench", "validate", str(path)],
        capture_output=True,
        text=True,
        timeout=HANG_S,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith(f"error: {path}: algorithms[0].params.policy_kwargs.net_arch: networks of ")
    assert "parameters or more, held 4 times" in line and "PB of memory by estimate; this machine has" in line


@pytest.mark.parametrize("setting", ["store.file", "--results"])
def test_results_path_that_is_a_file_exits_2(tmp_path, monkeypatch, capsys, setting):
    taken = tmp_path / "taken"
    taken.write_text("not a directory")
    text = BASE + (f"store: {{file: {taken}}}\n" if setting == "store.file" else "")
    path = write_case(tmp_path, text)
    monkeypatch.chdir(tmp_path)
    args = ["run", str(path)] + (["--results", str(taken)] if setting == "--results" else [])
    assert main(args) == 2
    err = capsys.readouterr().err
    assert f"{setting}: {taken} is an existing file" in err and "Traceback" not in err
    assert taken.read_text() == "not a directory"


def test_report_out_that_is_a_file_exits_2(tmp_path, capsys):
    results = tmp_path / "results"
    results.mkdir()
    out = tmp_path / "report.html"
    out.write_text("keep me")
    assert main(["report", str(results), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"-o: {out} is an existing file" in err and "Traceback" not in err
    assert out.read_text() == "keep me"
