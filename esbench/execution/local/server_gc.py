"""Imported first by the process server (:data:`esbench.execution.local.pool.PRELOAD`): garbage
collection off while it imports.

Importing torch, SB3 and the rest allocates hundreds of thousands of objects, and the collector's
passes over them cost about a third of the imports' time (1.75 s against 1.27 s here). The server
only imports and forks, so it never needs a collection. Each item's process turns collection back on
first thing (:func:`esbench.execution.local.pool.launch`), after freezing what it inherited
(``gc.freeze``: the server's objects are never scanned again, nor copied on write by a scan).
"""

from __future__ import annotations

import gc

gc.disable()
