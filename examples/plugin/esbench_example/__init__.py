"""An example esbench plugin: :mod:`.runner` (a (1+1)-ES) and :mod:`.envs` (a corridor env)."""
