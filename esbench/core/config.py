"""The resolved configuration objects shared by every layer: budget, eval protocol, policy, trial.

A :class:`Trial` is one (algorithm label, environment, seed) cell of a suite with every default
filled in. Its :meth:`Trial.to_config` dict is exactly what Sacred stores, and
:meth:`Trial.from_config` rebuilds the trial from that dict, so a stored config alone reproduces a run.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Literal

from esbench.core.errors import ConfigError
from esbench.core.params import field, from_dict, positive, to_dict


@dataclasses.dataclass(frozen=True)
class Budget:
    """How much a run may spend. ``timesteps`` is the one unit shared by every algorithm."""

    timesteps: int = field(doc="Training env steps per run (every rollout step of every algorithm counts).")
    wall_clock_s: float | None = field(None, doc="Optional training wall-clock limit in seconds.")
    target_return: float | None = field(
        None,
        doc="Optional: stop once an evaluation's mean return is at or above this value (checked only "
        "at eval points, so the run ends on the eval point that reached it; recorded as the run's "
        "info.stop_reason = target_return).",
    )

    def check(self) -> Iterable[tuple[str, str]]:
        """Budgets must be positive."""
        yield from positive("timesteps", self.timesteps)
        yield from positive("wall_clock_s", self.wall_clock_s)

    def progress(self, timesteps: int, wall_clock_s: float) -> tuple[float, str]:
        """The fraction of the budget used and its text, by the budget that binds (the one most used):
        ``140/300 s (47%)`` in a wall-clock race, ``6,600/100,000 steps (7%)`` otherwise."""
        steps = timesteps / self.timesteps
        if self.wall_clock_s is not None and wall_clock_s / self.wall_clock_s > steps:
            used = wall_clock_s / self.wall_clock_s
            return used, f"{wall_clock_s:,.0f}/{self.wall_clock_s:,.0f} s ({100 * used:.0f}%)"
        return steps, f"{timesteps:,}/{self.timesteps:,} steps ({100 * steps:.0f}%)"


@dataclasses.dataclass(frozen=True)
class EvalSpec:
    """The evaluation protocol, identical for every algorithm: a suite's ``eval`` section and each
    trial's (whose ``every_timesteps`` is always set: the suite's, else budget / 20)."""

    every_timesteps: int | None = field(
        None,
        doc="Evaluate the current policy at least every this many training steps (null in a suite: "
        "budget.timesteps / 20).",
    )
    episodes: int = field(
        10, doc="Episodes per evaluation, on a separate eval env with seeds from the run seed."
    )
    every_seconds: float | None = field(
        None,
        doc="Also evaluate at least every this many seconds of training wall-clock (evaluation time "
        "excluded), whichever of the two cadences comes first; null: by steps only.",
    )

    def check(self) -> Iterable[tuple[str, str]]:
        """Every number must be positive."""
        yield from positive("every_timesteps", self.every_timesteps)
        yield from positive("episodes", self.episodes)
        yield from positive("every_seconds", self.every_seconds)


@dataclasses.dataclass(frozen=True, kw_only=True)
class PolicySpec:
    """The network every algorithm that trains one uses (paper: 2x64 tanh MLP; Atari: the A3C CNN)."""

    type: Literal["auto", "mlp", "cnn", "lstm"] = field(
        "auto",
        doc="Network family: auto (resolved per env when the suite is expanded: cnn for image "
        "observations, else mlp), mlp, cnn (Atari) or lstm (ES and Nevergrad only).",
    )
    hidden: tuple[int, ...] = field(
        (64, 64),
        doc="MLP hidden layer sizes; lstm: exactly one size, the LSTM state (e.g. [16]). Not used by cnn.",
    )
    activation: Literal["tanh", "relu", "elu"] = field(
        "tanh", doc="MLP hidden-layer nonlinearity (the cnn uses ReLU as in A3C/DQN; the lstm its gates)."
    )
    init: Literal["default", "normc"] = field(
        "default",
        doc="Weight init for ES/Nevergrad mlp/lstm policies: torch default, or normc (column norm 1, output "
        "0.01) as in the OpenAI reference code. The cnn always uses torch's default.",
    )
    action_bins: int | None = field(
        None,
        doc="Continuous actions only: discretise each action dimension into this many bins (argmax over "
        "bins), as the paper does with 10 bins for Hopper and Swimmer. null: linear continuous output.",
    )
    discrete_output: int | None = field(
        None,
        doc="Continuous actions, ES/Nevergrad/ask-tell policies: each output becomes floor(k·tanh x)/k "
        "for this k (GoodAI's 'discrete' output activation: k = 6, values in {-1, -5/6, ..., 5/6, 1}), "
        "then clipped to the action bounds. null: the linear output. SB3 keeps its own Gaussian output.",
    )
    cnn_arch: Literal["a3c", "nature"] = field(
        "a3c",
        doc="cnn only: a3c (Mnih et al. 2016, the ES paper's network: conv 16@8x8/4, 32@4x4/2, fc 256) "
        "or nature (Mnih et al. 2015, SB3's NatureCNN: conv 32/64/64, fc 512).",
    )
    vbn: bool = field(
        True,
        doc="cnn, ES and Nevergrad: virtual batch norm after each hidden layer, statistics from a reference "
        "batch collected once per run (the ES paper found it necessary on Atari). SB3 trains the cnn "
        "without it.",
    )
    ref_batch_size: int = field(128, doc="cnn with vbn: observations in the reference batch (paper: 128).")

    def check(self) -> Iterable[tuple[str, str]]:
        """Layer sizes, bin counts and the reference batch must be positive; an lstm has one size."""
        for i, size in enumerate(self.hidden):
            yield from positive(f"hidden[{i}]", size)
        if self.action_bins is not None and self.action_bins < 2:
            yield "action_bins", f"must be >= 2, got {self.action_bins}"
        yield from positive("discrete_output", self.discrete_output)
        if self.discrete_output is not None and self.action_bins is not None:
            yield "discrete_output", "contradicts action_bins (two output mappings); set one of them"
        yield from positive("ref_batch_size", self.ref_batch_size)
        if self.type == "lstm" and len(self.hidden) != 1:
            yield "hidden", f"an lstm takes one size (its state, e.g. [16]), got {list(self.hidden)}"

    def resolved(self, image_obs: bool) -> PolicySpec:
        """This spec with ``type: auto`` replaced by ``cnn`` (image observations) or ``mlp``."""
        if self.type != "auto":
            return self
        return dataclasses.replace(self, type="cnn" if image_obs else "mlp")


@dataclasses.dataclass(frozen=True)
class Resources:
    """What every trial of a suite may use: ``cores`` CPU cores, the same for every algorithm."""

    cores: int | None = field(
        None,
        doc="CPU cores per run: openai_es runs this many Ray workers, nevergrad evaluates its candidates "
        "on this many Ray workers, SB3 steps this many envs in subprocesses (null: each runner's own "
        "params decide).",
    )

    def check(self) -> Iterable[tuple[str, str]]:
        """At least one core."""
        yield from positive("cores", self.cores)


#: ``store.file`` values that turn the file store off (``null`` means the default results/<name>).
FILE_STORE_OFF = ("none", "off", "false")


def file_store_dir(store_file: Any, results: Path | None, suite_name: str) -> Path | None:
    """The file store directory: ``--results``, else ``store.file``, else ``results/<suite name>``.

    ``store.file: none`` (or ``off``, ``false``) turns the file store off (None); runs then go to
    MongoDB only.
    """
    if results is not None:
        return results
    if store_file is False or (isinstance(store_file, str) and store_file.strip().lower() in FILE_STORE_OFF):
        return None
    return Path(store_file) if store_file else Path("results") / suite_name


@dataclasses.dataclass(frozen=True)
class StoreSpec:
    """Where runs are recorded."""

    file: str | bool | None = field(
        None,
        doc="Directory of the Sacred file store; null: results/<suite name>; false (or none/off): no file "
        "store (then store.mongo is required).",
    )
    mongo: str | None = field(None, doc="MongoDB URL for Sacred's MongoObserver, or null.")
    keep_checkpoints: bool = field(
        False,
        doc="Keep a trial's checkpoint directory once its run is stored COMPLETED (default false: removed "
        "when the suite ends, as a completed trial never resumes; true keeps them, e.g. to study a "
        "trained model or optimizer state).",
    )

    def check(self) -> Iterable[tuple[str, str]]:
        """``file: true`` names no directory."""
        if self.file is True:
            yield "file", "must be a directory, null (default results/<suite name>) or false (no file store)"


def format_env_ref(env_id: str, options: Mapping[str, Any] | None = None) -> str:
    """The env ref of ``env_id`` with ``options`` (just the id when there are none)."""
    if not options:
        return env_id
    body = ",".join(f"{key}={json.dumps(options[key])}" for key in sorted(options))
    return f"{env_id}[{body}]"


def parse_env_ref(ref: str, path: str = "env") -> tuple[str, dict[str, Any]]:
    """Split an env ref into ``(gymnasium id, options)``; inverse of :func:`format_env_ref`."""
    if not ref.endswith("]") or "[" not in ref:
        return ref, {}
    env_id, _, body = ref[:-1].partition("[")
    options: dict[str, Any] = {}
    for item in filter(None, body.split(",")):
        key, sep, raw = item.partition("=")
        try:
            if not sep:
                raise ValueError
            options[key.strip()] = json.loads(raw)
        except ValueError:
            raise ConfigError(
                path, f"malformed env option '{item}' in '{ref}' (expected key=value)"
            ) from None
    return env_id, options


def _eval_config(spec: EvalSpec) -> dict[str, Any]:
    """``spec`` as a config dict; ``every_seconds`` only when set, so configs stored before it existed
    (and their checkpoints and resume matches) stay equal to today's for the same settings."""
    out = to_dict(spec)
    if out.get("every_seconds") is None:
        out.pop("every_seconds", None)
    return out


@dataclasses.dataclass(frozen=True, kw_only=True)
class Trial:
    """One run: an algorithm (by label) on one env with one root seed, fully resolved.

    ``env`` is an *env ref*: the gymnasium id, followed by the suite entry's env options when it has
    any (``ALE/Pong-v5[frame_skip=2]``, see :mod:`esbench.envs.options`). Every layer passes it to
    :func:`esbench.envs.make_env` as is, so the options reach training, evaluation and workers.
    ``resources`` is stored with the trial; :func:`esbench.suite.resolve.resolve_trial` has already turned
    ``resources.cores`` into the runner's own params (workers, envs), so ``params`` alone say where it runs.
    """

    suite: str
    label: str
    algo: str
    env: str
    seed: int
    budget: Budget
    eval: EvalSpec
    policy: PolicySpec
    params: Mapping[str, Any]
    resources: Resources = dataclasses.field(default_factory=Resources)

    @property
    def name(self) -> str:
        """A short unique name: ``label/env/seed`` (``env`` includes the options, so it is unique)."""
        return f"{self.label}/{self.env}/{self.seed}"

    @property
    def env_id(self) -> str:
        """The gymnasium id of ``env`` (without options)."""
        return parse_env_ref(self.env)[0]

    @property
    def env_options(self) -> dict[str, Any]:
        """The env options carried by ``env`` (``{}`` for a plain id), see :mod:`esbench.envs.options`."""
        return parse_env_ref(self.env)[1]

    def to_config(self) -> dict[str, Any]:
        """The plain-dict config Sacred stores (every default filled in)."""
        return {
            "suite": self.suite,
            "label": self.label,
            "algo": self.algo,
            "env": self.env,
            "seed": self.seed,
            "budget": to_dict(self.budget),
            "eval": _eval_config(self.eval),
            "policy": to_dict(self.policy),
            "params": to_dict(dict(self.params)),
            "resources": to_dict(self.resources),
        }

    @classmethod
    def from_config(cls, config: Mapping[str, Any]) -> Trial:
        """Rebuild a trial from a stored (or Sacred command-line) config dict."""
        return cls(
            suite=str(config.get("suite") or "adhoc"),
            label=str(config.get("label") or config["algo"]),
            algo=str(config["algo"]),
            env=str(config["env"]),
            seed=int(config["seed"]),
            budget=from_dict(Budget, config["budget"], "budget"),
            eval=from_dict(EvalSpec, config["eval"], "eval"),
            policy=from_dict(PolicySpec, config.get("policy") or {}, "policy"),
            params=dict(config.get("params") or {}),
            resources=from_dict(Resources, config.get("resources") or {}, "resources"),
        )

    def with_(self, **changes: Any) -> Trial:
        """A copy with some fields replaced."""
        return dataclasses.replace(self, **changes)


#: The longest trial slug (file names have at most 255 bytes; room is left for suffixes).
MAX_SLUG = 200


def cell_slug(label: str, env: str) -> str:
    """``label__env`` as a file name keeps it: letters, digits, ``-``, ``_`` and ``.``; any other
    character becomes ``-``. Two cells with one cell slug would share their files (a suite refuses them:
    :func:`esbench.suite.checks.check_file_names`)."""
    return "".join(c if c.isalnum() or c in "-_." else "-" for c in f"{label}__{env}")


def trial_slug(trial: Trial) -> str:
    """A file-name-safe name for a trial: ``label__env__seed`` (:func:`cell_slug`), at most
    :data:`MAX_SLUG` characters (a longer one, e.g. from an env ref with many options, keeps its head
    and ends with a digest of the whole, so it stays unique)."""
    slug = f"{cell_slug(trial.label, trial.env)}__{trial.seed}"
    if len(slug) <= MAX_SLUG:
        return slug
    digest = hashlib.sha256(slug.encode()).hexdigest()[:16]
    return f"{slug[: MAX_SLUG - 18]}__{digest}"
