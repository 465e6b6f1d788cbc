"""esbench: OpenAI-style Evolution Strategies vs Nevergrad and Stable-Baselines3, one harness."""

import warnings

# sacred 0.8.7 imports pkg_resources (hence setuptools<81); its deprecation notice is not ours to fix.
warnings.filterwarnings("ignore", message="pkg_resources is deprecated", category=UserWarning)

__version__ = "0.1.0"
