"""``python -m esbench.experiment with ...``: Sacred's own command line for one trial.

The public name of :func:`esbench.execution.experiment.main`; the Sacred experiment lives there.
"""

if __name__ == "__main__":
    from esbench.execution.experiment import main

    main()
