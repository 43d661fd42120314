"""Driver: Python-Markdown (extensions loaded by dotted name with `importlib.import_module`,
entry points, registries keyed by name with priorities, ElementTree serialisation, a
`Markdown` instance reused with `reset`)."""

import xml.etree.ElementTree as etree

import markdown
from markdown.extensions import Extension
from markdown.inlinepatterns import SimpleTagInlineProcessor
from markdown.preprocessors import Preprocessor
from markdown.treeprocessors import Treeprocessor

DOC = """Title: Driver
Tags: one
    two

[TOC]

# Head *one* {: #custom .cls }

Text with **bold**, _em_, `code`, <span>html</span> & an [inline](http://x "t") link,
a [reference][ref] link, <http://auto.link> and an abbr HTML.

*[HTML]: Hyper Text Markup Language

> quote
> > nested

1. one
2. two
    * nested

Term
:   Definition

| a | b |
|---|--:|
| 1 | 2 |

```python
print("fenced")
```

    indented code

Footnote[^n].

[^n]: The note.

!!! note "Admonition"
    Inside.

[ref]: http://ref.example "Ref"

---
"""

# Full dotted names: short names ("toc", "extra") are found through entry points, which need
# the distribution's metadata (absent from a case root and a bundle). `extra` is spelled out
# for the same reason (it registers its parts by short name); `fenced_code` imports
# `codehilite`, which imports Pygments when it can (not under `python -S`, as the test runs).
EXTENSIONS = [
    "markdown.extensions." + name
    for name in [
        "abbr",
        "attr_list",
        "def_list",
        "fenced_code",
        "footnotes",
        "md_in_html",
        "tables",
        "codehilite",
        "toc",
        "meta",
        "admonition",
        "sane_lists",
        "smarty",
        "nl2br",
        "wikilinks",
    ]
]
md = markdown.Markdown(extensions=EXTENSIONS, output_format="html")
print(md.convert(DOC))
print("meta", sorted(md.Meta.items()))
print("toc tokens", md.toc_tokens)
md.reset()
print(md.convert("'smart' quotes -- dashes... [[Wiki Link]]"))
print(markdown.markdown("plain *text*\n\n    code", output_format="xhtml"))
print(
    markdown.markdown(
        '<div markdown="1">*in html*</div>',
        extensions=["markdown.extensions.md_in_html"],
    )
)
print(markdown.markdown("`a` ~~b~~ & <tag> &amp;"))


class DelExtension(Extension):
    def extendMarkdown(self, md):
        md.inlinePatterns.register(
            SimpleTagInlineProcessor(r"()~~(.*?)~~", "del"), "del", 175
        )

        class Upper(Preprocessor):
            def run(self, lines):
                return [line.replace("shout", "SHOUT") for line in lines]

        class Count(Treeprocessor):
            def run(self, root):
                root[0].set("data-count", str(len(list(root.iter()))))
                for element in root.iter("p"):
                    element.set("class", "p")

        md.preprocessors.register(Upper(md), "upper", 5)
        md.treeprocessors.register(Count(md), "count", 1)


print(markdown.markdown("~~gone~~ and shout\n\npara", extensions=[DelExtension()]))
md2 = markdown.Markdown(extensions=[DelExtension(), "markdown.extensions.tables"])
print(
    "registries",
    [name for name in md2.inlinePatterns._priority][:3],
    len(md2.inlinePatterns) > 10,
)
print("block processors", sorted(md2.parser.blockprocessors._data)[:6])
print("escaped chars", md2.ESCAPED_CHARS[:6])
root = etree.fromstring(
    markdown.markdown("# a\n\nb", output_format="xhtml").join(["<r>", "</r>"])
)
print("etree", [child.tag for child in root])
print("version", markdown.__version__)
