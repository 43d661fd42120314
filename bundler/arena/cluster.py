"""Games on a Dask cluster (`play --cluster tcp://HOST:8786` or `--cluster local:N`): an
executor for `bundler.arena.runner` whose tasks run `executors.play_task` on the workers.

Fair timing on shared machines: every game asks for one `game` resource of its worker, and
a worker offers as many as it has game slots (`dask worker ... --nthreads 1 --resources
game=1` for each (seats + 1) cores: both bots and the referee on cores of their own), so a
worker never plays more games at once than it has room for. Answer times are measured on
the worker, where the game runs.

A worker that dies or disconnects loses the games it was playing: the scheduler hands them
to another worker, and a game the client sees lost (cancelled under it) is submitted again
by the runner, so each game is counted once. Workers need arena-bundler[arena,cluster] and
Python; one-file bots travel with their tasks (see docs/cluster.md).
"""

from __future__ import annotations

import logging
import math
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import CancelledError, Future
from pathlib import Path
from typing import Iterable

from distributed import Client, LocalCluster, get_worker
from distributed.comm.core import CommClosedError

from .executors import GameTask, PlayedGame, play_task
from .match import bot_argv
from ..config import UsageError

GAME_RESOURCE = "game"
CONNECT_TIMEOUT = 10  # seconds to reach a scheduler
WORKERS_TIMEOUT = 30  # seconds for a first worker to join it
_FIND_MODULE = "import importlib.util, sys; sys.exit(importlib.util.find_spec(sys.argv[1]) is None)"


class DaskExecutor:
    def __init__(self, client: Client, cluster: LocalCluster | None = None) -> None:
        self.client = client
        self.cluster = cluster  # the one `local:N` started, closed with the executor
        self.submitted = 0
        self.known_slots = 0
        self.slots_asked_at = -math.inf

    def submit(self, task: GameTask) -> Future:
        # Games start in the order they come (Dask's default is not first come, first
        # served), so that finished games fill whole rotation groups for the SPRT.
        self.submitted += 1
        return self.client.submit(
            play_on_worker,
            task,
            resources={GAME_RESOURCE: 1},
            pure=False,
            priority=-self.submitted,
        )

    def slots(self) -> int:
        # Asked after every game: the scheduler's answer is kept for a second.
        now = time.monotonic()
        if now - self.slots_asked_at > 1.0:
            self.known_slots = int(sum(self.game_slots().values()))
            self.slots_asked_at = now
        return max(1, self.known_slots)

    def is_lost(self, error: BaseException) -> bool:
        # Cancelled under us (the runner cancels only once it leaves its loop), or the
        # connection broke: the game was not played out, its worker went away.
        return isinstance(error, (CancelledError, CommClosedError))

    def cancel(self, futures: Iterable[Future]) -> None:
        pending = list(futures)
        if pending:
            self.client.cancel(pending)

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()

    def game_slots(self) -> dict[str, float]:
        """Per worker address, the games it plays at once."""
        workers = self.client.scheduler_info(n_workers=-1)["workers"]
        return {
            address: worker.get("resources", {}).get(GAME_RESOURCE, 0)
            for address, worker in workers.items()
        }

    def unstartable_bots(self, commands: list[str]) -> dict[str, list[str]]:
        """Per worker, what keeps it from starting `commands` (bots that do not travel)."""
        problems = self.client.run(startup_problems, commands)
        return {address: found for address, found in problems.items() if found}


def play_on_worker(task: GameTask) -> PlayedGame:
    return play_task(task, get_worker().address)


def startup_problems(commands: list[str]) -> list[str]:
    """Run on a worker: why each of `commands` could not start here, if it could not."""
    problems = []
    for command in commands:
        argv = bot_argv(command)
        if shutil.which(argv[0]) is None and not Path(argv[0]).is_file():
            problems.append(f"{command!r}: no program {argv[0]!r}")
        elif "-m" in argv[1:-1]:
            module = argv[argv.index("-m") + 1]
            found = subprocess.run(
                [argv[0], "-c", _FIND_MODULE, module], capture_output=True, check=False
            )
            if found.returncode != 0:
                problems.append(f"{command!r}: no module {module!r} from {os.getcwd()}")
        else:
            scripts = [word for word in argv[1:] if word.endswith(".py")]
            problems += [
                f"{command!r}: no file {script!r} in {os.getcwd()}"
                for script in scripts
                if not Path(script).is_file()
            ]
    return problems


def open_cluster(address: str, workers_per_game: int) -> DaskExecutor:
    """`local:N` starts a LocalCluster of N one-game workers; any other address is a
    running scheduler's. `workers_per_game` (bots and referee) is the cores a game uses.
    """
    if address.startswith("local:"):
        count = address.removeprefix("local:")
        if not count.isdigit() or int(count) < 1:
            raise UsageError(
                f"--cluster: expected local:N (N workers), got {address!r}"
            )
        cores = os.cpu_count() or 1
        if int(count) * workers_per_game > cores:
            sys.stderr.write(
                f"note: {count} games at once need {int(count) * workers_per_game} cores,"
                f" this machine has {cores}: games share cores (fair for --deterministic,"
                " not for time-limited play)\n"
            )
        cluster = LocalCluster(
            n_workers=int(count),
            threads_per_worker=1,
            processes=True,
            resources={GAME_RESOURCE: 1},
            # No dashboard, and its HTTP server on any free port: two local clusters
            # at once must not compete for Dask's default port.
            scheduler_kwargs={"dashboard": False, "dashboard_address": ":0"},
            silence_logs=logging.ERROR,
        )
        return DaskExecutor(Client(cluster), cluster)
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT)
    except (OSError, ValueError) as error:
        raise UsageError(
            f"--cluster: cannot reach a scheduler at {address} ({error})"
        ) from None
    executor = DaskExecutor(client)
    try:
        client.wait_for_workers(1, timeout=WORKERS_TIMEOUT)
    except TimeoutError:
        executor.close()
        raise UsageError(
            f"--cluster: no worker joined the scheduler at {address}"
            f" within {WORKERS_TIMEOUT} s"
        ) from None
    if not any(executor.game_slots().values()):
        executor.close()
        raise UsageError(
            f"--cluster: no worker of {address} offers a {GAME_RESOURCE!r} resource:"
            f" start them with `dask worker {address} --nthreads 1 --resources"
            f" {GAME_RESOURCE}=1` (docs/cluster.md)"
        )
    return executor
