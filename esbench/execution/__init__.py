"""Running trials: one trial under Sacred (``experiment``, the only module that knows Sacred), a
suite in order (``campaign``) with its checkpoints and run sets (``state``), and the driver loop
shared by the three ways of running a suite (``driver``): in this process, several at once on
cores of their own (``local``: ``esbench run --jobs N``), on a Ray cluster (``cluster``:
``--ray-address``)."""
