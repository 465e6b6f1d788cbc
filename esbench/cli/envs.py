"""``esbench envs``: the environment families, whether their packages are installed, which envs have
a batched simulator, and the envs each env package registers."""

from __future__ import annotations

import argparse

HELP = "list environment families, their ids and whether their packages are installed"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``esbench envs``'s arguments."""
    parser.add_argument(
        "--env-packages",
        nargs="+",
        default=[],
        metavar="MODULE",
        help="also import these modules (a suite's env_packages) and list the envs each registers",
    )


def run(args: argparse.Namespace) -> int:
    """Print the families, then the envs each imported env package registered."""
    from esbench.core.trust import allow
    from esbench.envs import (
        FAMILIES,
        batched_env_ids,
        env_package_ids,
        import_env_packages,
        load_env_packages,
    )

    allow([m for m in args.env_packages if isinstance(m, str)])  # named on the command line: consent
    load_env_packages()  # ESBENCH_ENV_PACKAGES, if set: its allowed modules only
    import_env_packages(args.env_packages, "--env-packages")
    for family in FAMILIES:
        state = "installed" if family.installed else f"NOT installed: {family.install}"
        purpose = f"; {family.purpose}" if family.purpose else ""
        print(f"{family.name} ({state}{purpose})")
        for env_id in family.env_ids:
            print(f"  {env_id}{'  (batched)' if env_id in batched_env_ids() else ''}")
    print(
        "(batched): the ES's and Nevergrad's lockstep episodes step one mujoco.batch, bit-identical to "
        "gymnasium's env; the env option simulator: gymnasium turns it off (docs/suites.md)"
    )
    for module, ids in env_package_ids().items():
        print(f"{module} (env package)")
        for env_id in ids:
            print(f"  {env_id}")
    return 0
