"""The standard-library modules minified in library mode and the CPython regression
test run against each. Chosen for pure-Python implementations whose tests run in
seconds and do not depend on the module's source layout (tracebacks quoting its lines,
usage messages naming its path).

All modules shadow their originals during the whole run, so `argparse`, `typing` and
`pathlib`, which `python -m test` imports for itself, also run the test runner."""

MODULES = {
    "heapq": "test_heapq",
    "bisect": "test_bisect",
    "textwrap": "test_textwrap",
    "fractions": "test_fractions",
    "statistics": "test_statistics",
    "difflib": "test_difflib",
    "shlex": "test_shlex",
    "string": "test_string",
    "colorsys": "test_colorsys",
    "calendar": "test_calendar",
    "csv": "test_csv",
    "base64": "test_base64",
    "cmd": "test_cmd",
    "codeop": "test_codeop",
    "copy": "test_copy",
    "enum": "test_enum",
    "fnmatch": "test_fnmatch",
    "functools": "test_functools",
    "getopt": "test_getopt",
    "glob": "test_glob",
    "graphlib": "test_graphlib",
    "gettext": "test_gettext",
    "hmac": "test_hmac",
    "ipaddress": "test_ipaddress",
    "keyword": "test_keyword",
    "numbers": "test_abstract_numbers",
    "operator": "test_operator",
    "optparse": "test_optparse",
    "pprint": "test_pprint",
    "quopri": "test_quopri",
    "random": "test_random",
    "reprlib": "test_reprlib",
    "sched": "test_sched",
    "stringprep": "test_stringprep",
    "tokenize": "test_tokenize",
    "types": "test_types",
    "uu": "test_uu",
    "uuid": "test_uuid",
    "zipfile": "test_zipfile",
    # datetime.py is the pure implementation (ending in `from _datetime import *`);
    # test_datetime runs every test twice, once on a fresh import with `_datetime`
    # blocked (the minified pure code) and once with the C accelerator
    "datetime": "test_datetime",
    "argparse": "test_argparse",
    "typing": "test_typing",
    "pathlib": "test_pathlib",
    "tarfile": "test_tarfile",
}
