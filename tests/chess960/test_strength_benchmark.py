"""The strength benchmark measures what the arena would: the engines behind the bridges see
each game's whole history, matches run at the arena's limits unless told otherwise (and
then say so), and intervals and start positions are counted per seed."""

import argparse
import io
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import chess
import pytest

from benchmarks import chess_strength
from bundler.arena.arenas.chess960 import referee as chess960_referee
from bundler.arena.arenas.judge_chess import referee as judge_referee
from bundler.arena.transcript import Transcript, write_transcript
from bundler.arena.turns import Turn

RANDOM_BOT = Path(__file__).parents[1] / "arena" / "bots" / "chess960_random.py"


class ScriptedEngine:
    """Stands in for a UCI engine: plays the given moves and keeps every board it saw."""

    def __init__(self, moves: list[str]) -> None:
        self.moves = iter(moves)
        self.boards: list[chess.Board] = []

    def play(self, board: chess.Board, limit: chess.engine.Limit) -> SimpleNamespace:
        self.boards.append(board.copy())
        return SimpleNamespace(move=board.parse_uci(next(self.moves)))


def run_bridge(monkeypatch, bridge, engine: ScriptedEngine, lines: list[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{x}\n" for x in lines)))
    with pytest.raises(EOFError):  # the end of input, as when the referee closes it
        bridge(engine)


def chess960_turn(board: chess.Board, last_move: str, game: int) -> list[str]:
    """The inputs the bridge asks for (fen lastmove draw game), as the referee sends them."""
    return [chess960_referee.fen(board), last_move, "0", str(game)]


def test_chess960_bridge_keeps_the_history_while_castling_rights_remain(
    monkeypatch, capsys
):
    # Seed 1 starts NBQRBKNR: castling field `DHdh`, which python-chess's own FEN writes
    # differently (`KQkq`, or `HDhd` with shredder=True).
    referee = chess960_referee.start_board(1)
    assert chess960_referee.fen(referee).split()[2] == "DHdh"
    lines = list(chess960_referee.CONSTANTS) + chess960_turn(referee, "none", 1)
    game_1 = ["g1f3", "f3g1", "g1f3", "f3g1"]  # the bridge is White
    for move, reply in zip(game_1, ["g8f6", "f6g8", "g8f6"]):
        referee.push_uci(move)
        referee.push_uci(reply)
        lines += chess960_turn(referee, reply, 1)
    # Its last move repeats the start a third time: the referee ends game 1 there.
    referee = chess960_referee.start_board(1)
    game_2 = ["g8f6", "f6g8", "g8f6"]  # the bridge is Black
    for move, reply in zip([None, *game_2], ["g1f3", "f3g1", "g1f3"]):
        if move is not None:
            referee.push_uci(move)
        referee.push_uci(reply)
        lines += chess960_turn(referee, reply, 2)
    engine = ScriptedEngine(game_1 + game_2)
    run_bridge(
        monkeypatch,
        lambda engine: chess_strength.bridge_chess960(engine, 0.03),
        engine,
        lines,
    )
    printed = capsys.readouterr().out.split()
    assert printed == chess_strength.CHESS960_INPUTS.split() + game_1 + game_2
    assert [len(board.move_stack) for board in engine.boards] == [0, 2, 4, 6, 1, 3, 5]
    # 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6: the engine sees the position's second time.
    assert engine.boards[3].is_repetition(2)
    assert chess960_referee.fen(engine.boards[3]).split()[2] == "DHdh"
    assert engine.boards[-1].is_repetition(2)


def judge_plays(board: chess.Board, text: str) -> None:
    board.push(judge_referee.find_move(board, text, chess_strength.JUDGE_RULES))


def judge_turn(board: chess.Board, reported: str) -> str:
    return f"{reported} 600 600 {board.fen(en_passant='fen')}"


def test_judge_bridge_keeps_the_history_through_castling_reports(monkeypatch, capsys):
    """The judge reports castling as O-O and writes its FEN with `fen(en_passant="fen")`."""
    ours = ["e2e4", "g1f3", "f1c4", "e1g1", "d2d3"]
    printed = ["e2e4", "g1f3", "f1c4", "O-O", "d2d3"]
    theirs = iter(["e7e5", "g8f6", "f8c5", "O-O"])
    referee = chess.Board()
    lines = ["white", judge_turn(referee, "NONE")]
    for text in printed[:-1]:
        judge_plays(referee, text)
        reply = next(theirs)
        judge_plays(referee, reply)
        lines += ["A 590", judge_turn(referee, reply)]
    engine = ScriptedEngine(ours)
    monkeypatch.setattr(
        "sources.judge_chess.protocol.budget_for_move",
        lambda started, clock: SimpleNamespace(deadline=started + 0.01),
    )
    run_bridge(monkeypatch, chess_strength.bridge_judge, engine, lines)
    assert capsys.readouterr().out.split() == printed
    assert [len(board.move_stack) for board in engine.boards] == [0, 2, 4, 6, 8]
    assert engine.boards[-1].fen() == referee.fen()


def test_a_bridge_starting_as_black_has_the_start_in_its_history():
    referee = chess960_referee.start_board(1)
    referee.push_uci("g1f3")
    board = chess_strength.follow_chess960_game(
        None, "g1f3", chess960_referee.fen(referee)
    )
    assert board.move_stack == [chess.Move.from_uci("g1f3")]
    after_e4 = chess.Board()
    after_e4.push_uci("e2e4")
    board = chess_strength.follow_judge_game(
        None, "e2e4", after_e4.fen(en_passant="fen")
    )
    assert board.move_stack == after_e4.move_stack


def test_a_bridge_that_loses_the_referees_position_stops():
    board = chess.Board()
    with pytest.raises(chess_strength.LostHistory):
        chess_strength.follow_judge_game(board, "e2e4", chess.STARTING_FEN)


def benchmark_arguments(time_factor: float = 1.0) -> argparse.Namespace:
    return argparse.Namespace(seed=1, jobs=1, time_factor=time_factor)


def runner_command(monkeypatch, tmp_path, arguments) -> list[str]:
    commands = []
    monkeypatch.setattr(
        subprocess, "run", lambda command, **options: commands.append(command)
    )
    chess_strength.play_match("chess960", "ours", "theirs", 10, arguments, tmp_path)
    return commands[0]


def test_matches_run_at_the_arenas_limits_unless_relaxed_explicitly(
    monkeypatch, tmp_path
):
    assert "--time-factor" not in runner_command(
        monkeypatch, tmp_path, benchmark_arguments()
    )
    relaxed = runner_command(monkeypatch, tmp_path, benchmark_arguments(4))
    assert relaxed[relaxed.index("--time-factor") + 1] == "4"
    # Stockfish's own time leaves room for the bridge inside the referee's 50 ms.
    assert chess_strength.CHESS960_ENGINE_SECONDS < chess960_referee.MOVE_TIME


def test_a_dry_run_plays_at_50_ms_and_reports_it_unflagged(tmp_path):
    """Two random bots through the benchmark's own runner command, one seed."""
    out = tmp_path / "dry"
    bot = f"{sys.executable} {RANDOM_BOT}"
    chess_strength.play_match("chess960", bot, bot, 1, benchmark_arguments(), out)
    transcript = next(out.glob("game-*.txt")).read_text()
    assert "limits: first turn 1000 ms, then 50 ms\n" in transcript
    assert chess_strength.time_factor_of(out) == 1


def write_match(
    out: Path, rows: list[tuple[int, str, str, str]], factor: float
) -> None:
    """A games.tsv of chess960 runner games (seed, seats, summary, faults) and our
    transcript of each (its configuration, then one answer of 40 ms), played with the
    limits times `factor`."""
    out.mkdir()
    table = "game\tseed\tseats\tscores\tsummary\tfaults\n"
    limits = "first turn 1000 ms, then 50 ms" + (
        f" (x{factor:g})" if factor != 1 else ""
    )
    for number, (seed, seats, summary, faults) in enumerate(rows, 1):
        table += f"{number}\t{seed}\t{seats}\t0 0\t{summary}\t{faults}\n"
        seat = seats.split().index("A")
        turns = [
            Turn(1, chess960_referee.CONSTANTS, 1.0, answer="fen", elapsed=0.2),
            Turn(2, ("fen",), 0.05, answer="e2e4", elapsed=0.04),
        ]
        transcript = Transcript(
            arena="chess960",
            referee="chess960",
            seat=seat,
            seats=2,
            seed=seed,
            bot="ours",
            nodes=None,
            limits=limits,
            turns=turns,
        )
        write_transcript(out / f"game-{number:04d}-seat{seat}-A.txt", transcript)
    (out / "games.tsv").write_text(table)


WON_AS_WHITE = (
    "game 1: seat 0 (white) wins by checkmate; game 2: seat 0 (black) wins by checkmate"
)


def test_report_counts_start_positions_groups_and_faults(tmp_path):
    out = tmp_path / "chess960-1600"
    write_match(
        out,
        [
            (5, "A B", WON_AS_WHITE, ""),
            (
                5,
                "B A",
                "game 1: draw (stalemate); game 2: seat 1 (white) wins by checkmate",
                "",
            ),
            (
                6,
                "A B",
                "game 1: seat 0 (white) wins by checkmate;"
                " seat 0 loses the match: game 2: no answer",
                "A timeout: no answer within 51 ms; killed",
            ),
            (6, "B A", WON_AS_WHITE, ""),
        ],
        factor=1,
    )
    tally = chess_strength.chess_game_points(out, 2)
    # Our timeout loses its whole match, the game won before it too.
    assert dict(tally.points) == {5: [1.0, 1.0, 0.5, 1.0], 6: [0.0, 0.0, 0.0, 0.0]}
    assert (tally.our_faults, tally.their_faults) == (1, 0)
    row = chess_strength.match_row("chess960-1600", out, chess960_referee, 2, 0.05)
    games, wins, draws, losses, score, margin, positions = row.split()[1:8]
    assert (games, wins, draws, losses, score) == ("8", "3", "1", "4", "43.8")
    assert positions == str(len({chess960_referee.back_rank(s) for s in (5, 6)}))
    assert "RELAXED" not in row


def test_report_flags_a_run_at_relaxed_limits(tmp_path):
    out = tmp_path / "chess960-1350"
    write_match(out, [(5, "A B", WON_AS_WHITE, "")], factor=4)
    assert chess_strength.time_factor_of(out) == 4
    row = chess_strength.match_row("chess960-1350", out, chess960_referee, 2, 0.05)
    assert row.endswith("RELAXED LIMITS x4")
