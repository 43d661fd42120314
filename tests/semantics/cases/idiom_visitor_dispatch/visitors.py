class Visitor:
    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, self.generic_visit)
        return method(node)

    def generic_visit(self, node):
        raise TypeError(f"no visit_{type(node).__name__} method")


class Evaluator(Visitor):
    def visit_Num(self, node):
        return node.value

    def visit_Add(self, node):
        return self.visit(node.left) + self.visit(node.right)

    def visit_Neg(self, node):
        return -self.visit(node.operand)


class Printer(Visitor):
    def visit_Num(self, node):
        return str(node.value)

    def visit_Add(self, node):
        return f"({self.visit(node.left)} + {self.visit(node.right)})"

    def visit_Neg(self, node):
        return f"-{self.visit(node.operand)}"
