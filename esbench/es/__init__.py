"""The OpenAI-style Evolution Strategy as pure numpy maths: no Ray and no I/O (the state gives and
takes a plain dict, :meth:`esbench.es.state.ESState.state_dict`; the runner writes it to its
checkpoint file, :mod:`esbench.runners.openai_es.resume`).

Salimans, Ho, Chen, Sidor, Sutskever (2017), "Evolution Strategies as a Scalable Alternative to
Reinforcement Learning", arXiv:1703.03864; reference code: openai/evolution-strategies-starter
(``es_distributed/es.py``, ``optimizers.py``). Comments marked "Departure" flag every place where
this package differs from that code.
"""
