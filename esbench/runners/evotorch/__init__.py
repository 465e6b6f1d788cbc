"""The EvoTorch runner (algo ``evotorch``): EvoTorch's distribution-based searchers (PGPE, SNES, CEM)
as ask/tell optimisers over the suite's policy (:mod:`.runner`). Nothing is imported here: importing
:mod:`.runner` imports neither EvoTorch nor torch; a run does (the ``evotorch`` extra)."""
