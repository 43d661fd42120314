from nodes import Add, Neg, Num, Pow
from visitors import Evaluator, Printer

tree = Add(Add(Num(2), Num(3)), Neg(Num(4)))
print(Printer().visit(tree), "=", Evaluator().visit(tree))
print(tree)
try:
    Evaluator().visit(Add(Num(1), Pow(Num(2), Num(3))))
except TypeError as error:
    print("TypeError:", error)
