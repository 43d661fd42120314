"""Matches on a Dask cluster (`play --cluster`): the same games, files and results as the
local runner, a killed worker's game played again and counted once, a scheduler and a
worker started as a user starts them, and interrupted matches resumed.

Transcripts are compared byte for byte with every measured time masked (the runner's
`answered in T ms`, the Connect 4 bot's own `ms T` on stderr, and the judge-chess clocks,
which the referee counts down by the measured times and sends to the bots): those differ
between any two runs, local ones included; everything else must be equal.
"""

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("distributed")

from bundler.arena import cluster as cluster_module
from bundler.arena.arenas import load_referee
from bundler.arena.cluster import open_cluster
from bundler.arena.executors import LocalExecutor
from bundler.arena.games import MatchSettings
from bundler.arena.runner import run_match
from bundler.arena.schedule import schedule
from bundler.cli import main
from bundler.config import load_project

ROOT = Path(__file__).parents[2]
NODES = 60
MEASURED_TIMES = [
    (re.compile(r"answered in \d+\.\d+ ms"), "answered in (time) ms"),
    (re.compile(r" ms \d+\.\d+$", re.M), " ms (time)"),  # connect4's stderr
    # the judge's clocks, both players' before a FEN, the mover's after its move
    (re.compile(r"^(< \S+) \d+ \d+ (?=\S+/)", re.M), r"\1 (clock) (clock) "),
    (re.compile(r"^< ([AD]) \d+$", re.M), r"< \1 (clock)"),
]


def settings_for(arena: str, jobs: int = 2) -> MatchSettings:
    project = load_project(ROOT)
    configured = project.arena(arena)
    return MatchSettings(
        configured, load_referee(configured.referee), {}, NODES, 10.0, jobs
    )


# Each arena's bundle (one file: it travels with its tasks) against its baselines (run
# from the project's files, which the local workers share).
LINE_UPS = {
    "chess960": [
        "python dist/chess960.py",
        "python -m sources.chess960.baselines random",
    ],
    "judge-chess": [
        "python dist/judge_chess.py",
        "python -m sources.judge_chess.baselines random",
    ],
    "connect4": [
        "python dist/connect4.py",
        "python -m sources.connect4.baselines random --seed 3",
    ],
    "knights": [
        "python dist/knights.py",
        "python -m sources.knights.baselines random",
        "python -m sources.knights.baselines greedy",
    ],
    "lousy-chess": ["python dist/lousy_chess.py"],
}


@pytest.fixture(scope="module")
def local_cluster():
    executor = open_cluster("local:2", 3)
    yield executor
    executor.close()


@pytest.fixture(autouse=True)
def in_project(monkeypatch):
    monkeypatch.chdir(ROOT)  # bot commands name dist/ and sources/ from the project


def files_of(out: Path) -> dict[str, str]:
    """Each transcript with its measured times masked, and games.tsv's rows by game."""
    files = {}
    for path in sorted(out.glob("game-*.txt")):
        text = path.read_text()
        for pattern, mask in MEASURED_TIMES:
            text = pattern.sub(mask, text)
        files[path.name] = text
    files["games.tsv"] = "".join(
        sorted((out / "games.tsv").read_text().splitlines(True))
    )
    return files


def play(arena, commands, games, out, executor, **keywords):
    return run_match(
        settings_for(arena),
        commands,
        schedule(games, len(commands), 5),
        out,
        executor,
        ship_bots=not isinstance(executor, LocalExecutor),
        **keywords,
    )


def test_every_arena_plays_the_same_games_on_the_cluster_as_locally(
    local_cluster, tmp_path
):
    for arena, commands in LINE_UPS.items():
        local, remote = tmp_path / arena / "local", tmp_path / arena / "cluster"
        executor = LocalExecutor(2)
        try:
            local_stats, errors = play(arena, commands, 2, local, executor)
        finally:
            executor.close()
        assert errors == 0
        cluster_stats, errors = play(arena, commands, 2, remote, local_cluster)
        assert errors == 0
        local_files, cluster_files = files_of(local), files_of(remote)
        assert len(local_files) >= 2
        assert cluster_files == local_files, arena
        assert [bot.points for bot in cluster_stats] != []
        assert sorted(map(sorted_points, cluster_stats)) == sorted(
            map(sorted_points, local_stats)
        )
        rows = (remote / "workers.tsv").read_text().splitlines()[1:]
        assert len(rows) == len(list(remote.glob("game-*-seat0-*.txt")))
        assert all(row.split("\t")[1].startswith("tcp://") for row in rows)


def sorted_points(bot):
    return sorted(bot.points)


def test_a_shipped_bots_crash_reads_as_it_does_locally(local_cluster, tmp_path):
    """The crashing bot is one file, written to the worker's temp folder: its traceback
    still names the file as this machine does, so transcripts and faults are the same.
    """
    commands = ["python dist/connect4.py", "tests/arena/bots/crash.py"]
    executor = LocalExecutor(1)
    try:
        play("connect4", commands, 2, tmp_path / "local", executor)
    finally:
        executor.close()
    stats, _ = play("connect4", commands, 2, tmp_path / "cluster", local_cluster)
    assert stats[1].crashes == 2
    crashed = (tmp_path / "cluster" / "game-0001-seat1-B.txt").read_text()
    assert f'File "{ROOT / "tests/arena/bots/crash.py"}", line 6' in crashed
    assert files_of(tmp_path / "cluster") == files_of(tmp_path / "local")


def test_sprt_decision_cancels_the_games_still_pending(local_cluster, tmp_path):
    decisions = []

    def stop(stats):
        decisions.append(stats[0].games)
        return True

    commands = LINE_UPS["connect4"]
    stats, errors = play("connect4", commands, 40, tmp_path, local_cluster, stop=stop)
    assert errors == 0 and decisions == [2]
    assert stats[0].games == 2
    assert len((tmp_path / "games.tsv").read_text().splitlines()) == 1 + 2


def test_a_worker_killed_mid_match_loses_only_its_game(local_cluster, tmp_path):
    """One worker is killed while it plays a game; that game is played again by a worker
    and the match still has exactly the games asked for, each once."""
    client = local_cluster.client
    killed = {}

    def kill_a_busy_worker():
        journal = tmp_path / "journal.jsonl"
        while not journal.exists() or journal.read_text().count("\n") < 2:
            time.sleep(0.01)
        while not killed:
            busy = [worker for worker, keys in client.processing().items() if keys]
            if busy:
                pid = client.run(os.getpid, workers=[busy[0]])[busy[0]]
                os.kill(pid, signal.SIGKILL)
                killed[busy[0]] = pid
            time.sleep(0.01)

    killer = threading.Thread(target=kill_a_busy_worker)
    killer.start()
    commands = LINE_UPS["knights"]
    try:
        stats, errors = play("knights", commands, 18, tmp_path, local_cluster)
    finally:
        killer.join()
    assert errors == 0 and len(killed) == 1
    rows = (tmp_path / "games.tsv").read_text().splitlines()[1:]
    assert sorted(int(row.split("\t")[0]) for row in rows) == list(range(1, 19))
    assert [bot.games for bot in stats] == [18, 18, 18]
    journal = (tmp_path / "journal.jsonl").read_text().splitlines()[1:]
    assert sorted(json.loads(line)["game"] for line in journal) == list(range(1, 19))
    local_cluster.client.wait_for_workers(2, timeout=30)  # the nanny starts another


def test_a_scheduler_and_a_worker_started_as_a_user_starts_them(tmp_path, capsys):
    dask = Path(sys.executable).parent / "dask"
    scheduler_file = tmp_path / "scheduler.json"
    scheduler = subprocess.Popen(
        [dask, "scheduler", "--scheduler-file", scheduler_file, "--port", "0"]
        + ["--no-dashboard"],
        stderr=subprocess.DEVNULL,
    )
    worker = None
    try:
        while not scheduler_file.exists():
            time.sleep(0.05)
        address = json.loads(scheduler_file.read_text())["address"]
        worker = subprocess.Popen(
            [dask, "worker", address, "--nthreads", "1", "--resources", "game=1"]
            + ["--no-dashboard"],
            stderr=subprocess.DEVNULL,
        )
        commands = LINE_UPS["connect4"]
        common = ["play", "connect4", *commands, "--games", "4", "--seed", "5"]
        common += ["--deterministic", str(NODES), "--time-factor", "10"]
        assert main([*common, "--cluster", address, "--out", str(tmp_path / "c")]) == 0
        assert main([*common, "--jobs", "2", "--out", str(tmp_path / "l")]) == 0
    finally:
        for process in (worker, scheduler):
            if process is not None:
                process.terminate()
                process.wait()
    assert files_of(tmp_path / "c") == files_of(tmp_path / "l")
    assert (tmp_path / "c" / "results.log").read_text().splitlines()[1].split()[:6] == (
        tmp_path / "l" / "results.log"
    ).read_text().splitlines()[1].split()[:6]
    rows = (tmp_path / "c" / "workers.tsv").read_text().splitlines()[1:]
    (played_by,) = {row.split("\t")[1] for row in rows}  # the one worker
    assert played_by.startswith("tcp://") and played_by != address


def test_a_scheduler_that_cannot_be_reached_is_one_line(monkeypatch, capsys):
    monkeypatch.setattr(cluster_module, "CONNECT_TIMEOUT", 1)
    argv = ["play", "connect4", *LINE_UPS["connect4"], "--cluster", "tcp://127.0.0.1:9"]
    assert main(argv) == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("error: --cluster: cannot reach a scheduler at tcp://")
    assert "\n" not in error


def test_a_bot_the_workers_cannot_start_is_named(local_cluster):
    problems = local_cluster.unstartable_bots(
        ["python -m sources.connect4.baselines random", "python -m no_such.bot"]
    )
    assert set(problems) == set(local_cluster.game_slots())
    for found in problems.values():
        assert found == [
            f"'python -m no_such.bot': no module 'no_such.bot' from {ROOT}"
        ]


class Counting:
    """An executor that counts the games it was given."""

    def __init__(self, executor):
        self.executor = executor
        self.submitted = 0

    def submit(self, task):
        self.submitted += 1
        return self.executor.submit(task)

    def __getattr__(self, name):
        return getattr(self.executor, name)


def test_an_interrupted_match_resumes_with_only_its_missing_games(
    local_cluster, tmp_path
):
    """Interrupted here after its first rotation group, resumed on the cluster: the
    cluster plays the other games only, and the files are those of one whole match."""
    commands = LINE_UPS["connect4"]

    def interrupt(stats):
        raise KeyboardInterrupt

    first = LocalExecutor(1)
    with pytest.raises(KeyboardInterrupt):
        try:
            play("connect4", commands, 8, tmp_path / "resumed", first, stop=interrupt)
        finally:
            first.close()
    kept = (tmp_path / "resumed" / "journal.jsonl").read_text().count("\n") - 1
    assert kept == 2  # the first rotation group, when the interruption came
    second = Counting(local_cluster)
    stats, errors = play(
        "connect4", commands, 8, tmp_path / "resumed", second, resume=True
    )
    assert errors == 0 and second.submitted == 8 - kept
    assert [bot.games for bot in stats] == [8, 8]
    whole = LocalExecutor(2)
    try:
        play("connect4", commands, 8, tmp_path / "whole", whole)
    finally:
        whole.close()
    assert files_of(tmp_path / "resumed") == files_of(tmp_path / "whole")


def test_a_resumed_match_must_be_the_same_match(tmp_path, capsys):
    common = ["play", "connect4", *LINE_UPS["connect4"], "--games", "2"]
    common += ["--deterministic", str(NODES), "--time-factor", "10"]
    assert main([*common, "--out", str(tmp_path)]) == 0
    assert main([*common, "--resume", str(tmp_path)]) == 0
    assert "resuming: 2 games done, 0 to play" in capsys.readouterr().err
    other = [*common, "--resume", str(tmp_path), "--option", "x=1"]
    assert main(other) == 2
    error = capsys.readouterr().err.strip()
    assert error.endswith(
        "differs in: options); resume with the command that started it"
    )
