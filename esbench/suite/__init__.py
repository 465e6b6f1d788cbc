"""Suites: the file's schema (``model``), its validation and expansion to trials (``load``, ``checks``),
the one resolve path from a raw config to a :class:`~esbench.core.config.Trial` (``resolve``), the
``tune`` section (``tune_section``) and the shipped suite files found by name (``shipped``)."""
