"""Randomized cross-check against python-chess at every ply of seeded random games: the full
legal move set, the FEN, and the draw state as the chess960 referee applies it.

By default 100 games run; `CHESSCORE_RANDOM_GAMES=1000 pytest tests/chesscore` runs 1,000.
"""

import collections
import os
import random

import chess
import pytest

from bundler.arena.referees.javarandom import JavaRandom
from sources.chesscore import board as rules
from sources.chesscore.board import Board, chess960_start_fen
from sources.chesscore.tables import CASTLING

GAMES = int(os.environ.get("CHESSCORE_RANDOM_GAMES", "100"))
GAMES_PER_CASE = 20
RECENT_PLIES = 8


def shredder_fen(oracle: chess.Board) -> str:
    """python-chess's FEN with castling rook files ascending per side (the referee's style) and
    the en-passant square after every double push."""
    fields = oracle.fen(en_passant="fen").split()
    rooks = oracle.castling_rights
    white = "".join(
        chess.FILE_NAMES[chess.square_file(sq)]
        for sq in chess.scan_forward(rooks & chess.BB_RANK_1)
    )
    black = "".join(
        chess.FILE_NAMES[chess.square_file(sq)]
        for sq in chess.scan_forward(rooks & chess.BB_RANK_8)
    )
    fields[2] = (white.upper() + black) or "-"
    return " ".join(fields)


def referee_key(oracle: chess.Board) -> tuple:
    """The referee's repetition key: FEN without clocks; the en-passant square counts only
    when a pawn of the side to move stands beside the pawn that advanced two squares."""
    ep = oracle.ep_square
    if ep is not None:
        pushed = ep + (8 if oracle.turn == chess.BLACK else -8)
        beside = [
            sq
            for sq in (pushed - 1, pushed + 1)
            if chess.square_rank(sq) == chess.square_rank(pushed)
            and oracle.piece_at(sq) == chess.Piece(chess.PAWN, oracle.turn)
        ]
        if not beside:
            ep = None
    return (oracle.board_fen(), oracle.turn, oracle.castling_rights, ep)


def referee_insufficient(oracle: chess.Board) -> bool:
    """The referee's file-major scan comparing each minor piece with the first one found."""
    first = None
    for file in range(8):
        for rank in range(8):
            piece = oracle.piece_at(chess.square(file, rank))
            if piece is None or piece.piece_type == chess.KING:
                continue
            if piece.piece_type in (chess.PAWN, chess.ROOK, chess.QUEEN):
                return False
            if first is None:
                first = (piece, (file + rank) % 2)
                continue
            first_piece, first_colour = first
            if (
                first_piece.color != piece.color
                and piece.piece_type == chess.BISHOP
                and first_piece.piece_type == chess.BISHOP
                and (file + rank) % 2 == first_colour
            ):
                continue
            return False
    return True


def referee_outcome(oracle: chess.Board, keys: list):
    if not any(oracle.legal_moves):
        return rules.CHECKMATE if oracle.is_check() else rules.STALEMATE
    if keys[:-1].count(keys[-1]) >= 2:
        return rules.THREEFOLD
    if referee_insufficient(oracle):
        return rules.INSUFFICIENT
    if oracle.halfmove_clock >= 100:
        return rules.FIFTY_MOVES
    if oracle.ply() >= 250:
        return rules.MAX_MOVES
    return None


def start_fen(game: int) -> str:
    """Every other game standard chess, the rest CodinGame Chess960 starts."""
    seed = 0 if game % 2 == 0 else game
    return chess960_start_fen(seed, JavaRandom(seed))


def play_and_compare(game: int) -> int:
    rng = random.Random(game)
    fen = start_fen(game)
    board = Board(fen)
    oracle = chess.Board(fen, chess960=True)
    keys = [referee_key(oracle)]
    # The quiet moves of the last plies' positions, either side's: killers to try here.
    recent_quiets = collections.deque(maxlen=RECENT_PLIES)
    plies = 0
    while True:
        expected = sorted(move.uci() for move in oracle.legal_moves)
        ours = board.legal_moves()
        assert sorted(board.uci(move) for move in ours) == expected, board.fen()
        assert board.fen() == shredder_fen(oracle)
        assert board.is_check() == oracle.is_check()
        captures_and_promotions = board.pseudo_legal_captures()
        captures = safe_moves(board, captures_and_promotions)
        assert sorted(board.uci(m) for m in captures) == sorted(
            m.uci() for m in oracle.legal_moves if oracle.is_capture(m) or m.promotion
        ), board.fen()
        if not oracle.is_check():
            quiets = board.pseudo_legal_quiets()
            assert sorted(
                safe_moves(board, captures_and_promotions + quiets)
            ) == sorted(ours), board.fen()
            assert not set(quiets) & set(captures_and_promotions), board.fen()
            # A killer found in another position is tried here when it is among the
            # quiet moves, and only then.
            for move in {move for quiets_then in recent_quiets for move in quiets_then}:
                assert board.allows_quiet(move) == (move in quiets), (
                    board.fen(),
                    board.uci(move),
                )
            recent_quiets.append([move for move in quiets if move >> 14 != CASTLING])
        # The placement sum kept through every push equals the sum of a fresh board.
        assert board.placement == Board(board.fen()).placement, board.fen()
        outcome = board.outcome()
        assert outcome == referee_outcome(oracle, keys), board.fen()
        if outcome is not None:
            return plies
        # Half of the games prefer captures, so that bare endings, fifty-move draws and repetitions
        # are reached more often than by uniform choice.
        captures = [move for move in ours if board.is_capture(move)]
        if game % 4 >= 2 and captures and rng.random() < 0.8:
            choice = rng.choice(captures)
        else:
            choice = rng.choice(ours)
        board.push(choice)
        oracle.push(chess.Move.from_uci(board.uci(choice)))
        keys.append(referee_key(oracle))
        plies += 1


def safe_moves(board: Board, moves: list) -> list:
    """The `moves` that leave the mover's king safe."""
    safe = []
    for move in moves:
        board.push(move)
        if board.leaves_king_safe():
            safe.append(move)
        board.pop()
    return safe


@pytest.mark.parametrize("first_game", range(0, GAMES, GAMES_PER_CASE))
def test_random_games_agree_with_python_chess(first_game):
    for game in range(first_game, min(first_game + GAMES_PER_CASE, GAMES)):
        board_plies = play_and_compare(game)
        assert board_plies > 0


def test_push_pop_restores_everything():
    rng = random.Random(7)
    board = Board(start_fen(3))
    for _ in range(60):
        before = (
            board.fen(),
            board.hash,
            board.placement,
            list(board.cells),
            [set(s) for s in board.occupied],
        )
        moves = board.legal_moves()
        if not moves:
            break
        for move in moves:
            board.push(move)
            board.pop()
            assert (
                board.fen(),
                board.hash,
                board.placement,
                board.cells,
                board.occupied,
            ) == before
        board.push(rng.choice(moves))


def test_incremental_hash_equals_hash_of_parsed_fen():
    rng = random.Random(11)
    board = Board(start_fen(5))
    for _ in range(120):
        moves = board.legal_moves()
        if not moves:
            break
        board.push(rng.choice(moves))
        assert board.hash == Board(board.fen()).hash
