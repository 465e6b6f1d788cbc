"""The OpenAI-ES runner (algo ``openai_es``): its driver loop over the backends (:mod:`.runner`), its
``Params`` (:mod:`.params`), the ``es.*`` metrics it logs per generation, with the time breakdown
(:mod:`.metrics`), and what a checkpoint must match to be resumed (:mod:`.resume`). The ES maths itself
lives in :mod:`esbench.es`; nothing is imported here.
"""
