"""Golden transcripts: every `tests/transcripts/ARENA/*game-*.txt` is replayed against the
arena's sources (`python -m sources.<bot>`) and against its bundle (`dist/`), both in the
deterministic mode the transcript was recorded in; every answer must be legal and
identical. Record them with `python -m bundler record ARENA` (tests/transcripts/README.md).
Answer times are not checked here (no timed assertions in unit tests; speed is measured by
benchmarks)."""

import os
import sys

import pytest

from bundler.commands.record import bot_command
from tests.project import ARENAS, ROOT
from bundler.arena.replay import replay_files
from bundler.arena.transcript import read_transcript

GOLDEN = ROOT / "tests" / "transcripts"
JOBS = max(1, min(2, os.cpu_count() or 1))


def golden(arena_name):
    return sorted((GOLDEN / arena_name).glob("*game-*.txt"))


@pytest.mark.parametrize("arena_name", sorted(ARENAS))
@pytest.mark.parametrize("target", ["sources", "dist"])
def test_golden_transcripts_replay_identically(arena_name, target):
    arena = ARENAS[arena_name]
    paths = golden(arena_name)
    if not paths:
        pytest.skip(f"no golden transcripts in tests/transcripts/{arena_name}/ yet")
    if target == "dist":
        if not arena.output.exists():
            pytest.skip(f"{arena.output.relative_to(ROOT)} is not built yet")
        command = f"{sys.executable} {arena.output}"
    else:
        command = bot_command(arena)
    results = replay_files(command, paths, check_time=False, jobs=JOBS, cwd=ROOT)
    failures = [
        f"{result.path.name}: {result.failure}" for result in results if not result.ok
    ]
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("arena_name", sorted(ARENAS))
def test_golden_transcripts_are_deterministic_and_from_this_arena(arena_name):
    paths = golden(arena_name)
    if not paths:
        pytest.skip(f"no golden transcripts in tests/transcripts/{arena_name}/ yet")
    for path in paths:
        transcript = read_transcript(path)
        assert (
            transcript.nodes is not None
        ), f"{path.name} was not recorded deterministically"
        assert transcript.arena == arena_name
        assert transcript.bot == bot_command(ARENAS[arena_name])
