"""What the chess arenas share: python-chess boards as grid strings and move frames."""

from __future__ import annotations

import chess

from .model import Answer, Frame, Layout

LAYOUT = Layout("squares", "abcdefgh", "87654321", ("white", "black"))


def grid(board: chess.Board) -> str:
    """64 characters, a8 to h8 first and a1 to h1 last: the piece letter or '.'."""
    return "".join(
        (piece.symbol() if (piece := board.piece_at(chess.square(file, rank))) else ".")
        for rank in reversed(range(8))
        for file in range(8)
    )


def move_frame(
    board: chess.Board,
    move: chess.Move,
    seat: int | None,
    answers: list[Answer],
    note: str = "",
) -> Frame:
    """Play `move` on `board` and return the frame after it: SAN with the move number
    (`O-O`, `exd8=Q+`), the move's squares marked (king and rook for a castling) and the
    king in check."""
    number = f"{board.fullmove_number}{'.' if board.turn == chess.WHITE else '...'}"
    text = f"{number} {board.san(move)}"
    marked = [move.from_square, move.to_square]
    if board.is_castling(move):
        # Chess960 castlings are stored as king takes rook, standard ones as the king's
        # two steps: mark both pieces' squares before and after either way.
        rank = chess.square_rank(move.from_square)
        kingside = board.is_kingside_castling(move)
        rook = move.to_square
        if board.color_at(rook) != board.turn:
            rook = chess.square(7 if kingside else 0, rank)
        marked = [move.from_square, rook]
        marked += [chess.square(6 if kingside else 2, rank)]
        marked += [chess.square(5 if kingside else 3, rank)]
        text += f" (castling, {move.uci()})"
    elif move.promotion:
        text += f" (promotes to a {chess.piece_name(move.promotion)})"
    board.push(move)
    marks: dict[str, list[str]] = {
        "move": [chess.square_name(square) for square in dict.fromkeys(marked)]
    }
    if board.is_check():
        marks["check"] = [chess.square_name(board.king(board.turn))]
    return Frame(grid(board), text, seat, marks, answers, note)
