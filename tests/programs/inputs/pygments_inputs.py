"""Inputs for `pygmentize`: every snippet of `snippets/` highlighted with its lexer (named by
alias) by one of 14 formatters, then once more by the html formatter with options or through a
filter; plus lexer guessing (`-g`), lexer lookup by file name (`-N`), style definitions (`-S`,
styles found by a computed module name), the listings (`-L`, `--json`), help on a
lexer/formatter/filter (`-H`), streaming (`-s`), and error paths (unknown lexer, formatter,
style; the image formatter without PIL)."""

from __future__ import annotations

from .case import Case, snippet

# snippet file -> lexer alias
LEXERS = {
    "fib.py": "python",
    "queue.c": "c",
    "matrix.cpp": "cpp",
    "Shapes.java": "java",
    "app.js": "javascript",
    "shapes.ts": "typescript",
    "stack.rs": "rust",
    "server.go": "go",
    "bank.rb": "ruby",
    "words.pl": "perl",
    "page.php": "html+php",
    "report.sql": "postgresql",
    "page.html": "html",
    "style.css": "css",
    "data.json": "json",
    "config.yaml": "yaml",
    "settings.ini": "ini",
    "deploy.sh": "bash",
    "Makefile": "make",
    "change.diff": "diff",
    "notes.md": "markdown",
    "guide.rst": "rst",
    "vector.lua": "lua",
    "tree.hs": "haskell",
    "Shapes.scala": "scala",
    "User.kt": "kotlin",
    "Program.cs": "csharp",
    "note.xml": "xml",
    "project.toml": "toml",
    "Dockerfile": "docker",
    "fact.erl": "erlang",
    "sort.clj": "clojure",
    "list.ml": "ocaml",
    "paper.tex": "latex",
    "session.pycon": "pycon",
}
FORMATTERS = [
    "html",
    "terminal",
    "terminal256",
    "raw",
    "latex",
    "rtf",
    "bbcode",
    "irc",
    "svg",
    "testcase",
    "text",
    "terminal16m",
    "groff",
    "pango",
]
STYLES = [
    "default",
    "monokai",
    "emacs",
    "vim",
    "friendly",
    "solarized-dark",
    "github-dark",
    "dracula",
    "nord",
    "one-dark",
    "gruvbox-light",
    "zenburn",
    "tango",
    "xcode",
    "vs",
    "native",
    "material",
    "paraiso-light",
    "lightbulb",
    "rainbow_dash",
]
FILTERS = [
    "keywordcase:case=upper",
    "whitespace:spaces=.,tabs=>,newlines=True",
    "highlight:names=main print self",
    "codetagify",
    "tokenmerge",
    "symbols:lang=isabelle",
    "gobble:n=2",
    "keywordcase:case=capitalize",
]
FILE_NAMES = [
    "setup.py",
    "main.c",
    "x.hpp",
    "index.html",
    "theme.scss",
    "Cargo.toml",
    "CMakeLists.txt",
    "Makefile",
    "Dockerfile",
    "query.sql",
    "script.ps1",
    "notes.txt",
    "a.tar.gz",
    "Gemfile",
    "build.gradle",
    "App.vue",
    "test.ipynb",
    "config.nginx",
    "hello.f90",
    "unknown.zzz",
]


def cases() -> list[Case]:
    result = []
    for index, (file, lexer) in enumerate(sorted(LEXERS.items())):
        text = snippet(file)
        formatter = FORMATTERS[index % len(FORMATTERS)]
        style = STYLES[index % len(STYLES)]
        result.append(
            Case(f"{file} -f {formatter}", ("-l", lexer, "-f", formatter), text)
        )
        if index % 3 == 2:  # a filter, then the terminal256 formatter in some style
            filter_ = FILTERS[index // 3 % len(FILTERS)]
            options = ("-F", filter_, "-f", "terminal256", "-O", f"style={style}")
            result.append(Case(f"{file} -F {filter_}", ("-l", lexer, *options), text))
        else:  # the html formatter with options
            html = (
                f"style={style},linenos=table,hl_lines=2 3"
                if index % 3
                else f"full,style={style},title={file},lineanchors=L"
            )
            options = ("-f", "html", "-O", html)
            result.append(Case(f"{file} html {html}", ("-l", lexer, *options), text))
    for file in ("fib.py", "page.html", "server.log", "data.json"):
        result.append(Case(f"{file} guessed", ("-g", "-f", "raw"), snippet(file)))
    result += [Case(f"-N {name}", ("-N", name)) for name in FILE_NAMES]
    for style in STYLES[:8]:
        result.append(
            Case(f"-S {style} html", ("-S", style, "-f", "html", "-a", ".hl"))
        )
    result += [
        Case("-S default latex", ("-S", "default", "-f", "latex")),
        Case("-S monokai terminal256", ("-S", "monokai", "-f", "terminal256")),
        # (`-L` alone lists the four kinds in the iteration order of a set of strings, which
        # changes from run to run under hash randomisation: they are named here in order)
        Case("-L everything", ("-L", "lexers", "formatters", "filters", "styles")),
        Case("-L lexers", ("-L", "lexers")),
        Case("-L formatters filters", ("-L", "formatters", "filters")),
        Case("-L styles --json", ("-L", "styles", "--json")),
        Case("-L lexers --json", ("-L", "lexers", "--json")),
        Case("-H lexer python", ("-H", "lexer", "python")),
        Case("-H formatter html", ("-H", "formatter", "html")),
        Case("-H filter keywordcase", ("-H", "filter", "keywordcase")),
        Case("-H lexer nosuch", ("-H", "lexer", "nosuch")),
        Case("-V", ("-V",)),
        Case("-s -l sql", ("-s", "-l", "sql"), snippet("report.sql")),
        Case("-s -l python", ("-s", "-l", "python", "-f", "html"), snippet("fib.py")),
        Case("unknown lexer", ("-l", "nosuchlexer"), "x = 1\n"),
        Case("unknown formatter", ("-l", "python", "-f", "nosuchformat"), "x = 1\n"),
        Case("unknown style", ("-S", "nosuchstyle", "-f", "html")),
        Case("image formatter without PIL", ("-l", "python", "-f", "png"), "x = 1\n"),
        Case("bad option", ("-l", "python", "-O", "linenos=maybe"), "x = 1\n"),
        Case("no lexer given", ("-f", "html"), snippet("fib.py")),
    ]
    return result
