"""MLflow as a tracking backend beside the file store and MongoDB: the URI, the pre-flight check and
:class:`MlflowStore` (one tracking server or local store, one experiment per suite).

The URI comes from ``--mlflow``, else the ``ESBENCH_MLFLOW`` environment variable. It is any MLflow
tracking URI (``http://host:5000``, ``sqlite:///path/mlflow.db``, ``databricks``, ...); a plain
filesystem path means a local store: ``DIR`` is ``sqlite:///DIR/mlflow.db`` with its artifacts in
``DIR/artifacts``, ``FILE.db`` is ``sqlite:///FILE.db`` (MLflow 3 refuses its old ``./mlruns``
file store unless ``MLFLOW_ALLOW_FILE_STORE=true``). A password never leaves this module unmasked
(:mod:`esbench.stores.secrets`), and one on the command line is refused.

How a run maps to MLflow (:mod:`esbench.stores.mlflow_observer` live, :mod:`esbench.stores.mlflow_push`
afterwards): the experiment is the suite's name; the run is named after the trial
(``label/env/seed``); its params are the trial's resolved config flattened with dotted keys
(:func:`flat_params`); its metrics are the run's metrics with step = training env steps (as
Sacred's); its tags are :func:`run_tags` plus ``status`` (set when the run ends) and the run's
identity (``esbench.uid``, a hash of suite, label, env, seed and start time, which ``esbench push``
looks up, and ``esbench.run``: ``store/run id``); ``esbench.complete`` is ``true`` only on a copy
written whole. Its artifacts: ``config.json`` and the (masked) ``suite.yaml``.

The MLflow client retries a failed HTTP request 7 times over minutes by default; esbench lowers
this (:data:`HTTP_DEFAULTS`, unless the environment sets them) so a tracking server that went away
costs a run seconds. Its copy is then marked incomplete and the file store keeps everything.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from esbench.core.errors import EsbenchError
from esbench.stores.mlflow_local import classify, local_lock, open_schema, refuse_links, sqlite_path
from esbench.stores.safe_names import safe_component
from esbench.stores.secrets import MASK, mask_text, mask_url, url_secrets

#: Environment variable holding the MLflow tracking URI (used when ``--mlflow`` is not given).
MLFLOW_ENV = "ESBENCH_MLFLOW"
#: MLflow's HTTP client settings esbench sets unless the environment already does.
HTTP_DEFAULTS = {"MLFLOW_HTTP_REQUEST_MAX_RETRIES": "2", "MLFLOW_HTTP_REQUEST_TIMEOUT": "10"}
#: The pre-flight's own settings: one try, a few seconds.
CHECK_SETTINGS = {"MLFLOW_HTTP_REQUEST_MAX_RETRIES": "0", "MLFLOW_HTTP_REQUEST_TIMEOUT": "5"}
#: The experiment of runs whose config names no suite.
DEFAULT_EXPERIMENT = "esbench"
#: MLflow's limits on a param's key and value (MLflow 3).
MAX_PARAM_KEY, MAX_PARAM_VALUE = 250, 6000
#: The tags of a run's identity and state.
UID_TAG, RUN_TAG, COMPLETE_TAG, POINTS_TAG, STATUS_TAG = (
    "esbench.uid", "esbench.run", "esbench.complete", "esbench.points", "status",
)  # fmt: skip
_URI_SCHEMES = ("http://", "https://", "sqlite:", "file:", "postgresql", "mysql", "mssql", "databricks")


@dataclass(frozen=True, kw_only=True)
class MlflowTarget:
    """A resolved tracking URI: where it came from and its printable (masked) form."""

    uri: str
    origin: str  #: "--mlflow" or "ESBENCH_MLFLOW"
    artifact_root: str | None = None
    """Where a local store (a plain path) keeps artifacts; None: the server's or MLflow's default."""
    given: str = ""
    """The URI or path as given (a plain path is shown as given, not as its SQLite URI)."""

    @property
    def masked(self) -> str:
        """The URI (as given) with its password masked."""
        return mask_url(self.given or self.uri)

    def mask(self, text: str) -> str:
        """``text`` with this URI's password masked."""
        return mask_text(text, self.uri)


def parse_uri(uri: str, origin: str = "--mlflow") -> MlflowTarget:
    """A tracking URI as given, or a plain path as a local SQLite store (see the module docstring)."""
    uri = uri.strip()
    if not uri:
        raise EsbenchError(f"{origin}: empty MLflow tracking URI (e.g. http://127.0.0.1:5000)")
    if uri.startswith(_URI_SCHEMES) or "://" in uri:
        return MlflowTarget(uri=uri, origin=origin, given=uri)
    path = Path(uri).expanduser().absolute()
    db, root = (path, path.parent) if path.suffix in (".db", ".sqlite") else (path / "mlflow.db", path)
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise EsbenchError(f"{origin}: cannot create the local MLflow store {root}: {exc.strerror}") from None
    refuse_links(db, str(root / "artifacts"))  # never written through a link (exit 2)
    return MlflowTarget(
        uri=f"sqlite:///{db}", origin=origin, artifact_root=str(root / "artifacts"), given=uri
    )


def resolve_uri(cli_uri: str | None, environ: Mapping[str, str] | None = None) -> MlflowTarget | None:
    """The MLflow target of a command: ``--mlflow``, else ``$ESBENCH_MLFLOW`` (None: neither).

    A ``--mlflow`` URI that holds a password (or a secret option) and stands on this process's command
    line is refused (:class:`EsbenchError`, pointing to ``ESBENCH_MLFLOW``): ``ps`` shows it to every
    user of the machine."""
    environ = os.environ if environ is None else environ
    if cli_uri and url_secrets(cli_uri) and any(cli_uri in arg for arg in sys.argv):
        raise EsbenchError(
            f"--mlflow: '{mask_url(cli_uri)}' holds a password, which every user of this machine sees in "
            f"`ps` for the whole run; give the URI in the environment instead: export {MLFLOW_ENV}='...' "
            "and leave out --mlflow (or use MLflow's MLFLOW_TRACKING_USERNAME/MLFLOW_TRACKING_PASSWORD)"
        )
    for uri, origin in ((cli_uri, "--mlflow"), (environ.get(MLFLOW_ENV), MLFLOW_ENV)):
        if uri:
            return parse_uri(uri, origin)
    return None


def flat_params(config: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    """``config`` flattened with dotted keys (``params.sigma``), values as MLflow params (strings;
    lists and None as JSON; cut to MLflow's limits)."""
    flat: dict[str, str] = {}
    for key, value in config.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            flat.update(flat_params(value, f"{name}."))
            continue
        text = value if isinstance(value, str) else json.dumps(value, default=str)
        if len(text) > MAX_PARAM_VALUE:
            text = text[: MAX_PARAM_VALUE - 3] + "..."
        flat[name[:MAX_PARAM_KEY]] = text
    return flat


def run_uid_tag(uid: str) -> str:
    """The ``esbench.uid`` tag of a run whose identity is ``uid`` (:func:`~esbench.stores.observer.run_uid`):
    a hash, safe in an MLflow search filter whatever the labels hold."""
    return hashlib.sha1(uid.encode()).hexdigest()


def run_tags(config: Mapping[str, Any], run_set: Any, store: str, run_id: Any, uid: str) -> dict[str, str]:
    """The tags of an esbench run: suite, run set, label, algo, env, seed, esbench's version and the
    run's identity (``esbench.uid``, ``esbench.run``); ``esbench.complete`` is false until it ends."""
    from esbench import __version__
    from esbench.stores.runs import run_set_number

    tags = {key: config.get(key) for key in ("suite", "label", "algo", "env", "seed")}
    tags.update({"run_set": run_set_number(run_set), "esbench.version": __version__})
    tags.update({UID_TAG: run_uid_tag(uid), RUN_TAG: f"{store}/{run_id}", COMPLETE_TAG: "false"})
    return {key: str(value) for key, value in tags.items() if value is not None}


class _Settings:
    """MLflow's HTTP settings for a block (``os.environ``: MLflow reads them at each request)."""

    def __init__(self, values: Mapping[str, str], only_unset: bool):
        self.values, self.only_unset = values, only_unset
        self.saved: dict[str, str | None] = {}

    def __enter__(self) -> None:
        for key, value in self.values.items():
            if self.only_unset and key in os.environ:
                continue
            self.saved[key] = os.environ.get(key)
            os.environ[key] = value

    def __exit__(self, *exc: Any) -> None:
        if self.only_unset:
            return  # the defaults stay for the process's later requests
        for key, value in self.saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


class MlflowStore:
    """One MLflow tracking URI; its client is opened on first use (and never pickled: a ``--jobs``
    trial process opens its own). ``suite_text``: the (masked) suite every run stores as an artifact."""

    def __init__(self, target: MlflowTarget, suite_text: str | None = None):
        self.target = target
        self.suite_text = suite_text
        self._client: Any = None
        self._experiments: dict[str, str] = {}

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_client": None}

    def with_suite(self, suite_text: str | None) -> MlflowStore:
        """This store (its client shared) storing ``suite_text`` with each run."""
        other = MlflowStore(self.target, suite_text)
        other._client, other._experiments = self._client, self._experiments
        return other

    @property
    def db(self) -> Path | None:
        """The database file of a local SQLite store (None: a server)."""
        return sqlite_path(self.target.uri)

    def locked(self) -> contextlib.AbstractContextManager[None]:
        """The local store's lock for a block (:func:`~esbench.stores.mlflow_local.local_lock`)."""
        return local_lock(self.db)

    @property
    def client(self) -> Any:
        """The (lazily opened) ``MlflowClient``; a local store's schema is created (or a failed
        migration repaired) under its lock, its database and artifacts never through a link."""
        if self._client is None:
            db = self.db
            if db is not None:
                refuse_links(db, self.target.artifact_root)
            with _Settings(HTTP_DEFAULTS, only_unset=True), self.locked():
                self._client = self._open_client(db)
        return self._client

    def _open_client(self, db: Path | None) -> Any:
        """``MlflowClient`` on the store; a local store's schema created or migrated now, through
        :func:`~esbench.stores.mlflow_local.open_schema` (another MLflow client doing the same at the
        same moment is waited for)."""
        from mlflow.tracking import MlflowClient

        def opened() -> Any:
            client = MlflowClient(tracking_uri=self.target.uri)
            if db is not None:
                client.search_experiments(max_results=1)  # the schema, created or migrated now
            return client

        return opened() if db is None else open_schema(db, opened)

    def describe(self, exc: BaseException, when: str = "") -> str:
        """An MLflow failure in one masked line."""
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        return self.target.mask(f"{when}{': ' if when else ''}{type(exc).__name__}: {text}")[:300]

    def experiment_id(self, name: str) -> str:
        """The id of experiment ``name`` (created if missing, with the local store's artifact root)."""
        if name not in self._experiments:
            found = self.client.get_experiment_by_name(name)
            if found is not None:
                self._experiments[name] = found.experiment_id
            else:
                with self.locked():  # two processes creating it at once: the second finds it
                    self._experiments[name] = self._create_experiment(name)
        return self._experiments[name]

    def _create_experiment(self, name: str) -> str:
        """Create experiment ``name`` (found again under the lock); a local store's artifacts go to
        ``artifacts/<safe name>``: the name is stored data, never a path as it stands."""
        found = self.client.get_experiment_by_name(name)
        if found is not None:
            return str(found.experiment_id)
        root = self.target.artifact_root
        location = None
        if root is not None:
            directory = Path(root, safe_component(name))
            refuse_links(directory, None)
            location = directory.as_uri()
        return str(self.client.create_experiment(name, artifact_location=location))

    def check(self, experiment: str | None = None) -> float:
        """Pre-flight: reach the tracking server and get or create ``experiment`` (a write; None: list
        one experiment); the seconds it took. Raises :class:`EsbenchError` (masked, one line) when
        that fails."""
        start = time.perf_counter()
        try:
            self.client  # noqa: B018 - opened first: its HTTP defaults outlive the check's settings
            with _Settings(CHECK_SETTINGS, only_unset=False):
                if experiment is None:
                    self.client.search_experiments(max_results=1)
                else:
                    self.experiment_id(experiment)
        except ImportError as exc:
            raise EsbenchError(
                f'MLflow is not installed ({exc}); install it: pip install "mlflow==3.17.2" '
                '(or, in the esbench checkout: pip install -e ".[mlflow]")'
            ) from None
        except EsbenchError:
            raise
        except Exception as exc:
            raise EsbenchError(self.failure(exc, time.perf_counter() - start)) from None
        return time.perf_counter() - start

    def failure(self, exc: BaseException, elapsed: float) -> str:
        """The one line of a failed check: a full disk, an unreachable server, or a refusal."""
        where = f"MLflow at {self.target.masked} ({self.target.origin})"
        off = f"(leave out --mlflow and unset {MLFLOW_ENV} to run without MLflow)"
        kind = classify(exc, self.target.uri)
        if kind == "disk full":
            place = self.db.parent if self.db is not None else "the tracking server's disk"
            return (
                f"{where}: the disk is full ({self.describe(exc)}); free space on {place} and run again {off}"
            )
        if kind == "unreachable":
            return (
                f"{where}: unreachable after {elapsed:.1f} s ({self.describe(exc)}); is the tracking server "
                f"running and the URI right? {off}"
            )
        return f"{where}: refused ({self.describe(exc)}); check the URI or the store {off}"

    def start_run(
        self, config: Mapping[str, Any], tags: Mapping[str, str], start_ms: int, status: str = "RUNNING"
    ) -> str:
        """Create the run of ``config`` in its suite's experiment with ``tags`` (and ``status``), log
        its params and its ``config.json`` and ``suite.yaml`` artifacts; its MLflow run id."""
        client = self.client
        experiment = self.experiment_id(str(config.get("suite") or DEFAULT_EXPERIMENT))
        name = "/".join(str(config.get(k)) for k in ("label", "env", "seed"))
        run = client.create_run(
            experiment, start_time=start_ms, tags={**tags, STATUS_TAG: status}, run_name=name
        )
        run_id = run.info.run_id
        from mlflow.entities import Param

        params = [Param(k, v) for k, v in flat_params(config).items()]
        for i in range(0, len(params), 100):  # MLflow takes at most 100 params per request
            client.log_batch(run_id, params=params[i : i + 100])
        client.log_text(run_id, json.dumps(config, indent=2, sort_keys=True, default=str), "config.json")
        if self.suite_text:
            client.log_text(run_id, self.suite_text, "suite.yaml")
        return run_id

    def log_points(self, run_id: str, points: list[tuple[str, float, int, int]]) -> None:
        """Log ``(name, value, timestamp ms, step)`` points (1,000 per request, MLflow's limit)."""
        from mlflow.entities import Metric

        metrics = [Metric(name, float(value), ts, int(step)) for name, value, ts, step in points]
        for i in range(0, len(metrics), 1000):
            self.client.log_batch(run_id, metrics=metrics[i : i + 1000])

    def log_file(self, run_id: str, path: str | Path, name: str) -> None:
        """Store the file ``path`` as the run's artifact ``name``."""
        import shutil
        import tempfile

        path = Path(path)
        if path.name == name:
            self.client.log_artifact(run_id, str(path))
            return
        with tempfile.TemporaryDirectory(prefix="esbench-mlflow-") as tmp:
            shutil.copyfile(path, Path(tmp, name))
            self.client.log_artifact(run_id, str(Path(tmp, name)))

    def count_points(self, run_id: str) -> int:
        """The metric points MLflow holds for the run (read back, every metric's history)."""
        keys = self.client.get_run(run_id).data.metrics
        return sum(len(self.client.get_metric_history(run_id, key)) for key in keys)

    def finish(self, run_id: str, status: str, end_ms: int | None, points: int | None = None) -> None:
        """Mark the run ended with Sacred's ``status``: tags ``status``, ``esbench.points`` (the
        points MLflow holds, read back unless ``points`` is given) and ``esbench.complete=true``,
        then MLflow's own status (a RUNNING run stays running)."""
        from mlflow.entities import RunTag

        held = self.count_points(run_id)
        if points is not None and held != points:
            raise RuntimeError(f"MLflow holds {held} of the run's {points} metric points")
        tags = {STATUS_TAG: status, POINTS_TAG: str(held), COMPLETE_TAG: "true"}
        self.client.log_batch(run_id, tags=[RunTag(k, v) for k, v in tags.items()])
        if status not in ("RUNNING", "QUEUED"):
            mlflow_status = {"COMPLETED": "FINISHED", "FAILED": "FAILED"}.get(status, "KILLED")
            # MLflow prints "View run ... at: URI" (the URI unmasked) on stdout: never shown
            with contextlib.redirect_stdout(io.StringIO()):
                self.client.set_terminated(run_id, mlflow_status, end_time=end_ms)

    def find_runs(self, experiment_id: str, uid: str) -> list[Any]:
        """The live (not deleted) runs of ``experiment_id`` whose identity is ``uid``."""
        found = self.client.search_runs(
            [experiment_id], filter_string=f"tags.`{UID_TAG}` = '{run_uid_tag(uid)}'", max_results=100
        )
        return list(found)

    def push_command(self, directory: str | Path) -> str:
        """The ``esbench push`` command that uploads ``directory`` here (password masked)."""
        if self.target.origin == MLFLOW_ENV:
            return f"esbench push {directory}  # uses ${MLFLOW_ENV}"
        if url_secrets(self.target.uri):
            return f"{MLFLOW_ENV}='{self.target.masked}' esbench push {directory}  # {MASK} = the password"
        return f"esbench push {directory} --mlflow '{self.target.masked}'"
