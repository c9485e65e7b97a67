"""Test-wide settings: property tests in CI explore a fixed sequence of examples.

Locally hypothesis draws new examples on every run (and keeps failures in .hypothesis/); in CI
(``CI`` set) it is derandomized, so a landing is decided by the code, not by the draw.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")
