"""Render a description into Python through the jinja2 templates in
bundler/codegen/templates/ (package data)."""

from __future__ import annotations

from pathlib import Path

import black
import jinja2

from .model import Block, Count, Description, block_variables, snake_case

TEMPLATES = Path(__file__).resolve().parent / "templates"  # package data
BLACK_MODE = black.Mode(target_versions={black.TargetVersion.PY311})


def environment(*overrides: Path) -> jinja2.Environment:
    """Templates from the `overrides` folders first (an arena's own), then the packaged."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader([*overrides, TEMPLATES]),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        autoescape=False,
    )
    env.filters["snake"] = snake_case
    env.globals["count_expression"] = count_expression
    return env


def count_expression(count: Count, block: Block) -> str:
    """A loop count in generated code: a number, a local, or a value an earlier block kept."""
    if isinstance(count, int):
        return str(count)
    local = any(v.name == count for v in block_variables(block))
    return snake_case(count) if local else f"self.{snake_case(count)}"


def format_python(source: str, origin: str) -> str:
    """Black-format generated code, refusing anything that does not compile."""
    compile(source, origin, "exec")
    return black.format_str(source, mode=BLACK_MODE)


def render_reader(description: Description, command: str) -> str:
    """The reader module's text; `command` is the shell command that regenerates it."""
    template = environment().get_template("reader.py.j2")
    text = template.render(description=description, command=command)
    return format_python(text, f"<reader for {description.arena}>")
