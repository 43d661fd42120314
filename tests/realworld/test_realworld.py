"""Real-world corpus: pure-Python PyPI libraries vendored next to a driver, bundled, and compared
with running from sources — the way a CodinGame bot author vendors a library into a bot.

Each case is one library and one mode. The test builds a fresh case root in a temporary folder:
the driver `drivers/<case>.py` copied as `main.py`, and next to it a copy of every module the
library needs, taken from where it is installed in this environment (`importlib.util.find_spec`:
a package folder, copied whole without `__pycache__` and without compiled files (`*.so`, `*.pyd`:
see rule 2 below), or a single module file). It then runs `main.py` from its sources
(`tests.differential.run_sources`), bundles it (`tests.differential.bundle(root, "main.py", out,
FLAG)`, which also passes a large `--size-limit`: the corpus tests behaviour, not size) in each
mode — the default (no flag), `--keep-names` and `--pretty` —, runs the bundle alone
(`tests.differential.run_bundle`) and requires the same stdout and exit status (stderr is not
compared; a failure shows a unified diff). Both runs have `site_packages=False` (`python -S`):
only the standard library and the case root (or the bundle) can be imported, as on an arena. So
the sources cannot pick up an optional dependency that happens to be installed in the venv (the
case does not depend on what else is installed), and a bundle that failed to embed a module
fails to import it instead of passing silently with the installed copy. Nothing is appended to
the driver: the layout the bundler picks is the one the driver and the library call for (an
appended check reading `sys.modules`, as this corpus had until issue 28, sent every case to the
modules layout). A case whose library is not installed is skipped with the reason; nothing else
is ever skipped. A case listed in
`DATA_FILE_LOCATED_AT` (its library opens a data file beside its modules, located through
`__file__`) also passes when the build fails with one line naming that place (issue 28: what
truly cannot be carried in one file); any other build failure fails the case.

The drivers are deterministic: no clock, no addresses in output, only seeded random numbers, and
no output that depends on the iteration order of sets of strings (`-E` leaves `str` hashing
randomised). Each exercises a good part of its library's public API and prints a transcript of
roughly 30 to 150 lines. Where a library ships doctests in its modules, the driver runs them
(humanize, munch, ordered_set, voluptuous, returns, semver, configobj's `validate`, pyrsistent:
through a `doctest.DocTestRunner` that prints one line per docstring, with the failing examples'
source but no file names or line numbers; texttable: `doctest.testmod`), in the bundle as in the
sources.

Which distributions are in (issue 28: chosen by a rule, not one by one for passing). The sample
is fixed by name, before any was tried: the first corpus (the 29 cases from sortedcontainers to
sortedcollections) and every distribution named in issue 28's request for a broad sample of what
bot authors and Python programmers vendor — data structures, parsing, text, serialisation,
maths and dates, command-line helpers, templating, validation, decorators and retrying, logic
and search. A distribution of the sample is in the corpus if and only if, on CPython 3.11:

1. its latest release installs with `pip install NAME`, and a copy of its modules imports with
   the standard library alone (`python -S`, no distribution metadata);
2. the code it runs can be pure Python: its wheel is `py3-none-any`, or its compiled modules are
   optional accelerators with a pure-Python fallback (an `except ImportError`, or the `.py` file
   the module was compiled from), which then runs: the vendored copy leaves compiled files out,
   as a bot author's must (a judge runs one file);
3. each run-time dependency passes these rules too and is vendored in the case, and so is each
   optional one that is itself in the corpus and that the driver's calls import when present;
4. installing it changes no other case of the corpus;
5. its Python source is under 10 MB (networkx, the largest in, has 6.5 MB).

Data files beside the modules exclude nothing (see `DATA_FILE_LOCATED_AT` above).

Named and not in the corpus, by rule: pydantic (pydantic-core is compiled, no fallback: 2),
jsonschema (needs rpds-py, compiled: 2, 3), bitarray and bitstring (compiled; bitstring needs
bitarray: 2, 3), parsimonious (needs regex, compiled: 3), cytoolz, numexpr, ujson, rapidfuzz,
python-Levenshtein, jellyfish, blist, ortools (compiled, no fallback: 2), thefuzz (needs
rapidfuzz: 3), cbor2 6.3.0 (`cbor2/__init__.py` imports its C extension unconditionally: 2),
fn 0.4.3 (does not install: its `setup.py`
imports `collections.Iterable`: 1), prettytable (needs wcwidth, and an installed wcwidth changes
what the tabulate case tests, its `except ImportError` fallback: 4), sympy 1.14.0 (26 MB of
source: 5), semantic-version 2.10.0 (imports only with its metadata beside it: without it,
`importlib.metadata.version` fails and its fallback imports `pkg_resources`, which `python -S`
and a judge do not have: 1).

Optional imports of other corpus libraries, vendored by rule 3: fire imports colorama, munch
imports yaml, box imports msgpack, toml and yaml, slugify imports unidecode by name before
text_unidecode.

The libraries are pinned in the `test` extra of `pyproject.toml`
(`pip install -e '.[test]'`). Pinned versions and what each stresses in a bundler:

=================  ==============  ===============================================================
case               version         vendored modules: what it stresses
=================  ==============  ===============================================================
sortedcontainers   2.4.0           sortedcontainers: package re-exports, bisect-heavy classes
more_itertools     11.2.1          more_itertools: `from .more import *` re-exports, `__all__`
pyparsing          3.3.3           pyparsing: large package, metaclass-free class hierarchy,
                                   module aliases (`pyparsing.common`), packrat caching
chess              1.11.2          chess: `chess.pgn`/`chess.svg`/`chess.variant`/`polyglot`
                                   submodules, dataclasses, enums, `from __future__`
bidict             0.24.1          bidict + typing_extensions 4.16.0 (a dependency on
                                   Python < 3.12, imported under a version check);
                                   `__module__` rewritten through `locals()`
toolz              1.2.0           toolz: star re-exports, `toolz.curried` built by loops over
                                   `globals()`, signature registry, module `__getattr__`
cachetools         8.0.1           cachetools: name-mangled class privates, decorators
tabulate           0.10.0          tabulate: optional `wcwidth` import in try/except ImportError,
                                   relative import of a missing `.version` module, metadata lookup
attrs              26.1.0          attr + attrs: methods generated with `compile`/`eval`,
                                   module `__getattr__` for metadata, `attrs` re-exporting `attr`
six                1.17.0          six (one module): lazy `six.moves` served by a
                                   `sys.meta_path` importer, metaclass helpers, `exec_`
frozendict         2.5.1           frozendict: optional C extension import with fallback,
                                   `globals()`/`import_module(__name__)`, json monkeypatching
simpleeval         1.0.8           simpleeval (one module): `__builtins__` probing, ast walking
parse              1.22.4          parse: a module-level `compile` shadowing the builtin, a
                                   function named like its package, generated regexes
dateutil           2.9.0.post0     dateutil + six 1.17.0: `from six.moves import ...`, package
                                   `__getattr__` doing `importlib.import_module`
boltons            26.2.0          boltons: `try: from .typeutils import ... except ImportError`
                                   in most modules, functions built with `exec`
natsort            8.4.0           natsort: optional fastnumbers/PyICU imports,
                                   `if "try_float" not in globals()`, enum flags
intervaltree       3.2.1           intervaltree + sortedcontainers 2.4.0: a package and its
                                   submodule share the name `intervaltree`
networkx           3.6.1           networkx: ~290 modules through chains of star imports, `argmap`
                                   decorators compiling generated source, backend entry points read
                                   with `importlib.metadata` at import, `lazy_imports`, package
                                   `__getattr__` (a 3-4 MB bundle)
mpmath             1.4.1           mpmath: the package sets `sys.modules[__name__].__class__`,
                                   module `__getattr__`, optional gmpy2 under an `os.environ`
                                   test, series code generated and `exec`'d with `globals()`
constraint         1.4.0           constraint (python-constraint): Python 2 `compat` module under
                                   `sys.version_info` tests, generator-based solvers
funcy              2.1             funcy: 13 star imports, then `__all__` rebuilt from
                                   `sys.modules['funcy.' + m]`; decorators reading the decorated
                                   function's arguments by name through `__code__.co_varnames`
pydash             8.1.0           pydash + typing_extensions 4.16.0: `Chain` looks functions up by
                                   name on the package held as a class attribute, iteratees called
                                   with as many arguments as `inspect.signature` shows
multipledispatch   1.0.0           multipledispatch: dispatch on annotations read with
                                   `inspect.signature`, methods collected through
                                   `inspect.currentframe().f_back.f_locals`, a `__getitem__`
                                   metaclass (`Variadic[int]`)
toml               0.10.2          toml: absolute self-imports, Python 2 shims probing `unicode`
                                   with `except NameError`, encoders keyed by type
tomli              2.1.0           tomli (the last release without mypyc wheels):
                                   `TOMLDecodeError.__module__ = __name__`, import-time regexes
idna               3.20            idna: a 240 kB generated table imported lazily inside a
                                   function, `codecs.register` at import of `idna.codec`
packaging          26.3            packaging: module-level `__dir__`, `sys.implementation` and
                                   version tests choosing a regex, `TYPE_CHECKING` imports
docopt             0.6.2           docopt (one module): `docopt(__doc__)`, the usage read from the
                                   entry module's and a function's docstrings
sortedcollections  2.1.0           sortedcollections + sortedcontainers 2.4.0: a module
                                   `ordereddict` defining its own `OrderedDict`, `dict.__setitem__`
                                   as a default argument, copy and pickle through `__reduce__`
jinja2             3.1.6           jinja2 + markupsafe 3.0.4 (its `_speedups` left out): templates
                                   compiled to Python source and `exec`'d, filters and tests found
                                   by name, sandbox, macros, inheritance, i18n and loop extensions
mistune            3.4.0           mistune: regex-driven Markdown parser, plugins named by strings,
                                   renderers dispatching by method name, AST output
markdown           3.11.3          markdown: extensions loaded by dotted name with
                                   `importlib.import_module`, name/priority registries, etree
yaml               6.0.4           yaml (pyyaml, `_yaml` left out): `YAMLObject` metaclass tags,
                                   constructors/representers keyed by type and tag, resolvers
xmltodict          1.0.4           xmltodict (one module): expat SAX callbacks, streaming
                                   `item_callback`, namespaces, `unparse`
jsonpointer        3.12            jsonpointer (one module): RFC 6901 escaping, walk/set, errors
jsonpatch          1.48            jsonpatch + jsonpointer 3.12: operations dispatched by name
                                   through a class registry, `make_patch` diffing with moves
jmespath           1.1.0           jmespath: Pratt parser, `visit_<node>` dispatch by `getattr`,
                                   functions registered through a metaclass, custom functions
slugify            9.2.0           slugify (python-slugify) + text_unidecode 1.3 + unidecode
                                   1.4.0: the backend imported by a computed name, text-unidecode's
                                   table read with `pkgutil.get_data`
unidecode          1.4.0           unidecode: ~190 generated table modules imported lazily by
                                   computed name (`x{section:03x}`)
inflect            7.6.0           inflect + jaraco.functools 4.6.0 + more_itertools 11.2.1 +
                                   typeguard 4.6.1 + typing_extensions 4.16.0: every method under
                                   `@typechecked` (annotations read at call time)
humanize           4.17.0          humanize: numbers, sizes, lists, precise and natural deltas
                                   against fixed dates (no locale), and its modules' doctests
texttable          1.7.2           texttable (one module): widths, dtypes, decorations as bit
                                   flags, and `doctest.testmod` of the module docstring
colorama           0.4.6           colorama: `AnsiToWin32` stream wrapping, `init`/`deinit`
                                   replacing `sys.stdout`, code tables built from class attributes
termcolor          3.3.0           termcolor: colour tables, `NO_COLOR`/`FORCE_COLOR` read through a
                                   `functools.cache`d function
click              8.5.1           click: decorator-built commands and groups, help formatted from
                                   docstrings, `CliRunner` swapping stdin/stdout, prompts,
                                   shell completion
fire               0.7.1           fire + termcolor 3.3.0 + colorama 0.4.6: command lines made from
                                   objects by `inspect` (signatures, docstrings parsed into help)
box                8.0.0           box (python-box, its Cython builds left out) + msgpack 1.2.4 +
                                   toml 0.10.2 + yaml 6.0.4: a `dict` subclass with `__getattr__`,
                                   camel/snake keys, frozen and default boxes, converters
munch              4.0.0           munch + yaml 6.0.4: attribute dicts, `munchify` with cycles,
                                   copy/pickle, its module doctests
addict             2.4.0           addict: a `dict` subclass creating levels through `__missing__`
                                   and parent links, `freeze`
dotmap             1.3.30          dotmap: an OrderedDict-backed attribute map, `pprint`, pickling
glom               25.12.0         glom + face 26.0.1 + boltons 26.2.0 + attr/attrs 26.1.0: a spec
                                   language interpreted by type dispatch, `T` paths built by
                                   operator overloading, error messages naming the spec path
marshmallow        4.4.0           marshmallow: schema classes gathered by a metaclass, a class
                                   registry for `Nested("Name")`, hooks found by decorator tags
cerberus           1.3.8           cerberus: `_validate_<rule>` methods found by name, rule
                                   docstrings parsed as schemas, registries, custom validators
voluptuous         0.16.0          voluptuous: schemas compiled into validator closures, markers,
                                   humanized errors, its modules' doctests (they read `__file__`)
schema             0.7.8           schema (one module): validation by type/callable/container
                                   priority, `Hook`/`Forbidden` keys, JSON schema output
ply                3.11            ply: `lex`/`yacc` read token and grammar rules from the calling
                                   module's globals by name prefix and from docstrings
lark               1.3.1           lark: `%import common.NUMBER` read from the package's data file
                                   with `pkgutil.get_data`; Earley and LALR, transformers by name
sly                0.5             sly: Lexer/Parser classes whose bodies run in a metaclass
                                   `__prepare__` namespace, `@_` rules under duplicate method names
arpeggio           2.0.3           arpeggio: grammars as functions named by `__name__`, a textual
                                   PEG grammar, `visit_<rule>` methods found with `getattr`
rply               0.7.8           rply + appdirs 1.4.4: lexer and LALR parser generators from
                                   decorated productions
tinydb             4.9.0           tinydb: queries built by operator overloading with hashable
                                   paths, middleware subclassing a storage, operations
immutables         0.21            immutables (its `_map` C extension left out): the pure-Python
                                   HAMT with collision nodes, mutations, hashing, pickling
ordered_set        4.1.0           ordered_set (ordered-set): `MutableSet` + `Sequence`, fancy
                                   indexing, set algebra, its module doctests
orderedmultidict   1.0.2           orderedmultidict + six 1.17.0: multi-valued ordered dicts
multidict          7.2.1           multidict (its C extension left out): `_multidict_py`,
                                   case-insensitive keys through `istr`, proxies, views
returns            0.30.0          returns + typing_extensions 4.16.0: `__slots__` containers,
                                   `@final`, `__init_subclass__`, pointfree `flow`/`pipe`, `match`
                                   on containers, its modules' doctests
asteval            1.0.10          asteval: a restricted interpreter walking `ast` with
                                   `on_<node>` methods found by name, user-defined procedures
pytz               2026.6          pytz: zone data files located through `__file__`
                                   (`pytz/__init__.py:95`), then `importlib.resources`
iso8601            2.1.0           iso8601: one regex with named groups, fixed offsets
isodate            0.7.2           isodate: regex lists built at import, `Duration` arithmetic,
                                   `strftime` directives mapped through lambdas
arrow              1.4.0           arrow + dateutil 2.9.0.post0 + six 1.17.0 + tzdata 2026.6:
                                   format tokens compiled to regexes, locales by name, humanize
pendulum           3.3.0           pendulum (its Rust `_pendulum` left out) + dateutil + six +
                                   tzdata: locales imported by computed name, pure helpers
semver             3.1.2           semver: a regex-parsed `Version`, matching expressions, its
                                   modules' doctests
shortuuid          1.0.13          shortuuid: integer-division encodings, a default instance's
                                   bound methods re-exported as module functions
hashids            1.3.1           hashids (one module): salt-shuffled alphabets, hex encoding
base58             2.1.1           base58: Bitcoin/Ripple alphabets, sha256 checksums
construct          2.10.70         construct: `"name" / Int8ub` operator overloading, `this`
                                   expressions over a context, Switch/If/RepeatUntil, adapters
msgpack            1.2.4           msgpack (`_cmsgpack` left out): `msgpack.fallback`, ExtType and
                                   Timestamp, hooks, the streaming `Unpacker`
umsgpack           2.8.0           umsgpack (u-msgpack-python, one module): functions bound as
                                   module globals at import, `ext_serializable` class decorator
bencode            4.1.0           bencode + bencodepy (bencode.py): two import names for one
                                   codec, decoders keyed by first byte
tomlkit            0.15.2          tomlkit: style-preserving TOML, items that subclass
                                   `dict`/`list`/`int`/`str`, builders, round trips
configobj          5.0.9           configobj + validate: nested sections, interpolation,
                                   `Validator` checks parsed from spec strings, its doctests
                                   (exception names compared with their modules)
iniparse           0.5.3           iniparse: a module `iniparse.configparser` named like the
                                   standard library's, doing `from configparser import *`
textdistance       4.6.3           textdistance: `libraries.json` opened at import through
                                   `__file__` (`textdistance/libraries.py:12`), 30+ algorithms
fuzzywuzzy         0.18.0          fuzzywuzzy: difflib path (`warnings.warn` at import), process
                                   helpers with scorers and processors
first              2.0.2           first (one module): the first truthy element
wrapt              2.5.2           wrapt (`_wrappers` left out): Python `ObjectProxy` forwarding
                                   `__class__`/`__name__`/operators, post-import hooks
decorator          5.3.1           decorator (one module): signature-preserving wrappers generated
                                   as source and `exec`'d, `dispatch_on`, `contextmanager`
deprecated         1.3.1           deprecated + wrapt 2.5.2: warnings with categories and
                                   `stacklevel`, Sphinx directives appended to docstrings
retry              0.9.2           retry + decorator 5.3.1 + py 1.11.0 (vendored, never imported):
                                   `time.sleep` replaced through the module, logging of attempts
tenacity           9.2.1           tenacity: strategy objects combined with `|`/`&`, attempt state,
                                   statistics, callbacks, an injected sleep
cattrs             26.2.1          cattrs + attr/attrs 26.1.0 + typing_extensions 4.16.0:
                                   (un)structuring hooks generated as source from annotations,
                                   tagged unions, subclasses, renaming overrides
typeguard          4.6.1           typeguard + typing_extensions 4.16.0: `@typechecked` recompiles
                                   the function's source (read with `inspect`), `check_type`
pydatalog          0.22.4          pyDatalog (its Cython modules left out): `create_terms` writes
                                   into the calling frame's globals, clauses by operator
                                   overloading, recursion, aggregates, `Mixin` classes
astar              0.99            astar + sortedcontainers 2.4.0: an abstract `AStar` class and
                                   the functional `find_path`, mazes and word ladders
pyrsistent         0.20.0          pyrsistent + _pyrsistent_version (the top-level C extension
                                   `pvectorc` not vendored): the pure-Python vector fallback,
                                   records and classes with invariants, transformations, doctests
=================  ==============  ===============================================================
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import shutil
from pathlib import Path

import pytest

from tests.differential import (
    with_known_differences,
    corpus_modes,
    corpus_sample,
    bundle,
    difference,
    run_bundle,
    run_sources,
)

DRIVERS = Path(__file__).parent / "drivers"
ENTRY = "main.py"

# case (= driver name) -> (distribution pinned in pyproject.toml, modules vendored next to main.py)
LIBRARIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "sortedcontainers": ("sortedcontainers", ("sortedcontainers",)),
    "more_itertools": ("more-itertools", ("more_itertools",)),
    "pyparsing": ("pyparsing", ("pyparsing",)),
    "chess": ("chess", ("chess",)),
    "bidict": ("bidict", ("bidict", "typing_extensions")),
    "toolz": ("toolz", ("toolz",)),
    "cachetools": ("cachetools", ("cachetools",)),
    "tabulate": ("tabulate", ("tabulate",)),
    "attrs": ("attrs", ("attr", "attrs")),
    "six": ("six", ("six",)),
    "frozendict": ("frozendict", ("frozendict",)),
    "simpleeval": ("simpleeval", ("simpleeval",)),
    "parse": ("parse", ("parse",)),
    "dateutil": ("python-dateutil", ("dateutil", "six")),
    "boltons": ("boltons", ("boltons",)),
    "natsort": ("natsort", ("natsort",)),
    "intervaltree": ("intervaltree", ("intervaltree", "sortedcontainers")),
    "networkx": ("networkx", ("networkx",)),
    "mpmath": ("mpmath", ("mpmath",)),
    "constraint": ("python-constraint", ("constraint",)),
    "funcy": ("funcy", ("funcy",)),
    "pydash": ("pydash", ("pydash", "typing_extensions")),
    "multipledispatch": ("multipledispatch", ("multipledispatch",)),
    "toml": ("toml", ("toml",)),
    "tomli": ("tomli", ("tomli",)),
    "idna": ("idna", ("idna",)),
    "packaging": ("packaging", ("packaging",)),
    "docopt": ("docopt", ("docopt",)),
    "sortedcollections": (
        "sortedcollections",
        ("sortedcollections", "sortedcontainers"),
    ),
    # issue 28's sample (the rule is in the docstring)
    "jinja2": ("jinja2", ("jinja2", "markupsafe")),
    "mistune": ("mistune", ("mistune",)),
    "markdown": ("markdown", ("markdown",)),
    "yaml": ("pyyaml", ("yaml",)),
    "xmltodict": ("xmltodict", ("xmltodict",)),
    "jsonpointer": ("jsonpointer", ("jsonpointer",)),
    "jsonpatch": ("jsonpatch", ("jsonpatch", "jsonpointer")),
    "jmespath": ("jmespath", ("jmespath",)),
    "slugify": ("python-slugify", ("slugify", "text_unidecode", "unidecode")),
    "unidecode": ("unidecode", ("unidecode",)),
    "inflect": (
        "inflect",
        ("inflect", "jaraco", "more_itertools", "typeguard", "typing_extensions"),
    ),
    "humanize": ("humanize", ("humanize",)),
    "texttable": ("texttable", ("texttable",)),
    "colorama": ("colorama", ("colorama",)),
    "termcolor": ("termcolor", ("termcolor",)),
    "click": ("click", ("click",)),
    "fire": ("fire", ("fire", "termcolor", "colorama")),
    "box": ("python-box", ("box", "msgpack", "toml", "yaml")),
    "munch": ("munch", ("munch", "yaml")),
    "addict": ("addict", ("addict",)),
    "dotmap": ("dotmap", ("dotmap",)),
    "glom": ("glom", ("glom", "face", "boltons", "attr", "attrs")),
    "marshmallow": ("marshmallow", ("marshmallow",)),
    "cerberus": ("cerberus", ("cerberus",)),
    "voluptuous": ("voluptuous", ("voluptuous",)),
    "schema": ("schema", ("schema",)),
    "ply": ("ply", ("ply",)),
    "lark": ("lark", ("lark",)),
    "sly": ("sly", ("sly",)),
    "arpeggio": ("arpeggio", ("arpeggio",)),
    "rply": ("rply", ("rply", "appdirs")),
    "tinydb": ("tinydb", ("tinydb",)),
    "immutables": ("immutables", ("immutables",)),
    "ordered_set": ("ordered-set", ("ordered_set",)),
    "orderedmultidict": ("orderedmultidict", ("orderedmultidict", "six")),
    "multidict": ("multidict", ("multidict",)),
    "returns": ("returns", ("returns", "typing_extensions")),
    "asteval": ("asteval", ("asteval",)),
    "pytz": ("pytz", ("pytz",)),
    "iso8601": ("iso8601", ("iso8601",)),
    "isodate": ("isodate", ("isodate",)),
    "arrow": ("arrow", ("arrow", "dateutil", "six", "tzdata")),
    "pendulum": ("pendulum", ("pendulum", "dateutil", "six", "tzdata")),
    "semver": ("semver", ("semver",)),
    "shortuuid": ("shortuuid", ("shortuuid",)),
    "hashids": ("hashids", ("hashids",)),
    "base58": ("base58", ("base58",)),
    "construct": ("construct", ("construct",)),
    "msgpack": ("msgpack", ("msgpack",)),
    "umsgpack": ("u-msgpack-python", ("umsgpack",)),
    "bencode": ("bencode.py", ("bencode", "bencodepy")),
    "tomlkit": ("tomlkit", ("tomlkit",)),
    "configobj": ("configobj", ("configobj", "validate")),
    "iniparse": ("iniparse", ("iniparse",)),
    "textdistance": ("textdistance", ("textdistance",)),
    "fuzzywuzzy": ("fuzzywuzzy", ("fuzzywuzzy",)),
    "first": ("first", ("first",)),
    "wrapt": ("wrapt", ("wrapt",)),
    "decorator": ("decorator", ("decorator",)),
    "deprecated": ("deprecated", ("deprecated", "wrapt")),
    "retry": ("retry", ("retry", "decorator", "py")),
    "tenacity": ("tenacity", ("tenacity",)),
    "cattrs": ("cattrs", ("cattrs", "cattr", "attr", "attrs", "typing_extensions")),
    "typeguard": ("typeguard", ("typeguard", "typing_extensions")),
    "pydatalog": ("pyDatalog", ("pyDatalog",)),
    "astar": ("astar", ("astar", "sortedcontainers")),
    "pyrsistent": ("pyrsistent", ("pyrsistent", "_pyrsistent_version")),
}
# cases whose library opens a data file beside its modules, located through `__file__`, on the
# driver's path: issue 28 lets the build fail instead, with one line (`error: FILE:LINE: ...`)
# that names a line of that module and `__file__`
DATA_FILE_LOCATED_AT = {
    # line 95 locates the zone file, line 118 opens it (then `importlib.resources`, when the
    # located path does not exist)
    "pytz": "pytz/__init__.py",
    "textdistance": "textdistance/libraries.py",  # line 12 locates, line 30 opens at import
}
# Known differences, each a strict expected failure with its reason (a fix must remove it).
KNOWN_DIFFERENCES = {
    "voluptuous": "doctests call IsFile()(__file__): an embedded module's __file__ names"
    " its path under the source root, which is no file beside the bundle; verification"
    " sees the run differ and refuses the build, but names no source line",
}
MODES = {
    "default": (),
    "keep-names": ("--keep-names",),
    "pretty": ("--pretty",),
}
# compiled files left out of a vendored copy: an optional accelerator inside a package folder
# (markupsafe, yaml, msgpack, wrapt, ...) whose pure-Python fallback then runs, as a bot
# author's vendored copy must (a judge runs one file)
COMPILED = ("*.so", "*.pyd")


def locate(module: str) -> Path | None:
    """Where `module` is installed: its package folder or its module file; None if absent."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.submodule_search_locations:
        folders = list(spec.submodule_search_locations)
        return Path(folders[0]) if len(folders) == 1 else None
    if spec.origin and spec.origin.endswith(".py"):
        return Path(spec.origin)
    return None  # a built-in or an extension module: not vendorable


def vendor(case: str, root: Path) -> None:
    """Make a case root: the driver as main.py and a copy of every module it needs."""
    _distribution, modules = LIBRARIES[case]
    root.mkdir(parents=True)
    for module in modules:
        where = locate(module)
        if where is None:
            pytest.skip(f"{module} (needed by the {case} driver) is not installed")
        if where.is_dir():
            shutil.copytree(
                where,
                root / where.name,
                ignore=shutil.ignore_patterns("__pycache__", "*.pyc", *COMPILED),
            )
        else:
            shutil.copyfile(where, root / where.name)
    driver = (DRIVERS / f"{case}.py").read_text(encoding="utf-8")
    (root / ENTRY).write_text(driver, encoding="utf-8")


def versions(case: str) -> str:
    distribution, _modules = LIBRARIES[case]
    try:
        return f"{distribution} {importlib.metadata.version(distribution)}"
    except importlib.metadata.PackageNotFoundError:
        return f"{distribution} (no metadata)"


def test_every_driver_is_listed():
    assert sorted(p.stem for p in DRIVERS.glob("*.py")) == sorted(LIBRARIES)


@pytest.mark.parametrize("mode", list(corpus_modes(MODES)))
@pytest.mark.parametrize(
    "case",
    with_known_differences(corpus_sample(list(LIBRARIES)), KNOWN_DIFFERENCES),
)
def test_bundle_behaves_like_sources(case: str, mode: str, tmp_path: Path):
    root = tmp_path / "case"
    vendor(case, root)
    expected = run_sources(root, ENTRY, site_packages=False)
    assert expected.status == 0, (
        f"the {case} driver fails from its sources ({versions(case)}):\n"
        + expected.messages()
    )

    output = tmp_path / "bundle.py"
    built = bundle(root, ENTRY, output, *MODES[mode])
    where = DATA_FILE_LOCATED_AT.get(case)
    if built.status != 0 and where is not None:
        message = built.stdout + built.stderr
        errors = [line for line in message.splitlines() if line.startswith("error: ")]
        assert (
            len(errors) == 1
            and errors[0].startswith(f"error: {where}:")
            and "__file__" in errors[0]
            and "Traceback" not in message
        ), (
            f"bundling {case} ({versions(case)}) failed, but without naming {where!r}, where "
            f"the library locates its data file through __file__:\n" + built.messages()
        )
        return
    assert built.status == 0 and output.is_file(), (
        f"bundling {case} ({versions(case)}) with {' '.join(MODES[mode])} failed:\n"
        + built.messages()
    )

    actual = run_bundle(output, site_packages=False)
    problems = difference(expected, actual)
    assert not problems, (
        f"the {mode} bundle of {case} ({versions(case)}) behaves differently:\n"
        + problems
        + "\n--- bundle stderr ---\n"
        + actual.stderr[-4000:]
    )
