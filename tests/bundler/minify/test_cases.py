"""Data-driven tests of each pass (`passes/<pass>/cases/*.py`, the folder named as the pass
module) and of the printer (`printer/cases/*.py`).

A case file is `# fmt: off`, an optional `# options: mode=library remove_asserts
keep_definition_names keep=a,b` line, the
input, then `# output` and the expected result. Without `# output` the input must come
out unchanged (a must-not-change case). Results are compared as trees (so expected
output can be written readably), except for the printer's, compared as text. Every
result must also behave like its input when run, and stay the same when the pass runs
on it again.
"""

from __future__ import annotations

import ast
import contextlib
import io
from pathlib import Path

import pytest

from bundler.core.minify import PASSES, MinifyOptions
from bundler.core.minify.printer.statements import emit_compact

HERE = Path(__file__).parent
# case files start with this line so that formatting the repository leaves them alone
FORMATTER_OFF = "# fmt: off\n"
PASSES_BY_NAME = {p.name: p for p in PASSES}


def parse_case(path: Path) -> tuple[MinifyOptions, str, str | None]:
    text = path.read_text(encoding="utf-8").removeprefix(FORMATTER_OFF)
    settings: dict[str, str] = {}
    first, _, rest = text.partition("\n")
    if first.startswith("# options:"):
        for item in first.removeprefix("# options:").split():
            key, _, value = item.partition("=")
            settings[key] = value
        text = rest
    source, marker, expected = text.partition("# output\n")
    options = MinifyOptions(
        mode=settings.get("mode", "program"),
        remove_asserts="remove_asserts" in settings,
        pretty="pretty" in settings,
        keep_definition_names="keep_definition_names" in settings,
        fixed_names=frozenset(filter(None, settings.get("keep", "").split(","))),
    )
    return options, source, expected if marker else None


PRINTER = "printer"


def case_folder(name: str) -> Path:
    return HERE / PRINTER if name == PRINTER else HERE / "passes" / name


def case_paths() -> list[Path]:
    return sorted(
        [*HERE.glob("passes/*/cases/*.py"), *case_folder(PRINTER).glob("cases/*.py")]
    )


def run_pass(name: str, source: str, options: MinifyOptions) -> tuple[ast.Module, str]:
    """The tree after one pass (none for the printer) and its compact text."""
    tree = ast.parse(source)
    if name != PRINTER:
        tree = ast.fix_missing_locations(PASSES_BY_NAME[name].run(tree, options))
    text, _ = emit_compact(tree)
    return tree, text


def behaviour(source: str) -> str | None:
    """What running the code prints, or None when it raises (nothing to compare)."""
    output = io.StringIO()
    try:
        with contextlib.redirect_stdout(output):
            exec(compile(source, "<case>", "exec"), {"__name__": "case"})
    except Exception:
        return None
    return output.getvalue()


@pytest.mark.parametrize(
    "path", case_paths(), ids=lambda p: f"{p.parent.parent.name}/{p.stem}"
)
def test_case(path: Path) -> None:
    pass_name = path.parent.parent.name
    options, source, expected = parse_case(path)
    tree, text = run_pass(pass_name, source, options)
    if pass_name == PRINTER:
        assert text == (source if expected is None else expected)
    else:
        wanted = ast.parse(source if expected is None else expected)
        assert ast.unparse(tree) == ast.unparse(wanted)
    compile(text, str(path), "exec")
    before = behaviour(source)
    if before is not None:
        assert behaviour(text) == before
    _, again = run_pass(pass_name, text, options)
    assert again == text, "not stable when run twice"


def test_every_pass_has_cases_of_both_kinds() -> None:
    for name in [*PASSES_BY_NAME, PRINTER]:
        cases = [
            parse_case(p) for p in sorted((case_folder(name) / "cases").glob("*.py"))
        ]
        assert any(
            expected is not None for _, _, expected in cases
        ), f"{name}: no rewrite case"
        assert any(
            expected is None for _, _, expected in cases
        ), f"{name}: no must-not-change"
