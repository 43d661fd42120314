"""Game pages: one self-contained HTML page per game that a person steps through (buttons,
slider, arrow keys; `#turn=N` opens turn N), drawn by the arena's board module (`board.py`
in its folder) from its transcripts. Several transcripts of one game (its seats) are merged
into one view; pages of several games get `index.html`. The `view` command and
`play --view DIR` write them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from .arenas import board_module
from .transcript import Transcript, read_transcript
from .view.model import Frame, GameView, RecordedGame, group_games, page_name
from .view.page import render_index, render_page


def build_view(game: RecordedGame) -> GameView:
    first = game.any
    module = board_module(first.arena)
    frames = module.frames(game)
    _attach_stderr(game, frames)
    return GameView(
        arena=first.arena,
        seed=first.seed,
        players=list(first.players),
        seats_recorded=sorted(game.seats),
        result=first.result,
        faults=list(first.faults),
        layout=module.LAYOUT,
        frames=frames,
    )


def _attach_stderr(game: RecordedGame, frames: list[Frame]) -> None:
    """A bot's stderr (kept only when it failed) goes to the frame of its failed answer,
    or to the last frame when no frame holds one."""
    for seat, transcript in game.seats.items():
        if not transcript.comments:
            continue
        failed = [
            frame
            for frame in frames
            for answer in frame.answers
            if answer.seat == seat and answer.status != "answered"
        ]
        (failed[-1] if failed else frames[-1]).stderr += [
            f"seat {seat}: {line}" for line in transcript.comments
        ]


def write_play_pages(out: Path, games: int, directory: Path) -> Path:
    """`play --view DIR`: pages for the `games` games `play` just wrote to `out` (older
    transcripts left in `out` by an earlier run are not this run's); returns the index.
    """
    paths = [
        path
        for number in range(1, games + 1)
        for path in sorted(out.glob(f"game-{number:04d}-seat*.txt"))
    ]
    return write_pages([read_transcript(path) for path in paths], directory)[-1]


def write_pages(transcripts: Sequence[Transcript], directory: Path) -> list[Path]:
    """One page per game of `transcripts`, named after its files (`game-0003.html`), and
    `index.html` listing them; returns the files written, the index last."""
    directory.mkdir(parents=True, exist_ok=True)
    pages: list[tuple[str, GameView]] = []
    for game in group_games(transcripts):
        view = build_view(game)
        name = f"{page_name(game.any)}.html"
        if any(name == taken for taken, _ in pages):  # same file names from two folders
            name = f"{page_name(game.any)}-{len(pages) + 1}.html"
        (directory / name).write_text(render_page(view), encoding="utf-8")
        pages.append((name, view))
    index = directory / "index.html"
    index.write_text(render_index(pages), encoding="utf-8")
    return [directory / name for name, _ in pages] + [index]
