"""Stage 2, the modules layout: each project module stays a module object, built at run time.

For programs whose behaviour depends on modules being separate objects (a module used as a
value, import cycles, lazy imports, `globals()`, `__name__`...; see `inline.check_flattenable`),
the bundle carries every module's minified source and a meta-path finder that serves them to
Python's own import system. Execution order, binding, cycles, `sys.modules`, `__name__` and
`__module__` are then Python's own; nothing is written to disk (judges forbid file access).

The entry module's code runs at the bundle's top level, as `__main__`, after the finder is in
place; for an entry inside a package, the package is imported first and `__package__` set, as
`python -m` does. The finder's code is one function that removes its own name before the
entry's code runs, so it adds no name to the entry's namespace.
"""

from __future__ import annotations

import ast
import dataclasses
from dataclasses import dataclass
from pathlib import Path

from .minify import Minified, MinifyOptions, minify_tree
from .resolve import Program, SourceModule
from .minify.passes.remove_annotations import READERS as ANNOTATION_READERS
from .minify.trees import is_future_import
from .scopes import SIGNATURE_READERS, ModuleScopes

INTROSPECTION = ANNOTATION_READERS | {"__doc__"}

FINDER_NAME = "__arena_bundle"
# A finder and loader in one class (classmethods, as the import system calls them).
# `compile(..., 0, 1)`: a module gets its own `from __future__` imports, not the bundle's.
FINDER = f"""def {FINDER_NAME}(m):
 import sys
 class L:
  @classmethod
  def find_spec(c,n,p=None,t=None):
   if n in m:return type(sys.__spec__)(n,c,origin=m[n][1],is_package=m[n][2])
  @classmethod
  def create_module(c,s):0
  @classmethod
  def exec_module(c,o):
   s=o.__spec__;t=m[s.name][0]
   if m[s.name][3]:import linecache;linecache.cache[s.origin]=len(t),None,t.splitlines(True),s.origin
   exec(compile(t,s.origin,'exec',0,1),o.__dict__)
 sys.meta_path.insert(0,L)
"""


@dataclass(frozen=True)
class Embedded:
    text: str
    # bundle line i (1-based) -> entry source line (0: none), as `Minified.line_origins`
    line_origins: list[int]
    # embedded file name (as tracebacks show it) -> its source lines per emitted line
    module_line_origins: dict[str, list[int]]
    modules: list[str]


def embed(program: Program, options: MinifyOptions) -> Embedded:
    entry = next(module for module in program.modules if module.name == program.entry)
    embedded = [
        module
        for module in program.modules
        if module is not entry or module.name in program.imported
    ]
    options = dataclasses.replace(options, introspected=_introspection(program))
    records: list[str] = []
    module_line_origins: dict[str, list[int]] = {}
    for module in embedded:
        origin = _origin(module, program.root)
        minified = _minify_module(module, options)
        module_line_origins[origin] = minified.line_origins
        # a module kept as written reads its own source (`inspect.getsource`): linecache
        # gets its text, as Python's import would let it read the file
        records.append(
            f"{module.name!r}:({_string_literal(minified.text)},{origin!r},"
            f"{int(module.is_package)},{int(module.reads_line_numbers)})"
        )
    docstring = _take_docstring(entry) if "__doc__" in options.introspected else ""
    futures = _take_future_imports(entry)
    entry_code = _minify_module(entry, options)
    prelude: list[str] = [text for text in (docstring, futures) if text]
    if records:
        prelude.append(FINDER)
        prelude.append(f"{FINDER_NAME}({{{','.join(records)}}})\ndel {FINDER_NAME}\n")
    package = entry.name.rpartition(".")[0]
    if package:
        prelude.append(f"__package__={package!r}\n__import__({package!r})\n")
    prelude_text = "".join(prelude)
    origins = [0] * prelude_text.count("\n") + list(entry_code.line_origins)
    return Embedded(
        prelude_text + entry_code.text,
        origins,
        module_line_origins,
        [module.name for module in program.modules],
    )


def _introspection(program: Program) -> frozenset[str]:
    """The introspection any module spells: what one module's passes must keep for
    another's reads (`shapes.area.__annotations__`, `helper.__doc__`)."""
    spellings = INTROSPECTION | SIGNATURE_READERS
    found: set[str] = set()
    for module in program.modules:
        for node in ast.walk(module.tree):
            text = getattr(node, "attr", None) or getattr(node, "id", None)
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
            if text in spellings:
                found.add(text)
    return frozenset(found)


def _take_docstring(module: SourceModule) -> str:
    """The entry's docstring is the bundle's `__doc__` only as its first statement."""
    body = module.tree.body
    if not (
        body
        and isinstance(body[0], ast.Expr)
        and isinstance(body[0].value, ast.Constant)
        and isinstance(body[0].value.value, str)
    ):
        return ""
    text = body[0].value.value
    module.tree.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return f"{text!r}\n"


def _take_future_imports(module: SourceModule) -> str:
    """`from __future__` imports must open the file: they leave the entry's code and
    head the bundle (they change nothing in the finder's code)."""
    futures = [
        statement for statement in module.tree.body if is_future_import(statement)
    ]
    module.tree.body = [s for s in module.tree.body if s not in futures] or [ast.Pass()]
    names = sorted({alias.name for statement in futures for alias in statement.names})
    return f"from __future__ import {','.join(names)}\n" if names else ""


def _minify_module(module: SourceModule, options: MinifyOptions) -> Minified:
    """Library mode, keeping every module-level name: other modules may read any of them
    (`from m import _private`, `getattr(m, name)`). A module that reads its own line
    numbers is kept exactly as written."""
    if module.reads_line_numbers:
        lines = module.source.count("\n") + 1
        return Minified(module.source, list(range(1, lines + 1)))
    names = ModuleScopes(module.tree).module_names
    return minify_tree(
        module.tree,
        MinifyOptions(
            mode="library",
            remove_asserts=options.remove_asserts,
            pretty=options.pretty,
            keep_names=frozenset(names),
            keep_definition_names=options.keep_definition_names,
            guard_each_pass=options.guard_each_pass,
            introspected=options.introspected,
        ),
    )


def _origin(module: SourceModule, root: Path) -> str:
    try:
        return module.path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return module.path.as_posix()


def _string_literal(text: str) -> str:
    """The shortest safe literal: triple quotes keep newlines as they are."""
    plain = all(" " <= c != "\x7f" or c in "\n\t" for c in text)
    if plain and "\\" not in text and '"""' not in text and not text.endswith('"'):
        return f'"""{text}"""'
    return repr(text)
