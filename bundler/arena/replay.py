"""Replaying transcripts (the `replay` command's work): feed a bot what a transcript
recorded, turn by turn, and check every answer: legal there (the arena referee's
`check_answer`), within the turn's time limit, and - when the transcript was recorded in
deterministic mode (`nodes:` in its header) - identical to the recorded answer. The bot runs
with the same `ARENA_NODES`. The first divergence of each transcript is reported with its
turn, what was expected and what came, with the bot's last stderr lines (a bundle's
traceback through its source map).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from .arenas import load_referee
from .crashes import bundle_map, source_traceback
from .match import BotProcess, bot_environment, play_turn
from .referees.base import Prompt
from .transcript import Transcript, TranscriptError, read_transcript

# Without time checks, an answer may take this long before the bot counts as hung.
_UNCHECKED_WAIT = 30.0
_STDERR_SHOWN = 20  # last lines of the bot's stderr shown with a failure


@dataclass
class ReplayResult:
    path: Path | None
    turns_checked: int
    failure: str | None = None  # the first divergence

    @property
    def ok(self) -> bool:
        return self.failure is None


def replay_transcript(
    command: str,
    transcript: Transcript,
    time_factor: float = 1.0,
    check_time: bool = True,
    cwd: Path | None = None,
) -> ReplayResult:
    referee = load_referee(transcript.referee)
    bot = BotProcess(command, bot_environment(transcript.nodes), cwd)
    result = ReplayResult(transcript.path, 0)
    stderr: list[str] = []
    try:
        for index, turn in enumerate(transcript.turns):
            if turn.status == "skipped":
                break
            where = f"turn {turn.number} (line {turn.line_number})"
            expected = turn.answer if turn.status == "answered" else f"<{turn.status}>"
            limit = turn.time_limit
            if limit is not None:
                limit = limit * time_factor if check_time else _UNCHECKED_WAIT
            prompt = Prompt(transcript.seat, turn.lines, limit, turn.close_input)
            replayed = play_turn(bot, prompt, 1.0, turn.number)
            stderr += replayed.stderr
            if replayed.fault is not None:
                how = f"{replayed.status}: {replayed.fault}"
                result.failure = f"{where}: expected {expected!r}; the bot's {how}"
                break
            if turn.time_limit is None:
                continue
            answer = replayed.answer
            result.turns_checked += 1
            # The seat's turns so far, this one included, as the referee's contract asks.
            reason = referee.check_answer(transcript.turns[: index + 1], answer)
            if reason is not None:
                result.failure = f"{where}: illegal answer {answer!r}: {reason}"
                break
            if turn.status != "answered":
                break  # the recorded bot failed here; nothing further was recorded
            if transcript.nodes is not None and answer != turn.answer:
                result.failure = f"{where}: expected {turn.answer!r}, got {answer!r}"
                break
        status = bot.finish()
        if result.ok and status not in (0, None):
            result.failure = (
                f"the bot exited with status {status} at the end of its input"
            )
        if not result.ok:
            stderr += bot.take_stderr()
            tail = source_traceback(stderr[-_STDERR_SHOWN:], bundle_map(command, cwd))
            if tail:
                result.failure += "\n" + "\n".join(f"    | {line}" for line in tail)
    finally:
        if bot.process.poll() is None:
            bot.kill()
        bot.close()
    return result


def replay_files(
    command: str,
    paths: Sequence[Path],
    time_factor: float = 1.0,
    check_time: bool = True,
    jobs: int = 1,
    cwd: Path | None = None,
) -> list[ReplayResult]:
    def replay(path: Path) -> ReplayResult:
        try:
            transcript = read_transcript(path)
        except (TranscriptError, OSError) as error:
            return ReplayResult(path, 0, str(error))
        return replay_transcript(command, transcript, time_factor, check_time, cwd)

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(replay, paths))
