"""The minify stage: a fixed list of small AST passes, then compact (or black) output.

Each pass is one module under `bundler/core/minify/passes/` and is followed by a guard: the tree
must still compile, and passes that promise to keep the tree's shape (renaming) are
checked against it (`guard_passes=False` keeps only the checks of the input and of
the final tree, for speed). The emitted text is parsed back and must give the same tree.

Modes: *program* (a whole program in one module; nothing outside it uses its names)
and *library* (a module others import: public names, their parameters and docstrings
are its interface and stay).
"""

from __future__ import annotations

import ast
import io
import math
import sys
import tokenize
import warnings
from collections.abc import Callable
import dataclasses
from dataclasses import dataclass

from ..digits import as_the_program_runs
from .options import MinifyOptions
from .passes import (
    combine_assignments,
    combine_imports,
    encode_tables,
    fold_constants,
    hoist_literals,
    inline_constants,
    remove_annotations,
    remove_asserts,
    remove_docstrings,
    remove_literal_statements,
    remove_redundant_pass,
    remove_redundant_syntax,
    remove_unreachable,
    rename,
    rename_attributes,
    rewrite_named_tuples,
)
from .printer.statements import emit_compact
from ..nodes import same_tree, walk


@dataclass
class Minified:
    text: str
    # output line i (1-based) came from input line line_origins[i - 1] (0: none)
    line_origins: list[int]
    # module-level names as they were in the input -> their names in the output
    renamed: dict[str, str] = dataclasses.field(default_factory=dict)
    # attribute names as the input spelled them -> their names in the output
    renamed_attributes: dict[str, str] = dataclasses.field(default_factory=dict)
    # the tree the text was printed from, and each of its identifier-bearing nodes'
    # spellings before renaming (`id(node)` -> their IDENTIFIER_FIELDS' values): what
    # the source map needs to name locals as the sources do
    tree: ast.Module | None = None
    spellings: dict[int, tuple[object, ...]] = dataclasses.field(default_factory=dict)


class MinifyError(Exception):
    """A pass produced a tree or text that failed its guard (a bug in that pass)."""


@dataclass(frozen=True)
class Pass:
    name: str
    run: Callable[[ast.Module, MinifyOptions], ast.Module]
    keeps_shape: bool = False  # the tree must be unchanged apart from identifiers
    compacting: bool = False  # skipped in --pretty
    # fields besides identifiers that a shape-keeping pass may respell
    respelled: tuple[tuple[type[ast.AST], str], ...] = ()


DEEP_TREE_RECURSION_LIMIT = 20_000

PASSES = [
    Pass(
        remove_literal_statements.NAME,
        remove_literal_statements.remove_literal_statements,
    ),
    Pass(remove_docstrings.NAME, remove_docstrings.remove_docstrings),
    Pass(remove_annotations.NAME, remove_annotations.remove_annotations),
    Pass(remove_asserts.NAME, remove_asserts.remove_asserts),
    Pass(rewrite_named_tuples.NAME, rewrite_named_tuples.rewrite_named_tuples),
    Pass(inline_constants.NAME, inline_constants.inline_constants, compacting=True),
    Pass(remove_unreachable.NAME, remove_unreachable.remove_unreachable),
    Pass(fold_constants.NAME, fold_constants.fold_constants),
    Pass(remove_redundant_syntax.NAME, remove_redundant_syntax.remove_redundant_syntax),
    Pass(combine_imports.NAME, combine_imports.combine_imports, compacting=True),
    Pass(
        combine_assignments.NAME,
        combine_assignments.combine_assignments,
        compacting=True,
    ),
    Pass(remove_redundant_pass.NAME, remove_redundant_pass.remove_redundant_pass),
    Pass(encode_tables.NAME, encode_tables.encode_tables, compacting=True),
    Pass(
        rename_attributes.NAME,
        rename_attributes.rename_attributes,
        keeps_shape=True,
        compacting=True,
        # attribute names, match keyword patterns and the strings of `__slots__`
        respelled=(
            (ast.Attribute, "attr"),
            (ast.MatchClass, "kwd_attrs"),
            (ast.Constant, "value"),
        ),
    ),
    Pass(hoist_literals.NAME, hoist_literals.hoist_literals, compacting=True),
    Pass(rename.NAME, rename.rename, keeps_shape=True, compacting=True),
]


def minify_source(source: str, options: MinifyOptions) -> Minified:
    with as_the_program_runs():  # the file's syntax as Python reads it
        tree = ast.parse(source)
    return minify_tree(tree, options)


def minify_tree(tree: ast.Module, options: MinifyOptions) -> Minified:
    # passes recurse along the tree: a long `a+b+...` chain nests one level per operand
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEEP_TREE_RECURSION_LIMIT))
    try:
        return _minify(tree, options)
    finally:
        sys.setrecursionlimit(limit)


def _minify(tree: ast.Module, options: MinifyOptions) -> Minified:
    tree = prepared_copy(tree)
    _compile(tree, "input")
    module_bindings: list[tuple[ast.AST, str, str]] = []
    spellings: dict[int, tuple[object, ...]] = {}
    renamed_attributes: dict[str, str] = {}
    for minify_pass in PASSES:
        if minify_pass.name == rename.NAME:
            module_bindings = _module_bindings(tree)
            spellings = identifier_spellings(tree)
        if options.pretty and minify_pass.compacting:
            continue
        if minify_pass.name == rename.NAME and not options.rename:
            continue
        guarded = options.guard_passes
        respelled = minify_pass.respelled
        shape = None
        if guarded and minify_pass.keeps_shape:
            shape = shape_signature(tree, respelled)
        attributes = (
            _attributes(tree) if minify_pass.name == rename_attributes.NAME else []
        )
        tree = minify_pass.run(tree, options)
        renamed_attributes |= {
            old: node.attr for node, old in attributes if node.attr != old
        }
        if guarded:
            _compile(tree, minify_pass.name)
        if shape is not None and shape_signature(tree, respelled) != shape:
            raise MinifyError(
                f"pass {minify_pass.name} changed the program's structure"
            )
    if not options.guard_passes:
        _compile(tree, "all passes")
    renamed = {name: getattr(node, field) for node, field, name in module_bindings}
    if options.pretty:
        return _pretty(tree)
    text, origins = emit_compact(tree)
    _check_round_trip(tree, text, "compact output")
    return Minified(text, origins, renamed, renamed_attributes, tree, spellings)


def _attributes(tree: ast.Module) -> list[tuple[ast.Attribute, str]]:
    """Every attribute access with its name, to be read again after renaming."""
    return [(node, node.attr) for node in walk(tree) if isinstance(node, ast.Attribute)]


def _module_bindings(tree: ast.Module) -> list[tuple[ast.AST, str, str]]:
    """(node, field, name) for every name an assignment, def or class binds at module level,
    so the names can be read again after renaming."""
    found: list[tuple[ast.AST, str, str]] = []
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.append((statement, "name", statement.name))
        elif isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = getattr(statement, "targets", None) or [statement.target]
            for target in targets:
                for node in walk(target):
                    if isinstance(node, ast.Name):
                        found.append((node, "id", node.id))
    return found


def _hex_past_digit_limit(text: str) -> str:
    """`ast.unparse` writes integers in decimal, which Python does not read past its
    digit limit: those few in hex."""
    lines = text.splitlines(keepends=True)
    tokens = tokenize.generate_tokens(io.StringIO(text).readline)
    found = [
        token
        for token in tokens
        if token.type == tokenize.NUMBER
        and token.string.isdigit()
        and len(token.string) > sys.int_info.default_max_str_digits
    ]
    for token in reversed(
        found
    ):  # one token per line at most changes nothing before it
        (row, start), (_, end) = token.start, token.end
        line = lines[row - 1]
        lines[row - 1] = line[:start] + hex(int(token.string)) + line[end:]
    return "".join(lines)


def _pretty(tree: ast.Module) -> Minified:
    import black  # imported here: black is slow to import and only --pretty needs it

    # black re-indents docstrings, so the output is checked by compiling only
    unparsed = _hex_past_digit_limit(ast.unparse(tree))
    text = black.format_str(unparsed, mode=black.Mode())
    try:
        formatted_tree = ast.parse(text)
    except SyntaxError:
        # black's wrapping can nest past the parser's 200 parentheses (a long chain of
        # conditional expressions): the text as unparsed, unwrapped, reads the same
        text = unparsed + "\n"
        formatted_tree = ast.parse(text)
    origins = [0] * text.count("\n")
    for source, formatted in zip(tree.body, formatted_tree.body):
        decorators = getattr(formatted, "decorator_list", [])
        first = min([formatted.lineno] + [d.lineno for d in decorators])
        for line in range(first, formatted.end_lineno + 1):
            origins[line - 1] = getattr(source, "lineno", 0)
    return Minified(text, origins, tree=tree)


def prepared_copy(node: ast.AST, location: ast.AST | None = None) -> ast.AST:
    """A copy the passes may change, with every node located (taking its parent's place
    when it has none) and constants spelled the way the parser would produce them, so
    that the output can be checked to parse back to the same tree."""
    node_type = type(node)
    if node_type is ast.Constant:
        return _parsed_constant(node, location)
    copied = node_type.__new__(node_type)
    has_location = bool(node_type._attributes)
    if has_location:
        for attribute in node_type._attributes:
            value = getattr(node, attribute, None)
            if value is None and location is not None and attribute.startswith("end_"):
                value = getattr(location, attribute, None)
            elif value is None:
                value = getattr(location, attribute, 0)
            setattr(copied, attribute, value)
        location = copied
    for field in node_type._fields:
        value = getattr(node, field, None)
        if isinstance(value, ast.AST):
            value = prepared_copy(value, location)
        elif isinstance(value, list):
            value = [
                prepared_copy(item, location) if isinstance(item, ast.AST) else item
                for item in value
            ]
        setattr(copied, field, value)
    return copied


def _parsed_constant(node: ast.Constant, location: ast.AST | None) -> ast.expr:
    value = node.value
    located = location or node
    if isinstance(value, tuple):
        elements = [_parsed_constant(ast.Constant(v), located) for v in value]
        return ast.copy_location(
            ast.Tuple(elements, ast.Load()),
            node if hasattr(node, "lineno") else located,
        )
    copied = ast.Constant(value)
    ast.copy_location(copied, node if hasattr(node, "lineno") else located)
    if isinstance(value, bool):
        negative = False
    elif isinstance(value, int):
        negative = value < 0  # an int too large for a float has no sign bit to copy
    else:
        negative = isinstance(value, float) and math.copysign(1, value) < 0
    if negative:
        copied.value = -value
        return ast.copy_location(ast.UnaryOp(ast.USub(), copied), copied)
    return copied


def _compile(tree: ast.Module, stage: str) -> None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the program's own SyntaxWarnings
            compile(tree, f"<minify:{stage}>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError, TypeError) as error:
        raise MinifyError(
            f"after {stage}: the tree no longer compiles: {error}"
        ) from error


def _check_round_trip(tree: ast.Module, text: str, stage: str) -> None:
    try:
        # the tree compiled already: text that parses back to it compiles too
        parsed = ast.parse(text)
    except SyntaxError as error:
        raise MinifyError(f"{stage} does not parse: {error}") from error
    if not same_tree(parsed, tree):
        raise MinifyError(f"{stage} parses back to a different tree")


IDENTIFIER_FIELDS = {
    ast.Name: ("id",),
    ast.arg: ("arg",),
    ast.FunctionDef: ("name",),
    ast.AsyncFunctionDef: ("name",),
    ast.ClassDef: ("name",),
    ast.alias: ("asname",),
    ast.Global: ("names",),
    ast.Nonlocal: ("names",),
    ast.ExceptHandler: ("name",),
    ast.MatchAs: ("name",),
    ast.MatchStar: ("name",),
    ast.MatchMapping: ("rest",),
}


def identifier_spellings(tree: ast.AST) -> dict[int, tuple[object, ...]]:
    """`id(node)` -> the values of the node's IDENTIFIER_FIELDS (lists copied), for
    every node that has some."""
    spellings: dict[int, tuple[object, ...]] = {}
    for node in walk(tree):
        fields = IDENTIFIER_FIELDS.get(type(node))
        if fields:
            values = (getattr(node, field) for field in fields)
            spellings[id(node)] = tuple(
                tuple(value) if isinstance(value, list) else value for value in values
            )
    return spellings


def shape_signature(
    tree: ast.AST, respelled: tuple[tuple[type[ast.AST], str], ...] = ()
) -> list[object]:
    """Everything about the tree except the spelling of bindable identifiers (and of the
    `respelled` fields)."""
    signature: list[object] = []
    for node in walk(tree):
        blanked = IDENTIFIER_FIELDS.get(type(node), ())
        blanked += tuple(name for kind, name in respelled if type(node) is kind)
        signature.append(type(node))
        for field in node._fields:
            value = getattr(node, field, None)
            if isinstance(value, list):
                signature.append(len(value))
                if value and not isinstance(value[0], ast.AST) and field not in blanked:
                    signature.append(tuple(value))
            elif field not in blanked and not isinstance(value, ast.AST):
                signature.append(value)
    return signature
