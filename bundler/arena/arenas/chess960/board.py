"""CodinGame Chess960. One referee game is a match: two games from the same start position,
colours swapped (seat 0 is White in game 1). Both go on one page, game 2 after game 1.

A bot chooses its inputs in the configuration turn; the opponent's moves are read from its
`lastmove` input, or else found as the legal move that gives its `fen` input. `random`
answers are drawn again from the referee's generator (exact unless a seat not given also
answered `random`; then the opponent's next input decides where it has one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import chess

from . import referee
from .referee import GameState, IllegalAnswer
from ...referees.javarandom import JavaRandom

from ...view.model import Answer, Frame, Layout, RecordedGame, ViewError, next_turn
from ...view.chessboard import grid, move_frame

# Seats, not colours: seat 0 is White in game 1 and Black in game 2.
LAYOUT = Layout(
    "squares",
    "abcdefgh",
    "87654321",
    ("seat 0", "seat 1"),
    ("White in game 1, Black in game 2", "Black in game 1, White in game 2"),
)

# The referee's own endings, decided by the position: a final move that no given transcript
# holds is the only legal move that ends the game that way, if there is only one.
_AUTOMATIC_ENDINGS = (
    "checkmate",
    "stalemate",
    "threefold repetition",
    "insufficient material",
    "fifty-move rule",
    f"{referee.MAX_MOVES} moves each",
)


@dataclass
class _Action:
    move: chess.Move | None  # None: the game ended without a move
    answers: list[Answer] = field(default_factory=list)
    text: str = ""  # what ended the game, when there is no move
    note: str = ""


def frames(game: RecordedGame) -> list[Frame]:
    return _Match(game).run()


class _Match:
    def __init__(self, game: RecordedGame) -> None:
        self.game = game
        self.seed = game.any.seed
        self.turns = game.turn_queues()
        self.configs: dict[int, list[str]] = {}
        self.rng = JavaRandom(self.seed)  # the referee draws `random` answers from it
        self.frames: list[Frame] = []

    def run(self) -> list[Frame]:
        start = Frame(
            grid(referee.start_board(self.seed)),
            "configuration",
            note="game 1: seat 0 plays White",
        )
        self.frames.append(start)
        for seat, turns in self.turns.items():
            configuration = turns.popleft()
            start.answers.append(Answer.of(seat, configuration))
            self.configs[seat] = referee.parse_config(configuration.answer or "")
        for number in (1, 2):
            # The summary reports every game that was played, and only those.
            if f"game {number}" not in self.game.summary:
                if number == 1:  # the match ended in a configuration turn
                    start.note = self.game.summary
                break
            if number == 2:
                board = grid(referee.start_board(self.seed))
                text = "game 2: colours swapped, seat 1 plays White"
                self.frames.append(Frame(board, text))
            self.play(number)
        return self.frames

    def play(self, number: int) -> None:
        state = GameState(referee.start_board(self.seed), number, (number - 1) % 2)
        state.seen[referee.repetition_key(state.board)] = 1
        legal = referee.legal_moves(state.board)
        while True:
            seat = state.seat_to_move()
            if seat in self.turns:
                action = self.answered(state, seat, legal)
            else:
                action = self.observed_or_inferred(state, seat, legal)
            if action.move is None:
                board = grid(state.board)
                text = f"game {number}: {action.text}"
                self.frames.append(Frame(board, text, seat, {}, action.answers))
                return
            frame = move_frame(
                state.board, action.move, seat, action.answers, action.note
            )
            self.frames.append(frame)
            _count_position(state)
            legal = referee.legal_moves(state.board)
            if legal:
                # python-chess's mate, escaped by a castling only this referee allows
                frame.move = frame.move.replace("#", "+")
            if referee.automatic_result(state, legal):
                frame.note = "; ".join(filter(None, [frame.note, self.report(number)]))
                return

    def answered(self, state: GameState, seat: int, legal: list[chess.Move]) -> _Action:
        """The move of a seat whose transcript is given, as the referee reads its answer."""
        turn = next_turn(self.turns, seat)
        answers = [Answer.of(seat, turn)]
        if turn.status != "answered" or turn.answer is None:
            return _Action(None, answers, f"{turn.status}; {self.report(state.number)}")
        inputs = referee._read_inputs(self.configs[seat], turn.lines)
        offered = state.draw_offer_for == seat or inputs.get("draw") == ["1"]
        try:
            parsed = referee.parse_answer(turn.answer, offered)
            if parsed.kind == "draw":
                return _Action(None, answers, "draw offer accepted")
            if parsed.kind == "resign":
                return _Action(None, answers, "resigns")
            if parsed.kind == "random":
                move = legal[self.rng.next_int(len(legal))]
            else:
                command = turn.answer.split(" ", 1)[0]
                move = referee.find_move(parsed.move, legal, command)
        except IllegalAnswer as error:
            return _Action(None, answers, f"illegal answer: {error}")
        state.draw_offer_for = 1 - seat if parsed.offers_draw else None
        seen = self.observed(state, 1 - seat, legal)
        if parsed.kind == "random" and seen is not None:
            # `random` answers of a seat not given drew from the generator too.
            move = seen
        elif seen is not None and seen != move:
            raise ViewError(
                f"the transcripts disagree in game {state.number}: seat {seat} played"
                f" {move.uci()}, seat {1 - seat} was told {seen.uci()}"
            )
        notes = ["random" if parsed.kind == "random" else ""]
        notes.append("offers a draw" if parsed.offers_draw else "")
        return _Action(move, answers, note="; ".join(filter(None, notes)))

    def observed(
        self, state: GameState, observer: int, legal: list[chess.Move]
    ) -> chess.Move | None:
        """The move the observer's next turn shows was just played, if it shows one:
        the move its `lastmove` names and its `fen` shows, as far as it asked for them.
        That turn may be in the next game already: `game` and `fen` tell, and a
        `lastmove` from there is rarely legal here."""
        if not self.turns.get(observer):
            return None
        inputs = referee._read_inputs(
            self.configs[observer], self.turns[observer][0].lines
        )
        if inputs.get("game", [str(state.number)]) != [str(state.number)]:
            return None
        if "lastmove" not in inputs and "fen" not in inputs:
            return None
        moves = legal
        if "lastmove" in inputs:
            moves = [move for move in moves if move.uci() == inputs["lastmove"][0]]
        if "fen" in inputs:
            fen = inputs["fen"][0]
            moves = [move for move in moves if _fen_after(state.board, move) == fen]
        return moves[0] if len(moves) == 1 else None

    def observed_or_inferred(
        self, state: GameState, seat: int, legal: list[chess.Move]
    ) -> _Action:
        """The move of a seat whose transcript is not given: from what its opponent was
        told next, or at the end of a game, from how the game ended."""
        move = self.observed(state, 1 - seat, legal)
        if move is not None:
            return _Action(move)
        report = self.report(state.number)
        match = re.search(r"wins by (.+)$|draw \((.+)\)$", report)
        reason = match and (match[1] or match[2])
        if reason in _AUTOMATIC_ENDINGS:
            endings = [move for move in legal if _ends_by(state, move) == reason]
            if len(endings) == 1:
                note = "not in the given transcripts: the only move that ends"
                return _Action(endings[0], note=f"{note} the game by {reason}")
        return _Action(None, text=f"not in the given transcripts; {report}")

    def report(self, number: int) -> str:
        """The summary's words on game `number`."""
        for part in self.game.summary.split("; "):
            if part.startswith(f"game {number}: "):
                return part.removeprefix(f"game {number}: ")
            if f"game {number}: " in part:  # "seat 1 loses the match: game 2: ..."
                return part
        return ""


def _count_position(state: GameState) -> None:
    """After a move: what the referee counts for the 250-move and repetition draws."""
    state.half_moves += 1
    key = referee.repetition_key(state.board)
    state.seen[key] = state.seen.get(key, 0) + 1


def _fen_after(board: chess.Board, move: chess.Move) -> str:
    after = board.copy(stack=False)
    after.push(move)
    return referee.fen(after)


def _ends_by(state: GameState, move: chess.Move) -> str | None:
    after = GameState(
        state.board.copy(),
        state.number,
        state.white_seat,
        half_moves=state.half_moves,
        seen=dict(state.seen),
    )
    after.board.push(move)
    _count_position(after)
    return referee.automatic_result(after, referee.legal_moves(after.board))
