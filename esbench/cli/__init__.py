"""The command line: the parser and dispatch (``main``), and one module per command that needs more
than a few lines (``run``, ``tune``, ``report``, ``export``)."""
