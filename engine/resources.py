"""Where the bundled data lives: ``assets/`` in a checkout, ``engine/assets/`` when installed.

The wheel maps the checkout's top-level ``assets/`` folder into the ``engine`` package (setup.py),
and a PyInstaller bundle copies it there too, so one function finds it in all three places.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@cache
def assets_dir() -> Path:
    """The folder of bundled assets (card sets, icons, translations)."""
    installed = PACKAGE / "assets"
    if installed.is_dir():
        return installed
    return PACKAGE.parent / "assets"
