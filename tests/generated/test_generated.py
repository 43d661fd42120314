"""Generated programs: random valid multi-module programs (`programs.py`) must behave the same
from their sources and as bundles, in every mode (default, `--pretty`, `--keep-names`).

Each example is written to a temporary folder and run from its sources (a program that does not
run as the generator meant, a rare generator slip, is rejected with `assume`); then it is bundled
in each mode, in this process, and the bundle is run alone. Any build failure is a test failure:
a generated program is valid Python 3.11 using only the standard library, so a clean `error:`
line is as wrong as a crash. The bundle's stdout and exit status must equal the sources'.
Programs that print `__name__`/`__qualname__` are not bundled in the default mode, which renames
functions and classes by design (README, "Names at run time").

The examples are fixed (`derandomize=True`, no example database), so CI runs the same programs
every time; `MAX_EXAMPLES` keeps this folder within about 60 s on two cores. On a failure,
Hypothesis shrinks the program and the message shows all its files. For a longer campaign:
`ARENA_GENERATED_EXAMPLES=2000 ARENA_GENERATED_SEED=7 pytest tests/generated` (a seed other
than 0 draws other programs than CI's).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, assume, event, given, note, seed, settings

from tests.differential import (
    BundlerCrashed,
    Outcome,
    bundle,
    difference,
    run_bundle,
    run_sources,
)
from tests.generated.programs import ENTRY, Program, program

MAX_EXAMPLES = int(os.environ.get("ARENA_GENERATED_EXAMPLES", "60"))
SEED = int(os.environ.get("ARENA_GENERATED_SEED", "0"))
DETERMINISM_EXAMPLES = 10
MODES = {"default": (), "pretty": ("--pretty",), "keep-names": ("--keep-names",)}

SETTINGS = dict(
    deadline=None,
    derandomize=SEED == 0,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def write(prog: Program, root: Path) -> None:
    for path, text in prog.files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def runs_as_meant(prog: Program, outcome: Outcome) -> bool:
    """The source run ended as the generator meant: its exit status, and no traceback unless
    the program ends by raising."""
    if outcome.status != prog.status:
        return False
    return prog.exit_kind == "exception" or "Traceback" not in outcome.stderr


def report(prog: Program, mode: str, what: str, built: Outcome | None = None) -> str:
    text = f"mode {mode}: {what}\n"
    if built is not None:
        text += f"\n=== bundler ===\n{built.messages()}\n"
    return text + f"\n=== the program ===\n{prog.listing()}"


def check(prog: Program) -> None:
    for feature in prog.features:
        event(feature)
    with tempfile.TemporaryDirectory(prefix="generated-") as folder:
        root = Path(folder) / "src"
        root.mkdir()
        write(prog, root)
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
                raise AssertionError(report(prog, mode, f"the bundler crashed\n{crash}"))
            if built.status != 0:
                raise AssertionError(report(prog, mode, "the build failed", built))
            actual = run_bundle(output, prog.stdin)
            problems = difference(expected, actual)
            if problems:
                what = f"the bundle behaves differently\n{problems}\n\n=== bundle run ===\n"
                raise AssertionError(report(prog, mode, what + actual.messages(), built))


@seed(SEED)
@settings(max_examples=MAX_EXAMPLES, **SETTINGS)
@given(program())
def test_bundle_behaves_like_sources(prog: Program) -> None:
    check(prog)


@seed(SEED)
@settings(max_examples=DETERMINISM_EXAMPLES, **SETTINGS)
@given(program())
def test_sources_are_deterministic(prog: Program) -> None:
    """The generator's promise: two runs of a program from its sources print the same (str
    hashing is randomised in each: -E ignores PYTHONHASHSEED)."""
    with tempfile.TemporaryDirectory(prefix="generated-") as folder:
        root = Path(folder)
        write(prog, root)
        first = run_sources(root, ENTRY, prog.stdin)
        assume(runs_as_meant(prog, first))
        second = run_sources(root, ENTRY, prog.stdin)
        problems = difference(first, second)
        assert not problems, f"{problems}\n\n=== the program ===\n{prog.listing()}"
