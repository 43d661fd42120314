"""Rename variables to the shortest names: locals, parameters and module-level names.

What may be renamed (see `scopes` for how occurrences are tied to variables):
- never: builtins, class-body names (they are attributes), `__dunder__` and `__mangled`
  names, names of a scope that `locals()`/`vars()`/`dir()`/`exec`/`eval` read, dotted
  `import a.b` (an alias would bind `a.b`, not `a`), a class `X` when `_X__name` is
  spelled out somewhere (its mangling would change), a module name that a class body
  both binds and reads (the read may fall through to the module);
- module-level names: in program mode all of them, in library mode the private ones
  (leading underscore, not in `__all__`), renamed to private names (`_a`) so that
  `from m import *` and `vars(m)` still see no new public names; none when `globals()`,
  `exec`, `eval` or a star import can reach them by spelling; never `fixed_names`;
- parameters: in program mode positional-only, `*args` and `**kwargs` always, the others
  when no call anywhere passes that name by keyword, no dict display has it as a key
  (`Thread(target=f, kwargs={...})`) and no `f(**mapping)` has unknowable keys; in library mode the same, but only for functions outside the public
  interface (nested functions, lambdas inside functions, private module-level functions).

Each variable's *region* is its own scope plus every scope on the way from a use to it.
Two variables whose regions overlap must differ in name; otherwise names are reused
freely. Variables are named in order of use count, so the most used get one letter.
"""

from __future__ import annotations

import ast
import builtins
import itertools
import keyword
import string
from collections import Counter
from collections.abc import Iterator

from ..interface import is_public, names_in_all
from ...scopes import MANGLED, SIGNATURE_READERS, Binding, Scope, ScopeModel, analyse

from ..options import MinifyOptions

NAME = "rename"
BUILTIN_NAMES = set(dir(builtins))
FIRST_CHARACTERS = string.ascii_lowercase + string.ascii_uppercase
LATER_CHARACTERS = FIRST_CHARACTERS + string.digits + "_"


def candidate_names() -> Iterator[str]:
    """a, b, ..., Z, aa, ab, ...: never a keyword, never starting with `_` (a capture
    pattern named `_` would become a wildcard)."""
    for length in itertools.count(1):
        for rest in itertools.product(LATER_CHARACTERS, repeat=length - 1):
            for first in FIRST_CHARACTERS:
                name = first + "".join(rest)
                if not keyword.iskeyword(name):
                    yield name


def rename(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    model = analyse(tree)
    exported = names_in_all(tree) | set(options.fixed_names)
    function_scopes = {id(scope.node): scope for scope in model.scopes}
    for binding in model.bindings:
        if binding.fixed_reason is None:
            binding.fixed_reason = fixed_reason(
                binding, model, options, exported, function_scopes
            )
    regions = {id(binding): region(binding, model.module) for binding in model.bindings}
    occupied: dict[int, Counter[str]] = {id(scope): Counter() for scope in model.scopes}
    for binding in model.bindings:
        if binding.fixed_reason is not None:
            for scope in regions[id(binding)]:
                occupied[id(scope)][binding.name] += 1
    order = {id(binding): index for index, binding in enumerate(model.bindings)}
    renamable = [b for b in model.bindings if b.fixed_reason is None]
    renamable.sort(key=lambda b: (-len(b.occurrences), order[id(b)]))
    supplies = {prefix: NameSupply(prefix) for prefix in ("", "_")}
    for binding in renamable:
        counters = [occupied[id(scope)] for scope in regions[id(binding)]]
        # a library's renamed module-level names must stay private to importers
        private = options.mode == "library" and binding.scope is model.module
        # a parameter must not take a name some call passes by keyword: that call
        # would bind it instead of failing or filling the function's `**kwargs`
        taken = model.keyword_names if binding.parameter is not None else frozenset()
        new_name = choose_name(
            binding, counters, supplies["_" if private else ""], taken
        )
        for counter in counters:
            counter[new_name] += 1
        if new_name != binding.name:
            for occurrence in binding.occurrences:
                occurrence.rename(new_name)
    return tree


class NameSupply:
    """The candidate spellings in order, with, per scope, the first one it has not
    used: a binding's search starts at the highest of those among its region's scopes
    (no name before it is free in all of them), which keeps renaming linear when
    thousands of module-level names compete."""

    def __init__(self, prefix: str) -> None:
        self.names: list[str] = []
        self.source = map(prefix.__add__, candidate_names())
        self.first_free: dict[int, int] = {}

    def name(self, index: int) -> str:
        while index >= len(self.names):
            self.names.append(next(self.source))
        return self.names[index]

    def start(self, counters: list[Counter[str]]) -> int:
        start = 0
        for counter in counters:
            index = self.first_free.get(id(counter), 0)
            while counter[self.name(index)]:
                index += 1
            self.first_free[id(counter)] = index
            start = max(start, index)
        return start


def choose_name(
    binding: Binding,
    counters: list[Counter[str]],
    supply: NameSupply,
    taken: set[str] | frozenset[str] = frozenset(),
) -> str:
    def free(name: str) -> bool:
        return name not in taken and not any(counter[name] for counter in counters)

    original_free = free(binding.name)
    aliases = sum(
        o.import_alias is not None and o.import_alias.asname is None
        for o in binding.occurrences
    )
    others = len(binding.occurrences) - aliases
    index = supply.start(counters)
    while True:
        candidate = supply.name(index)
        # an import without alias pays for ` as new`
        saving = others * (len(binding.name) - len(candidate)) - aliases * (
            len(candidate) + 4
        )
        if original_free and saving <= 0:
            return binding.name
        if free(candidate):
            return candidate
        index += 1


def region(binding: Binding, module: Scope) -> list[Scope]:
    owner = binding.scope or module
    scopes = {id(owner): owner}
    for occurrence in binding.occurrences:
        scope = occurrence.scope
        while scope is not None and scope is not owner:
            # methods see past their class: a class name cannot shadow for them
            if scope is occurrence.scope or scope.kind != "class":
                scopes[id(scope)] = scope
            scope = scope.parent
    return list(scopes.values())


def fixed_reason(
    binding: Binding,
    model: ScopeModel,
    options: MinifyOptions,
    exported: set[str],
    function_scopes: dict[int, Scope],
) -> str | None:
    name, scope = binding.name, binding.scope
    if scope is None:
        return "builtin or undefined"
    if scope.kind == "class":
        return "class attribute"
    if name.lstrip("_") in model.mangling_classes:
        return "spelled inside a mangled name"
    if name.startswith("__"):
        return "dunder or mangled"
    if MANGLED.match(name):
        return "a mangled spelling: a class body reads it as its private name"
    if any(occurrence.scope.locals_tainted for occurrence in binding.occurrences):
        return "read through locals()/exec/eval"
    if options.keep_definition_names and any(
        occurrence.definition for occurrence in binding.occurrences
    ):
        return "the name of a def or class (--keep-names)"
    for occurrence in binding.occurrences:
        alias = occurrence.import_alias
        if alias is not None and alias.asname is None and "." in alias.name:
            return "dotted import"
    if scope.kind == "module":
        if name in model.reduced_names:
            return (
                "a __reduce__ returns it as a string (pickle finds the object by name)"
            )
        if name in model.annotation_spellings:
            return "spelled in a string annotation (evaluated by name at run time)"
        if name in BUILTIN_NAMES:
            return "shadows a builtin (a read before the binding sees the builtin)"
        if model.module_tainted:
            return "module namespace read dynamically"
        if name in options.fixed_names:
            return "kept by option"
        if options.mode == "library" and is_public(name, exported):
            return "public interface"
        return None
    if binding.parameter is not None:
        return parameter_fixed_reason(
            binding, model, options, exported, function_scopes
        )
    return None


def parameter_fixed_reason(
    binding: Binding,
    model: ScopeModel,
    options: MinifyOptions,
    exported: set[str],
    function_scopes: dict[int, Scope],
) -> str | None:
    function, kind = binding.parameter
    if options.keep_definition_names and kind != "star":
        return "a parameter's name shows in error messages (--keep-names)"
    signatures_read = model.signatures_read or SIGNATURE_READERS & options.introspected
    if signatures_read:
        # `*args`/`**kwargs` too: a signature shows and binds them by name
        return "signatures are read (__annotations__, inspect.signature...)"
    if kind not in ("positional", "star"):
        if binding.name in model.keyword_names:
            return "passed by keyword somewhere"
        if model.opaque_keywords:
            return "some call passes **mapping with unknown keys"
        if model.forwarded_keywords and options.mode == "library":
            return "a **kwargs passed on may come from callers outside the module"
    if options.mode == "program":
        return None
    if isinstance(function, ast.Lambda) or id(function) in model.escaping_functions:
        return "the function is used as a value: callers outside may pass keywords"
    defined_in = function_scopes[id(function)].parent
    if defined_in.kind in ("function", "comprehension"):
        return None
    if defined_in.kind == "module" and not is_public(function.name, exported):
        return None
    return "public signature"
