"""stdin/stdout for the Lousy Chess solver.

Input, one item a line: the serial number (`CH3SS5`, any case), the white engine (`L8`:
letter D, K, L, M or S, then the seed digit), the black engine, and optionally the position
as displayed, `N w` or `N b` (full-move number, side to move; `1 w` when absent), read by
the generated reader (`sources/readers/lousy_chess.py`, from `bundler/codegen/stubs/lousy-chess.stub`).
Blank lines are skipped and nothing after the fourth item is read. Output: the remaining
moves, one `from-to` a line, then `white wins`, `black wins` or `draw`. Bad input gets one
line on stderr, exit status 2 and no output. `--board` also prints the board before each
move (rank 6 on top; X/x is a queen that came from promotion).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from ..readers.lousy_chess import EndOfInput, InputError, Reader
from .engines import ENGINE_LETTERS
from .game import EngineSpec, GameRecord, play_game
from .rng import is_serial
from .rules import FILES, RANK_COUNT, Position, move_name

USAGE_ERROR_STATUS = 2
ITEM_NAMES = ("serial number", "white engine", "black engine")
SIDES = "wb"


class BadInput(ValueError):
    """Input the solver refuses; the message is the one line written to stderr."""


class Request:
    __slots__ = ("serial", "white", "black", "ply")

    def __init__(
        self, serial: str, white: EngineSpec, black: EngineSpec, ply: int
    ) -> None:
        self.serial = serial
        self.white = white
        self.black = black
        self.ply = ply  # 0 for White's first move


def parse_engine(text: str, colour: str) -> EngineSpec:
    letter, seed = text[0].upper(), text[1:]
    if letter not in ENGINE_LETTERS:
        raise BadInput(
            f"unknown {colour} engine letter {text[0]!r} in {text!r}"
            f" (expected one of {', '.join(ENGINE_LETTERS)})"
        )
    if len(seed) != 1 or not "0" <= seed <= "9":
        raise BadInput(f"{colour} engine seed must be one digit 0-9, got {text!r}")
    return EngineSpec(letter, int(seed))


def parse_ply(number: int, side: str) -> int:
    """`N w` / `N b` as displayed, to the index of the ply to play (0 = White's first)."""
    if side.lower() not in SIDES:
        raise BadInput(f"side to move must be w or b, got {side!r}")
    if number < 1:
        raise BadInput(f"move number must be a whole number from 1, got {number}")
    return 2 * (number - 1) + SIDES.index(side.lower())


class NonBlankLines:
    """A `readline` (of text or bytes) that skips blank lines and trims the others,
    counting every line read so that errors name the line as the user typed it."""

    def __init__(self, readline: Callable[[], str | bytes]) -> None:
        self.readline = readline
        self.lines_read = 0

    def __call__(self) -> str | bytes:
        while True:
            line = self.readline()
            if not line:
                return line
            self.lines_read += 1
            stripped = line.strip()
            if stripped:
                return stripped


def parse_request(readline: Callable[[], str | bytes]) -> Request:
    """The first four non-blank lines; a missing fourth means the start position. Nothing
    after the fourth is read."""
    lines = NonBlankLines(readline)
    reader = Reader(lines)
    try:
        given = reader.read_init()
    except EndOfInput:
        raise BadInput(f"missing {ITEM_NAMES[reader.line_number]}") from None
    except InputError as error:
        # The reader counts the lines it was given, which are only the non-blank ones.
        field_and_problem = str(error).split(": ", 1)[1]
        raise BadInput(f"line {lines.lines_read}: {field_and_problem}") from None
    if not is_serial(given.serial):
        raise BadInput(
            f"serial number must be letters and digits only, got {given.serial!r}"
        )
    return Request(
        given.serial.upper(),
        parse_engine(given.white, "white"),
        parse_engine(given.black, "black"),
        0 if given.move_number is None else parse_ply(given.move_number, given.side),
    )


def ply_label(ply: int) -> str:
    return f"{ply // 2 + 1} {SIDES[ply % 2]}"


def check_in_game(record: GameRecord, ply: int) -> None:
    """Refuse a position past the game's last one (the one holding its last move, or the
    one where the side to move had no move left)."""
    last_ply = len(record.positions) - 1
    if ply > last_ply:
        raise BadInput(
            f"position {ply_label(ply)} is past the end of the game"
            f" (its last position is {ply_label(last_ply)}, {record.result})"
        )


def board_lines(position: Position) -> list[str]:
    rows = position.diagram().split("\n")
    labelled = [f"{RANK_COUNT - index} {row}" for index, row in enumerate(rows)]
    return labelled + ["  " + FILES, ""]


def answer_lines(record: GameRecord, first_ply: int, show_board: bool) -> list[str]:
    lines = []
    for ply in range(first_ply, len(record.moves)):
        if show_board:
            lines.extend(board_lines(record.positions[ply]))
        lines.append(move_name(record.moves[ply]))
    lines.append(record.result)
    return lines


def fail(message: str) -> None:
    """Refuse the input: one line on stderr, then exit."""
    print(f"lousy_chess: {message}", file=sys.stderr, flush=True)
    sys.exit(USAGE_ERROR_STATUS)


def main(argv: list[str] | None = None) -> None:
    arguments = sys.argv[1:] if argv is None else argv
    unknown = [argument for argument in arguments if argument != "--board"]
    if unknown:
        fail(f"unknown argument {unknown[0]!r} (the only option is --board)")
    try:
        # Bytes, decoded line by line by the reader: the locale cannot change the input.
        request = parse_request(sys.stdin.buffer.readline)
        record = play_game(request.serial, request.white, request.black)
        check_in_game(record, request.ply)
    except BadInput as error:
        fail(str(error))
    print(
        "\n".join(answer_lines(record, request.ply, "--board" in arguments)), flush=True
    )
