"""Driver: lark (grammars importing `%import common.NUMBER`, read from the package's data file
`grammars/common.lark` with `pkgutil.get_data`; Earley and LALR parsers, transformers and
visitors dispatching on rule names by `getattr`, `v_args` decorators, tree reconstruction,
interactive parsing)."""

from lark import Lark, Token, Transformer, Tree, UnexpectedInput, Visitor, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.visitors import Interpreter

CALC = r"""
?start: sum
      | NAME "=" sum    -> assign_var
?sum: product
    | sum "+" product   -> add
    | sum "-" product   -> sub
?product: atom
    | product "*" atom  -> mul
    | product "/" atom  -> div
?atom: NUMBER           -> number
     | "-" atom         -> neg
     | NAME             -> var
     | "(" sum ")"
%import common.CNAME -> NAME
%import common.NUMBER
%import common.WS_INLINE
%ignore WS_INLINE
"""


@v_args(inline=True)
class CalculateTree(Transformer):
    from operator import add, sub, mul, truediv as div, neg

    number = float

    def __init__(self):
        super().__init__()
        self.vars = {}

    def assign_var(self, name, value):
        self.vars[str(name)] = value
        return value

    def var(self, name):
        return self.vars.get(str(name), 0.0)


calc = Lark(CALC, parser="lalr", transformer=CalculateTree())
for line in ["a = 1 + 2 * 3", "b = (a - 1) / 2", "-a * b", "a * -(b + 1)", "10 / 4"]:
    print(repr(line), "->", calc.parse(line))
earley = Lark(CALC, parser="earley")
tree = earley.parse("x = 1 + 2 * (3 - y)")
print(tree)
print(tree.pretty())
print("data", [t.data for t in tree.iter_subtrees_topdown()])
print(
    "tokens",
    [
        (t.type, str(t), t.line, t.column)
        for t in tree.scan_values(lambda v: isinstance(v, Token))
    ],
)


class Counter(Visitor):
    def __init__(self):
        self.counts = {}

    def __default__(self, tree):
        self.counts[tree.data] = self.counts.get(tree.data, 0) + 1


counter = Counter()
counter.visit(tree)
print("visitor", sorted(counter.counts.items()))


class Depth(Interpreter):
    def add(self, tree):
        return 1 + max(
            self.visit(child) if isinstance(child, Tree) else 0
            for child in tree.children
        )

    def __default__(self, tree):
        return 1 + max(
            (self.visit(c) for c in tree.children if isinstance(c, Tree)), default=0
        )


print("interpreter depth", Depth().visit(tree))
JSON = r"""
?value: dict | list | string | SIGNED_NUMBER -> number | "true" -> true | "false" -> false | "null" -> null
list : "[" [value ("," value)*] "]"
dict : "{" [pair ("," pair)*] "}"
pair : string ":" value
string : ESCAPED_STRING
%import common.ESCAPED_STRING
%import common.SIGNED_NUMBER
%import common.WS
%ignore WS
"""


class ToPython(Transformer):
    def string(self, s):
        (s,) = s
        return s[1:-1]

    def number(self, n):
        (n,) = n
        return float(n)

    list = list
    pair = tuple
    dict = dict

    def null(self, _):
        return None

    def true(self, _):
        return True

    def false(self, _):
        return False


json_parser = Lark(
    JSON,
    start="value",
    parser="lalr",
    propagate_positions=True,
    maybe_placeholders=False,
)
parsed = json_parser.parse('{"a": [1, 2.5, true, null], "b": {"c": "d"}}')
print("json tree", parsed.data, parsed.meta.line, parsed.meta.end_column)
print("json", ToPython().transform(parsed))
for bad in ['{"a": }', "[1 2]", "@"]:
    try:
        json_parser.parse(bad)
    except UnexpectedInput as error:
        print(
            "error",
            type(error).__name__,
            error.line,
            error.column,
            repr(error.get_context(bad).splitlines()[0]),
        )
print("terminals", sorted(t.name for t in json_parser.terminals)[:6])
print("rules", len(json_parser.rules))
ip = json_parser.parse_interactive("[1, 2")
ip.exhaust_lexer()
print("interactive accepts", sorted(ip.accepts()))
ambiguous = Lark(
    'start: x x\nx: "a" | "aa" | \n', ambiguity="explicit", parser="earley"
)
print("ambiguity", ambiguous.parse("aaa").data)
lexed = [(t.type, str(t)) for t in json_parser.lex('{"k": 1}')]
print("lex", lexed)
print(
    "tree api",
    Tree("a", [Tree("b", []), "c"]).children,
    Tree("a", []) == Tree("a", []),
    repr(Token("T", "v")),
)
grammar_with_templates = Lark(
    """
start: _separated{item, ","}
_separated{x, sep}: x (sep x)*
item: /[a-z]+/
""",
    parser="lalr",
)
print(
    "templates", grammar_with_templates.parse("ab,cd,e").pretty().strip().splitlines()
)
