"""Never lose on protocol: mutants of the golden transcripts' input streams
(`tests/protocol_mutations.py`) fed to every bot, from its sources and as its bundle in
`dist/` (what the arena runs). Whatever the input:

- no Python traceback, ever;
- exit status 0, or a clean nonzero status with exactly one line on stderr; never more than
  one error line (connect4's per-turn log lines aside);
- malformed input (`REJECT`): the damaged prompt is not answered, and when the input goes on
  past it, exactly one clear line on stderr; then a clean stop, no answer after the error
  line, or, for the judge, whose every line says what it is, a resync at a later position;
- end of input (`END`): the prompts received whole are answered as from the intact window,
  then exit 0 in silence; a line cut by the end of input is no line;
- valid input (`VALID`: CRLF endings): the same answers at the same points as the window;
- never an answer out of turn: an answer may only follow the last line of a prompt that
  wants one (a mutant's prompts are the window's, moved by the edit), at most as many as it
  wants; a duplicated line, a list one entry short or long, is no prompt end.
- Lousy Chess, one shot: bad input gets no output, exit status 2 and one stderr line.

Bots run in this process, with `sys.stdin`, `sys.stdout` and `sys.stderr` replaced, so that
each answer and error line is seen with the number of input lines read before it was
written (a bundle is compiled once and executed afresh for each run; a sources bot's
`protocol.main()` is called). `test_in_process_runs_match_real_processes` checks a sample
against real `python dist/<arena>.py` processes. `ARENA_NODES` is small (`NODES`): the
searches are not what is tested.

The sample is deterministic: `WINDOWS_PER_TRANSCRIPT` windows of every golden transcript,
every kind of damage on each, from `SEED`; `ARENA_ROBUSTNESS_WINDOWS` and
`ARENA_ROBUSTNESS_SEED` override them for a longer campaign.
"""

from __future__ import annotations

import builtins
import gc
import importlib
import os
import signal
import subprocess
import sys
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.project import ARENAS, ROOT
from tests.protocol_mutations import (
    END,
    EITHER,
    KINDS,
    PROFILES,
    REJECT,
    VALID,
    Mutant,
    Window,
    sample_mutants,
)

SEED = int(os.environ.get("ARENA_ROBUSTNESS_SEED", "0"))
WINDOWS_PER_TRANSCRIPT = int(os.environ.get("ARENA_ROBUSTNESS_WINDOWS", "3"))
NODES = "40"
RUN_TIMEOUT_SECONDS = 20
TRACEBACK = "Traceback (most recent call last)"
RESULT_LINES = ("white wins", "black wins", "draw")


# ---- running a bot in this process ---------------------------------------------------------


@dataclass(frozen=True)
class Event:
    stream: str  # "out" or "err"
    read: int  # input lines the bot had read when it wrote the line
    text: str


@dataclass
class Run:
    events: list[Event] = field(default_factory=list)
    status: int = 0
    traceback: str | None = None

    def answers(self) -> list[tuple[int, str]]:
        return [(e.read, e.text) for e in self.events if e.stream == "out"]

    def errors(self, log_line) -> list[Event]:
        return [
            e
            for e in self.events
            if e.stream == "err" and not (log_line and log_line.fullmatch(e.text))
        ]


class ScriptedStdin:
    """`sys.stdin` for one run: serves the stream one line per call, as bytes from
    `.buffer.readline()` or as text the way CPython's stdin decodes it here (UTF-8 with
    surrogateescape, lines split at "\\n" only), and counts the lines served."""

    def __init__(self, lines: tuple[bytes, ...]) -> None:
        self.lines = lines
        self.served = 0
        self.buffer = self.Bytes(self)

    class Bytes:
        def __init__(self, owner: "ScriptedStdin") -> None:
            self.readline = owner.readline_bytes

    def readline_bytes(self, size: int = -1) -> bytes:
        if self.served == len(self.lines):
            return b""
        self.served += 1
        return self.lines[self.served - 1]

    def readline(self, size: int = -1) -> str:
        return self.readline_bytes().decode("utf-8", "surrogateescape")


class Recorder:
    """`sys.stdout` or `sys.stderr` for one run: every complete line becomes an event."""

    encoding = "utf-8"

    def __init__(self, stream: str, stdin: ScriptedStdin, events: list) -> None:
        self.stream, self.stdin, self.events = stream, stdin, events
        self.pending = ""

    def write(self, text: str) -> int:
        *lines, self.pending = (self.pending + text).split("\n")
        for line in lines:
            self.events.append(Event(self.stream, self.stdin.served, line))
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def close_pending(self) -> None:
        if self.pending:
            self.events.append(Event(self.stream, self.stdin.served, self.pending))


class Hung(BaseException):
    """A run took longer than RUN_TIMEOUT_SECONDS (BaseException: no bot may catch it)."""


def run_in_process(entry, lines: tuple[bytes, ...]) -> Run:
    run = Run()
    stdin = ScriptedStdin(lines)
    stdout = Recorder("out", stdin, run.events)
    stderr = Recorder("err", stdin, run.events)
    saved = (sys.stdin, sys.stdout, sys.stderr, sys.argv, os.environ.get("ARENA_NODES"))
    gc_was_enabled = gc.isenabled()

    def hang(signum, frame):
        raise Hung(f"no exit after {RUN_TIMEOUT_SECONDS} s")

    previous_handler = signal.signal(signal.SIGALRM, hang)
    signal.setitimer(signal.ITIMER_REAL, RUN_TIMEOUT_SECONDS)
    sys.stdin, sys.stdout, sys.stderr, sys.argv = stdin, stdout, stderr, ["bot"]
    os.environ["ARENA_NODES"] = NODES
    try:
        entry()
    except SystemExit as exit:
        if exit.code is None or isinstance(exit.code, int):
            run.status = exit.code or 0
        else:
            print(exit.code, file=sys.stderr)
            run.status = 1
    except Exception:  # what a real process would print as a traceback
        run.traceback = traceback.format_exc()
        run.status = 1
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous_handler)
        stdout.close_pending()
        stderr.close_pending()
        sys.stdin, sys.stdout, sys.stderr, sys.argv, nodes = saved
        if nodes is None:
            os.environ.pop("ARENA_NODES", None)
        else:
            os.environ["ARENA_NODES"] = nodes
        if gc_was_enabled:
            gc.enable()  # the bots switch the collector off for their turns
    return run


_BUNDLES: dict[Path, object] = {}


def bot_entry(arena: str, target: str):
    """A callable that runs the bot once: its `protocol.main()`, or its bundle afresh."""
    if target == "sources":
        protocol = importlib.import_module(f"sources.{PROFILES[arena].bot}.protocol")
        return protocol.main
    path = ARENAS[arena].output
    if not path.exists():
        pytest.skip(f"{path.relative_to(ROOT)} is not built yet")
    if path not in _BUNDLES:
        _BUNDLES[path] = compile(path.read_text(encoding="utf-8"), str(path), "exec")
    code = _BUNDLES[path]

    def run_bundle():
        exec(
            code,
            {"__name__": "__main__", "__file__": str(path), "__builtins__": builtins},
        )

    return run_bundle


# ---- what the protocol demands ------------------------------------------------------------


def answer_points(window: Window) -> dict[int, int]:
    """Lines read after each prompt that wants answers -> its index, in the window itself."""
    starts = window.starts
    return {
        starts[p + 1]: p for p, prompt in enumerate(window.prompts) if prompt.answers
    }


def window_problems(profile, window: Window, run: Run) -> list[str]:
    """The intact window: every prompt answered as often as it wants, right after its last
    line, and nothing else."""
    found = common_problems(profile, run)
    points = answer_points(window)
    counts = Counter(read for read, _ in run.answers())
    for read, count in sorted(counts.items()):
        if read not in points:
            found.append(f"the intact window got an answer after line {read}")
    for read, p in points.items():
        wanted = window.prompts[p].answers
        if counts[read] != wanted:
            found.append(f"the intact window's prompt {p + 1}: {counts[read]} answers")
    if run.errors(profile.log_line) or run.status:
        found.append("the intact window is not answered in silence with status 0")
    return found


def common_problems(profile, run: Run) -> list[str]:
    found = []
    stderr = "\n".join(e.text for e in run.events if e.stream == "err")
    if run.traceback or TRACEBACK in stderr:
        last = (run.traceback or stderr).strip().splitlines()[-1]
        found.append(f"traceback: {last}")
    errors = run.errors(profile.log_line)
    if len(errors) > 1:
        found.append(f"{len(errors)} error lines: {[e.text for e in errors]}")
    if run.status != 0 and len(errors) != 1:
        found.append(f"exit status {run.status} with {len(errors)} error lines")
    return found


def mutant_problems(profile, mutant: Mutant, baseline: Run, run: Run) -> list[str]:
    found = common_problems(profile, run)
    if profile.oneshot:
        return found + oneshot_problems(profile, mutant, baseline, run)
    window = mutant.window
    errors = run.errors(profile.log_line)
    window_points = {p: read for read, p in answer_points(window).items()}
    points = {
        mutant.answer_point(p): p
        for p in window_points
        if mutant.answer_point(p) is not None
    }
    answers = run.answers()

    seen = Counter()
    for read, text in answers:
        if read in points:
            seen[points[read]] += 1
        else:
            found.append(f"answer {text!r} out of turn, after line {read}")
    for p, count in seen.items():
        if count > window.prompts[p].answers:
            found.append(f"{count} answers to prompt {p + 1}")

    def intact(p: int) -> bool:
        point = mutant.answer_point(p)
        return point is not None and (
            mutant.damage is None or window.starts[p + 1] <= mutant.damage
        )

    for p, window_point in window_points.items():
        if not intact(p) and mutant.verdict != VALID:
            continue
        wanted = [text for read, text in baseline.answers() if read == window_point]
        got = [text for read, text in answers if read == mutant.answer_point(p)]
        if got != wanted:
            found.append(f"prompt {p + 1} answered {got}, the intact window {wanted}")

    damaged = mutant.damaged_prompt
    if mutant.verdict in (REJECT, END) and damaged is not None:
        point = mutant.answer_point(damaged)
        if point is not None and any(read == point for read, _ in answers):
            found.append(f"the damaged prompt {damaged + 1} was answered")
    if mutant.verdict == REJECT:
        reported_from = window.prompt_of(min(mutant.damage, len(window.lines) - 1))
        if (
            any(prompt.answers for prompt in window.prompts[reported_from + 1 :])
            and len(errors) != 1
        ):
            found.append(f"malformed input reported in {len(errors)} error lines")
    if mutant.verdict in (VALID, END) and (errors or run.status):
        found.append(f"status {run.status}, error lines {[e.text for e in errors]}")
    if not profile.resyncs and errors:
        stopped = run.events.index(errors[0])
        late = [e.text for e in run.events[stopped:] if e.stream == "out"]
        if late:
            found.append(f"answers {late} after the error line")
    return found


def oneshot_problems(profile, mutant: Mutant, baseline: Run, run: Run) -> list[str]:
    output = [text for _, text in run.answers()]
    errors = run.errors(profile.log_line)
    rejected = run.status == 2 and not output and len(errors) == 1
    accepted = (
        run.status == 0 and not errors and bool(output) and output[-1] in RESULT_LINES
    )
    if mutant.verdict == VALID and (
        not accepted or output != [text for _, text in baseline.answers()]
    ):
        return [f"valid input not answered as the intact one: {output}"]
    if mutant.verdict == REJECT and not rejected:
        return [f"bad input not refused: status {run.status}, output {output[:3]}"]
    if mutant.verdict == EITHER and not (accepted or rejected):
        return [
            f"neither answered nor refused: status {run.status}, output {output[:3]}"
        ]
    return []


# ---- the tests -------------------------------------------------------------------------------


def sweep(arena: str, target: str) -> tuple[list[str], Counter]:
    profile = PROFILES[arena]
    entry = bot_entry(arena, target)
    baselines: dict[Window, Run] = {}
    failures, counts = [], Counter()
    for mutant in sample_mutants(arena, SEED, WINDOWS_PER_TRANSCRIPT):
        window = mutant.window
        if window not in baselines:
            baselines[window] = run_in_process(entry, window.stream())
            failures += [
                f"{window.name}: {problem}"
                for problem in window_problems(profile, window, baselines[window])
            ]
        run = run_in_process(entry, mutant.lines)
        counts[mutant.kind] += 1
        failures += [
            f"{mutant.label()}: {problem}"
            for problem in mutant_problems(profile, mutant, baselines[window], run)
        ]
    return failures, counts


@pytest.mark.parametrize("target", ["sources", "dist"])
@pytest.mark.parametrize("arena", sorted(PROFILES))
def test_mutated_input_never_breaks_the_protocol(arena, target):
    failures, counts = sweep(arena, target)
    assert counts, "no mutants"
    shown = "\n".join(failures[:40])
    assert (
        not failures
    ), f"{len(failures)} problems in {sum(counts.values())} runs:\n{shown}"


@pytest.mark.parametrize("arena", sorted(PROFILES))
def test_sample_is_deterministic_and_has_every_kind(arena):
    first = sample_mutants(arena, SEED, 1)
    assert first == sample_mutants(arena, SEED, 1)
    kinds = {mutant.kind for mutant in first}
    expected = set(KINDS) - ({"illegal-move"} if arena == "lousy-chess" else set())
    assert kinds == expected


@pytest.mark.parametrize("arena", sorted(PROFILES))
def test_in_process_runs_match_real_processes(arena):
    """The in-process harness sees what a real process of the bundle prints."""
    path = ARENAS[arena].output
    if not path.exists():
        pytest.skip(f"{path.relative_to(ROOT)} is not built yet")
    by_kind = {}
    for mutant in sample_mutants(arena, SEED, 1):
        by_kind.setdefault(mutant.kind, mutant)
    environment = dict(os.environ, ARENA_NODES=NODES)
    for mutant in list(by_kind.values())[::2]:
        process = subprocess.run(
            [sys.executable, str(path)],
            input=mutant.data,
            capture_output=True,
            env=environment,
            timeout=60,
        )
        run = run_in_process(bot_entry(arena, "dist"), mutant.lines)
        stdout = [e.text for e in run.events if e.stream == "out"]
        # connect4's log lines hold times: compare the error lines only
        log_line = PROFILES[arena].log_line
        stderr = [e.text for e in run.errors(log_line)]
        real_stderr = [
            line
            for line in process.stderr.decode(errors="replace").splitlines()
            if not (log_line and log_line.fullmatch(line))
        ]
        assert process.returncode == run.status, mutant.label()
        assert process.stdout.decode().splitlines() == stdout, mutant.label()
        assert real_stderr == stderr, mutant.label()
