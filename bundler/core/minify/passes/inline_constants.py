"""Program mode: constant propagation — a module-level name bound once to a short number
is replaced by the number wherever it is read, and the binding is left for tree shaking.

`WHITE, BLACK = 0, 1` and `PAWN = 1` cost their assignments and a name each; as literals
they cost nothing more than a short name at each use, are folded with their neighbours
(`PAWN + 8` is `9`), leave the shortest names to other variables, and load as constants
instead of global lookups in a bot's hot loops.

A read is replaced only where it provably sees that value:
- the name is bound exactly once in the whole program, by an assignment in the module's
  own top-level statements (not in a block, a loop or a function): no other assignment,
  `global` rebinding, `del`, import, loop target or walrus anywhere;
- the read is in a later top-level statement (a function or class defined there, and
  everything it runs, exists only once that statement has run, which is after the
  assignment); a read in an earlier statement could run first and must raise NameError;
- nothing reaches module names by their spelling (`globals()`, `exec`, `eval`, a star
  import, `sys.modules`, `__main__`, `setattr` on a module, a frame's globals): the name is
  one `rename` may respell, so nothing can see or change it from outside;
- the value is an int or a float whose literal is at most two characters (`0`..`99`,
  `.5`): never longer than the name it replaces after renaming (most module-level names
  get one or two letters), so the program only shrinks. Bools and None stay names.

Each constant made here carries the name it replaced (`inlined`), so that the source map
can name it (`bundle_diff` shows a changed constant as that constant).

Library mode: untouched (importers read and set module attributes).
"""

from __future__ import annotations

import ast

from ..options import MinifyOptions
from ..printer.literals import constant_text
from ...scopes import Binding, analyse, namespace_reachable
from .rename import fixed_reason
from ...nodes import Transformer, walk

NAME = "inline_constants"
MAX_LITERAL_CHARACTERS = 2


def inline_constants(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode != "program":
        return tree
    constants = _top_level_constants(tree)  # (asked first: the cheapest question)
    if not constants or namespace_reachable(tree):
        return tree
    model = analyse(tree)
    position = {
        id(node): index
        for index, statement in enumerate(tree.body)
        for node in walk(statement)
    }
    replacements: dict[int, int | float] = {}  # id(Name node) -> its constant
    for binding in model.bindings:
        if binding.scope is not model.module or binding.name not in constants:
            continue
        if binding.fixed_reason or fixed_reason(binding, model, options, set(), {}):
            continue  # its spelling is seen (a class body that rebinds it reads it too)
        defined_at, value = constants[binding.name]
        if not _bound_once_there(binding, tree.body[defined_at]):
            continue
        reads = [o.node for o in binding.occurrences if o.load]
        if all(position.get(id(node), -1) > defined_at for node in reads):
            replacements.update((id(node), value) for node in reads)
    return _Replace(replacements).visit(tree) if replacements else tree


def _top_level_constants(tree: ast.Module) -> dict[str, tuple[int, int | float]]:
    """Each name a top-level assignment binds to a short number: (statement index, value).
    `A = 1`, `A = B = 1`, `A, B = 1, 2` (also once folded to a constant tuple)."""
    found: dict[str, tuple[int, int | float]] = {}
    for index, statement in enumerate(tree.body):
        if not isinstance(statement, ast.Assign):
            continue
        for target in statement.targets:
            for name, value in _pairs(target, statement.value):
                if _is_short_number(value):
                    found[name] = (index, value)  # a second binding is seen as such
    return found


def _pairs(target: ast.expr, value: ast.expr) -> list[tuple[str, object]]:
    if isinstance(target, ast.Name) and isinstance(value, ast.Constant):
        return [(target.id, value.value)]
    if not isinstance(target, ast.Tuple):
        return []
    if isinstance(value, ast.Constant) and isinstance(value.value, tuple):
        values = list(value.value)
    elif isinstance(value, ast.Tuple) and all(
        isinstance(element, ast.Constant) for element in value.elts
    ):
        values = [element.value for element in value.elts]  # type: ignore[attr-defined]
    else:
        return []
    if len(values) != len(target.elts):
        return []
    return [
        (element.id, item)
        for element, item in zip(target.elts, values)
        if isinstance(element, ast.Name)
    ]


def _is_short_number(value: object) -> bool:
    if type(value) not in (int, float):
        return False
    return len(constant_text(value)[0]) <= MAX_LITERAL_CHARACTERS  # type: ignore[arg-type]


def _bound_once_there(binding: Binding, statement: ast.stmt) -> bool:
    """The binding's only store is in `statement` (once), and it has no `del`."""
    stores = [o for o in binding.occurrences if not o.load]
    if len(stores) != 1 or not isinstance(stores[0].node, ast.Name):
        return False
    node = stores[0].node
    return isinstance(node.ctx, ast.Store) and any(
        child is node for child in walk(statement)
    )


class _Replace(Transformer):
    def __init__(self, replacements: dict[int, int | float]) -> None:
        self.replacements = replacements

    def visit_Name(self, node: ast.Name) -> ast.expr:
        if id(node) not in self.replacements:
            return node
        constant = ast.Constant(self.replacements[id(node)])
        constant.inlined = node.id  # type: ignore[attr-defined]  # for the source map
        return ast.copy_location(constant, node)
