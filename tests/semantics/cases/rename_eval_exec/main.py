import evaluator

SCALE = 3
OFFSET = 100


def compute(n):
    return n * SCALE + OFFSET


print(eval("SCALE * 2 + OFFSET"))
print(eval("compute(4)"))
exec("RESULT = compute(5)\nprint('inside exec:', RESULT)")
print("RESULT after exec:", RESULT)  # noqa: F821
namespace = {"x": 10}
exec("y = x * 2\ndef twice(v):\n    return v * 2\n", namespace)
print("namespace:", namespace["y"], namespace["twice"](21))
print(evaluator.evaluate("depth * width", depth=3, width=4))
print(evaluator.evaluate_global("LIMIT - 1"))


def with_local():
    factor = 7
    return eval("factor * SCALE")


print(with_local())
