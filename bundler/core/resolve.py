"""Stage 1, resolve: follow the import graph from the entry module through the source root.

Sources are read as Python reads them (`tokenize.open`: encoding cookie, BOM, newlines); tests
on the target interpreter are decided and imports of absent modules made to fail where they
stand (`target`). Then, for the layout asked for:
- *flat*: the modules in the order their bodies finish (parent packages before submodules),
  each with, per import statement, the modules it loads and what every imported name binds
  to. What one namespace cannot express (a project import inside a function or under
  `if`/`try`, an import cycle, a dynamic import of a project module) raises `FlattenError`.
- *modules*: every project module any import can reach, wherever the import stands, in
  discovery order; cycles and lazy imports are Python's business at run time.

Errors (`file:line` and the import chain): syntax errors, a module-level import of a module
that is neither in the standard library nor under the source root.
"""

from __future__ import annotations

import ast
import functools
import stat
import sys
import tokenize
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import ast_comments

from .digits import as_the_program_runs
from .errors import BundleError, FlattenError
from .scopes import ModuleScopes
from .search_paths import added_search_paths, is_folder
from .stdlib import found_before_search_path, is_stdlib
from .target import ImportFailure, fold_target_tests, replace_absent_imports
from .nodes import walk

PRAGMA_PREFIX = "bundle:"
LINE_NUMBER_READERS = (
    "extract_stack",
    "extract_tb",
    "_getframe",
    "currentframe",
    "f_lineno",
    "tb_lineno",
    "co_firstlineno",
    "getsourcelines",
    "getsource",
    "getframeinfo",
    "walk_stack",
    "walk_tb",
)
PRAGMAS = {"precompute", "keep"}
PRECOMPUTE_ENCODINGS = {"literal", "bytes", "base64", "base32768"}


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
    # import statement node -> the project modules it loads, in Python's order
    loads: dict[ast.stmt, list[str]] = field(default_factory=dict)
    pragmas: dict[ast.stmt, Pragma] = field(default_factory=dict)
    declared_global: set[str] = field(default_factory=set)  # by some `global` statement
    certain: bool = True  # every run imports it (see `_Resolver.certain`)

    @property
    def reads_line_numbers(self) -> bool:
        """Code that inspects frames or tracebacks may depend on where its own lines
        are (pyparsing's `_trim_arity`): such a module must keep its source as is."""
        return any(spelling in self.source for spelling in LINE_NUMBER_READERS)

    @property
    def package(self) -> str:
        return self.name if self.is_package else self.name.rpartition(".")[0]

    def reject_absent(self, statement: ast.stmt, missing: str | ImportFailure) -> None:
        if isinstance(missing, ImportFailure):
            raise BundleError(
                f"{self.where(statement)}: relative import beyond the top-level package",
                chain=self.chain,
            )
        raise BundleError(
            f"{self.where(statement)}: module {missing!r} not found: not in the standard"
            " library and not under the source root",
            chain=self.chain,
        )

    def where(self, node: ast.AST | int) -> str:
        line = node if isinstance(node, int) else getattr(node, "lineno", 0)
        return f"{self.path}:{line}"


@dataclass
class Program:
    root: Path
    entry: str
    modules: list[SourceModule]  # flat: bodies in finishing order, entry last
    layout: str = "flat"
    warnings: list[str] = field(default_factory=list)
    imported: set[str] = field(
        default_factory=set
    )  # modules some import statement names
    # modules no file makes: the program puts them into `sys.modules` itself
    made_at_run_time: set[str] = field(default_factory=set)

    def module(self, name: str) -> SourceModule:
        return next(module for module in self.modules if module.name == name)


def _has_no_parent(module: SourceModule, node: ast.ImportFrom) -> bool:
    """A relative import that goes above the module's top-level package (or a top-level
    module's relative import): Python refuses it with an ImportError."""
    parts = module.package.split(".") if module.package else []
    return (
        node.level > 0
        and node.level - 1 >= len(parts)
        and not (node.level == 1 and parts)
    )


def _is_bundle(path: Path) -> bool:
    """A file this tool wrote (its first line says so), not a module of the program."""
    if not path.is_file():
        return False
    with path.open("rb") as stream:
        return b": built by arena-bundler from " in stream.readline()


def _is_file(path: Path) -> bool:
    """As the import system asks: any error (a name too long for the file system) is
    "not there", where `Path.is_file` raises for some."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False


def _module_name_part(part: str) -> bool:
    """A part of a dotted name Python's path finder can find a file or folder for: an
    identifier, as `import` spells it, or, for a computed name (`import_module`), any
    file name without a dot (`unicode17-0-0`)."""
    return part.isidentifier() or (
        part.isprintable() and part.strip() == part != "" and not set(part) & set("/\\")
    )


def resolve(
    root: Path, entry: str, layout: str = "flat", complete: bool = False
) -> Program:
    """`layout` is "flat" (one namespace) or "modules" (module objects at run time);
    `complete` (modules): every module of every package the program reaches, as Python
    can find them at run time (a computed import name, a package listed by `pkgutil`).
    """
    return _Resolver(root.resolve(), layout).run(entry, complete)


def read_source(path: Path) -> str:
    """The text of a source file as Python decodes it."""
    try:
        with tokenize.open(path) as stream:
            return stream.read()
    except (SyntaxError, UnicodeError, LookupError) as error:
        raise BundleError(f"{path}:1: cannot decode the source: {error}") from None
    except OSError as error:
        raise BundleError(f"{path}: cannot read: {error.strerror}") from None


# sources known to compile: a build parses each module again for each layout it weighs
_COMPILED: set[tuple[str, str]] = set()


def parse_source(source: str, path: Path, chain: tuple[str, ...] = ()) -> ast.Module:
    """The module's tree, checked to compile as Python would (`return` outside a
    function, `nonlocal` at module level... are errors of the sources)."""
    try:
        with as_the_program_runs(), warnings.catch_warnings():
            tree = ast.parse(source, filename=str(path))
            warnings.simplefilter("ignore")  # the sources' own SyntaxWarnings
            if (str(path), source) not in _COMPILED:
                compile(tree, str(path), "exec", dont_inherit=True)
                _COMPILED.add((str(path), source))
        return tree
    except SyntaxError as error:
        raise BundleError(
            f"{path}:{error.lineno or 1}: syntax error: {error.msg}", chain=chain
        ) from None
    except (RecursionError, MemoryError):
        raise BundleError(
            f"{path}:1: nested too deeply for Python to compile", chain=chain
        ) from None


class _Resolver:
    def __init__(self, root: Path, layout: str) -> None:
        self.root = root
        # where imports are looked for: the root (the script's folder, first on
        # sys.path), and folders the program adds to sys.path, in sys.path's order
        self.roots = [root]
        self.appended: list[Path] = []  # after the standard library, as appended
        self.flat = layout == "flat"
        self.layout = layout
        self.loaded: dict[str, SourceModule] = {}
        self.order: list[SourceModule] = []
        self.in_progress: list[str] = []
        self.warnings: list[str] = []
        self.imported: set[str] = set()
        self.sys_modules_names: set[str] | None = None  # read when first needed
        self.served_from_sys_modules: set[str] = set()
        self.own_names: dict[str, set[str]] = {}  # see names_bound_other_than_...
        # is the import being followed one that every run executes (a module-level
        # statement of a module every run imports)?
        self.certain = True

    def run(self, entry: str, complete: bool = False) -> Program:
        if self.find(entry) is None:
            raise BundleError(f"entry module {entry!r} not found under {self.root}")
        self.load(entry, chain=())
        self.load_standard_library_shadows()
        if complete:
            self.load_named_packages()
            self.complete_packages()
        entry_module = self.loaded[entry]
        if self.flat and self.order[-1] is not entry_module:
            raise FlattenError(f"{entry_module.where(1)}: the entry module is imported")
        return Program(
            self.root,
            entry,
            self.order,
            self.layout,
            self.warnings,
            self.imported,
            self.served_from_sys_modules,
        )

    def load_standard_library_shadows(self) -> None:
        """A module or package of the project named like one of the standard library's
        (neither built in nor frozen), where Python looks before the standard library:
        the standard library's own imports get it at run time (`argparse` imports
        `textwrap` when it formats help), whether the program imports it or not. It is
        carried as the program's own modules are (and sends the bundle to the modules
        layout, where the standard library's imports find it)."""
        for folder in list(self.roots):
            for path in sorted(folder.iterdir()):
                name = path.stem if path.suffix == ".py" else path.name
                if (
                    name in self.loaded
                    or name not in sys.stdlib_module_names
                    or self.find(name)
                    not in ((path, False), (path / "__init__.py", True))
                ):
                    continue
                self.certain = False
                self.imported.add(name)
                self.load(name, ())

    def load_named_packages(self) -> None:
        """A string that names a project package (`files("assets")`,
        `get_data("pkg", ...)`, `import_module(NAMES[k])`) may reach it at run time."""
        for module in list(self.order):
            for node in walk(module.tree):
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                name = node.value
                if name in self.loaded or not all(
                    part.isidentifier() for part in name.split(".")
                ):
                    continue
                found = self.find(name)
                if found is not None and found[0].is_file() and not is_stdlib(name):
                    self.certain = False
                    self.imported.add(name)
                    self.load(name, module.chain, f"{module.where(node)}: ")

    def complete_packages(self) -> None:
        """Load every module under every package loaded so far (and under the packages
        those contain), and every module and package beside the entry's (the folder
        Python searches first), as an import by computed name could: a name read from
        input (`pickle.loads`, `pkgutil.resolve_name`, `pydoc.locate`) reaches any of
        them."""
        self.certain = False
        program = {module.name.partition(".")[0] for module in self.order}
        pending: list[SourceModule | None] = [None]  # None: the root folder itself
        pending += [module for module in self.order if module.is_package]
        listed = {module.name for module in pending if module is not None}
        while pending:
            package = pending.pop()
            folder = self.root if package is None else package.path.parent
            for path in sorted(folder.iterdir()):
                if path.name.startswith((".", "__")) and path.name != "__init__.py":
                    continue
                stem = path.stem if path.suffix == ".py" else path.name
                # a computed name imports any file name without a dot (`unicode17-0-0`)
                if not _module_name_part(stem) or path.name == "__init__.py":
                    continue
                if not (path.suffix == ".py" or (path / "__init__.py").is_file()):
                    continue
                name = stem if package is None else f"{package.name}.{stem}"
                if name in self.loaded:
                    # loaded meanwhile, as another module's import: its own modules too;
                    # the entry too is a module an import by name finds (`main`)
                    self.imported.add(name)
                    if self.loaded[name].is_package and name not in listed:
                        listed.add(name)
                        pending.append(self.loaded[name])
                    continue
                if package is None and is_stdlib(name):
                    continue
                chain = () if package is None else package.chain
                if name.partition(".")[0] in program:
                    loaded = self.load(name, chain, f"{path}: ")
                else:
                    # beside the program: a script, a bundle written there, a file that
                    # does not parse; what cannot be imported stays out, as it would
                    # fail if the input named it
                    if _is_bundle(path):
                        continue
                    try:
                        loaded = self.load(name, chain, f"{path}: ")
                    except BundleError:
                        continue
                self.imported.add(name)
                if loaded.is_package and name not in listed:
                    listed.add(name)
                    pending.append(loaded)

    def find(self, name: str) -> tuple[Path, bool] | None:
        if not all(_module_name_part(part) for part in name.split(".")):
            return None
        if found_before_search_path(name.split(".")[0]):
            return None
        folders = self.roots + ([] if is_stdlib(name) else self.appended)
        for folder in folders:
            base = folder.joinpath(*name.split("."))
            if _is_file(base / "__init__.py"):
                return base / "__init__.py", True
            if _is_file(base.with_suffix(".py")):
                return base.with_suffix(".py"), False
        for folder in folders:
            base = folder.joinpath(*name.split("."))
            if is_folder(base) and not (is_stdlib(name) and "." not in name):
                return base / "__init__.py", True  # a namespace package: an empty body
        return None

    def add_search_paths(self, module: SourceModule) -> None:
        """Folders the module adds to `sys.path` (a vendored library's), searched for
        the imports that follow as Python searches them."""
        for added in added_search_paths(module.tree, module.path.resolve()):
            if added.folder in self.roots or added.folder in self.appended:
                continue
            if added.first:
                self.roots.insert(0, added.folder)
            else:
                self.appended.append(added.folder)

    def is_project(self, name: str) -> bool:
        return self.find(name.split(".")[0]) is not None

    def served_at_run_time(self, name: str) -> bool:
        """`six.moves.urllib`: below a plain module, a module exists only if the program
        makes it (a meta-path finder of its own, `sys.modules` entries)."""
        parts = name.split(".")
        for end in range(1, len(parts)):
            found = self.find(".".join(parts[:end]))
            if found is None:
                return False
            if not found[1]:
                return True
        return False

    def deepest_file(self, name: str) -> str:
        """The longest prefix of a dotted name that is a project module."""
        parts = name.split(".")
        while len(parts) > 1 and self.find(".".join(parts)) is None:
            parts.pop()
        return ".".join(parts)

    def is_available(self, name: str) -> bool:
        if name == "__main__" or self.is_project(name) or is_stdlib(name):
            return True
        if name in self.made_in_sys_modules():
            self.served_from_sys_modules.add(name)
            return True
        return False

    def made_in_sys_modules(self) -> set[str]:
        """Names the program's own files put into `sys.modules` (`sys.modules["alias"]
        = module`): an import of one is Python's business at run time, as from the
        sources. Read from every file under the roots, once, when an import names a
        module no file makes."""
        if self.sys_modules_names is None:
            self.sys_modules_names = set()
            for folder in self.roots + self.appended:
                for path in _program_files(folder):
                    self.sys_modules_names |= sys_modules_keys(path)
        return self.sys_modules_names

    def absent_module(
        self, module: SourceModule, statement: ast.stmt
    ) -> str | ImportFailure | None:
        """The first module this import statement fails on, as Python names it in its
        `ModuleNotFoundError`; None when every module it names exists."""
        if isinstance(statement, ast.Import):
            names = [alias.name for alias in statement.names]
        elif statement.module == "__future__":
            return None
        elif _has_no_parent(module, statement):
            return ImportFailure(
                "attempted relative import with no known parent package"
                if not module.package
                else "attempted relative import beyond top-level package"
            )
        else:
            names = [self.absolute(module, statement)]
        for name in names:
            parts = name.split(".")
            if parts[0] == "__main__" and self.flat:
                raise FlattenError(
                    f"{module.where(statement)}: import of __main__ (the entry's namespace)"
                )
            if not self.is_available(parts[0]):
                return parts[0]
            if not self.is_project(parts[0]):
                continue
            for end in range(2, len(parts) + 1):
                prefix = ".".join(parts[:end])
                parent = self.find(".".join(parts[: end - 1]))
                if self.find(prefix) is None and parent is not None and parent[1]:
                    return prefix  # a package without that submodule
        return None

    def load(self, name: str, chain: tuple[str, ...], where: str = "") -> SourceModule:
        if name in self.in_progress:
            if self.flat:
                cycle = " -> ".join(
                    [*self.in_progress[self.in_progress.index(name) :], name]
                )
                raise FlattenError(f"{where}import cycle: {cycle}", chain=chain)
        if name in self.loaded:
            return self.loaded[name]
        parent = name.rpartition(".")[0]
        if parent and self.find(parent) is not None and parent not in self.in_progress:
            self.load(parent, chain, where)
        if name in self.loaded:  # the parent package imported it
            return self.loaded[name]
        found = self.find(name)
        if found is None and self.served_at_run_time(name):
            raise FlattenError(f"{where}module {name!r} is made at run time")
        if found is None:
            raise BundleError(
                f"{where}module {name!r} not found under {self.root}", chain=chain
            )
        path, is_package = found
        if self.flat and "." not in name and is_stdlib(name):
            # the standard library's own `import random` must get it too, as from the
            # sources, where the script's folder comes first on sys.path
            raise FlattenError(
                f"{where}{path}: shadows the standard library's {name!r}"
            )
        source = read_source(path) if path.is_file() else ""
        tree = parse_source(source, path, (*chain, name))
        module = SourceModule(name, path, source, tree, is_package, (*chain, name))
        fold_target_tests(tree)
        self.add_search_paths(module)
        # an absent import is an error only where the program cannot survive it: at the
        # top level of a module every run imports (reached by top-level imports only)
        replace_absent_imports(
            tree,
            lambda statement: self.absent_module(module, statement),
            module.reject_absent if self.certain else None,
        )
        module.certain = self.certain
        module.pragmas = _read_pragmas(module)
        if self.flat:
            _split_imports(module)
        self.in_progress.append(name)
        if not self.flat:  # a cycle finds the module half-initialised, as in Python
            self.loaded[name] = module
            self.order.append(module)
        self.scan_imports(module)
        self.in_progress.remove(name)
        if self.flat:
            self.loaded[name] = module
            self.order.append(module)
        return module

    def absolute(self, module: SourceModule, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        parts = module.package.split(".") if module.package else []
        if _has_no_parent(module, node):
            raise BundleError(
                f"{module.where(node)}: relative import beyond the top-level package",
                chain=module.chain,
            )
        base = parts[: len(parts) - (node.level - 1)]
        return ".".join([*base, node.module] if node.module else base)

    def scan_imports(self, module: SourceModule) -> None:
        top_level = set(map(id, module.tree.body))
        for node in walk(module.tree):
            if isinstance(node, ast.Call):
                self.dynamic_import(module, node)
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            if isinstance(node, ast.ImportFrom) and node.module == "__future__":
                continue
            targets = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [self.absolute(module, node)]
            )
            if not any(self.is_project(target) for target in targets):
                continue
            self.certain = module.certain and id(node) in top_level
            if not self.flat:
                self.load_all(module, node, targets)
            elif id(node) not in top_level:
                raise FlattenError(
                    f"{module.where(node)}: project import inside a function, class or"
                    " conditional block",
                    chain=module.chain,
                )
            elif isinstance(node, ast.Import):
                module.project_imports[node] = self.bind_import(module, node)
            else:
                self.bind_from_import(module, node, targets[0])

    def load_all(
        self,
        module: SourceModule,
        node: ast.Import | ast.ImportFrom,
        targets: list[str],
    ) -> None:
        where = f"{module.where(node)}: "
        for target in targets:
            if self.served_at_run_time(target):
                # Python's business, as from the sources; its parents are files
                target = self.deepest_file(target)
            if self.is_project(target):
                self.imported.add(target)
                self.load(target, module.chain, where)
        if isinstance(node, ast.ImportFrom):
            if self.served_at_run_time(targets[0]):
                return
            names = [alias.name for alias in node.names]
            if names == ["*"] and targets[0] in self.loaded:
                package = self.loaded[targets[0]]
                names = _literal_all(package)  # `*` imports these too
                if names is None:  # computed: any submodule of a package
                    names = (
                        sorted(
                            path.stem if path.suffix == ".py" else path.name
                            for path in package.path.parent.iterdir()
                            if path.name != "__init__.py"
                            and (
                                path.suffix == ".py" or (path / "__init__.py").is_file()
                            )
                        )
                        if package.is_package
                        else []
                    )
            for name in names:
                if self.find(f"{targets[0]}.{name}") is not None:
                    self.imported.add(f"{targets[0]}.{name}")
                    self.load(f"{targets[0]}.{name}", module.chain, where)

    def bind_import(self, module: SourceModule, node: ast.Import) -> dict[str, Target]:
        bindings: dict[str, Target] = {}
        loads = module.loads.setdefault(node, [])
        for alias in node.names:
            bound = alias.name if alias.asname else alias.name.split(".")[0]
            self.load(alias.name, module.chain, f"{module.where(node)}: ")
            loads.append(alias.name)
            if (
                alias.asname
            ):  # `import a.b as c` binds `getattr(a, "b")`, level by level
                parts = alias.name.split(".")
                for depth in range(1, len(parts)):
                    package = ".".join(parts[:depth])
                    if package in self.in_progress or package not in self.loaded:
                        continue
                    own = self.names_bound_other_than_to_submodules(
                        self.loaded[package]
                    )
                    if parts[depth] in own:
                        raise FlattenError(
                            f"{module.where(node)}: {package} binds {parts[depth]!r},"
                            " which is also a submodule"
                        )
            bindings[alias.asname or bound] = ModuleRef(bound)
        return bindings

    def bind_from_import(
        self, module: SourceModule, node: ast.ImportFrom, source: str
    ) -> None:
        where = f"{module.where(node)}: "
        loads = module.loads.setdefault(node, [])
        if source not in self.in_progress:
            source_module = self.load(source, module.chain, where)
            loads.append(source)
        else:
            source_module = None  # `from . import sub` while the package loads
        bindings: dict[str, Target] = {}
        own_names = self.names_bound_other_than_to_submodules(source_module)
        for alias in node.names:
            submodule = f"{source}.{alias.name}"
            binds_own = alias.name in own_names
            if alias.name == "*":
                if source_module is None:
                    raise FlattenError(f"{where}star import from a loading package")
                for name in public_names(source_module):
                    if self.find(f"{source}.{name}") is not None:
                        raise FlattenError(f"{where}star import of submodule {name!r}")
                    bindings[name] = NameRef(source, name, node.lineno)
            elif self.find(submodule) is not None:
                if (
                    binds_own
                ):  # the package's name and its submodule: whichever ran last
                    raise FlattenError(
                        f"{where}{source} binds {alias.name!r}, which is also a submodule"
                    )
                self.load(submodule, module.chain, where)
                loads.append(submodule)
                bindings[alias.asname or alias.name] = ModuleRef(submodule)
            elif source_module is None:
                raise FlattenError(
                    f"{where}import cycle: {alias.name!r} from {source}, still loading"
                )
            else:
                bindings[alias.asname or alias.name] = NameRef(
                    source, alias.name, node.lineno
                )
        module.project_imports[node] = bindings

    def names_bound_other_than_to_submodules(
        self, module: SourceModule | None
    ) -> set[str]:
        """`_names_bound_other_than_to_submodules`, once per module: a loaded module's
        tree and imports no longer change."""
        if module is None:
            return set()
        if module.name not in self.own_names:
            self.own_names[module.name] = _names_bound_other_than_to_submodules(module)
        return self.own_names[module.name]

    def dynamic_import(self, module: SourceModule, call: ast.Call) -> None:
        function = call.func
        name = (
            function.id
            if isinstance(function, ast.Name)
            else function.attr if isinstance(function, ast.Attribute) else ""
        )
        if name not in {"__import__", "import_module"} or not call.args:
            return
        target = self.dynamic_target(module, call, name)
        if target is not None and not self.is_project(target):
            return  # the standard library (or absent) at run time as from the sources
        if self.flat:
            raise FlattenError(
                f"{module.where(call)}: dynamic import ({name})", chain=module.chain
            )
        if target is not None and self.find(target) is not None:
            self.certain = False
            self.imported.add(target)
            self.load(target, module.chain, f"{module.where(call)}: ")
        elif target is None:
            package = self.computed_package(module, call)
            if package is not None and self.find(package) is not None:
                self.certain = False
                self.imported.add(package)
                self.load(package, module.chain, f"{module.where(call)}: ")
        # a literal name that is no module fails at run time, as from the sources

    def computed_package(self, module: SourceModule, call: ast.Call) -> str | None:
        """The package a computed import name starts in: `f"plugins.{name}"`,
        `"plugins." + name`, or `import_module("." + name, __package__)`."""
        argument = call.args[0]
        prefix = None
        if isinstance(argument, ast.JoinedStr) and argument.values:
            first = argument.values[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                prefix = first.value
        elif isinstance(argument, ast.BinOp) and isinstance(argument.op, ast.Add):
            if isinstance(argument.left, ast.Constant) and isinstance(
                argument.left.value, str
            ):
                prefix = argument.left.value
        if prefix is None or "." not in prefix:
            return None
        package = prefix.rpartition(".")[0]
        if not package.lstrip("."):
            return (
                module.package
                if len(call.args) > 1 and package == "" and prefix.startswith(".")
                else None
            )
        if prefix.startswith("."):
            return None
        return package

    def dynamic_target(
        self, module: SourceModule, call: ast.Call, function: str
    ) -> str | None:
        """The absolute module name a dynamic import asks for, when the call spells it:
        `import_module("a.b")`, `import_module(".b", __package__)` or `("..b", "a.c")`.
        """
        argument = call.args[0]
        if not (isinstance(argument, ast.Constant) and isinstance(argument.value, str)):
            return None
        name = argument.value
        if not name.startswith("."):
            return name
        if function != "import_module" or len(call.args) < 2:
            return None
        package = call.args[1]
        if isinstance(package, ast.Constant) and isinstance(package.value, str):
            base = package.value
        elif isinstance(package, ast.Name) and package.id == "__package__":
            base = module.package
        elif isinstance(package, ast.Name) and package.id == "__name__":
            base = module.name
        else:
            return None
        level = len(name) - len(name.lstrip("."))
        parts = base.split(".")
        if level - 1 >= len(parts):
            return None
        parts = parts[: len(parts) - (level - 1)]
        rest = name[level:]
        return ".".join([*parts, rest] if rest else parts)


# folders no program module lives in: tools', caches', virtual environments'
SKIPPED_FOLDERS = {"__pycache__", "node_modules", "site-packages", "dist-packages"}


def _program_files(folder: Path) -> Iterator[Path]:
    """The `.py` files under a source folder, outside hidden folders and virtual
    environments."""
    for path in sorted(folder.iterdir()):
        if path.name.startswith(".") or path.name in SKIPPED_FOLDERS:
            continue
        if path.is_dir() and not (path / "pyvenv.cfg").exists():
            yield from _program_files(path)
        elif path.suffix == ".py" and path.is_file():
            yield path


def sys_modules_keys(path: Path) -> set[str]:
    """The constant names a file stores into `sys.modules` (`sys.modules["x"] = m`,
    `sys.modules.setdefault("x", m)`, `sys.modules.update({"x": m})`)."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return set()
    if "modules" not in text:
        return set()
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return set()
    names: set[str] = set()

    def is_sys_modules(node: ast.expr) -> bool:
        return (
            isinstance(node, ast.Attribute)
            and node.attr == "modules"
            and isinstance(node.value, ast.Name)
            and node.value.id == "sys"
        )

    for node in walk(tree):
        keys: list[ast.expr | None] = []
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            keys = [
                target.slice
                for target in targets
                if isinstance(target, ast.Subscript) and is_sys_modules(target.value)
            ]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and is_sys_modules(node.func.value)
            and node.args
        ):
            if node.func.attr == "setdefault":
                keys = [node.args[0]]
            elif node.func.attr == "update" and isinstance(node.args[0], ast.Dict):
                keys = list(node.args[0].keys)
        names |= {
            key.value
            for key in keys
            if isinstance(key, ast.Constant) and isinstance(key.value, str)
        }
    return names


def _split_imports(module: SourceModule) -> None:
    """`import os, helper` at module level becomes one statement per module, so that
    project and standard-library imports are handled each their own way."""
    body: list[ast.stmt] = []
    for statement in module.tree.body:
        if isinstance(statement, ast.Import) and len(statement.names) > 1:
            pragma = module.pragmas.pop(statement, None)
            for alias in statement.names:
                single = ast.copy_location(ast.Import([alias]), statement)
                body.append(single)
            if pragma is not None:
                module.pragmas[body[-1]] = pragma
        else:
            body.append(statement)
    module.tree.body = body


def _names_bound_other_than_to_submodules(module: SourceModule | None) -> set[str]:
    """A package's module-level names, less those only its own imports of its
    submodules bind (`from . import sub` binds the very module `pkg.sub` names)."""
    if module is None:
        return set()
    scopes = ModuleScopes(module.tree)
    submodule_imports = {
        name
        for bindings in module.project_imports.values()
        for name, target in bindings.items()
        if target == ModuleRef(f"{module.name}.{name}")
    }
    return scopes.module_names - (submodule_imports - scopes.assigned_module_names)


def _literal_all(module: SourceModule) -> list[str] | None:
    """The names of a literal `__all__` at module level, if any; None where `__all__` is
    computed (`["x" + "1"]`) and could name anything."""
    for statement in module.tree.body:
        if isinstance(statement, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in statement.targets
        ):
            try:
                names = ast.literal_eval(statement.value)
            except (ValueError, TypeError, SyntaxError):
                return None
            return [name for name in names if isinstance(name, str)]
    return []


def public_names(module: SourceModule) -> list[str]:
    names_in_all: list[str] | None = None
    for statement in module.tree.body:
        targets = (
            statement.targets
            if isinstance(statement, ast.Assign)
            else [statement.target] if isinstance(statement, ast.AugAssign) else []
        )
        if not any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            continue
        if isinstance(statement, ast.AugAssign) or names_in_all is not None:
            raise FlattenError(f"{module.where(statement)}: __all__ built in steps")
        try:
            names_in_all = list(ast.literal_eval(statement.value))
        except (ValueError, TypeError, SyntaxError):
            raise FlattenError(
                f"{module.where(statement)}: __all__ is not a literal"
            ) from None
    for node in walk(module.tree):
        if (
            isinstance(node, ast.Name)
            and node.id == "__all__"
            and names_in_all is not None
        ):
            if not isinstance(node.ctx, ast.Store):
                raise FlattenError(f"{module.where(node)}: __all__ changed or read")
    if names_in_all is not None:
        return names_in_all
    names = set(ModuleScopes(module.tree).module_names)
    return sorted(name for name in names if not name.startswith("_"))


def _read_pragmas(module: SourceModule) -> dict[ast.stmt, Pragma]:
    """`# bundle: ...` comments, attached to the module-level statement they end."""
    if (
        PRAGMA_PREFIX not in module.source
    ):  # parsing comments is slow; most modules have none
        return {}
    commented = _commented(module.source)
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


@functools.lru_cache(maxsize=64)
def _commented(source: str) -> ast.Module:
    """The source's tree with its comments, read only: a build resolves a program once
    for each layout it weighs, and comments are slow to parse."""
    return ast_comments.parse(source)


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
    for node in walk(tree):
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
