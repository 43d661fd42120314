LIMIT = 64
SCALE = "evaluator's scale"


def evaluate(expression, **variables):
    return eval(expression, {"__builtins__": {}}, variables)


def evaluate_global(expression):
    return eval(expression), SCALE
