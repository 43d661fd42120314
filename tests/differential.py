"""Differential testing: run a program from its sources and as a bundle, and compare.

Shared by `tests/semantics/` (small programs, one per behaviour) and `tests/realworld/`.

- `run_sources(root, entry, stdin, args)` runs `python -E -s -B ENTRY ARGS` with `cwd=root`, so
  the script's folder is `sys.path[0]`, as a user runs a bot from its sources.
- `bundle(root, entry, output, *flags)` runs `bundler bundle` in this process (fast); `run_bundler`
  runs any other subcommand (`minify`) the same way. A crash of the bundler (any exception but
  `SystemExit`; `ARENA_BUNDLER_DEBUG=1` is set meanwhile so the CLI re-raises its internal
  errors) is re-raised as `BundlerCrashed` with the bundler's output, so the test fails showing
  the traceback; a `SystemExit` (argparse rejecting an unknown flag, status 2) is an ordinary
  non-zero status.
- `run_bundle(bundle_path, stdin, args)` runs `python -E -s -I -B BUNDLE ARGS` in a fresh
  temporary folder that holds only the bundle, so the bundle cannot import the sources.
- `stdin` is text (sent UTF-8 encoded) or bytes (sent as they are); `args` (default none) are the
  program's command-line arguments (`sys.argv[1:]`), as `tests/programs/` passes them to real
  command-line programs; `site_packages=False` adds `-S`, so that only the standard library and
  the program's own files can be imported (as on an arena, and a bundle that failed to embed a
  module cannot pick up an installed copy).
- `difference(expected, actual)` says how two runs differ in stdout and exit status (stderr is not
  compared: tracebacks name files and lines, which a bundle cannot keep).

Every run gets `PYTHONHASHSEED=0` in its environment, a 60 s timeout and `-B` (no `__pycache__`
written into the tree under test). Note that `-E` makes the interpreter itself ignore
`PYTHONHASHSEED` (and every other `PYTHON*` variable), so `str` hashing is still randomised in the
program under test: programs must not depend on the iteration order of sets of strings.
"""

from __future__ import annotations

import contextlib
import difflib
import io
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

TIMEOUT_SECONDS = 60
# what `bundle` passes as --size-limit: the corpus tests behaviour, not size
SIZE_LIMIT = 10_000_000
# the status an `Outcome` carries when its program ran out of time
TIMED_OUT = -1
# set while the bundler runs in process: its CLI then re-raises internal errors
DEBUG_VARIABLE = "ARENA_BUNDLER_DEBUG"


@dataclass(frozen=True)
class Outcome:
    """What one run printed and how it ended."""

    stdout: str
    stderr: str
    status: int

    def messages(self) -> str:
        """stdout and stderr, labelled, for a failure report."""
        parts = [f"exit status {self.status}"]
        for label, text in (("stdout", self.stdout), ("stderr", self.stderr)):
            if text:
                parts.append(f"--- {label} ---\n{text.rstrip()}")
        return "\n".join(parts)


class BundlerCrashed(Exception):
    """The bundler raised instead of returning a status: a bundler bug."""


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONHASHSEED": "0"}


def _text(value: str | bytes | None) -> str:
    if value is None:
        return ""
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="backslashreplace")
    return value


def _run_python(args: list[str], cwd: Path, stdin: str | bytes) -> Outcome:
    # bytes, decoded here: text mode would translate "\r" and "\r\n" to "\n" and hide them
    try:
        completed = subprocess.run(
            [sys.executable, *args],
            cwd=cwd,
            input=stdin if isinstance(stdin, bytes) else stdin.encode("utf-8"),
            capture_output=True,
            env=_environment(),
            timeout=TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired as expired:
        return Outcome(
            _text(expired.stdout),
            _text(expired.stderr) + f"\n[timed out after {TIMEOUT_SECONDS} s]",
            TIMED_OUT,
        )
    return Outcome(
        _text(completed.stdout), _text(completed.stderr), completed.returncode
    )


def _site(site_packages: bool) -> list[str]:
    return [] if site_packages else ["-S"]


def run_sources(
    root: Path,
    entry: str,
    stdin: str | bytes = "",
    args: Sequence[str] = (),
    site_packages: bool = True,
) -> Outcome:
    """Run the script `entry` (relative to `root`) from its sources, with cwd=root."""
    return _run_python(
        ["-E", "-s", *_site(site_packages), "-B", entry, *args], Path(root), stdin
    )


@contextlib.contextmanager
def _debugging() -> Iterator[None]:
    """Set DEBUG_VARIABLE: the CLI then re-raises its internal errors instead of printing
    a one-line "internal error" and returning 70, so a test shows the traceback."""
    saved = os.environ.get(DEBUG_VARIABLE)
    os.environ[DEBUG_VARIABLE] = "1"
    try:
        yield
    finally:
        if saved is None:
            del os.environ[DEBUG_VARIABLE]
        else:
            os.environ[DEBUG_VARIABLE] = saved


def run_bundler(argv: list[str]) -> Outcome:
    """Run `python -m bundler ARGV` in this process and capture what it prints."""
    from bundler.cli import main

    stdout, stderr = io.StringIO(), io.StringIO()
    try:
        with (
            _debugging(),
            contextlib.redirect_stdout(stdout),
            contextlib.redirect_stderr(stderr),
        ):
            status = main(argv)
    except SystemExit as stop:
        if stop.code is None or isinstance(stop.code, int):
            status = stop.code or 0
        else:  # sys.exit("message") prints the message and exits with 1
            stderr.write(f"{stop.code}\n")
            status = 1
    except Exception as error:
        raise BundlerCrashed(
            f"`bundler {' '.join(argv)}` raised {type(error).__name__}: {error}\n"
            f"--- its stdout ---\n{stdout.getvalue()}"
            f"--- its stderr ---\n{stderr.getvalue()}"
        ) from error
    if not isinstance(status, int):
        raise BundlerCrashed(
            f"`bundler {' '.join(argv)}` returned {status!r}, not an exit status"
        )
    return Outcome(stdout.getvalue(), stderr.getvalue(), status)


def bundle(root: Path, entry: str, output: Path, *flags: str) -> Outcome:
    """Bundle the script `entry` (relative to `root`) into `output`, in this process."""
    return run_bundler(
        [
            "bundle",
            str(Path(root) / entry),
            "-o",
            str(output),
            "--size-limit",
            str(SIZE_LIMIT),
            *flags,
        ]
    )


def run_bundle(
    bundle_path: Path,
    stdin: str | bytes = "",
    args: Sequence[str] = (),
    site_packages: bool = True,
) -> Outcome:
    """Run a bundle alone: isolated mode, from a temporary folder holding only the bundle."""
    with tempfile.TemporaryDirectory(prefix="bundle-run-") as folder:
        copy = Path(folder) / Path(bundle_path).name
        shutil.copyfile(bundle_path, copy)
        return _run_python(
            ["-E", "-s", "-I", *_site(site_packages), "-B", copy.name, *args],
            Path(folder),
            stdin,
        )


def _shorten(line: str, width: int = 400) -> str:
    line = line.rstrip("\n")
    if len(line) <= width:
        return line
    return f"{line[:width]}... [{len(line) - width} more characters]"


def difference(expected: Outcome, actual: Outcome) -> str:
    """How `actual` differs from `expected` in stdout and exit status; "" when it does not."""
    problems = []
    if expected.status != actual.status:
        problems.append(
            f"exit status: sources {expected.status}, bundle {actual.status}"
        )
    if expected.stdout != actual.stdout:
        diff = difflib.unified_diff(
            expected.stdout.splitlines(keepends=True),
            actual.stdout.splitlines(keepends=True),
            "sources",
            "bundle",
        )
        offset = next(
            (
                i
                for i, (a, b) in enumerate(zip(expected.stdout, actual.stdout))
                if a != b
            ),
            min(len(expected.stdout), len(actual.stdout)),
        )
        line = expected.stdout.count("\n", 0, offset) + 1
        column = offset - (expected.stdout.rfind("\n", 0, offset) + 1) + 1
        problems.append(
            f"stdout differs from character {offset} (line {line}, column {column}):\n"
            + "\n".join(map(_shorten, diff))
        )
    return "\n".join(problems)


# The big corpora (tests/realworld, tests/programs) run in the default mode only, every
# other library and the programs over their first CI_INPUTS inputs, to keep CI within its
# time; ARENA_EVERY_MODE=1
# runs `--keep-names` and `--pretty` too, over every input (README, "Faithfulness, tested
# like a compiler", gives the full run's figures).
EVERY_MODE_VARIABLE = "ARENA_EVERY_MODE"


def corpus_modes(modes: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    if os.environ.get(EVERY_MODE_VARIABLE) == "1":
        return modes
    return {"default": modes["default"]}


CI_INPUTS = 12


def corpus_inputs(inputs: list) -> list:
    if os.environ.get(EVERY_MODE_VARIABLE) == "1":
        return inputs
    return inputs[:CI_INPUTS]


def corpus_sample(cases: list) -> list:
    """CI: every other case, for time (ARENA_EVERY_MODE=1: all)."""
    if os.environ.get(EVERY_MODE_VARIABLE) == "1":
        return cases
    return cases[::2]


def with_known_differences(cases: list[str], known: dict[str, str]) -> list:
    """`cases` as pytest parameters, those in `known` a strict expected failure with their
    reason (a fix must remove the entry)."""
    return [
        pytest.param(
            case,
            marks=(
                [pytest.mark.xfail(strict=True, reason=known[case])]
                if case in known
                else []
            ),
        )
        for case in cases
    ]
