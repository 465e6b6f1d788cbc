"""The suite files shipped with esbench, installed as the package data ``esbench.suites``
(``pyproject.toml`` maps this directory onto that package); found by name through
:mod:`esbench.suite.shipped`."""
