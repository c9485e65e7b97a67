"""Argument types shared by the app's command lines (the window's and the replay's)."""

from __future__ import annotations

import argparse


def port_number(text: str) -> int:
    """A TCP port for ``--overlay`` and ``--phones`` (0: any free one)."""
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{text} is not a port (0-65535)")
    return value
