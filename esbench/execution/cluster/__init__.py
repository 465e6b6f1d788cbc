"""``esbench run --ray-address``: trials on a Ray cluster: the driver (``driver``), reaching the
cluster (``connect``), one trial's actor on a node (``host``) and the driver's copy of its files
(``relay``)."""
