"""The "white/black ... A/D" chess judge (2025 Frieda Chess Bot Competition I/O spec).

Protocol (arena-facts section 4): each bot first gets its colour line, then, on its turn,
`<move> <time> <time> <FEN>` (the opponent's previous move or `NONE`, its own remaining
time, the opponent's, the FEN as the rest of the line), answers one `<move>` and gets
`A <time>` or `D <time>` back. A move is four characters from-to, or `O-O` / `O-O-O`; the
opponent's castlings are reported as `O-O` / `O-O-O`. Any output before the colour line or
while not asked disqualifies (the runner watches for it; `startup_wait` gives output at
startup time to show up before the colour line is sent).

The spec leaves these open; each default is a referee option (`--option key=value`):
- `promotion=queen`: a four-character promotion makes a queen; `suffix` also accepts a
  fifth letter (`e7e8n`).
- `after_denied=retry`: after `D` the bot answers again, up to `retries=3` denials per move;
  `forfeit` loses at the first `D`.
- `time_unit=tenths`: `<time>` in tenths of a second (`seconds` and `milliseconds` too),
  clamped to 0..1000; each bot's clock starts at `clock=100` seconds and is charged its
  answer times; a move also has at most `move_time` seconds (default: the arena's
  configured `turn_time`, 1 s).
- `king_castling=yes`: `e1g1`-style king moves castle too (`no`: only `O-O`/`O-O-O`).
- `startup_wait=0.25` seconds of required silence before the colour line.
- `max_moves=200` full moves, then a draw.
Games end on checkmate, stalemate, insufficient material, threefold repetition (the
position on the board, not one a move could reach) or the fifty-move rule, all automatic. Scores: win 1, draw 0.5 each,
loss 0; a timeout, disqualification or too many denials loses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import chess

from ...turns import Turn
from ...referees.base import Fault, Game, Limits, Outcome, Prompt
from . import SPEC

SEATS = SPEC.seats  # seat 0 plays White
LIMITS = SPEC.limits  # the first answer has no limit of its own

DEFAULTS = {
    "promotion": "queen",
    "after_denied": "retry",
    "retries": "3",
    "time_unit": "tenths",
    "clock": "100",
    "move_time": "1",
    "king_castling": "yes",
    "startup_wait": "0.25",
    "max_moves": "200",
}
_UNITS_PER_SECOND = {"tenths": 10, "seconds": 1, "milliseconds": 1000}


@dataclass(frozen=True)
class Rules:
    promotion_suffix: bool
    retry: bool
    retries: int
    units_per_second: int
    clock: float
    move_time: float
    king_castling: bool
    startup_wait: float
    max_moves: int

    @classmethod
    def from_options(cls, options: dict[str, str]) -> Rules:
        unknown = set(options) - set(DEFAULTS)
        if unknown:
            raise ValueError(
                f"unknown judge-chess options: {', '.join(sorted(unknown))}"
            )
        values = {**DEFAULTS, **options}
        choices = {
            "promotion": ("queen", "suffix"),
            "after_denied": ("retry", "forfeit"),
            "time_unit": tuple(_UNITS_PER_SECOND),
            "king_castling": ("yes", "no"),
        }
        for key, allowed in choices.items():
            if values[key] not in allowed:
                raise ValueError(f"option {key} must be one of {', '.join(allowed)}")
        return cls(
            promotion_suffix=values["promotion"] == "suffix",
            retry=values["after_denied"] == "retry",
            retries=int(values["retries"]),
            units_per_second=_UNITS_PER_SECOND[values["time_unit"]],
            clock=float(values["clock"]),
            move_time=float(values["move_time"]),
            king_castling=values["king_castling"] == "yes",
            startup_wait=float(values["startup_wait"]),
            max_moves=int(values["max_moves"]),
        )

    def time_field(self, seconds: float) -> str:
        return str(max(0, min(1000, int(seconds * self.units_per_second))))


def find_move(board: chess.Board, text: str, rules: Rules) -> chess.Move | None:
    """The legal move `text` names, or None when the judge denies it."""
    legal = list(board.legal_moves)
    if text in ("O-O", "O-O-O"):
        kingside = text == "O-O"
        for move in legal:
            if board.is_castling(move) and board.is_kingside_castling(move) == kingside:
                return move
        return None
    length_ok = len(text) == 4 or (len(text) == 5 and rules.promotion_suffix)
    if not length_ok:
        return None
    try:
        move = chess.Move.from_uci(text)
    except chess.InvalidMoveError:
        return None
    if move.promotion is None and board.piece_type_at(move.from_square) == chess.PAWN:
        if chess.square_rank(move.to_square) in (0, 7):
            move.promotion = chess.QUEEN
    if board.is_castling(move) and not rules.king_castling:
        return None
    return move if move in legal else None


def report(board: chess.Board, move: chess.Move) -> str:
    """How the opponent hears of `move`: castling as O-O / O-O-O, else four characters."""
    if board.is_castling(move):
        return "O-O" if board.is_kingside_castling(move) else "O-O-O"
    return chess.square_name(move.from_square) + chess.square_name(move.to_square)


def start_position(seed: int) -> str:
    return chess.STARTING_FEN


def play(seed: int, options: dict[str, str], limits: Limits = LIMITS) -> Game:
    """`seed` is unused: the judge always starts from the standard position."""
    rules = Rules.from_options({"move_time": str(limits.turn), **options})
    for seat, colour in enumerate(("white", "black")):
        yield Prompt(seat, (colour,), None, quiet_before=rules.startup_wait)
    board = chess.Board()
    clocks = [rules.clock, rules.clock]
    last = "NONE"
    while True:
        seat = 0 if board.turn == chess.WHITE else 1
        position = (
            f"{last} {rules.time_field(clocks[seat])} {rules.time_field(clocks[1 - seat])}"
            f" {board.fen(en_passant='fen')}"
        )
        lines: tuple[str, ...] = (position,)
        denials = 0
        while True:
            answer = yield Prompt(seat, lines, min(rules.move_time, clocks[seat]))
            if answer is None:
                return _loss(seat, "timeout", "no move in time")
            clocks[seat] -= getattr(answer, "elapsed", 0.0)
            if clocks[seat] <= 0:
                return _loss(seat, "timeout", "ran out of time")
            move = find_move(board, answer, rules)
            if move is not None:
                break
            denials += 1
            status = f"D {rules.time_field(clocks[seat])}"
            if not rules.retry or denials > rules.retries:
                yield Prompt(seat, (status,), None)
                return _loss(
                    seat, "illegal", f"move {answer!r} denied ({denials} denials)"
                )
            lines = (status,)
        yield Prompt(seat, (f"A {rules.time_field(clocks[seat])}",), None)
        last = report(board, move)
        board.push(move)
        result = _game_over(board, rules)
        if result is not None:
            return result


def _game_over(board: chess.Board, rules: Rules) -> Outcome | None:
    if board.is_checkmate():
        winner = 1 if board.turn == chess.WHITE else 0
        scores = [0.0, 0.0]
        scores[winner] = 1.0
        return Outcome(scores, f"{('white', 'black')[winner]} wins by checkmate")
    if board.is_stalemate():
        reason = "stalemate"
    elif board.is_insufficient_material():
        reason = "insufficient material"
    elif board.is_repetition(3):
        reason = "threefold repetition"
    elif board.halfmove_clock >= 100:
        reason = "the fifty-move rule"
    elif board.fullmove_number > rules.max_moves:
        reason = f"{rules.max_moves} moves"
    else:
        return None
    return Outcome([0.5, 0.5], f"draw by {reason}")


def _loss(seat: int, kind: str, message: str) -> Outcome:
    scores = [1.0, 1.0]
    scores[seat] = 0.0
    colour = ("white", "black")[seat]
    return Outcome(scores, f"{colour} loses: {message}", [Fault(seat, kind, message)])


def check_answer(history: Sequence[Turn], answer: str) -> str | None:
    """Legal in the last position the seat was sent. Options are not in the history, so
    every spelling some option accepts passes (five-letter promotions, e1g1 castling).
    """
    for record in reversed(history):
        words = record.lines[0].split(" ", 3) if record.lines else []
        if len(words) == 4 and record.time_limit is not None:
            board = chess.Board(words[3])
            break
    else:
        return "no position was sent before this answer"
    permissive = Rules.from_options({"promotion": "suffix"})
    if find_move(board, answer, permissive) is None:
        return f"{answer!r} is not a legal move in {board.fen()}"
    return None
