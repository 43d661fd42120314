"""One input of a command-line program: its arguments and what it reads on stdin."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

SNIPPETS = Path(__file__).parent / "snippets"


@dataclass(frozen=True)
class Case:
    """`name` says where the input comes from (shown when it differs); `args` are
    `sys.argv[1:]`; `stdin` is text (sent UTF-8 encoded) or bytes."""

    name: str
    args: tuple[str, ...] = ()
    stdin: str | bytes = ""

    def describe(self, width: int = 300) -> str:
        text = repr(self.stdin)
        if len(text) > width:
            text = f"{text[:width]}... [{len(text) - width} more characters]"
        return f"{self.name}: args {list(self.args)!r}, stdin {text}"


def snippet(name: str) -> str:
    """The text of a file of `snippets/` (short programs and documents in many languages)."""
    return (SNIPPETS / name).read_text(encoding="utf-8")
