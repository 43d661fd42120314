"""What a program can observe of how it was bundled: the channel catalogue, and the scan that
finds, in every module of a program, each place where one of the channels is open.

A bundle may differ from its sources in exactly these ways, and each is a *channel* a
program can read:

- module identity: the flat layout runs every module in the entry's namespace, so
  `__name__`, `__module__`, `__file__`, `sys.modules`, pickling, `warnings`' and `logging`'s
  per-module state see `__main__`;
- names: renaming changes `__name__`, `__qualname__`, parameter names, and the names error
  messages quote (`f() missing 1 required positional argument: 'x'`);
- docs: stripping removes what `__doc__`, `help()`, `inspect.getdoc` and doctest read;
- source lines: minifying moves every line, which frames, tracebacks, `warnings` and
  `logging` report;
- asserts: removing an assert removes the error it raises and the effects it has;
- modules found at run time: a computed import name or a package listed at run time reaches
  modules no import statement names;
- data files beside the sources, which a one-file bundle does not have.

The flat layout is used only for programs inside a *known-safe subset*: every standard
library module or function they use is listed in `STANDARD_LIBRARY` with no channel, and no
construct opens one of `LAYOUT_CHANNELS`. Everything the catalogue does not list is outside
the subset: the program gets the modules layout, and the build report names the place.
The passes ask the same scan what they may do: names, docstrings and asserts are changed
only where no channel shows them (or the build is explicitly lossy).
"""

from __future__ import annotations

import ast
import builtins
import enum
import glob
import os
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from .stdlib import is_stdlib
from .search_paths import added_search_path_calls, bound_once, dotted_name, path_value
from .minify.trees import is_main_guard, reads_computed_attribute
from .nodes import walk, child_nodes


class Channel(enum.Enum):
    IDENTITY = "module identity"
    NAMES = "names"
    DOCS = "docs"
    LINES = "source lines"
    ASSERTS = "asserts"
    RUNTIME_MODULES = "modules found at run time"
    DATA_FILES = "data files"
    # not a channel: a standard-library name the catalogue does not list
    UNLISTED = "outside the flat-safe subset"


# Channels that one shared namespace cannot keep: any of them sends a program to the
# modules layout.
LAYOUT_CHANNELS = frozenset(
    {
        Channel.IDENTITY,
        Channel.LINES,
        Channel.RUNTIME_MODULES,
        Channel.DATA_FILES,
        Channel.UNLISTED,
    }
)

I, N, D, L = Channel.IDENTITY, Channel.NAMES, Channel.DOCS, Channel.LINES
R, F = Channel.RUNTIME_MODULES, Channel.DATA_FILES
SAFE: tuple[Channel, ...] = ()


@dataclass(frozen=True)
class Entry:
    channels: tuple[Channel, ...]
    reason: str


def _entry(channels: tuple[Channel, ...], reason: str) -> Entry:
    return Entry(channels, reason)


# (module, attribute) -> what using it can observe, and why; attribute "*": every
# attribute the module has no entry of its own for. One entry per item.
STANDARD_LIBRARY: dict[tuple[str, str], Entry] = {
    # pure computation: results depend on arguments only
    ("math", "*"): _entry(SAFE, "numeric functions of their arguments"),
    ("cmath", "*"): _entry(SAFE, "numeric functions of their arguments"),
    ("operator", "*"): _entry(
        SAFE, "operators as functions; attrgetter reads attributes, never renamed"
    ),
    ("itertools", "*"): _entry(SAFE, "iterator algebra over the values given"),
    ("bisect", "*"): _entry(SAFE, "binary search over the sequence given"),
    ("heapq", "*"): _entry(SAFE, "heap operations over the list given"),
    ("random", "*"): _entry(SAFE, "seeded streams; state is per Random instance"),
    ("statistics", "*"): _entry(SAFE, "numeric functions of their arguments"),
    ("decimal", "*"): _entry(SAFE, "numeric type; contexts are per thread"),
    ("fractions", "*"): _entry(SAFE, "numeric type"),
    ("numbers", "*"): _entry(SAFE, "abstract numeric types"),
    ("array", "*"): _entry(SAFE, "typed arrays"),
    ("struct", "*"): _entry(SAFE, "packing of the values given"),
    ("base64", "*"): _entry(SAFE, "encodings of the bytes given"),
    ("binascii", "*"): _entry(SAFE, "encodings of the bytes given"),
    ("zlib", "*"): _entry(SAFE, "compression of the bytes given"),
    ("lzma", "*"): _entry(SAFE, "compression of the bytes given"),
    ("bz2", "*"): _entry(SAFE, "compression of the bytes given"),
    ("gzip", "*"): _entry(SAFE, "compression of the bytes given"),
    ("hashlib", "*"): _entry(SAFE, "digests of the bytes given"),
    ("hmac", "*"): _entry(SAFE, "digests of the bytes given"),
    ("secrets", "*"): _entry(SAFE, "random tokens"),
    ("uuid", "*"): _entry(SAFE, "identifiers"),
    ("string", "*"): _entry(SAFE, "constants and templates over the mapping given"),
    ("re", "*"): _entry(SAFE, "patterns over the strings given"),
    ("textwrap", "*"): _entry(SAFE, "text layout of the strings given"),
    ("unicodedata", "*"): _entry(SAFE, "the Unicode database"),
    ("difflib", "*"): _entry(SAFE, "differences of the sequences given"),
    ("fnmatch", "*"): _entry(SAFE, "patterns over the strings given"),
    ("shlex", "*"): _entry(SAFE, "shell-like splitting of the strings given"),
    ("json", "*"): _entry(
        SAFE, "values, attribute names and hooks given; no module lookup"
    ),
    ("csv", "*"): _entry(SAFE, "rows of the streams given"),
    ("io", "*"): _entry(SAFE, "streams"),
    ("codecs", "*"): _entry(SAFE, "encodings of the data given"),
    ("pprint", "*"): _entry(
        SAFE, "layout of repr(), which reads names kept in this mode"
    ),
    ("reprlib", "*"): _entry(SAFE, "shortened repr()"),
    ("datetime", "*"): _entry(SAFE, "dates and times"),
    ("calendar", "*"): _entry(SAFE, "calendar arithmetic and text"),
    ("time", "*"): _entry(SAFE, "clocks and sleeping"),
    ("zoneinfo", "*"): _entry(SAFE, "the system's time zone data"),
    ("locale", "*"): _entry(SAFE, "the process's locale"),
    ("queue", "*"): _entry(SAFE, "queues"),
    ("weakref", "*"): _entry(SAFE, "references to the objects given"),
    # (no entry for the rest: what hands out objects, `get_referents`, `get_referrers`,
    # `get_objects`, `garbage`, reaches modules' namespaces, names and docstrings)
    ("gc", "collect"): _entry(SAFE, "runs the collector"),
    ("gc", "disable"): _entry(SAFE, "stops automatic collection"),
    ("gc", "enable"): _entry(SAFE, "starts automatic collection"),
    ("gc", "isenabled"): _entry(SAFE, "whether collection is automatic"),
    ("gc", "freeze"): _entry(SAFE, "moves objects to a permanent generation"),
    ("gc", "unfreeze"): _entry(SAFE, "moves them back"),
    ("gc", "get_freeze_count"): _entry(SAFE, "a count"),
    ("gc", "set_threshold"): _entry(SAFE, "collection thresholds"),
    ("gc", "get_threshold"): _entry(SAFE, "collection thresholds"),
    ("gc", "get_count"): _entry(SAFE, "allocation counts"),
    ("gc", "get_stats"): _entry(SAFE, "collection statistics"),
    ("copy", "*"): _entry(
        SAFE, "copies through __reduce_ex__ with class objects, never by name"
    ),
    ("collections", "*"): _entry(SAFE, "containers"),
    ("collections.abc", "*"): _entry(SAFE, "abstract container types"),
    ("contextlib", "*"): _entry(SAFE, "context managers over the objects given"),
    ("abc", "*"): _entry(
        SAFE, "abstract classes; messages quote def and class names, kept in this mode"
    ),
    ("enum", "*"): _entry(
        SAFE, "class statements; reprs read __name__, kept in this mode"
    ),
    ("functools", "*"): _entry(
        SAFE, "wrappers copy names and docs; reading them is its own channel"
    ),
    ("types", "*"): _entry(SAFE, "type objects and namespaces"),
    ("typing", "*"): _entry(SAFE, "annotations that nothing evaluates"),
    ("dataclasses", "*"): _entry(
        SAFE, "class statements; reprs read __qualname__, kept in this mode"
    ),
    ("argparse", "*"): _entry(
        SAFE, "parsing of sys.argv; `description=__doc__` is the docs channel"
    ),
    ("getopt", "*"): _entry(SAFE, "parsing of the arguments given"),
    ("os", "*"): _entry(SAFE, "the operating system; paths it is given"),
    ("os.path", "*"): _entry(SAFE, "path arithmetic"),
    ("pathlib", "*"): _entry(SAFE, "path objects"),
    ("shutil", "*"): _entry(SAFE, "file operations on the paths given"),
    ("tempfile", "*"): _entry(SAFE, "temporary files"),
    ("glob", "*"): _entry(SAFE, "file names matching the patterns given"),
    ("select", "*"): _entry(SAFE, "waiting on the streams given"),
    ("signal", "*"): _entry(
        (N, L), "handlers receive the interrupted frame: its file, names and line"
    ),
    ("asyncio", "*"): _entry(
        (I, N, L), "tasks' reprs and stacks show coroutines' files, names and lines"
    ),
    ("atexit", "*"): _entry(SAFE, "exit handlers given as objects"),
    ("threading", "*"): _entry(
        SAFE, "threads of the functions given; names read __name__, kept"
    ),
    ("threading", "settrace"): _entry(
        (I, N, L), "a tracer sees every frame's file, names and lines"
    ),
    ("threading", "setprofile"): _entry(
        (I, N, L), "a profiler sees every frame's file, names and lines"
    ),
    ("subprocess", "*"): _entry(SAFE, "child processes of the commands given"),
    ("platform", "*"): _entry(SAFE, "facts about the machine"),
    ("errno", "*"): _entry(SAFE, "constants"),
    ("keyword", "*"): _entry(SAFE, "constants"),
    ("html", "*"): _entry(SAFE, "escaping of the strings given"),
    ("html.entities", "*"): _entry(SAFE, "constants"),
    ("urllib.parse", "*"): _entry(SAFE, "URL arithmetic on the strings given"),
    ("ast", "*"): _entry(SAFE, "trees of the source text given"),
    ("tokenize", "*"): _entry(SAFE, "tokens of the source text given"),
    ("token", "*"): _entry(SAFE, "constants"),
    ("graphlib", "*"): _entry(SAFE, "orderings of the graph given"),
    ("ipaddress", "*"): _entry(SAFE, "addresses"),
    ("colorsys", "*"): _entry(SAFE, "numeric functions of their arguments"),
    ("configparser", "*"): _entry(SAFE, "parsing of the text and files given"),
    ("xml.etree.ElementTree", "*"): _entry(SAFE, "trees of the XML given"),
    ("__future__", "*"): _entry(
        SAFE, "compiler flags, hoisted to the top of the bundle"
    ),
    ("sys", "stdin"): _entry(SAFE, "the process's standard input"),
    ("sys", "stdout"): _entry(SAFE, "the process's standard output"),
    ("sys", "stderr"): _entry(SAFE, "the process's standard error"),
    ("sys", "__stdout__"): _entry(SAFE, "the process's standard output"),
    ("sys", "__stderr__"): _entry(SAFE, "the process's standard error"),
    ("sys", "exit"): _entry(SAFE, "ends the process with the status given"),
    ("sys", "argv"): _entry(SAFE, "the command line"),
    ("sys", "maxsize"): _entry(SAFE, "a constant"),
    ("sys", "float_info"): _entry(SAFE, "a constant"),
    ("sys", "int_info"): _entry(SAFE, "a constant"),
    ("sys", "byteorder"): _entry(SAFE, "a constant"),
    ("sys", "version_info"): _entry(SAFE, "a constant of the target"),
    ("sys", "version"): _entry(SAFE, "a constant of the target"),
    ("sys", "hexversion"): _entry(SAFE, "a constant of the target"),
    ("sys", "platform"): _entry(SAFE, "a constant of the target"),
    ("sys", "implementation"): _entry(SAFE, "a constant of the target"),
    ("sys", "executable"): _entry(SAFE, "the interpreter's path"),
    ("sys", "setrecursionlimit"): _entry(SAFE, "process-wide setting"),
    ("sys", "getrecursionlimit"): _entry(SAFE, "process-wide setting"),
    ("sys", "set_int_max_str_digits"): _entry(SAFE, "process-wide setting"),
    ("sys", "getsizeof"): _entry(SAFE, "size of the object given"),
    ("sys", "intern"): _entry(SAFE, "string interning"),
    ("sys", "getrefcount"): _entry(SAFE, "reference count of the object given"),
    ("sys", "exc_info"): _entry(
        (N,), "the exception being handled: its message quotes names"
    ),
    ("sys", "exception"): _entry(
        (N,), "the exception being handled: its message quotes names"
    ),
    ("sys", "flags"): _entry(SAFE, "interpreter flags"),
    ("sys", "getdefaultencoding"): _entry(SAFE, "a constant"),
    ("sys", "getfilesystemencoding"): _entry(SAFE, "a constant"),
    # module identity: objects looked up by module and qualified name, or per-module state
    ("sys", "modules"): _entry((I,), "module objects by name; flat has one"),
    ("sys", "path"): _entry(
        (I, R), "where modules are found; the bundle has no source folder"
    ),
    ("sys", "meta_path"): _entry((R,), "the import system's finders"),
    ("sys", "path_hooks"): _entry((R,), "the import system's finders"),
    ("sys", "_getframe"): _entry((I, N, L), "a frame: its globals, names and line"),
    ("sys", "settrace"): _entry((N, L), "a tracer sees every frame's names and lines"),
    ("sys", "setprofile"): _entry(
        (N, L), "a profiler sees every frame's names and lines"
    ),
    ("sys", "excepthook"): _entry((L,), "sees tracebacks"),
    ("sys", "displayhook"): _entry(SAFE, "the interactive display hook"),
    ("pickle", "*"): _entry(
        (I, N, R),
        "classes and functions pickled by module and qualified name, imported by"
        " name when unpickled",
    ),
    ("copyreg", "*"): _entry(
        (I, N), "reduction registry keyed by classes pickled by name"
    ),
    ("shelve", "*"): _entry((I, N, R), "pickles its values"),
    ("marshal", "*"): _entry((N, L), "code objects carry names and lines"),
    ("multiprocessing", "*"): _entry(
        (I, N), "pickles functions and classes by module and name"
    ),
    ("concurrent.futures", "*"): _entry(
        (I, N), "process pools pickle by module and name"
    ),
    ("logging", "*"): _entry(
        (I, N, L), "records carry logger (module) names, function names and lines"
    ),
    ("logging.config", "*"): _entry(
        (I, N, L, R), "configurations name handler and filter classes by dotted name"
    ),
    ("warnings", "*"): _entry(
        (I, L), "filters and registries per module; messages carry file and line"
    ),
    ("inspect", "*"): _entry(
        (I, N, D, L), "modules, names, signatures, docstrings, source and frames"
    ),
    ("traceback", "*"): _entry((I, N, L), "frames: files, names and lines"),
    ("linecache", "*"): _entry((L,), "source lines by file"),
    ("tracemalloc", "*"): _entry((L,), "allocation sites by file and line"),
    ("dis", "*"): _entry((N, L), "code objects: names and lines"),
    ("pdb", "*"): _entry((N, L), "frames: names and lines"),
    ("cProfile", "*"): _entry((N, L), "function names and lines"),
    ("profile", "*"): _entry((N, L), "function names and lines"),
    ("trace", "*"): _entry((N, L), "function names and lines"),
    ("doctest", "*"): _entry(
        (I, D, L), "runs docstrings, found through modules; reports lines"
    ),
    ("pydoc", "*"): _entry(
        (I, N, D, R),
        "documentation: modules, names, signatures, docstrings; objects located by"
        " dotted name",
    ),
    ("unittest", "*"): _entry(
        (I, N, D, R, L),
        "tests found by module and name, imported by name; descriptions from docstrings;"
        " failures reported with their source lines",
    ),
    ("faulthandler", "*"): _entry((I, L), "tracebacks: files and lines"),
    ("pyclbr", "*"): _entry((R, L), "modules read by name: their source lines"),
    ("importlib", "*"): _entry((R,), "modules imported by computed name"),
    ("importlib.util", "*"): _entry((R,), "module specs found at run time"),
    ("importlib.machinery", "*"): _entry((R,), "the import system's finders"),
    ("importlib.metadata", "*"): _entry(
        (F,), "installed distributions' metadata files"
    ),
    ("importlib.resources", "*"): _entry((F,), "data files of packages"),
    ("pkgutil", "*"): _entry(
        (R, F), "a package's modules listed at run time; data files"
    ),
    ("runpy", "*"): _entry((R,), "modules run by name"),
    ("zipimport", "*"): _entry((R,), "modules found in archives"),
    ("site", "*"): _entry((R,), "the module search path"),
    ("builtins", "*"): _entry(
        (I,), "the builtins module; names rebound there reach every module"
    ),
}

# Builtins that observe a channel (every other builtin is safe: it works on the values
# it is given).
BUILTINS: dict[str, Entry] = {
    "globals": _entry((I,), "the module's namespace"),
    "__import__": _entry((R,), "imports by computed name"),
    "help": _entry((D, N), "docstrings and signatures"),
    "breakpoint": _entry((N, L), "a debugger: frames, names and lines"),
}

# Attribute spellings (on any object) that read a channel.
ATTRIBUTES: dict[str, Entry] = {
    "__module__": _entry((I,), "the defining module's name"),
    "__file__": _entry((I,), "a module's file"),
    "__spec__": _entry((I,), "a module's import spec"),
    "__loader__": _entry((I,), "a module's loader"),
    "__path__": _entry((I, R), "a package's search path"),
    "__package__": _entry((I,), "a module's package"),
    "__cached__": _entry((I,), "a module's byte-code file"),
    "__builtins__": _entry((I,), "a module's builtins"),
    "__globals__": _entry((I,), "a function's module namespace"),
    "__name__": _entry((N,), "a def's or class's name"),
    "__qualname__": _entry((N,), "a def's or class's qualified name"),
    "__code__": _entry((N, L), "a function's code: parameter and local names, lines"),
    "__kwdefaults__": _entry((N,), "keyword-only parameter names"),
    "__signature__": _entry((N,), "parameter names"),
    "__doc__": _entry((D,), "a docstring"),
    "__traceback__": _entry((N, L), "frames: names and lines"),
    "tb_frame": _entry((N, L), "frames: names and lines"),
    "tb_lineno": _entry((L,), "a traceback's line"),
    "f_back": _entry((I, N, L), "a frame's caller"),
    "f_globals": _entry((I, N), "a frame's module namespace"),
    "f_locals": _entry((N,), "a frame's local names"),
    "f_code": _entry((N, L), "a frame's code"),
    "f_lineno": _entry((L,), "a frame's line"),
    "co_name": _entry((N,), "a code object's name"),
    "co_qualname": _entry((N,), "a code object's qualified name"),
    "co_varnames": _entry((N,), "local and parameter names"),
    "co_firstlineno": _entry((L,), "a code object's first line"),
    "co_filename": _entry((I, L), "a code object's file"),
    "co_lines": _entry((L,), "a code object's lines"),
    "co_positions": _entry((L,), "a code object's lines and columns"),
    "co_lnotab": _entry((L,), "a code object's lines"),
    "gi_code": _entry((N, L), "a generator's code"),
    "cr_code": _entry((N, L), "a coroutine's code"),
    "ag_code": _entry((N, L), "an async generator's code"),
    "gi_frame": _entry((N, L), "a generator's frame"),
    "cr_frame": _entry((N, L), "a coroutine's frame"),
    "get_source": _entry((L,), "a module's source text, served by its loader"),
    "co_consts": _entry((D,), "a code object's constants: its docstring"),
    "__dict__": _entry((D,), "a namespace: a class's docstring among its values"),
    # exceptions that reach the program other than through `except ... as`: their
    # messages quote names
    "__context__": _entry((N,), "the exception being handled when another was raised"),
    "__cause__": _entry((N,), "the exception another was raised from"),
    "excepthook": _entry((N,), "a hook that receives uncaught exceptions"),
    "exception": _entry((N,), "a future's, task's or handler's exception"),
    "exc_info": _entry((N,), "the exception being handled"),
    "exceptions": _entry((N,), "the exceptions of an exception group"),
}
# a dunder attribute inside a string (`"{0.__doc__}"`, `"run.__doc__"`); a whole string
# names any other attribute (`"co_varnames"`), words of a message name none
DUNDER_WORD = re.compile(r"__[a-z]\w*?__")
# methods that receive the exception leaving a block
EXIT_METHODS = {"__exit__", "__aexit__"}

# A module's own import state, read as a global.
MODULE_STATE = {
    "__file__",
    "__spec__",
    "__loader__",
    "__path__",
    "__cached__",
    "__builtins__",
}

# Functions that build a class whose `__module__` is the caller's `__name__` (read from
# its frame): in a module other than the entry, flat gives `__main__`.
CLASS_FACTORIES = {
    "namedtuple",
    "NamedTuple",
    "TypedDict",
    "Enum",
    "IntEnum",
    "Flag",
    "IntFlag",
    "StrEnum",
    "make_dataclass",
    "new_class",
    "NewType",
}

# Exception types whose messages quote the program's def, class, parameter or variable
# names (`f() missing 1 required positional argument: 'x'`, `'Board' object has no
# attribute 'k'`, `name 'x' is not defined`): a handler that catches one and uses the
# exception other than to re-raise it can print those names.
NAME_QUOTING_EXCEPTIONS = {
    "BaseException",
    "Exception",
    "TypeError",
    "NameError",
    "UnboundLocalError",
    "AttributeError",
    "ImportError",
    "ModuleNotFoundError",
}

# File-system access that, beside `__file__`, reads a data file next to the sources.
FILE_ACCESS = {
    "open",
    "read_text",
    "read_bytes",
    "listdir",
    "scandir",
    "iterdir",
    "exists",
    "isfile",
    "isdir",
    "walk",
    "glob",
    "rglob",
    "loadtxt",
    # code run from a file: a plug-in module, a script, tests found in a folder
    "spec_from_file_location",
    "run_path",
    "discover",
}

# `logging` format fields that read frames.
LOGGING_FRAME_FIELDS = ("lineno", "funcName", "pathname", "filename", "module")


@dataclass(frozen=True)
class Observation:
    channel: Channel
    where: str  # file:line
    construct: str

    def __str__(self) -> str:
        return f"{self.where}: {self.construct} ({self.channel.value})"


@dataclass(frozen=True)
class Observations:
    found: tuple[Observation, ...]

    def of(self, channel: Channel) -> list[Observation]:
        return [o for o in self.found if o.channel is channel]

    def observes(self, channel: Channel) -> bool:
        return any(o.channel is channel for o in self.found)

    def layout_reasons(self) -> list[Observation]:
        """What keeps the program out of the flat layout, in source order."""
        return [o for o in self.found if o.channel in LAYOUT_CHANNELS]


@dataclass(frozen=True)
class ScannedModule:
    """What the scan needs of a module: its name, where it is, its tree, and whether it
    is the entry (run as `__main__`, whose `__name__` is the same in every layout)."""

    name: str
    path: str
    tree: ast.Module
    is_entry: bool


def observe(modules: Iterable[ScannedModule]) -> Observations:
    modules = list(modules)
    # the program's classes by name, for exception classes imported from another module
    # (a name two modules define is not followed)
    defined = [
        node
        for module in modules
        for node in walk(module.tree)
        if isinstance(node, ast.ClassDef)
    ]
    counts = Counter(node.name for node in defined)
    classes = {node.name: node for node in defined if counts[node.name] == 1}
    found: list[Observation] = []
    for module in modules:
        found.extend(_Scan(module, classes).run())
    return Observations(tuple(dict.fromkeys(found)))


def _has_attribute_entries(module: str) -> bool:
    """`sys`: listed attribute by attribute, so importing it says nothing yet."""
    return any(listed == module for listed, _ in STANDARD_LIBRARY)


def standard_entry(module: str, attribute: str | None) -> tuple[str, Entry] | None:
    """The catalogue's entry for `module.attribute` (or the module as a value), looked up
    from the most specific spelling: `os.path.join` is `os.path`'s, `sys.stdin` is its
    own. None: not listed."""
    if attribute is not None:
        entry = STANDARD_LIBRARY.get((module, attribute))
        if entry is not None:
            return f"{module}.{attribute}", entry
        if (f"{module}.{attribute}", "*") in STANDARD_LIBRARY:
            return (
                f"{module}.{attribute}",
                STANDARD_LIBRARY[f"{module}.{attribute}", "*"],
            )
    parts = module.split(".")
    while parts:
        entry = STANDARD_LIBRARY.get((".".join(parts), "*"))
        if entry is not None:
            return ".".join(parts), entry
        parts.pop()
    return None


class _Scan:
    def __init__(
        self, module: ScannedModule, classes: dict[str, ast.ClassDef] | None = None
    ) -> None:
        self.module = module
        self.found: list[Observation] = []
        # names bound to standard-library modules (`import os.path as p`: p -> os.path)
        self.modules: dict[str, str] = {}
        # names bound to standard-library objects by `from M import X as Y`: Y -> X, so
        # that a call through an alias is known for what it calls
        self.imported: dict[str, str] = {}
        self.classes = classes or {}
        # what goes to `sys.stderr` may reach stdout once the program rebinds it
        self.stderr_rebound = any(
            (
                isinstance(node, ast.Attribute)
                and node.attr == "stderr"
                and not isinstance(node.ctx, ast.Load)
            )
            or getattr(node, "attr", getattr(node, "id", None)) == "redirect_stderr"
            for node in walk(module.tree)
        )
        self.future_annotations = any(
            isinstance(node, ast.ImportFrom)
            and node.module == "__future__"
            and any(alias.name == "annotations" for alias in node.names)
            for node in module.tree.body
        )

    def note(self, channels: Iterable[Channel], node: ast.AST, construct: str) -> None:
        where = f"{self.module.path}:{getattr(node, 'lineno', 1)}"
        for channel in channels:
            self.found.append(Observation(channel, where, construct))

    def run(self) -> list[Observation]:
        if not self.module.is_entry:
            self.check_string_annotations()
            self.note_factory_aliases()
        for node in walk(self.module.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if is_stdlib(alias.name):
                        bound = alias.asname or alias.name.split(".")[0]
                        self.modules[bound] = alias.name if alias.asname else bound
                        self.check_standard(alias.name, None, node)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                if is_stdlib(node.module):
                    for alias in node.names:
                        self.imported[alias.asname or alias.name] = alias.name
                        target = f"{node.module}.{alias.name}"
                        if (target, "*") in STANDARD_LIBRARY:
                            self.modules[alias.asname or alias.name] = target
                        self.check_standard(node.module, alias.name, node)
        # a folder added to sys.path for the program's own (vendored) modules, which
        # resolve found there and the bundle carries: the bundle adds a folder nothing
        # is found in, and `__file__` reaches nothing else
        followed = {
            id(inner)
            for call in added_search_path_calls(
                self.module.tree, Path(self.module.path).resolve()
            )
            for inner in walk(call)
        }
        if not self.module.is_entry:
            # `if __name__ == "__main__":` of a module other than the entry never runs
            # when imported (the flat layout drops it)
            followed.update(
                id(inner)
                for statement in self.module.tree.body
                if is_main_guard(statement)
                for inner in walk(statement)
            )
        for node in walk(self.module.tree):
            if id(node) not in followed:
                self.visit(node)
        return self.found

    def check_standard(self, module: str, attribute: str | None, node: ast.AST) -> None:
        """Note what `module.attribute` (the module itself, for None) can observe;
        anything the catalogue does not list is outside the flat-safe subset."""
        spelled = f"{module}.{attribute}" if attribute else module
        located = standard_entry(module, attribute)
        if located is None:
            if attribute is not None or not _has_attribute_entries(module):
                self.note((Channel.UNLISTED,), node, spelled)
            return
        if located[1].channels:
            self.note(located[1].channels, node, f"{spelled}: {located[1].reason}")

    def note_factory_aliases(self) -> None:
        """`nt = collections.namedtuple`, `mk = type`, `class Meta(type)`: a call through
        such a name makes a class too (its `__module__` from the caller's frame)."""
        makers = CLASS_FACTORIES | {"type"}
        changed = True
        while changed:
            changed = False
            for node in walk(self.module.tree):
                found: list[str] = []
                if isinstance(node, ast.Assign) and isinstance(
                    node.value, (ast.Name, ast.Attribute)
                ):
                    value = node.value
                    spelled = value.id if isinstance(value, ast.Name) else value.attr
                    if self.imported.get(spelled, spelled) in makers:
                        found = [t.id for t in node.targets if isinstance(t, ast.Name)]
                elif isinstance(node, ast.ClassDef) and any(
                    self.imported.get(_exception_name(base), _exception_name(base))
                    == "type"
                    for base in node.bases
                ):
                    found = [node.name]  # a metaclass: called, it makes a class
                for name in found:
                    if self.imported.get(name) != "type" and name not in makers:
                        self.imported[name] = "type"
                        changed = True

    def check_string_annotations(self) -> None:
        """A class annotation that is a string (written so, or under `from __future__
        import annotations`) is looked up through sys.modules[cls.__module__] by
        dataclasses (`ClassVar`, `InitVar`, `KW_ONLY`), whichever module applies
        `dataclass` to the class: one namespace has no module of that name."""
        for node in walk(self.module.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                # `typing.get_type_hints(f)` resolves them in the function's globals,
                # where one namespace may have respelled the name they give
                annotations = [
                    a.annotation for a in walk(node.args) if isinstance(a, ast.arg)
                ]
                if any(
                    isinstance(annotation, ast.Constant)
                    and isinstance(annotation.value, str)
                    for annotation in [*annotations, node.returns]
                ):
                    self.note(
                        (Channel.IDENTITY,),
                        node,
                        "a string annotation of a function (resolved by name in its"
                        " module's namespace)",
                    )
                    return
            if not isinstance(node, ast.ClassDef):
                continue
            for statement in node.body:
                if isinstance(statement, ast.AnnAssign) and (
                    self.future_annotations
                    or (
                        isinstance(statement.annotation, ast.Constant)
                        and isinstance(statement.annotation.value, str)
                    )
                ):
                    self.note(
                        (Channel.IDENTITY,),
                        statement,
                        "a string annotation in a class body (dataclasses resolve it"
                        " through sys.modules[cls.__module__])",
                    )
                    return

    def module_of(self, node: ast.expr) -> str | None:
        """The standard-library module an expression names (`os`, `os.path`), if any."""
        if isinstance(node, ast.Name):
            return self.modules.get(node.id)
        if isinstance(node, ast.Attribute):
            outer = self.module_of(node.value)
            if outer is not None and (f"{outer}.{node.attr}", "*") in STANDARD_LIBRARY:
                return f"{outer}.{node.attr}"
        return None

    def visit(self, node: ast.AST) -> None:
        if isinstance(node, ast.Attribute):
            self.visit_attribute(node)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            self.visit_name(node)
        elif isinstance(node, ast.Call):
            self.visit_call(node)
        elif isinstance(node, ast.ExceptHandler):
            self.visit_handler(node)
        elif isinstance(node, ast.Assert):
            self.note((Channel.ASSERTS,), node, "assert")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self.visit_function(node)
        elif isinstance(node, ast.ClassDef):
            for member in node.body:  # `__exit__ = leave`: a function of any name
                if isinstance(member, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id in EXIT_METHODS
                    for t in member.targets
                ):
                    self.note((Channel.NAMES,), member, "an __exit__ of another name")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            # `getattr(f, "__code__")`, `attrgetter("run.__doc__")`, `"{0.__doc__}"`:
            # an attribute spelled in a string, whole or as a part
            spellings = [node.value, *DUNDER_WORD.findall(node.value)]
            for spelled in dict.fromkeys(spellings):
                entry = ATTRIBUTES.get(spelled)
                if entry is not None:
                    self.note(entry.channels, node, f"{spelled!r}: {entry.reason}")
            for field in LOGGING_FRAME_FIELDS:
                if f"%({field})" in node.value or f"{{{field}}}" in node.value:
                    self.note(
                        (Channel.LINES, Channel.NAMES),
                        node,
                        f"a logging format reading the record's {field}",
                    )

    def visit_attribute(self, node: ast.Attribute) -> None:
        entry = ATTRIBUTES.get(node.attr)
        if entry is not None:
            self.note(entry.channels, node, f".{node.attr}: {entry.reason}")
        module = self.module_of(node.value)
        if (
            module is not None
            and (f"{module}.{node.attr}", "*") not in STANDARD_LIBRARY
        ):
            self.check_standard(module, node.attr, node)

    def visit_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        """`__exit__(self, kind, value, traceback)` receives the exception leaving a
        `with` block: a body that reads it may print its message."""
        parameters = node.args.posonlyargs + node.args.args
        if node.name not in EXIT_METHODS or len(parameters) < 3:
            return
        value = parameters[2].arg
        if any(
            isinstance(child, ast.Name) and child.id == value
            for statement in node.body
            for child in walk(statement)
        ):
            self.note((Channel.NAMES,), node, f"{node.name} reads the exception")

    def visit_name(self, node: ast.Name) -> None:
        name = node.id
        if name in BUILTINS and name not in self.modules:
            entry = BUILTINS[name]
            self.note(entry.channels, node, f"{name}: {entry.reason}")
        if name in MODULE_STATE:
            self.note((Channel.IDENTITY,), node, f"{name}: the module's import state")
        elif name in {"__name__", "__package__"} and not self.module.is_entry:
            self.note(
                (Channel.IDENTITY,), node, f"{name} of a module other than the entry"
            )
        elif name == "__doc__":
            self.note((Channel.DOCS,), node, "__doc__: the module's docstring")

    def visit_call(self, node: ast.Call) -> None:
        function = node.func
        name = (
            self.imported.get(function.id, function.id)
            if isinstance(function, ast.Name)
            else function.attr if isinstance(function, ast.Attribute) else None
        )
        # `type(x)` asks for a type; any other form (three arguments, `*spec`,
        # keywords) may make a class
        makes_class = (
            len(node.args) != 1
            or node.keywords
            or isinstance(node.args[0], ast.Starred)
        )
        if name == "type" and makes_class and not self.module.is_entry:
            self.note(
                (Channel.IDENTITY,),
                node,
                "type(name, bases, dict) sets __module__ from its caller's frame",
            )
        if name in CLASS_FACTORIES and not self.module.is_entry:
            self.note(
                (Channel.IDENTITY,),
                node,
                f"{name}() sets __module__ from its caller's frame",
            )
        if any(keyword.arg == "return_exceptions" for keyword in node.keywords):
            self.note((Channel.NAMES,), node, "exceptions returned as results")
        if reads_computed_attribute(node):
            self.note(
                (Channel.NAMES, Channel.DOCS),
                node,
                f"{name}() of a computed name: any attribute, `__doc__` and"
                " `__code__` too",
            )
        if name == "vars" and node.args:
            self.note(
                (Channel.DOCS,), node, "vars(): a class's docstring among its values"
            )
        if name in {"import_module", "__import__"} and node.args:
            argument = node.args[0]
            if not (
                isinstance(argument, ast.Constant) and isinstance(argument.value, str)
            ):
                self.note(
                    (Channel.RUNTIME_MODULES,), node, f"{name}() of a computed name"
                )

    def may_quote_names(self, name: str) -> bool:
        """Whether an exception class so named may carry a message Python wrote, which
        quotes a name: one of NAME_QUOTING_EXCEPTIONS, or a name this scan cannot follow
        (an alias, a library's class). A class of the program's own is raised only by
        the program, with its own message."""
        if name in NAME_QUOTING_EXCEPTIONS:
            return True
        return not hasattr(builtins, name) and name not in self.classes

    def visit_handler(self, node: ast.ExceptHandler) -> None:
        if node.name is None:
            return
        if node.type is not None and not any(
            self.may_quote_names(_exception_name(t)) for t in _handler_types(node.type)
        ):
            return
        parents = {
            id(child): parent
            for parent in walk(ast.Module(node.body, []))
            for child in child_nodes(parent)
        }
        for child in walk(ast.Module(node.body, [])):
            if (
                isinstance(child, ast.Name)
                and child.id == node.name
                and isinstance(child.ctx, ast.Load)
                and not _only_raised(child, node.body)
                and not (not self.stderr_rebound and _only_to_stderr(child, parents))
            ):
                caught = (
                    ast.unparse(node.type) if node.type is not None else "everything"
                )
                self.note(
                    (Channel.NAMES,),
                    node,
                    f"an exception handler that catches {caught} uses its message",
                )
                return


def _handler_types(node: ast.expr) -> Iterator[ast.expr]:
    if isinstance(node, ast.Tuple):
        yield from node.elts
    else:
        yield node


def _exception_name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return "Exception"  # computed: could be any


def _only_raised(name: ast.Name, body: list[ast.stmt]) -> bool:
    """`raise e` or `raise X from e`: the exception goes on unread."""
    for statement in walk(ast.Module(body, [])):
        if isinstance(statement, ast.Raise) and (
            statement.exc is name or statement.cause is name
        ):
            return True
    return False


def _only_to_stderr(name: ast.Name, parents: dict[int, ast.AST]) -> bool:
    """Inside `sys.stderr.write(...)` or `print(..., file=sys.stderr)`: standard error is
    not part of what a bundle must keep (only stdout and the exit status are)."""
    node: ast.AST | None = parents.get(id(name))
    while node is not None:
        if isinstance(node, ast.Call):
            function = ast.unparse(node.func)
            if function == "sys.stderr.write":
                return True
            if function == "print" and any(
                keyword.arg == "file" and ast.unparse(keyword.value) == "sys.stderr"
                for keyword in node.keywords
            ):
                return True
        if isinstance(node, ast.stmt):
            return False
        node = parents.get(id(node))
    return False


@dataclass(frozen=True)
class FileRead:
    where: str  # file:line
    # runs whenever its scope runs (no `if`/`try`/loop/`match` on the way), in module-level
    # code or in a function or method the program calls by name
    certain: bool


def data_file_reads(
    module: ScannedModule,
    called: set[str],
    source_file: Path,
    located: frozenset[str] = frozenset(),
) -> list[FileRead]:
    """Each file-system access (`open`, `read_text`, `listdir`, `exists`...) whose path
    comes from `__file__`, directly or through variables of the same scope (or the
    module's): a data file located beside the sources, which a one-file bundle cannot
    carry. A `__file__` read for anything else (a name, a module's origin) is not one; code
    under a non-entry module's `if __name__ == "__main__":` never runs. `called`: the
    names the program calls; `source_file`: the module's file; `located`: what
    `located_names` finds in the whole program.

    An access whose path is known at build time and finds nothing there (a file that is
    not there, a pattern nothing matches: a library looking for optional plug-ins) is not
    one either: it finds nothing beside the bundle too, where the modules' folders are
    the sources' own or do not exist."""
    module_level = _file_derived(module.tree, set(located))
    found = {
        line: certain
        for line, certain in _file_accesses(
            module.tree, module_level, module.is_entry, source_file, module.tree
        )
    }
    for node in walk(module.tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            runs = getattr(node, "name", None) in called
            for line, certain in _file_accesses(
                node,
                _file_derived(node, module_level),
                module.is_entry,
                source_file,
                module.tree,
            ):
                found[line] = found.get(line, False) or (certain and runs)
    return [
        FileRead(f"{module.path}:{line}", certain)
        for line, certain in sorted(found.items())
    ]


# spellings that give a module's own place: `__file__`, a package's `__path__`, and
# `__spec__` (`origin`, `submodule_search_locations`)
LOCATING_NAMES = frozenset({"__file__", "__path__", "__spec__"})


def located_names(trees: Iterable[ast.Module]) -> frozenset[str]:
    """Spellings, program-wide, that may hold a path located through a module's own
    place and reach another scope or module: module-level and class-level names and
    attributes (`TEMPLATE = Path(__file__).parent / "t.txt"` opened by an importer,
    `self.base = ...`), parameters whose default is one (`def render(path=TEMPLATE)`),
    and the parameter a function called by its plain name is passed one in (`read(BASE,
    "t.txt")`, by position, `*parts` or keyword). By spelling, so more than flows there:
    a name merely spelled alike is taken for one too."""
    trees = list(trees)
    functions: dict[str, list[ast.arguments]] = {}
    for tree in trees:
        for node in walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                functions.setdefault(node.name, []).append(node.args)
    located: set[str] = set()
    while True:
        before = len(located)
        for tree in trees:
            _note_located(tree, located, functions)
        if len(located) == before:
            return frozenset(located)


def _note_located(
    tree: ast.Module, located: set[str], functions: dict[str, list[ast.arguments]]
) -> None:
    for node in walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            if _mentions_file(node.value, located):
                targets = (
                    node.targets if isinstance(node, ast.Assign) else [node.target]
                )
                located.update(t.attr for t in targets if isinstance(t, ast.Attribute))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            located.update(_parameters_defaulting_to(node.args, located))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in functions
            and not hasattr(builtins, node.func.id)
        ):
            for arguments in functions[node.func.id]:
                located.update(_parameters_passed(node, arguments, located))
    located.update(_file_derived(tree, located))  # module-level and class-level names


def _parameters_defaulting_to(arguments: ast.arguments, located: set[str]) -> set[str]:
    positional = arguments.posonlyargs + arguments.args
    pairs = list(
        zip(positional[len(positional) - len(arguments.defaults) :], arguments.defaults)
    )
    pairs += [
        (argument, default)
        for argument, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
        if default is not None
    ]
    return {
        argument.arg for argument, default in pairs if _mentions_file(default, located)
    }


def _parameters_passed(
    call: ast.Call, arguments: ast.arguments, located: set[str]
) -> set[str]:
    """The parameters of `arguments` that `call` passes a located value in."""
    positional = arguments.posonlyargs + arguments.args
    found: set[str] = set()
    for index, argument in enumerate(call.args):
        if not _mentions_file(argument, located):
            continue
        if isinstance(argument, ast.Starred) or index >= len(positional):
            found.update(a.arg for a in positional[index:])
            if arguments.vararg is not None:
                found.add(arguments.vararg.arg)
        else:
            found.add(positional[index].arg)
    for keyword in call.keywords:
        if _mentions_file(keyword.value, located):
            if keyword.arg is None or arguments.kwarg is not None:
                found.update(a.arg for a in positional + arguments.kwonlyargs)
                if arguments.kwarg is not None:
                    found.add(arguments.kwarg.arg)
            else:
                found.add(keyword.arg)
    return found


def called_names(trees: Iterable[ast.Module]) -> set[str]:
    """Every name a call spells (`f(...)`, `obj.f(...)`)."""
    return {
        node.func.id if isinstance(node.func, ast.Name) else node.func.attr
        for tree in trees
        for node in walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, (ast.Name, ast.Attribute))
    }


def _scope_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """The nodes a scope runs itself: not the bodies of the functions it defines."""
    pending = list(child_nodes(scope))
    while pending:
        node = pending.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            pending.extend(child_nodes(node))


def _mentions_file(node: ast.AST, derived: set[str]) -> bool:
    """Whether `node` spells a module's place (LOCATING_NAMES) or a name or attribute
    `derived` from one."""
    return any(
        (
            isinstance(child, ast.Name)
            and (child.id in LOCATING_NAMES or child.id in derived)
        )
        or (
            isinstance(child, ast.Attribute)
            and (child.attr in LOCATING_NAMES or child.attr in derived)
        )
        for child in walk(node)
    )


def _file_derived(scope: ast.AST, inherited: set[str]) -> set[str]:
    """Names a scope binds from a value that mentions `__file__` (to a fixed point)."""
    derived = set(inherited)
    while True:
        before = len(derived)
        for node in _scope_nodes(scope):
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr)):
                targets = (
                    node.targets if isinstance(node, ast.Assign) else [node.target]
                )
                if node.value is not None and _mentions_file(node.value, derived):
                    derived.update(
                        name.id
                        for target in targets
                        for name in walk(target)
                        if isinstance(name, ast.Name)
                    )
        if len(derived) == before:
            return derived


BRANCHES = (
    ast.If,
    ast.Try,
    ast.TryStar,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.Match,
    ast.IfExp,
    ast.BoolOp,
)


def _file_accesses(
    scope: ast.AST,
    derived: set[str],
    is_entry: bool,
    source_file: Path,
    module: ast.Module,
) -> list[tuple[int, bool]]:
    """(line, unconditional) of each access in the scope's own code that may find
    something (the names `module` and the scope bind once give paths known at build
    time)."""
    found: list[tuple[int, bool]] = []
    names: dict[str, tuple[int, ast.expr]] | None = None
    pending: list[tuple[ast.AST, bool]] = [
        (child, True) for child in child_nodes(scope)
    ]
    while pending:
        node, certain = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(scope, ast.Module) and not is_entry and is_main_guard(node):
            continue
        if isinstance(node, ast.Call) and _reads_file(node, derived):
            if names is None:  # only here: most scopes access no file
                names = bound_once(module)
                if scope is not module:
                    names = {**names, **bound_once(scope)}
            if not _finds_nothing(node, source_file, names):
                found.append((node.lineno, certain))
        inner = certain and not isinstance(node, BRANCHES)
        pending.extend((child, inner) for child in child_nodes(node))
    return found


def _reads_file(node: ast.Call, derived: set[str]) -> bool:
    function = node.func
    if isinstance(function, ast.Name) and function.id in FILE_ACCESS:
        parts: list[ast.AST] = [*node.args, *node.keywords]
    elif isinstance(function, ast.Attribute) and function.attr in FILE_ACCESS:
        parts = [function.value, *node.args, *node.keywords]
    else:
        return False
    return any(_mentions_file(part, derived) for part in parts)


# the modules whose functions take a path first (`os.path.exists(path)`), not a path
# object's methods (`path.exists()`)
PATH_FUNCTION_MODULES = {"os", "os.path", "glob", "numpy", "np", "shutil", "pathlib"}
PATTERN_ACCESS = {"glob", "rglob", "iglob"}


def _finds_nothing(
    call: ast.Call, source_file: Path, names: dict[str, tuple[int, ast.expr]]
) -> bool:
    """Whether a file-system access reads or lists a path known at build time that holds
    nothing: not there, or a pattern nothing matches (only for reading: `open` in
    another mode than "r" or "rb" may create what it names)."""
    function = call.func
    name = function.id if isinstance(function, ast.Name) else function.attr
    receiver = function.value if isinstance(function, ast.Attribute) else None
    method = receiver is not None and dotted_name(receiver) not in PATH_FUNCTION_MODULES
    if method:
        # a path object's method: the path, then (globs) the pattern
        path = path_value(receiver, source_file, names)
        pattern = call.args[0] if name in PATTERN_ACCESS and call.args else None
    elif call.args:
        path, pattern = path_value(call.args[0], source_file, names), None
    else:
        return False
    if name == "open":
        given = call.args[0:1] if method else call.args[1:2]
        modes = [*given, *(k.value for k in call.keywords if k.arg == "mode")]
        if modes and not (
            isinstance(modes[0], ast.Constant) and modes[0].value in ("r", "rb", "rt")
        ):
            return False
    if not isinstance(path, (str, Path)):
        return False
    if pattern is not None:
        matches = path_value(pattern, source_file, names)
        if not isinstance(matches, str):
            return False
        listed = Path(path).rglob if name == "rglob" else Path(path).glob
        return not any(True for _ in listed(matches))
    if name in PATTERN_ACCESS:
        return not glob.glob(str(path), recursive=True)
    return not os.path.lexists(path)


# modules that print the program's name, `os.path.basename(sys.argv[0])`, by default
# (argparse's `prog`, optparse's `%prog`)
PROGRAM_NAME_READERS = frozenset({"argparse", "optparse"})


def reads_program_name(trees: Iterable[ast.Module]) -> bool:
    """Whether the program can see `sys.argv[0]`, which names the file Python ran: the
    bundle's, where the sources' is the entry's (usage and `--help` texts show it). Only
    `sys.argv[1:]`, `sys.argv[N]` for N >= 1 and `len(sys.argv)` are sure not to."""
    for tree in trees:
        parents = {
            id(child): node for node in walk(tree) for child in child_nodes(node)
        }
        for node in walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = (
                    [alias.name for alias in node.names]
                    if isinstance(node, ast.Import)
                    else [node.module or ""]
                )
                if any(name.split(".")[0] in PROGRAM_NAME_READERS for name in names):
                    return True
                if isinstance(node, ast.ImportFrom) and node.module == "sys":
                    if any(alias.name in ("argv", "*") for alias in node.names):
                        return True
            if isinstance(node, ast.Attribute) and node.attr == "argv":
                if not _skips_program_name(node, parents):
                    return True
    return False


def _skips_program_name(argv: ast.Attribute, parents: dict[int, ast.AST]) -> bool:
    parent = parents.get(id(argv))
    if isinstance(parent, ast.Call) and parent.args == [argv]:
        return isinstance(parent.func, ast.Name) and parent.func.id == "len"
    if not (isinstance(parent, ast.Subscript) and parent.value is argv):
        return False
    index = parent.slice
    if isinstance(index, ast.Slice):
        index = index.lower
    return (
        isinstance(index, ast.Constant)
        and isinstance(index.value, int)
        and index.value >= 1
    )
