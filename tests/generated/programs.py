"""Random, valid, deterministic multi-module programs for differential testing of the bundler.

`program()` is a Hypothesis strategy drawing a `Program`: an entry `main.py` plus 1-4 modules,
some of them submodules of a package `pkg/` (whose `__init__.py` is then one more module), and the
text to feed on stdin. The constructs mixed are the ones that stress a bundler:

- colliding module-level names: every module defines `VALUE`, most define `helper` and `Node`,
  many define `COUNT`/`bump`, `REGISTRY`/`register`, `twice`, `trace`, `combine`, `reset`,
  `make_adder`, `make_acc`, `TABLE`, `LOOKUP`, `Oops`, `risky`, `boost`, `tweak`, `Pair`,
  `Color`, `series`, `opened`;
- imports between modules, acyclic, in every style: `import m`, `import m as m_mod`,
  `from m import x`, `from m import x as m_x`, `import pkg.sub`, `import pkg.sub as sub_mod`,
  `from pkg import sub`, `from . import sub`, `from .sub import x`, `from m import *` with and
  without `__all__`, `from . import VALUE` in a submodule, imports after other statements;
- functions with defaults (literal, read from a global, mutable), keyword-only parameters,
  `**kwargs` forwarding (and writing), annotations, closures, `nonlocal`, `global` counters and
  `global` writes to imported names, generators, `yield from`, lambdas, walrus, comprehensions,
  f-strings, `%` and `str.format`, try/except/else/finally, `match`, conditional definitions;
- locals, parameters, comprehension variables, lambda parameters and nested functions named
  like module-level names (`VALUE`, `helper`, `Node`...), class attributes and methods named like
  module-level names;
- classes inheriting across modules with `super()` (both forms), class attributes,
  classmethods, staticmethods, properties, `__init_subclass__`, private `__names` (mangled with
  the class name: every class here is `Node`), operator methods; exception classes, dataclasses
  (frozen, ordered, inherited across modules), `typing.NamedTuple`s and enums; context managers
  (`contextlib` and classes);
- decorators defined in one module and used in others (stacked, with and without
  `functools.wraps`, `functools.lru_cache`, some registering into a dict that the entry iterates);
- module-level side effects (prints at import time, at random positions, so the execution order
  of module bodies shows; `atexit` handlers), builtin-shadowing names (`print =
  functools.partial(print, ...)`, `input = ...`, `len`, `abs`, `sorted`, `sum`, `max`, `min`),
  and reads of stdin;
- in about a third of the programs (`State.modules_layout`), constructs that send a program to
  the "modules" layout: a module used as a value, a lazy import inside a function, `globals()`,
  `vars()`, `dir()`, `getattr` on a module, `m.x = ...` from another module, `__name__` of a
  module, an `if __name__ == "__main__":` block in a module, imports in `try:` blocks, a
  package's `__all__` naming a submodule, a from-import of a name that a `global` statement
  rebinds, builtin shadows at random positions reading the builtin they replace (`print =
  functools.partial(print, ...)` after a `print(...)`). The other programs avoid them (their
  shadows come first and read `builtins.print`), so the default mode builds them in the flat
  layout, one namespace, where renaming and merging can go wrong.
- an entry that calls things and prints the results, optionally from a `main()` function, and
  optionally ends with `sys.exit(k)`, `raise SystemExit(k)` or an uncaught exception.

Validity by construction: modules are put in a random order and each imports only earlier ones
(a submodule counts as importable only once its package's `__init__` is earlier too, except from
that `__init__` itself), so there is no import cycle and no read of a partly initialised module.
A function body calls only names whose last module-level binding precedes its `def` (or attributes
of earlier modules), so calls cannot recurse, and never imports (lazy imports are called from
module level only); a cost bound on every call keeps runs fast; every module-level name keeps one
kind (int, function, class...) whatever module binds it, so a rebinding (a star import, an import
then a `def` of the same name) never breaks a use; a local that shadows a global is bound by the
first statement of its function, whose other code then treats the name as that local. Output never
shows ids, addresses, time, randomness, set order or hashing; `__name__`, `__qualname__` and reprs
that show class names are printed only by programs marked `shows_names`, which the default
(renaming) mode does not have to keep.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from hypothesis import strategies as st

ENTRY = "main.py"
STDIN = "alpha beta\n42\nlast line\n"
MODULUS = 1009  # every function returns a value modulo this: numbers stay small
TOP_NAMES = ("alpha", "bravo", "charlie", "delta")
PACKAGE = "pkg"
SUB_NAMES = ("core", "util", "extra")
WORDS = ("ab", "node", "x1", "zeta", "", "Mixed Case")
NODES = 12  # compound expression nodes one module-level item may draw (keeps programs small)
BODY_BUDGET = (
    40  # calls one call of a generated function may make, all callees included
)
MODULE_BUDGET = 200  # calls one module-level statement may make

# ---- kinds of values a name can hold -----------------------------------------------------------
INT = "int"
STR = "str"
FUNC = "func"  # f(x, step=.., *, scale=..) -> int
CLASS = "class"  # Node(v, tag=..) with .describe() -> str, .total() -> int, .v
EXC = "exc"  # an exception class: Oops(value)
RISKY = "risky"  # like FUNC, but may raise: called only inside try
COUNTER = "counter"  # bump(n=1) -> int
REGISTRY = "registry"  # dict str -> FUNC
REGDECO = "regdeco"  # register(key) -> decorator
DECO = "deco"  # FUNC -> FUNC
FACTORY = "factory"  # make_adder(n) -> FUNC
ACCFACTORY = "accfactory"  # make_acc(start) -> FUNC with state
LIST = "list"  # non-empty list of int
DICT = "dict"  # dict int -> int
LAZY = "lazy"  # late_m() -> int, imports m when called: module level only
REC = "record"  # Pair(a, b=..) with .a, .b, .total(): a dataclass or a NamedTuple
ENUM = "enum"  # Color with RED/GREEN/BLUE and .weight()
GEN = "generator"  # series(n, *, start=0) yields ints
CTX = "context"  # opened(label) -> context manager giving an int
MODULE = "module"
MODLIST = "modlist"  # a list of modules
STDMOD = "stdmod"
PRINT = "print"
INPUT = "input"
BUILTIN = "builtin"  # a compatible replacement of a builtin function

# kinds whose call runs project code: a function body may call them only through a name whose
# last binding precedes the body's `def` (so the call graph follows the program's order)
CALLABLE = {FUNC, CLASS, EXC, RISKY, COUNTER, REGDECO, DECO, FACTORY, ACCFACTORY, LAZY}
CALLABLE |= {REC, ENUM, GEN, CTX}
IMPORTABLE = (INT, STR, FUNC, CLASS, EXC, RISKY, COUNTER, REGISTRY, REGDECO, DECO)
IMPORTABLE += (FACTORY, ACCFACTORY, LIST, DICT, LAZY, REC, ENUM, GEN, CTX)
# module-level names that locals take: comprehension variables, lambda and keyword-only
# parameters (int names), the first statement of a function (any), a class attribute
SHADOWING_INTS = ("VALUE", "COUNT")
SHADOWED = ("VALUE", "COUNT", "helper", "Node", "TABLE", "NAME", "combine")
CLASS_ATTRIBUTE = "VALUE"
# replacements of builtins that keep every use the generator makes of them working
# ({builtin} is the builtin: `builtins.max` in programs meant for the flat layout, where reading
# the builtin's own name before the module rebinds it would send them to the modules layout)
BUILTIN_SHADOWS = {
    "len": ("len = lambda obj: sum(1 for _ in obj)  # noqa: E731,A001", ()),
    "abs": ("abs = lambda v: v if v >= 0 else -v  # noqa: E731,A001", ()),
    "sorted": (
        "sorted = functools.partial({builtin}, reverse=False)  # noqa: A001",
        ("functools",),
    ),
    "sum": (
        "sum = lambda items, start=0: functools.reduce(lambda a, b: a + b, items, start)"
        "  # noqa: E731,A001",
        ("functools",),
    ),
    "max": ("max = functools.partial({builtin})  # noqa: A001", ("functools",)),
    "min": ("min = functools.partial({builtin})  # noqa: A001", ("functools",)),
}


@dataclass(frozen=True)
class Sym:
    """What a name holds, as far as a use of it is concerned."""

    kind: str
    target: str = ""  # MODULE: the module's dotted name
    subs: tuple[
        str, ...
    ] = ()  # MODULE of the package: submodules known to be attributes
    cost: int = (
        1  # calls one call makes (FACTORY/ACCFACTORY: of the function they return)
    )
    methods: tuple[str, ...] = ()  # CLASS: optional members; REC: extra fields
    variant: str = ""  # REC: dataclass, frozen, order, namedtuple; ENUM: Enum, IntEnum
    values: tuple[int, ...] = ()  # ENUM: the members' values


@dataclass
class Unit:
    """One file of the program."""

    dotted: str  # "alpha", "pkg", "pkg.core", "__main__"
    role: str  # "top", "init", "sub", "entry"
    path: str
    short: str  # "alpha", "pkg", "core", "main"
    index: int = 0
    final: dict[str, Sym] = field(default_factory=dict)
    all_names: tuple[str, ...] | None = None  # its __all__, if it has one
    all_subs: tuple[str, ...] = ()  # submodule names in its __all__
    # names whose value seen through this module is a snapshot of a global that a `global`
    # statement rebinds (importing them sends a program to the modules layout)
    volatile: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Program:
    files: dict[str, str]
    stdin: str
    status: int  # the exit status a correct run has
    exit_kind: str  # "none", "sys.exit", "SystemExit", "exception"
    shows_names: bool  # prints __name__s: only modes that keep names can match
    features: tuple[str, ...]
    expected: str | None = None  # its stdout, where known (the programs of found.py)

    def listing(self) -> str:
        parts = []
        for path in sorted(self.files, key=lambda p: (p != ENTRY, p)):
            parts.append(f"----- {path} -----\n{self.files[path].rstrip()}\n")
        parts.append(f"----- stdin -----\n{self.stdin}")
        return "\n".join(parts)


@dataclass
class Item:
    """One module-level statement (or group) of a module, planned before it is written."""

    kind: str
    binds: dict[str, Sym] = field(default_factory=dict)
    data: dict = field(default_factory=dict)
    needs_kinds: tuple[frozenset, ...] = ()  # each set: some path of one of these kinds
    needs_names: tuple[str, ...] = ()  # names that must be bound (functools, sys...)


def q(text: str) -> str:
    """A string literal (always double quotes: f-strings use single ones)."""
    return '"' + text + '"'


def indent(lines: list[str], level: int = 1) -> list[str]:
    return [("    " * level + line) if line else line for line in lines]


def bind(env: dict[str, Sym], name: str, sym: Sym) -> None:
    """Bind `name`; a package's known submodules accumulate (it is the same module object)."""
    old = env.get(name)
    if old is not None and old.kind == MODULE and sym.kind == MODULE:
        if old.target == sym.target:
            subs = old.subs + tuple(s for s in sym.subs if s not in old.subs)
            sym = replace(sym, subs=subs)
    env[name] = sym


class State:
    """The program drawn so far."""

    def __init__(self, draw, units: list[Unit]) -> None:
        self.draw = draw
        self.units = units
        self.by_name = {u.dotted: u for u in units}
        self.features: list[str] = []
        # whether this program may use what sends it to the modules layout (most do not, so
        # that the default mode mostly builds the flat layout)
        self.modules_layout = self.chance(35)
        if self.modules_layout:
            self.feature("modules-layout-constructs")
        self.init_index = next((u.index for u in units if u.role == "init"), None)

    def feature(self, name: str) -> None:
        if name not in self.features:
            self.features.append(name)

    def chance(self, percent: int) -> bool:
        """True with about `percent`% probability; shrinks to False."""
        return self.draw(st.integers(0, 99)) >= 100 - percent

    def importable_units(self, unit: Unit) -> list[Unit]:
        """The modules `unit` may import at module level (or from a function)."""
        result = []
        for other in self.units[: unit.index]:
            if other.role == "sub":
                init_before = (
                    self.init_index is not None and self.init_index < unit.index
                )
                if unit.role != "init" and not init_before:
                    continue
            result.append(other)
        return result

    def exports(self, unit: Unit) -> dict[str, Sym]:
        """What `from unit import *` binds."""
        if unit.all_names is not None:
            names = {n: unit.final[n] for n in unit.all_names}
            for sub in unit.all_subs:
                names[sub] = Sym(MODULE, target=f"{PACKAGE}.{sub}")
            return names
        return {n: s for n, s in unit.final.items() if not n.startswith("_")}

    def attributes(self, sym: Sym, kinds) -> list[tuple[str, Sym]]:
        """Attribute paths (relative to a module value) holding one of `kinds`."""
        unit = self.by_name.get(sym.target)
        if unit is None or not unit.final:
            return []
        result = [(n, s) for n, s in unit.final.items() if s.kind in kinds]
        result = [(n, s) for n, s in result if s.kind in IMPORTABLE]
        for sub in sym.subs:
            inner = self.attributes(Sym(MODULE, target=f"{PACKAGE}.{sub}"), kinds)
            result += [(f"{sub}.{n}", s) for n, s in inner]
        return result

    def module_paths(self, env: dict[str, Sym]) -> list[str]:
        """Expressions whose value is a project module."""
        result = []
        for name, sym in env.items():
            if sym.kind == MODULE:
                result.append(name)
                result += [f"{name}.{sub}" for sub in sym.subs]
        return result


def paths(state: State, env: dict[str, Sym], kinds, ok=lambda n, s: True):
    """(expression, Sym) for everything reachable in `env` that holds one of `kinds`."""
    result = []
    for name, sym in env.items():
        if not ok(name, sym):
            continue
        if sym.kind in kinds:
            result.append((name, sym))
        if sym.kind == MODULE:
            result += [(f"{name}.{a}", s) for a, s in state.attributes(sym, kinds)]
    return result


class Scope:
    """What an expression may read and call at one point of a module, and how much it may call."""

    def __init__(
        self, gen: ModuleGen, *, function: bool, local: dict[str, str], budget: int
    ):
        self.gen = gen
        self.state = gen.state
        self.draw = gen.draw
        self.function = function
        self.local = dict(
            local
        )  # expression -> INT or STR (or "cache": a dict parameter)
        self.hidden: frozenset[str] = frozenset()  # globals shadowed by a local
        self.budget = budget
        self.fstring = (
            False  # inside an f-string replacement field: no quotes, no nesting
        )
        self.loop_depth = 0
        self.statements = 0

    def child(self, extra: dict[str, str], times: int = 1) -> Scope:
        sub = Scope(
            self.gen,
            function=self.function,
            local={**self.local, **extra},
            budget=self.budget // max(times, 1),
        )
        sub.hidden = self.hidden
        sub.fstring = self.fstring
        sub.loop_depth = self.loop_depth
        return sub

    def charge(self, child: Scope, times: int) -> None:
        start = self.budget // max(times, 1)
        self.budget -= (start - child.budget) * times

    # -- what is visible ---------------------------------------------------------------------
    def paths(self, kinds, affordable: bool = False):
        def ok(name: str, sym: Sym) -> bool:
            return name not in self.hidden and self.gen.visible(
                name, sym, self.function
            )

        found = paths(self.state, self.gen.env, kinds, ok)
        if affordable:
            found = [(p, s) for p, s in found if s.cost <= self.budget]
        return found

    def pick(self, options):
        return self.draw(st.sampled_from(options))

    def spend(self, sym: Sym, times: int = 1) -> None:
        self.budget -= sym.cost * times

    def var(self, shadow: bool = True) -> str:
        """A name for a comprehension variable, now and then a global's name (not for a loop
        variable: that would make the name local to the whole function)."""
        if shadow and self.state.chance(20):
            self.state.feature("comprehension-variable-shadows-global")
            return self.pick(SHADOWING_INTS)
        return ("i", "j", "k", "m")[min(self.loop_depth, 3)]

    def namesake(self, name: str) -> str | None:
        """Maybe an expression reading another module's `name` (`alpha.VALUE`, an alias
        `alpha_VALUE`), for a scope where a local is also called `name`: colliding names.
        """
        found = [
            path
            for path, _ in self.paths({INT})
            if path.endswith(f".{name}") or path.endswith(f"_{name}")
        ]
        if not found or not self.state.chance(50):
            return None
        self.state.feature("shadowed-name-read-from-another-module")
        return self.pick(found)

    def ints(self) -> list[str]:
        names = [p for p, k in self.local.items() if k == INT]
        return names + [p for p, _ in self.paths({INT})]

    # -- expressions -------------------------------------------------------------------------
    def int_expr(self, depth: int = 2) -> str:
        draw = self.draw
        depth = self.gen.grow(depth)
        forms = ["lit"]
        ints = self.ints()
        if ints:
            forms += ["name", "name"]
        if depth > 0:
            forms += ["arith", "cond", "comp", "lambda", "strlen"]
            if self.paths({FUNC}, affordable=True):
                forms += ["call", "call", "call"]
            if self.paths({CLASS}, affordable=True):
                forms += ["obj", "obj"]
            if self.paths({REC}, affordable=True):
                forms += ["record", "record"]
            if self.paths({ENUM}, affordable=True):
                forms.append("enum")
            if self.paths({GEN}, affordable=True):
                forms.append("generator")
            if self.paths({COUNTER}):
                forms.append("bump")
            if self.paths({LIST}):
                forms.append("list")
            if self.paths({DICT}):
                forms.append("dict")
            if self.paths({REGISTRY}):
                forms.append("registry")
            if self.function and not self.fstring:
                forms.append("walrus")
        form = self.pick(forms)
        if form == "lit":
            return str(draw(st.integers(0, 12)))
        if form == "name":
            return self.pick(ints)
        if form == "arith":
            a, b = self.int_expr(depth - 1), self.int_expr(depth - 1)
            shape = self.pick(
                [
                    "({a} + {b})",
                    "({a} - {b})",
                    "({a} * {b} % 1009)",
                    "abs({a} - {b})",
                    "max({a}, {b})",
                    "min({a}, {b})",
                    "({a} // ({b} % 7 + 1))",
                    "({a} ^ {b})",
                ]
            )
            return shape.format(a=a, b=b)
        if form == "cond":
            a, b, c = (self.int_expr(depth - 1) for _ in range(3))
            op = self.pick([">", "<=", "==", "!="])
            return f"({a} if {b} {op} {draw(st.integers(0, 9))} else {c})"
        if form == "comp":
            self.state.feature("comprehension")
            n = draw(st.integers(1, 4))
            var = self.var()
            inner = self.child({var: INT}, times=n)
            inner.loop_depth += 1
            body = inner.int_expr(depth - 1)
            self.charge(inner, n)
            namesake = self.namesake(var) if var in SHADOWING_INTS else None
            if namesake:
                body = f"({namesake} + {body})"
            shape = self.pick(
                [
                    "sum({e} for {v} in range({n}))",
                    "sum([{e} for {v} in range({n}) if {v} != 1])",
                    "len({{{v}: {e} for {v} in range({n})}})",
                    "max([{e} for {v} in range({n})], default=0)",
                    "sorted({e} for {v} in range({n}))[-1]",
                ]
            )
            return shape.format(e=body, v=var, n=n)
        if form == "lambda":
            self.state.feature("lambda")
            param = "y"
            if self.state.chance(25):
                self.state.feature("lambda-parameter-shadows-global")
                param = self.pick(SHADOWING_INTS)
            inner = self.child({param: INT, "z": INT})
            body = inner.int_expr(depth - 1)
            self.charge(inner, 1)
            namesake = self.namesake(param) if param in SHADOWING_INTS else None
            if namesake:
                body = f"{namesake} - {body}"
            arg = self.int_expr(depth - 1)
            z = draw(st.integers(0, 5))
            return f"(lambda {param}, z={z}: {body})({arg})"
        if form == "strlen":
            return f"len({self.str_expr(depth - 1)})"
        if form == "call":
            path, sym = self.pick(self.paths({FUNC}, affordable=True))
            self.spend(sym)
            return self.call(path, depth)
        if form == "obj":
            path, sym = self.pick(self.paths({CLASS}, affordable=True))
            self.spend(sym)
            return self.use_object(path, sym, depth, want=INT)
        if form == "record":
            path, sym = self.pick(self.paths({REC}, affordable=True))
            self.spend(sym)
            return self.use_record(path, sym, depth, want=INT)
        if form == "enum":
            path, sym = self.pick(self.paths({ENUM}, affordable=True))
            return self.use_enum(path, sym, want=INT)
        if form == "generator":
            path, sym = self.pick(self.paths({GEN}, affordable=True))
            n = draw(st.integers(1, 4))
            self.spend(sym, n)
            self.state.feature("generator")
            return self.pick(
                [
                    f"sum({path}({n}))",
                    f"max({path}({n}), default=0)",
                    f"next({path}({n}))",
                    f"sum({path}({n}, start={draw(st.integers(0, 5))}))",
                    f"list({path}({n}))[-1]",
                ]
            )
        if form == "bump":
            path, _ = self.pick(self.paths({COUNTER}))
            self.state.feature("global-counter")
            if self.state.chance(50):
                return f"{path}({draw(st.integers(1, 3))})"
            return f"{path}()"
        if form == "list":
            path, _ = self.pick(self.paths({LIST}))
            return self.pick(
                [
                    f"{path}[{draw(st.integers(0, 5))} % len({path})]",
                    f"sum({path})",
                    f"len({path})",
                    f"{path}[-1]",
                ]
            )
        if form == "dict":
            path, _ = self.pick(self.paths({DICT}))
            return self.pick(
                [
                    f"sum({path}.values())",
                    f"{path}.get({draw(st.integers(0, 4))}, {self.int_expr(depth - 1)})",
                    f"len({path})",
                ]
            )
        if form == "registry":
            path, _ = self.pick(self.paths({REGISTRY}))
            return f"len({path})"
        if form == "walrus":
            self.state.feature("walrus")
            name = f"w{self.gen.counter()}"
            value = self.int_expr(depth - 1)
            return f"(({name} := {value}) + {name} % 3)"
        raise AssertionError(form)

    def call(self, path: str, depth: int) -> str:
        """A call of a FUNC (x, step=.., *, scale=..) in one of the ways it can be called."""
        a = self.int_expr(depth - 1)
        shape = self.draw(st.integers(0, 7))
        if shape == 0:
            return f"{path}({a})"
        b = self.int_expr(depth - 1)
        self.state.feature("call-keywords" if shape > 1 else "call-positional")
        if shape == 1:
            return f"{path}({a}, {b})"
        if shape == 2:
            return f"{path}({a}, scale={b})"
        if shape == 3:
            return f"{path}({a}, step={b})"
        if shape == 4:
            return f"{path}(x={a}, scale={b})"
        if shape == 5:
            self.state.feature("call-star-args")
            return f"{path}(*[{a}, {b}])"
        if shape == 6:
            self.state.feature("call-double-star")
            return f'{path}({a}, **{{"scale": {b}}})'
        c = self.int_expr(depth - 1)
        return f"{path}({a}, {b}, scale={c})"

    def use_object(self, path: str, sym: Sym, depth: int, want: str) -> str:
        a = self.int_expr(depth - 1)
        tag = self.pick(WORDS)
        make = self.pick(
            [f"{path}({a})", f"{path}({a}, {q(tag)})", f"{path}({a}, tag={q(tag)})"]
            + ([f"{path}.make({a})"] if "make" in sym.methods else [])
        )
        if want == STR:
            return f"{make}.describe()"
        options = [f"{make}.total()", f"len({make}.describe())", f"{make}.v"]
        methods = sym.methods
        if "double" in methods:
            options.append(f"{make}.double")
        if "triple" in methods:
            options.append(f"{path}.triple({a})")
        if CLASS_ATTRIBUTE in methods:
            options += [f"{make}.{CLASS_ATTRIBUTE}", f"{path}.{CLASS_ATTRIBUTE}"]
        if "helper" in methods:
            options.append(f"{make}.helper({self.int_expr(depth - 1)})")
        if "reveal" in methods:
            options.append(f"{make}.reveal()")
        if "add" in methods:
            options.append(f"({make} + {path}({self.int_expr(depth - 1)})).v")
        return self.pick(options)

    def use_record(self, path: str, sym: Sym, depth: int, want: str) -> str:
        self.state.feature(f"record:{sym.variant}")
        a = self.int_expr(depth - 1)
        make = self.pick([f"{path}({a})", f"{path}({a}, {a})", f"{path}(b=1, a={a})"])
        if want == STR:
            if sym.variant == "namedtuple":
                options = [f"str({make}._asdict())", f"str({path}._fields)"]
            else:
                options = [f"str(sorted(vars({make}).items()))"]
            if self.state.chance(30):
                self.state.feature("annotations-read")
                options = [f"str(sorted({path}.__annotations__))"]
            return self.pick(options)
        options = [
            f"{make}.total()",
            f"{make}.a",
            f"{make}.b",
            f"int({make} == {make})",
        ]
        if "c" in sym.methods:
            options.append(f"{make}.c")
        if sym.variant == "namedtuple":
            options += [
                f"sum({make})",
                f"{make}._replace(b=3).b",
                f"len({path}._fields)",
            ]
            options.append(f"{make}[1]")
        elif sym.variant == "order":
            options.append(f"int({make} < {path}({self.int_expr(depth - 1)}))")
        else:
            options.append(f"len(vars({make}))")
        return self.pick(options)

    def use_enum(self, path: str, sym: Sym, want: str) -> str:
        self.state.feature(f"enum:{sym.variant}")
        value = self.pick(list(sym.values))
        member = self.pick(["RED", "GREEN", "BLUE"])
        if want == STR:
            return self.pick(
                [
                    f"{path}.{member}.name",
                    f"{path}({value}).name",
                    f'"-".join(c.name for c in {path})',
                ]
            )
        options = [
            f"{path}.{member}.value",
            f"{path}({value}).weight()",
            f"len({path})",
            f"sum(c.value for c in {path})",
            f'{path}["{member}"].value',
        ]
        if sym.variant == "IntEnum":
            options.append(f"({path}.{member} + {self.draw(st.integers(0, 5))})")
        return self.pick(options)

    def str_expr(self, depth: int = 2) -> str:
        draw = self.draw
        depth = self.gen.grow(depth)
        forms = ["lit"]
        strs = [p for p, k in self.local.items() if k == STR]
        strs += [p for p, _ in self.paths({STR})]
        if strs:
            forms.append("name")
        if depth > 0:
            forms += ["str", "join", "concat", "method", "percent", "format"]
            if not self.fstring:
                forms += ["fstring", "fstring"]
            if self.paths({CLASS}, affordable=True):
                forms += ["obj", "classattr"]
            if self.paths({REC}, affordable=True) and not self.fstring:
                forms.append("record")
            if self.paths({ENUM}, affordable=True) and not self.fstring:
                forms.append("enum")
        form = self.pick(forms)
        if form == "lit":
            return q(self.pick(WORDS))
        if form == "name":
            return self.pick(strs)
        if form == "str":
            return f"str({self.int_expr(depth - 1)})"
        if form == "join":
            n = draw(st.integers(1, 4))
            var = self.var()
            inner = self.child({var: INT}, times=n)
            inner.loop_depth += 1
            body = inner.int_expr(depth - 1)
            self.charge(inner, n)
            sep = self.pick(["-", ",", ""])
            return f"{q(sep)}.join(str({body}) for {var} in range({n}))"
        if form == "concat":
            return f"({self.str_expr(depth - 1)} + {self.str_expr(depth - 1)})"
        if form == "method":
            s = self.str_expr(depth - 1)
            return self.pick([f"{s}.upper()", f"{s}[:3]", f"{s}.strip()", f"{s}[::-1]"])
        if form == "percent":
            self.state.feature("percent-format")
            return (
                f'("%s/%d" % ({self.str_expr(depth - 1)}, {self.int_expr(depth - 1)}))'
            )
        if form == "format":
            return f'"{{}}:{{:>3}}".format({self.str_expr(depth - 1)}, {self.int_expr(depth - 1)})'
        if form == "fstring":
            self.state.feature("f-string")
            self.fstring = True
            try:
                parts = []
                for _ in range(draw(st.integers(1, 3))):
                    if draw(st.booleans()):
                        spec = self.pick(["", ":>4", ":03d", ":x", "!r"])
                        parts.append("{" + self.int_expr(depth - 1) + spec + "}")
                    else:
                        spec = self.pick(["", "!r", ":>6", ":.2"])
                        parts.append("{" + self.str_expr(depth - 1) + spec + "}")
                    parts.append(self.pick(["", "-", " ", "=", "{{x}}"]))
            finally:
                self.fstring = False
            return "f'" + "".join(parts) + "'"
        if form == "obj":
            path, sym = self.pick(self.paths({CLASS}, affordable=True))
            self.spend(sym)
            return self.use_object(path, sym, depth, want=STR)
        if form == "classattr":
            path, _ = self.pick(self.paths({CLASS}, affordable=True))
            return f"{path}.kind"
        if form == "record":
            path, sym = self.pick(self.paths({REC}, affordable=True))
            self.spend(sym)
            return self.use_record(path, sym, depth, want=STR)
        if form == "enum":
            path, sym = self.pick(self.paths({ENUM}, affordable=True))
            return self.use_enum(path, sym, want=STR)
        raise AssertionError(form)

    def value(self, depth: int = 2) -> str:
        return (
            self.int_expr(depth) if self.draw(st.booleans()) else self.str_expr(depth)
        )

    # -- statements --------------------------------------------------------------------------
    def body(self) -> list[str]:
        """Statements of a function body whose locals are in self.local, then a return."""
        lines: list[str] = []
        if "cache" in self.local:
            self.state.feature("mutable-default")
            lines += ["cache[x] = cache.get(x, 0) + 1"]
            self.local["cache[x]"] = INT
        elif self.state.chance(20):
            lines += self.shadowing()
        for name in SHADOWING_INTS:  # a parameter named like a global
            namesake = self.namesake(name) if self.local.get(name) == INT else None
            if namesake:
                local = f"t{self.gen.counter()}"
                lines.append(f"{local} = {namesake} + {name}")
                self.local[local] = INT
        for _ in range(self.draw(st.integers(0, 2))):
            lines += self.statement()
        lines.append(f"return ({self.int_expr()}) % {MODULUS}")
        return lines

    def shadowing(self) -> list[str]:
        """A first statement binding a local named like a module-level name; the rest of the
        function then uses the local (reading the global before it would be an error).
        """
        name = self.pick(SHADOWED)
        self.hidden = self.hidden | {name}
        self.local.pop(name, None)  # a parameter of that name is rebound too
        local = f"t{self.gen.counter()}"
        if self.draw(st.booleans()):
            self.state.feature("local-shadows-global")
            line = f"{name} = {self.int_expr()}"
            self.local[name] = INT
            return [line]
        self.state.feature("nested-def-shadows-global")
        inner = self.child({"u": INT})
        body = inner.int_expr()
        self.charge(inner, 1)
        arg = self.int_expr(1)
        self.local[local] = INT
        return [f"def {name}(u):", f"    return {body}", f"{local} = {name}({arg})"]

    def statement(self) -> list[str]:
        draw = self.draw
        form = self.pick(
            ["assign", "loop", "if", "try", "closure", "nonlocal", "risky", "match"]
        )
        local = f"t{self.gen.counter()}"
        if form == "assign" or (form == "risky" and not self.paths({RISKY}, True)):
            line = f"{local} = {self.int_expr()}"
            self.local[local] = INT
            return [line]
        if form == "loop":
            n = draw(st.integers(1, 3))
            var = self.var(shadow=False)
            first = f"{local} = {self.int_expr(1)}"
            inner = self.child({var: INT, local: INT}, times=n)
            inner.loop_depth += 1
            step = inner.int_expr()
            self.charge(inner, n)
            self.local[local] = INT
            return [first, f"for {var} in range({n}):", f"    {local} += {step}"]
        if form == "if":
            cond = f"{self.int_expr(1)} > {draw(st.integers(0, 9))}"
            yes, no = self.int_expr(), self.int_expr()
            self.local[local] = INT
            return [
                f"if {cond}:",
                f"    {local} = {yes}",
                "else:",
                f"    {local} = {no}",
            ]
        if form == "match":
            self.state.feature("match")
            subject = self.int_expr(1)
            a, b, c = self.int_expr(1), self.int_expr(1), self.int_expr(1)
            self.local[local] = INT
            return [
                f"match {subject} % 3:",
                "    case 0:",
                f"        {local} = {a}",
                f"    case 1 | 2 if {b} > {draw(st.integers(0, 9))}:",
                f"        {local} = {b}",
                "    case _:",
                f"        {local} = {c}",
            ]
        if form == "try":
            self.state.feature("try-except")
            text = self.pick(["12", "x7", "", " 3 "])
            fallback = self.int_expr()
            self.local[local] = INT
            lines = [
                "try:",
                f"    {local} = int({q(text)})",
                "except ValueError:",
                f"    {local} = {fallback}",
            ]
            if draw(st.booleans()):
                lines += ["else:", f"    {local} += 1"]
            return lines
        if form == "closure":
            self.state.feature("closure")
            name = f"inner{self.gen.counter()}"
            inner = self.child({"u": INT})
            body = inner.int_expr()
            self.charge(inner, 2)
            arg = self.int_expr(1)
            self.local[local] = INT
            return [f"def {name}(u):", f"    return {body}", f"{local} = {name}({arg})"]
        if form == "nonlocal":
            self.state.feature("nonlocal")
            name = f"add{self.gen.counter()}"
            n = draw(st.integers(1, 3))
            inner = self.child({"u": INT}, times=n)
            inner.loop_depth += 1
            value = inner.int_expr(1)
            self.charge(inner, n)
            self.local[local] = INT
            return [
                f"{local} = 0",
                f"def {name}(u):",
                f"    nonlocal {local}",
                f"    {local} += {value}",
                f"for i in range({n}):",
                f"    {name}(i)",
            ]
        # risky
        path, sym = self.pick(self.paths({RISKY}, True))
        self.spend(sym)
        self.state.feature("try-except")
        arg = self.int_expr(1)
        self.local[local] = INT
        handlers = self.handlers(local)
        return ["try:", f"    {local} = {path}({arg})", *handlers]

    def handlers(self, local: str) -> list[str]:
        lines = []
        excs = self.paths({EXC})
        if excs and self.draw(st.booleans()):
            path, _ = self.pick(excs)
            lines += [f"except {path} as err:", f"    {local} = err.args[0] + 1"]
        lines += ["except Exception as err:", f"    {local} = len(err.args)"]
        return lines


# ---- modules -----------------------------------------------------------------------------------


class ModuleGen:
    """Draws one module: a plan of module-level items in order, then their text."""

    def __init__(self, state: State, unit: Unit) -> None:
        self.state = state
        self.draw = state.draw
        self.unit = unit
        self.env: dict[str, Sym] = {}
        self.slot = 0
        self.nodes = NODES
        self.first: dict[str, int] = {}
        self.last: dict[str, int] = {}
        self._counter = 0
        self.labels = 0

    def grow(self, depth: int) -> int:
        """The depth an expression may have: 0 (a leaf) once the item's nodes are spent."""
        if depth <= 0 or self.nodes <= 0:
            return 0
        self.nodes -= 1
        return depth

    def counter(self) -> int:
        self._counter += 1
        return self._counter

    def label(self) -> str:
        self.labels += 1
        return q(f"{self.unit.short}{self.labels}")

    def visible(self, name: str, sym: Sym, function: bool) -> bool:
        """Whether code at the current slot may use `name`: module-level code anything bound;
        a function body what is bound before its `def`, and callables only through names
        bound for the last time before it (see the module docstring)."""
        if not function:
            return True
        if self.first.get(name, self.slot) >= self.slot:
            return False
        if sym.kind in CALLABLE:
            return self.last[name] < self.slot
        return True

    def module_scope(self) -> Scope:
        return Scope(self, function=False, local={}, budget=MODULE_BUDGET)

    def function_scope(self, local: dict[str, str]) -> Scope:
        return Scope(self, function=True, local=local, budget=BODY_BUDGET)

    # -- plan ------------------------------------------------------------------------------------
    def plan(self) -> list[Item]:
        state, unit, chance = self.state, self.unit, self.state.chance
        entry = unit.role == "entry"
        items: list[Item] = []
        if chance(40):
            items.append(
                Item("std", {"functools": Sym(STDMOD)}, {"module": "functools"})
            )
        if chance(30):
            items.append(Item("std", {"sys": Sym(STDMOD)}, {"module": "sys"}))
        targets = state.importable_units(unit)
        if targets:
            low = 1 if entry else 0
            for _ in range(
                self.draw(st.integers(low, min(4 if entry else 3, 2 * len(targets))))
            ):
                items.append(self.plan_import(self.draw(st.sampled_from(targets))))
        imported: dict[str, Sym] = {}
        for item in items:
            for name, sym in item.binds.items():
                bind(imported, name, sym)

        def subclass(kind: str) -> tuple[frozenset, ...]:
            """Mostly, a class waits for an import that gives it a base class."""
            if paths(state, imported, {kind}) and chance(70):
                return (frozenset({kind}),)
            return ()

        # definitions: VALUE everywhere, the rest at random (the entry defines fewer)
        p = 40 if entry else 75
        items.append(Item("value", {"VALUE": Sym(INT)}))
        if chance(p):
            items.append(Item("helper", {"helper": Sym(FUNC)}))
        if chance(p if entry else p - 10):
            binds = {"Node": Sym(CLASS)}
            items.append(Item("node", binds, needs_kinds=subclass(CLASS)))
        optional = [
            ("name", {"NAME": Sym(STR)}, 40),
            ("counter", {"COUNT": Sym(INT), "bump": Sym(COUNTER)}, 30),
            ("registry", {"REGISTRY": Sym(REGISTRY), "register": Sym(REGDECO)}, 35),
            ("twice", {"twice": Sym(DECO)}, 30),
            ("trace", {"trace": Sym(DECO)}, 15),
            ("combine", {"combine": Sym(FUNC)}, 25),
            ("reset", {"reset": Sym(FUNC)}, 12),
            ("factory", {"make_adder": Sym(FACTORY)}, 20),
            ("accfactory", {"make_acc": Sym(ACCFACTORY)}, 20),
            ("table", {"TABLE": Sym(LIST)}, 20),
            ("lookup", {"LOOKUP": Sym(DICT)}, 15),
            ("oops", {"Oops": Sym(EXC)}, 30),
            ("risky", {"risky": Sym(RISKY)}, 20),
            ("series", {"series": Sym(GEN)}, 15),
        ]
        for kind, binds, percent in optional:
            if chance(percent // 2 if entry else percent):
                needs = subclass(EXC) if kind == "oops" else ()
                items.append(Item(kind, binds, needs_kinds=needs))
        if chance(10 if entry else 25):
            variant = self.draw(
                st.sampled_from(["dataclass", "frozen", "order", "namedtuple"])
            )
            needs = ("typing",) if variant == "namedtuple" else ("dataclasses",)
            binds = {"Pair": Sym(REC, variant=variant)}
            items.append(Item("record", binds, {"variant": variant}, needs_names=needs))
        if chance(8 if entry else 15):
            binds = {"Color": Sym(ENUM)}
            items.append(Item("enum", binds, needs_names=("enum",)))
        if chance(8 if entry else 15):
            variant = self.draw(st.sampled_from(["contextlib", "class"]))
            needs = ("contextlib",) if variant == "contextlib" else ()
            binds = {"opened": Sym(CTX)}
            items.append(Item("opened", binds, {"variant": variant}, needs_names=needs))
        deco_kinds = frozenset({DECO, REGDECO})
        for name in ("boost", "tweak"):
            if chance(35):
                items.append(
                    Item("decorated", {name: Sym(FUNC)}, needs_kinds=(deco_kinds,))
                )
        if chance(20):
            kinds = (frozenset({FACTORY}),)
            items.append(Item("instance", {"adder": Sym(FUNC)}, needs_kinds=kinds))
        if chance(20):
            kinds = (frozenset({ACCFACTORY}),)
            items.append(Item("instance", {"acc": Sym(FUNC)}, needs_kinds=kinds))
        # statements with effects
        for _ in range(self.draw(st.integers(0, 2))):
            items.append(Item("effect"))
        # a builtin read before the module rebinds it sends a program to the modules layout
        early = {} if state.modules_layout else {"early": True}
        via = () if state.modules_layout else ("builtins",)
        if chance(30):
            binds, needs = {"print": Sym(PRINT)}, ("functools", *via)
            items.append(Item("print_shadow", binds, dict(early), needs_names=needs))
            if state.modules_layout and chance(15):  # the second one reads the first
                items.append(
                    Item("print_shadow", binds, dict(early), needs_names=needs)
                )
        if chance(15):
            variant = self.draw(st.sampled_from(["lambda", "readline", "def"]))
            needs = ("sys",) if variant != "lambda" else ()
            data = {"variant": variant, **early}
            items.append(
                Item("input_shadow", {"input": Sym(INPUT)}, data, needs_names=needs)
            )
        if chance(15):
            name = self.draw(st.sampled_from(sorted(BUILTIN_SHADOWS)))
            text, needs = BUILTIN_SHADOWS[name]
            if "{builtin}" in text:
                needs += via
            binds = {name: Sym(BUILTIN)}
            data = {"name": name, **early}
            items.append(Item("builtin_shadow", binds, data, needs_names=needs))
        if chance(20):
            items.append(Item("read", {"line": Sym(STR)}))
        if chance(20):
            items.append(Item("try_risky", needs_kinds=(frozenset({RISKY}),)))
        if chance(20):
            items.append(Item("registry_dump", needs_kinds=(frozenset({REGISTRY}),)))
        if chance(25):
            items.append(Item("with_opened", needs_kinds=(frozenset({CTX}),)))
        if chance(8):
            items.append(Item("atexit", needs_names=("atexit",)))
        # constructs that a single namespace cannot express (the modules layout)
        if not state.modules_layout:
            return self.order(self.with_std(items))
        if chance(15) and targets:
            lazy = self.draw(st.sampled_from(targets))
            name = f"late_{lazy.short}"
            items.append(Item("lazy", {name: Sym(LAZY)}, {"target": lazy}))
        if chance(20):
            items.append(Item("lazy_call", needs_kinds=(frozenset({LAZY}),)))
        if chance(6):
            items.append(
                Item("modvalue", {"MODS": Sym(MODLIST)}, data={"needs_module": True})
            )
        if chance(20):
            items.append(Item("attr_assign", data={"needs_module": True}))
        if chance(5):
            items.append(Item("globals_write", {f"DYN_{unit.short}": Sym(INT)}))
        if chance(4):
            items.append(Item("globals_list"))
        if chance(8) and not entry:
            items.append(Item("name_read"))
        if chance(8) and not entry:
            items.append(Item("main_guard"))
        if chance(12):
            items.append(Item("introspect", data={"needs_module": True}))
        return self.order(self.with_std(items))

    def with_std(self, items: list[Item]) -> list[Item]:
        """`items`, plus the standard library imports they need."""
        for module in (
            "functools",
            "sys",
            "typing",
            "dataclasses",
            "enum",
            "contextlib",
            "builtins",
        ):
            needed = any(module in item.needs_names for item in items)
            if needed and not any(item.binds.get(module) for item in items):
                items.insert(0, Item("std", {module: Sym(STDMOD)}, {"module": module}))
        if not self.state.modules_layout:
            for item in items:
                if item.kind == "std":
                    item.data["early"] = True
        if any("atexit" in item.needs_names for item in items):
            items.insert(0, Item("std", {"atexit": Sym(STDMOD)}, {"module": "atexit"}))
        return items

    def plan_import(self, target: Unit) -> Item:
        """An import of `target` in one of the styles that can reach it from this module."""
        unit, draw = self.unit, self.draw
        in_package = unit.role in ("init", "sub")
        styles = ["import", "import-as", "from", "from", "star"]
        if self.state.modules_layout:
            styles.append("guarded")  # an import in a try block
        if target.role == "sub":
            styles.append("from-package")
            if unit.role == "init":
                styles.remove(
                    "import"
                )  # `import pkg.sub` in pkg/__init__.py binds pkg itself
        if target.role == "init" and unit.role == "sub":
            styles.append("from")  # from . import VALUE
        flat = not self.state.modules_layout
        exports = self.state.exports(target)
        if target.all_subs and any(
            self.state.by_name[f"{PACKAGE}.{s}"].index >= unit.index
            for s in target.all_subs
        ):
            styles.remove("star")  # the star import would import a later submodule
        elif flat and target.volatile & set(exports):
            styles.remove("star")
        style = draw(st.sampled_from(styles))
        relative = False
        if in_package and target.role in ("sub", "init"):
            relative = draw(st.booleans())
        if target.role == "sub":
            package_spec = "." if relative else PACKAGE
            spec = f".{target.short}" if relative else target.dotted
        elif target.role == "init":
            package_spec = spec = "." if relative else PACKAGE
        else:
            package_spec, spec = "", target.dotted
        data = {
            "style": style,
            "target": target,
            "spec": spec,
            "package_spec": package_spec,
        }
        if (
            style in ("from", "guarded")
            and flat
            and not (
                {n for n, s in target.final.items() if s.kind in IMPORTABLE}
                - target.volatile
            )
        ):
            style = "import-as"
        uses_spec = style in ("from", "star", "guarded", "from-package")
        self.state.feature(
            f"import:{style}" + (":relative" if relative and uses_spec else "")
        )
        if target.role != "top":
            self.state.feature(f"import:{style}:{target.role}")
        binds: dict[str, Sym] = {}
        module = Sym(MODULE, target=target.dotted)
        if style == "import":
            if target.role == "sub":
                binds[PACKAGE] = Sym(MODULE, target=PACKAGE, subs=(target.short,))
            else:
                binds[target.dotted] = module
        elif style == "import-as":
            binds[f"{target.short}_mod"] = module
        elif style == "from-package":
            binds[target.short] = module
        elif style == "star":
            binds = dict(exports)
            if target.all_names is not None:
                self.state.feature("import:star:__all__")
            if flat and any(
                s.kind in (PRINT, INPUT, BUILTIN) for s in exports.values()
            ):
                data["early"] = True  # before this module reads the builtins it rebinds
        else:  # from, guarded
            names = [n for n, s in target.final.items() if s.kind in IMPORTABLE]
            if flat:
                names = [n for n in names if n not in target.volatile]
            if not names:
                raise AssertionError("no importable name")
            chosen = draw(
                st.lists(st.sampled_from(names), min_size=1, max_size=2, unique=True)
            )
            pairs = []
            for name in chosen:
                alias = f"{target.short}_{name}" if draw(st.booleans()) else None
                pairs.append((name, alias))
                binds[alias or name] = target.final[name]
            data["names"] = pairs
            data["origins"] = {alias or name: (target, name) for name, alias in pairs}
        if style == "star":
            data["origins"] = {name: (target, name) for name in binds}
        return Item("import", binds, data)

    def available(self, item: Item, env: dict[str, Sym]) -> bool:
        if any(name not in env for name in item.needs_names):
            return False
        for kinds in item.needs_kinds:
            if not paths(self.state, env, kinds):
                return False
        if item.data.get("needs_module") and not self.state.module_paths(env):
            return False
        return True

    def order(self, items: list[Item]) -> list[Item]:
        """Draw an order: each next item among those whose requirements are met (shrinks to the
        planned order: imports first). Items never satisfiable are dropped."""
        env: dict[str, Sym] = {}
        ordered = []
        remaining = list(items)
        while remaining:
            ready = [it for it in remaining if self.available(it, env)]
            # builtin shadows that must come before any read: as soon as they can
            ready = [it for it in ready if it.data.get("early")] or ready
            if not ready:
                break
            item = ready[self.draw(st.integers(0, len(ready) - 1))]
            remaining.remove(item)
            ordered.append(item)
            for name, sym in item.binds.items():
                bind(env, name, sym)
        for slot, item in enumerate(ordered):
            for name in item.binds:
                self.first.setdefault(name, slot)
                self.last[name] = slot
        return ordered

    # -- write -----------------------------------------------------------------------------------
    def generate(self) -> tuple[list[str], dict[str, Sym]]:
        items = self.plan()
        chunks: list[list[str]] = []
        for slot, item in enumerate(items):
            self.slot = slot
            self.nodes = NODES
            lines = getattr(self, f"write_{item.kind}")(item)
            for name, sym in item.binds.items():
                bind(self.env, name, sym)
            chunks.append(lines)
        self.slot = len(items)
        self.unit.volatile = self.volatile(items)
        return self.join(chunks), self.env

    @staticmethod
    def volatile(items: list[Item]) -> frozenset[str]:
        """Names rebound by a `global` statement here, or imported from a module where they
        are volatile and not assigned here."""
        own = {n for item in items if item.kind != "import" for n in item.binds}
        names = {"COUNT"} if any(item.kind == "counter" for item in items) else set()
        if any(item.kind == "reset" for item in items):
            names.add("VALUE")
        for item in items:
            for bound, (target, name) in item.data.get("origins", {}).items():
                if name in target.volatile and bound not in own:
                    names.add(bound)
        return frozenset(names)

    @staticmethod
    def join(chunks: list[list[str]]) -> list[str]:
        lines: list[str] = []
        previous_block = False
        for chunk in chunks:
            block = len(chunk) > 1 or chunk[0].startswith(("def ", "class ", "@"))
            if lines and (block or previous_block):
                lines += ["", ""]
            lines += chunk
            previous_block = block
        return lines

    def signature(self, *, extras: bool = True) -> tuple[str, dict[str, str]]:
        """The signature every FUNC has, (x, step=.., *, scale=..), maybe with more keyword-only
        parameters (one named like a global, a mutable default), and the locals it binds.
        """
        draw, chance = self.draw, self.state.chance
        local = {"x": INT, "step": INT, "scale": INT}
        step = str(draw(st.integers(0, 3)))
        if chance(15):
            found = self.module_scope().paths({INT})
            if found:
                self.state.feature("default-reads-global")
                step = draw(st.sampled_from(found))[0]
        scale = draw(st.integers(1, 3))
        annotated = chance(20)
        if annotated:
            self.state.feature("annotations")
        more = ""
        if extras and chance(20):
            self.state.feature("parameter-shadows-global")
            name = draw(st.sampled_from(SHADOWING_INTS))
            more += f", {name}={draw(st.integers(0, 9))}"
            local[name] = INT
        if extras and chance(10):
            more += ", cache={}"
            local["cache"] = "cache"
        if annotated:
            text = f"(x: int, step: int = {step}, *, scale: int = {scale}{more}) -> int"
        else:
            text = f"(x, step={step}, *, scale={scale}{more})"
        return text, local

    def function(self, name: str, decorators: list[str] = ()) -> tuple[list[str], int]:
        text, local = self.signature()
        scope = self.function_scope(local)
        body = scope.body()
        cost = 1 + BODY_BUDGET - scope.budget
        return [*decorators, f"def {name}{text}:", *indent(body)], cost

    def write_std(self, item: Item) -> list[str]:
        return [f"import {item.data['module']}"]

    def write_import(self, item: Item) -> list[str]:
        data = item.data
        style, target, spec = data["style"], data["target"], data["spec"]
        if style == "import":
            return [f"import {target.dotted}"]
        if style == "import-as":
            return [f"import {target.dotted} as {target.short}_mod"]
        if style == "from-package":
            return [f"from {data['package_spec']} import {target.short}"]
        if style == "star":
            return [f"from {spec} import *  # noqa: F403"]
        names = ", ".join(f"{n} as {a}" if a else n for n, a in data["names"])
        line = f"from {spec} import {names}"
        if style == "from":
            return [line]
        fallback = [f"{a or n} = None" for n, a in data["names"]]
        return ["try:", f"    {line}", "except ImportError:", *indent(fallback)]

    def write_value(self, item: Item) -> list[str]:
        scope = self.module_scope()
        if self.state.chance(12):
            self.state.feature("conditional-definition")
            text = scope.pick(["12", "x7", ""])
            return [
                "try:",
                f"    VALUE = int({q(text)})",
                "except ValueError:",
                f"    VALUE = {scope.int_expr(1)}",
            ]
        annotation = ": int" if self.state.chance(15) else ""
        return [f"VALUE{annotation} = {scope.int_expr(self.draw(st.integers(0, 2)))}"]

    def write_name(self, item: Item) -> list[str]:
        scope = self.module_scope()
        return [f"NAME = {scope.str_expr(self.draw(st.integers(0, 2)))}"]

    def write_helper(self, item: Item) -> list[str]:
        if self.state.chance(15):
            self.state.feature("conditional-definition")
            condition = (
                f"{self.module_scope().int_expr(1)} > {self.draw(st.integers(0, 9))}"
            )
            yes, cost_yes = self.function("helper")
            no, cost_no = self.function("helper")
            item.binds["helper"] = Sym(FUNC, cost=max(cost_yes, cost_no))
            return [f"if {condition}:", *indent(yes), "else:", *indent(no)]
        lines, cost = self.function("helper")
        item.binds["helper"] = Sym(FUNC, cost=cost)
        return lines

    def write_combine(self, item: Item) -> list[str]:
        self.state.feature("kwargs-forwarding")
        scope = self.function_scope({})
        targets = scope.paths({FUNC}, affordable=True)
        if targets:
            target, sym = scope.pick(targets)
            scope.spend(sym)
        else:
            target = "(lambda x, step=0, *, scale=1: x * scale + step)"
        extra = scope.int_expr(1)
        lines = ["def combine(*args, **kwargs):"]
        if self.state.chance(40):
            self.state.feature("kwargs-written")
            # only `scale`: a caller may pass `step` by position
            lines.append(
                f'    kwargs.setdefault("scale", {self.draw(st.integers(1, 3))})'
            )
        lines.append(f"    return ({target}(*args, **kwargs) + {extra}) % {MODULUS}")
        item.binds["combine"] = Sym(FUNC, cost=1 + BODY_BUDGET - scope.budget)
        return lines

    def write_reset(self, item: Item) -> list[str]:
        self.state.feature("global-write")
        return [
            "def reset(x, step=0, *, scale=1):",
            "    global VALUE",
            f"    VALUE = (x + step * scale) % {MODULUS}",
            "    return VALUE",
        ]

    def write_node(self, item: Item) -> list[str]:
        self.state.feature("class")
        draw, chance = self.draw, self.state.chance
        scope = self.module_scope()
        bases = scope.paths({CLASS})
        base, base_sym = (None, None)
        if bases and chance(90):
            base, base_sym = scope.pick(bases)
            self.state.feature("inheritance")
        kind = scope.str_expr(1)
        cost = 1 + (base_sym.cost if base_sym else 0)
        tag = self.unit.short
        header = f"class Node({base}):" if base else "class Node:"
        # `super(Node, self)` reads the global Node at call time: only while it is this class
        explicit = base and self.last["Node"] == self.slot and chance(30)
        sup = "super(Node, self)" if explicit else "super()"
        if base:
            self.state.feature("super-explicit" if explicit else "super")
        methods = set(base_sym.methods) if base_sym else set()
        lines = [header, f"    kind = {kind}"]
        if chance(25):
            self.state.feature("class-attribute-named-like-global")
            value = scope.int_expr(1)
            if CLASS_ATTRIBUTE in self.env and chance(
                50
            ):  # reads the global, then binds
                value = f"{CLASS_ATTRIBUTE} + {value}"
            lines.append(f"    {CLASS_ATTRIBUTE} = {value}")
            methods.add(CLASS_ATTRIBUTE)
        lines += ["", f"    def __init__(self, v, tag={q(tag)}):"]
        if base:
            lines.append(f"        {sup}.__init__(v + {draw(st.integers(0, 2))}, tag)")
        lines += ["        self.v = v", "        self.tag = tag"]
        if chance(20):
            self.state.feature("private-name-mangling")
            lines.append(f"        self.__hidden = v * {draw(st.integers(2, 5))}")
            if "reveal" not in methods or chance(50):
                lines += ["", "    def reveal(self):", "        return self.__hidden"]
            methods.add("reveal")
        if chance(12):
            self.state.feature("__init_subclass__")
            lines += [
                "",
                "    def __init_subclass__(cls, **kwargs):",
                "        super().__init_subclass__(**kwargs)",
                f'        print("{tag} subclass", cls.kind)',
            ]
        describe = 'f"{self.tag}:{self.v}"'
        if base:
            describe += f' + "<" + {sup}.describe() + ">"'
        lines += ["", "    def describe(self):", f"        return {describe}"]
        local = {"self.v": INT, "self.tag": STR}
        if CLASS_ATTRIBUTE in methods:
            local[f"self.{CLASS_ATTRIBUTE}"] = INT
        total = self.function_scope(local)
        expr = total.int_expr()
        cost += BODY_BUDGET - total.budget
        if base:
            expr += f" + {sup}.total()"
        lines += ["", "    def total(self):", f"        return ({expr}) % {MODULUS}"]
        if chance(20):
            self.state.feature("method-named-like-global")
            method = self.function_scope({**local, "x": INT})
            expr = method.int_expr()
            cost += BODY_BUDGET - method.budget
            lines += [
                "",
                "    def helper(self, x):",
                f"        return ({expr}) % {MODULUS}",
            ]
            methods.add("helper")
        if chance(25):
            self.state.feature("classmethod")
            lines += [
                "",
                "    @classmethod",
                "    def make(cls, v):",
                "        return cls(v + 1)",
            ]
            methods.add("make")
        if chance(25):
            self.state.feature("property")
            lines += [
                "",
                "    @property",
                "    def double(self):",
                "        return self.v * 2",
            ]
            methods.add("double")
        if chance(20):
            self.state.feature("staticmethod")
            lines += [
                "",
                "    @staticmethod",
                "    def triple(v):",
                "        return v * 3",
            ]
            methods.add("triple")
        if chance(15):
            self.state.feature("operator-method")
            lines += [
                "",
                "    def __add__(self, other):",
                "        return type(self)(self.v + other.v)",
            ]
            methods.add("add")
        item.binds["Node"] = Sym(CLASS, cost=cost, methods=tuple(sorted(methods)))
        return lines

    def write_record(self, item: Item) -> list[str]:
        variant = item.data["variant"]
        self.state.feature(f"record:{variant}")
        draw = self.draw
        scope = self.module_scope()
        extra = ()
        base = None
        if variant == "namedtuple":
            lines = ["class Pair(typing.NamedTuple):"]
        else:
            bases = [(p, s) for p, s in scope.paths({REC}) if s.variant == variant]
            decorator = {
                "dataclass": "@dataclasses.dataclass",
                "frozen": "@dataclasses.dataclass(frozen=True)",
                "order": "@dataclasses.dataclass(order=True)",
            }[variant]
            if bases and self.state.chance(50):
                base, _ = scope.pick(bases)
                self.state.feature("record-inheritance")
                extra = ("c",)
            lines = [decorator, f"class Pair({base}):" if base else "class Pair:"]
        if base:
            lines.append(f"    c: int = {draw(st.integers(0, 9))}")
            total = f"super().total() + self.c * {draw(st.integers(1, 5))}"
        else:
            lines += ["    a: int", f"    b: int = {draw(st.integers(0, 9))}"]
            total = f"self.a * {draw(st.integers(1, 5))} + self.b"
        lines += ["", "    def total(self):", f"        return ({total}) % {MODULUS}"]
        cost = 2 + (len(extra) * 2)
        item.binds["Pair"] = Sym(REC, variant=variant, methods=extra, cost=cost)
        return lines

    def write_enum(self, item: Item) -> list[str]:
        draw = self.draw
        variant = draw(st.sampled_from(["Enum", "IntEnum"]))
        self.state.feature(f"enum:{variant}")
        values = (1, draw(st.integers(2, 5)), draw(st.integers(6, 9)))
        item.binds["Color"] = Sym(ENUM, variant=variant, values=values)
        return [
            f"class Color(enum.{variant}):",
            f"    RED = {values[0]}",
            f"    GREEN = {values[1]}",
            f"    BLUE = {values[2]}",
            "",
            "    def weight(self):",
            f"        return self.value * {draw(st.integers(1, 9))}",
        ]

    def write_series(self, item: Item) -> list[str]:
        self.state.feature("generator")
        scope = self.function_scope({"n": INT, "start": INT, "i": INT})
        scope.loop_depth = 1
        expr = scope.int_expr()
        item.binds["series"] = Sym(GEN, cost=1 + BODY_BUDGET - scope.budget)
        if self.draw(st.booleans()):
            self.state.feature("yield-from")
            return [
                "def series(n, *, start=0):",
                f"    yield from ({expr} for i in range(start, start + n))",
            ]
        return [
            "def series(n, *, start=0):",
            "    for i in range(start, start + n):",
            f"        yield {expr}",
        ]

    def write_opened(self, item: Item) -> list[str]:
        self.state.feature(f"context-manager:{item.data['variant']}")
        short = self.unit.short
        if item.data["variant"] == "contextlib":
            return [
                "@contextlib.contextmanager",
                "def opened(label):",
                f'    print("{short} enter", label)',
                "    try:",
                "        yield len(label)",
                "    finally:",
                f'        print("{short} exit", label)',
            ]
        return [
            "class opened:",
            "    def __init__(self, label):",
            "        self.label = label",
            "",
            "    def __enter__(self):",
            f'        print("{short} enter", self.label)',
            "        return len(self.label)",
            "",
            "    def __exit__(self, *exc):",
            f'        print("{short} exit", self.label)',
            "        return False",
        ]

    def write_with_opened(self, item: Item) -> list[str]:
        scope = self.module_scope()
        path, _ = scope.pick(scope.paths({CTX}))
        label = self.label()
        return [
            f"with {path}({label}) as _v:",
            f"    print({label}, _v + {scope.int_expr()})",
        ]

    def write_counter(self, item: Item) -> list[str]:
        self.state.feature("global-counter")
        start = self.draw(st.integers(0, 5))
        return [
            f"COUNT = {start}",
            "",
            "",
            "def bump(n=1):",
            "    global COUNT",
            "    COUNT += n",
            "    return COUNT",
        ]

    def write_registry(self, item: Item) -> list[str]:
        return [
            "REGISTRY = {}",
            "",
            "",
            "def register(key):",
            "    def deco(fn):",
            "        REGISTRY[key] = fn",
            "        return fn",
            "",
            "    return deco",
        ]

    def write_twice(self, item: Item) -> list[str]:
        lines = ["def twice(fn):"]
        if "functools" in self.env and self.state.chance(50):
            self.state.feature("functools.wraps")
            lines.append("    @functools.wraps(fn)")
        lines += [
            "    def wrapper(*args, **kwargs):",
            f"        return fn(*args, **kwargs) * 2 % {MODULUS}",
            "",
            "    return wrapper",
        ]
        return lines

    def write_trace(self, item: Item) -> list[str]:
        return [
            "def trace(fn):",
            "    def wrapper(*args, **kwargs):",
            f'        print("trace {self.unit.short}", args, sorted(kwargs.items()))',
            "        return fn(*args, **kwargs)",
            "",
            "    return wrapper",
        ]

    def write_factory(self, item: Item) -> list[str]:
        self.state.feature("closure")
        text, local = self.signature()
        scope = self.function_scope({**local, "n": INT})
        body = scope.body()
        item.binds["make_adder"] = Sym(FACTORY, cost=1 + BODY_BUDGET - scope.budget)
        return [
            "def make_adder(n):",
            f"    def add{text}:",
            *indent(body, 2),
            "",
            "    return add",
        ]

    def write_accfactory(self, item: Item) -> list[str]:
        self.state.feature("nonlocal")
        return [
            "def make_acc(start=0):",
            "    total = start",
            "",
            "    def acc(x, step=0, *, scale=1):",
            "        nonlocal total",
            f"        total = (total + x * scale + step) % {MODULUS}",
            "        return total",
            "",
            "    return acc",
        ]

    def write_instance(self, item: Item) -> list[str]:
        (name,) = item.binds
        scope = self.module_scope()
        kind = FACTORY if name == "adder" else ACCFACTORY
        path, sym = scope.pick(scope.paths({kind}))
        item.binds[name] = Sym(FUNC, cost=sym.cost)
        return [f"{name} = {path}({scope.int_expr(1)})"]

    def write_table(self, item: Item) -> list[str]:
        self.state.feature("comprehension")
        scope = self.module_scope()
        n = self.draw(st.integers(1, 4))
        inner = scope.child({"i": INT}, times=n)
        inner.loop_depth = 1
        return [f"TABLE = [{inner.int_expr()} for i in range({n})]"]

    def write_lookup(self, item: Item) -> list[str]:
        self.state.feature("comprehension")
        scope = self.module_scope()
        n = self.draw(st.integers(1, 4))
        inner = scope.child({"i": INT}, times=n)
        inner.loop_depth = 1
        return [f"LOOKUP = {{i: {inner.int_expr()} for i in range({n})}}"]

    def write_oops(self, item: Item) -> list[str]:
        self.state.feature("exception-class")
        scope = self.module_scope()
        bases = scope.paths({EXC})
        base = "Exception"
        if bases and self.state.chance(85):
            base, _ = scope.pick(bases)
            self.state.feature("exception-inheritance")
        lines = [f"class Oops({base}):"]
        if self.state.chance(50):
            lines += [
                "    def __init__(self, value):",
                "        super().__init__(value)",
                "        self.value = value",
            ]
        else:
            lines.append("    pass")
        return lines

    def write_risky(self, item: Item) -> list[str]:
        text, local = self.signature(extras=False)
        scope = self.function_scope(local)
        excs = scope.paths({EXC})
        exc = scope.pick(excs)[0] if excs else "ValueError"
        expr = scope.int_expr(1)
        item.binds["risky"] = Sym(RISKY, cost=1 + BODY_BUDGET - scope.budget)
        return [
            f"def risky{text}:",
            f"    if (x + step) % 3 == {self.draw(st.integers(0, 2))}:",
            f"        raise {exc}(x)",
            f"    return ({expr}) % {MODULUS}",
        ]

    def write_decorated(self, item: Item) -> list[str]:
        (name,) = item.binds
        self.state.feature("decorator")
        scope = self.module_scope()
        options = scope.paths({DECO, REGDECO})
        if "functools" in self.env:
            options += [
                ("functools.lru_cache(maxsize=None)", Sym(DECO)),
                ("functools.cache", Sym(DECO)),
            ]
        chosen = self.draw(st.lists(st.sampled_from(options), min_size=1, max_size=2))
        decorators, extra = [], 0
        for path, sym in chosen:
            if sym.kind == REGDECO:
                self.state.feature("decorator-registry")
                decorators.append(f"@{path}({q(self.unit.short + '.' + name)})")
            else:
                decorators.append(f"@{path}")
                extra += 1
            if path.startswith("functools."):
                self.state.feature("lru_cache")
            elif "." in path:
                self.state.feature("decorator-from-module-attribute")
        lines, cost = self.function(name, decorators)
        item.binds[name] = Sym(FUNC, cost=cost + extra)
        return lines

    def write_effect(self, item: Item) -> list[str]:
        self.state.feature("import-time-print")
        scope = self.module_scope()
        label, value = self.label(), scope.value()
        how = self.draw(st.integers(0, 5))
        if how == 4:
            return [f'print({label}, {value}, sep=":", end=" ")']
        if how == 5 and "sys" in self.env:
            self.state.feature("sys.stdout.write")
            return [f'sys.stdout.write({label} + " " + str({value}) + "\\n")']
        return [f"print({label}, {value})"]

    def builtin(self, name: str) -> str:
        return name if self.state.modules_layout else f"builtins.{name}"

    def write_print_shadow(self, item: Item) -> list[str]:
        self.state.feature("print-shadow")
        variant = self.draw(st.integers(0, 2))
        base = self.builtin("print")
        if variant == 0:
            return [f"print = functools.partial({base}, flush=True)  # noqa: A001"]
        if variant == 1:
            return [
                f'print = functools.partial({base}, "[{self.unit.short}]")  # noqa: A001'
            ]
        return [f'print = functools.partial({base}, sep=" | ")  # noqa: A001']

    def write_builtin_shadow(self, item: Item) -> list[str]:
        self.state.feature("builtin-shadow")
        name = item.data["name"]
        return [BUILTIN_SHADOWS[name][0].format(builtin=self.builtin(name))]

    def write_input_shadow(self, item: Item) -> list[str]:
        self.state.feature("input-shadow")
        variant, short = item.data["variant"], self.unit.short
        if variant == "lambda":
            return [f'input = lambda prompt="": "{short}-stub"  # noqa: E731,A001']
        if variant == "readline":
            return ["input = sys.stdin.readline  # noqa: A001"]
        return [
            'def input(prompt=""):  # noqa: A001',
            f'    return "{short}:" + sys.stdin.readline().strip()',
        ]

    def write_read(self, item: Item) -> list[str]:
        self.state.feature("stdin")
        return [
            "try:",
            "    line = input()",
            "except EOFError:",
            '    line = "<eof>"',
            f"print({self.label()}, repr(line))",
        ]

    def write_atexit(self, item: Item) -> list[str]:
        self.state.feature("atexit")
        return [f'atexit.register(print, {self.label()}, "at exit")']

    def write_try_risky(self, item: Item) -> list[str]:
        self.state.feature("try-except")
        scope = self.module_scope()
        path, _ = scope.pick(scope.paths({RISKY}))
        label = self.label()
        lines = ["try:", f"    print({label}, {path}({scope.int_expr(1)}))"]
        excs = scope.paths({EXC})
        if excs and self.draw(st.booleans()):
            exc, _ = scope.pick(excs)
            lines += [
                f"except {exc} as _err:",
                f'    print({label}, "caught", _err.args)',
            ]
        lines += [
            "except Exception as _err:",
            f'    print({label}, "other", _err.args)',
        ]
        if self.draw(st.booleans()):
            lines += ["else:", f'    print({label}, "no error")']
        if self.draw(st.booleans()):
            lines += ["finally:", f'    print({label}, "finally")']
        return lines

    def write_registry_dump(self, item: Item) -> list[str]:
        scope = self.module_scope()
        path, _ = scope.pick(scope.paths({REGISTRY}))
        label = self.label()
        return [
            f"for _key, _fn in {path}.items():",
            f"    print({label}, _key, _fn({self.draw(st.integers(0, 9))}))",
        ]

    def write_lazy(self, item: Item) -> list[str]:
        self.state.feature("lazy-import")
        target: Unit = item.data["target"]
        if target.role == "sub":
            how = self.draw(st.sampled_from(["import", "as", "from"]))
            if how == "import" and self.unit.role != "init":
                imp, ref = f"import {target.dotted}", target.dotted
            elif how == "from":
                imp, ref = f"from {PACKAGE} import {target.short}", target.short
            else:
                imp, ref = f"import {target.dotted} as _lazy", "_lazy"
        elif self.draw(st.booleans()):
            imp, ref = f"import {target.dotted}", target.dotted
        else:
            imp, ref = f"import {target.dotted} as _lazy", "_lazy"
        expr = f"{ref}.VALUE"
        cost = 1
        helper = target.final.get("helper")
        if helper is not None and helper.kind == FUNC:
            expr += f" + {ref}.helper({self.draw(st.integers(0, 5))})"
            cost += helper.cost
        item.binds[f"late_{target.short}"] = Sym(LAZY, cost=cost)
        return [f"def late_{target.short}():", f"    {imp}", "", f"    return {expr}"]

    def write_lazy_call(self, item: Item) -> list[str]:
        scope = self.module_scope()
        path, _ = scope.pick(scope.paths({LAZY}))
        return [f"print({self.label()}, {path}())"]

    def write_modvalue(self, item: Item) -> list[str]:
        self.state.feature("module-as-value")
        modules = self.state.module_paths(self.env)
        chosen = self.draw(st.lists(st.sampled_from(modules), min_size=1, max_size=3))
        return [f"MODS = [{', '.join(chosen)}]"]

    def write_attr_assign(self, item: Item) -> list[str]:
        self.state.feature("module-attribute-assignment")
        scope = self.module_scope()
        module = scope.pick(self.state.module_paths(self.env))
        unit = self.state.by_name[self.module_target(module)]
        helper = unit.final.get("helper")
        if helper is not None and helper.kind == FUNC and self.draw(st.booleans()):
            factor = self.draw(st.integers(2, 9))
            lambda_ = f"lambda x, step=0, *, scale=1: (x * {factor} + step * scale) % {MODULUS}"
            return [f"{module}.helper = {lambda_}"]
        op = self.draw(st.sampled_from(["=", "+="]))
        return [f"{module}.VALUE {op} {scope.int_expr(1)}"]

    def module_target(self, path: str) -> str:
        head, *rest = path.split(".")
        sym = self.env[head]
        return f"{PACKAGE}.{rest[0]}" if rest else sym.target

    def write_globals_write(self, item: Item) -> list[str]:
        self.state.feature("globals()")
        scope = self.module_scope()
        name = f"DYN_{self.unit.short}"
        return [
            f'globals()["{name}"] = {scope.int_expr(1)}',
            f"print({self.label()}, {name})",
        ]

    def write_globals_list(self, item: Item) -> list[str]:
        self.state.feature("globals()")
        return [
            f"print({self.label()}, sorted(_k for _k in globals()"
            ' if _k.isupper() and not _k.startswith("_")))'
        ]

    def write_name_read(self, item: Item) -> list[str]:
        self.state.feature("module-__name__")
        return [f"print({self.label()}, __name__)"]

    def write_main_guard(self, item: Item) -> list[str]:
        self.state.feature("module-main-guard")
        return [
            'if __name__ == "__main__":',
            f'    print("{self.unit.short} run directly")',
        ]

    def write_introspect(self, item: Item) -> list[str]:
        self.state.feature("module-introspection")
        module = self.draw(st.sampled_from(self.state.module_paths(self.env)))
        label = self.label()
        how = self.draw(st.integers(0, 3))
        if how == 0:
            return [f'print({label}, getattr({module}, "VALUE"))']
        if how == 1:
            return [f'print({label}, vars({module})["VALUE"])']
        if how == 2:
            return [
                f'print({label}, "VALUE" in dir({module}), hasattr({module}, "nothing"))'
            ]
        return [f"print({label}, {module}.VALUE, type({module}).__name__)"]


# ---- the entry -------------------------------------------------------------------------------


class EntryGen(ModuleGen):
    """The entry: a module like the others, then probes that print what it can reach."""

    def probes(self, shows_names: bool) -> list[str]:
        lines: list[str] = []
        count = self.draw(st.integers(2, 7))
        for _ in range(count):
            self.nodes = NODES
            lines += self.probe()
        if shows_names:
            lines += self.name_probes()
        return lines

    def probe(self) -> list[str]:
        scope = self.module_scope()
        label = self.label()
        forms = ["int", "int", "str"]
        if scope.paths({REGISTRY}):
            forms += ["registry", "registry"]
        if scope.paths({RISKY}):
            forms.append("risky")
        if scope.paths({LAZY}):
            forms.append("lazy")
        if scope.paths({CTX}):
            forms.append("with")
        if scope.paths({ENUM}):
            forms.append("enum")
        if scope.paths({MODLIST}) or (
            self.state.modules_layout and self.state.module_paths(self.env)
        ):
            forms.append("modules")
        if scope.paths({CLASS}):
            forms.append("isinstance")
        form = self.draw(st.sampled_from(forms))
        if form == "int":
            return [f"print({label}, {scope.int_expr(3)})"]
        if form == "str":
            return [f"print({label}, {scope.str_expr(3)})"]
        if form == "registry":
            path, _ = scope.pick(scope.paths({REGISTRY}))
            self.state.feature("registry-iteration")
            arg = self.draw(st.integers(0, 9))
            return [
                f"print({label}, sorted({path}))",
                f"for _key, _fn in {path}.items():",
                f"    print({label}, _key, _fn({arg}), _fn({arg}, scale=2))",
            ]
        if form == "risky":
            return self.write_try_risky(Item("try_risky"))
        if form == "lazy":
            path, _ = scope.pick(scope.paths({LAZY}))
            return [f"print({label}, {path}(), {path}())"]
        if form == "with":
            return self.write_with_opened(Item("with_opened"))
        if form == "enum":
            path, _ = scope.pick(scope.paths({ENUM}))
            return [
                f"for _c in {path}:",
                f"    print({label}, _c.name, _c.value, _c.weight())",
            ]
        if form == "modules":
            self.state.feature("module-as-value")
            mods = [p for p, _ in scope.paths({MODLIST})] + [
                f"[{m}]" for m in self.state.module_paths(self.env)
            ]
            path = scope.pick(mods)
            return [f"for _m in {path}:", f"    print({label}, _m.VALUE)"]
        # isinstance
        a, _ = scope.pick(scope.paths({CLASS}))
        b, _ = scope.pick(scope.paths({CLASS}))
        return [f"print({label}, isinstance({a}(1), {b}), issubclass({a}, {b}))"]

    def name_probes(self) -> list[str]:
        self.state.feature("names-shown")
        scope = self.module_scope()
        lines = []
        named = scope.paths({FUNC, CLASS, EXC, COUNTER, DECO, FACTORY, REC, ENUM, GEN})
        for path, sym in (
            self.draw(st.lists(st.sampled_from(named), max_size=3)) if named else []
        ):
            lines.append(f"print({self.label()}, {path}.__name__, {path}.__qualname__)")
        for path, _ in scope.paths({CLASS})[:1]:
            lines.append(f"print({self.label()}, type({path}(2)).__name__)")
        for path, _ in scope.paths({REC})[:1]:
            lines.append(f"print({self.label()}, repr({path}(1)))")
        for path, _ in scope.paths({ENUM})[:1]:
            lines.append(f"print({self.label()}, {path}.RED, repr({path}(1)))")
        return lines


def order_units(draw) -> list[Unit]:
    """1-4 modules (some in the package) in a random order, then the entry."""
    total = draw(st.integers(1, 4))
    subs = draw(st.integers(0, min(total, 3))) if draw(st.booleans()) else 0
    units = [
        Unit(name, "top", f"{name}.py", name) for name in TOP_NAMES[: total - subs]
    ]
    for name in SUB_NAMES[:subs]:
        units.append(Unit(f"{PACKAGE}.{name}", "sub", f"{PACKAGE}/{name}.py", name))
    if subs:
        units.append(Unit(PACKAGE, "init", f"{PACKAGE}/__init__.py", PACKAGE))
    units = list(draw(st.permutations(units)))
    units.append(Unit("__main__", "entry", ENTRY, "main"))
    for index, unit in enumerate(units):
        unit.index = index
    return units


def choose_all(state: State, unit: Unit) -> list[str]:
    """Maybe give `unit` an `__all__` (a package's may name a submodule)."""
    names = [
        n
        for n, s in unit.final.items()
        if s.kind in IMPORTABLE and not n.startswith("_")
    ]
    if not names or not state.chance(30):
        return []
    chosen = state.draw(
        st.lists(st.sampled_from(names), min_size=1, max_size=4, unique=True)
    )
    unit.all_names = tuple(chosen)
    if (
        unit.role == "init" and state.modules_layout
    ):  # `from pkg import *` imports the sub
        subs = [u.short for u in state.units if u.role == "sub"]
        extra = state.draw(st.lists(st.sampled_from(subs), max_size=1, unique=True))
        unit.all_subs = tuple(s for s in extra if s not in chosen)
    state.feature("__all__")
    listed = [q(n) for n in (*unit.all_names, *unit.all_subs)]
    return [f"__all__ = [{', '.join(listed)}]", ""]


@st.composite
def program(draw) -> Program:
    units = order_units(draw)
    state = State(draw, units)
    files: dict[str, str] = {}
    for unit in units[:-1]:
        gen = ModuleGen(state, unit)
        lines, env = gen.generate()
        unit.final = env
        lines = choose_all(state, unit) + lines
        files[unit.path] = "\n".join(lines) + "\n"
        if unit.role == "init":
            state.feature("package")
    entry = units[-1]
    gen = EntryGen(state, entry)
    lines, env = gen.generate()
    shows_names = state.chance(15)
    probes = gen.probes(shows_names)
    exit_kind = draw(
        st.sampled_from(["none"] * 6 + ["sys.exit", "SystemExit", "exception"])
    )
    status = 0
    if exit_kind == "sys.exit" and "sys" not in env:
        lines = ["import sys", *lines]
    if exit_kind in ("sys.exit", "SystemExit"):
        status = draw(st.integers(0, 3))
        state.feature(f"exit:{exit_kind}")
    elif exit_kind == "exception":
        status = 1
        state.feature("exit:exception")
    ending = {
        "none": [],
        "sys.exit": [f"sys.exit({status})"],
        "SystemExit": [f"raise SystemExit({status})"],
        "exception": ['raise RuntimeError("the end")'],
    }[exit_kind]
    body = probes + ending
    if state.chance(35):
        state.feature("entry-main-function")
        lines += [
            "",
            "",
            "def main():",
            *indent(body),
            "",
            "",
            'if __name__ == "__main__":',
        ]
        lines.append("    main()")
    else:
        lines += [""] + body
    files[ENTRY] = "\n".join(lines) + "\n"
    return Program(
        files=files,
        stdin=STDIN,
        status=status,
        exit_kind=exit_kind,
        shows_names=shows_names,
        features=tuple(state.features),
    )
