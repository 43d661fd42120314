"""`python -m bundler new ARENA NAME`: a new bot package that reads with the generated reader,
answers the first legal action, and comes with a test that plays it on the local referee.

Templates live in bundler/codegen/templates/bot/; an arena whose first legal action cannot
be read from its input (the judge, Lousy Chess) replaces some of them with files of the same
name in its own folder (`templates/` beside its spec, passed here as `arena_templates`).
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from pathlib import Path

from . import CodegenError, arena_or_error, describe, generate_command
from .model import Block, Description, snake_case
from .render import environment, format_python, render_reader

PACKAGE_NAME = re.compile(r"[a-z][a-z0-9_]*")


@dataclass(frozen=True)
class Answer:
    """A strategy function: `answer_<block>(parameters)` returning `expression`."""

    function: str
    parameters: tuple[str, ...]
    expression: str


def answer_for(block: Block, description: Description) -> Answer | None:
    if block.answer is None:
        return None
    first_block = snake_case(description.blocks[0].name)
    own = snake_case(block.name)
    parameters = (own,) if own == first_block else (first_block, own)
    values = []
    for part in block.answer.parts:
        if part.kind == "text":
            values.append(repr(part.value))
        elif part.kind == "variable":
            values.append(f"str({snake_case(part.block)}.{part.value})")
        else:
            values.append(f"str({snake_case(part.block)}.{part.value}[0])")
    expression = values[0] if len(values) == 1 else f'" ".join([{", ".join(values)}])'
    return Answer(f"answer_{own}", parameters, expression)


def check_name(name: str, root: Path) -> None:
    if not PACKAGE_NAME.fullmatch(name) or keyword.iskeyword(name):
        raise CodegenError(f"bot name {name!r}: use lower case letters, digits and _")
    for taken in (root / "sources" / name, root / "tests" / name):
        if taken.exists():
            raise CodegenError(f"{taken.relative_to(root)} already exists")


def scaffold(
    arena_name: str, name: str, root: Path, arena_templates: Path | None = None
) -> list[Path]:
    """Write the new bot's files; returns their paths. Nothing is written on error."""
    check_name(name, root)
    arena = arena_or_error(arena_name, root)
    description = describe(arena, root)
    package = root / "sources" / name
    reader_path = package / "reader.py"
    answers = {b.name: answer_for(b, description) for b in description.blocks}
    configuration = next((b.name for b in description.init_blocks if b.answer), None)
    context = dict(
        arena=arena,
        # the initialisation's answer, whose words a `select` reads by (chess960's inputs)
        configuration_block=configuration if description.loop_blocks else None,
        description=description,
        name=name,
        answers=answers,
        new_command=f"python -m bundler new {arena_name} {name}",
    )
    env = environment(*([arena_templates] if arena_templates else []))

    def render(template: str) -> str:
        chosen = env.select_template([template, f"bot/{template}"])
        return format_python(chosen.render(**context), f"<{template} for {name}>")

    files = {
        package / "__init__.py": render("__init__.py.j2"),
        package / "__main__.py": render("__main__.py.j2"),
        reader_path: render_reader(
            description, generate_command(arena_name, reader_path, root)
        ),
        package / "strategy.py": render("strategy.py.j2"),
        package / "protocol.py": render("protocol.py.j2"),
        root / "tests" / name / "test_replay.py": render("test_replay.py.j2"),
    }
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return list(files)
