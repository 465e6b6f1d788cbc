"""The Stable-Baselines3 runners (``sb3_*`` algos), laid out as SB3's own ``common/``: what every SB3
runner shares (:mod:`.base`: the metrics callback, the actor, the training envs, the params checks and
``SB3Runner``), the row each table-made runner is declared by and the class made from it
(:mod:`.algorithms`), the on-policy TRPO, A2C and PPO (:mod:`.on_policy`), the off-policy SAC and
TD3 (:mod:`.off_policy`), ARS (:mod:`.ars`), the params every SB3 family shares and the default tuning
spaces (:mod:`.tuning`), and rl-baselines3-zoo's tuned hyperparameters with the vendored files in
``zoo_hyperparams/`` (:mod:`.rl_zoo`). Nothing is imported here: importing a runner module imports SB3.
"""
