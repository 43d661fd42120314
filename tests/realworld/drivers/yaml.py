"""Driver: PyYAML, pure-Python path (the `_yaml` C extension left out, so `yaml.cyaml`'s import
fails inside `try`), metaclass-registered YAMLObject tags, constructors/representers keyed by
type and tag, dumper and loader class hierarchies built by multiple inheritance."""

import collections
import datetime

import yaml

print("with libyaml", yaml.__with_libyaml__, "CLoader" in dir(yaml))
DOC = """
%YAML 1.1
---
anchors:
  base: &base {x: 1, y: 2}
  derived:
    <<: *base
    y: 3
scalars: [1, 1.5, .inf, -.Inf, .nan, 0x1f, 0o17, 1_000, true, no, null, ~, 2001-12-14, "2", '3']
when: 2001-12-14t21:59:43.10-05:00
binary: !!binary aGVsbG8=
set: !!set {a, b}
omap: !!omap [a: 1, b: 2]
pairs: !!pairs [a: 1, a: 2]
folded: >
  folded
  text
literal: |
  keep
   lines
multi: "line\\none \\u00e9"
...
"""
data = yaml.safe_load(DOC)
for key in sorted(data):
    value = data[key]
    if key == "scalars":
        value = [repr(v) for v in value]
    if key == "set":
        value = sorted(value)
    print(key, value)
print("full_load", yaml.full_load("!!python/tuple [1, 2]"))
print(
    "unsafe",
    yaml.unsafe_load("!!python/object/apply:collections.OrderedDict [[[a, 1]]]"),
)
try:
    yaml.safe_load("!!python/tuple [1, 2]")
except yaml.constructor.ConstructorError as error:
    print("ConstructorError", error.problem)
try:
    yaml.safe_load("a: [1, 2\nb: 3")
except yaml.YAMLError as error:
    print(
        "YAMLError",
        type(error).__name__,
        error.problem_mark.line,
        error.problem_mark.column,
    )
print(list(yaml.safe_load_all("--- 1\n--- [2]\n--- {3: 4}\n")))
doc = {
    "name": "bot",
    "list": [1, 2.5, None, True, "yes", "a: b", "multi\nline"],
    "nested": {"z": 1, "a": [{"k": "v"}]},
    "date": datetime.date(2020, 1, 2),
    "bytes": b"\x00\x01",
    "unicode": "é",
}
print(yaml.safe_dump(doc))
print(yaml.dump(doc, default_flow_style=True, sort_keys=False, width=40))
print(
    yaml.dump(
        doc,
        allow_unicode=True,
        indent=4,
        explicit_start=True,
        explicit_end=True,
        canonical=False,
    )
)
print(yaml.dump([1, [2, [3]]], canonical=True))
print(yaml.dump(collections.OrderedDict(a=1)))
print(yaml.dump((1, 2)), yaml.dump({1, 2}))


class Monster(yaml.YAMLObject):
    yaml_tag = "!Monster"
    yaml_loader = yaml.SafeLoader

    def __init__(self, name, hp):
        self.name = name
        self.hp = hp

    def __repr__(self):
        return f"Monster({self.name!r}, {self.hp})"


m = yaml.safe_load("!Monster {name: orc, hp: 12}")
print("yamlobject", m, yaml.dump(m))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


def represent_point(dumper, point):
    return dumper.represent_sequence("!point", [point.x, point.y], flow_style=True)


def construct_point(loader, node):
    return Point(*loader.construct_sequence(node))


yaml.add_representer(Point, represent_point, Dumper=yaml.SafeDumper)
yaml.add_constructor("!point", construct_point, Loader=yaml.SafeLoader)
text = yaml.safe_dump({"p": Point(1, 2)})
print("custom", text.strip(), vars(yaml.safe_load(text)["p"]))
yaml.add_implicit_resolver(
    "!dice",
    __import__("re").compile(r"^\d+d\d+$"),
    list("0123456789"),
    Loader=yaml.SafeLoader,
)
yaml.add_constructor(
    "!dice",
    lambda loader, node: tuple(map(int, node.value.split("d"))),
    Loader=yaml.SafeLoader,
)
print("implicit", yaml.safe_load("roll: 3d6"))
print("events", [type(e).__name__ for e in yaml.parse("a: [1]")])
print("tokens", [type(t).__name__ for t in yaml.scan("- x")])
node = yaml.compose("a: [1, b]")
print("node", node.tag, [(k.value, v.tag) for k, v in node.value])
print("serialize", yaml.serialize(node).strip())
print("emit", yaml.emit(yaml.parse("[1, {a: b}]")).strip())
print("version", yaml.__version__)
