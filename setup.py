"""What pyproject.toml cannot say: the top-level ``assets/`` folder ships inside the wheel.

In a checkout the data (demo games, card sets, icons, translations) lives in ``assets/`` beside the
packages (design.md). pyproject's ``packages.find`` cannot map a folder under another name, so the
package list is made here: every package and data folder below ``engine`` and ``desktop``, plus
``assets/`` mapped to ``engine/assets`` in the wheel. ``engine.resources.assets_dir()`` finds the
folder in both places. Everything else (metadata, dependencies, scripts) is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

PACKAGES = find_namespace_packages(include=["engine", "engine.*", "desktop", "desktop.*"],
                                   exclude=["*.__pycache__", "*.__pycache__.*"])

setup(
    packages=[*PACKAGES, "engine.assets"],
    package_dir={"engine.assets": "assets"},
    # Every data file of every package and folder; the translation sources (.ts) stay behind.
    package_data={"": ["*", "**/*"]},
    exclude_package_data={"": ["*.py", "*.pyc", "*.pyo", "*.ts", "**/__pycache__/*"]},
)
