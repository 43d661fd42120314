import inspect

from recipes import steps

print(inspect.getsource(steps.knead))
print(inspect.getsource(steps.Oven.bake))
lines, start = inspect.getsourcelines(steps.Oven)
print(start, len(lines))
print(repr(inspect.getcomments(steps.knead)))
print(steps.Oven().bake(steps.knead("dough", 3)))
