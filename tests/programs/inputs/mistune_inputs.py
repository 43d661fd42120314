"""Inputs for `mistune` (its `python -m mistune` command line): seeded documents
(`markdown_documents`) on stdin or as `-m MESSAGE`, each rendered with one set of plugins named on
the command line (mistune imports them by a computed module name) by the html, rst or markdown
renderer, with `--escape` and `--hardwrap` on some; plus the error path of no input."""

from __future__ import annotations

from .case import Case
from .markdown_documents import document

PLUGIN_SETS = [
    (),
    ("strikethrough", "footnotes", "table"),
    ("url", "abbr", "def_list"),
    ("math", "ruby", "task_lists"),
    ("spoiler", "mark", "insert"),
    ("superscript", "subscript"),
    ("speedup",),
    (
        "strikethrough",
        "mark",
        "insert",
        "superscript",
        "subscript",
        "footnotes",
        "table",
        "url",
        "abbr",
        "def_list",
        "math",
        "ruby",
        "task_lists",
        "spoiler",
    ),
]
RENDERERS = ["html", "html", "markdown", "rst"]


def cases() -> list[Case]:
    result = []
    for seed in range(106):
        plugins = PLUGIN_SETS[seed % len(PLUGIN_SETS)]
        args: tuple[str, ...] = ("-r", RENDERERS[seed % len(RENDERERS)])
        if plugins:
            args += ("-p", *plugins)
        if seed % 3 == 1:
            args += ("--escape",)
        if seed % 5 == 2:
            args += ("--hardwrap",)
        if seed % 10 == 9:
            result.append(Case(f"document {seed} as -m", (*args, "-m", document(seed))))
        else:
            result.append(Case(f"document {seed}", args, document(seed)))
    result += [
        Case("no input", ()),
        Case("--version", ("--version",)),
        Case("unknown plugin", ("-p", "nosuchplugin"), "# x\n"),
        Case(
            "dotted plugin",
            ("-p", "mistune.plugins.table.table"),
            "| a |\n|---|\n| b |\n",
        ),
    ]
    return result
