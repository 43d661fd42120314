"""Iterative-deepening principal-variation search.

Alpha-beta in negamax form with a transposition table, quiescence search over captures and
promotions, move ordering (table move, captures by MVV-LVA, two killers per ply, captures of
a defended piece by a more valuable one, history), null-move pruning, late-move reductions
and a check extension; near the frontier, futility and late-move pruning, which in CPython
buy about one ply (each measured as nodes and time to a fixed depth). A node tries the
table's move before it generates the others (the move often ends the node alone), and
generates its quiet moves only once captures and killers have not ended it. Out of check it
generates moves without checking pins or the king's safety, checking after `push` only the
moves that can expose the king. Every iteration that starts may be cut short by the
budget: its moves searched by then, the previous best first, still count. The searcher
keeps its table, killers and history between moves of a game.

A dict that grows large pauses the search when it resizes itself or is cleared: several
milliseconds (about 6 ms at 175,000 entries) that no clock check can interrupt, and a pause
right at the deadline is an answer that comes late. So the transposition table is a fixed
array of slots indexed by the position key's low bits, each new entry replacing the slot's
old one. The evaluation cache stays a dict (a slot array measured 3% fewer nodes per
second), kept small enough that its resizes and its clearing, before each search, take
about a millisecond.

Draws by repetition or the fifty-move rule score `-contempt` for the side to move at the
root, so the bot steers away from them when it stands better and towards them when worse.
"""

from .evaluation import MIDDLEGAME_SQUARE_VALUES, PIECE_VALUES, evaluate
from .board import CAPTURABLE, OWN_PIECES
from .tables import (
    BISHOP,
    CASTLING,
    DIRECTION_OF_DELTA,
    EMPTY,
    EN_PASSANT,
    KNIGHT,
    PAWN,
    QUEEN,
    ROOK,
)

MATE = 100000
# Scores beyond this are mates, stored in the table relative to the node they occur at.
MATE_BOUND = MATE - 1000
INFINITY = MATE + 1
EXACT, LOWER, UPPER = 0, 1, 2
MAX_PLY = 64
# More moves than any position has.
MAX_MOVES = 256
# Slots of the transposition table.
TABLE_BITS = 18
TABLE_MASK = (1 << TABLE_BITS) - 1
# The key of an empty slot (position keys are never negative).
EMPTY_KEY = -1
EMPTY_ENTRY = (0, 0, EXACT, 0, EMPTY_KEY)
# Evaluations cached before the cache is cleared: below the dict's resize at 87,382 entries
# even after a search and the pondering that follows it.
EVALUATION_CACHE_LIMIT = 75000
NULL_MOVE_REDUCTION = 2
# Frontier depths at which quiet moves are pruned by static evaluation, and the margin per ply.
FUTILITY_DEPTH = 2
FUTILITY_MARGIN = 150
# Moves (by index in the ordered list) past which quiet moves are pruned, by remaining depth.
LATE_MOVE_LIMITS = (0, 8, 14)
# Quiet moves searched at full depth before late-move reductions start.
FULL_DEPTH_MOVES = 3
# Captures that cannot lift the score to alpha even with this margin are skipped in quiescence.
DELTA_MARGIN = 200
# Captures in quiescence by a piece worth this much more than its victim are skipped when
# the victim is defended.
LOSING_CAPTURE_MARGIN = 50
# Nodes between two looks at the clock.
POLL_INTERVAL = 16
# Ordering keys: table move first, then captures (MVV-LVA) and promotions, killers, captures
# that likely lose material (see LOSING_CAPTURE_MARGIN), history.
TABLE_MOVE_KEY = 1 << 30
CAPTURE_KEY = 1 << 28
KILLER_KEYS = (1 << 27, (1 << 27) - 1)
LOSING_CAPTURE_KEY = 1 << 26
# Quiet moves: history counts this much more than a centipawn of piece-square gain.
HISTORY_WEIGHT = 8
NON_PAWN_PIECES = (KNIGHT, BISHOP, ROOK, QUEEN)


class OutOfTime(Exception):
    """The budget ran out in the middle of an iteration."""


class SearchResult:
    def __init__(self, move, score: int, depth: int, nodes: int) -> None:
        self.move = move
        self.score = score
        self.depth = depth
        self.nodes = nodes


class Searcher:
    def __init__(self, contempt: int = 10) -> None:
        self.contempt = contempt
        # Entries (depth, score, flag, move, key).
        self.table = [EMPTY_ENTRY] * (1 << TABLE_BITS)
        self.evaluations = {}
        self.history = {}
        self.killers = [[0, 0] for _ in range(MAX_PLY + 1)]
        self.nodes = 0
        self.next_poll = 0
        self.budget = None
        self.root_turn = 0

    def choose(
        self, board, budget, avoid=frozenset(), max_depth: int = MAX_PLY - 1
    ) -> SearchResult:
        """The best legal move not in `avoid` found within `budget` (move None when there
        is none), with its score for the side to move, the last completed depth and the
        nodes searched."""
        moves = [move for move in board.legal_moves() if move not in avoid]
        if not moves:
            return SearchResult(None, 0, 0, 0)
        self.start(budget, board.turn)
        if len(moves) == 1:
            return SearchResult(moves[0], evaluate(board), 0, 0)
        return self.deepen(board, moves, max_depth)

    def ponder(self, board, budget) -> None:
        """Think on the opponent's time: search the position after the bot's move, the
        opponent to move, until `budget` says stop. Its replies are the bot's next
        positions, so the table holds what was found for the coming turn. Draws keep the
        bot's contempt."""
        moves = board.legal_moves()
        self.start(budget, board.turn ^ 1)
        if moves:
            self.deepen(board, moves, MAX_PLY - 1)

    def start(self, budget, root_turn: int) -> None:
        if len(self.evaluations) > EVALUATION_CACHE_LIMIT:
            self.evaluations.clear()
        for key in self.history:
            self.history[key] >>= 2
        self.budget = budget
        self.nodes = 0
        self.next_poll = self.poll_after(0)
        self.root_turn = root_turn

    def deepen(self, board, moves: list, max_depth: int) -> SearchResult:
        """Iterative deepening over the root `moves` until the budget runs out."""
        best, best_score, depth = moves[0], 0, 0
        moves = self.order(board, moves, 0, self.table_move(board))
        try:
            while depth < max_depth and not self.budget.exhausted(self.nodes):
                move, score = self.search_root(board, moves, depth + 1)
                depth += 1
                best, best_score = move, score
                moves.remove(move)
                moves.insert(0, move)
                if abs(score) > MATE_BOUND:
                    break
        except OutOfTime as stopped:
            # A move that beat the previous best in the unfinished iteration is kept.
            if stopped.args:
                best, best_score = stopped.args
        return SearchResult(best, best_score, depth, self.nodes)

    def poll_after(self, nodes: int) -> int:
        if self.budget.nodes is not None:
            return self.budget.nodes
        return nodes + POLL_INTERVAL

    def poll(self) -> None:
        if self.budget.exhausted(self.nodes):
            raise OutOfTime()
        self.next_poll = self.poll_after(self.nodes)

    def search_root(self, board, moves: list, depth: int):
        alpha, beta = -INFINITY, INFINITY
        best_move = moves[0]
        for index, move in enumerate(moves):
            board.push(move)
            try:
                if index == 0:
                    score = -self.pvs(board, depth - 1, -beta, -alpha, 1, True)
                else:
                    score = -self.pvs(board, depth - 1, -alpha - 1, -alpha, 1, True)
                    if score > alpha:
                        score = -self.pvs(board, depth - 1, -beta, -alpha, 1, True)
            except OutOfTime:
                # The moves searched so far in this iteration, the previous best first,
                # have exact scores.
                if index > 0:
                    raise OutOfTime(best_move, alpha)
                raise
            finally:
                board.pop()
            if score > alpha:
                alpha, best_move = score, move
        self.store(board, depth, alpha, EXACT, best_move, 0)
        return best_move, alpha

    def draw_score(self, board) -> int:
        return -self.contempt if board.turn == self.root_turn else self.contempt

    def is_draw(self, board) -> bool:
        """A repetition of any earlier position (one repetition is enough inside the search)
        or the fifty-move rule."""
        clock = board.halfmove_clock
        if clock >= 100:
            return True
        if clock < 4:
            return False
        return board.hash in board.history[-clock:]

    def pvs(self, board, depth: int, alpha: int, beta: int, ply: int, null_allowed):
        self.nodes += 1
        if self.nodes >= self.next_poll:
            self.poll()
        if self.is_draw(board):
            return self.draw_score(board)
        if ply >= MAX_PLY:
            return evaluate(board)
        in_check = board.is_check()
        if in_check:
            depth += 1
        if depth <= 0:
            return self.quiesce(board, alpha, beta, ply, in_check)
        original_alpha = alpha
        key = board.hash
        entry_depth, entry_score, entry_flag, table_move, entry_key = self.table[
            key & TABLE_MASK
        ]
        if entry_key != key:
            table_move = 0
        elif entry_depth >= depth and beta - alpha == 1:
            score = from_table(entry_score, ply)
            if (
                entry_flag == EXACT
                or (entry_flag == LOWER and score >= beta)
                or (entry_flag == UPPER and score <= alpha)
            ):
                return score
        null_window = beta - alpha == 1
        # Static evaluation, for the pruning decisions of quiet null-window nodes.
        static = (
            self.evaluate(board)
            if null_window and not in_check and abs(beta) < MATE_BOUND
            else None
        )
        if static is not None:
            # Reverse futility: so far above beta that a shallow search will not fall below.
            if depth <= FUTILITY_DEPTH and static - FUTILITY_MARGIN * depth >= beta:
                return static
            if (
                null_allowed
                and depth >= 3
                and static >= beta
                and has_non_pawn_material(board)
            ):
                board.push_null()
                try:
                    score = -self.pvs(
                        board,
                        depth - 1 - NULL_MOVE_REDUCTION,
                        -beta,
                        -beta + 1,
                        ply + 1,
                        False,
                    )
                finally:
                    board.pop_null()
                if score >= beta:
                    return beta
        best_score = -INFINITY
        # Futility: at the frontier, quiet moves cannot lift a position this far below
        # alpha, so only captures and promotions are searched; the bound stands for the
        # quiet moves left out.
        futile = (
            static is not None
            and depth <= FUTILITY_DEPTH
            and static + FUTILITY_MARGIN * depth <= alpha
        )
        if futile:
            best_score = static + FUTILITY_MARGIN * depth
        # Late-move pruning: near the frontier, quiet moves ordered late are left out.
        quiet_limit = (
            LATE_MOVE_LIMITS[depth]
            if static is not None and depth < len(LATE_MOVE_LIMITS)
            else MAX_MOVES
        )
        cells = board.cells
        king = board.kings[board.turn]
        best_move = 0
        # Legal moves met so far: a move's index in the ordered list of legal moves.
        index = 0
        for move in self.moves_in_order(board, ply, table_move, futile, in_check):
            quiet = not cells[move >> 7 & 127] and move >> 14 < 2
            if quiet and index > quiet_limit:
                # Every later quiet move is pruned too, legal or not.
                continue
            board.push(move)
            try:
                # In check every move is legal (see moves_in_order).
                if (
                    not in_check
                    and can_expose_king(move, king)
                    and not board.leaves_king_safe()
                ):
                    continue
                if not best_move:
                    best_move = move
                if index == 0:
                    score = -self.pvs(board, depth - 1, -beta, -alpha, ply + 1, True)
                else:
                    reduction = (
                        1
                        if depth >= 2
                        and index >= FULL_DEPTH_MOVES
                        and quiet
                        and not in_check
                        else 0
                    )
                    score = -self.pvs(
                        board, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, True
                    )
                    if score > alpha and (reduction or score < beta):
                        score = -self.pvs(
                            board, depth - 1, -beta, -alpha, ply + 1, True
                        )
            finally:
                board.pop()
            index += 1
            if score > best_score:
                best_score, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if quiet:
                            self.remember_cutoff(move, depth, ply)
                        break
        if not index:
            if futile:
                return best_score if board.legal_moves() else self.draw_score(board)
            return -MATE + ply if in_check else self.draw_score(board)
        if best_score >= beta:
            flag = LOWER
        elif best_score > original_alpha:
            flag = EXACT
        else:
            flag = UPPER
        self.store(board, depth, best_score, flag, best_move, ply)
        return best_score

    def moves_in_order(self, board, ply: int, table_move: int, futile, in_check):
        """The node's moves, best first, some of them illegal (the caller checks each after
        `push`): the table's move before any other is generated, since it often ends the
        search of the node on its own. In check only legal moves; when `futile` only
        captures and promotions."""
        played = (
            not in_check and table_move and could_be_played(board, table_move, futile)
        )
        if played:
            yield table_move
        if in_check:
            moves = board.legal_moves()
        elif futile:
            moves = board.pseudo_legal_captures()
        elif table_move and not played:
            # A table move that only generation vouches for (castling, or a key
            # collision) still goes first.
            moves = board.pseudo_legal_captures() + board.pseudo_legal_quiets()
        else:
            yield from self.staged_moves(board, ply, table_move)
            return
        for move in self.order(board, moves, ply, table_move):
            if not played or move != table_move:
                yield move

    def staged_moves(self, board, ply: int, played: int):
        """After the table's move `played` (or none), the moves in `order`'s order, the
        quiet ones generated only when reached: captures and promotions, the killers,
        captures that likely lose material, then the quiet moves. Most nodes end before
        the quiet moves (64% of those that generate moves, at the bot's 1,700 nodes)."""
        captures = self.keyed(board, board.pseudo_legal_captures(), ply, played)
        for key, move in captures:
            if key < CAPTURE_KEY:
                break
            if move != played:
                yield move
        killers = [
            killer
            for killer in self.killers[ply]
            if killer and killer != played and board.allows_quiet(killer)
        ]
        yield from killers
        for key, move in captures:
            if key < CAPTURE_KEY and move != played:
                yield move
        for move in self.order(board, board.pseudo_legal_quiets(), ply, played):
            if move != played and move not in killers:
                yield move

    def quiesce(self, board, alpha: int, beta: int, ply: int, in_check=True) -> int:
        """Captures and promotions until the position is quiet. `in_check`: whether the
        side to move may be in check (the frontier of `pvs` knows)."""
        self.nodes += 1
        if self.nodes >= self.next_poll:
            self.poll()
        stand_pat = self.evaluate(board)
        if stand_pat >= beta:
            return stand_pat
        if stand_pat > alpha:
            alpha = stand_pat
        cells = board.cells
        captures = board.pseudo_legal_captures()
        if not captures:
            return alpha
        scored = []
        for move in captures:
            victim = PIECE_VALUES[cells[move >> 7 & 127] & 7]
            kind = move >> 14
            if kind == 2:
                victim = PIECE_VALUES[PAWN]
            elif kind >= 4:
                victim += PIECE_VALUES[kind - 2] - PIECE_VALUES[PAWN]
            if stand_pat + victim + DELTA_MARGIN < alpha:
                continue
            attacker = cells[move & 127] & 7
            # A capture by a more valuable piece onto a defended cell likely loses material.
            if PIECE_VALUES[
                attacker
            ] > victim + LOSING_CAPTURE_MARGIN and board.is_attacked(
                move >> 7 & 127, board.turn ^ 1
            ):
                continue
            scored.append((victim * 8 - attacker, move))
        scored.sort(reverse=True)
        king = board.kings[board.turn]
        for _, move in scored:
            board.push(move)
            try:
                if (
                    in_check or can_expose_king(move, king)
                ) and not board.leaves_king_safe():
                    continue
                score = -self.quiesce(board, -beta, -alpha, ply + 1)
            finally:
                board.pop()
            if score > alpha:
                alpha = score
                if alpha >= beta:
                    break
        return alpha

    def evaluate(self, board) -> int:
        """The static evaluation, remembered by position: iterative deepening reaches the
        same frontier positions again at every depth."""
        score = self.evaluations.get(board.hash)
        if score is None:
            score = self.evaluations[board.hash] = evaluate(board)
        return score

    def table_move(self, board) -> int:
        entry = self.table[board.hash & TABLE_MASK]
        return entry[3] if entry[4] == board.hash else 0

    def store(self, board, depth: int, score: int, flag: int, move: int, ply: int):
        key = board.hash
        self.table[key & TABLE_MASK] = (depth, to_table(score, ply), flag, move, key)

    def remember_cutoff(self, move: int, depth: int, ply: int) -> None:
        killers = self.killers[ply]
        if killers[0] != move:
            killers[1] = killers[0]
            killers[0] = move
        self.history[move] = self.history.get(move, 0) + depth * depth

    def order(self, board, moves: list, ply: int, table_move: int) -> list:
        return [move for _, move in self.keyed(board, moves, ply, table_move)]

    def keyed(self, board, moves: list, ply: int, table_move: int) -> list:
        """(ordering key, move) for each of `moves`, highest key first (see the keys at the
        top of this module)."""
        cells = board.cells
        first_killer, second_killer = self.killers[ply]
        history = self.history
        square_values = MIDDLEGAME_SQUARE_VALUES
        keyed = []
        for move in moves:
            if move == table_move:
                key = TABLE_MOVE_KEY
            else:
                victim = cells[move >> 7 & 127]
                kind = move >> 14
                if kind == 3:
                    victim = 0
                elif kind == 2:
                    victim = PAWN
                if victim or kind >= 4:
                    attacker = cells[move & 127] & 7
                    key = (
                        PIECE_VALUES[victim & 7] * 8
                        + (PIECE_VALUES[kind - 2] if kind >= 4 else 0)
                        - attacker
                    )
                    if (
                        kind < 4
                        and PIECE_VALUES[attacker]
                        > PIECE_VALUES[victim & 7] + LOSING_CAPTURE_MARGIN
                        and board.is_attacked(move >> 7 & 127, board.turn ^ 1)
                    ):
                        # A more valuable piece taking a defended one: after killers.
                        key += LOSING_CAPTURE_KEY
                    else:
                        key += CAPTURE_KEY
                elif move == first_killer:
                    key = KILLER_KEYS[0]
                elif move == second_killer:
                    key = KILLER_KEYS[1]
                elif kind == 3:
                    # Castling (king takes own rook): what king and rook gain on the
                    # cells they end on.
                    king, rook = move & 127, move >> 7 & 127
                    back_rank = king - king % 10
                    king_to, rook_to = (
                        (back_rank + 3, back_rank + 4)
                        if rook < king
                        else (back_rank + 7, back_rank + 6)
                    )
                    king_code, rook_code = cells[king] << 7, cells[rook] << 7
                    key = (
                        history.get(move, 0) * HISTORY_WEIGHT
                        + square_values[king_code | king_to]
                        - square_values[king_code | king]
                        + square_values[rook_code | rook_to]
                        - square_values[rook_code | rook]
                    )
                else:
                    # Quiet moves never tried here yet still come in a sensible order
                    # (late ones are reduced or pruned): by the placement they gain.
                    piece = cells[move & 127] << 7
                    key = (
                        history.get(move, 0) * HISTORY_WEIGHT
                        + square_values[piece | move >> 7 & 127]
                        - square_values[piece | move & 127]
                    )
            keyed.append((key, move))
        keyed.sort(reverse=True)
        return keyed


def could_be_played(board, move: int, futile) -> bool:
    """Whether a table move may be played before the node's moves are generated: a
    move of the side to move's piece onto an empty or enemy cell (a key collision must not
    corrupt the board), neither castling (whose legality only generation checks) nor en
    passant onto another cell, and when `futile` a capture or promotion."""
    cells = board.cells
    side = board.turn
    kind = move >> 14
    target = move >> 7 & 127
    if cells[move & 127] not in OWN_PIECES[side] or kind == CASTLING:
        return False
    if kind == EN_PASSANT:
        return target == board.en_passant
    if cells[target] in CAPTURABLE[side]:
        return True
    return cells[target] == EMPTY and (not futile or kind >= 4)


def can_expose_king(move: int, king: int) -> bool:
    """Whether `move` can leave its side's king (on cell `king`) attacked when the king is
    not in check now: a king move, en passant (two pawns leave a rank), or a move from a
    cell on a line through the king, which may uncover an attack along it."""
    origin = move & 127
    return (
        origin == king
        or move >> 14 == EN_PASSANT
        or origin - king in DIRECTION_OF_DELTA
    )


def has_non_pawn_material(board) -> bool:
    """Whether the side to move has a piece besides king and pawns (null-move pruning is
    unsound in pawn endings, where passing would often be best)."""
    cells = board.cells
    for cell in board.occupied[board.turn]:
        if cells[cell] & 7 in NON_PAWN_PIECES:
            return True
    return False


def to_table(score: int, ply: int) -> int:
    if score > MATE_BOUND:
        return score + ply
    if score < -MATE_BOUND:
        return score - ply
    return score


def from_table(score: int, ply: int) -> int:
    if score > MATE_BOUND:
        return score - ply
    if score < -MATE_BOUND:
        return score + ply
    return score
