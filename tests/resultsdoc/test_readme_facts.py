"""The README's "What these numbers are, exactly:" bullets are generated
(:mod:`esbench.resultsdoc.readme_facts`): each number in them is in the generated block, so a hand
edit fails ``--check``; each moves with its source (the cross-kernel stores, the runs' info.json,
each benchmark transcript) in a copy of results/; and a number its source does not give is not
stated."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from esbench.resultsdoc.__main__ import main as resultsdoc_main
from esbench.resultsdoc.build import replace_block
from esbench.resultsdoc.manifest import load_manifest
from esbench.resultsdoc.readme_facts import BEGIN, END, facts_block, kernel_seeds

ROOT = Path(__file__).parents[2]
RESULTS = ROOT / "results"
QUIET = "es-throughput-2core-amd-epyc-quiet.txt"
BUSY = "es-throughput-2core-amd-epyc-busy.txt"
XEON = "es-throughput-16vcpu-intel-xeon.txt"
#: The numbers the bullets state today, as the README prints them.
STATED = ("293,128", "294,589", "10.84x", "0.72", "1.83x", "0.86x", "99.4%", "99.6%",
          "0.96", "0.89", "0.80", "0.44", "0.74")  # fmt: skip


def block_of(readme: str) -> str:
    return readme[readme.index(BEGIN) : readme.index(END)]


@pytest.fixture(scope="module")
def committed_block() -> str:
    return facts_block(RESULTS, load_manifest(RESULTS))


def test_every_stated_number_is_in_the_generated_block_and_an_edit_of_it_is_undone(committed_block):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = block_of(readme)
    assert block_of(committed_block + "\n") == block  # the committed README holds the generated block
    for number in STATED:
        assert number in block, number
        edited = readme.replace(block, block.replace(number, "9" + number, 1))
        assert edited != readme
        assert replace_block(edited, committed_block, BEGIN, END) == readme  # regenerated: the edit is gone


def test_check_fails_on_a_number_edited_in_the_readmes_block(tmp_path, capsys):
    """`python -m esbench.resultsdoc --check` on a checkout whose README's block says 0.93 for the
    measured 0.96 (a copy of this one: results/ linked, docs/ copied) exits 1, naming the README."""
    root = tmp_path / "checkout"
    root.mkdir()
    (root / "results").symlink_to(RESULTS)
    shutil.copytree(ROOT / "docs", root / "docs")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = block_of(readme)
    assert "0.96 of it" in block
    (root / "README.md").write_text(readme.replace(block, block.replace("0.96 of it", "0.93 of it")))
    assert resultsdoc_main(["--check", str(root)]) == 1
    out = capsys.readouterr()
    assert "README.md" in out.out and "0.93 of it" in out.out
    assert "1 generated document(s) differ" in out.err


def results_copy(tmp_path: Path) -> Path:
    """The manifest, the transcripts and the cross-kernel stores of results/ (the other stores left
    out, so they count no runs)."""
    dest = tmp_path / "results"
    dest.mkdir()
    shutil.copy(RESULTS / "manifest.yaml", dest)
    for name in ("benchmarks", "cross-kernel", "cross-kernel-haswell"):
        shutil.copytree(RESULTS / name, dest / name)
    return dest


def facts(results: Path) -> str:
    """The generated block, its lines joined (wrapping left out)."""
    return " ".join(facts_block(results, load_manifest(results)).split())


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_the_kernel_sentence_moves_with_the_cross_kernel_stores(tmp_path):
    results = results_copy(tmp_path)
    assert "seed 2 took 293,128 steps with OpenBLAS's SkylakeX kernel and 294,589 with its Haswell" in facts(
        results
    )
    # the Haswell run of seed 2 reaches the score an eval earlier
    metrics = results / "cross-kernel-haswell" / "3" / "metrics.json"
    m = json.loads(metrics.read_text())
    curve = m["eval.return_mean"]
    curve["values"][curve["steps"].index(236051)] = 1000.0
    metrics.write_text(json.dumps(m))
    text = facts(results)
    assert "seed 2 took 293,128 steps with OpenBLAS's SkylakeX kernel and 236,051 with" in text
    assert "294,589" not in text
    # seed 2 on the same kernels in both stores: seed 1 is the one left that differs
    for run in (1, 2, 3):
        edit(
            results / "cross-kernel-haswell" / str(run) / "info.json", "openblas Haswell", "openblas SkylakeX"
        )
    assert kernel_seeds(results, load_manifest(results)) == []  # same kernels: no seed shows their effect
    text = facts(results)
    assert "a long run can then cross a score at another step. Runs record" in text
    assert "293,128" not in text and "262,183" not in text


def test_the_recorded_counts_move_with_the_runs_info(tmp_path):
    results = results_copy(tmp_path)
    text = facts(results)
    assert (
        "of the 6 completed runs committed under `results/`, 6 record their CPU model, 6 their SIMD " in text
    )
    assert "6 their SIMD extension and kernels and 0 their code (the others are told apart" in text
    info = results / "cross-kernel" / "1" / "info.json"
    data = json.loads(info.read_text())
    data["code_digest"] = "0123456789abcdef"
    del data["math_kernels"]
    info.write_text(json.dumps(data))
    text = facts(results)
    assert "6 their SIMD extension, 5 their kernels and 1 their code" in text


def test_the_scaling_and_throughput_bullets_move_with_each_transcript(tmp_path):
    results = results_copy(tmp_path)
    bench = results / "benchmarks"
    edit(bench / QUIET, "scaling ES(2) / ES(1) = 1.83\n", "scaling ES(2) / ES(1) = 1.91\n")
    edit(bench / QUIET, "(worker busy 99.4% of worker time; 37.5", "(worker busy 98.1% of worker time; 37.5")
    edit(bench / QUIET, "0.96 of the raw MuJoCo ceiling", "0.93 of the raw MuJoCo ceiling")
    edit(bench / BUSY, "and 0.44 of one process's alone (9,257), same run; scaling ES(2) / ES(1) = 0.86",
         "and 0.41 of one process's alone (9,257), same run; scaling ES(2) / ES(1) = 0.77")  # fmt: skip
    edit(bench / XEON, "202,649     10.84", "202,649     11.02")
    edit(bench / XEON, "= 0.72", "= 0.73")
    edit(bench / XEON, "= 0.74", "= 0.75")
    text = facts(results)
    assert "11.02x at 15 workers on a 16-vCPU Intel Xeon VM (efficiency 0.73; measured once" in text
    assert (
        "1.91x at 2 workers on this project's 2-core AMD EPYC VM (AVX-512) when quiet and 0.77x when busy"
        in text
    )
    assert "busy 98.1% of their time quiet, 99.6% busy" in text
    assert "on the quiet 2-core VM, 0.93 of it with 2 processes stepping at once and 0.89" in text
    assert "(0.80 and 0.41 busy)" in text and "0.75 of the 15-process ceiling, measured apart" in text
    for old in ("10.84", "1.83x", "0.86x", "99.4%", "0.96", "0.44", "0.72", "0.74"):
        assert old not in text, old


def test_a_number_its_transcript_does_not_give_is_not_stated(tmp_path):
    results = results_copy(tmp_path)
    bench = results / "benchmarks"
    xeon = (bench / XEON).read_text()
    (bench / XEON).write_text(
        re.sub(r"^(end-to-end efficiency|ES at 15 workers against).*\n", "", xeon, flags=re.M)
    )
    quiet = (bench / QUIET).read_text()
    (bench / QUIET).write_text(quiet.replace(", same run; scaling", "; scaling"))
    text = facts(results)
    assert "10.84x at 15 workers on a 16-vCPU Intel Xeon VM (measured once" in text and "0.72" not in text
    assert "0.74" not in text and "15-process" not in text  # no ceiling line: no ratio to it
    assert (
        "and 0.89 of one process's alone, measured apart from the ES's run (0.80 and 0.44 busy, "
        "the ceiling measured in the same run)"
    ) in text
    for name in (QUIET, BUSY, XEON):
        (bench / name).write_text("# nothing printed\n")
    text = facts(results)
    assert "(speed-up / w): no committed transcript gives it yet." in text
    assert "fixed controls): no committed transcript gives it yet." in text
    assert "99." not in text and "x at" not in text


def test_docs_development_states_the_kernel_steps_the_stores_give(committed_block):
    """docs/development.md's example of a long run's steps on two kernels is the generated one."""
    dev = " ".join((ROOT / "docs" / "development.md").read_text().split())
    claim = dev.split("A long run is not: ", 1)[1].split(" Never pin", 1)[0]
    (k,) = kernel_seeds(RESULTS, load_manifest(RESULTS))[:1]
    assert (
        f"seed {k.seed} reached the paper's score in {int(k.steps[0]):,} steps with OpenBLAS's SkylakeX"
        in claim
    )
    assert (
        f"and {int(k.steps[1]):,} with its Haswell kernel, on one AMD EPYC" in claim and "Xeon" not in claim
    )


def test_the_readmes_citing_line_claims_no_comparison_the_committed_stores_lack():
    """While no committed store holds the ES beside another algorithm, the README says so; a store that
    does makes this fail until the Citing line is written again."""
    readme = " ".join((ROOT / "README.md").read_text().split())
    citing = readme.split("## Citing", 1)[1]
    beside = []
    for entry in load_manifest(RESULTS).stores:
        algos = {json.loads(c.read_text()).get("algo") for c in (RESULTS / entry.path).glob("*/config.json")}
        if "openai_es" in algos and len(algos) > 1:
            beside.append(entry.path)
    says_none = "no run of the ES beside TRPO, A2C, PPO or CMA-ES under one budget is committed yet" in citing
    assert says_none == (beside == []), beside
    assert "esbench's comparisons" not in citing


def test_docs_performance_states_the_busy_shares_and_scaling_the_transcripts_give(committed_block):
    """docs/performance.md's typed example (busy shares, quiet and busy scaling) is the generated one's."""
    perf = " ".join((ROOT / "docs" / "performance.md").read_text().split())
    claim = perf.split("the 2 workers were busy ", 1)[1].split(" on the busy one", 1)[0]
    block = " ".join(committed_block.split())
    shares = re.search(r"busy ([\d.]+)% of their time quiet, ([\d.]+)% busy", block)
    ups = re.search(r"([\d.]+)x at \d+ workers on this project's .*? when quiet and ([\d.]+)x", block)
    assert shares and ups
    (quiet, busy), (up_quiet, up_busy) = shares.groups(), ups.groups()
    expected = f"{quiet}% and {busy}% of their time while the ES scaled {up_quiet}x on the quiet machine"
    assert claim == f"{expected} and {up_busy}x"
