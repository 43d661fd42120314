"""HTML: one self-contained page per game (the game as JSON data inside the jinja2 template
`page.html`, whose script draws it) and an index page linking several."""

from __future__ import annotations

import html
import json
from functools import cache
from typing import Any, Sequence

import jinja2

from .model import Frame, GameView


@cache
def _page_template() -> jinja2.Template:
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader(__package__, ""),
        autoescape=True,
        keep_trailing_newline=True,
    )
    return environment.get_template("page.html")


def render_page(view: GameView) -> str:
    data = json.dumps(_game_data(view), ensure_ascii=False, separators=(",", ":"))
    # Inside <script>, "</" could close the element early; "<\/" means the same in JSON.
    data = data.replace("</", "<\\/")
    return _page_template().render(title=view.title, game=data)


def _game_data(view: GameView) -> dict[str, Any]:
    layout = view.layout
    return {
        "title": view.title,
        "players": view.players,
        "recorded": view.seats_recorded,
        "result": view.result,
        "faults": view.faults,
        "layout": {
            "kind": layout.kind,
            "columns": layout.columns,
            "rows": layout.rows,
            "seats": layout.seat_names,
            "roles": layout.seat_roles,
            "glyphs": layout.glyphs,
            "colours": layout.colours,
        },
        "frames": [_frame_data(frame) for frame in view.frames],
    }


def _frame_data(frame: Frame) -> dict[str, Any]:
    """One frame in short keys, empty fields left out: a 500-ply game stays small."""
    data: dict[str, Any] = {"b": frame.board}
    optional = {
        "m": frame.move,
        "s": frame.seat,
        "k": {name: cells for name, cells in frame.marks.items() if cells},
        "a": [
            [
                answer.seat,
                answer.turn,
                answer.line,
                _milliseconds(answer.elapsed),
                _milliseconds(answer.limit),
                answer.status,
                answer.stderr,
            ]
            for answer in frame.answers
        ],
        "n": frame.note,
        "e": frame.stderr,
    }
    data.update((key, value) for key, value in optional.items() if value or value == 0)
    return data


def _milliseconds(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds * 1000, 3)


def render_index(pages: Sequence[tuple[str, GameView]]) -> str:
    """A table of games (file name, view): arena, seed, players by seat, result."""
    rows = []
    for name, view in pages:
        players = "<br>".join(
            f"{html.escape(view.layout.seat_names[seat])}: {html.escape(command)}"
            for seat, command in enumerate(view.players)
        )
        rows.append(
            f'<tr><td><a href="{html.escape(name)}">{html.escape(name)}</a></td>'
            f"<td>{html.escape(view.arena)}</td><td>{view.seed}</td><td>{players}</td>"
            f"<td>{len(view.frames) - 1}</td><td>{html.escape(view.result)}</td></tr>"
        )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Games</title>'
        "<style>body{font:14px system-ui,sans-serif;margin:12px 18px}"
        "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;"
        "text-align:left;vertical-align:top}</style></head><body>\n"
        f"<h1>{len(pages)} games</h1>\n<table>\n<tr><th>game</th><th>arena</th>"
        "<th>seed</th><th>players</th><th>turns</th><th>result</th></tr>\n"
        + "\n".join(rows)
        + "\n</table></body></html>\n"
    )
