"""Run stores: reading and writing stored runs (file store and MongoDB), the MongoDB observer, Omniboard.

- :mod:`esbench.stores.runs`: :class:`~esbench.stores.runs.RawRun` (one stored run as read) and
  the :class:`~esbench.stores.runs.RunStore` interface every store implements: list and read runs,
  the suite's YAML and trial list, the lock;
- :mod:`esbench.stores.file_store`: :class:`~esbench.stores.file_store.FileRunStore`, a Sacred file
  store directory (with ``suite.yaml`` and ``trials.json`` beside the runs);
- :mod:`esbench.stores.mongo_runs`: :class:`~esbench.stores.mongo_runs.MongoRunStore`, one suite's
  runs in MongoDB;
- :mod:`esbench.stores.mongo_write`: writing one stored run in Sacred's MongoDB schema;
- :mod:`esbench.stores.mongo`: URL parsing and masking, the pre-flight check, :class:`MongoStore`;
- :mod:`esbench.stores.observer`: the MongoObserver used for suites (never stops a run, keeps what
  it could not write);
- :mod:`esbench.stores.push`: upload file-stored runs into MongoDB in Sacred's schema;
- :mod:`esbench.stores.board`: install and start Omniboard.

Live runs are written by Sacred's observers; everything that reads stored runs (resume in
:mod:`esbench.execution.plan`, ``esbench push``, :mod:`esbench.report`) reads them through a
:class:`~esbench.stores.runs.RunStore`. Runners never import this package, and it never imports
reports, runners, backends, suites or the execution of trials.
"""
