"""The OpenAI-ES runner (algo ``openai_es``): its driver loop over the backends (:mod:`.runner`), its
``Params`` (:mod:`.params`), the ``es.*`` metrics it logs per generation, with the time breakdown
(:mod:`.metrics`), and its checkpoint, the ES's state in the shared file (:mod:`.resume`, used by the
runner only; the file and what a checkpoint must match: :mod:`esbench.runners.checkpoints`). The ES
maths itself lives in :mod:`esbench.es`; nothing is imported here.
"""
