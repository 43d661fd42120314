"""Output size of our minifier against python-minifier 3.4.0, side by side.

    .venv/bin/python -m benchmarks.minify_size [--program-only | --library-only]

Library mode: every module of the stdlib regression corpus (tests/stdlib/corpus.py),
with the same kept names the regression suite uses, against python-minifier's defaults.
Program mode: whole programs against python-minifier with its most aggressive options:
the corpus modules treated as programs, and each arena: ours is the code of the bundle
`bundler build` writes to dist/ (the arena's own options, lossy for the five arenas),
theirs python-minifier's on the module that build minifies (its resolve, inline,
precompute and shake stages).
Sizes are characters as CodinGame counts them (UTF-16 code units).
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path
import time

import python_minifier

from bundler.core.minify import MinifyOptions, minify_source
from tests.stdlib.corpus import MODULES
from tests.stdlib.harness import STDLIB, names_reached_from_outside

AGGRESSIVE = dict(
    remove_literal_statements=True,
    rename_globals=True,
    remove_asserts=True,
    remove_debug=True,
    remove_annotations=True,
)


def utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def compare(title: str, rows: list[tuple[str, str, str]]) -> None:
    """rows: (name, our output, python-minifier output)."""
    print(f"\n{title}")
    print(f"{'module':<14}{'ours':>10}{'python-minifier':>17}{'ratio':>8}")
    ours_total = theirs_total = 0
    for name, ours, theirs in rows:
        ours_total += utf16(ours)
        theirs_total += utf16(theirs)
        ratio = utf16(ours) / utf16(theirs)
        print(f"{name:<14}{utf16(ours):>10}{utf16(theirs):>17}{ratio:>8.3f}")
    ratio = ours_total / theirs_total
    print(f"{'TOTAL':<14}{ours_total:>10}{theirs_total:>17}{ratio:>8.3f}")
    verdict = "smaller" if ours_total < theirs_total else "NOT smaller"
    print(f"ours is {verdict} than python-minifier 3.4.0 ({title.split(':')[0]})")


def library_rows() -> list[tuple[str, str, str]]:
    rows = []
    for module, test in MODULES.items():
        source = (STDLIB / f"{module}.py").read_text(encoding="utf-8")
        keep = frozenset(names_reached_from_outside(module, test, ast.parse(source)))
        ours = minify_source(
            source, MinifyOptions(mode="library", fixed_names=keep)
        ).text
        rows.append((module, ours, python_minifier.minify(source)))
    return rows


def program_rows() -> list[tuple[str, str, str]]:
    rows = []
    options = MinifyOptions(mode="program", remove_asserts=True)
    for module in MODULES:
        source = (STDLIB / f"{module}.py").read_text(encoding="utf-8")
        ours = minify_source(source, options).text
        rows.append((module, ours, python_minifier.minify(source, **AGGRESSIVE)))
    return rows


def arena_rows() -> list[tuple[str, str, str]]:
    """Each arena's code as `bundler build` makes it for dist/ (with the arena's own
    options from the pyproject: the five arenas are lossy), against python-minifier's
    most aggressive options on the module that build minifies (inlined into one module,
    tables precomputed, unreachable code shaken out)."""
    from bundler.commands.build import arena_entry, arena_spec
    from bundler.config import load_project
    from bundler.core.inline import inline
    from bundler.core.minify.passes.remove_unreachable import shake
    from bundler.core.pipeline import build
    from bundler.core.precompute import precompute
    from bundler.core.resolve import resolve

    project = load_project(Path(__file__).resolve().parent.parent)
    rows = []
    for name, arena in project.arenas.items():
        built = build(arena_spec(project, name))
        if built.layout != "flat" or built.packed:
            print(f"{name}: skipped (not a plain flat bundle)")
            continue
        ours = "".join(built.text.splitlines(True)[built.first_code_line - 1 :])
        root, entry = arena_entry(project, arena)
        keep_names = not arena.lossy or arena.keep_names
        inlined = inline(resolve(root, entry), keep_definition_names=keep_names)
        inlined, _, _ = precompute(inlined, root)
        tree = shake(inlined.tree, inlined.fixed_names)
        theirs = python_minifier.minify(ast.unparse(tree), **AGGRESSIVE)
        rows.append((name, ours, theirs))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--library-only", action="store_true")
    parser.add_argument("--program-only", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if not args.program_only:
        compare("library mode: python-minifier defaults", library_rows())
    if not args.library_only:
        compare("program mode: python-minifier most aggressive", program_rows())
        compare("arenas: python-minifier most aggressive", arena_rows())
    print(f"\n({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
