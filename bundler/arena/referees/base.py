"""The contract between a local referee and the match runner.

A referee is a generator: it yields one `Prompt` each time it sends lines to a seat and
receives the seat's answer back from `send()` (a `str` without the newline - from the
runner an `Answer`, which also carries `elapsed` - or `None` when the bot timed out,
crashed or closed its output). A prompt with `time_limit=None` expects no
answer (e.g. the judge's `A 123` line); the runner sends it, checks that the bot stays
silent, and resumes the generator with `None`. When the game (or CodinGame match) is over,
the generator returns an `Outcome`.

The runner owns processes, clocks, transcripts and seat rotation; the referee owns rules,
input formatting and scoring, exactly as the original arena does. Referees never import
from `sources/`: rules come from python-chess or from code written here independently.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generator, Protocol, Sequence

from ..turns import Turn


@dataclass(frozen=True)
class Limits:
    """Seconds per answer: the first answer of a seat and every later one. Each referee
    has the arena's own as `LIMITS`; the runner passes the project's configured ones."""

    first_turn: float
    turn: float


@dataclass(frozen=True)
class Prompt:
    seat: int
    lines: tuple[str, ...]  # may be empty: read the next answer line without sending
    time_limit: float | None
    close_input: bool = False  # close the bot's stdin after sending (one-shot programs)
    # Seconds the bot must stay silent before the lines go out; output meanwhile is
    # "early output" (e.g. the judge's start-up silence before the colour line).
    quiet_before: float = 0.0


class Answer(str):
    """An answer as the match runner sends it: the line, carrying its answer time in
    seconds as `elapsed` (for referees that run chess clocks). Tests may send plain `str`.
    """

    elapsed: float

    def __new__(cls, line: str, elapsed: float) -> Answer:
        answer = super().__new__(cls, line)
        answer.elapsed = elapsed
        return answer


@dataclass
class Fault:
    seat: int
    kind: str  # "timeout", "illegal", "crash", "early-output"
    message: str
    turn: int | None = None  # the seat's turn; the runner fills it in for the referees

    def describe(self, who: str) -> str:
        """One line for reports: `who crash at turn 5: message`."""
        at = "" if self.turn is None else f" at turn {self.turn}"
        return f"{who} {self.kind}{at}: {self.message}"


@dataclass
class Outcome:
    scores: list[float]  # in the arena's own units, one per seat
    summary: str  # e.g. "white wins by checkmate", "draw: board full"
    faults: list[Fault] = field(default_factory=list)


Game = Generator[Prompt, "str | None", Outcome]


class RefereeModule(Protocol):
    """What `bundler.arena.referees.<name>` must define at module level."""

    SEATS: int  # number of bots in one game
    LIMITS: Limits  # the arena's own time limits, the default of `play`

    def play(self, seed: int, options: dict[str, str], limits: Limits = ...) -> Game:
        """Run one game (one CodinGame match) from `seed`; seat 0 is the arena's player 0.
        Prompts carry `limits` (the judge's clock runs on its own options)."""

    def start_position(self, seed: int) -> str:
        """What games from `seed` start from, as text: two seeds that give the same start
        position play the same opening problem, and reports count them as one position.
        """

    def check_answer(self, history: Sequence[Turn], answer: str) -> str | None:
        """Replay's legality check: `history` is one seat's transcript up to and including the
        turn being answered (its `answer` field is ignored). Return None when `answer` is legal
        there, else the reason."""
