"""The description parser: the five arenas' descriptions, the language's forms, and malformed
descriptions reported with their line number."""

import pytest

from bundler.codegen import StubError, describe, parse
from bundler.codegen.model import Loop, LoopLine, Read, Select
from tests.project import ARENAS, ROOT


def blocks_of(text: str) -> list[tuple[str, str, bool]]:
    return [(b.name, b.method, b.in_game_loop) for b in parse(text, "test.stub").blocks]


@pytest.mark.parametrize(
    "arena, blocks",
    [
        ("connect4", ["init", "turn"]),
        ("knights", ["init", "turn"]),
        ("chess960", ["init", "turn"]),
        ("judge-chess", ["init", "turn", "status"]),
        ("lousy-chess", ["init"]),
    ],
)
def test_every_arena_description_parses(arena, blocks):
    description = describe(ARENAS[arena], ROOT)
    assert [b.name for b in description.blocks] == blocks
    assert description.oneshot == (arena == "lousy-chess")


def test_blocks_split_at_writes_and_gameloop():
    text = "read a:int\nwrite x\ngameloop\nread b:int\nwrite y\nread status:word(1)\n"
    assert blocks_of(text) == [
        ("init", "read_init", False),
        ("turn", "read_turn", True),
        ("status", "read_status", True),
    ]


def test_statement_forms():
    description = parse(
        "read n:int w:word(4)\n"
        "loop n read x:int y:float\n"
        "loopline n z:long\n"
        "loop 2 loopline n q:bool\n"
        "optional read last:string(20)\n"
        "gameloop\n"
        "read t:int\n"
        "write first(x)\n"
    )
    init, turn = description.blocks
    read, loop, loopline, nested, optional = init.statements
    assert isinstance(read, Read) and [v.name for v in read.variables] == ["n", "w"]
    assert read.variables[1].type.length == 4
    assert isinstance(loop, Loop) and loop.count == "n" and isinstance(loop.body, Read)
    assert isinstance(loopline, LoopLine) and loopline.count == "n"
    assert isinstance(nested, Loop) and nested.count == 2
    assert isinstance(nested.body, LoopLine)
    assert optional.optional
    annotations = {f.name: f.annotation for f in description.fields(init)}
    assert annotations == {
        "n": "int",
        "w": "str",
        "x": "list[int]",
        "y": "list[float]",
        "z": "list[int]",
        "q": "list[list[bool]]",
        "last": "str | None",
    }
    assert turn.answer.parts[0].kind == "first"


def test_select_cases_group_statements_by_key():
    description = describe(ARENAS["chess960"], ROOT)
    turn = description.blocks[1]
    select = turn.select
    assert isinstance(select, Select) and select.parameter == "requested"
    keys = [case.key for case in select.cases]
    assert keys == ["fen", "moves", "lastmove", "draw", "game", "score"]
    moves = select.cases[1].statements
    assert isinstance(moves[0], Read) and isinstance(moves[1], Loop)
    assert all(f.annotation.endswith("| None") for f in description.fields(turn))


def test_count_from_an_earlier_block_is_kept_on_the_reader():
    description = parse(
        "read height:int\ngameloop\nloop height read row:word(8)\nwrite 1\n"
    )
    assert description.kept == {"height"}


def test_comment_sections_document_fields():
    description = parse(
        "read a:int\ngameloop\nread b:int\nwrite 1\n\n"
        "STATEMENT\nA game.\n\nINPUT\na: the first\nb: the second\n\nOUTPUT\na number\n"
    )
    assert description.statement == "A game."
    assert description.input_docs == {"a": "the first", "b": "the second"}
    assert description.output_doc == "a number"


MALFORMED = [
    (
        "unknown type",
        "read a:integer\ngameloop\nread b:int\nwrite 1",
        1,
        "unknown type `integer`",
    ),
    ("word without length", "gameloop\nread a:word\nwrite 1", 2, "word needs a length"),
    ("missing colon", "gameloop\nread a\nwrite 1", 2, "expected `name:type`"),
    ("bad name", "gameloop\nread 1a:int\nwrite 1", 2, "not a variable name"),
    ("keyword name", "gameloop\nread from:int\nwrite 1", 2, "Python keyword"),
    (
        "loop over undefined",
        "read a:int\ngameloop\nread b:int\nloop count read c:int\nwrite 1",
        4,
        "loop over `count`, which is not read before this line",
    ),
    (
        "loop over a word",
        "gameloop\nread n:word(3)\nloop n read c:int\nwrite 1",
        3,
        "which is not an int",
    ),
    (
        "loop over a list",
        "gameloop\nloop 2 read n:int\nloop n read c:int\nwrite 1",
        3,
        "which is not an int",
    ),
    (
        "write outside the game loop",
        "read a:int\nread b:int\nwrite 1\n",
        3,
        "`write` outside the game loop",
    ),
    ("no gameloop", "read a:int\n", 1, "no `gameloop`"),
    (
        "write inside a loop",
        "gameloop\nread n:int\nloop n write 1",
        3,
        "`write` inside a loop",
    ),
    ("write with nothing read", "gameloop\nwrite 1", 2, "nothing read before it"),
    (
        "game loop without write",
        "read a:int\ngameloop\nread b:int",
        2,
        "has no `write`",
    ),
    (
        "second gameloop",
        "gameloop\nread a:int\nwrite 1\ngameloop",
        4,
        "second `gameloop`",
    ),
    (
        "read twice",
        "gameloop\nread a:int\nread a:int\nwrite 1",
        3,
        "already read on line 2",
    ),
    (
        "unknown statement",
        "gameloop\nreed a:int\nwrite 1",
        2,
        "unknown statement `reed`",
    ),
    (
        "case outside select",
        "gameloop\ncase fen read a:int\nwrite 1",
        2,
        "outside a `select`",
    ),
    (
        "select without configuration",
        "read a:int\ngameloop\nselect names\ncase x read b:int\nwrite 1",
        3,
        "needs a `write` before `gameloop`",
    ),
    (
        "select without cases",
        "read a:int\nwrite x\ngameloop\nselect names\nread b:int\nwrite 1",
        4,
        "without any `case`",
    ),
    (
        "count from another case",
        "read a:int\nwrite x\ngameloop\nselect names\ncase x read n:int\n"
        "case y loop n read m:int\nwrite 1",
        6,
        "may be missing here",
    ),
    (
        "read after optional",
        "oneshot\nread a:int\noptional read b:int\nread c:int\nwrite 1",
        4,
        "after the optional line 3",
    ),
    ("oneshot late", "read a:int\noneshot\nwrite 1", 2, "`oneshot` stands alone"),
    ("oneshot with gameloop", "oneshot\nread a:int\ngameloop", 3, "no game loop"),
    (
        "string not last",
        "gameloop\nread s:string(9) n:int\nwrite 1",
        2,
        "only the last variable",
    ),
    ("first of a scalar", "gameloop\nread n:int\nwrite first(n)", 3, "is not a list"),
    ("first of unknown", "gameloop\nread n:int\nwrite first(m)", 3, "not read before"),
    ("join of unknown", "gameloop\nread n:int\nwrite join(n, m)", 3, "uses `m`"),
    (
        "loop of loops",
        "gameloop\nloop 2 loop 2 read a:int\nwrite 1",
        2,
        "loop of loops",
    ),
    (
        "input doc for unknown variable",
        "gameloop\nread a:int\nwrite 1\n\nINPUT\nb: nothing",
        6,
        "never read",
    ),
    ("empty", "\n\n", 1, "reads nothing"),
    ("reserved name", "gameloop\nread range:int\nwrite 1", 2, "reserved"),
    (
        "select parameter clash",
        "read a:int\nwrite x\ngameloop\nselect a\ncase x read b:int\nwrite 1",
        4,
        "already a variable",
    ),
    (
        "section line after the last statement",
        "read a:int\n\nSTATEMENT\nA game.",
        1,
        "no `gameloop`",
    ),
]


@pytest.mark.parametrize(
    "text, line, message",
    [case[1:] for case in MALFORMED],
    ids=[case[0] for case in MALFORMED],
)
def test_malformed_descriptions_name_their_line(text, line, message):
    with pytest.raises(StubError) as raised:
        parse(text, "bad.stub")
    assert raised.value.line == line
    assert message in str(raised.value)
    assert str(raised.value).startswith(f"bad.stub:{line}: ")
