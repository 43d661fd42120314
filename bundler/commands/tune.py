"""`arena-bundler tune ARENA --opponent BOT [--opponent BOT]`: tune the arena's bot's marked
parameters (`NAME = 8  # tune: 2..24` on a module-level constant) by SPSA against the
opponents, locally (`--jobs`) or on a Dask cluster (`--cluster`), and write the tuned values
as a patch of the sources (`OUT/tuned.patch`, for `git apply`).

Every candidate is the arena's bundle built from the sources with its values written in
(`OUT/candidates/`): one file, which travels to the workers as `play` ships bundles. With
`--sprt ELO0,ELO1` the tuned bundle then plays the untuned one, start for start, until the
test decides (`bundler.arena.tune`). `--values NAME=V` starts from other values; with
`--iterations 0` it only tests them.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import sys
import tempfile
from pathlib import Path

from ..arena.executors import Bot, GameExecutor, bot_of
from ..arena.games import MatchSettings, add_match_arguments, match_settings
from ..arena.statistics import mean_and_margin
from ..arena.sprt import SprtSettings
from ..arena.tunables import Tunable, TunableError, find_tunables, rewritten
from ..arena.tunables import source_patch
from ..arena.tune import Iteration, PairedTest, SpsaSettings, mean_score
from ..arena.tune import play_paired, spsa
from ..config import UsageError, load_project
from ..core.errors import BundleError
from ..core.pipeline import BuildSpec, build
from .build import arena_spec
from .play import open_executor, sprt_bounds

# The proof's starts come after every tuning start: no start position is used twice.
PROOF_GROUPS_FROM = 1_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("arena", help="arena name from the registry (see `list`)")
    parser.add_argument(
        "--opponent",
        action="append",
        required=True,
        metavar="BOT",
        help="an opponent's command, one per other seat (repeat)",
    )
    add_match_arguments(parser)
    parser.add_argument(
        "--iterations", type=int, default=200, help="SPSA iterations (default 200)"
    )
    parser.add_argument(
        "--groups",
        type=int,
        default=1,
        help="rotation groups each candidate plays per iteration (default 1)",
    )
    parser.add_argument(
        "--c-end",
        type=float,
        default=SpsaSettings.c_end,
        help="the last perturbation, as a fraction of each range"
        f" (default {SpsaSettings.c_end:g})",
    )
    parser.add_argument(
        "--r-end",
        type=float,
        default=SpsaSettings.r_end,
        help="the last learning rate, a_end / c_end^2 (default"
        f" {SpsaSettings.r_end:g}; per unit of the arena's score)",
    )
    parser.add_argument(
        "--values",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="start from this value instead of the sources' (repeatable)",
    )
    parser.add_argument(
        "--sprt",
        metavar="ELO0,ELO1",
        type=sprt_bounds,
        help="then play the tuned bot against the untuned one until an SPRT decides",
    )
    parser.add_argument(
        "--sprt-games",
        type=int,
        default=20_000,
        help="the most games the SPRT plays (default 20000)",
    )
    parser.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play on a Dask cluster: tcp://HOST:8786 or local:N (as `play`)",
    )
    parser.add_argument("--out", type=Path, required=True, help="output directory")


def run(args: argparse.Namespace) -> int:
    settings = match_settings(args)
    if len(args.opponent) != settings.referee.SEATS - 1:
        raise UsageError(
            f"--opponent: {args.arena} seats {settings.referee.SEATS} bots: give"
            f" {settings.referee.SEATS - 1} opponents, got {len(args.opponent)}"
        )
    test = SprtSettings(*args.sprt) if args.sprt else None
    project = load_project()
    spec = arena_spec(project, args.arena)
    try:
        sources = build(spec).source_paths
        tunables = find_tunables(sources)
    except (BundleError, TunableError) as error:
        raise UsageError(f"{args.arena}: {error}") from None
    if not tunables:
        raise UsageError(
            f"{args.arena}: no tunable parameter in its sources; mark a module-level"
            " constant like `LEAD_SCALE = 8  # tune: 2..24`"
        )
    start = {t.name: t.value for t in tunables} | starting_values(args.values, tunables)
    args.out.mkdir(parents=True, exist_ok=True)
    candidates = Candidates(spec, sources, tunables, args.out, args.cluster is not None)
    opponents = [bot_of(command, args.cluster is not None) for command in args.opponent]
    executor = open_executor(args.cluster, settings, args.opponent)
    try:
        tuned = start
        if args.iterations:
            tuned = tune(args, executor, settings, candidates, opponents, start)
        patch = source_patch(project.root, tunables, tuned)
        (args.out / "tuned.patch").write_text(patch, encoding="utf-8")
        for tunable in tunables:
            print(
                f"{tunable.name}: {tunable.text(tunable.value)} ->"
                f" {tunable.text(tuned[tunable.name])}  (range"
                f" {tunable.text(tunable.low)}..{tunable.text(tunable.high)})"
            )
        print(f"patch of the sources: {args.out / 'tuned.patch'}")
        if test is not None:
            untuned = {t.name: t.value for t in tunables}
            prove(args, executor, settings, test, candidates, opponents, tuned, untuned)
    finally:
        executor.close()
    return 0


def starting_values(words: list[str], tunables: list[Tunable]) -> dict[str, float]:
    known = {t.name: t for t in tunables}
    values = {}
    for word in words:
        name, separator, text = word.partition("=")
        if not separator or name not in known:
            raise UsageError(
                f"--values: expected NAME=VALUE with NAME one of {', '.join(known)};"
                f" got {word!r}"
            )
        try:
            values[name] = float(text)
        except ValueError:
            raise UsageError(f"--values: {text!r} is not a number") from None
    return values


class Candidates:
    """The arena's bundle with given values, built once per set of values."""

    def __init__(
        self,
        spec: BuildSpec,
        sources: tuple[Path, ...],
        tunables: list[Tunable],
        out: Path,
        ship: bool,
    ) -> None:
        self.spec, self.sources, self.tunables = spec, sources, tunables
        self.folder = out / "candidates"
        self.ship = ship
        self.built: dict[tuple[str, ...], Bot] = {}

    def bot(self, values: dict[str, float]) -> Bot:
        key = tuple(t.text(values[t.name]) for t in self.tunables)
        if key not in self.built:
            self.built[key] = self._build(values)
        return self.built[key]

    def _build(self, values: dict[str, float]) -> Bot:
        with tempfile.TemporaryDirectory(prefix="tune-") as root:
            for path in self.sources:
                copy = Path(root) / path.relative_to(self.spec.root)
                copy.parent.mkdir(parents=True, exist_ok=True)
                copy.write_text(
                    rewritten(path, self.tunables, values), encoding="utf-8"
                )
            text = build(dataclasses.replace(self.spec, root=Path(root))).text
        self.folder.mkdir(parents=True, exist_ok=True)
        name = hashlib.sha256(text.encode()).hexdigest()[:12]
        path = self.folder / f"{self.spec.name}-{name}.py"
        path.write_text(text, encoding="utf-8")
        return bot_of(f"python {path}", self.ship)


def tune(
    args: argparse.Namespace,
    executor: GameExecutor,
    settings: MatchSettings,
    candidates: Candidates,
    opponents: list[Bot],
    start: dict[str, float],
) -> dict[str, float]:
    names = [t.name for t in candidates.tunables]
    log = open(args.out / "tune.tsv", "w", encoding="utf-8")
    log.write(
        "\t".join(
            ["iteration", *names, *(f"{n}+" for n in names), *(f"{n}-" for n in names)]
            + ["score+", "score-"]
        )
        + "\n"
    )
    scored: list[float] = []

    def scores(k: int, plus: dict[str, float], minus: dict[str, float]):
        groups = range((k - 1) * args.groups, k * args.groups)
        both = play_paired(
            executor,
            settings,
            [candidates.bot(plus), candidates.bot(minus)],
            opponents,
            groups,
            args.seed,
        )
        return mean_score(both[0]), mean_score(both[1])

    def report(iteration: Iteration) -> None:
        columns = [iteration.values, iteration.plus, iteration.minus]
        log.write(
            "\t".join(
                [str(iteration.number)]
                + [f"{values[name]:g}" for values in columns for name in names]
                + [f"{iteration.plus_score:g}", f"{iteration.minus_score:g}"]
            )
            + "\n"
        )
        log.flush()
        scored.extend([iteration.plus_score, iteration.minus_score])
        now = "  ".join(f"{name} {iteration.values[name]:g}" for name in names)
        sys.stderr.write(
            f"iteration {iteration.number}/{args.iterations}: {now}; mean score of the"
            f" candidates so far {sum(scored) / len(scored):.3f}\n"
        )

    settings_spsa = SpsaSettings(args.iterations, args.c_end, args.r_end, args.seed)
    try:
        start_tunables = [
            dataclasses.replace(t, value=start[t.name]) for t in candidates.tunables
        ]
        return spsa(start_tunables, settings_spsa, scores, report)
    finally:
        log.close()


def prove(
    args: argparse.Namespace,
    executor: GameExecutor,
    settings: MatchSettings,
    test: SprtSettings,
    candidates: Candidates,
    opponents: list[Bot],
    tuned: dict[str, float],
    untuned: dict[str, float],
) -> None:
    """The tuned bundle against the untuned one, start for start, until the SPRT decides
    (checked after every batch of rotation groups: one per game slot)."""
    paired = PairedTest(test)
    bots = [candidates.bot(tuned), candidates.bot(untuned)]
    next_group = PROOF_GROUPS_FROM
    while paired.state.verdict is None and paired.games < args.sprt_games:
        batch = range(next_group, next_group + max(1, executor.slots()))
        next_group = batch.stop
        tuned_scores, untuned_scores = play_paired(
            executor, settings, bots, opponents, batch, args.seed
        )
        paired.add(tuned_scores, untuned_scores)
        sys.stderr.write(
            f"proof: {paired.games} games, LLR {paired.state.llr:.2f}"
            f" ({paired.state.lower_bound:.2f}, {paired.state.upper_bound:.2f})\n"
        )
    for name, groups, bot in (
        ("tuned", paired.tuned, bots[0]),
        ("untuned", paired.untuned, bots[1]),
    ):
        mean, margin = mean_and_margin(groups)
        print(
            f"{name}: mean score {mean:.3f} ±{margin:.3f} over {sum(map(len, groups))}"
            f" games ({bot.command})"
        )
    state = paired.state
    verdict = {
        "H1": f"H1 accepted: better by {test.elo1:g} Elo or more",
        "H0": f"H0 accepted: not better than {test.elo0:g} Elo",
        None: "no decision yet (raise --sprt-games)",
    }[state.verdict]
    print(
        f"SPRT [{test.elo0:g}, {test.elo1:g}] alpha {test.alpha:g} beta {test.beta:g},"
        f" tuned against untuned on the same starts and seatings: LLR {state.llr:.2f}"
        f" in ({state.lower_bound:.2f}, {state.upper_bound:.2f}) after {state.games}"
        f" pairs of games: {verdict}"
    )
