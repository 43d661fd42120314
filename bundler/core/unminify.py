"""A bundle read back as the source definitions it holds, through its source map.

Each top-level statement of the code gets its definition (`definitions`), its names as
the sources spell them (module-level ones from the map's `names`, locals from its
`locals`), the literals and builtins the minifier hoisted (`A='text'`, `B=len`) put back
where they are used, the names of the constants it inlined put back in their place (the
constants themselves become definitions again, from the map's `constants`), and is
printed with `ast.unparse`. What comes out is what the
bundle runs, without the comments, docstrings, annotations and asserts of the sources.

A definition's `key` is its un-minified tree with every name normalised (module-level
names to `file:name`, locals to their source names): two definitions with the same key do
the same, however the renaming spelled them.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Callable
from dataclasses import dataclass, field

from .definitions import LOCAL_SCOPES
from .errors import BundleError
from .pack import unpack
from .scopes import Binding, ScopeModel, analyse
from .sourcemap import bundle_digest
from .verify import utf16_length
from .nodes import Transformer, walk

WHOLE_BUNDLE = "<whole bundle>"
# statements of no source definition: what the bundler added (`from collections import
# namedtuple`), and the hoisted literals and builtins (`A='text'`, `B=len`), which are put
# back where they are read
MADE = ("", "<made by the bundler>")
HOISTED = ("", "<hoisted>")


@dataclass
class Definition:
    file: str
    name: str
    text: str = ""  # un-minified, as the sources spell names
    key: str = ""
    minified: str = ""  # the bundle's own statements (dumped): a renaming changes it
    # each renamed variable ("file:NAME" at module level, "file:DEF#n" for a local) ->
    # its name in the bundle
    spellings: dict[str, str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return f"{self.file}:{self.name}" if self.file else self.name


@dataclass(frozen=True)
class BundleContents:
    text: str
    arena: str | None
    characters: int  # UTF-16 code units, as the arenas count
    size_limit: int | None
    definitions: dict[tuple[str, str], Definition]  # (file, name) -> it, bundle order
    by_definition: bool  # False: the map has no definitions (compared as one text)

    def as_one_text(self) -> dict[tuple[str, str], Definition]:
        """The whole bundle as one definition, to compare with a bundle without them."""
        whole = Definition("", WHOLE_BUNDLE, self.text, self.text, self.text)
        return {("", WHOLE_BUNDLE): whole}


def read_bundle(text: str, source_map: dict | None) -> BundleContents:
    """`text` as its definitions; a packed bundle's `text` is the plain one it carries
    (its size stays the packed file's)."""
    source_map = source_map or {}
    characters = utf16_length(text)
    if "packed" in source_map:
        text = _unpacked(text, source_map["packed"])
    arena, limit = source_map.get("arena"), source_map.get("size_limit")
    if "statements" not in source_map:  # the modules layout, or a version 1 map
        return BundleContents(text, arena, characters, limit, {}, False)
    try:
        tree = ast.parse(text)
    except SyntaxError as error:
        raise BundleError(f"the bundle does not parse: {error}") from None
    code = [s for s in tree.body if s.lineno >= source_map["code_line"]]
    entries = source_map["statements"]
    if len(code) < len(entries):
        raise BundleError("the bundle has fewer statements than its source map")
    files = source_map["files"]
    named = [(files[file], name) for file, name in source_map["definitions"]]
    constants = {
        name: (files[file], source_name, value)
        for name, (file, source_name, value) in source_map.get("constants", {}).items()
    }
    attributes = source_map.get("attributes", {})
    respelled_attributes = {
        id(statement): _restore_attributes(statement, attributes) for statement in code
    }
    reading: dict[int, list[str]] = {}  # id(statement) -> the constants it reads
    for position, inlined in source_map.get("inlined", {}).items():
        statement = code[int(position)]
        _restore_inlined(statement, inlined)
        reading[id(statement)] = [name for _, name in inlined]
    pieces = list(_pieces(code, entries, source_map["locals"], named))
    hoisted = {
        statement.targets[0].id: statement.value
        for statement, origin, _ in pieces
        if origin == HOISTED
    }
    models = [analyse(ast.Module([statement], [])) for statement, _, _ in pieces]
    module_names = _module_names(pieces, models, source_map.get("names", {}))
    for name, (file, source_name, _) in constants.items():
        module_names.setdefault(name, (source_name, f"{file}:{source_name}"))
    definitions: dict[tuple[str, str], Definition] = {}
    for (statement, origin, local_names), model in zip(pieces, models):
        if origin == HOISTED:
            continue
        for name in reading.get(id(statement), []):
            _define_constant(definitions, *constants[name])
        definition = definitions.setdefault(origin, Definition(*origin))
        minified = ast.dump(statement)
        position = definition.minified.count("\n")  # of the statement in its definition
        local_prefix = f"{definition.label}#{position}."
        if origin == MADE:  # no source names its locals: spell them by their order
            local_names = [f"_{index}" for index, _ in enumerate(_locals(model))]
        references = _unrename(
            model, module_names, local_names, local_prefix, definition.spellings
        )
        for new, old in respelled_attributes.get(id(statement), {}).items():
            definition.spellings[f".{old}"] = new
        _restore_hoisted(statement, model, hoisted)
        _drop_redundant_aliases(statement)
        definition.text += ast.unparse(statement) + "\n"
        definition.key += f"{ast.dump(statement)} {' '.join(sorted(references))}\n"
        definition.minified += minified + "\n"
    return BundleContents(text, arena, characters, limit, definitions, True)


def _pieces(
    code: list[ast.stmt],
    entries: list[int | list[int] | None],
    locals_: list[str],
    named: list[tuple[str, str]],
):
    """(statement, its definition or None, its locals' source names): an import the
    minifier combined from several definitions is split into one import per name."""
    for statement, entry, local_names in zip(code, entries, locals_):
        if isinstance(entry, list):
            for alias, part in zip(statement.names, entry):
                single = copy.copy(statement)
                single.names = [alias]
                yield single, MADE if part is None else named[part], []
        elif entry is None:
            yield statement, HOISTED if _is_hoisted(statement) else MADE, []
        else:
            yield statement, named[entry], local_names.split()


def _restore_attributes(
    statement: ast.stmt, originals: dict[str, str]
) -> dict[str, str]:
    """Respell the attribute names `rename_attributes` chose as the sources spell them:
    attribute accesses, the names a class body binds, match keyword patterns and the
    strings of `__slots__`. Returns the bundle's spellings it replaced -> the sources'.
    """
    replaced: dict[str, str] = {}

    def original(name: str) -> str:
        if name in originals:
            replaced[name] = originals[name]
            return originals[name]
        return name

    for node in walk(statement):
        if isinstance(node, ast.Attribute):
            node.attr = original(node.attr)
        elif isinstance(node, ast.MatchClass):
            node.kwd_attrs = [original(name) for name in node.kwd_attrs]
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(
                    item, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
                ):
                    item.name = original(item.name)
                elif isinstance(item, (ast.Assign, ast.AnnAssign)):
                    _restore_class_assignment(item, original)
    return replaced


def _restore_class_assignment(
    statement: ast.Assign | ast.AnnAssign, original: Callable[[str], str]
) -> None:
    targets = (
        statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    )
    names = [
        name
        for target in targets
        for name in (target.elts if isinstance(target, ast.Tuple) else [target])
        if isinstance(name, ast.Name)
    ]
    for name in names:
        if name.id != "__slots__":
            name.id = original(name.id)
        elif statement.value is not None:
            for string in walk(statement.value):
                if isinstance(string, ast.Constant) and isinstance(string.value, str):
                    string.value = original(string.value)


def _define_constant(
    definitions: dict[tuple[str, str], Definition],
    file: str,
    name: str,
    value: object,
) -> None:
    """An inlined constant's own definition, which tree shaking took out of the bundle,
    before the first definition that reads it."""
    if (file, name) not in definitions:
        text = f"{name} = {value!r}\n"
        definitions[file, name] = Definition(file, name, text, text, text)


def _restore_inlined(statement: ast.stmt, inlined: list[list]) -> None:
    """Put back the names of the constants `inline_constants` put in their place (the
    source map lists them by their index among the statement's constants)."""
    names = {index: name for index, name in inlined}
    constants = (node for node in walk(statement) if isinstance(node, ast.Constant))
    reads = {
        id(node): ast.Name(names[index], ast.Load())
        for index, node in enumerate(constants)
        if index in names
    }
    _Substitute(reads).visit(statement)


def _is_hoisted(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        and isinstance(statement.value, (ast.Constant, ast.Name))
    )


def _module_names(pieces, models: list[ScopeModel], names: dict[str, str]):
    """Each module-level name the code binds -> (its source name, "file:name")."""
    found: dict[str, tuple[str, str]] = {}
    for (_, origin, _), model in zip(pieces, models):
        if origin == HOISTED:
            continue
        for binding in model.bindings:
            if binding.scope is model.module:
                source = names.get(binding.name, binding.name).rpartition(".")[2]
                found[binding.name] = (source, f"{origin[0]}:{source}")
    return found


def _unrename(
    model: ScopeModel,
    module_names: dict[str, tuple[str, str]],
    local_names: list[str],
    local_prefix: str,
    spellings: dict[str, str],
) -> set[str]:
    """Respell the statement's names as the sources do; the module-level definitions it
    refers to."""
    references: set[str] = set()
    local = _locals(model)
    if len(local) == len(local_names):  # else a map from another scope model: keep them
        for index, (binding, source) in enumerate(zip(local, local_names)):
            spellings[f"{local_prefix}{index}"] = binding.name
            _respell(binding, source)
    for binding in model.bindings:
        if binding.scope is not None and binding.scope is not model.module:
            continue
        if binding.name in module_names:
            source, identity = module_names[binding.name]
            references.add(identity)
            spellings[identity] = binding.name
            _respell(binding, source)
    return references


def _locals(model: ScopeModel) -> list[Binding]:
    return [b for b in model.bindings if b.scope and b.scope.kind in LOCAL_SCOPES]


def _respell(binding, name: str) -> None:
    if name != binding.name:
        for occurrence in binding.occurrences:
            occurrence.rename(name)


def _restore_hoisted(
    statement: ast.stmt, model: ScopeModel, hoisted: dict[str, ast.expr]
) -> None:
    reads = {
        id(occurrence.node): hoisted[binding.name]
        for binding in model.bindings
        if binding.scope is None and binding.name in hoisted
        for occurrence in binding.occurrences
        if isinstance(occurrence.node, ast.Name)
    }
    if reads:
        _Substitute(reads).visit(statement)


class _Substitute(Transformer):
    def __init__(self, values: dict[int, ast.expr]) -> None:
        self.values = values

    def visit_Name(self, node: ast.Name) -> ast.expr:
        return self._substitute(node)

    def visit_Constant(self, node: ast.Constant) -> ast.expr:
        return self._substitute(node)

    def _substitute(self, node: ast.expr) -> ast.expr:
        value = self.values.get(id(node))
        return node if value is None else copy.deepcopy(value)


def _drop_redundant_aliases(statement: ast.stmt) -> None:
    """`import sys as sys` after respelling -> `import sys`."""
    for node in walk(statement):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.asname == alias.name:
                    alias.asname = None


def _unpacked(text: str, packed: dict) -> str:
    plain, _ = unpack(text)
    if bundle_digest(plain) != packed.get("plain"):
        raise BundleError(
            "the packed bundle carries another text than its map describes"
        )
    return plain
