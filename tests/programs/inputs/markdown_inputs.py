"""Inputs for `markdown_py` (Python-Markdown): seeded documents (`markdown_documents`) on stdin,
each converted with one set of extensions named as the command line names them — by short name
(`-x toc`: an entry point of the distribution's metadata, loaded through `importlib.metadata`)
on a third of the inputs (every set in turn), by dotted module path (`markdown.extensions.toc`,
which Python-Markdown imports by that computed name; some with a `:Class` suffix) on the rest —
with html or xhtml output, `-n` (no lazy ordered lists), an extension configuration file (`-c`,
JSON), and error paths (unknown extension, bad output format)."""

from __future__ import annotations

from pathlib import Path

from .case import Case
from .markdown_documents import document

CONFIG = Path(__file__).parent / "markdown_config.json"

EXTENSION_SETS = [
    (),
    ("extra",),
    ("toc",),
    ("tables", "fenced_code"),
    ("admonition", "def_list", "abbr", "footnotes", "attr_list"),
    ("sane_lists", "smarty", "nl2br"),
    ("wikilinks", "meta", "legacy_em", "legacy_attrs"),
    ("md_in_html", "attr_list", "toc"),
    ("toc:TocExtension", "tables:TableExtension"),
    ("footnotes:FootnoteExtension", "smarty"),
    ("codehilite", "fenced_code"),
    ("footnotes", "tables", "admonition", "toc", "smarty", "sane_lists", "wikilinks"),
]
PREFIX = "markdown.extensions."
EXTRA = (
    "abbr",
    "attr_list",
    "def_list",
    "fenced_code",
    "footnotes",
    "md_in_html",
    "tables",
)


def cases() -> list[Case]:
    result = []
    for seed in range(108):
        extensions = EXTENSION_SETS[seed % len(EXTENSION_SETS)]
        args: tuple[str, ...] = ()
        by_entry_point = (seed // len(EXTENSION_SETS)) % 3 == 0  # rounds 0, 3, 6 of 9
        for extension in extensions:
            short = extension.partition(":")[0]
            args += ("-x", short if by_entry_point else PREFIX + extension)
        if seed % 5 == 1:
            args += ("-o", "xhtml")
        if seed % 7 == 2:
            args += ("-n",)
        result.append(Case(f"document {seed}", args, document(seed)))
    result += [
        Case(
            "config file",
            ("-x", f"{PREFIX}toc", "-x", f"{PREFIX}wikilinks", "-c", str(CONFIG)),
            document(1000),
        ),
        Case("empty input", ()),
        Case("parts of extra", tuple(f"-x{PREFIX}{x}" for x in EXTRA), document(1001)),
        Case("unknown extension", ("-x", "nosuchextension"), "# x\n"),
        Case("unknown dotted extension", ("-x", "markdown.extensions.nosuch"), "# x\n"),
        Case("bad output format", ("-o", "nosuchformat"), "# x\n"),
        Case("--version", ("--version",)),
    ]
    return result
