"""Generated programs: random valid multi-module programs (`programs.py`) must behave the same
from their sources and as bundles, in every mode (default, `--pretty`, `--keep-names`).

Each example is written to a temporary folder and run from its sources (a program that does not
run as the generator meant, a generator slip, is rejected with `assume`; there are none in
thousands of examples); then it is bundled in each mode, in this process, and the bundle is run
alone. Any build failure is a test failure: a generated program is valid Python 3.11 using only
the standard library, so a clean `error:` line is as wrong as a crash. The bundle's stdout and
exit status must equal the sources'. Programs that print `__name__`/`__qualname__` are not bundled
in the default mode, which renames functions and classes by design (README, "Names at run time").

The programs the generator found the bundler getting wrong (`found.py`) run first, as explicit
examples. The random examples are fixed (`derandomize=True`, no example database), so CI runs the
same programs every time; `MAX_EXAMPLES` keeps this folder within about 70 s on two cores (about
0.85 s an example in its three modes). On a failure Hypothesis shrinks the program, but each try
bundles it, so shrinking often stops at Hypothesis' time limit (5 minutes) with a program still
large: the message shows that program's files, then the same program reduced by delta debugging
(`reduce.py`, at most `REDUCE_SECONDS`). For a longer campaign, with other programs than CI's:
`ARENA_GENERATED_EXAMPLES=2000 ARENA_GENERATED_SEED=7 pytest tests/generated`.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, event, example, given, note, seed, settings
from hypothesis.control import current_build_context

from tests.differential import (
    BundlerCrashed,
    Outcome,
    bundle,
    difference,
    run_bundle,
    run_sources,
)
from tests.generated.found import FOUND
from tests.generated.programs import ENTRY, Program, program
from tests.generated.reduce import listing, reduce_failure, runs_cleanly, write

MAX_EXAMPLES = int(os.environ.get("ARENA_GENERATED_EXAMPLES", "80"))
SEED = int(os.environ.get("ARENA_GENERATED_SEED", "0"))
DETERMINISM_EXAMPLES = 10
REDUCE_SECONDS = 240
MODES = {"default": (), "pretty": ("--pretty",), "keep-names": ("--keep-names",)}

SETTINGS = dict(
    deadline=None,
    derandomize=SEED == 0,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def runs_as_meant(prog: Program, outcome: Outcome) -> bool:
    """The source run ended as the generator meant: its exit status, and no traceback but
    the deliberate last one."""
    return outcome.status == prog.status and runs_cleanly(outcome)


def report(prog: Program, mode: str, what: str, built: Outcome | None = None) -> str:
    text = f"mode {mode}: {what}\n"
    if built is not None:
        text += f"\n=== bundler ===\n{built.messages()}\n"
    text += f"\n=== the program ===\n{prog.listing()}"
    if current_build_context().is_final:  # Hypothesis' last run of the failing example
        try:
            reduced = reduce_failure(prog.files, mode, prog.stdin, REDUCE_SECONDS)
        except Exception as error:  # the reducer must not hide the failure
            reduced = None
            text += f"\n=== (reducing it failed: {error!r}) ==="
        if reduced is not None:
            text += "\n=== the program reduced by delta debugging (reduce.py) ===\n"
            text += listing(reduced)
    return text


def check(prog: Program) -> None:
    for feature in prog.features:
        event(feature)
    with tempfile.TemporaryDirectory(prefix="generated-") as folder:
        root = Path(folder) / "src"
        root.mkdir()
        write(prog.files, root)
        expected = run_sources(root, ENTRY, prog.stdin)
        assume(runs_as_meant(prog, expected))
        note(prog.listing())
        for mode, flags in MODES.items():
            if mode == "default" and prog.shows_names:
                continue
            output = Path(folder) / f"bundle-{mode}.py"
            try:
                built = bundle(root, ENTRY, output, *flags)
            except BundlerCrashed as crash:
                raise AssertionError(
                    report(prog, mode, f"the bundler crashed\n{crash}")
                )
            if built.status != 0:
                raise AssertionError(report(prog, mode, "the build failed", built))
            actual = run_bundle(output, prog.stdin)
            problems = difference(expected, actual)
            if problems:
                what = f"the bundle behaves differently\n{problems}\n\n=== bundle run ===\n"
                raise AssertionError(
                    report(prog, mode, what + actual.messages(), built)
                )


def pinned(test):
    """Run the programs of found.py first, as explicit examples."""
    for prog in reversed(FOUND):
        test = example(prog)(test)
    return test


@seed(SEED)
@settings(max_examples=MAX_EXAMPLES, **SETTINGS)
@given(program())
@pinned
def test_bundle_behaves_like_sources(prog: Program) -> None:
    check(prog)


@pytest.mark.parametrize("prog", FOUND, ids=lambda prog: prog.features[0])
def test_found_programs_print_what_they_say(prog: Program, tmp_path: Path) -> None:
    write(prog.files, tmp_path)
    outcome = run_sources(tmp_path, ENTRY, prog.stdin)
    assert (outcome.stdout, outcome.status) == (prog.expected, 0), outcome.messages()


@seed(SEED)
@settings(max_examples=DETERMINISM_EXAMPLES, **SETTINGS)
@given(program())
def test_sources_are_deterministic(prog: Program) -> None:
    """The generator's promise: two runs of a program from its sources print the same (str
    hashing is randomised in each: -E ignores PYTHONHASHSEED)."""
    with tempfile.TemporaryDirectory(prefix="generated-") as folder:
        root = Path(folder)
        write(prog.files, root)
        first = run_sources(root, ENTRY, prog.stdin)
        assume(runs_as_meant(prog, first))
        second = run_sources(root, ENTRY, prog.stdin)
        problems = difference(first, second)
        assert not problems, f"{problems}\n\n=== the program ===\n{prog.listing()}"
