"""Fuzzing the bundler with mutants of the semantics corpus: no input may crash it.

Every program of `tests/semantics/cases/` is copied and mutated (`mutate.py`: statements
deleted, duplicated, swapped or moved at any depth, names renamed consistently or not, odd
imports / `del` / `global` / relative imports inserted anywhere, valid but unusual code, odd
constants, lines deleted, files truncated, emptied or deleted, invalid UTF-8, coding cookies,
NUL bytes, deep expressions, self-imports and import cycles...), with fixed seeds. Each mutant
is run in this process (`bundler.cli.main`, ARENA_BUNDLER_DEBUG unset, warnings printed to
stderr as the real CLI prints them) as `bundle` with the default flags, `bundle` with one more
flag set drawn from `EXTRA_FLAGS`, and `minify main.py` in both modes. The contract checked:

- the exit status is 0 or 1, never 70 (`error: internal error (...)`), and no exception escapes
  `main()`;
- on status 1, stderr is exactly one non-empty line starting with "error: ", with no
  "Traceback";
- a failed run leaves its (fresh) output folder empty: no output, no source map, no `.tmp`;
  a successful one leaves exactly its output files there, and no `.tmp`.

`test_output_paths` checks the same contract for odd `-o` paths (a missing folder, a directory,
a path under a file, the entry itself).

The mutant set is deterministic (it does not depend on PYTHONHASHSEED either):
`MUTANTS_PER_CASE` seeds per case; the environment variable ARENA_FUZZ_MUTANTS overrides it and
ARENA_FUZZ_FIRST_SEED shifts the seeds, for a longer campaign. A failure's test id names the
case, the seed and the mutations; its message shows each failing command, its stderr, what the
mutations did and the mutated files in full. `python -m tests.fuzz.mutate CASE SEED FOLDER`
writes one mutant out, to reproduce a failure from the command line.

The bundler runs the bundle (and, when the bundle fails, the sources) on empty input to verify
it; a mutant may loop forever (a deleted `i += 1`), so the verify timeout is lowered from 20 s
to `RUN_TIMEOUT_SECONDS` here (and the `# bundle: precompute` timeout from 120 s): a timeout is
an ordinary build error either way, this only bounds the test's running time.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import sys
import time
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.fuzz.mutate import ENTRY, Mutant, case_names, make_mutant, write_files

MUTANTS_PER_CASE = int(os.environ.get("ARENA_FUZZ_MUTANTS", "4"))
FIRST_SEED = int(os.environ.get("ARENA_FUZZ_FIRST_SEED", "0"))
SIZE_LIMIT = "10000000"
RUN_TIMEOUT_SECONDS = 3
DEBUG_VARIABLE = "ARENA_BUNDLER_DEBUG"
INTERNAL_STATUS = 70
OUTPUT = "out.py"

# besides the default flags, each mutant is bundled with one of these (drawn by its seed)
EXTRA_FLAGS = [
    ("--pretty",),
    ("--layout", "flat"),
    ("--keep-names",),
    ("--layout", "modules"),
    ("--pretty", "--layout", "flat"),
]


def mutants() -> list[Mutant]:
    return [
        make_mutant(case, seed)
        for case in case_names()
        for seed in range(FIRST_SEED, FIRST_SEED + MUTANTS_PER_CASE)
    ]


MUTANTS = mutants()


@dataclass(frozen=True)
class Run:
    argv: list[str]
    status: int | None
    stdout: str
    stderr: str
    escaped: str  # the traceback of an exception that escaped main(), or ""
    leftovers: list[str]  # what the output folder holds afterwards
    seconds: float


@contextlib.contextmanager
def _without_debug():
    saved = os.environ.pop(DEBUG_VARIABLE, None)
    try:
        yield
    finally:
        if saved is not None:
            os.environ[DEBUG_VARIABLE] = saved


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


@contextlib.contextmanager
def _cli_warnings():
    """Warnings shown as `python -m bundler` shows them (pytest would capture them): Python's
    default filters, printed to stderr. A `SyntaxWarning` that `compile()` raises about the
    sources is one more stderr line."""
    with warnings.catch_warnings():
        warnings.resetwarnings()  # no filter matches: the default action, "default"
        for category in (
            DeprecationWarning,
            PendingDeprecationWarning,
            ImportWarning,
            ResourceWarning,
        ):
            warnings.simplefilter("ignore", category)
        warnings.showwarning = _show_warning
        yield


def run_cli(argv: list[str], output_folder: Path) -> Run:
    from bundler.cli import main

    stdout, stderr = io.StringIO(), io.StringIO()
    status: int | None = None
    escaped = ""
    start = time.perf_counter()
    try:
        with (
            _without_debug(),
            contextlib.redirect_stdout(stdout),
            contextlib.redirect_stderr(stderr),
            _cli_warnings(),
        ):
            status = main(argv)
    except KeyboardInterrupt:
        raise
    except BaseException:  # SystemExit included: we pass no bad flag
        escaped = traceback.format_exc()
    seconds = time.perf_counter() - start
    leftovers = sorted(
        p.relative_to(output_folder).as_posix()
        for p in output_folder.rglob("*")
        if not p.is_dir()
    )
    return Run(
        argv, status, stdout.getvalue(), stderr.getvalue(), escaped, leftovers, seconds
    )


def contract_problems(run: Run) -> list[str]:
    """How `run` breaks the CLI's contract on status and stderr (empty when it keeps it)."""
    if run.escaped:
        return [f"an exception escaped main():\n{run.escaped}"]
    found = []
    if run.status == INTERNAL_STATUS:
        found.append("internal error (exit status 70)")
    elif run.status not in (0, 1):
        found.append(f"exit status {run.status!r}, not 0 or 1")
    if run.status == 1:
        lines = run.stderr.splitlines()
        if len(lines) != 1 or not lines[0].startswith("error: ") or not lines[0][7:]:
            found.append(f"stderr is not one line 'error: ...': {run.stderr!r}")
    if run.status != 0 and "Traceback" in run.stderr:
        found.append("a traceback on stderr")
    return found


def problems(run: Run, outputs: set[str]) -> list[str]:
    """The contract, plus what the output folder must hold afterwards: `outputs` (the files a
    success writes) on success, nothing on failure, never a `.tmp`."""
    found = contract_problems(run)
    temporary = [name for name in run.leftovers if name.endswith(".tmp")]
    if temporary:
        found.append(f"temporary files left behind: {temporary}")
    if run.status == 0 and set(run.leftovers) != outputs:
        found.append(f"output folder holds {run.leftovers}, expected {sorted(outputs)}")
    if run.status != 0 and run.leftovers:
        found.append(f"a failed run left files behind: {run.leftovers}")
    return found


def report(run: Run, found: list[str]) -> str:
    return (
        f"$ bundler {' '.join(run.argv)}\n"
        + "".join(f"  PROBLEM: {p}\n" for p in found)
        + f"  exit status {run.status}, {run.seconds:.2f} s\n"
        + f"  --- stderr ---\n{run.stderr.rstrip()}\n"
    )


@pytest.fixture
def short_timeouts(monkeypatch: pytest.MonkeyPatch) -> None:
    from bundler.core import precompute, verify

    monkeypatch.setattr(verify, "RUN_TIMEOUT_SECONDS", RUN_TIMEOUT_SECONDS)
    for function in (precompute.precompute, precompute.evaluate):
        defaults = function.__defaults__
        if defaults and len(defaults) == 1 and isinstance(defaults[0], (int, float)):
            monkeypatch.setattr(function, "__defaults__", (RUN_TIMEOUT_SECONDS,))


def invocations(mutant: Mutant, sources: Path) -> list[tuple[list[str], set[str]]]:
    """The command lines a mutant is run with, and the files each writes on success."""
    extra = random.Random(f"{mutant.case}:{mutant.seed}:flags").choice(EXTRA_FLAGS)
    entry = str(sources / ENTRY)
    runs: list[tuple[list[str], set[str]]] = []
    for flags in ((), extra):
        runs.append(
            (
                ["bundle", entry, "-o", OUTPUT, "--size-limit", SIZE_LIMIT, *flags],
                {OUTPUT, f"{OUTPUT}.map"},
            )
        )
    for mode in ("program", "library"):
        runs.append((["minify", entry, "-o", OUTPUT, "--mode", mode], {OUTPUT}))
    return runs


@pytest.mark.usefixtures("short_timeouts")
@pytest.mark.parametrize("mutant", MUTANTS, ids=[m.id for m in MUTANTS])
def test_no_internal_error(mutant: Mutant, tmp_path: Path) -> None:
    sources = tmp_path / "src"
    write_files(mutant.files, sources)
    failures = []
    for number, (argv, outputs) in enumerate(invocations(mutant, sources)):
        folder = tmp_path / f"out{number}"
        folder.mkdir()
        output_index = argv.index("-o") + 1
        argv = [*argv[:output_index], str(folder / OUTPUT), *argv[output_index + 1 :]]
        run = run_cli(argv, folder)
        found = problems(run, outputs)
        if found:
            failures.append(report(run, found))
    if failures:
        pytest.fail(
            "\n".join(failures) + "\n" + mutant.describe(),
            pytrace=False,
        )


def test_mutants_are_deterministic() -> None:
    """The same case and seed give the same mutant (a failure id must be reproducible)."""
    for mutant in MUTANTS[:: max(1, len(MUTANTS) // 10)]:
        again = make_mutant(mutant.case, mutant.seed)
        assert again.files == mutant.files and again.details == mutant.details


# where `-o` points, relative to a fresh folder holding the program in `src/`
OUTPUT_SITUATIONS = {
    "missing-folder": "missing/sub/out.py",
    "existing-directory": "a-directory",
    "parent-is-a-file": "a-file/out.py",
    "the-entry-itself": "src/main.py",
}


@pytest.mark.usefixtures("short_timeouts")
@pytest.mark.parametrize("situation", sorted(OUTPUT_SITUATIONS))
@pytest.mark.parametrize("command", ["bundle", "minify"])
def test_output_paths(command: str, situation: str, tmp_path: Path) -> None:
    """Odd `-o` paths: a clean success or a clean failure, and no `.tmp` left anywhere."""
    write_files({ENTRY: b"print('hello')\n"}, tmp_path / "src")
    (tmp_path / "a-directory").mkdir()
    (tmp_path / "a-file").write_text("not a folder\n")
    output = tmp_path / OUTPUT_SITUATIONS[situation]
    entry = str(tmp_path / "src" / ENTRY)
    argv = (
        ["bundle", entry, "-o", str(output), "--size-limit", SIZE_LIMIT]
        if command == "bundle"
        else ["minify", entry, "-o", str(output), "--mode", "program"]
    )
    run = run_cli(argv, tmp_path)
    found = contract_problems(run)
    temporary = [name for name in run.leftovers if name.endswith(".tmp")]
    if temporary:
        found.append(f"temporary files left behind: {temporary}")
    assert not found, report(run, found)
