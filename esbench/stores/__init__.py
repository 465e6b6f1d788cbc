"""Run stores besides Sacred's file store: MongoDB (observer, pre-flight check, upload) and Omniboard.

- :mod:`esbench.stores.mongo`: URL parsing and masking, the pre-flight check, :class:`MongoStore`;
- :mod:`esbench.stores.observer`: the MongoObserver used for suites (never stops a run, keeps what
  it could not write);
- :mod:`esbench.stores.push`: upload file-stored runs into MongoDB in Sacred's schema;
- :mod:`esbench.stores.board`: install and start Omniboard.

Runners never import this package; only :mod:`esbench.experiment`, :mod:`esbench.campaign` and the
command line do.
"""
