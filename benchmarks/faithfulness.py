"""Faithfulness, counted: every program of the semantics corpus bundled in every mode, run,
and compared with its sources on stdout and exit status; printed as N/M identical per layout
and mode. A case that expects a clean build error counts as identical when the build fails
with one `error:` line naming it; a `known_difference` case counts as different.

    python -m benchmarks.faithfulness
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

from tests.differential import bundle, difference, run_bundle
from tests.semantics.test_semantics import (
    ALL_CASES,
    BUNDLE_FLAGS,
    ENTRY,
    clean_error,
    source_outcome,
)

LAYOUT = re.compile(r"^\S+\s+(flat|modules)\s", re.MULTILINE)


def semantics_rows() -> Counter[tuple[str, str, bool]]:
    """(layout, mode, identical) -> number of cases."""
    counts: Counter[tuple[str, str, bool]] = Counter()
    with tempfile.TemporaryDirectory() as folder:
        for case in ALL_CASES:
            for mode in BUNDLE_FLAGS:
                if mode not in case.modes:
                    continue
                output = Path(folder) / f"{case.name}-{mode}.py"
                built = bundle(case.path, ENTRY, output, *BUNDLE_FLAGS[mode])
                if "expect_build_error" in case.settings:
                    wanted = case.settings["expect_build_error"]
                    counts["refused", mode, not clean_error(built, wanted)] += 1
                    continue
                if built.status != 0:
                    counts["failed to build", mode, False] += 1
                    continue
                layout = LAYOUT.search(built.stdout)
                same = not difference(
                    source_outcome(case.name), run_bundle(output, case.stdin)
                )
                same = same and "known_difference" not in case.settings
                counts[layout[1] if layout else "?", mode, same] += 1
    return counts


def print_table(title: str, counts: Counter[tuple[str, str, bool]]) -> None:
    print(title)
    print(f"{'layout':18}" + "".join(f"{mode:>14}" for mode in BUNDLE_FLAGS))
    for layout in sorted({layout for layout, _, _ in counts}):
        cells = []
        for mode in BUNDLE_FLAGS:
            same = counts[layout, mode, True]
            total = same + counts[layout, mode, False]
            cells.append(f"{same}/{total}" if total else "-")
        print(f"{layout:18}" + "".join(f"{cell:>14}" for cell in cells))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.parse_args()
    counts = semantics_rows()
    print_table(
        f"tests/semantics: {len(ALL_CASES)} programs, identical per layout and mode",
        counts,
    )
    return 0 if all(same for (_, _, same) in counts.elements()) else 1


if __name__ == "__main__":
    sys.exit(main())
