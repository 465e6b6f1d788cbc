"""Starting a local Ray that listens on the loopback interface only.

A Ray that esbench starts itself (the ES and Nevergrad ``ray`` backends without ``ray_address``,
also inside each ``--jobs`` trial, which starts its own) binds every server to 127.0.0.1: the GCS,
the raylet and its object manager, the workers' gRPC servers and the runtime-env and dashboard
agents. Nothing of it can be reached from another machine (``tests/backends/test_loopback.py``
checks every listening socket of the run's process tree).

How (Ray 2.x): ``ray.init`` replaces a loopback ``_node_ip_address`` with the machine's routable
address unless ``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER`` is false, Ray's single-machine mode (its default
on macOS and Windows). In that mode the node's address stays 127.0.0.1 and Ray's servers bind to
it. The variable is set for the processes Ray starts (each reads it when it imports Ray) and, during
``ray.init``, in this process's copy of the constant; both are restored afterwards.

It is always a new Ray (``address="local"``): without it ``ray.init`` joins a Ray that ``ray start``
left running on the machine, listening wherever that one was started.

Joining a cluster (``ray_address``, ``esbench run --ray-address``) is untouched: that cluster
listens where it was started, usually on every interface of its nodes.

No working directory on the workers' import path: Ray (2.x, ``ray._private.worker.connect``) adds
the driver's working directory to the job's ``py_driver_sys_path``, which every worker of the job
puts first on its ``sys.path`` before its first task, so a ``numpy.py`` beside the suite would run in
every rollout worker. It does not for a job whose config says it came from Ray Client
(``JobConfig(_client_job=True)``, whose only other effect is to skip uploading a job-level
``runtime_env``, which esbench never sets). Every Ray esbench starts or joins gets that config,
:func:`job_config` (:func:`init_local_ray`, the ES and Nevergrad backends joining ``ray_address``,
``esbench run --ray-address``); ``tests/faults/test_hostile_ray_cwd.py`` runs a suite beside a
shadowing ``numpy.py``. Ray still adds the directory of the script that started the driver when the
driver's own ``sys.path`` holds it (the ``esbench`` command's ``bin`` directory; nothing for
``python -m esbench``, which drops the working directory, :func:`esbench.core.trust.drop_cwd_from_path`).
"""

from __future__ import annotations

import os
from typing import Any

#: The only address a local Ray started by esbench listens on.
LOOPBACK = "127.0.0.1"
#: Ray's switch between its cluster mode (routable node address) and its single-machine mode.
SINGLE_MACHINE_VAR = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"


def job_config() -> Any:
    """The ``JobConfig`` of every Ray esbench starts or joins: its workers never get this process's
    working directory on their import path (see the module docstring)."""
    from ray.job_config import JobConfig

    return JobConfig(_client_job=True)


def join_ray(ray, address: str) -> None:
    """``ray.init`` joining the Ray at ``address`` (a cluster the user started), with :func:`job_config`:
    its workers never get this process's working directory on their import path."""
    ray.init(address=address, log_to_driver=False, configure_logging=False, job_config=job_config())


def init_local_ray(ray, num_cpus: int) -> None:
    """``ray.init`` of a new local Ray with ``num_cpus`` CPUs, every server on :data:`LOOPBACK`."""
    from ray._private import ray_constants

    saved_var, saved_flag = os.environ.get(SINGLE_MACHINE_VAR), ray_constants.ENABLE_RAY_CLUSTER
    os.environ[SINGLE_MACHINE_VAR] = "0"
    ray_constants.ENABLE_RAY_CLUSTER = False
    before = ray_descendants()
    try:
        ray.init(
            address="local",  # always a new Ray: never join one that ``ray start`` left on this machine
            num_cpus=num_cpus,
            include_dashboard=False,
            log_to_driver=False,
            configure_logging=False,
            _node_ip_address=LOOPBACK,
            job_config=job_config(),  # the working directory stays off the workers' import path
        )
    except BaseException:
        # A start that fails halfway (a raylet that does not come up in time on a loaded machine)
        # leaves the servers it had started (GCS, dashboard, log monitor, reaper) running until this
        # process ends: every later trial of the suite would run beside them.
        stop_ray_processes(ray, ray_descendants() - before)
        raise
    finally:
        ray_constants.ENABLE_RAY_CLUSTER = saved_flag
        if saved_var is None:
            os.environ.pop(SINGLE_MACHINE_VAR, None)
        else:
            os.environ[SINGLE_MACHINE_VAR] = saved_var


def ray_descendants() -> set[int]:
    """The process ids of this process's descendants that run Ray's code (its servers, agents and
    workers: a command line naming Ray's package directory); empty where ``/proc`` is missing."""
    import ray as ray_package

    ray_dir = os.path.dirname(ray_package.__file__)
    parents: dict[int, list[int]] = {}
    try:
        entries = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return set()
    for pid in entries:
        try:
            with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        parents.setdefault(ppid, []).append(pid)
    found, todo = set(), [os.getpid()]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return {pid for pid in found if ray_dir in _command_line(pid)}


def _command_line(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode("utf-8", "replace")
    except OSError:
        return ""


def stop_ray_processes(ray, pids: set[int]) -> None:
    """``ray.shutdown()`` (what it knows of), then SIGKILL each of ``pids`` still alive and reap it."""
    import signal

    try:
        ray.shutdown()
    except Exception:  # half started: nothing more to shut down cleanly
        pass
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            continue
        try:
            os.waitpid(pid, 0)  # this process's own child: reaped, not left a zombie
        except ChildProcessError:  # a grandchild: its parent, killed too, leaves it to init
            pass
