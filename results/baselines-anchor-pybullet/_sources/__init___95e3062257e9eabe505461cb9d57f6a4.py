"""Running trials: one trial under Sacred (``experiment``, the Sacred edge: the only module outside
:mod:`esbench.stores` that imports Sacred), one attempt at a trial wherever it runs (``attempt``), a
suite planned and opened once (``plan``), the one driver loop and its policy (``driver``) over a
starter of trials: in this process (``campaign``, which also picks the driver a suite gets), several
at once on cores of their own (``local``: ``esbench run --jobs N``), on a Ray cluster (``cluster``:
``--ray-address``); what happened and the summary (``outcomes``); the work directory (``state``:
checkpoint directories, the runs a dead driver left, run sets); checkpoints ``--resume`` keeps but
cannot continue (``kept``); what ``--resume --dry-run`` says per trial (``preview``). The checkpoint
files themselves are the runners' (:mod:`esbench.runners.checkpoints`)."""
