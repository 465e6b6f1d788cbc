"""The Nevergrad runner (algo ``nevergrad``, CMA-ES by default): the ask/tell loop with its ``Params``
(:mod:`.runner`) and one round of candidates played on the backend, with its ``ng.*`` stats
(:mod:`.rounds`). Nothing is imported here: importing :mod:`.runner` imports Nevergrad.
"""
