"""Inputs for `rst2html` (docutils): seeded reStructuredText documents on stdin — sections,
inline markup, lists of every kind, literal and doctest blocks, grid and simple tables, footnotes,
citations, substitutions, directives (admonitions, `contents`, `sectnum`, `code`, `math`, `topic`,
`sidebar`, `raw`), and deliberate markup errors that docutils reports inside the page — under
writer options (linked or embedded stylesheet, header level, table of contents back-links, math
output, report level), plus `--version` and an unknown option."""

from __future__ import annotations

import random

from .case import Case

WORDS = "alpha beta gamma delta bundle module python token render faithful naïve café 東京".split()
ADORNMENTS = ["=", "-", "~", "^", "'"]

OPTION_SETS = [
    (),
    ("--link-stylesheet",),
    ("--initial-header-level=2", "--no-toc-backlinks"),
    ("--no-doc-title", "--no-section-numbering"),
    ("--math-output=MathML",),
    ("--report=4", "--no-footnote-backlinks"),
    ("--cloak-email-addresses", "--footnote-references=superscript"),
    ("--compact-lists", "--table-style=borderless"),
]


def _words(rng: random.Random, count: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(count))


def _inline(rng: random.Random) -> str:
    pieces = []
    for _ in range(rng.randint(3, 8)):
        text = _words(rng, rng.randint(1, 3))
        pieces.append(
            rng.choice(
                [
                    text,
                    f"*{text}*",
                    f"**{text}**",
                    f"``{text}``",
                    f"`{text}`",
                    f"`{text} <https://example.com/{rng.randrange(9)}>`_",
                    "[#]_",
                    "[CIT2002]_",
                    "|sub|",
                    ":math:`x^2 + 1`",
                    ":sup:`2` and :sub:`i`",
                    "ada@example.com",
                    "*unclosed emphasis",
                    f"{text}_",
                ]
            )
        )
    return " ".join(pieces)


def _block(rng: random.Random, level: int) -> str:
    kind = rng.randrange(16)
    if kind == 0:
        title = _words(rng, 2)
        char = ADORNMENTS[min(level, len(ADORNMENTS) - 1)]
        return f"{title}\n{char * (len(title) + 2)}"
    if kind == 1:
        return _inline(rng) + "\n" + _inline(rng)
    if kind == 2:
        return "\n".join(f"* {_inline(rng)}" for _ in range(rng.randint(1, 4)))
    if kind == 3:
        return "\n".join(f"#. {_words(rng, 3)}" for _ in range(rng.randint(1, 4)))
    if kind == 4:
        return f"{_words(rng, 1)}\n    {_words(rng, 5)}\n{_words(rng, 1)} : classifier\n    {_words(rng, 3)}"
    if kind == 5:
        return f":Author: {_words(rng, 2)}\n:Version: 1.{rng.randrange(9)}\n:Field: {_inline(rng)}"
    if kind == 6:
        return "-a         option a\n--long=ARG  long option\n/V         DOS style"
    if kind == 7:
        return "Literal::\n\n    for i in range(3):\n        print(i)"
    if kind == 8:
        return ">>> 1 + 1\n2"
    if kind == 9:
        return (
            "+------+-------+\n| A    | B     |\n+======+=======+\n"
            f"| {rng.randrange(10):<4} | *x*   |\n+------+-------+"
        )
    if kind == 10:
        return f"=====  =====\nName   Value\n=====  =====\n{_words(rng, 1)[:5]:<5}  {rng.randrange(999)}\n=====  ====="
    if kind == 11:
        directive = rng.choice(
            ["note", "warning", "tip", "danger", "admonition:: Custom"]
        )
        if directive.startswith("admonition"):
            return f".. {directive}\n\n   {_inline(rng)}"
        return f".. {directive}::\n\n   {_inline(rng)}"
    if kind == 12:
        return rng.choice(
            [
                ".. contents::",
                ".. sectnum::",
                ".. code:: python\n\n   print('hi')",
                ".. math::\n\n   \\frac{a}{b} = \\sum_i x_i",
                f".. topic:: {_words(rng, 2)}\n\n   {_words(rng, 6)}",
                f".. sidebar:: {_words(rng, 1)}\n\n   {_words(rng, 4)}",
                ".. raw:: html\n\n   <b>raw</b>",
                ".. nosuchdirective:: x",
            ]
        )
    if kind == 13:
        return "----------"
    if kind == 14:
        return f"    {_inline(rng)}\n\n    -- {_words(rng, 2)}"
    return (
        f".. [#] {_words(rng, 4)}\n.. [CIT2002] {_words(rng, 3)}\n"
        f".. |sub| replace:: {_words(rng, 2)}\n.. _{_words(rng, 1)}: https://example.org/"
    )


def document(seed: int) -> str:
    rng = random.Random(seed)
    title = _words(rng, 3)
    blocks = [f"{'=' * (len(title) + 2)}\n{title}\n{'=' * (len(title) + 2)}"]
    level = 0
    for _ in range(rng.randint(3, 12)):
        block = _block(rng, level)
        if block.count("\n") == 1 and block.split("\n")[1][:1] in ADORNMENTS:
            level = min(level + rng.randint(0, 1), len(ADORNMENTS) - 1)
        blocks.append(block)
    return "\n\n".join(blocks) + "\n"


def cases() -> list[Case]:
    result = []
    for seed in range(104):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        result.append(Case(f"document {seed}", options, document(seed)))
    result += [
        Case("empty", ()),
        Case("--version", ("--version",)),
        Case("unknown option", ("--nosuch",), "x\n"),
    ]
    return result
