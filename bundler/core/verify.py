"""Stage 6, verify: the rendered bundle is checked on its own, independently of the stages
that made it: it compiles for the target Python, imports nothing but the standard library,
fits the size limit in UTF-16 code units (as CodinGame counts), and runs on empty stdin in an
isolated interpreter without a traceback. It is then compared with the sources: both run on
empty input from an empty working folder with the same hash seed, and where the sources
print the same every time, the bundle must print the same and exit with the same status.
A run that has not ended after 20 s or 1 MiB of output is stopped; two stopped runs are
compared on the output both printed.
"""

from __future__ import annotations

import ast
import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import typing
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .digits import as_the_program_runs
from .errors import BehaviourDiffers, BundleError
from .stdlib import is_stdlib
from .nodes import walk

TARGET_VERSION = (3, 11)
WARN_FRACTION = 0.95
RUN_TIMEOUT_SECONDS = 20
# A program that prints without end on empty input (a console loop that never sees EOF)
# is stopped here instead of at the time limit; its output so far is still compared.
RUN_OUTPUT_LIMIT = 1 << 20
POLL_SECONDS = 0.01


@dataclass(frozen=True)
class Verified:
    characters: int
    warnings: tuple[str, ...]


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def verify(
    text: str,
    size_limit: int,
    label: str,
    provided: frozenset[str] = frozenset(),
    made_at_run_time: frozenset[str] = frozenset(),
    source_run: tuple[list[str], Path] | None = None,
    locate: Callable[[str, int], tuple[str, int] | None] | None = None,
    packed_from: str | None = None,
    faithful: bool = True,
) -> Verified:
    """`provided`: module names the bundle serves itself (modules layout);
    `made_at_run_time`: modules the program puts into `sys.modules` itself; `source_run`:
    the command and folder that run the sources, to tell a program that fails on empty
    input anyway from a broken bundle; `locate(file, line)`: the source line a frame of
    the bundle's run came from (file is "" for the bundle's own text), so that a failure
    the bundler caused is reported at the source line it broke; `packed_from`: the plain
    bundle a packed `text` carries, whose statements are checked (its frames are the
    plain bundle's lines), while `text` is the one measured and run; `faithful`: a run
    that differs from the sources' is an error (`BehaviourDiffers`), else a note (a lossy
    build may rename what the program prints)."""
    tree = _compiled(text, label)
    if packed_from is not None:
        tree = _compiled(packed_from, label)  # the statements the packed bundle runs
    for node in walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            if provided:
                continue  # the entry's own package, served by the bundle
            raise BundleError(
                f"{label}:{node.lineno}: relative import left in the bundle"
            )
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            continue
        for name in names:
            # `__main__` is the bundle itself
            allowed = provided | made_at_run_time | {"__main__"}
            if name.split(".")[0] not in allowed and not is_stdlib(name):
                raise BundleError(
                    f"{label}:{node.lineno}: bundle imports {name!r}, not in the standard library"
                )
    characters = utf16_length(text)
    if characters > size_limit:
        raise BundleError(
            f"{label}: {characters} characters, over the limit of {size_limit}"
        )
    notes = []
    if characters > WARN_FRACTION * size_limit:
        notes.append(
            f"{label}: {characters} characters is {100 * characters / size_limit:.1f}% of the limit"
        )
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "bundle.py"
        path.write_text(text, encoding="utf-8")
        bundle_run = ([sys.executable, "-B", "-s", str(path)], directory, directory)
        # both at once, each from a working folder of its own
        with tempfile.TemporaryDirectory() as sources_directory:
            ran, *expected_runs = _run_all_on_empty_input(
                [bundle_run, (*source_run, sources_directory)]
                if source_run
                else [bundle_run]
            )
        expected = expected_runs[0] if expected_runs else None
        reproducible = True
        if source_run and expected is not None and ran.differs(expected):
            # again, from the bundle's own folder (a program may show its working
            # folder); a run of the sources that changes otherwise proves nothing
            again = _run_on_empty_input(*source_run, directory)
            if again.differs(expected):
                reproducible = not again.differs(
                    _run_on_empty_input(*source_run, directory)
                )
            expected = again
    failure = ran.traceback()
    if failure is not None:
        expected_failure = expected.traceback() if expected else None
        if expected_failure is None or _exception_type(
            expected_failure
        ) != _exception_type(failure):
            where = _failing_source_line(failure, str(path), locate)
            error = failure[-1].strip()
            # a file the sources find beside them is the program's; anything else is
            # something the bundler changed
            culprit = (
                "a file beside the sources is not in the bundle"
                if _exception_type([error]) in FILE_ERRORS
                else "a bundler bug, please report it"
            )
            raise BundleError(
                f"{where or label}: the bundle fails on empty input where the sources"
                f" do not ({error}): {culprit}"
            )
    if expected is not None and reproducible and ran.differs(expected):
        difference = f"{label}: {ran.difference(expected)}"
        if faithful:
            raise BehaviourDiffers(difference)
        notes.append(difference)
    return Verified(characters, tuple(notes))


def _compiled(text: str, label: str) -> ast.Module:
    """The tree of `text`, once it is known to compile for the target Python."""
    try:
        with as_the_program_runs(), warnings.catch_warnings():
            tree = ast.parse(text, filename=label, feature_version=TARGET_VERSION)
            warnings.simplefilter("ignore")  # the program's own SyntaxWarnings
            compile(tree, label, "exec", dont_inherit=True)
    except SyntaxError as error:
        raise BundleError(
            f"{label}:{error.lineno}: bundle does not compile: {error.msg}"
        ) from None
    return tree


FILE_ERRORS = {"FileNotFoundError", "IsADirectoryError", "NotADirectoryError"}
FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+)')


def _failing_source_line(
    traceback: list[str],
    bundle: str,
    locate: Callable[[str, int], tuple[str, int] | None] | None,
) -> str | None:
    """`file:line` of the innermost frame of the bundle that maps to a source line."""
    if locate is None:
        return None
    for text in reversed(traceback):
        frame = FRAME.match(text)
        if frame is None:
            continue
        # embedded modules run under their paths beside the bundle
        file = (
            ""
            if frame["file"] == bundle
            else frame["file"].removeprefix(os.path.dirname(bundle) + os.sep)
        )
        located = locate(file, int(frame["line"]))
        if located is not None:
            return f"{located[0]}:{located[1]}"
    return None


def _exception_type(traceback_tail: list[str]) -> str:
    return traceback_tail[-1].partition(":")[0] if traceback_tail else ""


@dataclass(frozen=True)
class Run:
    stdout: bytes
    stderr: bytes
    status: int
    cut: bool = False  # stopped at the time or output limit, its output a prefix

    def traceback(self) -> list[str] | None:
        """The last lines of the traceback the run ended with, if any."""
        if self.cut:
            return [
                f"did not exit within {RUN_TIMEOUT_SECONDS} s and"
                f" {RUN_OUTPUT_LIMIT:,} bytes of output on empty input"
            ]
        if b"Traceback (most recent call last)" not in self.stdout + self.stderr:
            return None
        return self.stderr.decode(errors="replace").strip().splitlines()

    def differs(self, other: Run) -> bool:
        if self.cut or other.cut:  # compared as far as both got
            shared = min(len(self.stdout), len(other.stdout))
            return self.stdout[:shared] != other.stdout[:shared]
        return (self.stdout, self.status) != (other.stdout, other.status)

    def difference(self, expected: Run) -> str:
        """One line: where this run's output first leaves the `expected` run's."""
        if self.stdout == expected.stdout:
            return (
                f"on empty input the bundle exits with status {self.status} where the"
                f" sources exit with {expected.status}"
            )
        lines = self.stdout.decode(errors="replace").splitlines()
        wanted = expected.stdout.decode(errors="replace").splitlines()
        number = next(
            (
                index
                for index, (line, want) in enumerate(zip(lines, wanted))
                if line != want
            ),
            min(len(lines), len(wanted)),
        )
        line = lines[number] if number < len(lines) else None
        want = wanted[number] if number < len(wanted) else None
        column = 0
        if line is not None and want is not None:  # excerpts from where they part
            column = next(
                (i for i, (a, b) in enumerate(zip(line, want)) if a != b),
                min(len(line), len(want)),
            )
        start = max(0, column - 20)
        at = f"output line {number + 1}" + (f", column {column + 1}" if column else "")
        return (
            f"on empty input the bundle prints {_excerpt(line, start)} at {at} where"
            f" the sources print {_excerpt(want, start)}"
        )


def _excerpt(line: str | None, start: int) -> str:
    if line is None:
        return "nothing"
    return ("..." if start else "") + repr(line[start : start + 60])


def _run_on_empty_input(
    command: list[str], import_root: Path | str, folder: Path | str
) -> Run:
    """`command` run on empty stdin, with `import_root` importable, from an empty working
    folder under `folder` (made afresh: whatever one run writes, the next does not see)
    and a fixed hash seed, so that two runs of one program give the same output."""
    return _run_all_on_empty_input([(command, import_root, folder)])[0]


def _run_all_on_empty_input(
    runs: list[tuple[list[str], Path | str, Path | str]],
) -> list[Run]:
    """`_run_on_empty_input` of each (command, import_root, folder), all at once: their
    folders must differ."""
    with contextlib.ExitStack() as stack:
        started = [_start(*run, stack) for run in runs]
        deadline = time.monotonic() + RUN_TIMEOUT_SECONDS
        cut = [False] * len(started)
        while any(process.poll() is None for process, _, _ in started):
            for index, (process, stdout, stderr) in enumerate(started):
                if process.poll() is not None:
                    continue
                written = os.fstat(stdout.fileno()).st_size
                written += os.fstat(stderr.fileno()).st_size
                if written > RUN_OUTPUT_LIMIT or time.monotonic() > deadline:
                    process.kill()
                    process.wait()
                    cut[index] = True
            time.sleep(POLL_SECONDS)
        finished = []
        for (process, stdout, stderr), was_cut in zip(started, cut):
            stdout.seek(0)
            stderr.seek(0)
            finished.append(
                Run(stdout.read(), stderr.read(), process.returncode, cut=was_cut)
            )
        return finished


def _start(
    command: list[str],
    import_root: Path | str,
    folder: Path | str,
    stack: contextlib.ExitStack,
) -> tuple[subprocess.Popen[bytes], typing.IO[bytes], typing.IO[bytes]]:
    working = Path(folder) / "cwd"
    shutil.rmtree(working, ignore_errors=True)
    working.mkdir()
    environment = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("PYTHON")
    }
    environment.update(PYTHONHASHSEED="0", PYTHONPATH=str(import_root))
    stdout = stack.enter_context(tempfile.TemporaryFile())
    stderr = stack.enter_context(tempfile.TemporaryFile())
    process = subprocess.Popen(
        command,
        cwd=working,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=stderr,
    )
    stack.callback(_stop, process)  # an error here must not leave it running
    return process, stdout, stderr


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.kill()
        process.wait()
