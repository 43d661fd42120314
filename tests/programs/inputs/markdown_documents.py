"""Markdown documents made from a seed: block and inline constructs of CommonMark, of
Python-Markdown's extensions (tables, footnotes, abbreviations, definition lists, attribute
lists, admonitions, fenced code, tables of contents, wiki links, meta-data) and of mistune's
plugins (strikethrough, mark, insert, super/subscript, math, ruby, task lists, spoilers), shared
by the `markdown_py` and `mistune` inputs. Deterministic: `random.Random(seed)` only."""

from __future__ import annotations

import random

WORDS = (
    "alpha beta gamma delta bundle module python program parser token render html "
    "inline block list table code quote note value data faith report café naïve "
    "über 東京 ünïcödé AT&T 5 < 6 x_y_z snake_case"
).split()


def _words(rng: random.Random, count: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(count))


def _inline(rng: random.Random) -> str:
    pieces = []
    for _ in range(rng.randint(3, 9)):
        kind = rng.randrange(22)
        text = _words(rng, rng.randint(1, 3))
        pieces.append(
            [
                text,
                f"*{text}*",
                f"**{text}**",
                f"_{text}_",
                f"`{text}`",
                f'[{text}](https://example.com/{rng.randrange(99)} "title")',
                f"[{text}][ref{rng.randrange(3)}]",
                f"<https://example.org/{rng.randrange(9)}>",
                f"~~{text}~~",
                f"=={text}==",
                f"^^{text}^^",
                f"x^{rng.randrange(9)}^",
                f"H~{rng.randrange(9)}~O",
                f"${rng.randrange(9)} + x^2$",
                f"[{text}]({{ruby}})",
                f">!{text}!<",
                f"[[{text.split()[0]}]]",
                '&copy; &amp; &#169; <span class="k">raw</span>',
                f"footnote[^{rng.randrange(1, 4)}]",
                "\"smart\" -- quotes... 'here' --- <<angled>>",
                f"{text}  \n{text}",
                f"![{text}](img/{rng.randrange(9)}.png){{: .cls #id{rng.randrange(9)} }}",
            ][kind]
        )
    return " ".join(pieces)


def _block(rng: random.Random, depth: int = 0) -> str:
    kind = rng.randrange(24 if depth == 0 else 12)
    if kind == 0:
        level = rng.randint(1, 6)
        return f"{'#' * level} {_words(rng, rng.randint(1, 4))}"
    if kind == 1:
        return _inline(rng) + "\n" + _inline(rng)
    if kind == 2:
        return "\n".join(f"- {_inline(rng)}" for _ in range(rng.randint(1, 4)))
    if kind == 3:
        start = rng.randint(1, 5)
        return "\n".join(
            f"{start + i}. {_inline(rng)}" for i in range(rng.randint(1, 4))
        )
    if kind == 4:
        return "\n".join(f"> {_inline(rng)}" for _ in range(rng.randint(1, 3)))
    if kind == 5:
        lang = rng.choice(["python", "js", "", "text"])
        return f"```{lang}\nfor i in range(3):\n    print(i < 2 and '<b>')\n```"
    if kind == 6:
        return "    indented code\n    <not html> & more"
    if kind == 7:
        return rng.choice(["***", "---", "_ _ _"])
    if kind == 8:
        return "\n".join(
            f"- [{rng.choice(' x')}] {_words(rng, 3)}" for _ in range(rng.randint(1, 3))
        )
    if kind == 9:
        inner = _block(rng, depth + 1).replace("\n", "\n    ")
        return f"1. {_words(rng, 2)}\n\n    {inner}\n2. {_words(rng, 2)}"
    if kind == 10:
        return f"{_words(rng, 3)}\n{rng.choice('=-') * rng.randint(1, 9)}"
    if kind == 11:
        return f"* {_words(rng, 2)}\n    * {_words(rng, 2)}\n        * {_words(rng, 2)}"
    if kind == 12:
        rows = [
            f"| {_words(rng, 1)} | {rng.randrange(100)} | {_inline(rng)[:40]} |"
            for _ in range(rng.randint(1, 4))
        ]
        return "| Name | Count | Text |\n|:-----|------:|:----:|\n" + "\n".join(rows)
    if kind == 13:
        return "\n".join(
            f"[^{n}]: {_words(rng, 4)}" for n in range(1, rng.randint(2, 4))
        )
    if kind == 14:
        return "*[HTML]: Hyper Text Markup Language\n*[AT&T]: a company\nHTML and AT&T."
    if kind == 15:
        return f"{_words(rng, 2)}\n:   {_words(rng, 5)}\n:   {_words(rng, 3)}"
    if kind == 16:
        kind_ = rng.choice(["note", "warning", "danger", "tip"])
        return f'!!! {kind_} "{_words(rng, 2)}"\n    {_inline(rng)}'
    if kind == 17:
        return "[TOC]"
    if kind == 18:
        return f'<div markdown="1" class="box">\n*{_words(rng, 2)}* inside\n</div>'
    if kind == 19:
        return f"$$\n\\frac{{{rng.randrange(9)}}}{{x}} + \\sum_i i\n$$"
    if kind == 20:
        return "\n".join(f"[ref{n}]: https://example.net/{n}" for n in range(3))
    if kind == 21:
        return f"## {_words(rng, 2)} {{: #custom-{rng.randrange(9)} .special }}"
    if kind == 22:
        return "<table>\n  <tr><td>*raw* html</td></tr>\n</table>"
    return f"~~~\n{_words(rng, 4)}\n~~~"


def document(seed: int) -> str:
    rng = random.Random(seed)
    blocks = []
    if rng.random() < 0.2:
        blocks.append(f"Title: {_words(rng, 2)}\nAuthor: {_words(rng, 1)}\n")
    blocks += [_block(rng) for _ in range(rng.randint(3, 10))]
    separator = "\n\n" if rng.random() < 0.9 else "\n"
    return separator.join(blocks) + "\n"
