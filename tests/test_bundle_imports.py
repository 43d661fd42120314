"""What a bundle in dist/ costs at start-up beyond its own code: the modules it imports.
`typing` alone costs about 9 ms; the generated readers use it for their records, which the
minifier turns into `collections.namedtuple`, so no bundle may import it."""

import subprocess
import sys

import pytest

from tests.project import ARENAS, ROOT


def modules_imported(command: list[str]) -> set[str]:
    """Modules imported by a run on empty input (Lousy Chess refuses it, after its imports),
    from `-X importtime`'s report."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", *command],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    lines = [
        line for line in result.stderr.splitlines() if line.startswith("import time:")
    ]
    assert lines, result.stderr
    return {line.rpartition("|")[2].strip() for line in lines[1:]}


@pytest.mark.parametrize("arena", sorted(ARENAS))
def test_bundle_does_not_import_typing(arena):
    sources = modules_imported(["-m", ARENAS[arena].entry.removesuffix(".__main__")])
    assert "typing" in sources  # the generated reader's NamedTuples
    assert "typing" not in modules_imported(["-I", str(ARENAS[arena].output)])
