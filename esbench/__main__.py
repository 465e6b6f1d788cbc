"""python -m esbench: the command line."""

import sys

from esbench.core.cpus import passive_wait
from esbench.core.trust import drop_cwd_from_path

drop_cwd_from_path()  # a .py file beside a suite is never imported in place of a module (core.trust)
passive_wait()  # before torch loads: OpenMP's idle threads sleep (esbench.core.cpus)

from esbench.cli.main import main  # noqa: E402

sys.exit(main())
