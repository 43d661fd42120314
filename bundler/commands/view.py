"""`arena-bundler view TRANSCRIPT... -o game.html`: the page of one game (its seats'
transcripts merged), or with `-o DIR` one page per game and `index.html`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..arena.transcript import TranscriptError, read_transcript
from ..arena.pages import build_view, write_pages
from ..arena.view.model import ViewError, group_games
from ..arena.view.page import render_page


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("transcripts", nargs="+", type=Path, metavar="TRANSCRIPT")
    parser.add_argument(
        "-o",
        "--output",
        type=Path,
        required=True,
        help="the page (one game) or a directory (pages and index.html)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        transcripts = [read_transcript(path) for path in args.transcripts]
        games = group_games(transcripts)
        if len(games) == 1 and args.output.suffix == ".html":
            page = render_page(build_view(games[0]))
            args.output.parent.mkdir(parents=True, exist_ok=True)
            args.output.write_text(page, encoding="utf-8")
            written = [args.output]
        elif args.output.suffix == ".html":
            raise ViewError(
                f"the transcripts are of {len(games)} games; give -o a directory"
            )
        else:
            written = write_pages(transcripts, args.output)
    except (TranscriptError, ViewError) as error:  # OSError: the command line's line
        print(f"error: {error}", file=sys.stderr)
        return 1
    for path in written:
        print(f"{path}  {path.stat().st_size / 1000:.1f} kB")
    return 0
