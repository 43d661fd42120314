"""The sixth arena, tic-tac-toe, which lives in one folder (bundler/arena/arenas/tictactoe):
its referee's rules, and a project of its own made by `init` and `new` that builds, plays
(the bundle against the sources), and shows its games in the viewer (headless Chromium).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bundler.arena.arenas import specs
from bundler.arena.arenas.tictactoe import referee
from bundler.arena.referees.base import Limits
from bundler.arena.turns import Turn
from bundler.cli import main
from tests.arena.test_view import CHROMIUM, dumped_cells


def play_out(answers: list[str | None]):
    """The referee's prompts and outcome when the seats answer `answers` in turn."""
    game = referee.play(1, {}, Limits(1.0, 0.1))
    prompts = [next(game)]
    try:
        for answer in answers:
            prompts.append(game.send(answer))
    except StopIteration as stop:
        return prompts, stop.value
    raise AssertionError("the game did not end")


def test_three_in_a_row_wins_and_every_prompt_lists_the_empty_cells():
    prompts, outcome = play_out(["a3", "a1", "b3", "b1", "c3"])
    assert outcome.scores == [1, 0] and outcome.summary == "X wins: three in a row"
    first, second, third = prompts[:3]
    assert first.lines[:4] == ("X", "...", "...", "...") and first.time_limit == 1.0
    assert second.lines[:4] == ("O", "X..", "...", "...")
    assert third.lines[:3] == ("X..", "...", "O..") and third.time_limit == 0.1
    empty = ("b3", "c3", "a2", "b2", "c2", "b1", "c1")
    assert third.lines[3] == "7" and third.lines[4:] == empty
    assert [p.seat for p in prompts] == [0, 1, 0, 1, 0]


def test_a_full_board_is_a_draw_and_a_bad_answer_loses():
    _, draw = play_out(["b2", "a1", "c3", "a3", "a2", "c2", "b3", "b1", "c1"])
    assert draw.scores == [0, 0] and draw.summary == "draw: board full"
    _, taken = play_out(["b2", "b2"])
    assert taken.scores == [1, 0] and taken.faults[0].kind == "illegal"
    _, silent = play_out([None])
    assert silent.scores == [0, 1] and silent.faults[0].kind == "timeout"


def test_replay_checks_an_answer_against_the_cells_it_was_sent():
    prompts, _ = play_out(["a3", "a1", "b3", "b1", "c3"])
    history = [Turn(1, prompts[1].lines, 1.0)]
    assert referee.check_answer(history, "b2 center") is None
    assert referee.check_answer(history, "a3") == "'a3' is no empty cell"


def test_the_arena_is_found_by_its_folder_alone():
    spec = specs()["tictactoe"]
    assert spec.seats == referee.SEATS == 2
    assert spec.protocol == spec.folder / "protocol.stub"
    assert spec.boards().LAYOUT.glyphs == {"X": "\u2715", "O": "\u25ef"}


def test_init_new_build_play_and_view_a_project_of_the_sixth_arena(
    tmp_path, monkeypatch, capsys
):
    # a regular `sources` package, as this repository's is (both are on sys.path here)
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "__init__.py").write_text("")
    monkeypatch.chdir(tmp_path)
    assert main(["init", "tictactoe"]) == 0
    assert main(["new", "tictactoe", "tbot"]) == 0
    assert main(["build"]) == 0
    bots = ["python dist/tictactoe.py", "python -m sources.tbot"]
    argv = ["play", "tictactoe", *bots, "--games", "2", "--out", "runs"]
    assert main([*argv, "--view", "pages"]) == 0
    rows = (tmp_path / "runs" / "games.tsv").read_text().splitlines()[1:]
    # both bots take the first empty cell: X wins on the diagonal c3-b2-a1
    assert [row.split("\t")[3:] for row in rows] == [
        ["1 0", "X wins: three in a row", ""]
    ] * 2
    page = tmp_path / "pages" / "game-0001.html"
    assert page.is_file() and "tictactoe" in capsys.readouterr().out
    if CHROMIUM is None:
        pytest.skip("chromium is not installed: the page is not checked in a browser")
    shown, values, classes = dumped_cells(page, 999)
    assert shown == 7
    assert "".join(values[column + row] for row in "321" for column in "abc") == (
        "XOXOXOX.."
    )
    assert all("m-win" in classes[cell] for cell in ("c3", "b2", "a1"))
    assert "m-move" in classes["a1"] and "m-win" not in classes["a3"]
