"""Running bots as real subprocesses and playing one game between them on a local referee.

The referee (see `bundler.arena.referees.base`) decides what is sent and how it is scored; this
module owns the processes and the clock. Each answer is timed from the moment the last byte
of its prompt has been written to the moment its end of line arrives. Output is read with
`select` on a non-blocking pipe, so a silent bot costs no thread and a hanging one is killed
exactly at its limit.

Faults the runner detects itself (timeout, crash, early output) are reported to the referee
as a missing answer (`None`), which every referee scores as the arena scores a timeout.
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
import tempfile
import termios
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from .referees.base import Answer, Fault, Outcome, Prompt, RefereeModule
from .turns import Turn

# CodinGame's runner (a Java BufferedReader) ends a line at "\n", "\r\n" or a lone "\r".
_END_OF_LINE = re.compile(rb"[\r\n]")
_STDERR_TAIL_LINES = 20
_EXIT_GRACE = 0.5  # seconds a bot gets to exit by itself once its input is closed
_LATE_OUTPUT_GRACE = 0.02  # seconds to catch output printed right after the last prompt
_WRITE_TIMEOUT = (
    5.0  # seconds a bot may leave its input pipe full before it counts as hung
)


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
        self._stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            bot_argv(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._stderr,
            env=environment,
            cwd=cwd,
            bufsize=0,
        )
        self._stdout_fd = self.process.stdout.fileno()
        os.set_blocking(self._stdout_fd, False)
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
            ready, _, _ = select.select([self._stdout_fd], [], [], remaining)
            if ready:
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

    def stderr_tail(self, lines: int = _STDERR_TAIL_LINES) -> list[str]:
        self._stderr.seek(0)
        text = self._stderr.read().decode(errors="replace")
        return list(deque(text.splitlines(), maxlen=lines))

    def close(self) -> None:
        self._stderr.close()

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
    stderr_tails: list[list[str]] = field(default_factory=list)  # per seat
    exit_statuses: list[int | None] = field(default_factory=list)


def play_game(
    referee: RefereeModule,
    seed: int,
    options: dict[str, str],
    commands: Sequence[str],
    nodes: int | None = None,
    time_factor: float = 1.0,
    cwd: Path | None = None,
) -> GameRecord:
    """Play one referee game (one CodinGame match) between `commands`, seat by seat."""
    environment = bot_environment(nodes)
    bots: list[BotProcess] = []
    try:
        for command in commands:
            bots.append(BotProcess(command, environment, cwd))
        return _referee_loop(referee, seed, options, bots, time_factor)
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
) -> GameRecord:
    turns: list[list[Turn]] = [[] for _ in bots]
    faults: list[Fault] = []
    game = referee.play(seed, options)
    try:
        prompt = next(game)
        while True:
            seat_turns = turns[prompt.seat]
            turn = play_turn(
                bots[prompt.seat], prompt, time_factor, len(seat_turns) + 1
            )
            seat_turns.append(turn)
            if turn.fault is not None:
                faults.append(Fault(prompt.seat, turn.status, turn.fault))
                bots[prompt.seat].faulted = True
            prompt = game.send(turn.answer)
    except StopIteration as stop:
        outcome: Outcome = stop.value
    referee_faulted = {fault.seat for fault in outcome.faults}
    for seat, bot in enumerate(bots):
        if seat in referee_faulted or bot.faulted:
            continue  # what a bot prints after its game went wrong is not news
        if bot.has_unread_output(_LATE_OUTPUT_GRACE):
            message = f"printed after its last prompt: {_first_line(bot)!r}"
            faults.append(Fault(seat, "early-output", message))
    for bot in bots:
        bot.close_input()  # all at once, so that they exit side by side
    exit_statuses = [bot.finish() for bot in bots]
    for seat, status in enumerate(exit_statuses):
        if status not in (0, None) and not any(f.seat == seat for f in faults):
            faults.append(Fault(seat, "crash", f"exited with status {status}"))
    return GameRecord(
        seed=seed,
        start_position=referee.start_position(seed),
        commands=[bot.command for bot in bots],
        turns=turns,
        outcome=outcome,
        runner_faults=faults,
        stderr_tails=[bot.stderr_tail() for bot in bots],
        exit_statuses=exit_statuses,
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
    return f"printed unasked: {_first_line(bot)!r}"


def _first_line(bot: BotProcess) -> str:
    lines = bot.unread_output().splitlines()
    return lines[0] if lines else ""
