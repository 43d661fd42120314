"""Driver: packaging (module-level `__dir__` hooks, `sys.version_info`/`sys.implementation` checks
choosing a regex at import, `typing.TYPE_CHECKING` imports, abstract base classes, `NamedTuple`s,
a hand-written tokenizer and parser, `functools.cache`)."""

import packaging
import packaging.specifiers
import packaging.version
from packaging.markers import InvalidMarker, Marker, UndefinedEnvironmentName
from packaging.ranges import VersionRange
from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import InvalidSpecifier, Specifier, SpecifierSet
from packaging.tags import Tag, parse_tag
from packaging.utils import (
    InvalidWheelFilename,
    canonicalize_name,
    canonicalize_version,
    parse_sdist_filename,
    parse_wheel_filename,
)
from packaging.version import InvalidVersion, Version, parse

RAW = [
    "1.0",
    "1.0.post1",
    "1.0a1",
    "1.0rc2",
    "1.0.dev3",
    "1!0.5",
    "1.0+local.7",
    "2",
    "1.0.0",
    "0.9.9",
    "1.0b2.post3.dev4",
    "v1.1",
    "1.0-ALPHA-1",
    "1.0_r2",
]
versions = [Version(v) for v in RAW]
print("sorted", [str(v) for v in sorted(versions)])
for v in versions[:7] + versions[-3:]:
    print(
        repr(v),
        v.epoch,
        v.release,
        v.pre,
        v.post,
        v.dev,
        v.local,
        v.public,
        v.base_version,
        v.is_prerelease,
        v.is_postrelease,
        v.is_devrelease,
        v.major,
        v.minor,
        v.micro,
    )
print(
    "equal",
    Version("1.0") == Version("1.0.0"),
    hash(Version("1.0")) == hash(Version("1.0.0")),
)
print("replace", Version("1.2.3rc1").__replace__(pre=None, local="x"))
for bad in ["", "1.0.x", "one", "1..0"]:
    try:
        parse(bad)
    except InvalidVersion as error:
        print("invalid", repr(bad), "|", error)

print("--- specifiers")
spec = SpecifierSet(">=1.0,!=1.3.*,<2")
print(repr(spec), str(spec), len(spec), sorted(str(s) for s in spec))
candidates = ["0.9", "1.0", "1.2", "1.3.4", "1.9.9", "2.0", "1.5a1"]
print(
    "filter",
    list(spec.filter(candidates)),
    list(spec.filter(candidates, prereleases=True)),
)
print(
    "contains",
    [(c, c in spec) for c in ["1.3", "1.4", "1.5a1"]],
    spec.contains("1.5a1", prereleases=True),
)
for text in ["~=2.2", "==1.4.*", "===foobar", ">1.0.post1", "<=3!1", "!=2.0"]:
    s = Specifier(text)
    print(
        "spec",
        repr(s),
        s.operator,
        s.version,
        s.prereleases,
        [
            v
            for v in ["2.2", "2.3", "1.4.5", "foobar", "1.0.post2", "3.0"]
            if s.contains(v)
        ],
    )
print(
    "combine",
    str(SpecifierSet(">=1") & ">1.5" & SpecifierSet("<3")),
    SpecifierSet("") == SpecifierSet(),
)
for bad in ["=>1.0", "~=1", "==1.0.*+local", "<>2"]:
    try:
        Specifier(bad)
    except InvalidSpecifier as error:
        print("invalid spec", repr(bad), "|", error)

print("--- ranges")
r1 = SpecifierSet(">=1.0,<2.0").to_range()
r2 = SpecifierSet(">=1.5,<3").to_range()
print("ranges", repr(r1), repr(r2), isinstance(r1, VersionRange))
print(
    "intersection",
    r1.intersection(r2).to_specifier_set(),
    "| union",
    repr(r1.union(r2)),
)
print("complement", repr(r1.complement()), "| difference", repr(r2.difference(r1)))
print(
    "subset",
    r1.intersection(r2).is_subset(r1),
    r1.is_disjoint(SpecifierSet(">=5").to_range()),
    VersionRange.empty().is_empty,
)
print(
    "range filter",
    list(r1.filter(["0.5", "1.0", "1.7", "2.0", "1.8rc1"])),
    "1.9" in r1,
    r1.contains("2.0"),
)

print("--- markers")
ENV = {
    "python_version": "3.11",
    "python_full_version": "3.11.7",
    "os_name": "posix",
    "sys_platform": "linux",
    "platform_machine": "x86_64",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Linux",
    "platform_version": "",
    "implementation_version": "3.11.7",
    "extra": "",
}
for text in [
    'python_version >= "3.8" and sys_platform == "linux"',
    'os_name == "nt" or platform_machine == "x86_64"',
    "extra == 'Test_Extra'",
    '"arm" in platform_machine',
    'python_full_version ~= "3.11.0"',
    'implementation_name != "pypy" and (python_version < "3" or os_name == "posix")',
]:
    marker = Marker(text)
    print(
        "marker",
        str(marker),
        "|",
        marker.evaluate(ENV),
        marker.evaluate({**ENV, "extra": "test-extra", "platform_machine": "arm64"}),
    )
print("marker eq", Marker('os_name=="a"') == Marker("os_name == 'a'"))
for bad in ["python_version >>> '3'", "nope == '1'", "os_name =="]:
    try:
        Marker(bad)
    except InvalidMarker as error:
        print("invalid marker", repr(bad), "|", str(error).splitlines()[0])
try:
    Marker("os_name == 'x'").evaluate(
        {
            "os_name": "posix",
            **{k: v for k, v in ENV.items() if k != "os_name"},
            "python_version": "3.11",
        }
    )
    print("partial env ok")
except UndefinedEnvironmentName as error:
    print("undefined", error)

print("--- requirements")
for text in [
    "requests[security,socks] >= 2.8.1, == 2.8.* ; python_version < '3.12'",
    "Django_Rest.Framework",
    "pip @ https://example.com/pip-1.0.zip",
    "name[Extra]~=1.4.2; extra == 'a'",
]:
    req = Requirement(text)
    print(
        "req",
        req.name,
        sorted(req.extras),
        str(req.specifier),
        req.url,
        str(req.marker) if req.marker else None,
        "|",
        str(req),
    )
for bad in ["name==", "name[extra", "@ url", "name; os_name ="]:
    try:
        Requirement(bad)
    except InvalidRequirement as error:
        print("invalid req", repr(bad), "|", str(error).splitlines()[0])

print("--- utils and tags")
print(
    "canonicalize",
    [canonicalize_name(n) for n in ["Django_Rest.Framework", "FOO--bar", "a.b_c"]],
)
print(
    "canonical versions",
    [canonicalize_version(v) for v in ["1.0.0", "1.0.0.0", "01.2", "1.0+Local"]],
)
name, version, build, wheel_tags = parse_wheel_filename(
    "Foo_Bar-1.2.3-1-py3-none-any.whl"
)
print("wheel", name, version, build, sorted(str(t) for t in wheel_tags))
print("sdist", parse_sdist_filename("foo_bar-1.0.tar.gz"))
try:
    parse_wheel_filename("foo-1.0-py3-none.whl")
except InvalidWheelFilename as error:
    print("bad wheel |", error)
tags = sorted(
    parse_tag("cp311.cp312-abi3.none-manylinux_2_17_x86_64.linux_x86_64"), key=str
)
print(
    "tags",
    [str(t) for t in tags],
    Tag("py3", "none", "ANY") == Tag("py3", "none", "any"),
)
print("dir version", dir(packaging.version))
print("dir specifiers", dir(packaging.specifiers)[:5])
print("meta", packaging.__title__, packaging.__version__, packaging.__copyright__)
print("done")
