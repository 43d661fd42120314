"""Dense tables: a generated table shaped like a small network's weights (65,536 signed
16-bit integers, seeded) bundled with `# bundle: precompute`, measured in one run: the
bundle's characters (as CodinGame counts them), the table's emitted characters, bits per
character and encoding, and the time its statement takes to decode in a fresh interpreter
(the bundle's statements run one by one, the table's timed: what a bot pays at start-up).

    python -m benchmarks.dense_tables [--runs 15]
"""

from __future__ import annotations

import argparse
import ast
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bundler.core.options import Options
from bundler.core.pipeline import BuildSpec, build

ENTRIES = 65_536
BAR_CHARACTERS = 71_000
BAR_MILLISECONDS = 30

PROGRAM = f"""import random


def weights():
    generator = random.Random(2024)
    return [generator.randint(-32768, 32767) for _ in range({ENTRIES})]


WEIGHTS = weights()  # bundle: precompute
print(len(WEIGHTS), sum(WEIGHTS), min(WEIGHTS), max(WEIGHTS))
"""


# runs a bundle's statements one by one in this fresh interpreter, timing the one at index
# argv[2] (the program's own output is discarded)
TIME_ONE_STATEMENT = """
import ast, io, sys, time
path, timed = sys.argv[1], int(sys.argv[2])
namespace = {"__name__": "__main__"}
sys.stdout = io.StringIO()
for index, statement in enumerate(ast.parse(open(path, encoding="utf-8").read()).body):
    code = compile(ast.Module([statement], []), path, "exec")
    start = time.perf_counter()
    exec(code, namespace)
    if index == timed:
        elapsed = time.perf_counter() - start
sys.__stdout__.write(f"{elapsed * 1000}")
"""


def statement_milliseconds(path: Path, index: int) -> float:
    run = subprocess.run(
        [sys.executable, "-I", "-c", TIME_ONE_STATEMENT, str(path), str(index)],
        capture_output=True,
        check=True,
        timeout=60,
        text=True,
    )
    return float(run.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "weights.py").write_text(PROGRAM)
        result = build(
            BuildSpec("weights", root, "weights", options=Options(lossy=True))
        )
        bundle = root / "bundle.py"
        bundle.write_text(result.text, encoding="utf-8")
        name = result.table_names["weights.WEIGHTS"]
        index = next(
            index
            for index, statement in enumerate(ast.parse(result.text).body)
            if isinstance(statement, ast.Assign)
            and any(getattr(target, "id", None) == name for target in statement.targets)
        )
        times = [statement_milliseconds(bundle, index) for _ in range(args.runs)]
    table_report = result.tables[0]
    decode = statistics.median(times)
    size_ok = result.characters <= BAR_CHARACTERS
    time_ok = decode <= BAR_MILLISECONDS
    print(
        f"table: {ENTRIES:,} signed 16-bit integers, encoding {table_report.encoding}"
    )
    print(
        f"emitted: {table_report.emitted_chars:,} characters"
        f" ({table_report.bits_per_character:.2f} bits per character);"
        f" literal: {table_report.literal_chars:,}"
    )
    print(
        f"bundle: {result.characters:,} characters (bar {BAR_CHARACTERS:,})"
        f"  {'ok' if size_ok else 'FAIL'}"
    )
    print(
        f"decode: {decode:.1f} ms median in a fresh interpreter (p90"
        f" {sorted(times)[int(0.9 * len(times))]:.1f} ms; in-process, warm:"
        f" {table_report.decode_microseconds / 1000:.1f} ms) (bar {BAR_MILLISECONDS} ms)"
        f"  {'ok' if time_ok else 'FAIL'}"
    )
    return 0 if size_ok and time_ok else 1


if __name__ == "__main__":
    sys.exit(main())
