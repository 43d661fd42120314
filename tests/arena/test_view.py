"""`arena-bundler view`: frames rebuilt from transcripts, checked against what the referees
told the bots (FENs, grids, boards in the transcripts), and the pages checked in a real
browser: headless Chromium opens `game.html#turn=N` and the dumped DOM must show that
position, cell by cell."""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Callable, Iterator

import chess
import pytest

from bundler.arena.arenas import load_referee
from bundler.arena.pages import build_view
from bundler.arena.view.model import Frame, GameView, RecordedGame, group_games
from bundler.arena.view.page import render_page
from bundler.cli import main
from bundler.arena.referees.base import Prompt
from bundler.arena.arenas.lousy_chess.referee import START as LOUSY_START
from bundler.arena.arenas.lousy_chess.referee import expected_lines, simulate
from bundler.arena.transcript import (
    Transcript,
    format_transcript,
    parse_transcript,
    read_transcript,
)
from bundler.arena.turns import Turn

GOLDEN = Path(__file__).parents[1] / "transcripts"
ARENAS = ("chess960", "judge-chess", "connect4", "knights", "lousy-chess")


def golden(arena: str, pattern: str = "*game-*.txt") -> list[Path]:
    return sorted((GOLDEN / arena).glob(pattern))


def load(*paths: Path) -> tuple[GameView, dict[int, Transcript]]:
    """The view of one game, and its transcripts by seat."""
    transcripts = [read_transcript(path) for path in paths]
    (game,) = group_games(transcripts)
    return build_view(game), game.seats


# ---- what the bots were told: the positions before their answers --------------------


def answered_frames(
    view: GameView, transcripts: dict[int, Transcript]
) -> Iterator[tuple[int, Turn]]:
    """(index of the frame before the answer, the transcript turn) for every move a bot
    answered: that turn's input shows the board of the frame before."""
    for index, frame in enumerate(view.frames[1:]):
        for answer in frame.answers:
            yield index, transcripts[answer.seat].turns[answer.turn - 1]


def fen_grid(fen: str) -> str:
    """A FEN's placement as 64 cells, rank 8 first (the viewer's board format)."""
    return "".join(
        "." * int(char) if char.isdigit() else char
        for char in fen.split()[0]
        if char != "/"
    )


def sent_board(arena: str, turn: Turn) -> str | None:
    """The board a turn's input shows, as the referee printed it; None when it shows none."""
    lines = turn.lines
    if arena == "chess960":
        fens = [line for line in lines if line.count("/") == 7]
        return fen_grid(fens[0]) if fens else None
    if arena == "judge-chess":
        words = lines[0].split(" ", 3) if lines else []
        return fen_grid(words[3]) if len(words) == 4 else None
    if arena == "connect4":
        rows = [line for line in lines if len(line) == 9 and set(line) <= set(".01")]
        return "".join(rows)
    if arena == "knights":
        rows = [line for line in lines if len(line) == 8 and set(line) <= set(".#rgb")]
        return "".join(rows)
    return None


@pytest.mark.parametrize("arena", ARENAS[:4])
def test_every_board_a_bot_was_sent_is_the_frame_before_its_answer(arena):
    checked = 0
    for path in golden(arena):
        view, transcripts = load(path)
        for index, turn in answered_frames(view, transcripts):
            expected = sent_board(arena, turn)
            if expected is not None:
                assert (
                    view.frames[index].board == expected
                ), f"{path.name} turn {turn.number}"
                checked += 1
    assert checked >= 100


def self_pairs(arena: str) -> list[tuple[Path, Path]]:
    """The bot's self-play transcripts, (seat 0, seat 1) of one game each: the same
    deterministic bot in both seats plays the game twice."""
    paths = golden(arena, "self-game-*")
    return list(zip(paths[::2], paths[1::2]))


def self_game_where(arena: str, wanted) -> tuple[GameView, dict[int, Transcript]]:
    """The first self-play game of the golden set whose view is `wanted`: the set is
    re-recorded whenever a bot changes, so tests pick games by what they show."""
    for pair in self_pairs(arena):
        view, transcripts = load(*pair)
        if wanted(view):
            return view, transcripts
    raise AssertionError(f"no {arena} self-play game in the golden set shows it")


PAIRS = {  # the same deterministic bot in both seats plays one game twice
    "chess960": ("self-game-0005-seat0-A.txt", "self-game-0006-seat1-A.txt"),
    "judge-chess": ("self-game-0001-seat0-A.txt", "self-game-0002-seat1-A.txt"),
}


@pytest.mark.parametrize("arena", PAIRS)
def test_chess_boards_equal_python_chess_replaying_the_answers(arena):
    """Both seats given, every move is an answer: python-chess plays them all from the
    first FEN sent, and each frame must be its board (and its check)."""
    view, transcripts = load(*(GOLDEN / arena / name for name in PAIRS[arena]))
    # chess960 sends the requested inputs in the order the bot asked for; the FEN is the
    # line with ranks, and the judge's is the rest of `<move> <time> <time> <FEN>`
    first = next(line for line in transcripts[0].turns[1].lines if "/" in line)
    start = first if arena == "chess960" else first.split(" ", 3)[3]
    board = chess.Board(start, chess960=True)
    for frame in view.frames[1:]:
        if frame.move.startswith("game 2"):
            board = chess.Board(start, chess960=True)
            assert frame.board == fen_grid(start)
            continue
        line = frame.answers[0].line.split(" ")[0].rstrip("=")  # "=" offers a draw
        move = (
            board.parse_san(line)
            if line.startswith("O-O")
            else chess.Move.from_uci(line)
        )
        last_rank = chess.square_rank(move.to_square) in (0, 7)
        if board.piece_type_at(move.from_square) == chess.PAWN and last_rank:
            move.promotion = (
                move.promotion or chess.QUEEN
            )  # the judge's four characters
        board.push(move)
        assert frame.board == fen_grid(board.fen()), frame.move
        assert ("check" in frame.marks) == board.is_check(), frame.move
    assert board.is_checkmate() or "draw" in view.result


@pytest.mark.parametrize("arena", ["chess960", "judge-chess"])
def test_games_won_by_checkmate_end_in_checkmate(arena):
    for path in golden(arena):
        view, _ = load(path)
        mates = [f for f in view.frames if f.move.endswith("#") or "# " in f.move]
        reported = view.result.count("checkmate")
        assert len(mates) <= reported
        for frame in mates:
            assert frame.marks.get("check"), frame.move
        if arena == "judge-chess":
            assert len(mates) == reported, path.name


def test_castling_and_promotion_are_shown():
    moves = [
        f.move for p in golden("chess960", "self-game-*") for f in load(p)[0].frames
    ]
    assert any("O-O" in move and "castling" in move for move in moves)
    assert any("=Q" in move and "promotes to a queen" in move for move in moves)
    castling = next(
        f
        for view, _ in map(load, golden("judge-chess"))
        for f in view.frames
        if "O-O-O" in f.move and f.answers
    )
    # king and rook, before and after
    assert sorted(castling.marks["move"]) in (
        ["a1", "c1", "d1", "e1"],
        ["a8", "c8", "d8", "e8"],
    )


def test_connect4_steal_is_marked_for_the_rest_of_the_game():
    # the first golden game where our bot steals
    view, steal = next(
        (view, index)
        for view, _ in map(load, golden("connect4"))
        for index, frame in enumerate(view.frames)
        if frame.move == "STEAL"
    )
    assert view.frames[steal].board.count("1") == 1
    stolen = view.frames[steal].marks["steal"]
    assert all(f.marks["steal"] == stolen for f in view.frames[steal:])
    assert view.frames[steal].answers[0].line == "STEAL"


def test_knights_show_burned_squares_and_who_is_out():
    view, _ = load(golden("knights")[0])
    last = view.frames[-1]
    moves = sum("move" in frame.marks for frame in view.frames)
    assert last.board.count("#") == moves  # every move burns the square it leaves
    assert len(last.marks["out"]) == 2 and "wins" in last.note


def test_lousy_chess_frames_are_the_referees_game_with_the_bots_lines():
    for path in golden("lousy-chess"):
        view, transcripts = load(path)
        transcript = transcripts[0]
        puzzle = transcript.turns[0].lines
        serial, white, black, _ = puzzle
        played = simulate(
            serial, [(white[0], int(white[1])), (black[0], int(black[1]))]
        )
        assert [f.move.split()[1] for f in view.frames[1:-1]] == played.moves
        lines = [a.line for f in view.frames for a in f.answers]
        assert lines == [turn.answer for turn in transcript.turns]
        assert lines == expected_lines(puzzle)
        for frame, board in zip(view.frames, lousy_boards(played.moves)):
            assert frame.board == board


def lousy_boards(moves: list[str]) -> Iterator[str]:
    """MinitChess boards (rank 6 first) after each of `moves`, pawns promoting to queens."""
    board = {f"{'abcde'[f]}{r + 1}": p for (f, r), p in LOUSY_START.items()}
    yield lousy_grid(board)
    for move in moves:
        origin, target = move.split("-")
        piece = board.pop(origin)
        if piece in "Pp" and target[1] in "16":
            piece = "Q" if piece == "P" else "q"
        board[target] = piece
        yield lousy_grid(board)
    yield lousy_grid(board)  # the result line


def lousy_grid(board: dict[str, str]) -> str:
    return "".join(board.get(f"{f}{r}", ".") for r in "654321" for f in "abcde")


# ---- merging the seats of one game ---------------------------------------------------


@pytest.mark.parametrize("arena", PAIRS)
def test_both_seats_merge_into_one_game(arena):
    paths = [GOLDEN / arena / name for name in PAIRS[arena]]
    merged, _ = load(*paths)
    assert merged.seats_recorded == [0, 1]
    moves = [f for f in merged.frames if f.seat is not None]
    assert all(len(f.answers) == 1 and f.answers[0].seat == f.seat for f in moves)
    for path in paths:
        alone, _ = load(path)
        assert same_game(alone, merged) <= 2  # one move per game may be inferred


def same_game(part: GameView, whole: GameView) -> int:
    """Check that `part` (fewer seats) shows `whole`'s boards, as far as it goes; returns
    how many of its frames are a move it could not know."""
    unknown = 0
    for mine, theirs in zip(part.frames, whole.frames):
        if "not in the given transcripts" in mine.move:
            unknown += 1
        else:
            assert mine.board == theirs.board, mine.move
    return unknown


def play_in_process(
    arena: str,
    seed: int,
    answer: Callable[[Prompt], str | None],
    options: dict[str, str] | None = None,
) -> list[Transcript]:
    """Every seat's transcript of one game on the arena's referee, answers from `answer`
    (None: the bot timed out), read back through the transcript format."""
    referee = load_referee(arena)
    turns: list[list[Turn]] = [[] for _ in range(referee.SEATS)]
    game = referee.play(seed, options or {})
    prompt = next(game)
    try:
        while True:
            line = answer(prompt) if prompt.time_limit is not None else None
            if prompt.time_limit is None:
                status = "silent"
            else:
                status = "answered" if line is not None else "timeout"
            elapsed = 0.002 if line is not None else None
            seat_turns = turns[prompt.seat]
            seat_turns.append(
                Turn(
                    len(seat_turns) + 1,
                    prompt.lines,
                    prompt.time_limit,
                    answer=line,
                    elapsed=elapsed,
                    status=status,
                )
            )
            prompt = game.send(line)
    except StopIteration as stop:
        outcome = stop.value
    scores = " ".join(f"{score:g}" for score in outcome.scores)
    transcripts = []
    for seat in range(referee.SEATS):
        transcript = Transcript(
            arena=arena,
            referee=arena.replace("-", "_"),
            seat=seat,
            seats=referee.SEATS,
            seed=seed,
            bot=f"bot {seat}",
            nodes=None,
            options=options or {},
            players=[f"bot {s}" for s in range(referee.SEATS)],
            result=f"scores {scores}; {outcome.summary}",
            faults=[f"seat {f.seat} {f.kind}: {f.message}" for f in outcome.faults],
            turns=turns[seat],
        )
        if any(f.seat == seat and f.kind == "timeout" for f in outcome.faults):
            transcript.comments = ["stderr (last lines):", "thinking hard"]
        text = format_transcript(transcript)
        path = f"game-0001-seat{seat}-{'ABC'[seat]}.txt"
        transcripts.append(parse_transcript(text, path))
    return transcripts


def random_player(seed: int, arena: str) -> Callable[[Prompt], str]:
    """Answers a random legal move read from the prompt (chess960 asks for its inputs)."""
    rng = random.Random(seed)

    def answer(prompt: Prompt) -> str:
        lines = prompt.lines
        if arena == "chess960":
            if lines[0] == "2":  # configuration: each seat asks for different inputs
                return ["fen moves", "fen"][prompt.seat]
            board = chess.Board(lines[0], chess960=True)
            return rng.choice(sorted(m.uci() for m in board.legal_moves))
        if arena == "connect4":
            start = 1 if " " in lines[0] else 0
            count = int(lines[start + 8])
            return rng.choice(lines[start + 9 : start + 9 + count])
        if arena == "knights":
            start = 1 if len(lines[0]) == 1 else 0
            count = int(lines[start + 11])
            return rng.choice(lines[start + 12 : start + 12 + count])
        raise AssertionError(arena)

    return answer


@pytest.mark.parametrize("arena", ["chess960", "connect4", "knights"])
@pytest.mark.parametrize("seed", [3, 4])
def test_any_subset_of_seats_gives_the_same_game(arena, seed):
    transcripts = play_in_process(arena, seed, random_player(seed, arena))
    full = build_view(RecordedGame({t.seat: t for t in transcripts}))
    for frame in full.frames[1:]:
        assert frame.answers or frame.seat is None or "no move" in frame.move
    for transcript in transcripts:
        alone = build_view(RecordedGame({transcript.seat: transcript}))
        unknown = same_game(alone, full)
        if arena != "knights":  # a knight that is out sees no more of the game
            assert len(alone.frames) == len(full.frames) and unknown <= 2


def test_a_timeout_ends_the_game_and_shows_the_bots_stderr():
    answers = iter(["4", "4", "4", None])  # player 1's second answer never comes
    transcripts = play_in_process("connect4", 1, lambda prompt: next(answers))
    view = build_view(RecordedGame({t.seat: t for t in transcripts}))
    last = view.frames[-1]
    assert last.move == "timeout" and last.answers[0].status == "timeout"
    assert last.stderr == ["seat 1: stderr (last lines):", "seat 1: thinking hard"]


def test_the_steal_stays_marked_on_a_fault_turn():
    answers = iter(["4", "STEAL", "3", None])  # player 1 steals, then times out
    transcripts = play_in_process("connect4", 1, lambda prompt: next(answers))
    view = build_view(RecordedGame({t.seat: t for t in transcripts}))
    assert view.frames[-1].move == "timeout"
    assert view.frames[-1].marks["steal"] == view.frames[2].marks["steal"] == ["46"]


def test_the_winning_four_is_marked_on_the_last_board():
    wins = 0
    for path in golden("connect4"):
        view, _ = load(path)
        last = view.frames[-1]
        if "four in a row" not in view.result:
            assert not last.marks.get("win")
            continue
        wins += 1
        cells = cells_of(view, last.board)
        winner = cells[last.marks["move"][0]]
        assert len(last.marks["win"]) >= 4
        assert all(cells[cell] == winner for cell in last.marks["win"])
        assert all(not frame.marks.get("win") for frame in view.frames[:-1])
    assert wins


def test_the_last_knight_standing_is_marked():
    view, _ = load(golden("knights", "game-0001-seat0-A.txt")[0])
    colour = view.result.partition("; ")[2][0]  # "g wins; out in order: ..."
    (square,) = view.frames[-1].marks["win"]
    assert cells_of(view, view.frames[-1].board)[square] == colour


def test_chess960_says_which_seat_is_white_in_each_game():
    view, _ = self_game_where("chess960", lambda view: len(view.frames) > 10)
    assert view.layout.seat_roles[0] == "White in game 1, Black in game 2"
    assert view.frames[0].note == "game 1: seat 0 plays White"
    assert any(
        frame.move == "game 2: colours swapped, seat 1 plays White"
        for frame in view.frames
    )


@pytest.mark.parametrize("after_denied", ["retry", "forfeit"])
def test_denied_judge_moves_are_shown_with_the_retry(after_denied):
    first_answers = iter(["e2e5", "e2e4"])  # White's first answer is denied
    positions: dict[int, str] = {}

    def answer(prompt: Prompt) -> str:
        if not prompt.lines[0].startswith("D "):
            positions[prompt.seat] = prompt.lines[0].split(" ", 3)[3]
        if prompt.seat == 0 and positions[0].startswith("rnbqkbnr/pppppppp/8/8/8/8"):
            return next(first_answers)
        return min(
            move.uci() for move in chess.Board(positions[prompt.seat]).legal_moves
        )

    options = {"after_denied": after_denied, "max_moves": "3"}
    transcripts = play_in_process("judge-chess", 1, answer, options)
    view = build_view(RecordedGame({t.seat: t for t in transcripts}))
    first = view.frames[1]
    if after_denied == "retry":
        assert [a.line for a in first.answers] == ["e2e5", "e2e4"]
        assert first.move == "1. e4" and first.note == "denied 'e2e5'"
        assert "draw" in view.frames[-1].note and len(view.frames) == 1 + 6
    else:
        assert first.move == "denied" and len(view.frames) == 2
        assert first.answers[0].line == "e2e5" and "white loses" in first.note


def test_transcripts_of_two_games_need_a_directory(tmp_path, capsys):
    paths = golden("connect4")[:2]
    assert main(["view", *map(str, paths), "-o", str(tmp_path / "x.html")]) == 1
    assert "2 games" in capsys.readouterr().err
    assert main(["view", *map(str, paths), "-o", str(tmp_path / "pages")]) == 0
    index = (tmp_path / "pages" / "index.html").read_text()
    for path in paths:
        name = path.name.rsplit("-seat", 1)[0] + ".html"
        assert f'href="{name}"' in index and (tmp_path / "pages" / name).exists()


def test_play_view_writes_a_page_per_game_and_an_index(tmp_path):
    bots = [f"python -m sources.knights.baselines random --seed {s}" for s in (1, 2, 3)]
    argv = ["play", "knights", *bots, "--games", "1", "--out", str(tmp_path / "t")]
    assert main([*argv, "--view", str(tmp_path / "v")]) == 0
    pages = sorted(p.name for p in (tmp_path / "v").iterdir())
    assert pages == [f"game-000{n}.html" for n in range(1, 7)] + ["index.html"]
    index = (tmp_path / "v" / "index.html").read_text()
    assert index.count("<a href=") == 6 and "wins" in index


# ---- the page ------------------------------------------------------------------------


def test_a_500_ply_chess_match_page_is_small_and_self_contained(tmp_path):
    """The longest golden game: two 250-ply chess960 games (both seats) on one page."""

    def plies(view: GameView) -> int:
        return sum(1 for f in view.frames if f.answers and f.seat is not None)

    view, _ = self_game_where("chess960", lambda view: plies(view) >= 500)
    page = render_page(view)
    assert len(page.encode()) < 300_000
    assert not re.search(r"""(src|href)=["']?(https?:)?//|@import|url\(""", page)


# ---- in a real browser -----------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
browser = pytest.mark.skipif(
    CHROMIUM is None,
    reason="chromium is not installed (apt-get install -y chromium): the page is not"
    " checked in a browser",
)


def dumped_dom(page: Path, turn: int) -> str:
    """The DOM headless Chromium dumps after the page's script ran, at `#turn=N`."""
    return subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--disable-gpu",
            "--no-sandbox",
            "--virtual-time-budget=2000",
            "--dump-dom",
            f"{page.as_uri()}#turn={turn}",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout


def dumped_cells(page: Path, turn: int) -> tuple[int, dict[str, str], dict[str, str]]:
    """The turn a page shows at `#turn=N`, its cells' values and their mark classes."""
    dom = dumped_dom(page, turn)
    shown = int(re.search(r'<svg id="board"[^>]*data-turn="(\d+)"', dom)[1])
    values, classes = {}, {}
    for attributes in re.findall(r"<g ([^>]*data-cell[^>]*)>", dom):
        fields = dict(re.findall(r'([\w-]+)="([^"]*)"', attributes))
        values[fields["data-cell"]] = fields["data-value"]
        classes[fields["data-cell"]] = fields["class"]
    return shown, values, classes


def cells_of(view: GameView, board: str) -> dict[str, str]:
    """A board string as {cell name: value}, with the page's cell names."""
    layout = view.layout
    names = [column + row for row in layout.rows for column in layout.columns]
    return dict(zip(names, board))


def expected_in_browser(
    arena: str, view: GameView, transcripts: dict[int, Transcript]
) -> Iterator[tuple[int, str]]:
    """(turn, board from the transcript) for the start, a middle turn and the last board
    a bot was sent; for Lousy Chess, the boards made from the transcript's own lines."""
    if arena == "lousy-chess":
        transcript = transcripts[0]
        serial, white, black, position = transcript.turns[0].lines
        played = simulate(
            serial, [(white[0], int(white[1])), (black[0], int(black[1]))]
        )
        number, side = position.split()
        start = 2 * (int(number) - 1) + "wb".index(side)
        lines = [turn.answer for turn in transcript.turns][:-1]  # the result line last
        boards = list(lousy_boards(played.moves[:start] + lines))
        for turn in (0, start, len(boards) - 2):
            yield turn, boards[turn]
        return
    sent = [
        (index, board)
        for index, turn in answered_frames(view, transcripts)
        if (board := sent_board(arena, turn)) is not None
    ]
    for index, board in (sent[0], sent[len(sent) // 2], sent[-1]):
        yield index, board


BROWSER_GAMES = {
    "judge-chess": list(PAIRS["judge-chess"]),
    "connect4": ["greedy-game-0002-seat1-A.txt"],
    "knights": ["game-0001-seat0-A.txt"],
    "lousy-chess": ["game-0001-seat0-A.txt"],
}


@browser
@pytest.mark.parametrize("arena", ARENAS)
def test_the_browser_shows_the_position_of_the_turn_in_the_url(arena, tmp_path):
    if arena == "chess960":
        # one that ends in checkmate, so that the last frame shows the king in check
        view, transcripts = self_game_where(
            arena, lambda view: view.frames[-1].marks.get("check")
        )
    else:
        view, transcripts = load(
            *(GOLDEN / arena / name for name in BROWSER_GAMES[arena])
        )
    page = tmp_path / "game.html"
    page.write_text(render_page(view), encoding="utf-8")
    for turn, board in expected_in_browser(arena, view, transcripts):
        shown, values, _ = dumped_cells(page, turn)
        assert shown == turn
        assert values == cells_of(view, board), f"{arena} turn {turn}"
    # The last turn: the final position with its marks (the mate's king in check).
    last = len(view.frames) - 1
    shown, values, classes = dumped_cells(page, last)
    assert shown == last and values == cells_of(view, view.frames[-1].board)
    for mark, cells in view.frames[-1].marks.items():
        assert all(f"m-{mark}" in classes[cell] for cell in cells), mark
    if arena in ("chess960", "judge-chess"):
        assert view.frames[-1].marks["check"]


@browser
def test_a_turn_beyond_the_end_shows_the_last(tmp_path):
    view, _ = load(golden("connect4")[0])
    page = tmp_path / "game.html"
    page.write_text(render_page(view), encoding="utf-8")
    shown, values, _ = dumped_cells(page, 999)
    assert shown == len(view.frames) - 1
    assert values == cells_of(view, view.frames[-1].board)
