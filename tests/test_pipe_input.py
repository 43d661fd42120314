"""The bots' standard input for thinking on the opponent's time."""

import os

from sources.pipe_input import PipeInput


def test_pipe_input_reads_lines_and_tells_when_more_has_arrived():
    read_end, write_end = os.pipe()
    try:
        source = PipeInput(read_end)
        assert not source.waiting()
        os.write(write_end, b"0 1\n0\n")
        assert source.waiting()
        assert source.readline() == b"0 1\n"
        # the second line is already in the buffer, not in the pipe
        assert source.waiting()
        assert source.readline() == b"0\n"
        assert not source.waiting()
        # the start of a line is enough: the next turn has begun to arrive
        os.write(write_end, b"part")
        assert source.waiting()
        os.write(write_end, b"ial\n")
        assert source.readline() == b"partial\n"
        assert not source.waiting()
        os.write(write_end, b"no newline")
        os.close(write_end)
        write_end = None
        assert source.readline() == b"no newline"
        assert source.readline() == b""
    finally:
        os.close(read_end)
        if write_end is not None:
            os.close(write_end)
