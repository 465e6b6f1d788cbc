"""A local Ray whose start fails halfway leaves none of its processes behind.

On a loaded machine ``ray.init`` can fail after it started the GCS and its helpers (a raylet that
does not come up in time). Before the fix those processes ran on until the driver exited, beside
every later trial of the suite. The fault is injected (``Node.start_raylet`` raises): a raylet that
is slow to start cannot be made on demand; every process the test counts is a real one.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import os
    import ray
    import ray._private.node as node

    from esbench.backends.local_ray import init_local_ray

    def start_raylet(self, *args, **kwargs):  # the injected fault, after the GCS has started
        raise RuntimeError("injected: the raylet did not start")

    def descendants():  # every process below this one, zombies included
        parents = {}
        for entry in os.listdir("/proc"):
            try:
                ppid = int(open(f"/proc/{entry}/stat").read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            parents.setdefault(ppid, []).append(entry)
        found, todo = [], [str(os.getpid())]
        while todo:
            children = parents.get(int(todo.pop()), [])
            found += children
            todo += children
        return found

    node.Node.start_raylet = start_raylet
    try:
        init_local_ray(ray, 1)
    except RuntimeError as exc:
        print("failed:", exc)
    print("processes left:", len(descendants()))
    """
)


def test_a_ray_start_that_fails_halfway_leaves_no_process(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300, cwd=tmp_path
    )
    out = done.stdout + done.stderr[-2000:]
    assert "failed: injected: the raylet did not start" in out
    assert "processes left: 0" in out, out  # killed and reaped: no zombie either
