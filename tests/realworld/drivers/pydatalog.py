"""Driver: pyDatalog, pure-Python path (the Cython-compiled `pyEngine`, `fact_storage` and
`task_storage` left out, so the engine's Python sources and its `except ImportError` fallbacks
run): logic terms created in the caller's namespace with `pyDatalog.create_terms` (it writes
into the calling frame's globals), clauses built by operator overloading, recursive queries,
aggregates, and facts on Python classes."""

from pyDatalog import pyDatalog

pyDatalog.create_terms(
    "X, Y, Z, N, parent, ancestor, sibling, depth, edge, path, reachable, count_children, fib, F, N1, N2"
)

for child, par in [
    ("bob", "ann"),
    ("cyd", "ann"),
    ("dee", "bob"),
    ("eve", "bob"),
    ("fay", "dee"),
    ("gus", "cyd"),
]:
    +parent(child, par)
ancestor(X, Y) <= parent(X, Y)
ancestor(X, Y) <= parent(X, Z) & ancestor(Z, Y)
sibling(X, Y) <= parent(X, Z) & parent(Y, Z) & (X != Y)
print("parents of dee", sorted(parent("dee", Y).data))
print("ancestors of fay", sorted(ancestor("fay", Y).data))
print("descendants of ann", sorted(ancestor(X, "ann").data))
print("siblings", sorted(sibling(X, Y).data))
print("ask", sorted(pyDatalog.ask("ancestor(X, 'ann')").answers))
print("query string", sorted(map(tuple, pyDatalog.ask("sibling('bob', Y)").answers)))
-parent("gus", "cyd")
print("after retract", sorted(ancestor(X, "cyd").data))
for a, b in [(1, 2), (2, 3), (3, 4), (2, 4), (5, 6)]:
    +edge(a, b)
path(X, Y) <= edge(X, Y)
path(X, Y) <= edge(X, Z) & path(Z, Y)
print("path from 1", sorted(path(1, Y).data))
print("no cycle", sorted(path(X, X).data))
print("no path", path(1, 6) == [], bool(path(1, 4)))
(count_children[X] == len_(Y)) <= parent(Y, X)
print("children counts", sorted(count_children[X] == N))
(depth[X] == 0) <= parent(X, "ann") & (X == X)
print("arithmetic", sorted(((X == 3) & (Y == X * 2) & (Z == Y + 1)).data))
print("in", sorted(((X.in_((1, 2, 3, 4))) & (X > 2)).data))


class Employee(pyDatalog.Mixin):
    def __init__(self, name, manager, salary):
        super().__init__()
        self.name = name
        self.manager = manager
        self.salary = salary

    def __repr__(self):
        return self.name


john = Employee("John", None, 6800)
mary = Employee("Mary", john, 6300)
sam = Employee("Sam", mary, 5900)
pyDatalog.create_terms("E, M, indirect_manager")
print("class query", sorted(repr(row[0]) for row in (Employee.salary[E] > 6000)))
Employee.indirect_manager(E, M) <= (Employee.manager[E] == M)
Employee.indirect_manager(E, M) <= (
    Employee.manager[E] == X
) & Employee.indirect_manager(X, M)
print(
    "indirect managers of Sam",
    sorted(repr(row[0]) for row in Employee.indirect_manager(sam, M)),
)
pyDatalog.clear()
try:
    print("cleared", parent(X, Y) == [])
except AttributeError as error:
    print("cleared", str(error).split(":")[0])
pyDatalog.create_terms("color, adjacent, conflict, route, hops, H, H1")
for a, b in [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("a", "c")]:
    +adjacent(a, b)
for node, c in [
    ("a", "red"),
    ("b", "blue"),
    ("c", "red"),
    ("d", "blue"),
    ("e", "blue"),
]:
    +color(node, c)
conflict(X, Y) <= adjacent(X, Y) & color(X, Z) & color(Y, Z)
print("conflicts", sorted(conflict(X, Y).data))
route(X, Y) <= adjacent(X, Y)
route(X, Y) <= adjacent(X, Z) & route(Z, Y)
for start in "abcde":
    print("routes from", start, sorted(route(start, Y).data))
(hops[X] == len_(Y)) <= route(X, Y)
print("hops", sorted(hops[X] == H))
print("negation", sorted((color(X, "blue") & ~adjacent(X, Y)).data))
for value in range(5):
    print(
        "comparison",
        value,
        sorted(((X.in_(range(10))) & (X > value) & (X < value + 4)).data),
    )
