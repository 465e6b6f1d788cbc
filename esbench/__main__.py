"""python -m esbench: the command line."""

import sys

from esbench.cli import main

sys.exit(main())
