"""MinitChess as the Lousy Chess module plays it.

The board has 5 files (a-e) and 6 ranks. Square `file + 5 * (rank - 1)` numbers a1 = 0 ... e6 = 29.
A board is a list of 30 ints: 0 for empty, a piece kind for White and its negative for Black.

Valid moves are pseudo-legal: there is no check, kings may step into attack and capturing the
enemy king wins at once. Bishops also take one orthogonal step onto an empty square. Pawns
push one square, capture diagonally forward and become queens on the last rank; there are no
double steps, en passant or castling.
"""

from __future__ import annotations

FILES = "abcde"
FILE_COUNT = 5
RANK_COUNT = 6
SQUARE_COUNT = FILE_COUNT * RANK_COUNT

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
# A queen that came from promotion moves like any queen, but the S engine treats it apart
# (see engines.py), so the board keeps it as its own kind.
PROMOTED_QUEEN = 7
PIECE_LETTERS = ".PNBRQKX"  # index = kind; X marks a promoted queen in diagrams

ORTHOGONAL = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, -1), (-1, 1))
KNIGHT_JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))

START_DIAGRAM = """
kqbnr
ppppp
.....
.....
PPPPP
RNBQK
"""


def square(file: int, rank_index: int) -> int:
    return file + FILE_COUNT * rank_index


def file_of(square_index: int) -> int:
    return square_index % FILE_COUNT


def rank_index_of(square_index: int) -> int:
    """0 for rank 1 ... 5 for rank 6."""
    return square_index // FILE_COUNT


def square_names() -> tuple[str, ...]:
    return tuple(
        FILES[file_of(index)] + str(rank_index_of(index) + 1)
        for index in range(SQUARE_COUNT)
    )


SQUARE_NAMES = square_names()  # bundle: precompute


def dark_squares() -> tuple[bool, ...]:
    """a1 is dark, as on a chess board: dark squares have an even file + rank index sum."""
    return tuple(
        (file_of(index) + rank_index_of(index)) % 2 == 0
        for index in range(SQUARE_COUNT)
    )


IS_DARK = dark_squares()  # bundle: precompute


def step_table(steps: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    """For each square, the squares one of `steps` (file, rank) away that are on the board."""
    return tuple(
        tuple(
            square(file_of(index) + file_step, rank_index_of(index) + rank_step)
            for file_step, rank_step in steps
            if 0 <= file_of(index) + file_step < FILE_COUNT
            and 0 <= rank_index_of(index) + rank_step < RANK_COUNT
        )
        for index in range(SQUARE_COUNT)
    )


def ray_table(
    directions: tuple[tuple[int, int], ...],
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each square, one ray per direction that has room: the squares in order outwards."""
    table = []
    for index in range(SQUARE_COUNT):
        rays = []
        for file_step, rank_step in directions:
            file, rank_index = file_of(index), rank_index_of(index)
            ray = []
            while True:
                file, rank_index = file + file_step, rank_index + rank_step
                if not (0 <= file < FILE_COUNT and 0 <= rank_index < RANK_COUNT):
                    break
                ray.append(square(file, rank_index))
            if ray:
                rays.append(tuple(ray))
        table.append(tuple(rays))
    return tuple(table)


KNIGHT_TARGETS = step_table(KNIGHT_JUMPS)  # bundle: precompute
KING_TARGETS = step_table(ORTHOGONAL + DIAGONAL)  # bundle: precompute
ORTHOGONAL_STEPS = step_table(ORTHOGONAL)  # bundle: precompute
ROOK_RAYS = ray_table(ORTHOGONAL)  # bundle: precompute
BISHOP_RAYS = ray_table(DIAGONAL)  # bundle: precompute
QUEEN_RAYS = ray_table(ORTHOGONAL + DIAGONAL)  # bundle: precompute
WHITE_PAWN_PUSHES = step_table(((0, 1),))  # bundle: precompute
WHITE_PAWN_CAPTURES = step_table(((-1, 1), (1, 1)))  # bundle: precompute
BLACK_PAWN_PUSHES = step_table(((0, -1),))  # bundle: precompute
BLACK_PAWN_CAPTURES = step_table(((-1, -1), (1, -1)))  # bundle: precompute

Move = tuple[int, int]  # (from square, to square)


def move_name(move: Move) -> str:
    return SQUARE_NAMES[move[0]] + "-" + SQUARE_NAMES[move[1]]


def kind_of(piece: int) -> int:
    """The kind a piece moves as: a promoted queen is a queen."""
    kind = abs(piece)
    return QUEEN if kind == PROMOTED_QUEEN else kind


def valid_moves(board: list[int], white: bool) -> list[Move]:
    """Every pseudo-legal move of the side to move, in no particular order."""
    sign = 1 if white else -1
    pushes = WHITE_PAWN_PUSHES if white else BLACK_PAWN_PUSHES
    pawn_captures = WHITE_PAWN_CAPTURES if white else BLACK_PAWN_CAPTURES
    moves = []
    for origin in range(SQUARE_COUNT):
        kind = board[origin] * sign
        if kind <= 0:
            continue
        if kind == PAWN:
            moves.extend((origin, to) for to in pushes[origin] if board[to] == 0)
            moves.extend(
                (origin, to) for to in pawn_captures[origin] if board[to] * sign < 0
            )
        elif kind == KNIGHT or kind == KING:
            targets = KNIGHT_TARGETS if kind == KNIGHT else KING_TARGETS
            moves.extend(
                (origin, to) for to in targets[origin] if board[to] * sign <= 0
            )
        else:
            if kind == BISHOP:
                rays = BISHOP_RAYS
                moves.extend(
                    (origin, to) for to in ORTHOGONAL_STEPS[origin] if board[to] == 0
                )
            else:
                rays = ROOK_RAYS if kind == ROOK else QUEEN_RAYS
            for ray in rays[origin]:
                for to in ray:
                    occupant = board[to] * sign
                    if occupant > 0:
                        break
                    moves.append((origin, to))
                    if occupant < 0:
                        break
    return moves


def is_king_capture(board: list[int] | tuple[int, ...], move: Move) -> bool:
    return abs(board[move[1]]) == KING


def apply_move(board: list[int], move: Move) -> int:
    """Play `move` on `board` in place, promoting a pawn that reaches its last rank.
    Returns the piece that stood on the destination, for `undo_move`."""
    origin, to = move
    piece = board[origin]
    captured = board[to]
    board[origin] = 0
    if piece == PAWN and rank_index_of(to) == RANK_COUNT - 1:
        piece = PROMOTED_QUEEN
    elif piece == -PAWN and rank_index_of(to) == 0:
        piece = -PROMOTED_QUEEN
    board[to] = piece
    return captured


def undo_move(board: list[int], move: Move, moved: int, captured: int) -> None:
    """Take back `move`, which `moved` (the piece as it was before the move) played."""
    origin, to = move
    board[origin] = moved
    board[to] = captured


def perft(board: list[int], white: bool, depth: int) -> int:
    """Leaf count of the move tree. A king capture ends its line: it is a leaf at the last
    ply and has no leaves below it earlier."""
    moves = valid_moves(board, white)
    if depth == 1:
        return len(moves)
    leaves = 0
    for move in moves:
        if is_king_capture(board, move):
            continue
        moved = board[move[0]]
        captured = apply_move(board, move)
        leaves += perft(board, not white, depth - 1)
        undo_move(board, move, moved, captured)
    return leaves


class Position:
    """A board, the side to move and the move that led here (the M engine looks at it).
    Positions are not changed once made: `play` returns a new one."""

    __slots__ = ("board", "white_to_move", "last_move")

    def __init__(
        self,
        board: tuple[int, ...],
        white_to_move: bool,
        last_move: Move | None = None,
    ) -> None:
        self.board = board
        self.white_to_move = white_to_move
        self.last_move = last_move

    @classmethod
    def from_diagram(
        cls, diagram: str, white_to_move: bool = True, last_move: Move | None = None
    ) -> Position:
        """Six rows of five characters, rank 6 first: `KQRBNP` White, lower case Black,
        `X`/`x` a queen that came from promotion, `.` empty."""
        rows = diagram.split()
        if len(rows) != RANK_COUNT or any(len(row) != FILE_COUNT for row in rows):
            raise ValueError("a diagram has 6 rows of 5 squares")
        board = [0] * SQUARE_COUNT
        for row_number, row in enumerate(rows):
            for file, letter in enumerate(row):
                kind = PIECE_LETTERS.index(letter.upper())
                sign = 1 if letter.isupper() else -1
                board[square(file, RANK_COUNT - 1 - row_number)] = sign * kind
        return cls(tuple(board), white_to_move, last_move)

    @classmethod
    def start(cls) -> Position:
        return cls.from_diagram(START_DIAGRAM)

    def diagram(self) -> str:
        """The inverse of `from_diagram`, rows joined by newlines."""
        rows = []
        for rank_index in reversed(range(RANK_COUNT)):
            letters = []
            for file in range(FILE_COUNT):
                piece = self.board[square(file, rank_index)]
                letter = PIECE_LETTERS[abs(piece)]
                letters.append(letter if piece >= 0 else letter.lower())
            rows.append("".join(letters))
        return "\n".join(rows)

    def moves(self) -> list[Move]:
        return valid_moves(list(self.board), self.white_to_move)

    def play(self, move: Move) -> Position:
        board = list(self.board)
        apply_move(board, move)
        return Position(tuple(board), not self.white_to_move, move)
