"""Verification runs (`bundler/core/verify.py`): a run on empty input is stopped at the
time or output limit, and runs that were stopped are compared as far as both got."""

import sys

import pytest

from bundler.core.errors import BehaviourDiffers
from bundler.core.verify import (
    RUN_OUTPUT_LIMIT,
    Run,
    _run_all_on_empty_input,
    _run_on_empty_input,
    verify,
)


def test_a_program_printing_without_end_is_stopped_at_the_output_limit(tmp_path):
    endless = [sys.executable, "-c", "while True: print('*** Unknown syntax: EOF')"]
    run = _run_on_empty_input(endless, tmp_path, tmp_path)
    assert run.cut
    assert len(run.stdout) >= RUN_OUTPUT_LIMIT // 2
    assert run.stdout.startswith(b"*** Unknown syntax: EOF\n" * 100)
    assert "did not exit" in run.traceback()[0]


def test_a_program_that_ends_is_not_stopped(tmp_path):
    printer = [sys.executable, "-c", "print('done'); raise SystemExit(3)"]
    run = _run_on_empty_input(printer, tmp_path, tmp_path)
    assert (run.stdout, run.status, run.cut) == (b"done\n", 3, False)


def test_stopped_runs_are_compared_on_the_output_both_have():
    stopped = Run(b"line 1\nline 2\nli", b"", -9, cut=True)
    assert not stopped.differs(Run(b"line 1\nline 2\nline 3\n", b"", 0))
    assert not stopped.differs(Run(b"line 1\n", b"", -9, cut=True))
    assert stopped.differs(Run(b"line 1\nline 3\n", b"", 0))
    assert Run(b"a\n", b"", 0).differs(Run(b"a\n", b"", 1))


def test_a_difference_far_into_a_line_is_shown_where_the_lines_part():
    common = "The input passed in on this line looks more like a URL than markup: "
    bundle = Run((common + "/tmp/bundle/main.py\n").encode(), b"", 0)
    sources = Run((common + "/home/me/main.py\n").encode(), b"", 0)
    message = bundle.difference(sources)
    assert "output line 1, column 70" in message
    assert "/tmp/bundle/main.py'" in message and "/home/me/main.py'" in message
    assert "The input" not in message  # the excerpts start near the difference


def test_a_missing_line_is_nothing():
    message = Run(b"a\n", b"", 0).difference(Run(b"a\nb\n", b"", 0))
    assert message.endswith(
        "prints nothing at output line 2 where the sources print 'b'"
    )


def test_bundle_and_sources_run_at_once_and_a_working_folder_is_no_difference(tmp_path):
    """The two runs start together, each from its own folder; a program that prints its
    folder is run again from the bundle's, and is the same program; a bundle that prints
    something else there differs, and is reported; a program whose runs differ from one
    another proves nothing."""
    (tmp_path / "main.py").write_text("import os\nprint(os.getcwd())\n")
    sources = ([sys.executable, "-B", "-s", str(tmp_path / "main.py")], tmp_path)
    same = "import os\nprint(os.getcwd())\n"
    assert verify(same, 10_000, "same", source_run=sources).characters == len(same)
    different = "import os\nprint(os.getcwd() + '!')\n"
    with pytest.raises(BehaviourDiffers, match="output line 1"):
        verify(different, 10_000, "different", source_run=sources)
    (tmp_path / "main.py").write_text("import time\nprint(time.perf_counter_ns())\n")
    verify("print('at random')\n", 10_000, "random", source_run=sources)


def test_runs_at_once_keep_their_own_outputs(tmp_path):
    first = [sys.executable, "-c", "print('first')"]
    second = [sys.executable, "-c", "import sys; print('second'); sys.exit(2)"]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    ran = _run_all_on_empty_input(
        [(first, tmp_path, tmp_path / "a"), (second, tmp_path, tmp_path / "b")]
    )
    assert [(run.stdout, run.status) for run in ran] == [
        (b"first\n", 0),
        (b"second\n", 2),
    ]
