"""`arena-bundler diff`: two builds compared by source definition through the source maps,
on copies of this project whose sources are changed (the real sources are never touched).
"""

import ast
import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from bundler.cli import main
from bundler.core.verify import utf16_length
from tests.project import ARENAS, ROOT

PROJECT_FILES = [
    "pyproject.toml",
    "sources",
    "templates",
    "dist",
    "bundler/codegen/stubs",
]


@dataclass(frozen=True)
class Case:
    # a module-level constant: (file, as written, as changed)
    constant: tuple[str, str, str]
    # a module whose neighbouring functions are swapped to shift the renaming
    swap_in: str
    # a module the bundle holds, for a function to add
    module: str


CASES = {
    "chess960": Case(
        (
            "sources/chesscore/search.py",
            "FUTILITY_MARGIN = 150",
            "FUTILITY_MARGIN = 151",
        ),
        "sources/chess960/protocol.py",
        "sources/chesscore/board.py",
    ),
    "judge-chess": Case(
        (
            "sources/chesscore/search.py",
            "FUTILITY_MARGIN = 150",
            "FUTILITY_MARGIN = 151",
        ),
        "sources/judge_chess/protocol.py",
        "sources/judge_chess/protocol.py",
    ),
    "connect4": Case(
        ("sources/connect4/evaluation.py", "THREAT = 16", "THREAT = 17"),
        "sources/connect4/search.py",
        "sources/connect4/board.py",
    ),
    "knights": Case(
        ("sources/knights/evaluation.py", "LEAD_SCALE = 8", "LEAD_SCALE = 9"),
        "sources/knights/protocol.py",
        "sources/knights/board.py",
    ),
    "lousy-chess": Case(
        (
            "sources/lousy_chess/protocol.py",
            "USAGE_ERROR_STATUS = 2",
            "USAGE_ERROR_STATUS = 3",
        ),
        "sources/lousy_chess/rules.py",
        "sources/lousy_chess/rules.py",
    ),
}
# an added function, and an assignment that keeps it (a `keep` pragma ends a statement)
PROBE = """

def diff_probe(value):
    return value + 1


DIFF_PROBE = diff_probe  # bundle: keep
"""


@pytest.fixture
def project(tmp_path):
    """A copy of this project to change."""
    for name in PROJECT_FILES:
        source, copy = ROOT / name, tmp_path / name
        copy.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            ignore = shutil.ignore_patterns("__pycache__")
            shutil.copytree(source, copy, ignore=ignore)
        else:
            shutil.copy(source, copy)
    return tmp_path


def run(where: Path, *args: str, monkeypatch, capsys) -> tuple[int, str]:
    monkeypatch.chdir(where)
    capsys.readouterr()
    code = main(list(args))
    return code, capsys.readouterr().out


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, (path, old)
    path.write_text(text.replace(old, new))


def listed(output: str) -> list[str]:
    """The definitions a text report lists, as `kind label`."""
    kinds = ("  added ", "  removed ", "  changed ")
    return [line.strip() for line in output.splitlines() if line.startswith(kinds)]


def size_line(arena: str) -> str:
    characters = utf16_length(ARENAS[arena].output.read_text())
    limit = ARENAS[arena].size_limit
    return f"{arena}: {characters:,} characters ({characters / limit:.1%} of {limit:,})"


def test_the_threat_example_names_the_constant_and_nothing_else(
    project, monkeypatch, capsys
):
    edit(project / "sources/connect4/evaluation.py", "THREAT = 16", "THREAT = 17")
    code, output = run(
        project, "diff", "connect4", monkeypatch=monkeypatch, capsys=capsys
    )
    assert code == 0
    assert output == (
        f"{size_line('connect4')}\n"
        "  changed sources/connect4/evaluation.py:THREAT\n"
        "    @@ -1 +1 @@\n"
        "    -THREAT = 16\n"
        "    +THREAT = 17\n"
    )
    code, output = run(
        project,
        "diff",
        "connect4",
        "--format",
        "markdown",
        "--exit-code",
        monkeypatch=monkeypatch,
        capsys=capsys,
    )
    assert code == 1
    assert output.startswith("### Bundle changes: 1 of 1 arenas\n")
    assert (
        "- changed `sources/connect4/evaluation.py:THREAT`\n\n"
        "  ```diff\n  @@ -1 +1 @@\n  -THREAT = 16\n  +THREAT = 17\n  ```\n"
    ) in output


@pytest.mark.parametrize("arena", [a for a in CASES if a != "connect4"])
def test_a_changed_constant_is_named(arena, project, monkeypatch, capsys):
    file, old, new = CASES[arena].constant
    edit(project / file, old, new)
    code, output = run(
        project, "diff", arena, "--exit-code", monkeypatch=monkeypatch, capsys=capsys
    )
    name = old.split(" = ")[0]
    assert code == 1
    assert listed(output) == [f"changed {file}:{name}"], output
    assert f"    -{old}\n    +{new}\n" in output


@pytest.mark.parametrize("arena", CASES)
def test_an_added_and_a_removed_function_are_named(arena, project, monkeypatch, capsys):
    module = CASES[arena].module
    (project / module).write_text((project / module).read_text() + PROBE)
    assert run(project, "build", arena, monkeypatch=monkeypatch, capsys=capsys)[0] == 0
    committed, probed = ARENAS[arena].output, project / ARENAS[
        arena
    ].output.relative_to(ROOT)
    code, output = run(
        project,
        "diff",
        str(committed),
        str(probed),
        monkeypatch=monkeypatch,
        capsys=capsys,
    )
    assert listed(output) == [
        f"added {module}:diff_probe",
        f"added {module}:DIFF_PROBE",
    ], output
    assert "    +def diff_probe(value):\n    +    return value + 1\n" in output
    code, output = run(
        project,
        "diff",
        str(probed),
        str(committed),
        monkeypatch=monkeypatch,
        capsys=capsys,
    )
    assert listed(output) == [
        f"removed {module}:diff_probe",
        f"removed {module}:DIFF_PROBE",
    ], output


def adjacent_function_swaps(text: str) -> list[str]:
    """The module's text with each pair of neighbouring top-level functions swapped."""
    tree = ast.parse(text)
    lines = text.splitlines(keepends=True)
    swaps = []
    for first, second in zip(tree.body, tree.body[1:]):
        if not all(isinstance(node, ast.FunctionDef) for node in (first, second)):
            continue
        a0 = min([first.lineno, *(d.lineno for d in first.decorator_list)]) - 1
        b0 = min([second.lineno, *(d.lineno for d in second.decorator_list)]) - 1
        one, gap, two = (
            lines[a0 : first.end_lineno],
            lines[first.end_lineno : b0],
            lines[b0 : second.end_lineno],
        )
        swaps.append("".join(lines[:a0] + two + gap + one + lines[second.end_lineno :]))
    return swaps


@pytest.mark.parametrize("arena", CASES)
def test_a_renaming_shift_collapses_to_one_line(arena, project, monkeypatch, capsys):
    """Swapping two functions changes no definition, only, sometimes, the renaming's
    tie-breaks: then many statements of the bundle differ and the report is one line.
    Neighbours are swapped in turn until one swap shifts the renaming."""
    path = project / CASES[arena].swap_in
    shifted = None
    for swapped in adjacent_function_swaps(path.read_text()):
        path.write_text(swapped)
        code, output = run(
            project, "diff", arena, monkeypatch=monkeypatch, capsys=capsys
        )
        assert listed(output) == [], output  # a swap never changes a definition
        if "renaming shifted" in output:
            shifted = output
            break
    assert shifted is not None, "no swap of neighbouring functions shifted the renaming"
    lines = shifted.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"{arena}: "), shifted
    assert lines[1].startswith("  renaming shifted: ") and lines[1].endswith(
        " names, no behaviour change"
    )
    code, _ = run(
        project, "diff", arena, "--exit-code", monkeypatch=monkeypatch, capsys=capsys
    )
    assert code == 1


def test_a_new_name_that_shifts_the_renaming_is_listed_alone(
    project, monkeypatch, capsys
):
    """A name used 40 times takes a short name ahead of others: every statement using
    those changes in the bundle; only the new definitions are listed."""
    uses = "(" + "PROBE, " * 40 + ")"
    edit(
        project / "sources/connect4/board.py",
        "ROWS = 7\n",
        # 300: a constant of three digits stays a name (`inline_constants`)
        f"PROBE = 300\nPROBE_USES = {uses}  # bundle: keep\nROWS = 7\n",
    )
    code, output = run(
        project, "diff", "connect4", monkeypatch=monkeypatch, capsys=capsys
    )
    assert listed(output) == [
        "added sources/connect4/board.py:PROBE",
        "added sources/connect4/board.py:PROBE_USES",
    ]
    assert output.splitlines()[-1].startswith("  renaming shifted: ")


def test_a_new_attribute_that_shifts_the_attribute_renaming_changes_one_class(
    project, monkeypatch, capsys
):
    """An attribute used 40 times takes a short attribute name and shifts others: every
    definition that reads the board's attributes is spelled differently in the bundle, and
    reads back the same through the map's attribute names; only the class is listed."""
    uses = "(" + "self.probe, " * 40 + ")"
    edit(
        project / "sources/chesscore/board.py",
        "        self.set_fen(fen)\n",
        "        self.set_fen(fen)\n        self.probe = 0\n\n"
        f"    def probe_uses(self):\n        return {uses}\n",
    )
    source_map = project / "dist/chess960.py.map"
    before = json.loads(source_map.read_text())["attributes"]
    code, output = run(
        project, "diff", "chess960", monkeypatch=monkeypatch, capsys=capsys
    )
    assert listed(output) == ["changed sources/chesscore/board.py:Board"], output
    run(project, "build", "chess960", monkeypatch=monkeypatch, capsys=capsys)
    after = json.loads(source_map.read_text())["attributes"]
    # The premise: attributes the change does not touch are spelled anew in the bundle.
    respelled = {name for short, name in before.items() if after.get(short) != name}
    assert len(respelled) > 10, respelled


def test_identical_builds_print_nothing_changed(monkeypatch, capsys):
    code, output = run(
        ROOT, "diff", "--exit-code", monkeypatch=monkeypatch, capsys=capsys
    )
    assert code == 0
    assert output.count("  nothing changed\n") == len(ARENAS) and not listed(output)


def test_rev_head_of_a_clean_tree_compares_equal(monkeypatch, capsys):
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "--", "sources", "dist", "pyproject.toml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout
    if dirty:
        pytest.skip("sources or dist/ differ from HEAD")
    args = ("diff", "--rev", "HEAD", "--exit-code", "connect4", "knights")
    code, output = run(ROOT, *args, monkeypatch=monkeypatch, capsys=capsys)
    assert code == 0 and output.count("  nothing changed\n") == 2, output


def test_rev_compares_the_bundles_committed_then(project, monkeypatch, capsys):
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(project)]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "dist"], check=True)
    edit(project / "sources/connect4/evaluation.py", "THREAT = 16", "THREAT = 17")
    assert (
        run(project, "build", "connect4", monkeypatch=monkeypatch, capsys=capsys)[0]
        == 0
    )
    code, output = run(
        project,
        "diff",
        "--rev",
        "HEAD",
        "connect4",
        monkeypatch=monkeypatch,
        capsys=capsys,
    )
    assert listed(output) == ["changed sources/connect4/evaluation.py:THREAT"]
    code, output = run(
        project,
        "diff",
        "--rev",
        "nope",
        "connect4",
        monkeypatch=monkeypatch,
        capsys=capsys,
    )
    assert code == 2


def test_a_map_without_definitions_compares_the_whole_text(
    tmp_path, monkeypatch, capsys
):
    """Maps written before `diff` existed (version 1), and the modules layout's."""
    output = ARENAS["knights"].output
    source_map = json.loads(Path(f"{output}.map").read_text())
    for key in ("code_line", "definitions", "statements", "locals"):
        del source_map[key]
    old = tmp_path / "old.py"
    shutil.copy(output, old)
    Path(f"{old}.map").write_text(json.dumps(source_map))
    code, report = run(
        tmp_path, "diff", str(old), str(output), monkeypatch=monkeypatch, capsys=capsys
    )
    assert "compared as one text" in report and "nothing changed" in report
    old.write_text(old.read_text().replace("# knights:", "# knights (old):"))
    code, report = run(
        tmp_path, "diff", str(old), str(output), monkeypatch=monkeypatch, capsys=capsys
    )
    assert code == 2  # the map is refused: it describes another text


def test_wrong_arguments_are_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    assert main(["diff", "dist/connect4.py"]) == 2
    assert main(["diff", "no-such-arena"]) == 2
    assert main(["diff", str(tmp_path / "a.py"), str(tmp_path / "b.py")]) == 2
    errors = capsys.readouterr().err.splitlines()
    assert len(errors) == 3 and all(line.startswith("error: ") for line in errors)
