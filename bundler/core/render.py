"""Stage 5, render: the bundle text through a jinja2 template file."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import jinja2

from .errors import BundleError

# shipped inside the package (package data), used when a build names no template
DEFAULT_TEMPLATE = (
    Path(__file__).resolve().parent.parent / "templates" / "default.py.j2"
)
_CODE_MARKER = "\x00code\x00"


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
    code = code if code.endswith("\n") else code + "\n"
    return Rendered(prefix + code + suffix.lstrip("\n"), prefix.count("\n") + 1)
