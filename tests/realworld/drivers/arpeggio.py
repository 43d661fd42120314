"""Driver: arpeggio (PEG grammars written as Python functions returning sequences: rules named
by the functions' `__name__`, a textual PEG grammar read by `arpeggio.cleanpeg`, semantic
analysis by `visit_<rule name>` methods found with `getattr`)."""

from arpeggio import (
    EOF,
    NoMatch,
    OneOrMore,
    Optional,
    ParserPython,
    PTNodeVisitor,
    RegExMatch as _,
    ZeroOrMore,
    visit_parse_tree,
)
from arpeggio.cleanpeg import ParserPEG


def number():
    return _(r"\d*\.\d*|\d+")


def factor():
    return Optional(["+", "-"]), [number, ("(", expression, ")")]


def term():
    return factor, ZeroOrMore(["*", "/"], factor)


def expression():
    return term, ZeroOrMore(["+", "-"], term)


def calc():
    return OneOrMore(expression, ";"), EOF


class CalcVisitor(PTNodeVisitor):
    def visit_number(self, node, children):
        return float(node.value)

    def visit_factor(self, node, children):
        if len(children) == 1:
            return children[0]
        sign = -1 if children[0] == "-" else 1
        return sign * children[-1]

    def visit_term(self, node, children):
        result = children[0]
        for i in range(2, len(children), 2):
            result = (
                result * children[i] if children[i - 1] == "*" else result / children[i]
            )
        return result

    def visit_expression(self, node, children):
        result = children[0]
        for i in range(2, len(children), 2):
            result = (
                result + children[i] if children[i - 1] == "+" else result - children[i]
            )
        return result

    def visit_calc(self, node, children):
        return list(children)


parser = ParserPython(calc, reduce_tree=False)
SOURCE = "-(4-1)*5+(2+4.67)+5.89/(.2+7); 2*3; 1;"
tree = parser.parse(SOURCE)
print("tree", tree.rule_name, len(tree), tree.position, tree.position_end)
print("tree text", str(tree)[:80])
print("tree repr", tree.tree_str().splitlines()[:8])
print("value", visit_parse_tree(tree, CalcVisitor(debug=False)))
for bad in ["1 +", "2 * (3", "abc;"]:
    try:
        parser.parse(bad)
    except NoMatch as error:
        print(
            "NoMatch",
            error.position,
            parser.pos_to_linecol(error.position),
            sorted(str(r) for r in error.rules),
        )
reduced = ParserPython(calc, reduce_tree=True).parse("1+2;")
print("reduced", reduced.rule_name, [c.rule_name for c in reduced])
PEG = r"""
program = statement+ EOF
statement = assignment / call
assignment = name "=" value ";"
call = name "(" (value ("," value)*)? ")" ";"
value = number / string / name
number = r'\d+'
string = '"' r'[^"]*' '"'
name = r'[a-z_]+'
"""


class ProgramVisitor(PTNodeVisitor):
    def visit_number(self, node, children):
        return int(node.value)

    def visit_string(self, node, children):
        return children[0] if children else ""

    def visit_name(self, node, children):
        return node.value

    def visit_assignment(self, node, children):
        return ("set", children[0], children[1])

    def visit_call(self, node, children):
        return ("call", children[0], list(children[1:]))


peg = ParserPEG(PEG, "program", skipws=True)
program_tree = peg.parse('x = 1; y = "hi"; show(x, y, 3); go();')
print("peg", visit_parse_tree(program_tree, ProgramVisitor()))
print("peg rules", sorted(peg.peg_rules)[:8] if hasattr(peg, "peg_rules") else "-")
ws = ParserPython(calc, ws="\t ", skipws=True, memoization=True)
print("memoized", visit_parse_tree(ws.parse("1 + 2 * 3;"), CalcVisitor()))
for node in tree:
    print("child", node.rule_name, node.position)
print("flat", [n.value for n in parser.parse("1+2;") if hasattr(n, "value")][:6])
for text in [
    "1;",
    "2*3+4;",
    "2*(3+4);",
    "-1.5*-2;",
    "8/4/2;",
    "1-2-3;",
    "((2));",
    "+3;",
    ".5+.5;",
    "7*0;",
    "1+2*3-4/5;",
    "(1+2)*(3+4);",
]:
    print("calc", repr(text), visit_parse_tree(parser.parse(text), CalcVisitor()))
for statement in ["a = 1;", "f();", 'g("s", 2);', 'h = "x";']:
    print("peg statement", visit_parse_tree(peg.parse(statement), ProgramVisitor()))
