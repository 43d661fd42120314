"""Driver: sly (Lexer and Parser classes whose bodies are executed in a metaclass
`__prepare__` namespace: bare names become token strings, `@_('rule')` decorators register
grammar rules under duplicate method names, regexes assembled from the class dict)."""

from sly import Lexer, Parser


class CalcLexer(Lexer):
    tokens = {
        NAME,
        NUMBER,
        STRING,
        PLUS,
        MINUS,
        TIMES,
        DIVIDE,
        ASSIGN,
        LPAREN,
        RPAREN,
        EQ,
        LT,
        IF,
        ELSE,
        PRINT,
    }
    ignore = " \t"
    ignore_comment = r"\#.*"
    literals = {";", ","}

    NAME = r"[a-zA-Z_][a-zA-Z0-9_]*"
    NAME["if"] = IF
    NAME["else"] = ELSE
    NAME["print"] = PRINT
    STRING = r"\".*?\""
    PLUS = r"\+"
    MINUS = r"-"
    TIMES = r"\*"
    DIVIDE = r"/"
    EQ = r"=="
    ASSIGN = r"="
    LT = r"<"
    LPAREN = r"\("
    RPAREN = r"\)"

    @_(r"\d+")
    def NUMBER(self, t):
        t.value = int(t.value)
        return t

    @_(r"\n+")
    def ignore_newline(self, t):
        self.lineno += len(t.value)

    def error(self, t):
        print(f"line {self.lineno}: bad character {t.value[0]!r}")
        self.index += 1


class CalcParser(Parser):
    tokens = CalcLexer.tokens
    precedence = (
        ("nonassoc", EQ, LT),
        ("left", PLUS, MINUS),
        ("left", TIMES, DIVIDE),
        ("right", UMINUS),
    )

    def __init__(self):
        self.names = {}
        self.printed = []

    @_("statement")
    def program(self, p):
        return [p.statement]

    @_("program ';' statement")
    def program(self, p):
        return p.program + [p.statement]

    @_("NAME ASSIGN expr")
    def statement(self, p):
        self.names[p.NAME] = p.expr
        return ("set", p.NAME, p.expr)

    @_("PRINT LPAREN expr RPAREN")
    def statement(self, p):
        self.printed.append(p.expr)
        return ("print", p.expr)

    @_("expr")
    def statement(self, p):
        return ("expr", p.expr)

    @_(
        "expr PLUS expr",
        "expr MINUS expr",
        "expr TIMES expr",
        "expr DIVIDE expr",
        "expr EQ expr",
        "expr LT expr",
    )
    def expr(self, p):
        a, b = p.expr0, p.expr1
        return {
            "+": lambda: a + b,
            "-": lambda: a - b,
            "*": lambda: a * b,
            "/": lambda: a // b if b else 0,
            "==": lambda: a == b,
            "<": lambda: a < b,
        }[p[1]]()

    @_("MINUS expr %prec UMINUS")
    def expr(self, p):
        return -p.expr

    @_("LPAREN expr RPAREN")
    def expr(self, p):
        return p.expr

    @_("IF LPAREN expr RPAREN expr ELSE expr")
    def expr(self, p):
        return p.expr1 if p.expr0 else p.expr2

    @_("NUMBER")
    def expr(self, p):
        return p.NUMBER

    @_("STRING")
    def expr(self, p):
        return p.STRING[1:-1]

    @_("NAME")
    def expr(self, p):
        return self.names.get(p.NAME, 0)

    def error(self, p):
        print("syntax error at", p.type if p else "EOF", p.value if p else "")
        if p:
            self.errok()


print("tokens", sorted(CalcLexer.tokens))
lexer = CalcLexer()
SOURCE = 'x = 3 + 4 * 2; y = (x - 1) / 2 # comment\n print(x); if (x < y) 1 else -y; z == 2; "s" + "t"; 5 $ 6'
for tok in lexer.tokenize(SOURCE):
    print("token", tok.type, repr(tok.value), tok.lineno, tok.index)
parser = CalcParser()
print("result", parser.parse(lexer.tokenize(SOURCE.replace("$", "+"))))
print("names", sorted(parser.names.items()), "printed", parser.printed)
for bad in ["x = ;", "1 + (2", "print x"]:
    print(repr(bad), CalcParser().parse(CalcLexer().tokenize(bad)))
print(
    "grammar rules",
    len(CalcParser._grammar.Productions) if hasattr(CalcParser, "_grammar") else "-",
)
print(
    "lexer regex ok",
    (
        CalcLexer._master_re.pattern.count("(?P<")
        if hasattr(CalcLexer, "_master_re")
        else "-"
    ),
)
