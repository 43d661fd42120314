"""Stage 5, render: the bundle text through a jinja2 template file."""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

import jinja2

from .errors import BundleError

# shipped inside the package (package data), used when a build names no template
DEFAULT_TEMPLATE = (
    Path(__file__).resolve().parent.parent / "templates" / "default.py.j2"
)
_CODE_MARKER = "\x00code\x00"
# PEP 263: a coding declaration in the first two lines
_CODING = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")
_TEXT_ONLY = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.ENDMARKER}


@dataclass(frozen=True)
class Rendered:
    text: str
    first_code_line: int  # 1-based line of the bundle where the code starts


def render(template_path: Path | None, code: str, **context: object) -> Rendered:
    template_path = template_path or DEFAULT_TEMPLATE
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(template_path.parent),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
    )
    try:
        template = environment.get_template(template_path.name)
    except jinja2.TemplateNotFound:
        raise BundleError(f"template not found: {template_path}") from None
    except jinja2.TemplateSyntaxError as error:
        raise BundleError(
            f"{error.filename or template_path}:{error.lineno}: template syntax error:"
            f" {error.message}"
        ) from None
    prefix, _, suffix = template.render(code=_CODE_MARKER, **context).partition(
        _CODE_MARKER
    )
    _check_around_code(template_path, prefix, suffix)
    code = code if code.endswith("\n") else code + "\n"
    return Rendered(prefix + code + suffix.lstrip("\n"), prefix.count("\n") + 1)


def _check_around_code(template_path: Path, prefix: str, suffix: str) -> None:
    """What a template puts around the program must not change it: comments and blank
    lines only (a statement would run, and a string before the code would become the
    program's docstring), the code at the start of a line, and no coding declaration
    other than UTF-8, the encoding the bundle is written in."""
    if prefix and not prefix.endswith("\n"):
        line = prefix.count("\n") + 1
        raise BundleError(f"{template_path}:{line}: the code must start a line")
    for line_number, line in enumerate(prefix.splitlines()[:2], 1):
        declared = _CODING.match(line)
        if declared and declared.group(1).lower().replace("_", "-") not in (
            "utf-8",
            "utf8",
        ):
            raise BundleError(
                f"{template_path}:{line_number}: coding {declared.group(1)!r}: the bundle"
                " is written in UTF-8"
            )
    for part, offset in ((prefix, 0), (suffix, prefix.count("\n"))):
        try:
            tokens = list(tokenize.generate_tokens(io.StringIO(part).readline))
        except (tokenize.TokenError, SyntaxError):
            tokens = []
            kind = None
        else:
            kind = next((t for t in tokens if t.type not in _TEXT_ONLY), None)
        if kind is not None or (part.strip() and not tokens):
            line = offset + (kind.start[0] if kind else 1)
            raise BundleError(
                f"{template_path}:{line}: only comments and blank lines may stand"
                " around the code (this would run or read as part of the program)"
            )
