"""Driver: asteval (a restricted Python interpreter walking `ast` nodes with `on_<node>` methods
found by name, a symbol table seeded from `math` and builtins, user functions defined in the
evaluated code, error reporting)."""

from asteval import Interpreter, make_symbol_table

aeval = Interpreter(use_numpy=False, minimal=False)
PROGRAMS = [
    "1 + 2 * 3",
    "x = 5\ny = x ** 2\ny - x",
    "sqrt(16) + sin(0) + pi",
    "[i * i for i in range(6) if i % 2]",
    "{k: v for k, v in zip('abc', range(3))}",
    "s = 0\nfor i in range(10):\n    if i == 7:\n        break\n    s += i\ns",
    "n = 0\nwhile n < 100:\n    n = n * 2 + 1\nn",
    "def fact(n):\n    return 1 if n < 2 else n * fact(n - 1)\nfact(10)",
    "def kw(a, b=2, *args, **kws):\n    return (a, b, args, sorted(kws))\nkw(1, 3, 4, 5, z=1, y=2)",
    "lambda_like = [abs(v) for v in (-1, -2, 3)]\nlambda_like",
    "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    r = 'caught'\nr",
    "a, b = 1, 2\na, b = b, a\n(a, b)",
    "'%s-%d' % ('x', 3) + f'{a:>3}'",
    "sorted({'b': 1, 'a': 2}.items())",
    "x if x > 3 else -x",
    "max([1, 5, 3]), min(4, 2), sum(range(5)), round(2.567, 1)",
    "int('42') + float('1.5')",
    "isinstance(3, int), type(3.0).__name__",
    "import os",
    "open('x')",
    "__import__('os')",
    "undefined_name + 1",
    "1 +",
    "(lambda q: q * 2)(4)",
    "class A:\n    pass",
    "with open('f') as f:\n    pass",
    "assert 1 == 2, 'nope'",
    "del x\nx",
    "g = (i for i in range(3))\nlist(g)",
    "z = {1, 2}\nz | {3}",
    "s = 'Hello'\ns.upper(), s[1:3], s[::-1], len(s)",
    "2 ** 10000 > 1",
]
for number, source in enumerate(PROGRAMS):
    result = aeval(source, show_errors=False)
    errors = [(err.get_error()[0]) for err in aeval.error]
    print(number, repr(result)[:70], errors)
print(
    "symtable",
    aeval.symtable["y"],
    aeval.symtable["fact"].__class__.__name__,
    "sqrt" in aeval.symtable,
)
aeval.symtable["data"] = [3, 1, 2]
print("injected", aeval("sorted(data)"))
print("eval expr", aeval.eval("data[0] * 2"))
minimal = Interpreter(minimal=True)
print(
    "minimal",
    minimal("1 + 1"),
    "sqrt" in minimal.symtable,
    minimal("sqrt(4)", show_errors=False),
    [e.get_error()[0] for e in minimal.error],
)
table = make_symbol_table(use_numpy=False, custom=lambda x: x + 100)
custom = Interpreter(symtable=table)
print("custom symtable", custom("custom(1)"))
limited = Interpreter(max_statement_length=10)
print(
    "limited",
    limited("x = 1 + 2 + 3 + 4 + 5", show_errors=False),
    [e.get_error()[0] for e in limited.error],
)
print(
    "no_ nodes",
    Interpreter(no_for=True)("for i in range(2): pass", show_errors=False),
    [e.get_error()[0] for e in Interpreter(no_for=True).error],
)
aeval("def f(x):\n    return x * 3")
print("procedure", aeval.symtable["f"](5), repr(aeval.symtable["f"])[:40])
print("version", __import__("asteval").__version__)
