"""Baseline opponents speaking this arena's protocol:
`python -m sources.chess960.baselines random|greedy`."""

import sys

from ..chesscore.baselines import BASELINES
from .protocol import main

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in BASELINES:
        sys.exit(f"usage: python -m sources.chess960.baselines {'|'.join(BASELINES)}")
    main(BASELINES[sys.argv[1]], ponder=False)
