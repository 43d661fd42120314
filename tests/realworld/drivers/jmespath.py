"""Driver: jmespath (a hand-written lexer and Pratt parser with a cache, a tree interpreter
dispatching `visit_<node type>` by name, functions registered through a metaclass)."""

import jmespath
from jmespath import functions
from jmespath.exceptions import JMESPathError

DATA = {
    "people": [
        {"name": "ann", "age": 31, "tags": ["a", "b"], "pet": {"kind": "cat"}},
        {"name": "bob", "age": 25, "tags": ["b"], "pet": None},
        {"name": "cyd", "age": 42, "tags": [], "pet": {"kind": "dog"}},
    ],
    "matrix": [[1, 2], [3, [4, 5]]],
    "meta": {"count": 3, "ok": True, "nothing": None},
    "foo.bar": "quoted",
}
EXPRESSIONS = [
    "people[0].name",
    "people[-1].age",
    "people[*].name",
    "people[?age > `30`].name",
    "people[?pet.kind == 'dog'].name",
    "people[?contains(tags, 'b')].name",
    "people[].pet.kind",
    "people[0:2].name",
    "people[::-1].name",
    "matrix[]",
    "matrix[][]",
    "meta.*",
    "people[*].{n: name, a: age}",
    "people[*].[name, age]",
    "length(people)",
    "max_by(people, &age).name",
    "sort_by(people, &age)[*].name",
    "sort(people[*].name)",
    "reverse(people[*].name)",
    "sum(people[*].age)",
    "avg(people[*].age)",
    "min(people[*].age)",
    "join(', ', people[*].name)",
    "keys(meta)",
    "values(meta)",
    "to_string(meta.count)",
    "to_number('12')",
    "type(meta)",
    "not_null(meta.nothing, meta.count)",
    "starts_with(people[0].name, 'a')",
    "map(&length(tags), people)",
    'merge(meta, `{"extra": 1}`)',
    "people[?age > `26` && age < `40`].name",
    "people[?!pet].name",
    "meta.ok || `false`",
    '"foo.bar"',
    "people | [0].tags",
    "abs(`-3`)",
    "ceil(`1.5`)",
    "floor(`1.5`)",
    "to_array(meta.count)",
    "@.meta.count",
]
for expression in EXPRESSIONS:
    print(expression, "=>", jmespath.search(expression, DATA))
compiled = jmespath.compile("people[?age > `20`] | length(@)")
print("compiled", compiled.search(DATA), compiled.expression)
print("parsed", compiled.parsed["type"])


class CustomFunctions(functions.Functions):
    @functions.signature({"types": ["string"]})
    def _func_shout(self, value):
        return value.upper() + "!"

    @functions.signature({"types": ["number"]}, {"types": ["number"]})
    def _func_add(self, a, b):
        return a + b


options = jmespath.Options(custom_functions=CustomFunctions(), dict_cls=dict)
print("custom", jmespath.search("shout(people[0].name)", DATA, options=options))
print("custom2", jmespath.search("add(meta.count, `4`)", DATA, options=options))
for bad in ["people[", "unknown_fn(@)", "length(`1`, `2`)", "abs('x')", "foo[?"]:
    try:
        jmespath.search(bad, DATA)
    except JMESPathError as error:
        print("error", type(error).__name__, str(error).splitlines()[0][:70])
print("version", jmespath.__version__)
