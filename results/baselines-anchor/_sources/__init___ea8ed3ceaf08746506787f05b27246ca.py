"""Running trials: one trial under Sacred (``experiment``, the only module that knows Sacred), one
attempt at a trial wherever it runs (``attempt``), a suite opened once (``plan``), the one driver loop
and policy (``driver``) over a starter of trials: in this process (``campaign``), several at once on
cores of their own (``local``: ``esbench run --jobs N``), on a Ray cluster (``cluster``:
``--ray-address``); what happened and the summary (``outcomes``); checkpoints and run sets
(``state``)."""
