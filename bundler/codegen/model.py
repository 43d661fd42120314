"""What an arena description says, as plain data: the parser builds it, the templates read it.

A description is a sequence of *blocks*: the lines a bot reads before it answers once. The
blocks before `gameloop` are read once (the initialisation), the blocks after it every turn.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar, Union

PYTHON_TYPES = {
    "int": "int",
    "long": "int",
    "float": "float",
    "bool": "bool",
    "word": "str",
    "string": "str",
}


def snake_case(name: str) -> str:
    """`oppPreviousAction` -> `opp_previous_action`: stub names are camelCase, Python's are not."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def class_name(name: str) -> str:
    """`status` -> `Status`, `lastMove` -> `LastMove`."""
    return name[0].upper() + name[1:]


@dataclass(frozen=True)
class VariableType:
    kind: str  # a key of PYTHON_TYPES
    length: int | None = None  # the N of word(N) / string(N)

    @property
    def python(self) -> str:
        return PYTHON_TYPES[self.kind]


@dataclass(frozen=True)
class Variable:
    name: str  # as the description spells it (camelCase)
    type: VariableType
    line: int

    @property
    def field(self) -> str:
        return snake_case(self.name)


# A loop count: a literal number or the name of an int variable read before the loop.
Count = Union[int, str]


@dataclass(frozen=True)
class Read:
    """One input line holding `variables`; `optional`: the line may be missing (end of input)."""

    kind: ClassVar[str] = "read"

    variables: tuple[Variable, ...]
    line: int
    optional: bool = False


@dataclass(frozen=True)
class LoopLine:
    """One input line holding `count` repetitions of `variables`."""

    kind: ClassVar[str] = "loopline"

    count: Count
    variables: tuple[Variable, ...]
    line: int


@dataclass(frozen=True)
class Loop:
    """`count` input lines, each read by `body`."""

    kind: ClassVar[str] = "loop"

    count: Count
    body: Read | LoopLine
    line: int


@dataclass(frozen=True)
class Case:
    """The lines a `select` reads for one name the bot asked for."""

    key: str
    statements: tuple[Read | Loop | LoopLine, ...]


@dataclass(frozen=True)
class Select:
    """Lines chosen at run time: for each name in `parameter` (the bot's configuration answer,
    in its order), the statements of the case with that key; unknown names read nothing.
    """

    kind: ClassVar[str] = "select"

    parameter: str
    cases: tuple[Case, ...]
    line: int


Statement = Union[Read, Loop, LoopLine, Select]


@dataclass(frozen=True)
class WritePart:
    kind: str  # "text" (literal), "variable" (its value) or "first" (first element of a list)
    value: str  # the text, or the variable's Python field name
    block: str = ""  # for variables: the name of the block that reads it


@dataclass(frozen=True)
class Write:
    """What the bot answers: literal text, CodinGame's `join(...)`, or `first(list)`."""

    parts: tuple[WritePart, ...]
    line: int


@dataclass(frozen=True)
class Block:
    """The lines read before one answer (or before the end of a section)."""

    name: str  # "init", "turn", or the first variable's name
    statements: tuple[Statement, ...]
    answer: Write | None
    in_game_loop: bool
    line: int

    @property
    def class_name(self) -> str:
        return class_name(self.name)

    @property
    def method(self) -> str:
        return "read_" + snake_case(self.name)

    @property
    def select(self) -> Select | None:
        return next((s for s in self.statements if isinstance(s, Select)), None)


@dataclass(frozen=True)
class Field:
    """One value a block returns, with its Python annotation."""

    name: str
    annotation: str
    doc: str


@dataclass
class Description:
    arena: str
    source: str  # path of the description, as shown in headers and errors
    blocks: tuple[Block, ...]
    oneshot: bool
    statement: str = ""
    output_doc: str = ""
    input_docs: dict[str, str] = field(default_factory=dict)
    # Variables a later block uses as a loop count: the reader keeps them on `self`.
    kept: frozenset[str] = frozenset()

    @property
    def init_blocks(self) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if not b.in_game_loop)

    @property
    def loop_blocks(self) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.in_game_loop)

    @property
    def types_used(self) -> frozenset[str]:
        return frozenset(v.type.kind for b in self.blocks for v in block_variables(b))

    @property
    def has_optional(self) -> bool:
        return any(
            isinstance(s, Read) and s.optional
            for b in self.blocks
            for s in b.statements
        )

    @property
    def has_rest_of_line(self) -> bool:
        """A `string` after other variables on one line: split once less, keep the rest."""
        return any(
            len(line_variables) > 1 and line_variables[-1].type.kind == "string"
            for b in self.blocks
            for line_variables in block_lines(b)
        )

    def fields(self, block: Block) -> list[Field]:
        return [
            Field(
                v.field, annotation(v, shape, optional), self.input_docs.get(v.name, "")
            )
            for v, shape, optional in variable_shapes(block)
        ]


def annotation(variable: Variable, shape: int, optional: bool) -> str:
    text = variable.type.python
    for _ in range(shape):
        text = f"list[{text}]"
    return f"{text} | None" if optional else text


def statement_shapes(statement: Statement, optional: bool):
    """(variable, list depth, may be None) for each variable a statement reads."""
    if isinstance(statement, Read):
        for variable in statement.variables:
            yield variable, 0, optional or statement.optional
    elif isinstance(statement, LoopLine):
        for variable in statement.variables:
            yield variable, 1, optional
    elif isinstance(statement, Loop):
        for variable, depth, _ in statement_shapes(statement.body, optional):
            yield variable, depth + 1, optional
    else:
        for case in statement.cases:
            for inner in case.statements:
                yield from statement_shapes(inner, True)


def variable_shapes(block: Block):
    for statement in block.statements:
        yield from statement_shapes(statement, False)


def block_variables(block: Block) -> list[Variable]:
    return [variable for variable, _, _ in variable_shapes(block)]


def statement_lines(statement: Statement):
    """The variables of each distinct input-line shape a statement reads."""
    if isinstance(statement, (Read, LoopLine)):
        yield statement.variables
    elif isinstance(statement, Loop):
        yield from statement_lines(statement.body)
    else:
        for case in statement.cases:
            for inner in case.statements:
                yield from statement_lines(inner)


def block_lines(block: Block):
    for statement in block.statements:
        yield from statement_lines(statement)
