"""The Genetic Algorithm family (Such et al. 2017): runner, params, genomes (the maths) and its
requests on the backends' public worker protocol."""
