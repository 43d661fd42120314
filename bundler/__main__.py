"""`python -m bundler`: the command line (`bundler.cli`)."""

import sys

from .cli import main

sys.exit(main())
