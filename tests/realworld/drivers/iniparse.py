"""Driver: iniparse (round-trip INI parsing that keeps comments and order; a
`ConfigParser`-compatible layer in a module named `iniparse.configparser`, like the standard
library's, doing `from configparser import *`; attribute-style access through `INIConfig`).
"""

import io

import iniparse
from iniparse import INIConfig
from iniparse.compat import ConfigParser, NoOptionError, NoSectionError, RawConfigParser

TEXT = """# leading comment
[engine]
depth = 6 ; inline comment
mode: iterative
# a comment inside
path = /opt/%(mode)s

[players]
alice = 1500
bob   =  1400
multi = first
  continued

[DEFAULT]
shared = yes
"""
cfg = INIConfig(io.StringIO(TEXT))
print(
    "attr",
    cfg.engine.depth,
    cfg.engine.mode,
    cfg["players"]["bob"],
    cfg.players.multi.split("\n"),
)
print("sections", list(cfg), list(cfg.engine), "shared" in list(cfg.players))
cfg.engine.depth = "8"
cfg.engine.new_key = "new value"
cfg.newsection.key = "v"
cfg["players"]["carol"] = "1600"
del cfg.players.alice
print(str(cfg))
print("undefined", type(cfg.nope).__name__, type(cfg.engine.nope).__name__)
cp = ConfigParser()
cp.readfp(io.StringIO(TEXT))
print(
    "compat get",
    cp.get("engine", "depth"),
    cp.get("engine", "path"),
    cp.getint("players", "alice"),
    cp.getboolean("players", "shared"),
)
print(
    "compat raw",
    cp.get("engine", "path", raw=True),
    cp.items("engine")[:2],
    cp.has_option("engine", "mode"),
    cp.has_section("nope"),
)
cp.set("engine", "depth", "12")
cp.add_section("extra")
cp.set("extra", "k", "v")
cp.remove_option("players", "bob")
out = io.StringIO()
cp.write(out)
print(out.getvalue())
print("options", cp.options("players"), cp.sections(), sorted(cp.defaults().items()))
for call in [lambda: cp.get("nope", "x"), lambda: cp.get("engine", "nope")]:
    try:
        call()
    except (NoSectionError, NoOptionError) as error:
        print(type(error).__name__, error)
raw = RawConfigParser()
raw.readfp(io.StringIO("[s]\nx = %(y)s\n"))
print("raw", raw.get("s", "x"))
tidy_input = INIConfig(io.StringIO("[a]\nx=1\n\n\n\n[b]\ny=2\n"))
iniparse.tidy(tidy_input)
print("tidy", repr(str(tidy_input)))
print(
    "module",
    iniparse.configparser.__name__,
    (
        iniparse.configparser.Error.__module__
        if hasattr(iniparse.configparser, "Error")
        else "-"
    ),
)
print(
    "config classes",
    [c.__name__ for c in type(cfg).__mro__][:3],
    iniparse.ini.LineContainer.__name__,
)
