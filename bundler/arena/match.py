"""Running bots as real subprocesses and playing one game between them on a local referee.

The referee (see `bundler.arena.referees.base`) decides what is sent and how it is scored; this
module owns the processes and the clock. Each answer is timed from the moment the last byte
of its prompt has been written to the moment its end of line arrives. Output is read with
`select` on a non-blocking pipe, so a silent bot costs no thread and a hanging one is killed
exactly at its limit.

Faults the runner detects itself (timeout, crash, early output) are reported to the referee
as a missing answer (`None`), which every referee scores as the arena scores a timeout; the
game's faults name each event once, with its turn (`GameRecord.faults`). A bot's stderr, its
only debug channel, is read as it comes and kept with the turn it was written in.
"""

from __future__ import annotations

import fcntl
import os
import re
import select
import shlex
import struct
import subprocess
import sys
import termios
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from .referees.base import Answer, Fault, Limits, Outcome, Prompt, RefereeModule
from .turns import Turn

# CodinGame's runner (a Java BufferedReader) ends a line at "\n", "\r\n" or a lone "\r".
_END_OF_LINE = re.compile(rb"[\r\n]")
_STDERR_LINES_PER_TURN = 100  # a bot that floods stderr must not flood its transcripts
_EXIT_GRACE = 0.5  # seconds a bot gets to exit by itself once its input is closed
_LATE_OUTPUT_GRACE = 0.02  # seconds to catch output printed right after the last prompt
_WRITE_TIMEOUT = (
    5.0  # seconds a bot may leave its input pipe full before it counts as hung
)
DEBUG_ON_STDERR = "debug output belongs on stderr (print(..., file=sys.stderr))"


def bot_argv(command: str) -> list[str]:
    """Split a bot command like a shell would. A `.py` script, or a leading `python` /
    `python3`, runs with the current interpreter so that bots see the project's venv."""
    argv = shlex.split(command)
    if not argv:
        raise ValueError("empty bot command")
    if argv[0] in ("python", "python3"):
        argv[0] = sys.executable
    elif argv[0].endswith(".py"):
        argv.insert(0, sys.executable)
    return argv


def bot_environment(nodes: int | None) -> dict[str, str]:
    """The bots' environment: ours, with `ARENA_NODES` set exactly when deterministic."""
    environment = dict(os.environ)
    environment.pop("ARENA_NODES", None)
    if nodes is not None:
        environment["ARENA_NODES"] = str(nodes)
    return environment


class BotProcess:
    """One bot on pipes. Lines go in with `send`, answers come back with `read_line`."""

    def __init__(
        self, command: str, environment: dict[str, str], cwd: Path | None = None
    ):
        self.command = command
        self.process = subprocess.Popen(
            bot_argv(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=environment,
            cwd=cwd,
            bufsize=0,
        )
        self._stdout_fd = self.process.stdout.fileno()
        os.set_blocking(self._stdout_fd, False)
        # stderr is drained whenever we wait for stdout: a full stderr pipe would block the
        # bot mid-turn and look like a timeout.
        self._stderr_fd = self.process.stderr.fileno()
        os.set_blocking(self._stderr_fd, False)
        self._stderr_unread = bytearray()
        os.set_blocking(
            self.process.stdin.fileno(), False
        )  # a full pipe must not hang us
        self._unread = bytearray()
        self._skip_line_feed = False  # the previous line ended with a lone "\r" so far
        self.output_closed = False
        self.killed = False
        self.sent_at = time.perf_counter()  # answer times run from the last byte sent
        self.faulted = False  # a fault was already reported: later prompts are skipped

    def send(
        self, lines: Sequence[str], close_input: bool = False
    ) -> tuple[str, str] | None:
        """Write lines (each ended by a newline); returns the fault kind and message when
        that failed, else None."""
        view = memoryview("".join(line + "\n" for line in lines).encode())
        # A prompt without lines starts the clock now.
        self.sent_at = time.perf_counter()
        if not view:
            return None
        stdin = self.process.stdin.fileno()
        deadline = time.perf_counter() + _WRITE_TIMEOUT
        try:
            while view:
                # The clock starts just before the write that completes the prompt: writing
                # to a pipe wakes the bot, which may then run before this process does.
                self.sent_at = time.perf_counter()
                try:
                    written = os.write(stdin, view)
                except BlockingIOError:
                    remaining = deadline - time.perf_counter()
                    if remaining > 0 and select.select([], [stdin], [], remaining)[1]:
                        continue
                    return "timeout", "did not read its input (pipe full)"
                view = view[written:]
            if close_input:
                self.process.stdin.close()
        except OSError:  # BrokenPipeError: the bot is gone
            return "crash", "stopped reading its input"
        return None

    def input_unread(self) -> int:
        """Bytes we sent that the bot has not read yet (Linux answers FIONREAD on either end
        of a pipe): an answer that arrives while some are left was printed before reading.
        """
        if self.process.stdin.closed:
            return 0
        try:
            count = fcntl.ioctl(
                self.process.stdin.fileno(), termios.FIONREAD, b"\0" * 4
            )
        except OSError:
            return 0
        return struct.unpack("i", count)[0]

    def close_input(self) -> None:
        try:
            self.process.stdin.close()
        except OSError:
            pass

    def read_line(self, timeout: float) -> tuple[str | None, float]:
        """Wait for one line until `timeout` seconds after the last byte sent; returns it
        (None on timeout or end of output) and the seconds from that last byte sent to the
        arrival of its end of line. A line found only after the deadline is a timeout, as
        the arena would count it, even when it was the runner that was slow to look."""
        start = self.sent_at
        deadline = start + timeout
        while True:
            line = self._take_line()
            if line is not None:
                elapsed = time.perf_counter() - start
                return (line if elapsed <= timeout else None), elapsed
            if self.output_closed:
                # Java's readLine hands out a last line that has no end of line.
                if self._unread:
                    line = self._unread.decode(errors="replace")
                    self._unread.clear()
                    return line, time.perf_counter() - start
                return None, time.perf_counter() - start
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                return None, time.perf_counter() - start
            ready, _, _ = select.select(
                [self._stdout_fd, self._stderr_fd], [], [], remaining
            )
            if self._stderr_fd in ready:
                self._read_stderr()
            if self._stdout_fd in ready:
                self._read_available()

    def has_unread_output(self, wait: float = 0.0) -> bool:
        """True when the bot has printed something nobody asked for yet."""
        if not self.output_closed:
            ready, _, _ = select.select([self._stdout_fd], [], [], wait)
            if ready:
                self._read_available()
        self._drop_line_feed_after_carriage_return()
        return bool(self._unread)

    def unread_output(self) -> str:
        return self._unread.decode(errors="replace")

    def first_unread_line(self, wait: float = _LATE_OUTPUT_GRACE) -> str:
        """The first line of what the bot printed unasked, given `wait` seconds to end."""
        deadline = time.perf_counter() + wait
        while not _END_OF_LINE.search(self._unread) and not self.output_closed:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                break
            if select.select([self._stdout_fd], [], [], remaining)[0]:
                self._read_available()
        lines = self.unread_output().splitlines()
        return lines[0] if lines else ""

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.killed = True
        self.process.wait()

    def finish(self) -> int | None:
        """Close the bot's input and let it exit; kill it when it does not. Returns its exit
        status, or None when it had to be killed (here or earlier)."""
        self.close_input()
        try:
            self.process.wait(timeout=_EXIT_GRACE)
        except subprocess.TimeoutExpired:
            self.kill()
        self.process.stdout.close()
        return None if self.killed else self.process.returncode

    def take_stderr(self) -> tuple[str, ...]:
        """What the bot wrote to stderr since the last call, as lines (a flood is cut to
        its first lines and a count of the rest)."""
        self._read_stderr()
        lines = self._stderr_unread.decode(errors="replace").splitlines()
        self._stderr_unread.clear()
        if len(lines) > _STDERR_LINES_PER_TURN:
            cut = len(lines) - _STDERR_LINES_PER_TURN
            lines = lines[:_STDERR_LINES_PER_TURN] + [f"... ({cut} more lines)"]
        return tuple(lines)

    def close(self) -> None:
        self.process.stderr.close()

    def _read_stderr(self) -> None:
        if self.process.stderr.closed:
            return
        while True:
            try:
                chunk = os.read(self._stderr_fd, 65536)
            except BlockingIOError:
                return
            if not chunk:
                return
            self._stderr_unread += chunk

    def _read_available(self) -> None:
        while True:
            try:
                chunk = os.read(self._stdout_fd, 65536)
            except BlockingIOError:
                return
            if not chunk:
                self.output_closed = True
                return
            self._unread += chunk

    def _drop_line_feed_after_carriage_return(self) -> None:
        if self._skip_line_feed and self._unread:
            if self._unread[0] == ord("\n"):
                del self._unread[0]
            self._skip_line_feed = False

    def _take_line(self) -> str | None:
        self._drop_line_feed_after_carriage_return()
        found = _END_OF_LINE.search(self._unread)
        if found is None:
            return None
        end = found.start()
        line = self._unread[:end].decode(errors="replace")
        if self._unread[end] == ord("\r"):
            if end + 1 == len(self._unread):
                self._skip_line_feed = True
            elif self._unread[end + 1] == ord("\n"):
                end += 1
        del self._unread[: end + 1]
        return line


@dataclass
class GameRecord:
    seed: int
    start_position: str  # the referee's `start_position(seed)`
    commands: list[str]  # per seat
    turns: list[list[Turn]]  # per seat
    outcome: Outcome
    runner_faults: list[Fault] = field(default_factory=list)
    exit_statuses: list[int | None] = field(default_factory=list)

    @property
    def faults(self) -> list[Fault]:
        """Every fault of the game once: the runner's, then the referee's that are not
        its scoring of a fault the runner saw at the same turn (a crash is no timeout).
        """
        seen = {(fault.seat, fault.turn) for fault in self.runner_faults}
        return self.runner_faults + [
            fault
            for fault in self.outcome.faults
            if (fault.seat, fault.turn) not in seen
        ]


def play_game(
    referee: RefereeModule,
    seed: int,
    options: dict[str, str],
    commands: Sequence[str],
    nodes: int | None = None,
    time_factor: float = 1.0,
    cwd: Path | None = None,
    limits: Limits | None = None,
) -> GameRecord:
    """Play one referee game (one CodinGame match) between `commands`, seat by seat, at
    `limits` (default: the arena's own, `referee.LIMITS`)."""
    environment = bot_environment(nodes)
    bots: list[BotProcess] = []
    try:
        for command in commands:
            bots.append(BotProcess(command, environment, cwd))
        return _referee_loop(
            referee, seed, options, bots, time_factor, limits or referee.LIMITS
        )
    finally:
        for bot in bots:
            if bot.process.poll() is None:
                bot.kill()
            bot.close()


def _referee_loop(
    referee: RefereeModule,
    seed: int,
    options: dict[str, str],
    bots: list[BotProcess],
    time_factor: float,
    limits: Limits,
) -> GameRecord:
    turns: list[list[Turn]] = [[] for _ in bots]
    faults: list[Fault] = []
    game = referee.play(seed, options, limits)
    try:
        prompt = next(game)
        while True:
            seat_turns = turns[prompt.seat]
            turn = play_turn(
                bots[prompt.seat], prompt, time_factor, len(seat_turns) + 1
            )
            seat_turns.append(turn)
            if turn.fault is not None:
                faults.append(Fault(prompt.seat, turn.status, turn.fault, turn.number))
                bots[prompt.seat].faulted = True
            prompt = game.send(turn.answer)
    except StopIteration as stop:
        outcome: Outcome = stop.value
    for fault in outcome.faults:
        # A referee ends a seat's game at the answer it judges: that seat's last turn.
        if fault.turn is None:
            fault.turn = _last_prompted(turns[fault.seat])
    referee_faulted = {fault.seat for fault in outcome.faults}
    for seat, bot in enumerate(bots):
        if bot.faulted:
            continue  # what a bot prints after its game went wrong is not news
        if bot.has_unread_output(_LATE_OUTPUT_GRACE):
            if seat in referee_faulted:
                _hint_debug_output(outcome.faults, seat, bot.first_unread_line())
                continue
            message = f"printed after its last prompt: {bot.first_unread_line()!r}"
            faults.append(
                Fault(seat, "early-output", message, _last_prompted(turns[seat]))
            )
    for bot in bots:
        bot.close_input()  # all at once, so that they exit side by side
    exit_statuses = [bot.finish() for bot in bots]
    for seat, status in enumerate(exit_statuses):
        if status not in (0, None) and not any(f.seat == seat for f in faults):
            message = f"exited with status {status}"
            faults.append(Fault(seat, "crash", message, _last_prompted(turns[seat])))
    for bot, seat_turns in zip(bots, turns):
        late = bot.take_stderr()  # written after its last turn, or while exiting
        if late and seat_turns:
            seat_turns[-1].stderr += late
    return GameRecord(
        seed=seed,
        start_position=referee.start_position(seed),
        commands=[bot.command for bot in bots],
        turns=turns,
        outcome=outcome,
        runner_faults=faults,
        exit_statuses=exit_statuses,
    )


def _last_prompted(turns: Sequence[Turn]) -> int | None:
    """The number of the seat's last turn it was really sent, if any."""
    prompted = [turn.number for turn in turns if turn.status != "skipped"]
    return prompted[-1] if prompted else None


def _hint_debug_output(faults: Sequence[Fault], seat: int, next_line: str) -> None:
    """An answer the referee refused, followed by more output in the same turn, is most
    often a debug print read as the answer."""
    for fault in faults:
        if fault.seat == seat and fault.kind == "illegal":
            fault.message += (
                f"; the bot printed {next_line!r} after it in the same turn:"
                f" {DEBUG_ON_STDERR}"
            )


def play_turn(bot: BotProcess, prompt: Prompt, time_factor: float, number: int) -> Turn:
    """Send one prompt and collect its answer as the seat's turn `number`, catching every
    way a bot can misbehave; a misbehaving bot is killed (or, after a crash, reaped) and
    its fault recorded."""
    turn = Turn(number, prompt.lines, prompt.time_limit, prompt.close_input)
    if bot.faulted or bot.killed:
        turn.status = "skipped"
    elif prompt.lines and bot.has_unread_output(prompt.quiet_before):
        _fail(turn, bot, "early-output", _unasked(bot))
    elif (problem := bot.send(prompt.lines, prompt.close_input)) is not None:
        _fail(turn, bot, *problem)
    elif prompt.time_limit is None:
        turn.status = "silent"
        if bot.has_unread_output():
            _fail(turn, bot, "early-output", _unasked(bot))
    else:
        answer, elapsed = bot.read_line(prompt.time_limit * time_factor)
        if answer is None and bot.output_closed:
            _fail(turn, bot, "crash", "closed its output")
        elif answer is None:
            waited = f"{elapsed * 1000:.0f} ms"
            _fail(turn, bot, "timeout", f"no answer within {waited}; killed")
        elif bot.input_unread():
            early = f"answered before reading its input: {answer!r}"
            _fail(turn, bot, "early-output", early)
        else:
            turn.answer, turn.elapsed = Answer(answer, elapsed), elapsed
    if turn.status != "skipped":
        turn.stderr = bot.take_stderr()
    return turn


def _fail(turn: Turn, bot: BotProcess, kind: str, message: str) -> None:
    turn.status, turn.fault = kind, message
    if kind == "crash":
        try:
            bot.process.wait(timeout=_EXIT_GRACE)
            turn.fault += f" (exit status {bot.process.returncode})"
        except subprocess.TimeoutExpired:
            bot.kill()
    else:
        bot.kill()


def _unasked(bot: BotProcess) -> str:
    return f"printed unasked: {bot.first_unread_line()!r} ({DEBUG_ON_STDERR})"
