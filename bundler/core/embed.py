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
from .nodes import walk

INTROSPECTION = ANNOTATION_READERS | {"__doc__"}

FINDER_NAME = "__arena_bundle"
# A finder class on `sys.meta_path` (classmethods, as Python's PathFinder) that gives each
# embedded module a loader of its own: a subclass of Python's SourceFileLoader, named as it,
# that serves the module's text instead of reading its file, and inherits everything else,
# `exec_module` included, so a module's code runs through Python's own frames (a traceback
# or `warnings` stack through an import is the one from the sources, line numbers and all;
# `isinstance(module.__loader__, SourceFileLoader)`, `loader.name` and `loader.path` hold).
# The function is called
# with the modules {name: (text, origin, package kind, keep_lines)}, the data files {path:
# bytes}, the entry's package and, for a verbatim entry, (text, origin): it then returns
# the entry's code, compiled under the entry's file name beside the bundle, which is also
# its `__file__` and whose lines linecache holds (`inspect.getsource(module)` reads the
# entry's lines, as it would from the sources, not the bundle's). It removes its own name
# from the bundle's namespace first. Each module gets `__file__` (its path relative to the
# source root, joined to the bundle's folder: absolute, as Python's own import makes it from
# an absolute `sys.path[0]`; relative only when the bundle runs with no `__file__`, as from
# `exec`) and each package a `__path__` that a path hook serves, so
# `pkgutil.iter_modules`/`walk_packages` list the embedded modules (the bundle's folder, first
# on `sys.path` as the entry's folder is for the sources even where `-I` or `-P` left it out,
# lists the top-level ones); `find_distributions`
# serves the embedded `*.dist-info` folders to `importlib.metadata` (versions, entry
# points). Lines for linecache end at "\n" only, as a file read by linecache does
# (`str.splitlines` would also split at form feeds). `compile(..., 0, 1)`: a module gets
# its own `from __future__` imports, not the bundle's.
FINDER = f"""def {FINDER_NAME}(g,m,d,p,e):
 import sys,os
 del g[{FINDER_NAME!r}]
 b=g.get('__file__')
 if b:b=os.path.dirname(os.path.abspath(b));m={{n:(v[0],os.path.join(b,v[1]),*v[2:])for n,v in m.items()}};d={{os.path.join(b,k):v for k,v in d.items()}}
 def w(o):return o.rpartition('/')[0]
 def Z(t):import io;return io.StringIO(t).readlines()
 def K():return[*d,*(v[1]for v in m.values())]
 def G(a):
  a=os.path.normpath(a)
  if a in d:return d[a]
  raise FileNotFoundError(2,'No such file or directory',a)
 X=sys.modules['_frozen_importlib_external']
 class L(X.SourceFileLoader):
  def get_code(c,n):
   t,o,_,k=m[n]
   if k:import linecache;linecache.cache[o]=len(t),None,Z(t),o
   return compile(t,o,'exec',0,1)
  def get_source(c,n):return m[n][0]
  def is_package(c,n):return m[n][2]>0
  def get_data(c,a):return G(a)
  def get_resource_reader(c,n):return R(w(m[n][1]))
 L.__name__=L.__qualname__='SourceFileLoader';L.__module__=X.__name__
 class F:
  @classmethod
  def find_spec(c,n,a=None,t=None):
   if n in m and m[n][2]>1:
    s=type(sys.__spec__)(n,None,is_package=1)
    s.submodule_search_locations=X._NamespacePath(n,[w(m[n][1])],lambda*a:s)
    return s
   if n in m:
    s=type(sys.__spec__)(n,L(n,m[n][1]),origin=m[n][1],is_package=m[n][2]);s.has_location=1
    if m[n][2]:s.submodule_search_locations=[w(m[n][1])]
    return s
  @classmethod
  def find_distributions(c,x=None):
   import importlib.metadata as M
   class D(M.Distribution):
    def __init__(s,a):s.a=a
    def read_text(s,f):
     try:return G(s.a+'/'+f).decode()
     except OSError:0
    def locate_file(s,p):return T(s.a.rpartition('/')[0]+'/'+str(p))
   n=getattr(x,'name',None)
   for a in sorted({{k.rpartition('/')[0]for k in d if k.rpartition('/')[0].endswith('.dist-info')}}):
    q=D(a)
    if n is None or M.Prepared.normalize(n)==M.Prepared.normalize(q.metadata['Name']):yield q
 class R:
  def __init__(r,a):r.a=a
  def files(r):return T(r.a)
  def iter_modules(r,f=''):
   for n,v in sorted(m.items()):
    a=w(v[1])if v[2]else v[1]
    if w(a)==r.a:yield f+n.rpartition('.')[2],v[2]>0
  def find_spec(r,n,t=None):return F.find_spec(n)
 class T:
  def __init__(t,a):t.a=a;t.name=a.rpartition('/')[2]
  def joinpath(t,*a):return T(os.path.normpath('/'.join((t.a,)+tuple(map(str,a)))))
  __truediv__=joinpath
  def __eq__(t,o):return isinstance(o,T)and t.a==o.a
  def __lt__(t,o):return t.a<o.a
  def __hash__(t):return hash(t.a)
  suffix=property(lambda t:os.path.splitext(t.name)[1]);stem=property(lambda t:os.path.splitext(t.name)[0])
  def is_file(t):return t.a in d
  def is_dir(t):return any(k.startswith(t.a+'/')for k in K())
  def exists(t):return t.is_file()or t.is_dir()
  def iterdir(t):return iter([T(t.a+'/'+k)for k in sorted({{k[len(t.a)+1:].split('/')[0]for k in K()if k.startswith(t.a+'/')}})])
  def read_bytes(t):return G(t.a)
  def read_text(t,encoding=None,errors=None):
   import io;return io.TextIOWrapper(io.BytesIO(t.read_bytes()),encoding or'utf-8',errors).read()
  def open(t,mode='r',*a,**k):
   import io;b=io.BytesIO(t.read_bytes())
   return b if'b'in mode else io.TextIOWrapper(b,*a,**k)
  def __str__(t):return t.a
 def h(a):
  if a==b and b or any(v[2]and w(v[1])==a for v in m.values()):return R(a)
  raise ImportError
 if b and b not in sys.path:sys.path.insert(0,b)
 sys.meta_path.insert(0,F);sys.path_hooks.insert(0,h);sys.path_importer_cache.clear()
 if p:g['__package__']=p;__import__(p)
 if e:
  import linecache;f=g.get('__file__');f=g['__file__']=os.path.join(os.path.dirname(f),os.path.basename(e[1]))if f else e[1]
  linecache.cache[f]=len(e[0]),None,Z(e[0]),f
  return compile(e[0],f,'exec')
"""

# The finder's code is compiled under the file name of Python's own loaders: a traceback
# from an import leaves its frames out and `warnings` skips them when it counts `stacklevel`.
FINDER_FILE = "<frozen importlib._bootstrap_external>"
# The finder runs with globals of its own, not the bundle's: its classes stay in
# `sys.meta_path` until the interpreter's very end, and methods holding `__main__`'s
# namespace would keep it alive past the point where Python clears it (objects the entry
# holds would then be finalized, their `__del__` run, only after stdout is gone).
CALL = (
    f"type({FINDER_NAME})({FINDER_NAME}.__code__,{{'__builtins__':__builtins__}})"
    "(globals(),"
)


@dataclass(frozen=True)
class Embedded:
    text: str
    # bundle line i (1-based) -> entry source line (0: none), as `Minified.line_origins`
    line_origins: list[int]
    # embedded file name (as tracebacks show it) -> its source lines per emitted line
    module_line_origins: dict[str, list[int]]
    modules: list[str]


def embed(
    program: Program,
    options: MinifyOptions,
    verbatim: bool,
    data_files: list[tuple[str, bytes]],
    prologue: str = "",
) -> Embedded:
    """`verbatim`: the program reads source lines (frames, tracebacks, `warnings`,
    `logging`): every module keeps its text as written, the entry's too. `data_files`:
    (path relative to the root, contents) served to `importlib.resources` and
    `pkgutil.get_data`. `prologue`: statements that run before any module."""
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
        minified = _minify_module(module, options, verbatim)
        module_line_origins[origin] = minified.line_origins
        # a module kept as written reads its own source (`inspect.getsource`): linecache
        # gets its text, as Python's import would let it read the file
        keep_lines = verbatim or module.reads_line_numbers
        records.append(
            f"{module.name!r}:({_string_literal(minified.text)},{origin!r},"
            f"{_package_kind(module)},{int(keep_lines)})"
        )
    files = "{%s}" % ",".join(f"{path!r}:{data!r}" for path, data in data_files)
    docstring = _take_docstring(entry) if "__doc__" in options.introspected else ""
    futures = _take_future_imports(entry)
    package = entry.name.rpartition(".")[0]
    arguments = f"{{{','.join(records)}}},{files},{package!r}"
    prelude: list[str] = [text for text in (docstring, futures, prologue) if text]
    if verbatim:
        # run under its own file name, with its own lines
        origin = _origin(entry, program.root)
        prelude.append(f"exec(compile({FINDER!r},{FINDER_FILE!r},'exec'))\n")
        text = (
            f"exec({CALL}{arguments},({_string_literal(entry.source)},{origin!r})))\n"
        )
        prelude_text = "".join(prelude)
        return Embedded(
            prelude_text + text,
            [0] * (prelude_text + text).count("\n"),
            module_line_origins,
            [module.name for module in program.modules],
        )
    entry_code = _minify_module(entry, options)
    if records or package:
        prelude.append(f"exec(compile({FINDER!r},{FINDER_FILE!r},'exec'))\n")
        prelude.append(f"{CALL}{arguments},None)\n")
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
        for node in walk(module.tree):
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


def _minify_module(
    module: SourceModule, options: MinifyOptions, verbatim: bool = False
) -> Minified:
    """Library mode, keeping every module-level name: other modules may read any of them
    (`from m import _private`, `getattr(m, name)`). A module that reads its own line
    numbers is kept exactly as written."""
    if verbatim or module.reads_line_numbers:
        lines = module.source.count("\n") + 1
        return Minified(module.source, list(range(1, lines + 1)))
    names = ModuleScopes(module.tree).module_names
    return minify_tree(
        module.tree,
        MinifyOptions(
            mode="library",
            remove_asserts=options.remove_asserts,
            pretty=options.pretty,
            fixed_names=frozenset(names),
            keep_definition_names=options.keep_definition_names,
            rename=options.rename,
            keep_docstrings=options.keep_docstrings,
            guard_passes=options.guard_passes,
            introspected=options.introspected,
        ),
    )


def _package_kind(module: SourceModule) -> int:
    """0: a module; 1: a package; 2: a namespace package (a folder without
    `__init__.py`: no `__file__`, a `_NamespacePath` for `__path__`, as Python makes).
    """
    if not module.is_package:
        return 0
    return 1 if module.path.is_file() else 2


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
