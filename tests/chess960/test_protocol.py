"""The chess960 bot as a process, driven through a two-game match like the CodinGame referee
does, with python-chess judging every answer."""

import os
import random
import subprocess
import sys
import time

import chess
import pytest

from bundler.arena.referees.javarandom import JavaRandom
from sources.chess960 import protocol
from sources.chesscore.board import Board, chess960_start_fen
from sources.chesscore.search import SearchResult
from sources.chesscore.tables import CASTLING

PLIES_PER_GAME = 40


class Bot:
    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "sources.chess960"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def ask(self, lines: list) -> str:
        self.process.stdin.write("\n".join(lines) + "\n")
        self.process.stdin.flush()
        return self.process.stdout.readline().rstrip("\n")

    def close(self) -> int:
        self.process.stdin.close()
        rest = self.process.stdout.read()
        assert rest == ""
        return self.process.wait(timeout=10)


def play_game(
    bot: Bot, fen: str, number: int, bot_is_white: bool, rng: random.Random
) -> int:
    oracle = chess.Board(fen, chess960=True)
    ours = Board(fen)
    last_move = "none"
    bot_moves = 0
    for _ in range(PLIES_PER_GAME):
        if oracle.is_game_over():
            break
        if (oracle.turn == chess.WHITE) == bot_is_white:
            answer = bot.ask([last_move, "0", str(number), ours.fen()])
            assert answer not in ("random", "draw", "resign")
            # `move=` offers a draw with the move: the bot does when it finds itself
            # clearly worse, which a short search under load can
            move = chess.Move.from_uci(answer.removesuffix("="))
            assert move in oracle.legal_moves, (ours.fen(), answer)
            bot_moves += 1
        else:
            move = rng.choice(sorted(oracle.legal_moves, key=chess.Move.uci))
        last_move = move.uci()
        oracle.push(move)
        ours.push(ours.parse_uci(last_move))
    return bot_moves


def test_configuration_turn_names_the_inputs():
    bot = Bot()
    reply = bot.ask(["2", "crazyHouse 0", "maxMoves 125"])
    assert set(reply.split()) >= {"fen", "lastmove", "draw", "game"}
    # The FEN last: nothing else can pass for it, so no lost or repeated line goes unseen.
    assert reply.split()[-1] == "fen"
    assert bot.close() == 0


def test_two_game_match_with_colours_swapped():
    for seed in (0, 1, 577):
        fen = chess960_start_fen(seed, JavaRandom(seed))
        rng = random.Random(seed)
        bot = Bot()
        assert (
            bot.ask(["2", "crazyHouse 0", "maxMoves 125"]) == "lastmove draw game fen"
        )
        assert play_game(bot, fen, 1, True, rng) > 0
        assert play_game(bot, fen, 2, False, rng) > 0
        assert bot.close() == 0


START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1"


class ScriptedSearcher:
    """Stands in for the search: picks the first legal move `pick` accepts, with a fixed score."""

    def __init__(self, pick, score: int = 0) -> None:
        self.pick = pick
        self.score = score

    def choose(self, board, budget, avoid=frozenset()) -> SearchResult:
        move = next(move for move in board.legal_moves() if self.pick(move))
        return SearchResult(move, self.score, 1, 1)


def test_castles_as_king_takes_rook():
    game = protocol.Game(1, Board(START), None)
    game.searcher = ScriptedSearcher(lambda move: move >> 14 == CASTLING)
    assert game.answer(Board("4k3/8/8/8/8/8/8/R3K2R w AH - 0 1"), False, 0.0) in (
        "e1a1",
        "e1h1",
    )
    assert game.answer(Board("rk6/8/8/8/8/8/8/RK6 w A - 0 1"), False, 0.0) == "b1a1"


def test_draws_are_accepted_and_offered_only_when_clearly_worse():
    game = protocol.Game(1, Board(START), None)
    game.searcher = ScriptedSearcher(lambda move: True, protocol.DRAW_WORTHY_SCORE)
    assert game.answer(Board(START), True, 0.0) == "draw"
    assert game.answer(Board(START), False, 0.0).endswith("=")
    game.searcher = ScriptedSearcher(lambda move: True, protocol.DRAW_WORTHY_SCORE + 1)
    for offered in (True, False):
        answer = game.answer(Board(START), offered, 0.0)
        assert Board(START).parse_uci(answer) is not None


def test_history_carries_repetitions_across_turns():
    game = protocol.Game(1, Board(START), ScriptedSearcher(lambda move: True))
    game.answer(Board(START), False, 0.0)
    assert game.history[0] == Board(START).hash
    assert len(game.history) == 2


def test_black_remembers_the_start_position_it_did_not_see():
    start = "nbqrbknr/pppppppp/8/8/8/8/PPPPPPPP/NBQRBKNR w DHdh - 0 1"
    after_first_move = "nbqrbknr/pppppppp/8/8/8/5N2/PPPPPPPP/NBQRBK1R b DHdh - 1 1"
    game = protocol.Game(2, Board(after_first_move), None)
    assert game.history == [Board(start).hash]


def test_fixed_node_budget_gives_the_same_answers(monkeypatch):
    monkeypatch.setenv("ARENA_NODES", "1500")
    fen = chess960_start_fen(577, JavaRandom(577))
    games = []
    for _ in range(2):
        bot = Bot()
        bot.ask(["2", "crazyHouse 0", "maxMoves 125"])
        oracle = chess.Board(fen, chess960=True)
        last_move, answers = "none", []
        for _ in range(6):
            answer = bot.ask([last_move, "0", "1", oracle.fen(en_passant="fen")])
            answers.append(answer)
            oracle.push(chess.Move.from_uci(answer))
            if oracle.is_game_over():
                break
            reply = sorted(oracle.legal_moves, key=chess.Move.uci)[0]
            oracle.push(reply)
            last_move = reply.uci()
        assert bot.close() == 0
        games.append(answers)
    assert games[0] == games[1]


def run_bot(lines: list) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "sources.chess960"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "ARENA_NODES": "50"},
    )


def test_a_repeated_draw_line_is_caught_before_answering():
    """With the FEN last, a draw offer sent twice reads as game 1 and then a FEN of `1`:
    the turn is never answered a line early."""
    turn = ["none", "1", "1", START]
    result = run_bot(["2", "crazyHouse 0", "maxMoves 125"] + turn[:2] + turn[1:])
    assert result.stdout.splitlines() == ["lastmove draw game fen"]
    (error,) = result.stderr.splitlines()
    assert error.startswith("chess960: bad input, stopping: input line 7: board color")


@pytest.mark.parametrize(
    "turn, problem",
    [
        (["none", "0", "3", START], "gameNumber: expected 1 or 2"),
        (["e2e4", "0", "1", START], "lastMove: 'e2e4' cannot have led"),
        (["none", "0", "1", START.replace(" w ", " b ")], "'none' after"),
        (["none", "0", "1", START.replace("/8/8/", "/9/8/")], "fen: unknown piece"),
    ],
)
def test_a_turn_that_does_not_hold_stops_the_bot_with_one_line(turn, problem):
    result = run_bot(["2", "crazyHouse 0", "maxMoves 125"] + turn)
    assert result.returncode == 0 and result.stdout.splitlines() == [protocol.INPUTS]
    (error,) = result.stderr.splitlines()
    assert (
        error.startswith("chess960: bad input, stopping: input line")
        and problem in error
    )


def test_crazyhouse_is_refused():
    result = run_bot(["2", "crazyHouse 1", "maxMoves 125"])
    assert result.stdout == "" and "no crazyhouse" in result.stderr


def test_pondering_bot_answers_each_turn_once_and_stops_at_the_end_of_input():
    """Without a node budget the bot thinks on the opponent's time: it still answers each
    turn once when it arrives, and exits cleanly when the input ends while it thinks."""
    environment = {k: v for k, v in os.environ.items() if k != "ARENA_NODES"}
    bot = subprocess.Popen(
        [sys.executable, "-m", "sources.chess960"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
        env=environment,
    )
    oracle = chess.Board(START, chess960=True)
    bot.stdin.write("2\ncrazyHouse 0\nmaxMoves 125\n")
    bot.stdin.flush()
    assert bot.stdout.readline() == "lastmove draw game fen\n"
    last_move = "none"
    for _ in range(3):
        bot.stdin.write(f"{last_move}\n0\n1\n{oracle.fen(en_passant='fen')}\n")
        bot.stdin.flush()
        oracle.push(chess.Move.from_uci(bot.stdout.readline().strip()))
        # The opponent "thinks" while the bot ponders.
        time.sleep(0.2)
        reply = sorted(oracle.legal_moves, key=chess.Move.uci)[0]
        oracle.push(reply)
        last_move = reply.uci()
    bot.stdin.close()
    assert bot.wait(timeout=30) == 0
    assert bot.stdout.read() == ""
    assert "Traceback" not in bot.stderr.read()


def test_the_turn_clock_starts_at_its_first_line(monkeypatch, capsys):
    """The arena times a turn from sending it: when the turn's later lines are slow to be
    read (a busy machine), the search's time still runs from the first line."""
    turn = ["none", "0", "1", START]
    lines = ["2", "crazyHouse 0", "maxMoves 125", *turn]
    first_line_read_at = []

    class Input:
        @staticmethod
        def readline() -> bytes:
            if not lines:
                return b""
            line = lines.pop(0)
            if line == turn[0]:
                first_line_read_at.append(time.perf_counter())
            elif first_line_read_at:
                time.sleep(0.02)  # each later line of the turn lags
            return (line + "\n").encode()

    monkeypatch.setattr(sys, "stdin", type("Stdin", (), {"buffer": Input})())
    turns_started = []
    real_budget = protocol.budget_for_turn

    def recorded(started: float):
        turns_started.append(started)
        return real_budget(started)

    monkeypatch.setattr(protocol, "budget_for_turn", recorded)
    monkeypatch.setenv("ARENA_NODES", "50")
    protocol.main(ponder=False)
    assert len(turns_started) == 1
    assert turns_started[0] - first_line_read_at[0] < 0.01  # three lines lagged 60 ms
    assert capsys.readouterr().out.splitlines()[-1] in {
        move.uci() for move in chess.Board(START, chess960=True).legal_moves
    }
