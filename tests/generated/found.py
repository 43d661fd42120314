"""Programs the generator found the bundler getting wrong, reduced by `reduce.py` and by hand:
`test_generated.py` runs each as an explicit example (`@example`) before the random ones, so
CI keeps checking every bug found, fixed or not.

Add one per distinct bug: the files, and what the sources print (the test compares with the
sources' own run; `expected` documents it and `test_found_programs_print_what_they_say` keeps it
true).
"""

from __future__ import annotations

from tests.generated.programs import STDIN, Program


def found(name: str, expected: str, **files: str) -> Program:
    """A program of `files` (keyword `main` is main.py, `pkg__core` is pkg/core.py)."""
    paths = {key.replace("__", "/") + ".py": text for key, text in files.items()}
    return Program(
        files=paths,
        stdin=STDIN,
        status=0,
        exit_kind="none",
        shows_names=False,
        features=(f"found:{name}",),
        expected=expected,
    )


FOUND = [
    # A class body reads a module-level name that the class binds later: the read is the global
    # (class bodies look names up at run time). When the flat layout renames the global (bravo's
    # VALUE collides with alpha's), the read must be renamed too; it was left as `VALUE`,
    # alpha's.
    found(
        "class-body-reads-global-it-rebinds",
        "12 0\n",
        main="import alpha\nimport bravo\n",
        alpha="VALUE = 0\n",
        bravo=(
            "VALUE = 12\n\n\nclass Node:\n    kind = VALUE\n    VALUE = 0\n\n\n"
            "print(Node.kind, Node.VALUE)\n"
        ),
    ),
    # The same with a method: `helper()` in the class body is the global function, until the
    # `def helper` below binds the class attribute.
    found(
        "class-body-calls-global-before-method",
        "bravo\n",
        main="import alpha\nimport bravo\n",
        alpha="def helper():\n    return 'alpha'\n",
        bravo=(
            "def helper():\n    return 'bravo'\n\n\nclass Node:\n    kind = helper()\n\n"
            "    def helper(self):\n        return 'method'\n\n\nprint(Node.kind)\n"
        ),
    ),
    # A name bound by imports from two modules, then assigned: each import is its own snapshot
    # (fixed in c96749c: the program goes to the modules layout).
    found(
        "name-imported-from-two-modules-then-assigned",
        "2\n1\n3\n",
        main=(
            "import alpha\nfrom bravo import VALUE\nprint(VALUE)\nfrom alpha import VALUE\n"
            "print(VALUE)\nVALUE = 3\nprint(VALUE)\n"
        ),
        alpha="VALUE = 1\n",
        bravo="VALUE = 2\n",
    ),
    # Another module's global, read through an alias, in a function with a parameter of that
    # global's name: the flat layout rewrote `bravo_VALUE` to `VALUE`, the parameter.
    found(
        "alias-read-under-parameter-of-its-name",
        "0\n",
        main=(
            "from bravo import VALUE as bravo_VALUE\n\n\ndef show(VALUE=2):\n"
            "    return bravo_VALUE\n\n\nprint(show())\n"
        ),
        bravo="VALUE = 0\n",
    ),
    # The same through a module attribute, under a comprehension variable of that name.
    found(
        "module-attribute-read-under-comprehension-variable",
        "[7, 7, 7]\n",
        main="import bravo\n\nprint([bravo.VALUE for VALUE in range(3)])\n",
        bravo="VALUE = 7\n",
    ),
    # The same under a local function of the enclosing function.
    found(
        "module-attribute-read-under-enclosing-local",
        "alpha local\n",
        main=(
            "import alpha\n\n\ndef outer():\n    def combine():\n        return 'local'\n\n"
            "    def inner():\n        return alpha.combine()\n\n"
            "    return inner() + ' ' + combine()\n\n\nprint(outer())\n"
        ),
        alpha="def combine():\n    return 'alpha'\n",
    ),
]
