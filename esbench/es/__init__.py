"""The OpenAI-style Evolution Strategy as pure numpy maths (no Ray; the only I/O is the
state's own checkpoint file, :meth:`esbench.es.state.ESState.save`).

Salimans, Ho, Chen, Sidor, Sutskever (2017), "Evolution Strategies as a Scalable Alternative to
Reinforcement Learning", arXiv:1703.03864; reference code: openai/evolution-strategies-starter
(``es_distributed/es.py``, ``optimizers.py``). Comments marked "Departure" flag every place where
this package differs from that code.
"""
