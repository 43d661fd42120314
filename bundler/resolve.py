"""Stage 1, resolve: follow the import graph from the entry module through the source root.

Produces the project modules in the order Python would first execute them (parent packages
before their submodules, a module's imports before its own body), each with its parsed tree,
its `# bundle:` pragmas and, per import statement, what every imported name binds to.

Rejected with a `file:line` error and the import chain: syntax errors, imports that are neither
stdlib nor under the source root, imports of project modules inside functions or under
`if`/`try`, import cycles, and dynamic imports (`__import__`, `importlib`).
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

import ast_comments

from .errors import BundleError
from .scopes import ModuleScopes

PRAGMA_PREFIX = "bundle:"
PRAGMAS = {"precompute", "keep"}
PRECOMPUTE_ENCODINGS = {"literal", "bytes", "base64"}


@dataclass(frozen=True)
class ModuleRef:
    """An import that binds a module object."""

    module: str


@dataclass(frozen=True)
class NameRef:
    """An import that binds a module-level name of another module."""

    module: str
    name: str
    line: int  # where the import statement is, for errors


Target = ModuleRef | NameRef


@dataclass(frozen=True)
class Pragma:
    kind: str  # "precompute" or "keep"
    argument: str | None
    line: int


@dataclass
class SourceModule:
    name: str
    path: Path
    source: str
    tree: ast.Module
    is_package: bool
    chain: tuple[str, ...]
    # import statement node -> {bound name -> target}; stdlib imports are absent
    project_imports: dict[ast.stmt, dict[str, Target]] = field(default_factory=dict)
    star_imports: dict[ast.stmt, str] = field(default_factory=dict)
    pragmas: dict[ast.stmt, Pragma] = field(default_factory=dict)

    @property
    def package(self) -> str:
        return self.name if self.is_package else self.name.rpartition(".")[0]

    def where(self, node: ast.AST | int) -> str:
        line = node if isinstance(node, int) else getattr(node, "lineno", 0)
        return f"{self.path}:{line}"


@dataclass
class Program:
    root: Path
    entry: str
    modules: list[SourceModule]  # execution order, entry last

    def module(self, name: str) -> SourceModule:
        return next(module for module in self.modules if module.name == name)


def is_stdlib(module_name: str) -> bool:
    return module_name.split(".")[0] in sys.stdlib_module_names


def resolve(root: Path, entry: str) -> Program:
    return _Resolver(root.resolve()).run(entry)


class _Resolver:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.loaded: dict[str, SourceModule] = {}
        self.order: list[SourceModule] = []
        self.in_progress: list[str] = []

    def run(self, entry: str) -> Program:
        if self.find(entry) is None:
            raise BundleError(f"entry module {entry!r} not found under {self.root}")
        self.load(entry, chain=())
        return Program(self.root, entry, self.order)

    def find(self, name: str) -> tuple[Path, bool] | None:
        base = self.root.joinpath(*name.split("."))
        if (base / "__init__.py").is_file():
            return base / "__init__.py", True
        if base.with_suffix(".py").is_file():
            return base.with_suffix(".py"), False
        if (
            base.is_dir() and "." not in name
        ):  # a namespace package holding project modules
            return None
        return None

    def is_project(self, name: str) -> bool:
        top = self.root / name.split(".")[0]
        return top.is_dir() or top.with_suffix(".py").is_file()

    def load(self, name: str, chain: tuple[str, ...], where: str = "") -> SourceModule:
        if name in self.in_progress:
            cycle = " -> ".join(
                [*self.in_progress[self.in_progress.index(name) :], name]
            )
            raise BundleError(f"import cycle: {cycle}", chain=chain)
        if name in self.loaded:
            return self.loaded[name]
        parent = name.rpartition(".")[0]
        if parent and self.find(parent) is not None and parent not in self.in_progress:
            self.load(parent, chain)
        found = self.find(name)
        if found is None:
            raise BundleError(
                f"{where}module {name!r} not found under {self.root}", chain=chain
            )
        path, is_package = found
        source = path.read_text(encoding="utf-8")
        try:
            tree = ast.parse(source, filename=str(path))
        except SyntaxError as error:
            raise BundleError(
                f"{path}:{error.lineno}: syntax error: {error.msg}", chain=chain
            ) from None
        module = SourceModule(name, path, source, tree, is_package, (*chain, name))
        module.pragmas = _read_pragmas(module)
        self.in_progress.append(name)
        self.scan_imports(module)
        self.in_progress.pop()
        self.loaded[name] = module
        self.order.append(module)
        return module

    def absolute(self, module: SourceModule, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        parts = module.package.split(".") if module.package else []
        if node.level - 1 > len(parts):
            raise BundleError(
                f"{module.where(node)}: relative import beyond the source root",
                chain=module.chain,
            )
        base = parts[: len(parts) - (node.level - 1)]
        return ".".join([*base, node.module] if node.module else base)

    def scan_imports(self, module: SourceModule) -> None:
        top_level = set(map(id, module.tree.body))
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Call):
                _reject_dynamic_import(module, node)
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [self.absolute(module, node)]
            )
            if all(
                is_stdlib(target) and not self.is_project(target) for target in targets
            ):
                continue
            for target in targets:
                if not self.is_project(target):
                    raise BundleError(
                        f"{module.where(node)}: import of {target!r}: not in the standard library"
                        f" and not under the source root {self.root}",
                        chain=module.chain,
                    )
            if id(node) not in top_level:
                raise BundleError(
                    f"{module.where(node)}: project import inside a function, class or"
                    " conditional block is not supported; move it to the top level",
                    chain=module.chain,
                )
            if isinstance(node, ast.Import):
                module.project_imports[node] = self.bind_import(module, node)
            else:
                self.bind_from_import(module, node, targets[0])

    def bind_import(self, module: SourceModule, node: ast.Import) -> dict[str, Target]:
        bindings: dict[str, Target] = {}
        for alias in node.names:
            self.load(alias.name, module.chain, f"{module.where(node)}: ")
            bound = alias.name if alias.asname else alias.name.split(".")[0]
            bindings[alias.asname or bound] = ModuleRef(bound)
        return bindings

    def bind_from_import(
        self, module: SourceModule, node: ast.ImportFrom, source: str
    ) -> None:
        source_module = self.load(source, module.chain, f"{module.where(node)}: ")
        bindings: dict[str, Target] = {}
        for alias in node.names:
            if alias.name == "*":
                module.star_imports[node] = source
                for name in public_names(source_module):
                    bindings[name] = NameRef(source, name, node.lineno)
            elif self.find(f"{source}.{alias.name}") is not None:
                self.load(f"{source}.{alias.name}", module.chain)
                bindings[alias.asname or alias.name] = ModuleRef(
                    f"{source}.{alias.name}"
                )
            else:
                bindings[alias.asname or alias.name] = NameRef(
                    source, alias.name, node.lineno
                )
        module.project_imports[node] = bindings


def public_names(module: SourceModule) -> list[str]:
    for statement in module.tree.body:
        if isinstance(statement, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in statement.targets
        ):
            try:
                return list(ast.literal_eval(statement.value))
            except ValueError:
                raise BundleError(
                    f"{module.where(statement)}: __all__ must be a literal"
                ) from None
    names = set(ModuleScopes(module.tree).module_names)
    return sorted(name for name in names if not name.startswith("_"))


def _reject_dynamic_import(module: SourceModule, call: ast.Call) -> None:
    function = call.func
    name = (
        function.id
        if isinstance(function, ast.Name)
        else function.attr if isinstance(function, ast.Attribute) else ""
    )
    if name in {"__import__", "import_module"}:
        raise BundleError(
            f"{module.where(call)}: dynamic import ({name}) cannot be bundled; import statically",
            chain=module.chain,
        )


def _read_pragmas(module: SourceModule) -> dict[ast.stmt, Pragma]:
    """`# bundle: ...` comments, attached to the module-level statement they end."""
    if (
        PRAGMA_PREFIX not in module.source
    ):  # parsing comments is slow; most modules have none
        return {}
    commented = ast_comments.parse(module.source)
    statement_at_line = {statement.lineno: statement for statement in module.tree.body}
    pragmas: dict[ast.stmt, Pragma] = {}
    for body, top_level in _bodies(commented):
        previous: ast.AST | None = None
        for node in body:
            if isinstance(node, ast_comments.Comment):
                text = node.value.lstrip("#").strip()
                if text.startswith(PRAGMA_PREFIX):
                    words = text[len(PRAGMA_PREFIX) :].split()
                    pragma = Pragma(
                        words[0] if words else "",
                        " ".join(words[1:]) or None,
                        node.lineno,
                    )
                    pragmas[
                        _attach(
                            module,
                            pragma,
                            previous if node.inline else None,
                            top_level,
                            statement_at_line,
                        )
                    ] = pragma
            else:
                previous = node
    return pragmas


def _attach(
    module: SourceModule,
    pragma: Pragma,
    statement: ast.AST | None,
    top_level: bool,
    statement_at_line: dict[int, ast.stmt],
) -> ast.stmt:
    where = f"{module.path}:{pragma.line}"
    if pragma.kind not in PRAGMAS:
        raise BundleError(
            f"{where}: unknown pragma 'bundle: {pragma.kind}' (known: {', '.join(sorted(PRAGMAS))})"
        )
    if statement is None or not top_level:
        raise BundleError(
            f"{where}: 'bundle: {pragma.kind}' must end a module-level statement"
        )
    target = statement_at_line[statement.lineno]
    if pragma.kind == "precompute":
        if not (
            isinstance(target, ast.Assign)
            and len(target.targets) == 1
            and _plain_target(target.targets[0])
        ):
            raise BundleError(
                f"{where}: 'bundle: precompute' needs a module-level `NAME = value`"
                " (or `NAME, NAME = value`) assignment"
            )
        if pragma.argument is not None and pragma.argument not in PRECOMPUTE_ENCODINGS:
            raise BundleError(
                f"{where}: unknown encoding {pragma.argument!r} (known: {', '.join(sorted(PRECOMPUTE_ENCODINGS))})"
            )
    elif not isinstance(
        target,
        (
            ast.Assign,
            ast.AnnAssign,
            ast.FunctionDef,
            ast.AsyncFunctionDef,
            ast.ClassDef,
        ),
    ):
        raise BundleError(
            f"{where}: 'bundle: keep' needs a module-level definition or assignment"
        )
    return target


def _bodies(tree: ast.AST) -> list[tuple[list[ast.AST], bool]]:
    found: list[tuple[list[ast.AST], bool]] = [(tree.body, True)]  # type: ignore[attr-defined]
    for node in ast.walk(tree):
        for name in ("body", "orelse", "finalbody", "handlers", "cases"):
            body = getattr(node, name, None)
            if (
                isinstance(body, list)
                and body is not getattr(tree, "body")
                and body
                and isinstance(body[0], ast.AST)
            ):
                found.append((body, False))
    return found


def _plain_target(target: ast.expr) -> bool:
    if isinstance(target, ast.Tuple):
        return all(isinstance(element, ast.Name) for element in target.elts)
    return isinstance(target, ast.Name)
