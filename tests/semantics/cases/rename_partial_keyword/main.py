import functools

from search import negamax, quick

deep = functools.partial(negamax, depth=3)
shallow = functools.partial(negamax, depth=1, color=-1)
print(deep([1, 2, 3]))
print(shallow([1, 2, 3]))
print(deep([4, 5], depth=5))
print(quick([9, 8]))
print("partial keywords:", deep.keywords, quick.keywords)
