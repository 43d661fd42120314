"""Driver: jinja2 + markupsafe (templates compiled to Python source and exec'd, a `Markup` str
subclass, markupsafe's C speedups left out so its pure fallback runs, filters and tests looked up
by name, sandbox, macros, inheritance through a DictLoader, `__html__` protocol)."""

from jinja2 import (
    ChoiceLoader,
    DictLoader,
    Environment,
    StrictUndefined,
    TemplateSyntaxError,
    UndefinedError,
    meta,
    pass_context,
)
from jinja2.sandbox import SandboxedEnvironment, SecurityError
from markupsafe import Markup, escape, soft_str

print("escape", escape("<b>&'\"</b>"), type(escape("x")).__name__)
print("markup", Markup("<em>%s</em>") % "<x>", Markup("a&lt;b").unescape())
print("striptags", Markup("<p>one <b>two</b></p>  three").striptags())
print("join", Markup(", ").join(["<a>", Markup("<b>")]))
print("soft_str", soft_str(5), repr(Markup("<i>").__html__()))


class Card:
    def __init__(self, name, cost):
        self.name = name
        self.cost = cost

    def __html__(self):
        return f"<card>{escape(self.name)}</card>"


LOADER = DictLoader(
    {
        "base.html": "<title>{% block title %}base{% endblock %}</title>"
        "{% block body %}{% endblock %}",
        "macros.html": "{% macro row(k, v) -%}<tr><td>{{ k }}</td><td>{{ v }}</td></tr>"
        "{%- endmacro %}",
        "page.html": '{% extends "base.html" %}{% import "macros.html" as m %}'
        "{% block title %}{{ super() }}/{{ title|upper }}{% endblock %}"
        "{% block body %}{% for k, v in items|dictsort %}{{ m.row(k, v) }}{% endfor %}"
        "{% endblock %}",
    }
)
env = Environment(loader=ChoiceLoader([LOADER]), autoescape=True, trim_blocks=True)
env.filters["double"] = lambda x: x * 2


@pass_context
def greet(context, name):
    return f"{context.get('greeting', 'hi')} {name}"


env.globals["greet"] = greet
env.tests["even_len"] = lambda s: len(s) % 2 == 0

print(env.get_template("page.html").render(title="t<1>", items={"b": 2, "a": "<1>"}))
SOURCES = [
    "{{ 7 // 2 }} {{ 7 / 2 }} {{ 2 ** 10 }} {{ 'ab' ~ 3 }} {{ [1,2,3]|sum }}",
    "{% for x in range(5) if x is odd %}{{ loop.index }}:{{ x }}{{ ',' if not loop.last }}{% endfor %}",
    "{{ names|map('upper')|join('|') }} {{ names|select('even_len')|list }}",
    "{{ nums|sort(reverse=true)|first }} {{ nums|unique|list }} {{ nums|batch(2)|list }}",
    "{{ 3.14159|round(2) }} {{ 1234567|filesizeformat }} {{ 'x'|center(7)|replace(' ', '.') }}",
    "{{ text|wordcount }} {{ text|truncate(12) }} {{ text|title }} {{ text|wordwrap(6) }}",
    "{% set ns = namespace(total=0) %}{% for n in nums %}{% set ns.total = ns.total + n %}{% endfor %}{{ ns.total }}",
    "{{ greet('bob') }} {{ 4|double }} {{ card }} {{ '<raw>'|safe }} {{ '<x>'|e }}",
    "{% with a = 1, b = 2 %}{{ a + b }}{% endwith %} {{ nums|groupby('real')|length }}",
    "{{ d|items|list }} {{ d|tojson }} {{ {'k': [1, 'v']}|pprint }}",
    "{% filter upper %}shout {{ 'it' }}{% endfilter %} {{ 'a,b'.split(',') }} {{ none is none }}",
    "{% raw %}{{ not rendered }}{% endraw %} {{ '%05.1f'|format(3.14159) }} {{ nums|max }}",
]
for number, source in enumerate(SOURCES):
    print(
        number,
        env.from_string(source).render(
            names=["al", "bob", "cyd", "dana"],
            nums=[5, 3, 5, 1],
            text="the quick brown fox jumps",
            card=Card("<Ace>", 1),
            d={"x": 1},
            greeting="hello",
        ),
    )

code = env.compile("{{ a + 1 }}", raw=True)
print("compiled source mentions root:", "def root(" in code, "environment" in code)
print(
    "undeclared",
    sorted(
        meta.find_undeclared_variables(
            env.parse("{{ a }}{{ b.c }}{% set d = 1 %}{{ d }}")
        )
    ),
)
print(
    "referenced",
    list(meta.find_referenced_templates(env.parse('{% include "x.html" %}'))),
)
strict = Environment(undefined=StrictUndefined)
try:
    strict.from_string("{{ missing + 1 }}").render()
except UndefinedError as error:
    print("UndefinedError", error)
try:
    env.from_string("{% for %}")
except TemplateSyntaxError as error:
    print("TemplateSyntaxError", error.lineno, error.message)
sandbox = SandboxedEnvironment()
print("sandbox", sandbox.from_string("{{ x.upper() }}").render(x="ok"))
try:
    sandbox.from_string("{{ x.__class__.__mro__ }}").render(x=1)
except SecurityError as error:
    print("SecurityError", type(error).__name__)
print(
    "sandbox undefined attr", repr(sandbox.from_string("{{ x.__class__ }}").render(x=1))
)
module = env.from_string(
    "{% macro hi(n) %}hi {{ n }}{% endmacro %}{% set v = 42 %}"
).module
print("module", module.hi("z"), module.v)
stream = env.from_string("{% for i in range(3) %}[{{ i }}]{% endfor %}").stream()
print("stream", list(stream))
gen = env.from_string("{% for i in range(4) %}{{ i }}{% endfor %}").generate()
print("generate", "".join(gen))
nl = Environment(line_statement_prefix="#", keep_trailing_newline=True)
print(
    "line statements",
    repr(nl.from_string("# for i in [1, 2]\n{{ i }}\n# endfor\n").render()),
)
i18n = Environment(extensions=["jinja2.ext.i18n"])
i18n.install_gettext_callables(
    lambda s: s.upper(), lambda s, p, n: s if n == 1 else p, newstyle=True
)
print(
    "i18n",
    i18n.from_string(
        "{% trans n=2 %}{{ n }} item{% pluralize %}{{ n }} items{% endtrans %} {{ _('hello') }}"
    ).render(),
)
loop_env = Environment(extensions=["jinja2.ext.loopcontrols", "jinja2.ext.do"])
print(
    "loopcontrols",
    loop_env.from_string(
        "{% set xs = [] %}{% for i in range(9) %}{% if i > 4 %}{% break %}{% endif %}"
        "{% if i is even %}{% continue %}{% endif %}{% do xs.append(i) %}{% endfor %}{{ xs }}"
    ).render(),
)
