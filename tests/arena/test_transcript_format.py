"""The transcript text format: a round trip, and malformed input named by file and line."""

import pytest

from bundler.arena.transcript import (
    Transcript,
    TranscriptError,
    format_transcript,
    parse_transcript,
)
from bundler.arena.turns import Turn


def sample() -> Transcript:
    return Transcript(
        arena="judge-chess",
        referee="judge_chess",
        seat=1,
        seats=2,
        seed=-5,
        bot="python -m sources.judge_chess",
        nodes=800,
        options={"promotion": "suffix", "retries": "2"},
        limits="first turn 1000 ms, then 1000 ms",
        players=["white bot", "python -m sources.judge_chess"],
        result="scores 0 1; white loses: no move in time",
        faults=["seat 0 timeout: no answer within 1000 ms; killed"],
        turns=[
            Turn(1, ("black",), None, status="silent"),
            Turn(
                2,
                ("e2e4 1000 1000 fen here", ""),
                1.0,
                answer="e7e5  spaced ",
                elapsed=0.0123,
                stderr=("depth 3 score +12", "", "> not an answer"),
            ),
            Turn(3, ("A 999",), None, status="silent"),
            Turn(4, ("d2d4 999 999 x",), 0.05, status="timeout"),
            Turn(5, (), 0.1, close_input=True, answer="", elapsed=0.0001),
        ],
        comments=["stderr (last lines):", "Traceback ..."],
    )


def test_round_trip_keeps_everything_verbatim():
    text = format_transcript(sample())
    parsed = parse_transcript(text, "x.txt")
    expected = sample()
    for turn, original in zip(parsed.turns, expected.turns):
        assert (turn.lines, turn.answer, turn.status, turn.close_input) == (
            original.lines,
            original.answer,
            original.status,
            original.close_input,
        )
        assert turn.time_limit == original.time_limit and turn.stderr == original.stderr
        if original.elapsed is not None:
            assert turn.elapsed == pytest.approx(original.elapsed, abs=1e-6)
    assert parsed.options == expected.options
    assert (parsed.seat, parsed.seats, parsed.seed, parsed.nodes) == (1, 2, -5, 800)
    assert parsed.players == expected.players and parsed.faults == expected.faults
    assert parsed.comments == expected.comments
    assert format_transcript(parsed) == text


def test_turn_lines_read_like_the_documentation():
    text = format_transcript(sample())
    assert (
        "turn 2  limit 1000 ms  answered in 12.300 ms\n< e2e4 1000 1000 fen here\n< \n"
        in text
    )
    assert "! depth 3 score +12\n! \n! > not an answer\n> e7e5  spaced \n" in text
    assert "turn 4  limit 50 ms  timeout\n" in text
    assert "turn 5  limit 100 ms  closes input  answered in 0.100 ms\n>" in text


def test_bare_markers_are_empty_lines():
    text = format_transcript(sample()).replace("< \n", "<\n").replace("> \n", ">\n")
    parsed = parse_transcript(text)
    assert parsed.turns[1].lines[1] == "" and parsed.turns[4].answer == ""


@pytest.mark.parametrize(
    "line_number, replacement, message",
    [
        (1, "transcript v2", "expected 'arena-bundler transcript 1'"),
        (5, "seed: seven", "seed is not an integer"),
        (4, "seat: 1 from 2", "expected 'seat: N of M'"),
        (9, "nodes: many", "nodes must be an integer"),
        (6, "options: promotion", "is not key=value"),
        (3, "referee judge_chess", "expected 'key: value'"),
        (3, "colour: red", "unknown header key"),
        (15, "turn 7  limit none", "expected turn 1, got turn 7"),
        (18, "turn 2  limit 1 s  answered in 1 ms", "malformed turn line"),
        (18, "turn 2  limit 1000 ms", "needs an outcome"),
        (19, "<e2e4", "expected a space after '<'"),
        (21, "? e7e5", "expected a turn"),
    ],
)
def test_malformed_input_names_file_and_line(line_number, replacement, message):
    lines = format_transcript(sample()).split("\n")
    lines[line_number - 1] = replacement
    with pytest.raises(TranscriptError) as error:
        parse_transcript("\n".join(lines), "golden/game.txt")
    assert str(error.value).startswith(f"golden/game.txt:{line_number}: ")
    assert message in str(error.value)


def test_missing_header_key_and_answer_out_of_place():
    lines = format_transcript(sample()).split("\n")
    without_bot = [line for line in lines if not line.startswith("bot: ")]
    with pytest.raises(TranscriptError, match=r"^t:\d+: header has no 'bot' line"):
        parse_transcript("\n".join(without_bot), "t")
    answer_in_silent_turn = lines[:16] + ["> hello"] + lines[16:]
    with pytest.raises(
        TranscriptError, match=r"^t:17: an answer in a turn marked 'silent'"
    ):
        parse_transcript("\n".join(answer_in_silent_turn), "t")


def test_a_transcript_without_stderr_lines_reads_with_none():
    """Transcripts written before stderr was kept per turn (the golden set's) still load."""
    text = "\n".join(
        line for line in format_transcript(sample()).split("\n") if line[:1] != "!"
    )
    parsed = parse_transcript(text)
    assert all(turn.stderr == () for turn in parsed.turns)
    assert parsed.turns[1].answer == "e7e5  spaced "
