"""The chess960 bot as a process, driven through a two-game match like the CodinGame referee
does, with python-chess judging every answer."""

import random
import subprocess
import sys

import chess

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
            answer = bot.ask([ours.fen(), last_move, "0", str(number)])
            assert answer not in ("random", "draw", "resign")
            move = chess.Move.from_uci(answer)
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
    assert reply.split()[0] == "fen"
    assert bot.close() == 0


def test_two_game_match_with_colours_swapped():
    for seed in (0, 1, 577):
        fen = chess960_start_fen(seed, JavaRandom(seed))
        rng = random.Random(seed)
        bot = Bot()
        assert (
            bot.ask(["2", "crazyHouse 0", "maxMoves 125"]) == "fen lastmove draw game"
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
    game = protocol.Game(1, START, None)
    game.searcher = ScriptedSearcher(lambda move: move >> 14 == CASTLING)
    assert game.answer("4k3/8/8/8/8/8/8/R3K2R w AH - 0 1", False, 0.0) in (
        "e1a1",
        "e1h1",
    )
    assert game.answer("rk6/8/8/8/8/8/8/RK6 w A - 0 1", False, 0.0) == "b1a1"


def test_draws_are_accepted_and_offered_only_when_clearly_worse():
    game = protocol.Game(1, START, None)
    game.searcher = ScriptedSearcher(lambda move: True, protocol.DRAW_WORTHY_SCORE)
    assert game.answer(START, True, 0.0) == "draw"
    assert game.answer(START, False, 0.0).endswith("=")
    game.searcher = ScriptedSearcher(lambda move: True, protocol.DRAW_WORTHY_SCORE + 1)
    for offered in (True, False):
        answer = game.answer(START, offered, 0.0)
        assert Board(START).parse_uci(answer) is not None


def test_history_carries_repetitions_across_turns():
    game = protocol.Game(1, START, ScriptedSearcher(lambda move: True))
    game.answer(START, False, 0.0)
    assert game.history[0] == Board(START).hash
    assert len(game.history) == 2


def test_black_remembers_the_start_position_it_did_not_see():
    start = "nbqrbknr/pppppppp/8/8/8/8/PPPPPPPP/NBQRBKNR w DHdh - 0 1"
    after_first_move = "nbqrbknr/pppppppp/8/8/8/5N2/PPPPPPPP/NBQRBK1R b DHdh - 1 1"
    game = protocol.Game(2, after_first_move, None)
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
            answer = bot.ask([oracle.fen(en_passant="fen"), last_move, "0", "1"])
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
