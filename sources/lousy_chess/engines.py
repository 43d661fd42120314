"""The five lousy engines: each filters the valid moves through its goals in order.

The first goal that keeps at least one move gives the candidates (all valid moves if none
does). Candidates are sorted by name, `from-to`, ascending when the engine's previous random
number is even and descending when it is odd, and the one at index (this move's number mod
count) is played.
"""

from __future__ import annotations

from .rules import (
    BISHOP,
    FILE_COUNT,
    IS_DARK,
    KING,
    KNIGHT,
    PAWN,
    PROMOTED_QUEEN,
    QUEEN,
    RANK_COUNT,
    ROOK,
    START_DIAGRAM,
    Move,
    Position,
    file_of,
    kind_of,
    move_name,
    rank_index_of,
    square,
)

ENGINE_LETTERS = "DKLMS"


def manhattan(origin: int, file: int, rank_index: int) -> int:
    """Distance from a square to (file, rank index), which may lie off the board."""
    return abs(file_of(origin) - file) + abs(rank_index_of(origin) - rank_index)


def capture_king(position: Position, moves: list[Move]) -> list[Move]:
    return [move for move in moves if abs(position.board[move[1]]) == KING]


def dark_to_light(position: Position, moves: list[Move]) -> list[Move]:
    return [move for move in moves if IS_DARK[move[0]] and not IS_DARK[move[1]]]


def light_to_light(position: Position, moves: list[Move]) -> list[Move]:
    return [move for move in moves if not IS_DARK[move[0]] and not IS_DARK[move[1]]]


def light_to_dark(position: Position, moves: list[Move]) -> list[Move]:
    return [move for move in moves if not IS_DARK[move[0]] and IS_DARK[move[1]]]


def dark_to_dark(position: Position, moves: list[Move]) -> list[Move]:
    return [move for move in moves if IS_DARK[move[0]] and IS_DARK[move[1]]]


def closer_to_enemy_king(position: Position, moves: list[Move]) -> list[Move]:
    enemy_king = position.board.index(-KING if position.white_to_move else KING)
    file, rank_index = file_of(enemy_king), rank_index_of(enemy_king)
    return [
        move
        for move in moves
        if manhattan(move[1], file, rank_index) < manhattan(move[0], file, rank_index)
    ]


def switch_sides_targets() -> dict[int, tuple[int, int]]:
    """(file, rank index) each non-pawn piece heads for under S: the start square of the
    enemy's piece of the same kind. The original looks a promoted queen up by a character
    the start board does not hold and gets index -1, which its integer arithmetic turns
    into file -1 of rank 6, one square left of a6, for both colours."""
    start = Position.from_diagram(START_DIAGRAM).board
    targets = {}
    for kind in (KNIGHT, BISHOP, ROOK, QUEEN, KING):
        for piece in (kind, -kind):
            enemy_start = start.index(-piece)
            targets[piece] = (file_of(enemy_start), rank_index_of(enemy_start))
    for piece in (PROMOTED_QUEEN, -PROMOTED_QUEEN):
        targets[piece] = (-1, RANK_COUNT - 1)
    return targets


SWITCH_SIDES_TARGETS = switch_sides_targets()  # bundle: precompute
# A pawn aims at the enemy pawns' start rank on its own file, so only straight pushes
# up to that rank bring it closer.
WHITE_PAWN_TARGET_RANK = RANK_COUNT - 2
BLACK_PAWN_TARGET_RANK = 1


def closer_to_enemy_setup(position: Position, moves: list[Move]) -> list[Move]:
    board = position.board
    closer = []
    for move in moves:
        piece = board[move[0]]
        if piece == PAWN:
            file, rank_index = file_of(move[0]), WHITE_PAWN_TARGET_RANK
        elif piece == -PAWN:
            file, rank_index = file_of(move[0]), BLACK_PAWN_TARGET_RANK
        else:
            file, rank_index = SWITCH_SIDES_TARGETS[piece]
        if manhattan(move[1], file, rank_index) < manhattan(move[0], file, rank_index):
            closer.append(move)
    return closer


def reflected(square_index: int) -> int:
    """Point reflection through the board centre: a<->e, b<->d, rank r <-> 7 - r."""
    return square(
        FILE_COUNT - 1 - file_of(square_index),
        RANK_COUNT - 1 - rank_index_of(square_index),
    )


def last_moved_kind(position: Position) -> int | None:
    """The kind now standing where the opponent's last move went (a promotion gives a queen)."""
    if position.last_move is None:
        return None
    return kind_of(position.board[position.last_move[1]])


def mirror_last_move(position: Position, moves: list[Move]) -> list[Move]:
    kind = last_moved_kind(position)
    if kind is None:
        return []
    origin, to = position.last_move
    mirror = (reflected(origin), reflected(to))
    return [
        move
        for move in moves
        if move == mirror and kind_of(position.board[move[0]]) == kind
    ]


def same_kind_as_last_move(position: Position, moves: list[Move]) -> list[Move]:
    kind = last_moved_kind(position)
    return [move for move in moves if kind_of(position.board[move[0]]) == kind]


# Each goal keeps the moves that meet it: goal(position, moves) -> moves.
GOALS = {
    "D": (capture_king, dark_to_light, light_to_light),
    "K": (capture_king, closer_to_enemy_king),
    "L": (capture_king, light_to_dark, dark_to_dark),
    "M": (capture_king, mirror_last_move, same_kind_as_last_move),
    "S": (capture_king, closer_to_enemy_setup),
}


def candidates(letter: str, position: Position, moves: list[Move]) -> list[Move]:
    """The moves of the first goal of engine `letter` that some move meets, else all."""
    for goal in GOALS[letter]:
        kept = goal(position, moves)
        if kept:
            return kept
    return moves


def choose_move(
    letter: str, numbers: tuple[int, ...], position: Position, move_number: int
) -> Move | None:
    """The move engine `letter` with random `numbers` plays at full-move `move_number`,
    or None when the side to move has no valid move (and so loses)."""
    moves = position.moves()
    if not moves:
        return None
    listed = sorted(
        candidates(letter, position, moves),
        key=move_name,
        reverse=numbers[move_number - 1] % 2 == 1,
    )
    return listed[numbers[move_number] % len(listed)]
