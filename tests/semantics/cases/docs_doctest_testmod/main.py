import doctest

from stats import basic

print(doctest.testmod(basic))
doctest.testmod(basic, verbose=True)
finder = doctest.DocTestFinder()
print([(t.name, len(t.examples)) for t in sorted(finder.find(basic), key=lambda t: t.name)])
