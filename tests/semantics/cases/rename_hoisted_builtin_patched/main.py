import builtins
builtins.len = lambda v: 7
print(len('a'), len('a'), len('a'), len('a'))
