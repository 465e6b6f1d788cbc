"""``esbench run --jobs N``: trials packed on disjoint cores of this machine (``scheduler``), each in a
pinned process of its own (``process``, started by the loop in ``pool``), watched by ``driver``."""
