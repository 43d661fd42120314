"""Debugging a game as a bot author does: a bundled bot that writes to stderr every turn and
crashes at its third, played by `play` in a project of its own. Each fault is reported once,
with its turn; the crash is located in the sources through the bundle's source map, in
`play`'s report, in games.tsv, in the transcripts and on the viewer's page (checked in
headless Chromium), beside the stderr of each turn."""

from __future__ import annotations

import html
import re
import textwrap
from pathlib import Path

import pytest

from bundler.arena.transcript import read_transcript
from bundler.arena.pages import build_view
from bundler.arena.view.model import group_games
from bundler.cli import main
from tests.arena.test_view import CHROMIUM, browser, dumped_dom

PYPROJECT = """\
[tool.arena-bundler.arenas.connect4]
entry = "crashbot/main.py"
output = "dist/connect4.py"
referee = "connect4"
"""
MAIN = """\
import sys

from strategy import choose

turn = 0
while line := sys.stdin.readline():
    if len(line.split()) == 2:  # the ids line of a first turn
        sys.stdin.readline()
    for _ in range(7):
        sys.stdin.readline()
    actions = [sys.stdin.readline().strip() for _ in range(int(sys.stdin.readline()))]
    sys.stdin.readline()  # the previous action
    turn += 1
    print(f"turn {turn}: {len(actions)} actions", file=sys.stderr, flush=True)
    print(choose(actions, turn), flush=True)
"""
# The failing statement on a line of its own in the bundle too: the source map maps bundle
# lines, and the minifier joins a run of simple statements on one line.
STRATEGY = """\
def choose(actions, turn):
    columns = [action for action in actions if action != "-2"]
    if turn < 3:
        return columns[0]
    return columns[len(columns) % (3 - turn)]  # a bug: modulo zero at the third turn
"""
STEADY = """\
import sys

# Connect 4's first legal column, every turn.
while line := sys.stdin.readline():
    if len(line.split()) == 2:
        sys.stdin.readline()
    for _ in range(7):
        sys.stdin.readline()
    actions = [sys.stdin.readline().strip() for _ in range(int(sys.stdin.readline()))]
    sys.stdin.readline()
    print(next(action for action in actions if action != "-2"), flush=True)
"""
CRASH_LOCATION = (
    "ZeroDivisionError: integer modulo by zero at strategy.py:5 in choose:"
    " return columns[len(columns) % (3 - turn)]  # a bug: modulo zero at the third turn"
)
SOURCE_FRAME = 'File "strategy.py", line 5'
SOURCE_TEXT = "    return columns[len(columns) % (3 - turn)]  # a bug: modulo zero at the third turn"


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The project after `build` and two games of `play` (the bundle in both seats),
    and what `play` wrote to stderr."""
    project = tmp_path_factory.mktemp("debugging")
    (project / "pyproject.toml").write_text(PYPROJECT)
    (project / "crashbot").mkdir()
    (project / "crashbot" / "main.py").write_text(MAIN)
    (project / "crashbot" / "strategy.py").write_text(STRATEGY)
    (project / "steady.py").write_text(STEADY)
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(project)
        assert main(["build"]) == 0
        capture = project / "stderr.txt"
        with capture.open("w") as stderr:
            patch.setattr("sys.stderr", stderr)
            argv = ["play", "connect4", "python dist/connect4.py", "python steady.py"]
            main([*argv, "--games", "2", "--out", "runs"])
    return project, capture.read_text()


def test_play_reports_the_crash_once_at_its_turn_through_the_source_map(played):
    project, stderr = played
    reports = re.findall(r"^game \d seat \d \(A\) .*$", stderr, re.MULTILINE)
    assert len(reports) == 2, stderr
    for report in reports:
        assert " crash at turn 3: closed its output (exit status 1): " in report
        assert report.endswith(CRASH_LOCATION)
    assert "timeout" not in stderr  # the referee's forfeit is the same event
    # the traceback under each report: the sources' file, line, names and line text
    assert SOURCE_FRAME in stderr and SOURCE_TEXT in stderr
    rows = (project / "runs" / "games.tsv").read_text().splitlines()[1:]
    for row in rows:
        faults = row.split("\t")[5]
        assert faults.startswith("A crash at turn 3: ") and faults.count("; ") == 0


def test_transcripts_keep_each_turns_stderr_and_the_mapped_traceback(played):
    project, _ = played
    transcript = read_transcript(project / "runs" / "game-0001-seat0-A.txt")
    assert [turn.stderr[:1] for turn in transcript.turns[:2]] == [
        ("turn 1: 9 actions",),
        ("turn 2: 9 actions",),
    ]
    crashed = transcript.turns[2]
    assert crashed.status == "crash" and crashed.stderr[0] == "turn 3: 9 actions"
    assert any("dist/connect4.py" in line for line in crashed.stderr)  # verbatim
    assert transcript.comments[0] == "traceback through the source map:"
    assert SOURCE_FRAME in "\n".join(transcript.comments)
    assert SOURCE_TEXT in transcript.comments
    (fault,) = transcript.faults
    assert fault.startswith("seat 0 crash at turn 3") and fault.endswith(CRASH_LOCATION)


def game_page(project: Path) -> tuple[Path, object]:
    transcripts = [
        read_transcript(path)
        for path in sorted((project / "runs").glob("game-0001-seat*.txt"))
    ]
    (game,) = group_games(transcripts)
    view = build_view(game)
    page = project / "game.html"
    assert main(["view", *(str(t.path) for t in transcripts), "-o", str(page)]) == 0
    return page, view


def test_the_view_holds_each_turns_stderr_and_the_crash(played):
    project, _ = played
    _, view = game_page(project)
    last = view.frames[-1]
    (crash,) = [answer for answer in last.answers if answer.status == "crash"]
    assert crash.turn == 3 and crash.stderr[0] == "turn 3: 9 actions"
    assert any(SOURCE_FRAME in line for line in last.stderr)
    earlier = [a for frame in view.frames for a in frame.answers if a.seat == 0]
    assert earlier[0].stderr == ("turn 1: 9 actions",)


def shown_text(page: Path, turn: int) -> str:
    """The page's text at `#turn=N` after its script ran: no tags, scripts or styles."""
    shown = re.sub(r"<(script|style)\b.*?</\1>", "", dumped_dom(page, turn), flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", shown))


@browser
def test_the_browser_shows_stderr_per_turn_and_the_crash_in_the_sources(played):
    project, _ = played
    page, view = game_page(project)
    dom = shown_text(page, len(view.frames) - 1)
    assert "stderr of player 0, its turn 3" in dom
    assert "turn 3: 9 actions" in dom
    assert "player 0 (its turn 3) crashed" in dom
    assert SOURCE_FRAME in dom and SOURCE_TEXT in dom
    assert (
        f"crash at turn 3: closed its output (exit status 1): {CRASH_LOCATION}" in dom
    )
    assert "timeout" not in dom
    first = shown_text(page, 1)
    assert "player 0 (its turn 1) answered" in first and " ms of its 1000 ms" in first
    assert "stderr of player 0, its turn 1" in first


DEBUG_PRINT = STEADY.replace(
    "    print(next(",
    '    print("thinking about", len(actions), "columns", flush=True)\n    print(next(',
)
SLOW_SECOND_TURN = STEADY.replace(
    "while line := sys.stdin.readline():",
    "import time\n\nturn = 0\nwhile line := sys.stdin.readline():\n    turn += 1",
).replace("    print(next(", "    time.sleep(0.3 if turn == 2 else 0)\n    print(next(")


@pytest.mark.parametrize(
    "bot, fault",
    [
        (
            DEBUG_PRINT,
            r"illegal at turn 1: Wrong output! \('thinking about 1?\d columns'\); the bot"
            r" printed '\d' after it in the same turn: debug output belongs on stderr",
        ),
        (SLOW_SECOND_TURN, r"timeout at turn 2: no answer within 1\d\d ms; killed"),
    ],
    ids=["debug-print", "timeout"],
)
def test_each_fault_is_named_once_with_its_turn_in_report_and_page(
    bot, fault, tmp_path, monkeypatch, capsys
):
    (tmp_path / "pyproject.toml").write_text(PYPROJECT)
    (tmp_path / "bot.py").write_text(bot)
    (tmp_path / "steady.py").write_text(STEADY)
    monkeypatch.chdir(tmp_path)
    argv = ["play", "connect4", "python bot.py", "python steady.py", "--games", "2"]
    main([*argv, "--out", "runs", "--view", "pages"])
    reports = [
        line
        for line in capsys.readouterr().err.splitlines()
        if line.startswith("game ")
    ]
    assert len(reports) == 2, reports
    assert all(len(re.findall(fault, line)) == 1 for line in reports), reports
    page = tmp_path / "pages" / "game-0001.html"
    if CHROMIUM is not None:
        text = shown_text(page, 999)
        assert len(re.findall(fault, text)) == 1, text
