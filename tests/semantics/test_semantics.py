"""Differential semantics corpus: every program in `cases/` must behave the same from its
sources and as a bundle (stdout and exit status; stderr is not compared).

A case is a folder `cases/<class>_<what>/` holding `main.py` (the entry, run as a script with the
folder as `sys.path[0]`), 0-3 sibling modules or packages, an optional `stdin.txt` and an optional
`case.toml`:

- `modes`: the modes to test (default: all that apply). `default`, `pretty` (`--pretty`) and
  `keep-names` (`--keep-names`) bundle the folder; `minify-program` and `minify-library`
  (`minify main.py --mode program|library`) apply only to a case that is `main.py` alone.
- `expect_build_error`: the build must fail with exit status 1, print no traceback and print a
  single line `error: ...` to stderr containing this text.
- `allow_build_error`: the same kind of clean failure containing this text is accepted; a build
  that succeeds must behave like the sources.
- `status`: the exit status of the source run (default 0), checked with its determinism.
- `note`: why the case exists.
- `known_difference`: a difference the bundle is known to show, with the reason (README,
  "What a program can observe"); the test then requires the difference, so that a fix is
  noticed and the key removed (a strict expected failure).

Adding a case needs no test code. An unsupported mode (an unknown flag: argparse exits with
status 2) is a failing build, never a skip.
"""

from __future__ import annotations

import functools
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.differential import (
    EVERY_MODE_VARIABLE,
    Outcome,
    bundle,
    difference,
    run_bundle,
    run_bundler,
    run_sources,
)

CASES = Path(__file__).parent / "cases"
ENTRY = "main.py"
MINIMUM_CASES = 90
BUNDLE_FLAGS = {"default": (), "pretty": ("--pretty",), "keep-names": ("--keep-names",)}
MINIFY_MODES = {"minify-program": "program", "minify-library": "library"}
ALL_MODES = (*BUNDLE_FLAGS, *MINIFY_MODES)
# CI, to stay within its time, runs the default mode and the single-file minify modes;
# ARENA_EVERY_MODE=1 adds `--pretty` and `--keep-names` (which builds what the default builds
# but for lossy programs: def and class names are kept by default)
CI_MODES = set(ALL_MODES) - {"keep-names", "pretty"}
KEYS = {
    "modes",
    "expect_build_error",
    "allow_build_error",
    "status",
    "note",
    "known_difference",
}


@dataclass(frozen=True)
class Case:
    name: str
    path: Path
    settings: dict

    @property
    def single_file(self) -> bool:
        """Only `main.py`: no sibling module or package."""
        code = {
            p.name
            for p in self.path.iterdir()
            if p.suffix == ".py" or (p.is_dir() and p.name != "__pycache__")
        }
        return code == {ENTRY}

    @property
    def modes(self) -> list[str]:
        default = ALL_MODES if self.single_file else tuple(BUNDLE_FLAGS)
        return list(self.settings.get("modes", default))

    @property
    def stdin(self) -> str:
        path = self.path / "stdin.txt"
        return path.read_text(encoding="utf-8") if path.is_file() else ""

    @property
    def status(self) -> int:
        return self.settings.get("status", 0)


def load_cases() -> list[Case]:
    cases = []
    for path in sorted(p for p in CASES.iterdir() if p.is_dir()):
        if path.name == "__pycache__":
            continue
        config = path / "case.toml"
        settings = tomllib.loads(config.read_text("utf-8")) if config.is_file() else {}
        cases.append(Case(path.name, path, settings))
    return cases


ALL_CASES = load_cases()


CASES_BY_NAME = {case.name: case for case in ALL_CASES}


@functools.cache
def source_outcome(name: str) -> Outcome:
    """The case run from its sources, once per test session."""
    case = CASES_BY_NAME[name]
    return run_sources(case.path, ENTRY, case.stdin)


def build(case: Case, mode: str, output: Path) -> Outcome:
    if mode in MINIFY_MODES:
        return run_bundler(
            [
                "minify",
                str(case.path / ENTRY),
                "-o",
                str(output),
                "--mode",
                MINIFY_MODES[mode],
            ]
        )
    return bundle(case.path, ENTRY, output, *BUNDLE_FLAGS[mode])


def clean_error(built: Outcome, wanted: str) -> str:
    """Why `built` is not a clean build failure mentioning `wanted` ("" when it is one)."""
    lines = built.stderr.strip().splitlines()
    if built.status != 1:
        return f"exit status {built.status}, not 1"
    if "Traceback" in built.stdout + built.stderr:
        return "a traceback was printed"
    if len(lines) != 1 or not lines[0].startswith("error: "):
        return "stderr is not one line `error: ...`"
    if wanted not in lines[0]:
        return f"the error does not mention {wanted!r}"
    return ""


def test_corpus_is_large_enough() -> None:
    assert len(ALL_CASES) >= MINIMUM_CASES


@pytest.mark.parametrize("case", ALL_CASES, ids=lambda case: case.name)
def test_case_is_well_formed(case: Case) -> None:
    assert (case.path / ENTRY).is_file(), f"{case.name} has no {ENTRY}"
    assert set(case.settings) <= KEYS, f"unknown keys {set(case.settings) - KEYS}"
    assert case.modes and set(case.modes) <= set(ALL_MODES), case.modes
    if not case.single_file:
        assert not set(case.modes) & set(MINIFY_MODES), "minify needs a single file"
    assert not (
        "expect_build_error" in case.settings and "allow_build_error" in case.settings
    )
    assert isinstance(case.status, int)
    for key in ("expect_build_error", "allow_build_error", "note", "known_difference"):
        assert isinstance(case.settings.get(key, ""), str), key


@pytest.mark.parametrize("case", ALL_CASES, ids=lambda case: case.name)
def test_sources_are_deterministic(case: Case) -> None:
    first = source_outcome(case.name)
    second = run_sources(case.path, ENTRY, case.stdin)
    assert not difference(first, second), difference(first, second)
    assert first.status == case.status, first.messages()


@pytest.mark.parametrize(
    ("case", "mode"),
    [
        pytest.param(case, mode, id=f"{case.name}-{mode}")
        for case in ALL_CASES
        for mode in case.modes
        if mode in CI_MODES or os.environ.get(EVERY_MODE_VARIABLE) == "1"
    ],
)
def test_bundle_behaves_like_sources(case: Case, mode: str, tmp_path: Path) -> None:
    output = tmp_path / "bundle.py"
    built = build(case, mode, output)
    if "expect_build_error" in case.settings:
        why = clean_error(built, case.settings["expect_build_error"])
        assert not why, f"expected a clean build error: {why}\n{built.messages()}"
        return
    if built.status != 0:
        allowed = case.settings.get("allow_build_error")
        if allowed is not None and not clean_error(built, allowed):
            return
        pytest.fail(f"the build failed\n{built.messages()}", pytrace=False)
    expected = source_outcome(case.name)
    actual = run_bundle(output, case.stdin)
    problems = difference(expected, actual)
    if "known_difference" in case.settings:
        assert problems, "the known difference is gone: remove `known_difference`"
        pytest.xfail(case.settings["known_difference"])
    if problems:
        pytest.fail(
            f"{problems}\n\n=== bundler ===\n{built.messages()}"
            f"\n=== bundle run ===\n{actual.messages()}",
            pytrace=False,
        )
