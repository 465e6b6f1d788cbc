"""``python -m esbench.experiment with ...``: Sacred's own command line for one trial.

The public name of :func:`esbench.execution.experiment.main`; the Sacred experiment lives there.
"""

if __name__ == "__main__":
    from esbench.core.trust import drop_cwd_from_path

    drop_cwd_from_path()  # a .py file beside a suite is never imported in place of a module
    from esbench.execution.experiment import main

    main()
