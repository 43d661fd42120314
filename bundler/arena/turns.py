"""One turn: a prompt sent to one bot and what came back, the one record of it in the kit.

The match runner makes one per prompt as it plays (`match.play_turn`), a transcript keeps
each as a block of text (`transcript`), replay feeds them to a bot again, the referees'
`check_answer` reads a seat's turns so far, and the viewer rebuilds games from them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Turn:
    """One prompt to one seat: the lines sent, then the answer or how the bot failed."""

    number: int  # 1 for the seat's first prompt of the game, its transcript's `turn N`
    lines: tuple[str, ...]  # sent, each without its newline; may be empty
    time_limit: float | None  # seconds, as the referee set it; None: no answer expected
    close_input: bool = False  # the bot's stdin was closed after the lines
    answer: str | None = None  # without its newline; None when no answer came
    elapsed: float | None = None  # seconds from the last byte sent, for answered turns
    status: str = "answered"  # answered, silent, timeout, crash, early-output, skipped
    # What went wrong, for timeout, crash and early-output. Transcripts keep it in their
    # `fault:` header lines rather than on the turn, so a turn read back has None here.
    fault: str | None = None
    line_number: int = 0  # where it starts in the transcript it was read from, else 0
    stderr: tuple[str, ...] = ()  # what the bot wrote to stderr during this turn
