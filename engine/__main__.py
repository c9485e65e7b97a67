"""``python -m engine``: check scenarios, view a game as a player, replay a record."""

from __future__ import annotations

import sys

from engine.cli import main

if __name__ == "__main__":
    sys.exit(main())
