"""Driver: pyparsing (arithmetic with infix_notation, a small config language, scanning)."""

import operator

import pyparsing as pp
from pyparsing import common as ppc

pp.ParserElement.enable_packrat()

# ---- arithmetic ------------------------------------------------------------------------
integer = pp.Word(pp.nums).set_parse_action(lambda t: int(t[0]))
real = pp.Regex(r"\d+\.\d*").set_parse_action(lambda t: float(t[0]))
ident = pp.Word(pp.alphas, pp.alphanums + "_")
operand = real | integer | ident

OPS = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "^": operator.pow,
}
VARS = {"x": 3, "y": 4, "pi": 3.0}


class Node:
    def __init__(self, tokens):
        self.tokens = tokens[0]

    def __repr__(self):
        return f"{type(self).__name__}({list(self.tokens)!r})"


class Unary(Node):
    def eval(self):
        sign, val = self.tokens
        v = evaluate(val)
        return -v if sign == "-" else v


class Binary(Node):
    def eval(self):
        toks = self.tokens
        acc = evaluate(toks[0])
        for op, rhs in zip(toks[1::2], toks[2::2]):
            acc = OPS[op](acc, evaluate(rhs))
        return acc


class Power(Node):
    def eval(self):
        vals = [evaluate(t) for t in self.tokens[::2]]
        acc = vals[-1]
        for v in reversed(vals[:-1]):
            acc = v**acc
        return acc


def evaluate(t):
    if isinstance(t, Node):
        return t.eval()
    if isinstance(t, str):
        return VARS[t]
    return t


expr = pp.infix_notation(
    operand,
    [
        (pp.one_of("+ -"), 1, pp.OpAssoc.RIGHT, Unary),
        ("^", 2, pp.OpAssoc.RIGHT, Power),
        (pp.one_of("* /"), 2, pp.OpAssoc.LEFT, Binary),
        (pp.one_of("+ -"), 2, pp.OpAssoc.LEFT, Binary),
    ],
)

for text in [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "2 ^ 3 ^ 2",
    "-x + y * 2",
    "10 / 4 - 1.5",
    "pi * (x + y) ^ 2",
    "-(-3)",
]:
    res = expr.parse_string(text, parse_all=True)
    print(f"{text!r:22} -> {res[0]!r} = {evaluate(res[0])}")

for bad in ["1 +", "(2 * 3", "4 $ 5"]:
    try:
        expr.parse_string(bad, parse_all=True)
    except pp.ParseException as exc:
        print(f"{bad!r:10} error: {exc} (line {exc.lineno} col {exc.col})")

# ---- a small config language -------------------------------------------------------------
LBRACE, RBRACE, EQ, SEMI = map(pp.Suppress, "{}=;")
value = pp.Forward()
string = pp.QuotedString('"', esc_char="\\")
number = ppc.number
boolean = pp.Keyword("true").set_parse_action(pp.replace_with(True)) | pp.Keyword(
    "false"
).set_parse_action(pp.replace_with(False))
lst = pp.Group(pp.Suppress("[") + pp.Opt(pp.DelimitedList(value)) + pp.Suppress("]"))
key = pp.Word(pp.alphas + "_", pp.alphanums + "_-")
assignment = pp.Group(key("key") + EQ + value("value") + SEMI)
section = pp.Forward()
section <<= pp.Group(
    key("name")
    + LBRACE
    + pp.Group(pp.ZeroOrMore(assignment | section))("body")
    + RBRACE
)
value <<= string | number | boolean | lst
config = pp.ZeroOrMore(section | assignment)
config.ignore(pp.python_style_comment)

CONFIG = """
# bot configuration
name = "alpha-beta \\"deluxe\\"";
depth = 7;
arena {
    size = [7, 9];
    steal = true;
    weights { center = 3.5; edge = -1; }
}
openings = ["e4", "d4", "c4"];
"""
parsed = config.parse_string(CONFIG, parse_all=True)


def show(items, indent=0):
    for item in items:
        if "name" in item:
            print(" " * indent + f"[{item['name']}]")
            show(item["body"], indent + 2)
        else:
            v = item["value"]
            if isinstance(v, pp.ParseResults):
                v = v.as_list()
            print(" " * indent + f"{item['key']} = {v!r}")


show(parsed)
print("as_list:", parsed.as_list()[0])
print("dump:")
print(parsed[1].dump())

# ---- scanning and transforming -------------------------------------------------------------
text = "Move 12: Nf3 (+0.31), move 13: e5?! (-0.12) and 14: O-O (+1.05)"
move_no = pp.Word(pp.nums)("n") + pp.Suppress(":")
san = pp.Regex(r"O-O(-O)?|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?")("san")
score = pp.Suppress("(") + ppc.fnumber("score") + pp.Suppress(")")
pattern = move_no + san + pp.Opt(pp.one_of("?! !? ?? !! ? !"))("note") + score
for toks, start, end in pattern.scan_string(text):
    print(
        "scan", toks["n"], toks["san"], toks.get("note", "-"), toks["score"], start, end
    )
upper = pp.Word(pp.alphas).set_parse_action(lambda t: t[0].upper())
print(
    "transform",
    pp.Keyword("move", caseless=True)
    .set_parse_action(pp.replace_with("MOVE"))
    .transform_string(text),
)
print("search", [t[0] for t in ppc.fnumber.search_string(text)])
print("nested", pp.nested_expr().parse_string("(a (b c) (d (e f)) g)").as_list())
print(
    "original_text_for",
    pp.original_text_for(pp.nested_expr("[", "]"))
    .search_string("x [a [b] c] y")
    .as_list(),
)
csv = pp.DelimitedList(pp.QuotedString('"') | pp.Word(pp.printables, exclude_chars=","))
print("csv", csv.parse_string('a,"b,c",d').as_list())
print(
    "ppc",
    ppc.ipv4_address.parse_string("192.168.0.1")[0],
    ppc.fnumber.parse_string("6.02e23")[0],
    ppc.hex_integer.parse_string("ff")[0],
)
print(
    "iso8601",
    ppc.iso8601_date.copy()
    .set_parse_action(ppc.convert_to_date())
    .parse_string("2024-06-07")[0],
)
print(
    "identifier",
    ppc.identifier.parse_string("_foo1 bar")[0],
    ppc.comma_separated_list.parse_string("a, b ,c").as_list(),
)
print("line/col", pp.lineno(30, CONFIG), pp.col(30, CONFIG), repr(pp.line(30, CONFIG)))
w = pp.Word(pp.alphas)("word") * 3
print("multiply", w.parse_string("one two three").as_list(), str(w))
print("exprs", str(expr)[:40], str(assignment)[:60])
try:
    pp.Word(pp.nums).parse_string("abc")
except pp.ParseException as exc:
    print("explain:", exc.explain(depth=0).splitlines()[-1])
print("done")
