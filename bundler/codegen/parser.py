"""Parse an arena description (CodinGame's stub language, lightly extended) into a model.

The language and its extensions are documented in docs/stub-language.md. Every error names
the description's line, as `path:line: message`.
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass, field
from pathlib import Path

from .model import (
    Block,
    Case,
    Count,
    Description,
    Loop,
    LoopLine,
    Read,
    Select,
    Statement,
    Variable,
    VariableType,
    Write,
    WritePart,
    class_name,
    snake_case,
    statement_shapes,
)

SECTIONS = ("STATEMENT", "INPUT", "OUTPUT")
NAME = re.compile(r"[A-Za-z][A-Za-z0-9]*")
TYPE = re.compile(r"(int|long|float|bool)|(word|string)\((\d+)\)")
# Names the generated module defines itself; a block class or a kept variable must not clash.
RESERVED_CLASSES = {"Reader", "EndOfInput", "InputError"}
RESERVED_ATTRIBUTES = {"readline", "line_number", "line"}
# Names the generated methods use besides their variables (their own locals start with `_`).
RESERVED_LOCALS = {"self", "range"}


class StubError(Exception):
    def __init__(self, source: str, line: int, message: str) -> None:
        super().__init__(f"{source}:{line}: {message}")
        self.line = line
        self.message = message


@dataclass
class Defined:
    variable: Variable
    depth: int  # 0 for a single value, 1 for a list, 2 for a list of lists
    optional: bool
    block: int
    case: tuple[int, str] | None  # (select line, key) when read inside a select case


@dataclass
class OpenBlock:
    statements: list[Statement] = field(default_factory=list)
    line: int = 0
    optional_line: int = (
        0  # line of an optional read; nothing may follow it in the block
    )
    select_cases: dict[str, list] | None = (
        None  # the select being filled by `case` lines
    )


class Parser:
    def __init__(self, text: str, source: str, arena: str) -> None:
        self.source = source
        self.arena = arena
        self.lines = text.splitlines()
        self.blocks: list[Block] = []
        self.open = OpenBlock()
        self.defined: dict[str, Defined] = {}
        self.kept: set[str] = set()
        self.in_game_loop = False
        self.game_loop_line = 0
        self.oneshot = False
        self.configuration_line = (
            0  # a write before gameloop: the bot's configuration answer
        )
        self.statement_count = 0
        self.last_line = 1
        self.select_parameters: set[str] = set()

    def error(self, line: int, message: str) -> StubError:
        return StubError(self.source, line, message)

    # ---- top level ------------------------------------------------------------------------

    def parse(self) -> Description:
        number = 0
        for number, raw in enumerate(self.lines, start=1):
            text = raw.strip()
            if text in SECTIONS:
                sections = self.parse_sections(number)
                break
            if text:
                self.statement(text, number)
                self.last_line = number
        else:
            sections = {}
        self.finish(self.last_line)
        return Description(
            arena=self.arena,
            source=self.source,
            blocks=tuple(self.blocks),
            oneshot=self.oneshot,
            statement=sections.get("STATEMENT", ""),
            output_doc=sections.get("OUTPUT", ""),
            input_docs=self.input_docs(sections.get("INPUT_LINES", [])),
            kept=frozenset(self.kept),
        )

    def statement(self, text: str, line: int) -> None:
        keyword_, _, rest = text.partition(" ")
        rest = rest.strip()
        if keyword_ != "case" and self.open.select_cases is not None:
            self.close_select()
        if keyword_ == "oneshot":
            if rest or self.statement_count:
                raise self.error(line, "`oneshot` stands alone on the first line")
            self.oneshot = True
        elif keyword_ == "gameloop":
            self.game_loop(rest, line)
        elif keyword_ == "write":
            self.write(rest, line)
        elif keyword_ == "select":
            self.select(rest, line)
        elif keyword_ == "case":
            self.case(rest, line)
        else:
            self.add(self.reading(text, line, case=None))
        self.statement_count += 1

    def game_loop(self, rest: str, line: int) -> None:
        if rest:
            raise self.error(line, "`gameloop` stands alone on its line")
        if self.oneshot:
            raise self.error(line, "a `oneshot` description has no game loop")
        if self.in_game_loop:
            raise self.error(
                line, f"second `gameloop` (the first is on line {self.game_loop_line})"
            )
        self.close_block(answer=None, line=line)
        self.in_game_loop = True
        self.game_loop_line = line

    def write(self, rest: str, line: int) -> None:
        if not rest:
            raise self.error(line, "`write` needs the text of the answer")
        if not self.open.statements:
            raise self.error(line, "`write` with nothing read before it")
        if not self.in_game_loop and not self.configuration_line:
            self.configuration_line = line
        self.close_block(answer=Write(self.write_parts(rest, line), line), line=line)

    def write_parts(self, text: str, line: int) -> tuple[WritePart, ...]:
        first = re.fullmatch(r"first\(\s*(\w+)\s*\)", text)
        if first:
            name = first.group(1)
            defined = self.lookup(name, line, "first()")
            if defined.depth != 1:
                raise self.error(
                    line, f"first({name}): `{name}` is not a list (read it in a loop)"
                )
            return (
                WritePart(
                    "first", defined.variable.field, self.block_name(defined.block)
                ),
            )
        join = re.fullmatch(r"join\((.*)\)", text)
        if not join:
            return (WritePart("text", text),)
        parts = []
        for argument in (a.strip() for a in join.group(1).split(",")):
            if len(argument) >= 2 and argument[0] == argument[-1] == '"':
                parts.append(WritePart("text", argument[1:-1]))
            else:
                defined = self.lookup(argument, line, "join()")
                block = self.block_name(defined.block)
                parts.append(WritePart("variable", defined.variable.field, block))
        return tuple(parts)

    def lookup(self, name: str, line: int, where: str) -> Defined:
        if name not in self.defined:
            raise self.error(
                line, f"{where} uses `{name}`, which is not read before this line"
            )
        return self.defined[name]

    # ---- select / case (extension) ------------------------------------------------------

    def select(self, rest: str, line: int) -> None:
        if not NAME.fullmatch(rest):
            raise self.error(line, "`select` takes one name: `select requested`")
        if not self.in_game_loop:
            raise self.error(line, "`select` belongs in the game loop")
        if not self.configuration_line:
            raise self.error(
                line,
                "`select` chooses lines by the bot's configuration answer: "
                "it needs a `write` before `gameloop`",
            )
        if (
            self.open.select_cases is not None
            or self.open.statements
            and any(isinstance(s, Select) for s in self.open.statements)
        ):
            raise self.error(line, "one `select` per block")
        if any(d.variable.field == snake_case(rest) for d in self.defined.values()):
            raise self.error(line, f"`select {rest}`: `{rest}` is already a variable")
        self.check_after_optional(line)
        self.select_parameters.add(snake_case(rest))
        self.open.select_cases = {}
        if not self.open.statements:
            self.open.line = line
        self.open.statements.append(Select(rest, (), line))

    def case(self, rest: str, line: int) -> None:
        if self.open.select_cases is None:
            raise self.error(
                line, "`case` outside a `select` (cases follow it directly)"
            )
        key, _, statement = rest.partition(" ")
        if not key or not statement.strip():
            raise self.error(
                line, "`case NAME statement`, e.g. `case fen read fen:string(90)`"
            )
        select: Select = self.open.statements[-1]  # type: ignore[assignment]
        parsed = self.reading(statement.strip(), line, case=(select.line, key))
        self.open.select_cases.setdefault(key, []).append(parsed)

    def close_select(self) -> None:
        select: Select = self.open.statements[-1]  # type: ignore[assignment]
        cases = self.open.select_cases or {}
        if not cases:
            raise self.error(select.line, "`select` without any `case` line after it")
        self.open.statements[-1] = Select(
            select.parameter,
            tuple(Case(key, tuple(statements)) for key, statements in cases.items()),
            select.line,
        )
        self.open.select_cases = None

    # ---- reading statements ---------------------------------------------------------------

    def add(self, statement: Statement) -> None:
        self.check_after_optional(statement.line)
        if not self.open.statements:
            self.open.line = statement.line
        self.open.statements.append(statement)
        if isinstance(statement, Read) and statement.optional:
            self.open.optional_line = statement.line

    def check_after_optional(self, line: int) -> None:
        if self.open.optional_line:
            raise self.error(
                line,
                f"nothing can be read after the optional line {self.open.optional_line} "
                "before the next `write`",
            )

    def reading(self, text: str, line: int, case: tuple[int, str] | None):
        keyword_, _, rest = text.partition(" ")
        rest = rest.strip()
        if keyword_ == "read":
            statement = Read(self.variables(rest, line), line)
        elif keyword_ == "optional":
            if case is not None:
                raise self.error(line, "`optional` cannot be used inside a `case`")
            inner, _, rest = rest.partition(" ")
            if inner != "read":
                raise self.error(
                    line, "`optional` applies to a `read`: `optional read x:int`"
                )
            statement = Read(self.variables(rest.strip(), line), line, optional=True)
        elif keyword_ == "loopline":
            count, _, rest = rest.partition(" ")
            statement = LoopLine(
                self.count(count, line, case), self.variables(rest, line), line
            )
        elif keyword_ == "loop":
            count, _, rest = rest.partition(" ")
            statement = Loop(
                self.count(count, line, case), self.loop_body(rest, line), line
            )
        elif keyword_ in ("write", "gameloop", "select", "case", "oneshot"):
            raise self.error(line, f"`{keyword_}` cannot be used here")
        else:
            raise self.error(line, f"unknown statement `{keyword_}`")
        self.define(statement, case)
        return statement

    def loop_body(self, text: str, line: int) -> Read | LoopLine:
        keyword_, _, rest = text.strip().partition(" ")
        rest = rest.strip()
        if keyword_ == "read":
            return Read(self.variables(rest, line), line)
        if keyword_ == "loopline":
            count, _, rest = rest.partition(" ")
            return LoopLine(
                self.count(count, line, None), self.variables(rest, line), line
            )
        if keyword_ == "write":
            raise self.error(
                line, "`write` inside a loop: the bot answers once per block"
            )
        if keyword_ == "loop":
            raise self.error(
                line, "a loop of loops is not supported; use `loop N loopline M`"
            )
        raise self.error(line, f"`loop` repeats `read` or `loopline`, not `{keyword_}`")

    def variables(self, text: str, line: int) -> tuple[Variable, ...]:
        if not text:
            raise self.error(line, "no variables to read (expected `name:type ...`)")
        variables = []
        for declaration in text.split():
            name, colon, type_text = declaration.partition(":")
            if not colon:
                raise self.error(line, f"`{declaration}`: expected `name:type`")
            if not NAME.fullmatch(name):
                raise self.error(
                    line, f"`{name}` is not a variable name (letters and digits)"
                )
            if keyword.iskeyword(snake_case(name)):
                raise self.error(line, f"`{name}` is a Python keyword")
            if snake_case(name) in RESERVED_LOCALS | self.select_parameters:
                raise self.error(line, f"`{name}` is reserved by the generated reader")
            variables.append(
                Variable(name, self.variable_type(name, type_text, line), line)
            )
        strings = [v for v in variables if v.type.kind == "string"]
        if strings and variables[-1] is not strings[-1] or len(strings) > 1:
            raise self.error(
                line, "a `string` holds the rest of the line: only the last variable"
            )
        return tuple(variables)

    def variable_type(self, name: str, text: str, line: int) -> VariableType:
        match = TYPE.fullmatch(text)
        if match:
            if match.group(1):
                return VariableType(match.group(1))
            return VariableType(match.group(2), int(match.group(3)))
        if text in ("word", "string") or re.fullmatch(r"(word|string)\(.*\)", text):
            raise self.error(
                line,
                f"`{name}:{text}`: {text.split('(')[0]} needs a length, e.g. word(8)",
            )
        raise self.error(
            line,
            f"unknown type `{text}` for `{name}` "
            "(types: int, long, float, bool, word(N), string(N))",
        )

    def count(self, token: str, line: int, case: tuple[int, str] | None) -> Count:
        if token.isdigit():
            return int(token)
        if not NAME.fullmatch(token):
            raise self.error(line, f"loop count `{token}`: a number or a variable name")
        if token not in self.defined:
            raise self.error(
                line, f"loop over `{token}`, which is not read before this line"
            )
        defined = self.defined[token]
        if defined.depth or defined.variable.type.kind not in ("int", "long"):
            raise self.error(line, f"loop over `{token}`, which is not an int")
        same_case = case is not None and defined.case == case
        if defined.optional and not same_case:
            raise self.error(line, f"loop over `{token}`, which may be missing here")
        if defined.block != len(self.blocks):
            self.kept.add(defined.variable.field)
            if defined.variable.field in RESERVED_ATTRIBUTES:
                raise self.error(line, f"`{token}` is reserved by the generated reader")
        return token

    def define(self, statement, case: tuple[int, str] | None) -> None:
        for variable, depth, optional in statement_shapes(statement, case is not None):
            for other in self.defined.values():
                if other.variable.field == variable.field:
                    raise self.error(
                        variable.line,
                        f"`{variable.name}` is already read on line {other.variable.line}",
                    )
            self.defined[variable.name] = Defined(
                variable, depth, optional, len(self.blocks), case
            )

    # ---- blocks ---------------------------------------------------------------------------

    def block_name(self, index: int) -> str:
        """The game loop's first block is `turn`, the first block before it `init`; others
        take the name of their first variable (the judge's `status` line)."""
        if index < len(self.blocks):
            return self.blocks[index].name
        if self.in_game_loop and not any(b.in_game_loop for b in self.blocks):
            return "turn"
        if index == 0:
            return "init"
        first = next(
            (d.variable for d in self.defined.values() if d.block == index), None
        )
        return first.name if first else "block"

    def close_block(self, answer: Write | None, line: int) -> None:
        if self.open.select_cases is not None:
            self.close_select()
        if not self.open.statements:
            return
        name = self.block_name(len(self.blocks))
        if class_name(name) in RESERVED_CLASSES or any(
            b.name == name for b in self.blocks
        ):
            raise self.error(
                self.open.line, f"block name `{name}` is taken: rename `{name}`"
            )
        self.blocks.append(
            Block(
                name,
                tuple(self.open.statements),
                answer,
                self.in_game_loop,
                self.open.line,
            )
        )
        self.open = OpenBlock()

    def finish(self, last_line: int) -> None:
        self.close_block(answer=None, line=last_line)
        if not self.blocks:
            raise self.error(last_line, "the description reads nothing")
        if not self.oneshot and not self.in_game_loop:
            if self.configuration_line:
                raise self.error(
                    self.configuration_line,
                    "`write` outside the game loop: add `gameloop` before the turn's reads, "
                    "or declare `oneshot` for a program that answers once",
                )
            raise self.error(
                last_line, "no `gameloop` (declare `oneshot` if there is none)"
            )
        if self.in_game_loop and not any(b.answer for b in self.loop_blocks()):
            raise self.error(self.game_loop_line, "the game loop has no `write`")

    def loop_blocks(self) -> list[Block]:
        return [b for b in self.blocks if b.in_game_loop]

    # ---- comment sections -----------------------------------------------------------------

    def parse_sections(self, start: int) -> dict:
        sections: dict = {"INPUT_LINES": []}
        current = ""
        texts: dict[str, list[str]] = {}
        for number, raw in enumerate(self.lines[start - 1 :], start=start):
            text = raw.strip()
            if text in SECTIONS:
                current = text
                texts.setdefault(current, [])
            elif current == "INPUT" and text:
                sections["INPUT_LINES"].append((number, text))
            elif text or texts.get(current):
                texts[current].append(text)
        for name, lines in texts.items():
            sections[name] = "\n".join(lines).strip()
        return sections

    def input_docs(self, lines: list[tuple[int, str]]) -> dict[str, str]:
        docs: dict[str, str] = {}
        for number, text in lines:
            name, colon, doc = text.partition(":")
            if not colon or not NAME.fullmatch(name.strip()):
                raise self.error(number, "INPUT lines read `name: description`")
            if name.strip() not in self.defined:
                raise self.error(
                    number, f"INPUT describes `{name.strip()}`, which is never read"
                )
            docs[name.strip()] = doc.strip()
        return docs


def parse(
    text: str, source: str = "<description>", arena: str = "arena"
) -> Description:
    return Parser(text, source, arena).parse()


def parse_file(path: Path, arena: str, root: Path | None = None) -> Description:
    shown = path.relative_to(root).as_posix() if root else path.as_posix()
    return parse(path.read_text(encoding="utf-8"), shown, arena)
