"""python -m esbench: the command line."""

import sys

from esbench.cli.main import main

sys.exit(main())
