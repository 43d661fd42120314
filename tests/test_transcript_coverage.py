"""The golden transcripts cover what bots most often get wrong: every seat, STEAL, eliminations,
castling on both wings, promotions, draws, draw offers. Positions are read with python-chess.
(The judge's games all start from the standard position and end in mates before any pawn
promotes; promotions are covered by chess960's.)"""

from __future__ import annotations

from pathlib import Path

import chess
import pytest

from bundler.arena.transcript import Transcript, read_transcript

TRANSCRIPTS = Path(__file__).parent / "transcripts"


def transcripts(arena: str) -> list[Transcript]:
    return [
        read_transcript(path)
        for path in sorted((TRANSCRIPTS / arena).glob("*game-*.txt"))
    ]


def answers(transcript: Transcript) -> list[str]:
    return [turn.answer for turn in transcript.turns if turn.answer is not None]


def received(transcript: Transcript) -> list[str]:
    return [line for turn in transcript.turns for line in turn.lines]


def chess960_moves(transcript: Transcript) -> list[tuple[chess.Board, chess.Move]]:
    """(position, move) for every move the bot played, from the FEN it was sent."""
    played = []
    for turn in transcript.turns:
        fens = [line for line in turn.lines if line.count("/") == 7]
        if fens and turn.answer and turn.answer not in ("draw", "resign"):
            board = chess.Board(fens[0], chess960=True)
            played.append(
                (board, chess.Move.from_uci(turn.answer.split()[0].rstrip("=")))
            )
    return played


def castles(side: str, played) -> bool:
    return any(
        board.is_castling(move)
        and (
            board.is_kingside_castling(move)
            if side == "king"
            else board.is_queenside_castling(move)
        )
        for board, move in played
    )


COVERAGE = {
    "connect4": {
        "both seats": lambda ts: {t.seat for t in ts} == {0, 1},
        "STEAL": lambda ts: any(
            a.upper() in ("STEAL", "-2") for t in ts for a in answers(t)
        ),
    },
    "knights": {
        "every seat": lambda ts: {t.seat for t in ts} == {0, 1, 2},
        "eliminations": lambda ts: any(
            line.split()[1:2] == ["0"]
            for t in ts
            for line in received(t)
            if line[:2] in ("r ", "g ", "b ")
        ),
    },
    "chess960": {
        "both seats": lambda ts: {t.seat for t in ts} == {0, 1},
        "castling king side": lambda ts: any(
            castles("king", chess960_moves(t)) for t in ts
        ),
        "castling queen side": lambda ts: any(
            castles("queen", chess960_moves(t)) for t in ts
        ),
        "promotions": lambda ts: any(
            move.promotion for t in ts for _, move in chess960_moves(t)
        ),
        "draws": lambda ts: any("draw" in t.result for t in ts),
        "draw offers": lambda ts: any(
            a.split()[0].endswith("=") for t in ts for a in answers(t)
        ),
    },
    "judge-chess": {
        "both seats": lambda ts: {t.seat for t in ts} == {0, 1},
        "castling both wings": lambda ts: {"O-O", "O-O-O"}
        <= {a for t in ts for a in answers(t)},
    },
    "lousy-chess": {
        "many games": lambda ts: len(ts) >= 20,
        "draws": lambda ts: any(
            received_line == "draw" for t in ts for received_line in answers(t)
        ),
    },
}


@pytest.mark.parametrize(
    "arena, feature",
    [(arena, feature) for arena, features in COVERAGE.items() for feature in features],
)
def test_golden_set_covers(arena, feature):
    recorded = transcripts(arena)
    assert len(recorded) >= 20, f"{arena}: the golden set needs at least 20 games"
    assert COVERAGE[arena][feature](recorded), f"{arena}: no transcript shows {feature}"
