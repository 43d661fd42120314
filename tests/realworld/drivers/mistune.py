"""Driver: mistune (Markdown to HTML and to an AST: a regex-driven block/inline parser, plugins
looked up by name, renderers subclassed and dispatched by method name)."""

import mistune
from mistune.renderers.markdown import MarkdownRenderer

DOC = """# Title *one*

Some **bold**, _em_, `code`, a [link](http://x.y "t") and ![img](a.png).
Auto <http://auto.link> and a hard  
break.

> quote with *inline*
>
> > nested

1. one
2. two
   - sub a
   - sub b

- [ ] task
- [x] done

```python
print("fenced")
```

    indented code

| a | b |
|---|:-:|
| 1 | 2 |

Term~~strike~~ and H~2~O and x^2^ and ==mark== footnote[^1].

[^1]: The note.

***

<div>raw html</div>

Setext
------
"""

print(mistune.html(DOC))
markdown = mistune.create_markdown(
    plugins=[
        "strikethrough",
        "footnotes",
        "table",
        "task_lists",
        "url",
        "mark",
        "superscript",
        "subscript",
        "def_list",
        "abbr",
    ]
)
print(markdown(DOC))
escaped = mistune.create_markdown(escape=True, hard_wrap=True)
print(escaped("a <b>tag</b>\nnext line"))
ast = mistune.create_markdown(renderer=None, plugins=["table", "strikethrough"])
tokens = ast(DOC)


def walk(nodes, depth=0):
    for node in nodes:
        attrs = node.get("attrs")
        print(
            "  " * depth + node["type"],
            sorted(attrs.items()) if attrs else "",
            repr(node.get("raw", ""))[:30],
        )
        walk(node.get("children", []), depth + 1)


walk(tokens)


class Shout(mistune.HTMLRenderer):
    def heading(self, text, level, **attrs):
        return f"<h{level}>{text.upper()}</h{level}>\n"

    def codespan(self, text):
        return f"<kbd>{text}</kbd>"


print(mistune.create_markdown(renderer=Shout())("## hi `there`\n\ntext `c`"))
print(
    mistune.create_markdown(renderer=MarkdownRenderer())(
        "# T\n\n* a\n* b\n\n**x** _y_\n"
    )
)
print("version", mistune.__version__)
