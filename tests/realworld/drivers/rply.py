"""Driver: rply + appdirs (a lexer generator and an LALR parser generator from decorated
productions; parser tables cached through appdirs unless disabled here by building without
a cache file, tokens and boxes carried through a state object)."""

from rply import LexerGenerator, ParserGenerator, ParsingError, Token
from rply.token import BaseBox, SourcePosition

lg = LexerGenerator()
lg.add("NUMBER", r"\d+(\.\d+)?")
lg.add("PLUS", r"\+")
lg.add("MINUS", r"-")
lg.add("MUL", r"\*")
lg.add("DIV", r"/")
lg.add("POW", r"\*\*")
lg.add("OPEN_PARENS", r"\(")
lg.add("CLOSE_PARENS", r"\)")
lg.add("NAME", r"[a-z]+")
lg.add("EQUALS", r"=")
lg.ignore(r"\s+")
lexer = lg.build()
for token in lexer.lex("x = 3 + 4.5 * (2 - y)"):
    print(
        "token",
        token.gettokentype(),
        repr(token.getstr()),
        token.getsourcepos().lineno,
        token.getsourcepos().colno,
    )


class Number(BaseBox):
    def __init__(self, value):
        self.value = value

    def eval(self, env):
        return self.value


class Name(BaseBox):
    def __init__(self, name):
        self.name = name

    def eval(self, env):
        return env.get(self.name, 0)


class BinOp(BaseBox):
    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right

    def eval(self, env):
        a, b = self.left.eval(env), self.right.eval(env)
        return {
            "PLUS": a + b,
            "MINUS": a - b,
            "MUL": a * b,
            "DIV": a / b if b else float("inf"),
            "POW": a**b,
        }[self.op]


class Assign(BaseBox):
    def __init__(self, name, expr):
        self.name, self.expr = name, expr

    def eval(self, env):
        env[self.name] = self.expr.eval(env)
        return env[self.name]


pg = ParserGenerator(
    [
        "NUMBER",
        "PLUS",
        "MINUS",
        "MUL",
        "DIV",
        "POW",
        "OPEN_PARENS",
        "CLOSE_PARENS",
        "NAME",
        "EQUALS",
    ],
    precedence=[
        ("left", ["PLUS", "MINUS"]),
        ("left", ["MUL", "DIV"]),
        ("right", ["POW"]),
    ],
)


@pg.production("statement : NAME EQUALS expression")
def statement_assign(state, p):
    state.append("assign")
    return Assign(p[0].getstr(), p[2])


@pg.production("statement : expression")
def statement_expr(state, p):
    return p[0]


@pg.production("expression : NUMBER")
def expression_number(state, p):
    return Number(float(p[0].getstr()))


@pg.production("expression : NAME")
def expression_name(state, p):
    return Name(p[0].getstr())


@pg.production("expression : OPEN_PARENS expression CLOSE_PARENS")
def expression_parens(state, p):
    return p[1]


@pg.production("expression : expression PLUS expression")
@pg.production("expression : expression MINUS expression")
@pg.production("expression : expression MUL expression")
@pg.production("expression : expression DIV expression")
@pg.production("expression : expression POW expression")
def expression_binop(state, p):
    state.append(p[1].gettokentype())
    return BinOp(p[1].gettokentype(), p[0], p[2])


@pg.error
def error_handler(state, token):
    raise ValueError(
        f"unexpected {token.gettokentype()} at {token.getsourcepos().idx if token.getsourcepos() else None}"
    )


parser = pg.build()
print("conflicts", parser.lr_table.sr_conflicts, parser.lr_table.rr_conflicts)
env = {}
for line in [
    "a = 2",
    "b = a ** 3 ** 2",
    "(a + b) * 2 - 1",
    "b / (a - 2)",
    "c = a * (b - 500)",
    "1 +",
    "2 )",
    "d = c / a / 2",
    "a - b - c",
    "2 ** 0.5 * 2",
    "((((1))))",
    "e = d * (a + (b - c) * 2)",
    "x",
    "= 1",
    "f = 1 2",
]:
    state = []
    try:
        print(
            repr(line),
            "->",
            parser.parse(lexer.lex(line), state=state).eval(env),
            state,
        )
    except (ValueError, ParsingError) as error:
        print(repr(line), type(error).__name__, error)
    except Exception as error:
        print(repr(line), type(error).__name__)
print("env", sorted(env.items()))
print(
    "token eq",
    Token("A", "x") == Token("A", "x"),
    repr(Token("A", "x")),
    repr(SourcePosition(1, 2, 3)),
)
for token in lexer.lex("1 + 2\n * foo"):
    print(
        "position",
        token.name,
        token.value,
        token.source_pos.lineno,
        token.source_pos.colno,
        token.source_pos.idx,
    )
print("grammar", sorted(pg.tokens)[:4], len(parser.lr_table.grammar.productions))
