"""The contract every layer shares: errors, typed params, seeds, the trial config, the metric contract.

Also the process-level foundations the layers above build on: bounded YAML (``safe_yaml``), the
cores this process may use (``cpus``), SIGINT/SIGTERM (``interrupts``) and writable output
directories (``paths``). Nothing here imports another part of esbench.
"""
