"""`tune`: marked constants read and rewritten, SPSA, the paired test, and one short run on
the knights bot (a candidate bundle per set of values, a patch of the sources)."""

import re
from pathlib import Path

import pytest

from bundler.arena.tunables import (
    TunableError,
    find_tunables,
    rewritten,
    source_patch,
)
from bundler.arena.tune import PairedTest, SpsaSettings, spsa
from bundler.arena.sprt import SprtSettings
from bundler.cli import main

ROOT = Path(__file__).parents[2]

MODULE = """\
'''A bot's settings.'''

DEPTH = 4  # tune: 1..9
BUDGET = 0.030  # seconds; tune: 0.01..0.1
NAMES = 3  # not tuned
# tune: in a comment line, not a marker
"""


def test_marked_constants_are_read_with_their_ranges(tmp_path):
    module = tmp_path / "settings.py"
    module.write_text(MODULE)
    depth, budget = find_tunables([module])
    assert (depth.name, depth.line, depth.value, depth.low, depth.high) == (
        "DEPTH",
        3,
        4,
        1,
        9,
    )
    assert depth.text(5.6) == "6" and depth.text(12) == "9"  # rounded, clipped
    assert (budget.name, budget.decimals, budget.text(0.0456)) == ("BUDGET", 3, "0.046")


def test_a_marker_out_of_its_range_or_misspelled_is_named(tmp_path):
    module = tmp_path / "settings.py"
    module.write_text("DEPTH = 12  # tune: 1..9\n")
    with pytest.raises(TunableError, match=r"settings.py:1: DEPTH = 12 lies outside"):
        find_tunables([module])
    module.write_text("depth = 2  # tune: 1..9\n")
    with pytest.raises(TunableError, match=r"settings.py:1: expected `NAME = NUMBER"):
        find_tunables([module])


def test_candidates_change_only_the_marked_values_and_the_patch_shows_them(tmp_path):
    module = tmp_path / "bot" / "settings.py"
    module.parent.mkdir()
    module.write_text(MODULE)
    tunables = find_tunables([module])
    text = rewritten(module, tunables, {"DEPTH": 7, "BUDGET": 0.05})
    assert text == MODULE.replace("DEPTH = 4", "DEPTH = 7").replace(
        "BUDGET = 0.030", "BUDGET = 0.050"
    )
    patch = source_patch(tmp_path, tunables, {"DEPTH": 4, "BUDGET": 0.05})
    assert patch.splitlines()[:2] == ["--- a/bot/settings.py", "+++ b/bot/settings.py"]
    changed = [line for line in patch.splitlines()[2:] if line[:1] in "+-"]
    assert changed == [
        "-BUDGET = 0.030  # seconds; tune: 0.01..0.1",
        "+BUDGET = 0.050  # seconds; tune: 0.01..0.1",
    ]


def test_spsa_climbs_to_the_best_values_of_a_noiseless_score(tmp_path):
    module = tmp_path / "settings.py"
    module.write_text("DEPTH = 2  # tune: 0..100\nWIDTH = 90  # tune: 0..100\n")
    tunables = find_tunables([module])

    def score(values):  # best at DEPTH 70, WIDTH 30
        return -((values["DEPTH"] - 70) ** 2 + (values["WIDTH"] - 30) ** 2) / 10_000

    reports = []
    tuned = spsa(
        tunables,
        SpsaSettings(iterations=300, r_end=2.0),
        lambda k, plus, minus: (score(plus), score(minus)),
        reports.append,
    )
    assert [report.number for report in reports] == list(range(1, 301))
    assert abs(tuned["DEPTH"] - 70) <= 5 and abs(tuned["WIDTH"] - 30) <= 5


def test_the_paired_test_scores_who_did_better_on_the_same_start():
    paired = PairedTest(SprtSettings(0, 10))
    paired.add([[2, 1, 0]], [[1, 1, 2]])
    paired.add([[2, 2, 2]], [[0, 2, 1]])
    assert paired.pairs == [[1.0, 0.5, 0.0], [1.0, 0.5, 1.0]]
    assert paired.games == 12 and paired.state.games == 6


def test_tune_writes_a_patch_of_the_knights_sources(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    baselines = "python -m sources.knights.baselines"
    argv = ["tune", "knights", "--opponent", f"{baselines} random"]
    argv += ["--opponent", f"{baselines} greedy", "--iterations", "1", "--jobs", "1"]
    argv += ["--deterministic", "50", "--time-factor", "10", "--out", str(tmp_path)]
    argv += ["--sprt", "0,10", "--sprt-games", "1"]  # one batch: one group
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "ESTIMATE_LIMIT: 900 -> " in out and "(range 500..990)" in out
    assert "after 6 pairs of games: no decision yet" in out
    log = (tmp_path / "tune.tsv").read_text().splitlines()
    assert len(log) == 2 and log[1].startswith("1\t900\t8\t1000\t")
    # the base bundle, two candidates, and the tuned one (unless it matches one of them)
    assert 3 <= len(list((tmp_path / "candidates").glob("knights-*.py"))) <= 4
    patch = (tmp_path / "tuned.patch").read_text().splitlines()
    changed = {line[6:] for line in patch if line.startswith(("--- a/", "+++ b/"))}
    assert changed <= {"sources/knights/evaluation.py", "sources/knights/protocol.py"}
    # only marked lines change (none, when one iteration moved no value past rounding)
    headers = ("--- ", "+++ ")
    edits = [
        line for line in patch if line[:1] in "+-" and not line.startswith(headers)
    ]
    marked = re.compile(r"[+-][A-Z_]+ = [\d.]+  #.*\btune: ")
    assert all(marked.match(line) for line in edits)
