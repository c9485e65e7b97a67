"""Test-wide settings: property tests in CI explore a fixed sequence of examples.

Locally hypothesis draws new examples on every run (and keeps failures in .hypothesis/); in CI
(``CI`` set) it is derandomized, so a landing is decided by the code, not by the draw.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``bundle`` build the PyInstaller folder (minutes): they run only when their
    marker is asked for (``-m bundle``; .ci/run runs them as a step of its own)."""
    if "bundle" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="builds the bundle: run with -m bundle (.ci/run does)")
    for item in items:
        if item.get_closest_marker("bundle") is not None:
            item.add_marker(skip)
