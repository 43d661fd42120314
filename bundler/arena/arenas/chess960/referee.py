"""CodinGame "Chess" (Chess960), as the original referee (reCurs3/codingame-chess) plays it.

One referee game is one CodinGame match: a configuration turn for each player (1 s), then two
games from the same start position with colours swapped (player 0 is White in game 1), every
move 50 ms. Win = 2 half-points, draw = 1 each. Any error (missing answer, parse error,
illegal move) ends the match at once and the offender's score becomes -1.

python-chess is the rules oracle, with three corrections that make it the original:
- castling follows the original's looser rule (see `castling_moves`), not python-chess's;
- the `moves` list is in the original's generation order (see `_generation_key`);
- draws are the original's: threefold with its own position key, insufficient material by
  its scan (see `insufficient_material`), 50-move rule, 250 half-moves.
The empty referee turn between the two games sends nothing to anyone, so it is left out.
`random` is unseeded in the original; here it draws from `JavaRandom(seed)` so that games
replay exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import chess

from ...turns import Turn
from ...referees.base import Fault, Game, Limits, Outcome, Prompt
from ...referees.javarandom import JavaRandom
from . import SPEC

SEATS = SPEC.seats
LIMITS = SPEC.limits
CONFIG_TIME, MOVE_TIME = LIMITS.first_turn, LIMITS.turn
MAX_MOVES = 125  # per player and game
CONSTANTS = ("2", "crazyHouse 0", f"maxMoves {MAX_MOVES}")
INPUT_NAMES = ("fen", "moves", "lastmove", "draw", "game", "score")
PROMOTION_LETTERS = {
    "n": chess.KNIGHT,
    "b": chess.BISHOP,
    "r": chess.ROOK,
    "q": chess.QUEEN,
}

WIN, DRAW = 2, 1


class IllegalAnswer(Exception):
    """An answer the original referee rejects; it ends the match."""


# ---- start position -----------------------------------------------------------------------


def back_rank(seed: int) -> str:
    """White's first rank, a to h, as `Board(long seed)` lays it out."""
    if seed == 0:
        return "RNBQKBNR"
    rng = JavaRandom(seed)
    files: list[str | None] = [None] * 8
    files[2 * rng.next_int(4)] = "B"  # dark squares: a1 is dark
    files[2 * rng.next_int(4) + 1] = "B"

    def place(piece: str, index: int) -> None:
        empty = [file for file, occupant in enumerate(files) if occupant is None]
        files[empty[index]] = piece

    place("Q", rng.next_int(6))
    place("N", rng.next_int(5))
    place("N", rng.next_int(4))
    for piece in "RKR":
        place(piece, 0)
    return "".join(files)  # type: ignore[arg-type]


def start_position(seed: int) -> str:
    """Both sides' pieces mirror White's first rank, so the rank is the whole position."""
    return back_rank(seed)


def start_board(seed: int) -> chess.Board:
    rank = back_rank(seed)
    fen = f"{rank.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{rank} w - - 0 1"
    board = chess.Board(fen, chess960=True)
    # Both rooks of each side may castle at the start.
    board.castling_rights = board.rooks & (chess.BB_RANK_1 | chess.BB_RANK_8)
    return board


# ---- rules the original implements differently from python-chess --------------------------


def castling_field(board: chess.Board) -> str:
    """Shredder style in ascending file order per colour (`AHah`), `-` when none."""
    letters = ""
    for color, rank in ((chess.WHITE, 0), (chess.BLACK, 7)):
        rooks = board.castling_rights & board.rooks & board.occupied_co[color]
        for square in sorted(
            chess.SquareSet(rooks & chess.BB_RANKS[rank]), key=chess.square_file
        ):
            letter = chess.FILE_NAMES[chess.square_file(square)]
            letters += letter.upper() if color == chess.WHITE else letter
    return letters or "-"


def fen(board: chess.Board) -> str:
    """The original's FEN: Shredder castling, en-passant square after every double push."""
    en_passant = "-" if board.ep_square is None else chess.square_name(board.ep_square)
    side = "w" if board.turn == chess.WHITE else "b"
    return (
        f"{board.board_fen()} {side} {castling_field(board)} {en_passant}"
        f" {board.halfmove_clock} {board.fullmove_number}"
    )


def castling_moves(board: chess.Board) -> list[chess.Move]:
    """Castlings as "king takes own rook", by the original's looser rule: only the squares
    strictly between king and rook and the two destinations must be free, and only the
    squares from the king towards its rook up to the king's destination must be safe (none
    when the destination lies the other way). The move must not leave the king attacked.
    """
    us, them = board.turn, not board.turn
    rank = 0 if us == chess.WHITE else 7
    king = board.king(us)
    if king is None or chess.square_rank(king) != rank:
        return []
    rights = (
        board.castling_rights
        & board.rooks
        & board.occupied_co[us]
        & chess.BB_RANKS[rank]
    )
    moves = []
    for rook in sorted(chess.SquareSet(rights), key=chess.square_file):
        king_file, rook_file = chess.square_file(king), chess.square_file(rook)
        a_side = rook_file < king_file
        king_to = chess.square(2 if a_side else 6, rank)
        rook_to = chess.square(3 if a_side else 5, rank)
        low, high = sorted((king_file, rook_file))
        if any(board.piece_at(chess.square(f, rank)) for f in range(low + 1, high)):
            continue
        if any(board.piece_at(s) and s not in (king, rook) for s in (king_to, rook_to)):
            continue
        step = -1 if a_side else 1
        to_file = chess.square_file(king_to)
        if (to_file - king_file) * step >= 0:
            path = range(king_file, to_file + step, step)
            if any(board.is_attacked_by(them, chess.square(f, rank)) for f in path):
                continue
        move = chess.Move(king, rook)
        after = board.copy(stack=False)
        after.push(move)
        if not after.is_attacked_by(them, after.king(us)):
            moves.append(move)
    return moves


_KNIGHT_DELTAS = [
    (-1, -2),
    (1, -2),
    (-2, -1),
    (2, -1),
    (-2, 1),
    (2, 1),
    (-1, 2),
    (1, 2),
]
_DIAGONAL_RAYS = [(-1, -1), (-1, 1), (1, -1), (1, 1)]
_ORTHOGONAL_RAYS = [(0, -1), (0, 1), (-1, 0), (1, 0)]
_PROMOTION_ORDER = [chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN]


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def _generation_key(board: chess.Board, move: chess.Move) -> tuple[int, int, int, int]:
    """Where the original's generator emits `move`: origins file-major (a1, a2, .., h8),
    then each piece's direction order, then distance, then promotion piece n, b, r, q.
    """
    origin = chess.square_file(move.from_square) * 8 + chess.square_rank(
        move.from_square
    )
    df = chess.square_file(move.to_square) - chess.square_file(move.from_square)
    dr = chess.square_rank(move.to_square) - chess.square_rank(move.from_square)
    distance = max(abs(df), abs(dr))
    promotion = _PROMOTION_ORDER.index(move.promotion) if move.promotion else 0
    piece = board.piece_type_at(move.from_square)
    if piece == chess.PAWN:
        direction = (0 if distance == 1 else 1) if df == 0 else (2 if df < 0 else 3)
    elif piece == chess.KNIGHT:
        direction = _KNIGHT_DELTAS.index((df, dr))
    elif piece == chess.KING and board.is_castling(move):
        direction = 8 + chess.square_file(move.to_square)
    else:
        ray = (_sign(df), _sign(dr))
        rays = {
            chess.BISHOP: _DIAGONAL_RAYS,
            chess.ROOK: _ORTHOGONAL_RAYS,
            chess.QUEEN: _DIAGONAL_RAYS + _ORTHOGONAL_RAYS,
            chess.KING: _DIAGONAL_RAYS + _ORTHOGONAL_RAYS,
        }[piece]
        direction = rays.index(ray)
    return origin, direction, distance, promotion


def legal_moves(board: chess.Board) -> list[chess.Move]:
    """The original's legal moves, in the order of its `moves` input."""
    moves = [m for m in board.legal_moves if not board.is_castling(m)]
    moves += castling_moves(board)
    return sorted(moves, key=lambda move: _generation_key(board, move))


def repetition_key(board: chess.Board) -> str:
    """The FEN without clocks; the en-passant square counts only when a pawn of the side to
    move stands beside the pawn that just moved two squares (pins ignored)."""
    en_passant = "-"
    if board.ep_square is not None:
        pushed = board.ep_square + (8 if board.turn == chess.BLACK else -8)
        neighbours = chess.BB_SQUARES[pushed]
        beside = chess.shift_left(neighbours) | chess.shift_right(neighbours)
        if beside & board.pawns & board.occupied_co[board.turn]:
            en_passant = chess.square_name(board.ep_square)
    side = "w" if board.turn == chess.WHITE else "b"
    return f"{board.board_fen()} {side} {castling_field(board)} {en_passant}"


def insufficient_material(board: chess.Board) -> bool:
    """`hasSufficientMaterial`, negated: minors are scanned file-major and each is compared
    only with the first one found, so e.g. KN vs KN and KB vs KN play on."""
    if board.pawns | board.rooks | board.queens:
        return False
    minors = [
        chess.square(file, rank)
        for file in range(8)
        for rank in range(8)
        if board.piece_type_at(chess.square(file, rank)) in (chess.KNIGHT, chess.BISHOP)
    ]
    if len(minors) <= 1:
        return True
    first = minors[0]
    for other in minors[1:]:
        opposite_sides = board.color_at(first) != board.color_at(other)
        both_bishops = (
            board.bishops & chess.BB_SQUARES[first]
            and board.bishops & chess.BB_SQUARES[other]
        )
        same_colour = (sum(divmod(first, 8)) + sum(divmod(other, 8))) % 2 == 0
        if not (opposite_sides and both_bishops and same_colour):
            return False
    return True


# ---- parsing answers ----------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    kind: str  # "move", "random", "draw" or "resign"
    move: tuple[int, int, int | None] | None = None  # from, to, promotion
    offers_draw: bool = False


def parse_answer(line: str, draw_offered: bool) -> Answer:
    """Parse one output line exactly as the original does (the legality of a move is
    checked separately). Raises IllegalAnswer with the original's reason."""
    command = line.split(" ", 1)[0]  # only a space separates the comment
    if not command:
        raise IllegalAnswer("Player output is missing!")
    if command == "draw" and draw_offered:
        return Answer("draw")
    if command == "resign":
        return Answer("resign")
    offers_draw = command.endswith("=")
    if offers_draw:
        command = command[:-1]
    if command == "random":
        return Answer("random", offers_draw=offers_draw)
    return Answer("move", parse_move(command), offers_draw)


def parse_move(text: str) -> tuple[int, int, int | None]:
    """`new Move(str)`: files case-insensitive, a 5th character names the promotion, a
    6th or later one makes everything after the 4th ignored."""
    if len(text) < 4:
        raise IllegalAnswer(f"'{text}' is not a valid move")
    if text[1] == "@":
        raise IllegalAnswer(f"'{text}' is a drop; crazyhouse is disabled")
    squares = []
    for file_char, rank_char in (text[0:2], text[2:4]):
        file, rank = file_char.lower(), rank_char
        if file not in chess.FILE_NAMES or rank not in "12345678":
            raise IllegalAnswer(f"'{text}' is not a valid move")
        squares.append(chess.square(chess.FILE_NAMES.index(file), int(rank) - 1))
    promotion = None
    if len(text) == 5:
        promotion = PROMOTION_LETTERS.get(text[4].lower())
        if promotion is None:
            raise IllegalAnswer(f"'{text}' has an invalid promotion piece")
    return squares[0], squares[1], promotion


def find_move(
    parsed: tuple[int, int, int | None], moves: Sequence[chess.Move], text: str
):
    for move in moves:
        if (move.from_square, move.to_square, move.promotion) == parsed:
            return move
    raise IllegalAnswer(f"'{text}' is not a legal move")


# ---- the match ------------------------------------------------------------------------------


def parse_config(answer: str) -> list[str]:
    return [name for name in answer.split(" ") if name in INPUT_NAMES]


@dataclass
class GameState:
    board: chess.Board
    number: int  # 1 or 2
    white_seat: int
    last_move: str = "none"
    draw_offer_for: int | None = None  # seat that may answer `draw`
    half_moves: int = 0
    seen: dict[str, int] = field(default_factory=dict)

    def seat_to_move(self) -> int:
        return (
            self.white_seat if self.board.turn == chess.WHITE else 1 - self.white_seat
        )


def inputs(
    state: GameState, config: Sequence[str], scores: list[int], seat: int
) -> tuple[str, ...]:
    lines: list[str] = []
    for name in config:
        if name == "fen":
            lines.append(fen(state.board))
        elif name == "moves":
            moves = legal_moves(state.board)
            lines.append(str(len(moves)))
            lines += [move.uci() for move in moves]
        elif name == "lastmove":
            lines.append(state.last_move)
        elif name == "draw":
            lines.append("1" if state.draw_offer_for == seat else "0")
        elif name == "game":
            lines.append(str(state.number))
        elif name == "score":
            lines.append(f"{scores[seat]} {scores[1 - seat]}")
    return tuple(lines)


def automatic_result(state: GameState, moves: Sequence[chess.Move]) -> str | None:
    """The original's end-of-game checks after each move, in its order."""
    board = state.board
    if not moves:
        return "checkmate" if board.is_check() else "stalemate"
    if state.seen.get(repetition_key(board), 0) >= 3:
        return "threefold repetition"
    if insufficient_material(board):
        return "insufficient material"
    if board.halfmove_clock >= 100:
        return "fifty-move rule"
    if state.half_moves >= 2 * MAX_MOVES:
        return f"{MAX_MOVES} moves each"
    return None


def play(seed: int, options: dict[str, str], limits: Limits = LIMITS) -> Game:
    scores = [0, 0]
    configs: list[list[str]] = []
    for seat in range(SEATS):
        answer = yield Prompt(seat, CONSTANTS, limits.first_turn)
        if answer is None:
            return _error(scores, seat, "timeout", "no configuration answer")
        configs.append(parse_config(answer))
    rng = JavaRandom(seed)
    reports = []
    for number in (1, 2):
        state = GameState(start_board(seed), number, white_seat=(number - 1) % 2)
        state.seen[repetition_key(state.board)] = 1
        moves = legal_moves(state.board)
        while True:
            seat = state.seat_to_move()
            lines = inputs(state, configs[seat], scores, seat)
            answer = yield Prompt(seat, lines, limits.turn)
            if answer is None:
                return _error(
                    scores, seat, "timeout", f"game {number}: no answer", reports
                )
            try:
                parsed = parse_answer(answer, state.draw_offer_for == seat)
                if parsed.kind == "draw":
                    winner, reason = None, "draw by agreement"
                    break
                if parsed.kind == "resign":
                    winner, reason = 1 - seat, "resignation"
                    break
                if parsed.kind == "random":
                    move = moves[rng.next_int(len(moves))]
                else:
                    move = find_move(parsed.move, moves, answer.split(" ", 1)[0])
            except IllegalAnswer as error:
                message = f"game {number}: {error}"
                return _error(scores, seat, "illegal", message, reports)
            state.draw_offer_for = 1 - seat if parsed.offers_draw else None
            state.last_move = move.uci()
            state.board.push(move)
            state.half_moves += 1
            key = repetition_key(state.board)
            state.seen[key] = state.seen.get(key, 0) + 1
            moves = legal_moves(state.board)
            reason = automatic_result(state, moves)
            if reason is not None:
                winner = seat if reason == "checkmate" else None
                break
        if winner is None:
            scores[0] += DRAW
            scores[1] += DRAW
            reports.append(f"game {number}: draw ({reason})")
        else:
            scores[winner] += WIN
            colour = "white" if winner == state.white_seat else "black"
            reports.append(f"game {number}: seat {winner} ({colour}) wins by {reason}")
    return Outcome([float(score) for score in scores], "; ".join(reports))


def _error(
    scores: list[int], seat: int, kind: str, message: str, reports: Sequence[str] = ()
) -> Outcome:
    final = [float(score) for score in scores]
    final[seat] = -1.0
    summary = "; ".join([*reports, f"seat {seat} loses the match: {message}"])
    return Outcome(final, summary, [Fault(seat, kind, message)])


# ---- replay ---------------------------------------------------------------------------------


def check_answer(history: Sequence[Turn], answer: str) -> str | None:
    """Legality from one seat's own transcript: the configuration turn names its inputs,
    and the `moves` list (or else the `fen`) of the turn gives the legal moves. A bot that
    asked for neither cannot be checked and passes."""
    if len(history) == 1:
        return None  # any configuration line is accepted
    config = parse_config(history[0].answer or "")
    values = _read_inputs(config, history[-1].lines)
    try:
        parsed = parse_answer(answer, values.get("draw") == ["1"])
        if parsed.kind != "move":
            return None
        if "moves" in values:
            moves = [chess.Move.from_uci(text) for text in values["moves"]]
        elif "fen" in values:
            moves = legal_moves(chess.Board(values["fen"][0], chess960=True))
        else:
            return None
        find_move(parsed.move, moves, answer.split(" ", 1)[0])
    except IllegalAnswer as error:
        return str(error)
    return None


def _read_inputs(config: Sequence[str], lines: Sequence[str]) -> dict[str, list[str]]:
    values: dict[str, list[str]] = {}
    position = 0
    for name in config:
        if name == "moves":
            count = int(lines[position])
            values[name] = list(lines[position + 1 : position + 1 + count])
            position += 1 + count
        else:
            values[name] = [lines[position]]
            position += 1
    return values
