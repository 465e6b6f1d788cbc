"""Stored runs and their copies: the run stores (read and written), the trackers, Sacred's observers,
the files' safety, Omniboard.

Run stores, read through one interface:

- :mod:`esbench.stores.runs`: :class:`~esbench.stores.runs.RawRun` (one stored run as read), the
  :class:`~esbench.stores.runs.RunStore` interface every store implements (list and read runs, the
  suite's YAML and trial list, the run set, the lock) and the run-set rule (``latest_run_set``);
- :mod:`esbench.stores.file_store`: :class:`~esbench.stores.file_store.FileRunStore`, a Sacred file
  store directory (with ``suite.yaml`` and ``trials.json`` beside the runs), the work store of every
  ``esbench run``; its live runs are written by :mod:`esbench.stores.file_observer` (Sacred's
  ``FileStorageObserver`` with atomic writes);
- :mod:`esbench.stores.mongo_runs`: :class:`~esbench.stores.mongo_runs.MongoRunStore`, one suite's
  runs in MongoDB, read back as a store.

Trackers, the copies beside the file store (docs/tracking.md): :mod:`esbench.stores.tracker` (the
``Tracker`` and ``RunTracker`` interfaces and ``TrackerObserver``, all ``esbench.execution`` sees),
:mod:`esbench.stores.tracker_registry` (names, entry points, ``--track NAME=SPEC``),
:mod:`esbench.stores.outside_tracker` (an outside tracker behind esbench's walls) and the built-in
ones: MongoDB (:mod:`~esbench.stores.mongo_tracker` over :mod:`~esbench.stores.mongo`: URLs, masking,
the pre-flight check, ``MongoStore``; :mod:`~esbench.stores.observer`: the MongoObserver of suite
runs; :mod:`~esbench.stores.mongo_write` and :mod:`~esbench.stores.push`: ``esbench push --mongo``),
MLflow (:mod:`~esbench.stores.mlflow_tracker`, :mod:`~esbench.stores.mlflow_store`,
:mod:`~esbench.stores.mlflow_push`, :mod:`~esbench.stores.mlflow_local`), TensorBoard
(:mod:`~esbench.stores.tensorboard_tracker`) and Weights & Biases
(:mod:`~esbench.stores.wandb_tracker`, :mod:`~esbench.stores.wandb_runs`).

The files' safety: :mod:`~esbench.stores.atomic` (written whole or not at all),
:mod:`~esbench.stores.nofollow` (no link followed), :mod:`~esbench.stores.safe_names` (names from
stored data), :mod:`~esbench.stores.secrets` (credentials masked), :mod:`~esbench.stores.trial_lock`
(the trial processes' lock). Omniboard: :mod:`~esbench.stores.board` (``esbench board``) and
:mod:`~esbench.stores.board_guard` (where it listens, who may call it).

Live runs are written by Sacred's observers (this package's: the file store's, MongoDB's and
``TrackerObserver``); everything that reads stored runs (``--resume`` in
:func:`esbench.execution.plan.open_suite`, ``esbench push``, :mod:`esbench.report`) reads them
through a :class:`~esbench.stores.runs.RunStore`. Runners never import this package, and it never
imports reports, runners, backends, the ES maths, policies, suites, tuning, the command line or the
execution of trials (``tests/test_architecture.py``).
"""
