"""Driver: parse (module-level names shadowing builtins: compile, format; regex generation)."""

import builtins
from decimal import Decimal

import parse as parse_module
from parse import Parser, compile, findall, parse, search, with_pattern

r = parse("It's {}, I love it!", "It's spam, I love it!")
print("basic", r, r[0], r.fixed, r.named)
r = parse("{name} is {age:d} years old", "Ann is 42 years old")
print("named", r["name"], r["age"], type(r["age"]).__name__, r.named, r.spans)
print("no match", parse("{:d}", "abc"), parse("x{}", "y1"))
print("search", search("Age: {:d}\n", "Name: Rufus\nAge: 42\nColor: red\n").fixed)
print(
    "findall",
    [
        m["san"]
        for m in findall("move {n:d}: {san:w}", "move 1: e4 move 2: d4 move 3: c4")
    ],
)
print(
    "findall sum", sum(r[0] for r in findall(">{:d}<", "<p>the <b>>12<</b> and >30< "))
)

p = compile("{piece:l}{file:l}{rank:d}")
print(
    "compiled",
    p.parse("Ne5").named,
    p.parse("Kd1")["rank"],
    p.named_fields,
    p.fixed_fields,
)
print("format property", p.format, compile("{:d}-{:d}").format.format(1, 2))
print("types", parse("{:d} {:f} {:e} {:g} {:%}", "12 3.5 1.5e3 0.25 50%").fixed)
print("ints", parse("{:x} {:o} {:b} {:n}", "ff 17 101 1,234,567").fixed)
print("prefixed", parse("{:d} {:d} {:d}", "0x1f 0o17 0b101").fixed)
print(
    "words",
    parse("{:w} {:W} {:S}", "abc_1 !!! xyz").fixed,
    parse("{:l}", "lower").fixed,
)
print("width/align", parse("[{:>5}] [{:<5}] [{:^5}]", "[   ab] [cd   ] [ ef  ]").fixed)
print(
    "fixed width",
    parse("{:2d}{:2d}{:2d}", "123456").fixed,
    parse("{:.2}{:.2}", "abcd").fixed,
)
print("sign/fill", parse("{:+d} {:0>4d}", "+5 0042").fixed)
print(
    "case",
    parse("HELLO {}", "hello world"),
    parse("HELLO {}", "hello world", case_sensitive=True),
)
print("dotted names", parse("{a.b} {c[d]}", "1 2").named)
print(
    "repeated", parse("{x} and {x}", "a and a").named, parse("{x} and {x}", "a and b")
)
print("escapes", parse("{{literal}} {}", "{literal} value").fixed)

dt = parse("{:ti}", "2024-06-07T12:30:45+02:00")[0]
print("ti", dt, dt.tzinfo, dt.utcoffset())
print(
    "ta/tg",
    parse("{:ta}", "06/07/2024 08:15 PM")[0],
    parse("{:tg}", "7/6/2024 20:15")[0],
)
print("te", parse("{:te}", "Fri, 07 Jun 2024 12:30:00 +0000")[0])
print(
    "th/tc",
    parse("{:th}", "07/Jun/2024:12:30:45 +0100")[0],
    parse("{:tc}", "Fri Jun  7 12:30:45 2024")[0],
)
print("tt", parse("{:tt}", "10:21:36 PM -5:30")[0])
print(
    "strftime",
    parse("{:%Y-%m-%d %H:%M}", "2024-06-07 09:05")[0],
    parse("{:%d/%m/%y}", "07/06/24")[0],
)
tz = parse_module.FixedTzOffset(90, "+01:30")
print(
    "FixedTzOffset",
    repr(tz),
    tz.utcoffset(None),
    tz.tzname(None),
    tz == parse_module.FixedTzOffset(90, "+01:30"),
)


@with_pattern(r"[KQRBNP]")
def piece(text):
    return {
        "K": "king",
        "Q": "queen",
        "R": "rook",
        "B": "bishop",
        "N": "knight",
        "P": "pawn",
    }[text]


@with_pattern(r"(\d+)-(\d+)", regex_group_count=2)
def score(text):
    a, b = text.split("-")
    return (int(a), int(b))


def money(text):
    return Decimal(text.replace(",", ""))


money.pattern = r"[\d,]+\.\d\d"
extra = dict(Piece=piece, Score=score, Money=money)
print(
    "custom",
    parse(
        "{:Piece} on {} scored {:Score} for ${:Money}",
        "N on f3 scored 1-0 for $1,250.50",
        extra,
    ).fixed,
)
print("custom named", parse("{p:Piece}{q:Piece}", "KQ", extra_types=extra).named)
m = parse("{x:d}", "17", evaluate_result=False)
print("Match", type(m).__name__, m.evaluate_result().named)
print("Parser", isinstance(p, Parser), repr(parse("{}", "x"))[:30])
try:
    compile("{a} {a:d}")
except parse_module.RepeatedNameError as exc:
    print("RepeatedNameError", exc)
many = compile(" ".join(["{:d}"] * 120)).parse(" ".join(map(str, range(120))))
print("many fields", len(many.fixed), many[119])
print(
    "int_convert",
    parse_module.int_convert()("0x10", None),
    parse_module.int_convert(8)("17", None),
)
print("findall spans", [r.spans for r in findall("{:d}", "a1b22c333")])
print(
    "search pos",
    search("{:d}", "a1b22c333", pos=3).fixed,
    search("{:d}", "a1b22c333", 0, 2).fixed,
)
print(
    "builtin compile untouched",
    eval(builtins.compile("6 * 7", "<expr>", "eval")),
    compile is parse_module.compile,
)
print("done")
