"""Delta debugging for a program the bundler gets wrong: remove files, statements (at any depth,
in halves first) and subexpressions while the program still runs cleanly from its sources and
the bundler still fails on it the same way.

Hypothesis shrinks a failing generated program too, but each try bundles it, so its shrinking
often stops at its time limit with a program still large; `test_generated.py` then runs this
reducer once, on the final failing example, and prints both. From the command line, on a folder
holding `main.py` and its modules (the program from a failure message, written out):

    python -m tests.generated.reduce FOLDER [--mode default|pretty|keep-names] [--seconds 300]

prints the reduced program (as `ast.unparse` writes it: comments are gone).
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path

from tests.differential import (
    BundlerCrashed,
    Outcome,
    bundle,
    difference,
    run_bundle,
    run_sources,
)

ENTRY = "main.py"
MODES = {"default": (), "pretty": ("--pretty",), "keep-names": ("--keep-names",)}
# the one exception a generated program may end with on purpose
DELIBERATE = "RuntimeError: the end"

Files = dict[str, str]


def write(files: Files, root: Path) -> None:
    for path, text in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def runs_cleanly(outcome: Outcome) -> bool:
    """No traceback, unless it is the deliberate last one."""
    if "Traceback" not in outcome.stderr:
        return True
    lines = outcome.stderr.strip().splitlines()
    return outcome.stderr.count("Traceback") == 1 and lines[-1] == DELIBERATE


def failure(files: Files, flags: tuple[str, ...], stdin: str) -> tuple[str, str] | None:
    """How the bundler fails on `files` (its kind and, for a build, the error's class), or
    None when it does not, or when the program itself does not run cleanly from its sources.
    """
    with tempfile.TemporaryDirectory(prefix="reduce-") as folder:
        root = Path(folder) / "src"
        root.mkdir()
        write(files, root)
        expected = run_sources(root, ENTRY, stdin)
        if not runs_cleanly(expected):
            return None
        output = Path(folder) / "bundle.py"
        try:
            built = bundle(root, ENTRY, output, *flags)
        except BundlerCrashed as crash:
            return ("crash", type(crash.__cause__).__name__)
        if built.status != 0:
            error = re.findall(r"\b(\w+(?:Error|Exception|Exit))\b", built.stderr)
            return ("build", error[-1] if error else "")
        if difference(expected, run_bundle(output, stdin)):
            return ("differs", "")
        return None


def _statement_lists(tree: ast.AST) -> list[list[ast.stmt]]:
    """Every list of statements in `tree`, outermost first."""
    lists = []
    for node in ast.walk(tree):
        for name in ("body", "orelse", "finalbody"):
            value = getattr(node, name, None)
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                lists.append(value)
    return lists


def _unparse(tree: ast.AST, path: str) -> str | None:
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and not body:
            body.append(ast.Pass())
    try:
        text = ast.unparse(ast.fix_missing_locations(tree)) + "\n"
        with warnings.catch_warnings():  # `0(...)` and the like, in trials
            warnings.simplefilter("ignore")
            compile(text, path, "exec")
    except (SyntaxError, ValueError, TypeError):
        return None
    return text


def _decorated(tree: ast.AST) -> list[ast.AST]:
    return [node for node in ast.walk(tree) if getattr(node, "decorator_list", None)]


def _expressions(tree: ast.AST) -> list[ast.expr]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.expr)
        and not isinstance(node, (ast.Constant, ast.Name, ast.Starred))
        and not isinstance(getattr(node, "ctx", None), (ast.Store, ast.Del))
    ]


class _Reducer:
    def __init__(
        self, files: Files, still_fails: Callable[[Files], bool], seconds: float
    ):
        self.files = dict(files)
        self.still_fails = still_fails
        self.deadline = time.monotonic() + seconds

    def out_of_time(self) -> bool:
        return time.monotonic() > self.deadline

    def accept(self, path: str, text: str | None) -> bool:
        if text is None or text == self.files.get(path) or self.out_of_time():
            return False
        trial = {**self.files, path: text}
        if not self.still_fails(trial):
            return False
        self.files = trial
        return True

    def remove_files(self) -> bool:
        progress = False
        for path in sorted(self.files):
            if path == ENTRY or self.out_of_time():
                continue
            trial = {p: t for p, t in self.files.items() if p != path}
            if self.still_fails(trial):
                self.files, progress = trial, True
        return progress

    def remove_statements(self, path: str) -> bool:
        """ddmin on each statement list of `path`: chunks of half its length, then smaller."""
        progress = False
        index = 0
        while not self.out_of_time():
            lists = _statement_lists(ast.parse(self.files[path]))
            if index >= len(lists):
                break
            chunk = max(len(lists[index]) // 2, 1)
            while chunk >= 1 and not self.out_of_time():
                start = 0
                while True:
                    tree = ast.parse(self.files[path])
                    lists = _statement_lists(tree)
                    if index >= len(lists) or start >= len(lists[index]):
                        break
                    del lists[index][start : start + chunk]
                    if self.accept(path, _unparse(tree, path)):
                        progress = True
                    else:
                        start += chunk
                chunk //= 2
            index += 1
        return progress

    def remove_decorators(self, path: str) -> bool:
        progress = False
        index = 0
        while not self.out_of_time():
            tree = ast.parse(self.files[path])
            found = [
                (n, i) for n in _decorated(tree) for i in range(len(n.decorator_list))
            ]
            if index >= len(found):
                break
            node, position = found[index]
            del node.decorator_list[position]
            if self.accept(path, _unparse(tree, path)):
                progress = True
            else:
                index += 1
        return progress

    def simplify_expressions(self, path: str) -> bool:
        progress = False
        index = 0
        while not self.out_of_time():
            count = len(_expressions(ast.parse(self.files[path])))
            if index >= count:
                break
            for constant in (0, "s"):
                tree = ast.parse(self.files[path])
                target = _expressions(tree)[index]

                class Replace(ast.NodeTransformer):
                    def visit(self, node: ast.AST) -> ast.AST:
                        if node is target:
                            return ast.copy_location(ast.Constant(constant), node)
                        return super().visit(node)

                if self.accept(path, _unparse(Replace().visit(tree), path)):
                    progress = True
                    break
            else:
                index += 1
        return progress

    def run(self) -> Files:
        while not self.out_of_time():
            progress = self.remove_files()
            for path in sorted(self.files):
                progress |= self.remove_statements(path)
                progress |= self.remove_decorators(path)
            if not progress:
                for path in sorted(self.files):
                    progress |= self.simplify_expressions(path)
            if not progress:
                break
        return self.files


def reduce(
    files: Files, still_fails: Callable[[Files], bool], seconds: float = 300
) -> Files:
    """A smaller program for which `still_fails` holds (`files` if it does not hold at first),
    found within about `seconds`."""
    if not still_fails(files):
        return files
    return _Reducer(files, still_fails, seconds).run()


def reduce_failure(files: Files, mode: str, stdin: str, seconds: float = 300) -> Files:
    """`files`, reduced while the bundler fails on it in `mode` as it does at first."""
    flags = MODES[mode]
    wanted = failure(files, flags, stdin)
    if wanted is None:
        return files
    return reduce(files, lambda trial: failure(trial, flags, stdin) == wanted, seconds)


def listing(files: Files) -> str:
    return "\n".join(
        f"----- {path} -----\n{files[path].rstrip()}\n"
        for path in sorted(files, key=lambda p: (p != ENTRY, p))
    )


def main(argv: list[str] | None = None) -> int:
    from tests.generated.programs import STDIN

    parser = argparse.ArgumentParser(prog="python -m tests.generated.reduce")
    parser.add_argument("folder", type=Path, help="holds main.py and its modules")
    parser.add_argument("--mode", choices=sorted(MODES), default="default")
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--stdin", type=Path, help="a file to feed on stdin")
    args = parser.parse_args(argv)
    files = {
        str(path.relative_to(args.folder)): path.read_text(encoding="utf-8")
        for path in sorted(args.folder.rglob("*.py"))
        if "__pycache__" not in path.parts
    }
    stdin = args.stdin.read_text(encoding="utf-8") if args.stdin else STDIN
    if failure(files, MODES[args.mode], stdin) is None:
        print("the bundler does not fail on this program in this mode", file=sys.stderr)
        return 1
    print(listing(reduce_failure(files, args.mode, stdin, args.seconds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
