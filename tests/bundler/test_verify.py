"""Verification runs (`bundler/core/verify.py`): a run on empty input is stopped at the
time or output limit, and runs that were stopped are compared as far as both got."""

import sys

from bundler.core.verify import RUN_OUTPUT_LIMIT, Run, _run_on_empty_input


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
