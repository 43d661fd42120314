"""The statistics behind the results table."""

from bundler.arena.statistics import mean_and_margin, percentile


def test_statistics_helpers():
    mean, margin = mean_and_margin([1.0, 0.0, 1.0, 0.0])
    assert mean == 0.5 and 0.56 < margin < 0.57
    assert percentile([5.0, 1.0, 3.0], 0.99) == 5.0
    assert percentile(list(range(1, 201)), 0.99) == 198
