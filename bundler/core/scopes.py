"""Name binding: which variable each occurrence of a name refers to — the one scope model
every stage asks: resolve and inline (`ModuleScopes`: is this name module-level here?
what does the module bind?), shaking and renaming (`analyse`: bindings and occurrences).

Python's rules:
- Modules, functions (and lambdas), classes and comprehensions are scopes. A name bound
  anywhere in a function (assignment, `del`, import, `for`/`with`/`except` targets, match
  captures, parameters, definitions) is local to all of it unless declared `global` or
  `nonlocal`.
- Free names look outward through enclosing functions, skipping class bodies (methods do
  not see their class's names), then reach the module, then builtins. A class body itself
  does see its enclosing functions.
- Decorators, default values, annotations, base classes and a comprehension's first
  iterable are evaluated in the enclosing scope.
- A walrus inside a comprehension binds in the nearest enclosing non-comprehension scope.
- `locals()`, `vars()`, `dir()`, `exec` and `eval` see a scope's variables by their
  names: they taint that scope. `globals()`, `exec`, `eval`, a star import and what gives
  the module object or its dict (`sys.modules`, `import __main__`, a frame's `f_globals`)
  do the same for the module's names.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from .nodes import Visitor, child_nodes, walk

LOCAL_READERS = {"locals", "vars", "dir"}
CODE_RUNNERS = {"exec", "eval"}
# reading these makes every module-level name reachable by its spelling
GLOBAL_READERS = {"globals", "get_type_hints", "__annotations__"}
DYNAMIC_READERS = LOCAL_READERS | CODE_RUNNERS
# spellings that reach a module's names by their spelling from outside its own code: the
# module object (`sys.modules[__name__]`, `import __main__`, `__import__(__name__)`,
# `inspect.getmodule`), its dict (a frame's or a function's globals), or a namespace
# handed around (`setattr(module, ...)`, `vars(module)`, `module.__dict__`)
NAMESPACE_ACCESS = frozenset(
    {
        "modules",
        "__main__",
        "__import__",
        "import_module",
        "getmodule",
        "getmembers",
        "setattr",
        "__dict__",
        "vars",
        "f_globals",
        "f_locals",
        "__globals__",
        "_getframe",
        "currentframe",
    }
)
# of those, the ones that give the module object or its dict (the others need one of these)
MODULE_REACHERS = frozenset(
    {"modules", "__main__", "__import__", "import_module", "getmodule"}
    | {"f_globals", "f_locals", "__globals__"}
)
# a module whose source spells one of these may have any of its names read or set by
# spelling: module-level definitions are neither dropped, nor renamed, nor replaced
NAMESPACE_SPELLINGS = NAMESPACE_ACCESS | GLOBAL_READERS | DYNAMIC_READERS
MANGLED = re.compile(r"_([^_]\w*?)__\w")  # `_Class__name`
# builtins whose keywords are their own (`print(file=...)`): they neither pass keywords on
# to the program's functions nor make attributes of them, so the program's parameters and
# attributes may share those names
CLOSED_BUILTINS = frozenset(
    {"print", "sorted", "min", "max", "sum", "round", "int", "enumerate", "open", "zip"}
)
SIGNATURE_READERS = {
    "__annotations__",
    "__code__",
    "__kwdefaults__",
    "__signature__",
    "signature",
    "getfullargspec",
    "get_type_hints",
    "getcallargs",
}


@dataclass(eq=False, slots=True)  # (slots: the analysis makes one per name spelled)
class Occurrence:
    """One place in the tree that spells a name, and how to respell it."""

    scope: Scope
    rename: Callable[[str], None]
    # the node that spells the name: a Name, arg, def, class, import statement, `global`...
    node: ast.AST | None
    # renaming adds ` as new` to an import that had no alias
    import_alias: ast.alias | None = None
    load: bool = False
    definition: bool = False  # the name of a def or class: its `__name__`
    called: bool = False  # read as the function of a call (`f(...)`), not as a value


@dataclass(eq=False, slots=True)
class Binding:
    """One variable: a name in the scope that owns it (None: builtin or undefined)."""

    name: str
    scope: Scope | None
    occurrences: list[Occurrence] = field(default_factory=list)
    parameter: tuple[ast.AST, str] | None = None  # (function node, argument kind)
    fixed_reason: str | None = None  # why it must keep its name, if it must


@dataclass(eq=False, slots=True)
class Scope:
    node: ast.AST
    kind: str  # "module", "function", "class" or "comprehension"
    parent: Scope | None
    bound: dict[str, None] = field(default_factory=dict)  # ordered set
    declared_global: set[str] = field(default_factory=set)
    declared_nonlocal: set[str] = field(default_factory=set)
    bindings: dict[str, Binding] = field(default_factory=dict)
    pending: list[tuple[str, Occurrence]] = field(default_factory=list)
    parameters: dict[str, tuple[ast.AST, str]] = field(default_factory=dict)
    locals_tainted: bool = False

    def ancestors(self):
        scope = self.parent
        while scope is not None:
            yield scope
            scope = scope.parent


@dataclass
class ScopeModel:
    module: Scope
    scopes: list[Scope]
    bindings: list[Binding]  # in order of first occurrence
    # names read or set by spelling: `globals()`, `exec`, a star import, the module object
    # (MODULE_REACHERS: `sys.modules[__name__]`, `import __main__`, a frame's globals)
    module_tainted: bool
    # every name passed by keyword anywhere (but to a builtin of CLOSED_BUILTINS), or a
    # string key of a dict display
    keyword_names: set[str]
    opaque_keywords: bool  # some `f(**x)` whose keys cannot be known
    # some `f(**kwargs)` passes on a `**kwargs` parameter: its keys are this module's
    # keywords only if every caller is in the module (program mode)
    forwarded_keywords: bool
    # X for every `_X__name` spelled out, and every class whose body spells a private
    # `__name`: renaming class X would change the mangled attribute names
    mangling_classes: set[str]
    # the program reads parameter names (`__annotations__`, `inspect.signature`...)
    signatures_read: bool = False
    # ids of defs whose name is read other than to call them (stored, returned, passed)
    escaping_functions: set[int] = field(default_factory=set)
    # strings a `__reduce__`/`__reduce_ex__` returns: pickle saves the object as a
    # reference to the module-level name so spelled, and loads it back by that name
    reduced_names: set[str] = field(default_factory=set)
    # names spelled in string annotations (`string_annotation_names`)
    annotation_spellings: set[str] = field(default_factory=set)


def analyse(tree: ast.Module) -> ScopeModel:
    builder = _Builder(tree)
    builder.visit_body(tree.body)
    return builder.finish()


def _self_named_targets(node: ast.Assign | ast.AnnAssign) -> list[ast.Name]:
    """The plain-name targets of an assignment whose value is a call passed that name
    as a string."""
    value = node.value
    if not isinstance(value, ast.Call):
        return []
    spelled = {
        argument.value
        for argument in value.args + [keyword.value for keyword in value.keywords]
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str)
    }
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return [t for t in targets if isinstance(t, ast.Name) and t.id in spelled]


def _returned_strings(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    return {
        node.value.value
        for node in ast.walk(function)
        if isinstance(node, ast.Return)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def _set_attr(node: ast.AST, name: str) -> Callable[[str], None]:
    return partial(setattr, node, name)  # (a partial is quicker to make than a closure)


def _set_item(names: list[str], index: int) -> Callable[[str], None]:
    def rename(new: str) -> None:
        names[index] = new

    return rename


class _Builder(Visitor):
    def __init__(self, tree: ast.Module) -> None:
        self.module = Scope(tree, "module", None)
        self.scopes = [self.module]
        self.scope = self.module
        self.module_tainted = False
        self.keyword_names: set[str] = set()
        self.opaque_keywords = False
        self.double_star_values: list[ast.expr] = []
        self.called_names: set[int] = set()
        self.call_targets: set[int] = set()
        # calls of CLOSED_BUILTINS spellings: their function's node and keyword names
        self.closed_calls: dict[int, list[str]] = {}
        self.closed_keywords: set[int] = set()
        self.forwarded_keywords = False
        self.mangling_classes: set[str] = set()
        self.classes: list[ast.ClassDef] = []  # the classes around the code visited
        self.signatures_read = False
        self.reduced_names: set[str] = set()

    # ---- scope plumbing ------------------------------------------------------------------

    def push(self, node: ast.AST, kind: str) -> Scope:
        scope = Scope(node, kind, self.scope)
        self.scopes.append(scope)
        self.scope = scope
        return scope

    def pop(self) -> None:
        self.scope = self.scope.parent

    def bind(
        self,
        name: str,
        occurrence_rename: Callable[[str], None],
        node: ast.AST,
        alias: ast.alias | None = None,
    ) -> None:
        self.scope.bound.setdefault(name)
        self.use(name, occurrence_rename, node, alias)

    def bind_definition(self, node: ast.AST) -> None:
        self.bind(node.name, _set_attr(node, "name"), node)
        self.scope.pending[-1][1].definition = True

    def use(
        self,
        name: str,
        rename: Callable[[str], None],
        node: ast.AST,
        alias: ast.alias | None = None,
        load: bool = False,
    ) -> None:
        occurrence = Occurrence(self.scope, rename, node, alias, load)
        self.scope.pending.append((name, occurrence))

    def visit_body(self, body: list[ast.stmt]) -> None:
        for statement in body:
            self.visit(statement)

    def visit(self, node: ast.AST) -> object:
        fields = _SPELLING_FIELDS.get(node.__class__)
        if fields is None:
            fields = _spelling_fields(node.__class__)
        if fields and self.classes:
            self.note_private_spelling(node, fields)
        return super().visit(node)

    def note_private_spelling(self, node: ast.AST, fields: tuple[str, ...]) -> None:
        """A private `__name` spelled in a class's code (a name, attribute, parameter,
        keyword, import, or a def or class inside it) is mangled with the class's name:
        renaming the class (or any class around it) would change the attribute's name.
        """
        for spelling in fields:
            text = getattr(node, spelling, None)
            if (
                isinstance(text, str)
                and text.startswith("__")
                and not text.endswith("__")
            ):
                for outer in self.classes:
                    # a class's own name is spelled by the code around it
                    if not (spelling == "name" and outer is node):
                        self.mangling_classes.add(outer.name.lstrip("_"))

    # ---- definitions ---------------------------------------------------------------------

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if node.name in ("__reduce__", "__reduce_ex__"):
            self.reduced_names.update(_returned_strings(node))
        for decorator in node.decorator_list:
            self.visit(decorator)
        self.visit_argument_outer_parts(node.args)
        if node.returns is not None:
            self.visit(node.returns)
        self.bind_definition(node)
        self.push(node, "function")
        self.bind_arguments(node, node.args)
        self.visit_body(node.body)
        self.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Assign(self, node: ast.Assign | ast.AnnAssign) -> None:
        """`T = namedtuple("T", ...)`, `V = TypeVar("V")`, `E = Enum("E", ...)`: a value
        made with its own name, which pickle, typing and enum look up in the module by
        that name: the target's name is a definition's, as a def's or class's is."""
        start = len(self.scope.pending)
        self.generic_visit(node)
        targets = {id(target) for target in _self_named_targets(node)}
        for _, occurrence in self.scope.pending[start:]:
            if id(occurrence.node) in targets:
                occurrence.definition = True

    visit_AnnAssign = visit_Assign

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self.visit_argument_outer_parts(node.args)
        self.push(node, "function")
        self.bind_arguments(node, node.args)
        self.visit(node.body)
        self.pop()

    def visit_argument_outer_parts(self, arguments: ast.arguments) -> None:
        for default in arguments.defaults + [d for d in arguments.kw_defaults if d]:
            self.visit(default)
        for argument in self.all_arguments(arguments):
            if argument.annotation is not None:
                self.visit(argument.annotation)

    @staticmethod
    def all_arguments(arguments: ast.arguments) -> list[ast.arg]:
        every = arguments.posonlyargs + arguments.args + arguments.kwonlyargs
        return every + [a for a in (arguments.vararg, arguments.kwarg) if a is not None]

    def bind_arguments(self, function: ast.AST, arguments: ast.arguments) -> None:
        kinds = [(arguments.posonlyargs, "positional"), (arguments.args, "regular")]
        kinds += [(arguments.kwonlyargs, "keyword")]
        kinds += [([arguments.vararg] if arguments.vararg else [], "star")]
        kinds += [([arguments.kwarg] if arguments.kwarg else [], "star")]
        for group, kind in kinds:
            for argument in group:
                if self.classes:
                    self.note_private_spelling(argument, ("arg",))
                self.scope.parameters[argument.arg] = (function, kind)
                self.bind(argument.arg, _set_attr(argument, "arg"), argument)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node)  # its decorators and bases are its code too
        for expression in node.decorator_list + node.bases:
            self.visit(expression)
        for keyword in node.keywords:
            self.visit(keyword)
        self.bind_definition(node)
        self.push(node, "class")
        self.visit_body(node.body)
        self.pop()
        self.classes.pop()

    def visit_comprehension_node(self, node: ast.AST, elements: list[ast.expr]) -> None:
        generators: list[ast.comprehension] = node.generators
        self.visit(generators[0].iter)
        self.push(node, "comprehension")
        for index, generator in enumerate(generators):
            if index:
                self.visit(generator.iter)
            self.visit(generator.target)
            for condition in generator.ifs:
                self.visit(condition)
        for element in elements:
            self.visit(element)
        self.pop()

    def visit_ListComp(self, node: ast.ListComp) -> None:
        self.visit_comprehension_node(node, [node.elt])

    visit_SetComp = visit_GeneratorExp = visit_ListComp

    def visit_DictComp(self, node: ast.DictComp) -> None:
        self.visit_comprehension_node(node, [node.key, node.value])

    # ---- names ---------------------------------------------------------------------------

    def note_spelling(self, text: str) -> None:
        if "__" in text:
            match = MANGLED.match(text)
            if match:
                self.mangling_classes.add(match.group(1))

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str):
            self.note_spelling(node.value)

    def visit_Name(self, node: ast.Name) -> None:
        self.note_spelling(node.id)
        if node.id in MODULE_REACHERS:
            self.module_tainted = True
        if node.id in SIGNATURE_READERS:
            self.signatures_read = True
        if node.id in DYNAMIC_READERS and id(node) not in self.called_names:
            self.note_dynamic_access(node.id, None)
        rename = _set_attr(node, "id")
        if isinstance(node.ctx, ast.Load):
            self.use(node.id, rename, node, load=True)
            self.scope.pending[-1][1].called = id(node) in self.call_targets
        else:
            self.bind(node.id, rename, node)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self.visit(node.value)
        target = node.target
        owner = self.scope
        while owner.kind == "comprehension":
            owner = owner.parent
        owner.bound.setdefault(target.id)
        if self.classes:
            self.note_private_spelling(target, ("id",))
        self.use(target.id, _set_attr(target, "id"), target)

    def visit_Global(self, node: ast.Global) -> None:
        for index, name in enumerate(node.names):
            self.scope.declared_global.add(name)
            self.module.bound.setdefault(name)  # assigned through the declaration
            self.use(name, _set_item(node.names, index), node)

    def visit_Nonlocal(self, node: ast.Nonlocal) -> None:
        for index, name in enumerate(node.names):
            self.scope.declared_nonlocal.add(name)
            self.use(name, _set_item(node.names, index), node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name.partition(".")[0] in MODULE_REACHERS:  # `import __main__`
                self.module_tainted = True
            if self.classes:
                self.note_private_spelling(alias, ("name",))
            if alias.asname:
                self.bind(alias.asname, _set_attr(alias, "asname"), node, alias)
            else:
                bound = alias.name.split(".")[0]
                self.bind(bound, self.alias_renamer(alias), node, alias)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        for alias in node.names:
            if self.classes:
                self.note_private_spelling(alias, ("name",))
            if alias.name == "*" or node.module == "__main__":
                self.module_tainted = True
            elif node.module == "__future__":
                continue
            elif alias.asname:
                self.bind(alias.asname, _set_attr(alias, "asname"), node, alias)
            else:
                self.bind(alias.name, self.alias_renamer(alias), node, alias)

    @staticmethod
    def alias_renamer(alias: ast.alias) -> Callable[[str], None]:
        def rename(new: str) -> None:
            alias.asname = None if new == alias.name else new

        return rename

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> None:
        if node.type is not None:
            self.visit(node.type)
        if node.name:
            self.bind(node.name, _set_attr(node, "name"), node)
        self.visit_body(node.body)

    def visit_MatchAs(self, node: ast.MatchAs) -> None:
        if node.pattern is not None:
            self.visit(node.pattern)
        if node.name:
            self.bind(node.name, _set_attr(node, "name"), node)

    def visit_MatchStar(self, node: ast.MatchStar) -> None:
        if node.name:
            self.bind(node.name, _set_attr(node, "name"), node)

    def visit_MatchMapping(self, node: ast.MatchMapping) -> None:
        for key in node.keys:
            self.visit(key)
        for pattern in node.patterns:
            self.visit(pattern)
        if node.rest:
            self.bind(node.rest, _set_attr(node, "rest"), node)

    # ---- calls: taints and keyword names -------------------------------------------------

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Name):
            self.call_targets.add(id(node.func))
        if isinstance(node.func, ast.Name) and node.func.id in DYNAMIC_READERS:
            self.called_names.add(id(node.func))
            self.note_dynamic_access(node.func.id, node)
        if isinstance(node.func, ast.Name) and node.func.id in CLOSED_BUILTINS:
            named = [keyword.arg for keyword in node.keywords if keyword.arg]
            self.closed_calls[id(node.func)] = named
            self.closed_keywords.update(id(keyword) for keyword in node.keywords)
        for keyword in node.keywords:
            if keyword.arg is None:
                self.double_star_values.append(keyword.value)
        self.generic_visit(node)

    def visit_keyword(self, node: ast.keyword) -> None:
        if node.arg is not None and id(node) not in self.closed_keywords:
            self.keyword_names.add(node.arg)
        self.visit(node.value)

    def visit_Dict(self, node: ast.Dict) -> None:
        # a dict with string keys may become keywords anywhere (`Thread(kwargs=...)`)
        for key in node.keys:
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                self.keyword_names.add(key.value)
        self.generic_visit(node)

    def note_dynamic_access(self, name: str, call: ast.Call | None) -> None:
        """Record a taint; the name is checked to be the builtin once names resolve."""
        marker = Occurrence(self.scope, _TaintMarker(call), call)
        self.scope.pending.append((name, marker))

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self.note_spelling(node.attr)
        if node.attr in SIGNATURE_READERS:
            self.signatures_read = True
        if node.attr in GLOBAL_READERS or node.attr in MODULE_REACHERS:
            self.module_tainted = True
        self.generic_visit(node)

    # ---- resolution ----------------------------------------------------------------------

    def finish(self) -> ScopeModel:
        bindings: dict[int, Binding] = {}
        ordered: list[Binding] = []
        externals: dict[str, Binding] = {}
        called_taints = []
        for scope in self.scopes:
            for name, occurrence in scope.pending:
                binding = self.resolve(scope, name, externals)
                if isinstance(occurrence.rename, _TaintMarker):
                    called_taints.append((scope, binding, occurrence.rename.call))
                    continue
                if id(binding) not in bindings:
                    bindings[id(binding)] = binding
                    ordered.append(binding)
                binding.occurrences.append(occurrence)
                if occurrence.load and scope.kind == "class" and binding.scope is scope:
                    self.fix_global_read_by_class(name, externals)
        for scope, binding, call in called_taints:
            self.apply_taint(scope, binding, call)
        for binding in ordered:  # a closed builtin's spelling bound by the program
            if binding.scope is not None:
                for occurrence in binding.occurrences:
                    named = self.closed_calls.get(id(occurrence.node), [])
                    self.keyword_names.update(named)
        for binding in ordered:
            if binding.name in GLOBAL_READERS:
                self.module_tainted = True
        self.check_double_star_values()
        escaping = {
            id(occurrence.node)
            for binding in ordered
            if any(o.load and not o.called for o in binding.occurrences)
            for occurrence in binding.occurrences
            if occurrence.definition
        }
        return ScopeModel(
            self.module,
            self.scopes,
            ordered,
            self.module_tainted,
            self.keyword_names,
            self.opaque_keywords,
            self.forwarded_keywords,
            self.mangling_classes,
            self.signatures_read,
            escaping,
            self.reduced_names,
            string_annotation_names(self.module.node),
        )

    def resolve(
        self, scope: Scope, name: str, externals: dict[str, Binding]
    ) -> Binding:
        if name in scope.declared_global:
            return self.binding_in(self.module, name, externals)
        if name in scope.declared_nonlocal:
            return self.resolve_free(scope, name, externals)
        if name in scope.bound:
            return self.binding_in(scope, name, externals)
        if scope.kind == "module":
            return self.binding_in(scope, name, externals)
        return self.resolve_free(scope, name, externals)

    def resolve_free(
        self, scope: Scope, name: str, externals: dict[str, Binding]
    ) -> Binding:
        for outer in scope.ancestors():
            if outer.kind == "class":
                continue
            if (
                outer.kind == "module"
                or name in outer.bound
                or name in outer.declared_global
            ):
                return self.resolve(outer, name, externals)
            if name in outer.declared_nonlocal:
                return self.resolve_free(outer, name, externals)
        raise AssertionError("the module scope ends every chain")

    @staticmethod
    def binding_in(scope: Scope, name: str, externals: dict[str, Binding]) -> Binding:
        if scope.kind == "module" and name not in scope.bound:
            if name not in externals:
                externals[name] = Binding(
                    name, None, fixed_reason="builtin or undefined"
                )
            return externals[name]
        if name not in scope.bindings:
            binding = Binding(name, scope, parameter=scope.parameters.get(name))
            scope.bindings[name] = binding
        return scope.bindings[name]

    def fix_global_read_by_class(
        self, name: str, externals: dict[str, Binding]
    ) -> None:
        """A class body reads a name it also binds from its dict if set by then, else from
        the module: the module's variable must keep the spelling of the class's."""
        outer = self.binding_in(self.module, name, externals)
        outer.fixed_reason = "read by a class body that also binds the name"

    def apply_taint(
        self, scope: Scope, binding: Binding, call: ast.Call | None
    ) -> None:
        if binding.scope is not None:
            return  # a local or global that merely shares the builtin's name
        arguments = len(call.args) + len(call.keywords) if call is not None else 0
        if binding.name in LOCAL_READERS and arguments == 0:
            scope.locals_tainted = True
        elif binding.name in CODE_RUNNERS and arguments < 2:
            scope.locals_tainted = True
            self.module_tainted = True

    def check_double_star_values(self) -> None:
        for value in self.double_star_values:
            if isinstance(value, ast.Dict) and all(
                isinstance(k, ast.Constant) and isinstance(k.value, str)
                for k in value.keys
            ):
                self.keyword_names.update(k.value for k in value.keys)
            elif self.is_forwarded_kwargs(value):
                self.forwarded_keywords = True
            else:
                self.opaque_keywords = True

    def is_forwarded_kwargs(self, value: ast.expr) -> bool:
        """`f(**kwargs)` where kwargs is a `**kwargs` parameter used only that way: its
        keys were passed as keywords. One written to (`kwargs["depth"] = 3`), updated or
        passed on as a value may hold any key."""
        if not isinstance(value, ast.Name):
            return False
        splatted = {id(v) for v in self.double_star_values}
        for scope in self.scopes:
            parameter = scope.parameters.get(value.id)
            if parameter is None or parameter[1] != "star":
                continue
            function = parameter[0]
            if function.args.kwarg is None or function.args.kwarg.arg != value.id:
                continue
            uses = [
                node
                for node in walk(function)
                if isinstance(node, ast.Name) and node.id == value.id
            ]
            if value in uses:
                return all(id(node) in splatted for node in uses)
        return False


def _spelling_fields(node_class: type) -> tuple[str, ...]:
    fields = tuple(
        field
        for field in ("attr", "id", "name", "arg")
        if field in node_class._fields  # type: ignore[attr-defined]
    )
    _SPELLING_FIELDS[node_class] = fields
    return fields


# the fields of each node class that spell a name (`_Builder.note_private_spelling`)
_SPELLING_FIELDS: dict[type, tuple[str, ...]] = {}


def names_bound_once(scope: ast.AST) -> set[str]:
    """The names with exactly one binding anywhere in `scope`, the functions and classes
    it holds included (they may share a name through `global`): assignment, loop and
    `with` targets, `del`, parameters, def and class names, imports, `except ... as`
    and match captures; a `global` or `nonlocal` declaration counts as one more."""
    counts: dict[str, int] = {}
    for node in walk(scope):
        names: list[str | None] = []
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names = [node.id]
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names = list(node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name] if node is not scope else []
        elif isinstance(node, ast.alias):
            names = [(node.asname or node.name).split(".")[0]]
        elif isinstance(node, ast.arg):
            names = [node.arg]
        elif isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)):
            names = [node.name]
        elif isinstance(node, ast.MatchMapping):
            names = [node.rest]
        for name in names:
            if name:
                counts[name] = counts.get(name, 0) + 1
    return {name for name, count in counts.items() if count == 1}


@dataclass
class _TaintMarker:
    """Stands where a rename callback would: a read of a namespace (`locals()`...)
    recorded until names resolve show whether it is the builtin."""

    call: ast.Call | None

    def __call__(self, new: str) -> None:
        raise AssertionError("a taint marker is never renamed")


def statement_binds(statement: ast.stmt) -> list[str]:
    """The names a statement binds in the scope it runs in, in order: a def or class
    name, an import's names, the plain names among assignment targets (`x, y = ...`,
    `x: int = 1`, `x += 1`; not `obj.attr` or `t[i]`, which bind nothing)."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [statement.name]
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return [
            alias.asname or alias.name.split(".")[0]
            for alias in statement.names
            if alias.name != "*"
        ]
    if isinstance(statement, ast.Assign):
        targets = statement.targets
    elif isinstance(statement, (ast.AnnAssign, ast.AugAssign)):
        targets = [statement.target]
    else:
        return []
    names: list[str] = []
    for target in targets:
        pending = [target]
        while pending:
            node = pending.pop(0)
            if isinstance(node, ast.Name):
                names.append(node.id)
            elif isinstance(node, (ast.Tuple, ast.List)):
                pending[:0] = node.elts
            elif isinstance(node, ast.Starred):
                pending.insert(0, node.value)
    return names


def surely_bound(body: list[ast.stmt]) -> set[str]:
    """The names every run of `body` (a module's top level) has bound when it completes:
    another module's import of a name, or its read of `module.name`, is resolved
    statically only for these (`from m import *` copies what exists when it runs, and
    `from m import x` of an unbound `x` raises ImportError, not NameError); tree shaking
    drops a read only of these. A branch counts where every way through it binds the
    name; loops, `match`, walrus and `with` (whose `__exit__` may swallow an exception)
    count for nothing; `del` and the end of an `except ... as` handler unbind."""
    bound: set[str] = set()
    for statement in body:
        bound = bound_after(bound, statement)
    return bound


def bound_after(bound: set[str], statement: ast.stmt) -> set[str]:
    """`surely_bound` one statement further: what is bound once `statement` has run."""
    return (bound | _surely_binds(statement)) - unbound_names(statement)


def deleted_names(statement: ast.Delete) -> list[ast.Name]:
    """The names `del` unbinds: `del a, [b, (c,)]`; not `del t[k]` or `del o.x`, which
    act on an object."""
    names: list[ast.Name] = []
    pending = list(statement.targets)
    while pending:
        target = pending.pop(0)
        if isinstance(target, ast.Name):
            names.append(target)
        elif isinstance(target, (ast.Tuple, ast.List)):
            pending[:0] = target.elts
    return names


def unbound_names(statement: ast.stmt) -> set[str]:
    """Names a statement may unbind where it runs: `del` targets (`del a, [b]`) and the
    names of its `except ... as` handlers (deleted when the handler ends)."""
    found: set[str] = set()
    pending: list[ast.AST] = [statement]
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue  # their own scope
        if isinstance(node, ast.Delete):
            found.update(name.id for name in deleted_names(node))
        elif isinstance(node, ast.ExceptHandler) and node.name:
            found.add(node.name)
        pending.extend(child_nodes(node))
    return found


def _surely_binds(statement: ast.stmt) -> set[str]:
    if isinstance(statement, ast.AnnAssign) and statement.value is None:
        return set()
    if isinstance(statement, ast.If):
        return surely_bound(statement.body) & surely_bound(statement.orelse)
    if isinstance(statement, (ast.Try, ast.TryStar)):
        completed = surely_bound(statement.body + statement.orelse)
        for handler in statement.handlers:
            completed &= surely_bound(handler.body)
        return completed | surely_bound(statement.finalbody)
    if isinstance(statement, (ast.With, ast.AsyncWith)):
        # `__exit__` may swallow an exception raised halfway through the body
        return set()
    return set(statement_binds(statement))


class ModuleScopes:
    """The questions the bundling stages ask about one module, answered from `analyse`:
    keyed by the node that spells a name (a Name, arg, def, class, import statement,
    `except ... as`, match capture)."""

    def __init__(self, tree: ast.Module) -> None:
        self.model = analyse(tree)
        self._binding_at: dict[tuple[int, str], Binding] = {}
        self._scope_at: dict[int, Scope] = {}
        for binding in self.model.bindings:
            for occurrence in binding.occurrences:
                self._binding_at[id(occurrence.node), binding.name] = binding
                self._scope_at[id(occurrence.node)] = occurrence.scope

    @property
    def module_names(self) -> set[str]:
        """Every name the module's namespace can hold (`global` declarations included)."""
        return set(self.model.module.bound)

    @property
    def assigned_module_names(self) -> set[str]:
        """Module-level names bound other than by an import."""
        return {
            binding.name
            for binding in self.model.bindings
            if binding.scope is self.model.module
            and any(
                not occurrence.load and occurrence.import_alias is None
                for occurrence in binding.occurrences
            )
        }

    def is_global(self, node: ast.AST, name: str) -> bool:
        """Does `name`, spelled at `node`, refer to the module namespace (or builtins)?"""
        binding = self._binding_at.get((id(node), name))
        return (
            binding is None or binding.scope is None or binding.scope.kind == "module"
        )

    def is_module_level(self, node: ast.AST) -> bool:
        """Does the name spelled at `node` run in the module's own scope?"""
        scope = self._scope_at.get(id(node))
        return scope is not None and scope.kind == "module"


def describe(tree: ast.Module) -> str:
    """The scope tree as text, one scope a line, indented by nesting: its kind, name and
    the variables it owns (`name!` when something fixes a name: globals read through
    `globals()`...). For tests: the expected tree reads like the program."""
    model = analyse(tree)
    owned: dict[int, list[str]] = {id(scope): [] for scope in model.scopes}
    for binding in model.bindings:
        if binding.scope is not None:
            owned[id(binding.scope)].append(binding.name)
    lines: list[str] = []

    def visit(scope: Scope, depth: int) -> None:
        label = getattr(scope.node, "name", None) or (
            "" if scope.kind == "module" else type(scope.node).__name__.lower()
        )
        names = " ".join(sorted(owned[id(scope)]))
        extra = []
        if scope.declared_global:
            extra.append("global " + " ".join(sorted(scope.declared_global)))
        if scope.declared_nonlocal:
            extra.append("nonlocal " + " ".join(sorted(scope.declared_nonlocal)))
        if scope.locals_tainted:
            extra.append("tainted")
        suffix = f" ({'; '.join(extra)})" if extra else ""
        heading = f"{'  ' * depth}{scope.kind} {label}".rstrip()
        lines.append(f"{heading}: {names}".rstrip() + suffix)
        for child in model.scopes:
            if child.parent is scope:
                visit(child, depth + 1)

    visit(model.module, 0)
    free = sorted(b.name for b in model.bindings if b.scope is None)
    lines.append(("free: " + " ".join(free)).rstrip())
    return "\n".join(lines) + "\n"


def string_annotation_names(node: ast.AST) -> set[str]:
    """Names spelled inside the string annotations under `node` (`x: "ClassVar[int]"`,
    `def f(v: "Fraction")`): `typing.get_type_hints` evaluates them, and dataclasses
    looks up `ClassVar`/`InitVar` by that spelling in the module's namespace, so each
    name is read, at run time, by its spelling."""
    names: set[str] = set()
    for child in walk(node):
        annotations: list[ast.expr | None] = []
        if isinstance(child, ast.arg):
            annotations.append(child.annotation)
        elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            annotations.append(child.returns)
        elif isinstance(child, ast.AnnAssign):
            annotations.append(child.annotation)
        for annotation in filter(None, annotations):
            for part in walk(annotation):
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    try:
                        parsed = ast.parse(part.value.strip(), mode="eval")
                    except SyntaxError:
                        continue
                    names |= {n.id for n in walk(parsed) if isinstance(n, ast.Name)}
    return names


def namespace_reachable(tree: ast.Module) -> bool:
    """Whether anything may read or set the module's names by their spelling (a cheap,
    conservative question, asked before any analysis): a star import, or a spelling of
    NAMESPACE_SPELLINGS anywhere (`globals()`, `exec`, `dir()`, `sys.modules`...)."""
    for node in walk(tree):
        spelled = getattr(node, "id", None) or getattr(node, "attr", None)
        if spelled in NAMESPACE_SPELLINGS:
            return True
        if isinstance(node, ast.alias) and (
            node.name == "*" or node.name.partition(".")[0] in NAMESPACE_SPELLINGS
        ):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "__main__":
            return True
    return False
