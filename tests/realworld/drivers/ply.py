"""Driver: ply (lex and yacc build their tables by reading the caller's module: token rules and
grammar productions found by name prefix (`t_`, `p_`) in the calling frame's globals, grammar
rules read from docstrings, `ply.yacc` writing no table files here), a calculator and a
small language."""

import ply.lex as lex
import ply.yacc as yacc

tokens = (
    "NAME",
    "NUMBER",
    "PLUS",
    "MINUS",
    "TIMES",
    "DIVIDE",
    "EQUALS",
    "LPAREN",
    "RPAREN",
    "POWER",
    "COMMA",
    "IF",
    "ELSE",
)
reserved = {"if": "IF", "else": "ELSE"}
t_PLUS = r"\+"
t_MINUS = r"-"
t_TIMES = r"\*"
t_DIVIDE = r"/"
t_EQUALS = r"="
t_LPAREN = r"\("
t_RPAREN = r"\)"
t_POWER = r"\^"
t_COMMA = r","
t_ignore = " \t"
t_ignore_COMMENT = r"\#.*"


def t_NAME(t):
    r"[a-zA-Z_][a-zA-Z0-9_]*"
    t.type = reserved.get(t.value, "NAME")
    return t


def t_NUMBER(t):
    r"\d+(\.\d+)?"
    t.value = float(t.value) if "." in t.value else int(t.value)
    return t


def t_newline(t):
    r"\n+"
    t.lexer.lineno += len(t.value)


def t_error(t):
    print(f"illegal character {t.value[0]!r} at {t.lexpos}")
    t.lexer.skip(1)


precedence = (
    ("left", "PLUS", "MINUS"),
    ("left", "TIMES", "DIVIDE"),
    ("right", "POWER"),
    ("right", "UMINUS"),
)
names = {}


def p_statement_assign(p):
    "statement : NAME EQUALS expression"
    names[p[1]] = p[3]
    p[0] = ("assign", p[1], p[3])


def p_statement_expr(p):
    "statement : expression"
    p[0] = ("value", p[1])


def p_expression_binop(p):
    """expression : expression PLUS expression
    | expression MINUS expression
    | expression TIMES expression
    | expression DIVIDE expression
    | expression POWER expression"""
    a, op, b = p[1], p[2], p[3]
    p[0] = {
        "+": a + b,
        "-": a - b,
        "*": a * b,
        "/": a / b if b else float("inf"),
        "^": a**b,
    }[op]


def p_expression_uminus(p):
    "expression : MINUS expression %prec UMINUS"
    p[0] = -p[2]


def p_expression_group(p):
    "expression : LPAREN expression RPAREN"
    p[0] = p[2]


def p_expression_call(p):
    "expression : NAME LPAREN args RPAREN"
    functions = {"max": max, "min": min, "sum": lambda *a: sum(a)}
    p[0] = functions[p[1]](*p[3])


def p_args(p):
    """args : expression
    | args COMMA expression"""
    p[0] = [p[1]] if len(p) == 2 else p[1] + [p[3]]


def p_expression_if(p):
    "expression : IF LPAREN expression RPAREN expression ELSE expression"
    p[0] = p[5] if p[3] else p[7]


def p_expression_number(p):
    "expression : NUMBER"
    p[0] = p[1]


def p_expression_name(p):
    "expression : NAME"
    try:
        p[0] = names[p[1]]
    except LookupError:
        print(f"undefined name {p[1]!r}")
        p[0] = 0


def p_error(p):
    print("syntax error at", repr(p.value) if p else "EOF")


lexer = lex.lex()
lexer.input("x = 3 + 4.5 * (2 - y) # comment\nif (1) 2 else 3 $ max(1, 2)")
for token in lexer:
    print("token", token.type, repr(token.value), token.lineno, token.lexpos)
parser = yacc.yacc(write_tables=False, debug=False)
for line in [
    "a = 2",
    "b = a ^ 3 ^ 2",
    "-b + 4 * (a - 1)",
    "c = max(a, b, 7) / 2",
    "if (a - 2) 10 else 20",
    "undefined + 1",
    "3 +",
    "(1 + 2",
    "sum(1, 2, 3) * -2",
    "2 ^ -1",
    "a / 0",
]:
    print(repr(line), "->", parser.parse(line, lexer=lexer))
print("names", sorted(names.items()))
print(
    "productions",
    len(parser.productions),
    parser.productions[1].name if hasattr(parser, "productions") else "",
)
clone = lexer.clone()
clone.input("1 2")
print("clone", [t.value for t in clone])
lexer.begin("INITIAL")
print("lexer state", lexer.current_state(), lexer.lineno)
