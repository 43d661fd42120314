"""Every recorded transcript's input, read by its arena's generated reader: each block must
end exactly where the bot answered, and the input must end at a block boundary."""

from importlib import import_module

import pytest

from bundler.codegen import describe, module_name
from tests.project import ARENAS, ROOT
from bundler.arena.transcript import Transcript, parse_transcript, read_transcript
from sources.readers import judge_chess

TRANSCRIPTS = ROOT / "tests" / "transcripts"


def read_block(reader, block, configuration: list[str]) -> None:
    method = getattr(reader, block.method)
    method(configuration) if block.select else method()


def check_transcript(transcript: Transcript) -> None:
    """Read the lines sent to the bot block by block, in the description's order (the
    initialisation once, then the game loop's blocks round and round): every answer must
    come exactly where a block ends, and the input must end where a block ends. An answer
    after a block without `write` is a retry (the judge's `D`): the blocks after the last
    answered one come again."""
    path = transcript.path
    description = describe(ARENAS[transcript.arena], ROOT)
    reader_module = import_module(f"sources.readers.{module_name(transcript.arena)}")
    lines: list[str] = []
    answers: list[tuple[int, str | None]] = []  # (lines sent before the answer, answer)
    for turn in transcript.turns:
        if turn.status == "skipped":
            break
        lines += turn.lines
        if turn.time_limit is not None and turn.lines:
            answers.append((len(lines), turn.answer))
    order = list(description.blocks)
    loop_start = len(description.init_blocks)
    reader = reader_module.lines_reader(lines)
    configuration: list[str] = []
    position = after_answer = 0
    for sent, answer in answers:
        while reader.line_number < sent:
            block = order[position]
            read_block(reader, block, configuration)
            position = position + 1 if position + 1 < len(order) else loop_start
            if block.answer is not None:
                after_answer = position
                if not block.in_game_loop and answer is not None:
                    configuration = answer.split()
                break
        assert reader.line_number == sent, (
            f"{path}: {block.name} ended at input line {reader.line_number},"
            f" the bot answered after line {sent}"
        )
        if block.answer is None:
            position = after_answer
    while reader.line_number < len(lines):
        read_block(reader, order[position], configuration)
        position = position + 1 if position + 1 < len(order) else loop_start
    assert reader.line_number == len(lines), f"{path}: the last block is incomplete"


@pytest.mark.parametrize("arena", sorted(ARENAS))
def test_reader_parses_every_recorded_transcript(arena):
    paths = sorted((TRANSCRIPTS / arena).glob("*game-*.txt"))
    if not paths:
        pytest.skip(f"no transcripts recorded in tests/transcripts/{arena}/ yet")
    for path in paths:
        check_transcript(read_transcript(path))


HEADER = """arena-bundler transcript 1
arena: {arena}
referee: {referee}
seat: 0 of 2
seed: 1
options: none
bot: python bot.py
nodes: none

"""
JUDGE_WITH_A_RETRY = """turn 1  limit none
< white

turn 2  limit 1000 ms  answered in 5 ms
< NONE 1000 1000 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
> e2e5

turn 3  limit 1000 ms  answered in 5 ms
< D 990
> e2e4

turn 4  limit none
< A 980

turn 5  limit 1000 ms  answered in 5 ms
< e7e5 980 990 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2
> g1f3

turn 6  limit none
< A 970
"""


def transcript(arena: str, turns: str) -> Transcript:
    header = HEADER.format(arena=arena, referee=ARENAS[arena].referee)
    return parse_transcript(header + turns, f"<{arena}>")


def test_judge_retry_after_a_denied_move():
    check_transcript(transcript("judge-chess", JUDGE_WITH_A_RETRY))


def test_a_line_the_description_does_not_expect_fails():
    early = JUDGE_WITH_A_RETRY.replace(
        "< A 980\n\nturn 5", "< A 980\n< extra\n\nturn 5"
    )
    with pytest.raises(judge_chess.InputError, match="input line 5: lastMove"):
        check_transcript(transcript("judge-chess", early))


def test_connect4_answer_after_an_extra_line_fails():
    rows = "".join("< .........\n" for _ in range(7))
    actions = "".join(f"< {column}\n" for column in range(9))
    turn = f"< 0\n{rows}< 9\n{actions}< -1\n"
    answered = f"turn 1  limit 1000 ms  answered in 5 ms\n< 0 1\n{turn}> 4\n"
    check_transcript(transcript("connect4", answered))
    extra = answered.replace("> 4", "< 3\n> 4")
    with pytest.raises(
        AssertionError, match="ended at input line 20, the bot answered after line 21"
    ):
        check_transcript(transcript("connect4", extra))
