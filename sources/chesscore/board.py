"""Chess and Chess960 rules on a 10x12 mailbox: position state, make/unmake, legal moves, FEN,
UCI and the draw rules of the CodinGame chess960 referee.

Moves are ints (see tables: from | to << 7 | kind << 14). Castling is "king takes own rook"
internally; `uci()` prints it that way for Chess960 or as the king's two-square step for
standard chess, and the judge protocol prints O-O / O-O-O.
"""

from .tables import (
    BISHOP,
    BLACK,
    BLACK_FLAG,
    BLACK_TO_MOVE_KEY,
    CASTLING,
    CASTLING_KEYS,
    DIAGONAL,
    DIAGONAL_RAYS,
    DIRECTION_OF_DELTA,
    DOUBLE_PUSH,
    EMPTY,
    EN_PASSANT,
    EN_PASSANT_KEYS,
    FILE_MAJOR_SQUARES,
    FILES,
    KING,
    KING_STEPS,
    KNIGHT,
    KNIGHT_JUMPS,
    KNIGHT_TARGETS,
    NAMED_SQUARES,
    NORMAL,
    OFFBOARD,
    ORTHOGONAL,
    ORTHOGONAL_RAYS,
    PAWN,
    PIECE_LETTERS,
    PIECE_SQUARE_KEYS,
    QUEEN,
    QUEEN_RAYS,
    ROOK,
    SQUARE_NAMES,
    WHITE,
    square,
)
from .placement import PACKED_TABLE

STANDARD_START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

OWN_PIECES = (
    frozenset(range(PAWN, KING + 1)),
    frozenset(range(BLACK_FLAG + PAWN, BLACK_FLAG + KING + 1)),
)
PIECE_CHARACTERS = frozenset("PNBRQKpnbrqk")
# Shredder (rook files) and X-FEN (KQkq) castling letters.
CASTLING_LETTERS = frozenset("KQkqABCDEFGHabcdefgh")
# Pieces a side may capture: the opponent's, never its king (a legal position has the king safe).
CAPTURABLE = (OWN_PIECES[BLACK] - {BLACK_FLAG + KING}, OWN_PIECES[WHITE] - {KING})
PAWN_FORWARD = (10, -10)
# By piece type: a knight's jumps, a king's steps, a slider's line directions.
PIECE_STEPS = (
    None,
    None,
    KNIGHT_JUMPS,
    DIAGONAL,
    ORTHOGONAL,
    KING_STEPS,
    KING_STEPS,
)
# By slider type: its rays from each cell.
PIECE_RAYS = (None,) * 3 + (DIAGONAL_RAYS, ORTHOGONAL_RAYS, QUEEN_RAYS)
# Inclusive cell ranges of the rank a pawn double-pushes from and the rank it promotes on.
PAWN_START_CELLS = ((31, 38), (81, 88))
PROMOTION_CELLS = ((91, 98), (21, 28))

# Castling-rights bits: queenside = rook on a lower file than the king.
WHITE_QUEENSIDE, WHITE_KINGSIDE, BLACK_QUEENSIDE, BLACK_KINGSIDE = 1, 2, 4, 8
ALL_RIGHTS = 15

# Outcomes, in the order the chess960 referee checks them after every move.
CHECKMATE = "checkmate"
STALEMATE = "stalemate"
THREEFOLD = "threefold repetition"
INSUFFICIENT = "insufficient material"
FIFTY_MOVES = "fifty-move rule"
MAX_MOVES = "move limit"
MAX_HALF_MOVES = 250


def move_from(move: int) -> int:
    return move & 127


def move_to(move: int) -> int:
    return move >> 7 & 127


def move_kind(move: int) -> int:
    return move >> 14


def promotion_piece(move: int) -> int:
    """Piece type a promotion creates, 0 for other moves."""
    kind = move >> 14
    return kind - 2 if kind >= 4 else 0


def rank_of(cell: int) -> int:
    return cell // 10 - 2


def file_of(cell: int) -> int:
    return cell % 10 - 1


def is_dark(cell: int) -> bool:
    return (file_of(cell) + rank_of(cell)) % 2 == 0


class FenError(ValueError):
    """A FEN that is not a legal position; the message says what is wrong."""


def counter(fields: list, index: int, name: str, least: int) -> int:
    """FEN clock field `index` (`least` when left out): plain decimal digits, at least
    `least`."""
    if len(fields) <= index:
        return least
    text = fields[index]
    if not (text.isascii() and text.isdigit()) or int(text) < least:
        raise FenError(f"{name} must be a whole number from {least}, got {text!r}")
    return int(text)


class Board:
    """A position plus the undo stack and position-key history needed to play a game.

    Readable state for search and evaluation:
      cells         list of 120 piece codes (EMPTY, type, type | BLACK_FLAG, OFFBOARD)
      occupied      [white cells, black cells] as sets of cells
      kings         [white king cell, black king cell]
      turn          WHITE or BLACK
      hash          Zobrist key of the position (the referee's repetition key)
      placement     sum of every piece's packed placement value (see placement.py)
      halfmove_clock, fullmove, castling_rights (bits), castling_rooks (cell per right), en_passant
    """

    def __init__(self, fen: str = STANDARD_START_FEN) -> None:
        self.set_fen(fen)

    # ---- FEN ----------------------------------------------------------------------------

    def set_fen(self, fen: str) -> None:
        """The position of `fen`; the castling, en-passant and clock fields may be left out.

        Anything but a legal position raises FenError. The search takes one for granted
        (one king a side, the side not to move not in check), and a square off the board or
        a wrong en-passant square would corrupt the board rather than lose a game.
        """
        fields = fen.split()
        if not 2 <= len(fields) <= 6:
            raise FenError(f"expected 6 fields, got {len(fields)}")
        placement, turn = fields[0], fields[1]
        castling = fields[2] if len(fields) > 2 else "-"
        en_passant = fields[3] if len(fields) > 3 else "-"
        if turn not in ("w", "b"):
            raise FenError(f"side to move must be w or b, got {turn!r}")
        if castling != "-" and not set(castling) <= CASTLING_LETTERS:
            raise FenError(
                f"castling must be - or KQkq or rook files, got {castling!r}"
            )
        self.halfmove_clock = counter(fields, 4, "halfmove clock", 0)
        self.fullmove = counter(fields, 5, "fullmove number", 1)
        self._place(placement)
        self.turn = WHITE if turn == "w" else BLACK
        self._parse_castling(castling)
        self.en_passant = self._en_passant_target(en_passant)
        if self.is_attacked(self.kings[self.turn ^ 1], self.turn):
            raise FenError("the side to move can capture the king")
        self.stack = []
        self.history = []
        self.hash = self._compute_hash()
        self.placement = sum(
            PACKED_TABLE[self.cells[cell] << 7 | cell]
            for own in self.occupied
            for cell in own
        )

    def _place(self, placement: str) -> None:
        ranks = placement.split("/")
        if len(ranks) != 8:
            raise FenError(f"expected 8 ranks, got {len(ranks)}")
        cells = [OFFBOARD] * 120
        self.occupied = [set(), set()]
        kings = [[], []]
        for rank_index, row in enumerate(ranks):
            rank = 7 - rank_index
            file = 0
            for char in row:
                if char in "12345678":
                    if file + int(char) > 8:
                        raise FenError(
                            f"rank {rank + 1} has more than 8 files: {row!r}"
                        )
                    for _ in range(int(char)):
                        cells[square(file, rank)] = EMPTY
                        file += 1
                    continue
                if char not in PIECE_CHARACTERS:
                    raise FenError(f"unknown piece {char!r} on rank {rank + 1}")
                if file == 8:
                    raise FenError(f"rank {rank + 1} has more than 8 files: {row!r}")
                piece = PIECE_LETTERS.index(char)
                if piece & 7 == PAWN and rank in (0, 7):
                    raise FenError(f"a pawn on rank {rank + 1}")
                cell = square(file, rank)
                cells[cell] = piece
                colour = BLACK if piece & BLACK_FLAG else WHITE
                self.occupied[colour].add(cell)
                if piece & 7 == KING:
                    kings[colour].append(cell)
                file += 1
            if file != 8:
                raise FenError(f"rank {rank + 1} has {file} files: {row!r}")
        for colour, name in ((WHITE, "white"), (BLACK, "black")):
            if len(kings[colour]) != 1:
                raise FenError(f"{len(kings[colour])} {name} kings")
        self.cells = cells
        self.kings = [kings[WHITE][0], kings[BLACK][0]]

    def _en_passant_target(self, name: str) -> int:
        """The en-passant cell, 0 for `-`. It must be the square a pawn of the side that
        just moved skipped, since capturing en passant removes the piece beyond it."""
        if name == "-":
            return 0
        mover = self.turn ^ 1
        target = NAMED_SQUARES.get(name)
        if (
            target is None
            or rank_of(target) != (2 if mover == WHITE else 5)
            or self.cells[target] != EMPTY
            or self.cells[target - PAWN_FORWARD[mover]] != EMPTY
            or self.cells[target + PAWN_FORWARD[mover]]
            != PAWN | (BLACK_FLAG if mover == BLACK else 0)
        ):
            raise FenError(
                f"no pawn can just have skipped the en-passant square {name!r}"
            )
        return target

    def _parse_castling(self, castling: str) -> None:
        """Shredder letters (rook files) or X-FEN KQkq (the outermost rook on that wing)."""
        self.castling_rooks = [0, 0, 0, 0]
        rights = 0
        for char in castling.replace("-", ""):
            colour = WHITE if char.isupper() else BLACK
            back_rank = 0 if colour == WHITE else 7
            king_file = file_of(self.kings[colour])
            rook = ROOK | (BLACK_FLAG if colour == BLACK else 0)
            letter = char.lower()
            if letter == "k":
                files = [
                    f
                    for f in range(king_file + 1, 8)
                    if self.cells[square(f, back_rank)] == rook
                ]
                rook_file = files[-1] if files else None
            elif letter == "q":
                files = [
                    f
                    for f in range(king_file)
                    if self.cells[square(f, back_rank)] == rook
                ]
                rook_file = files[0] if files else None
            else:
                rook_file = FILES.index(letter)
            # Rights naming no rook of that colour on its home rank, or a king off it, are void.
            if (
                rook_file is None
                or rank_of(self.kings[colour]) != back_rank
                or self.cells[square(rook_file, back_rank)] != rook
            ):
                continue
            bit = (1 if rook_file < king_file else 2) << (2 * colour)
            self.castling_rooks[bit.bit_length() - 1] = square(rook_file, back_rank)
            rights |= bit
        self.castling_rights = rights
        # Castling bits kept when a move touches a cell: a king move drops both of its side's,
        # a rook leaving or being captured on its home cell drops that one.
        mask = [ALL_RIGHTS] * 120
        for index, rook_cell in enumerate(self.castling_rooks):
            if rook_cell:
                mask[rook_cell] &= ~(1 << index)
                colour = index // 2
                mask[self.kings[colour]] &= ~(3 << (2 * colour))
        self.rights_mask = mask
        self.castling_paths = [self._castling_path(index) for index in range(4)]

    def _castling_path(self, index: int):
        """(cells that must be empty, cells the king passes before its destination, king
        destination, rook cell, rook destination) for castling right `index`, or None.
        """
        rook_cell = self.castling_rooks[index]
        if not rook_cell:
            return None
        king_cell = self.kings[index // 2]
        back = rook_cell - file_of(rook_cell)
        king_to, rook_to = (back + 6, back + 5) if index & 1 else (back + 2, back + 3)
        span = (king_cell, rook_cell, king_to, rook_to)
        must_be_empty = tuple(
            at
            for at in range(min(span), max(span) + 1)
            if at != king_cell and at != rook_cell
        )
        step = 1 if king_to >= king_cell else -1
        path = (
            tuple(range(king_cell + step, king_to, step))
            if king_to != king_cell
            else ()
        )
        return must_be_empty, path, king_to, rook_cell, rook_to

    def _compute_hash(self) -> int:
        key = CASTLING_KEYS[self.castling_rights]
        for colour in (WHITE, BLACK):
            for cell in self.occupied[colour]:
                key ^= PIECE_SQUARE_KEYS[self.cells[cell] << 7 | cell]
        if self.turn == BLACK:
            key ^= BLACK_TO_MOVE_KEY
        self.en_passant_key = self._en_passant_key(self.en_passant)
        return key ^ self.en_passant_key

    def _en_passant_key(self, target: int) -> int:
        """The en-passant square counts in the position key only when a pawn of the side to
        move stands beside the pawn that just advanced two squares (the referee's rule).
        """
        if not target:
            return 0
        pushed = target + PAWN_FORWARD[self.turn ^ 1]
        capturer = PAWN | (BLACK_FLAG if self.turn == BLACK else 0)
        cells = self.cells
        if cells[pushed - 1] == capturer or cells[pushed + 1] == capturer:
            return EN_PASSANT_KEYS[file_of(target)]
        return 0

    def fen(self, shredder: bool = True) -> str:
        """Shredder castling letters in ascending file order (chess960), or KQkq (standard).
        The en-passant square is printed after every double push."""
        rows = []
        for rank in range(7, -1, -1):
            row, empties = "", 0
            for file in range(8):
                piece = self.cells[square(file, rank)]
                if piece == EMPTY:
                    empties += 1
                    continue
                if empties:
                    row, empties = row + str(empties), 0
                row += PIECE_LETTERS[piece]
            rows.append(row + (str(empties) if empties else ""))
        return " ".join(
            (
                "/".join(rows),
                "wb"[self.turn],
                self.castling_field(shredder),
                SQUARE_NAMES[self.en_passant] if self.en_passant else "-",
                str(self.halfmove_clock),
                str(self.fullmove),
            )
        )

    def castling_field(self, shredder: bool = True) -> str:
        field = ""
        for colour in (WHITE, BLACK):
            held = [
                self.castling_rooks[index]
                for index in (2 * colour, 2 * colour + 1)
                if self.castling_rights >> index & 1
            ]
            if shredder:
                letters = "".join(FILES[file_of(rook)] for rook in sorted(held))
            else:
                letters = "".join(
                    "q" if rook < self.kings[colour] else "k"
                    for rook in sorted(held, reverse=True)
                )
            field += letters.upper() if colour == WHITE else letters
        return field or "-"

    # ---- make / unmake ------------------------------------------------------------------

    def push(self, move: int) -> None:
        cells = self.cells
        side = self.turn
        origin = move & 127
        target = move >> 7 & 127
        kind = move >> 14
        piece = cells[origin]
        own = self.occupied[side]
        key = self.hash
        placement = self.placement
        self.stack.append(
            (
                move,
                cells[target],
                self.castling_rights,
                self.en_passant,
                self.en_passant_key,
                self.halfmove_clock,
                key,
                placement,
            )
        )
        self.history.append(key)
        key ^= BLACK_TO_MOVE_KEY ^ self.en_passant_key
        rights = self.castling_rights
        if rights:
            new_rights = rights & self.rights_mask[origin] & self.rights_mask[target]
            if new_rights != rights:
                key ^= CASTLING_KEYS[rights] ^ CASTLING_KEYS[new_rights]
                self.castling_rights = new_rights
        self.en_passant = 0
        if kind == CASTLING:
            back = origin - file_of(origin)
            if target < origin:
                king_to, rook_to = back + 2, back + 3
            else:
                king_to, rook_to = back + 6, back + 5
            rook = cells[target]
            cells[origin] = cells[target] = EMPTY
            own.discard(origin)
            own.discard(target)
            cells[king_to] = piece
            cells[rook_to] = rook
            own.add(king_to)
            own.add(rook_to)
            self.kings[side] = king_to
            key ^= (
                PIECE_SQUARE_KEYS[piece << 7 | origin]
                ^ PIECE_SQUARE_KEYS[piece << 7 | king_to]
                ^ PIECE_SQUARE_KEYS[rook << 7 | target]
                ^ PIECE_SQUARE_KEYS[rook << 7 | rook_to]
            )
            placement += (
                PACKED_TABLE[piece << 7 | king_to]
                - PACKED_TABLE[piece << 7 | origin]
                + PACKED_TABLE[rook << 7 | rook_to]
                - PACKED_TABLE[rook << 7 | target]
            )
            self.halfmove_clock += 1
        else:
            captured = cells[target]
            if captured:
                self.occupied[side ^ 1].discard(target)
                key ^= PIECE_SQUARE_KEYS[captured << 7 | target]
                placement -= PACKED_TABLE[captured << 7 | target]
                self.halfmove_clock = 0
            elif piece & 7 == PAWN:
                self.halfmove_clock = 0
            else:
                self.halfmove_clock += 1
            cells[origin] = EMPTY
            own.discard(origin)
            own.add(target)
            key ^= PIECE_SQUARE_KEYS[piece << 7 | origin]
            placement -= PACKED_TABLE[piece << 7 | origin]
            if kind >= 4:
                piece = (kind - 2) | (piece & BLACK_FLAG)
            cells[target] = piece
            key ^= PIECE_SQUARE_KEYS[piece << 7 | target]
            placement += PACKED_TABLE[piece << 7 | target]
            if piece & 7 == KING:
                self.kings[side] = target
            elif kind == DOUBLE_PUSH:
                self.en_passant = (origin + target) >> 1
            elif kind == EN_PASSANT:
                taken = target - PAWN_FORWARD[side]
                key ^= PIECE_SQUARE_KEYS[cells[taken] << 7 | taken]
                placement -= PACKED_TABLE[cells[taken] << 7 | taken]
                cells[taken] = EMPTY
                self.occupied[side ^ 1].discard(taken)
        if side == BLACK:
            self.fullmove += 1
        self.turn = side ^ 1
        self.en_passant_key = (
            self._en_passant_key(self.en_passant) if self.en_passant else 0
        )
        self.hash = key ^ self.en_passant_key
        self.placement = placement

    def pop(self) -> int:
        """Undo the last push and return its move."""
        (
            move,
            captured,
            rights,
            en_passant,
            en_passant_key,
            clock,
            key,
            self.placement,
        ) = self.stack.pop()
        self.history.pop()
        cells = self.cells
        side = self.turn ^ 1
        own = self.occupied[side]
        origin = move & 127
        target = move >> 7 & 127
        kind = move >> 14
        if kind == CASTLING:
            back = origin - file_of(origin)
            if target < origin:
                king_to, rook_to = back + 2, back + 3
            else:
                king_to, rook_to = back + 6, back + 5
            king, rook = cells[king_to], cells[rook_to]
            cells[king_to] = cells[rook_to] = EMPTY
            own.discard(king_to)
            own.discard(rook_to)
            cells[origin] = king
            cells[target] = rook
            own.add(origin)
            own.add(target)
            self.kings[side] = origin
        else:
            piece = cells[target]
            if kind >= 4:
                piece = PAWN | (piece & BLACK_FLAG)
            cells[origin] = piece
            cells[target] = captured
            own.discard(target)
            own.add(origin)
            if captured:
                self.occupied[side ^ 1].add(target)
            if piece & 7 == KING:
                self.kings[side] = origin
            elif kind == EN_PASSANT:
                taken = target - PAWN_FORWARD[side]
                cells[taken] = PAWN | (BLACK_FLAG if side == WHITE else 0)
                self.occupied[side ^ 1].add(taken)
        if side == BLACK:
            self.fullmove -= 1
        self.turn = side
        self.castling_rights = rights
        self.en_passant = en_passant
        self.en_passant_key = en_passant_key
        self.halfmove_clock = clock
        self.hash = key
        return move

    def push_null(self) -> None:
        """Pass the turn (for null-move pruning); undo with pop_null."""
        self.stack.append((self.en_passant, self.en_passant_key, self.hash))
        self.history.append(self.hash)
        self.hash ^= BLACK_TO_MOVE_KEY ^ self.en_passant_key
        self.en_passant = 0
        self.en_passant_key = 0
        self.turn ^= 1

    def pop_null(self) -> None:
        self.en_passant, self.en_passant_key, self.hash = self.stack.pop()
        self.history.pop()
        self.turn ^= 1

    # ---- attacks ------------------------------------------------------------------------

    def is_attacked(self, cell: int, by: int) -> bool:
        """Whether side `by` attacks `cell` in the current placement."""
        cells = self.cells
        flag = BLACK_FLAG if by == BLACK else 0
        knight = KNIGHT | flag
        for at in KNIGHT_TARGETS[cell]:
            if cells[at] == knight:
                return True
        pawn = PAWN | flag
        if by == WHITE:
            if cells[cell - 9] == pawn or cells[cell - 11] == pawn:
                return True
        elif cells[cell + 9] == pawn or cells[cell + 11] == pawn:
            return True
        king = KING | flag
        queen = QUEEN | flag
        slider = BISHOP | flag
        for ray in DIAGONAL_RAYS[cell]:
            for at in ray:
                piece = cells[at]
                if piece:
                    if piece == slider or piece == queen:
                        return True
                    if piece == king and at == ray[0]:
                        return True
                    break
        slider = ROOK | flag
        for ray in ORTHOGONAL_RAYS[cell]:
            for at in ray:
                piece = cells[at]
                if piece:
                    if piece == slider or piece == queen:
                        return True
                    if piece == king and at == ray[0]:
                        return True
                    break
        return False

    def is_check(self) -> bool:
        return self.is_attacked(self.kings[self.turn], self.turn ^ 1)

    def _checks_and_pins(self):
        """Checking pieces' escape cells and pinned pieces of the side to move.

        Returns (number of checkers, cells a non-king move must land on to answer a single
        check (None when not in check), {pinned cell: pin direction}).
        """
        cells = self.cells
        side = self.turn
        king_cell = self.kings[side]
        own = OWN_PIECES[side]
        flag = 0 if side == BLACK else BLACK_FLAG
        queen = QUEEN | flag
        checkers = 0
        evasion = None
        pinned = {}
        for steps, slider in ((ORTHOGONAL, ROOK | flag), (DIAGONAL, BISHOP | flag)):
            for step in steps:
                at = king_cell + step
                piece = cells[at]
                while piece == EMPTY:
                    at += step
                    piece = cells[at]
                if piece == slider or piece == queen:
                    checkers += 1
                    evasion = set(range(king_cell + step, at + step, step))
                elif piece in own:
                    behind = at + step
                    other = cells[behind]
                    while other == EMPTY:
                        behind += step
                        other = cells[behind]
                    if other == slider or other == queen:
                        pinned[at] = step
        knight = KNIGHT | flag
        for jump in KNIGHT_JUMPS:
            if cells[king_cell + jump] == knight:
                checkers += 1
                evasion = {king_cell + jump}
        pawn = PAWN | flag
        forward = PAWN_FORWARD[side]
        for at in (king_cell + forward - 1, king_cell + forward + 1):
            if cells[at] == pawn:
                checkers += 1
                evasion = {at}
        return checkers, evasion, pinned

    # ---- move generation ----------------------------------------------------------------

    def legal_moves(self) -> list:
        """All legal moves. Order: by piece cell (set order), pawns' promotions N, B, R, Q."""
        cells = self.cells
        side = self.turn
        checkers, evasion, pinned = self._checks_and_pins()
        moves = []
        king_cell = self.kings[side]
        capturable = CAPTURABLE[side]
        if checkers < 2:
            delayed = []  # en passant: verified by playing it
            forward = PAWN_FORWARD[side]
            start_low, start_high = PAWN_START_CELLS[side]
            last_low, last_high = PROMOTION_CELLS[side]
            ep = self.en_passant
            for origin in self.occupied[side]:
                piece = cells[origin] & 7
                if piece == KING:
                    continue
                filtered = checkers or origin in pinned
                if filtered:
                    if checkers and origin in pinned:
                        continue
                    out = []
                else:
                    out = moves
                append = out.append
                if piece == PAWN:
                    one = origin + forward
                    promotes = last_low <= one <= last_high
                    if cells[one] == EMPTY:
                        if promotes:
                            for kind in (4, 5, 6, 7):
                                append(origin | one << 7 | kind << 14)
                        else:
                            append(origin | one << 7)
                            two = one + forward
                            if (
                                start_low <= origin <= start_high
                                and cells[two] == EMPTY
                            ):
                                append(origin | two << 7 | DOUBLE_PUSH << 14)
                    for target in (one - 1, one + 1):
                        if cells[target] in capturable:
                            if promotes:
                                for kind in (4, 5, 6, 7):
                                    append(origin | target << 7 | kind << 14)
                            else:
                                append(origin | target << 7)
                        elif target == ep:
                            delayed.append(origin | target << 7 | EN_PASSANT << 14)
                elif piece == KNIGHT:
                    for jump in KNIGHT_JUMPS:
                        target = origin + jump
                        occupant = cells[target]
                        if occupant == EMPTY or occupant in capturable:
                            append(origin | target << 7)
                else:
                    for step in PIECE_STEPS[piece]:
                        target = origin + step
                        occupant = cells[target]
                        while occupant == EMPTY:
                            append(origin | target << 7)
                            target += step
                            occupant = cells[target]
                        if occupant in capturable:
                            append(origin | target << 7)
                if filtered and out:
                    if origin in pinned:
                        pin = pinned[origin]
                        out = [
                            m
                            for m in out
                            if DIRECTION_OF_DELTA.get((m >> 7 & 127) - origin)
                            in (pin, -pin)
                        ]
                    if checkers:
                        out = [m for m in out if m >> 7 & 127 in evasion]
                    moves.extend(out)
            for move in delayed:
                self.push(move)
                if not self.is_attacked(self.kings[side], side ^ 1):
                    moves.append(move)
                self.pop()
            if not checkers and self.castling_rights:
                self._castling_moves(moves)
        # King steps: judged with the king lifted off the board, so a slider's ray through
        # the king's current cell still counts.
        king = cells[king_cell]
        cells[king_cell] = EMPTY
        enemy = side ^ 1
        for step in KING_STEPS:
            target = king_cell + step
            occupant = cells[target]
            if (occupant == EMPTY or occupant in capturable) and not self.is_attacked(
                target, enemy
            ):
                moves.append(king_cell | target << 7)
        cells[king_cell] = king
        return moves

    def pseudo_legal_captures(self) -> list:
        """Captures (en passant included) and promotions, ignoring pins and checks: a move
        is legal when the mover's king is not attacked after `push` (see `leaves_king_safe`).
        Cheaper than checking every capture where most are never played (quiescence search
        stops at the first refutation)."""
        cells = self.cells
        side = self.turn
        capturable = CAPTURABLE[side]
        forward = PAWN_FORWARD[side]
        last_low, last_high = PROMOTION_CELLS[side]
        en_passant = self.en_passant
        moves = []
        append = moves.append
        for origin in self.occupied[side]:
            piece = cells[origin] & 7
            if piece == PAWN:
                one = origin + forward
                if last_low <= one <= last_high:
                    if cells[one] == EMPTY:
                        for kind in (4, 5, 6, 7):
                            append(origin | one << 7 | kind << 14)
                    for target in (one - 1, one + 1):
                        if cells[target] in capturable:
                            for kind in (4, 5, 6, 7):
                                append(origin | target << 7 | kind << 14)
                    continue
                for target in (one - 1, one + 1):
                    if cells[target] in capturable:
                        append(origin | target << 7)
                    elif target == en_passant:
                        append(origin | target << 7 | EN_PASSANT << 14)
            elif piece == KNIGHT or piece == KING:
                for jump in PIECE_STEPS[piece]:
                    if cells[origin + jump] in capturable:
                        append(origin | (origin + jump) << 7)
            else:
                for ray in PIECE_RAYS[piece][origin]:
                    for target in ray:
                        occupant = cells[target]
                        if occupant:
                            if occupant in capturable:
                                append(origin | target << 7)
                            break
        return moves

    def pseudo_legal_quiets(self) -> list:
        """The moves `pseudo_legal_captures` leaves out, ignoring pins and the king's safety,
        for a side not in check: pawn pushes short of the last rank, piece moves onto empty
        cells, and castling, which a check forbids, only when legal. A search node asks for
        them only once the table's move, captures and killers have not ended it."""
        cells = self.cells
        side = self.turn
        forward = PAWN_FORWARD[side]
        start_low, start_high = PAWN_START_CELLS[side]
        last_low, last_high = PROMOTION_CELLS[side]
        moves = []
        append = moves.append
        for origin in self.occupied[side]:
            piece = cells[origin] & 7
            if piece == PAWN:
                one = origin + forward
                if cells[one] == EMPTY and not last_low <= one <= last_high:
                    append(origin | one << 7)
                    if (
                        start_low <= origin <= start_high
                        and cells[one + forward] == EMPTY
                    ):
                        append(origin | (one + forward) << 7 | DOUBLE_PUSH << 14)
            elif piece == KNIGHT or piece == KING:
                for jump in PIECE_STEPS[piece]:
                    if cells[origin + jump] == EMPTY:
                        append(origin | (origin + jump) << 7)
            else:
                for ray in PIECE_RAYS[piece][origin]:
                    for target in ray:
                        if cells[target]:
                            break
                        append(origin | target << 7)
        if self.castling_rights:
            self._castling_moves(moves)
        return moves

    def allows_quiet(self, move: int) -> bool:
        """Whether `move`, a quiet move of another position (neither capture, promotion nor
        castling), is among `pseudo_legal_quiets` here: a killer move is tried before the
        quiet moves are generated."""
        cells = self.cells
        origin, target = move & 127, move >> 7 & 127
        occupant = cells[origin]
        if occupant not in OWN_PIECES[self.turn] or cells[target] != EMPTY:
            return False
        piece = occupant & 7
        kind = move >> 14
        delta = target - origin
        if piece == PAWN:
            # Only a pawn on its first rank makes a double push, so its origin is there.
            forward = PAWN_FORWARD[self.turn]
            if kind == DOUBLE_PUSH:
                return delta == 2 * forward and cells[origin + forward] == EMPTY
            last_low, last_high = PROMOTION_CELLS[self.turn]
            return (
                kind == NORMAL
                and delta == forward
                and not last_low <= target <= last_high
            )
        if kind != NORMAL:
            return False
        if piece == KNIGHT or piece == KING:
            return delta in PIECE_STEPS[piece]
        step = DIRECTION_OF_DELTA.get(delta)
        if step not in PIECE_STEPS[piece]:
            return False
        at = origin + step
        while at != target:
            if cells[at] != EMPTY:
                return False
            at += step
        return True

    def leaves_king_safe(self) -> bool:
        """After a `push`: whether the side that moved has its king unattacked."""
        mover = self.turn ^ 1
        return not self.is_attacked(self.kings[mover], self.turn)

    def _castling_moves(self, moves: list) -> None:
        """Chess960 castling: king to the c/g file, rook to the d/f file; every cell the two
        travel over empty but for themselves, the king's path unattacked (the caller knows the
        king is not in check), and the king's destination unattacked once the rook stands on
        its own destination, so a rook that was masking an attack cannot hide it."""
        cells = self.cells
        side = self.turn
        king_cell = self.kings[side]
        enemy = side ^ 1
        for index in (2 * side, 2 * side + 1):
            if not self.castling_rights >> index & 1:
                continue
            must_be_empty, path, king_to, rook_cell, rook_to = self.castling_paths[
                index
            ]
            if any(cells[at] for at in must_be_empty):
                continue
            king, rook = cells[king_cell], cells[rook_cell]
            cells[king_cell] = EMPTY
            safe = True
            for at in path:
                if self.is_attacked(at, enemy):
                    safe = False
                    break
            if safe:
                cells[rook_cell] = EMPTY
                cells[rook_to] = rook
                safe = not self.is_attacked(king_to, enemy)
                cells[rook_to] = EMPTY
                cells[rook_cell] = rook
            cells[king_cell] = king
            if safe:
                moves.append(king_cell | rook_cell << 7 | CASTLING << 14)

    # ---- notation -----------------------------------------------------------------------

    def uci(self, move: int, chess960: bool = True) -> str:
        origin, target, kind = move & 127, move >> 7 & 127, move >> 14
        if kind == CASTLING and not chess960:
            target = origin - file_of(origin) + (2 if target < origin else 6)
        text = SQUARE_NAMES[origin] + SQUARE_NAMES[target]
        if kind >= 4:
            text += "nbrq"[kind - 4]
        return text

    def parse_uci(self, text: str):
        """The legal move written `text` (king-takes-rook or, in standard chess, the king's
        two-square step for castling), or None."""
        text = text.strip().lower()
        moves = self.legal_moves()
        for move in moves:
            if self.uci(move) == text:
                return move
        # only then castling as a two-square king step: in Chess960 the same text can be
        # a plain king move (`f1g1` with the king on f1 and a castling rook on h1)
        for move in moves:
            if move >> 14 == CASTLING and self.uci(move, chess960=False) == text:
                return move
        return None

    def fits_last_move(self, text: str) -> bool:
        """Whether `text` can be the move that led to this position: UCI (castling as king
        takes rook) or the judge's O-O / O-O-O. A cheap necessary condition: the side that
        moved has a piece on the destination (of the type a promotion names) and the side
        to move none on the origin; only a castling king, now on the c or g file of its
        back rank, can have left the square it took its rook on empty."""
        mover = self.turn ^ 1
        flag = BLACK_FLAG if mover == BLACK else 0
        back = 0 if mover == WHITE else 7
        cells = self.cells
        if text in ("O-O", "O-O-O"):
            king_file, rook_file = (6, 5) if text == "O-O" else (2, 3)
            return (
                cells[square(king_file, back)] == KING | flag
                and cells[square(rook_file, back)] == ROOK | flag
            )
        origin, target = NAMED_SQUARES.get(text[:2]), NAMED_SQUARES.get(text[2:4])
        promotion = text[4:]
        if origin is None or target is None or origin == target:
            return False
        if (
            promotion not in ("", "n", "b", "r", "q")
            or cells[origin] in OWN_PIECES[mover ^ 1]
        ):
            return False
        piece = cells[target]
        if promotion:
            return (
                piece == KNIGHT + "nbrq".index(promotion) | flag
                and rank_of(target) == 7 - back
            )
        if piece in OWN_PIECES[mover]:
            return True
        return (
            piece == EMPTY
            and rank_of(origin) == rank_of(target) == back
            and self.kings[mover] in (square(2, back), square(6, back))
        )

    def is_capture(self, move: int) -> bool:
        kind = move >> 14
        return kind == EN_PASSANT or (
            kind != CASTLING and self.cells[move >> 7 & 127] != EMPTY
        )

    # ---- game end -----------------------------------------------------------------------

    def is_repetition(self) -> bool:
        """The current position occurred twice before; only positions since the last capture
        or pawn move can repeat it."""
        earlier = self.history[-self.halfmove_clock :] if self.halfmove_clock else []
        return earlier.count(self.hash) >= 2

    def has_insufficient_material(self) -> bool:
        """The chess960 referee's rule: scan file-major, compare every minor piece with the
        first one found only; play on unless each is an opposite-side bishop on the same colour.
        """
        cells = self.cells
        first = None
        for cell in FILE_MAJOR_SQUARES:
            piece = cells[cell]
            kind = piece & 7
            if piece == EMPTY or kind == KING:
                continue
            if kind in (PAWN, ROOK, QUEEN):
                return False
            if first is None:
                first = cell
                continue
            first_piece = cells[first]
            if (
                (first_piece ^ piece) & BLACK_FLAG
                and kind == BISHOP
                and first_piece & 7 == BISHOP
                and is_dark(cell) == is_dark(first)
            ):
                continue
            return False
        return True

    def half_moves_played(self) -> int:
        return 2 * (self.fullmove - 1) + self.turn

    def outcome(self):
        """None while the game goes on, else the referee's reason (CHECKMATE, STALEMATE,
        THREEFOLD, INSUFFICIENT, FIFTY_MOVES, MAX_MOVES), checked in the referee's order.
        """
        if not self.legal_moves():
            return CHECKMATE if self.is_check() else STALEMATE
        if self.is_repetition():
            return THREEFOLD
        if self.has_insufficient_material():
            return INSUFFICIENT
        if self.halfmove_clock >= 100:
            return FIFTY_MOVES
        if self.half_moves_played() >= MAX_HALF_MOVES:
            return MAX_MOVES
        return None


def chess960_start_fen(seed: int, java_random) -> str:
    """The CodinGame referee's start position for `seed`, drawing from `java_random`
    (a java.util.Random with that seed); seed 0 is the classical position."""
    if seed == 0:
        back_rank = "RNBQKBNR"
    else:
        files = [None] * 8
        files[2 * java_random.next_int(4)] = "B"
        files[2 * java_random.next_int(4) + 1] = "B"
        for piece, choices in (("Q", 6), ("N", 5), ("N", 4)):
            empty = [f for f in range(8) if files[f] is None]
            files[empty[java_random.next_int(choices)]] = piece
        for piece, file in zip("RKR", [f for f in range(8) if files[f] is None]):
            files[file] = piece
        back_rank = "".join(files)
    return start_fen_with_back_rank(back_rank)


def start_fen_with_back_rank(back_rank: str) -> str:
    """The Chess960 start position with White's pieces `back_rank` (e.g. "RNBQKBNR")
    mirrored for Black, all four castling rights held."""
    rook_files = "".join(FILES[f] for f in range(8) if back_rank[f] == "R")
    castling = rook_files.upper() + rook_files
    return (
        f"{back_rank.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{back_rank} w {castling} - 0 1"
    )
