"""Cardtable's rules engine: cards, zones, moves, and each game's rules in its package (games/).

Pure Python: it never imports Qt or the desktop. See docs/engine-api.md for the API.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.errors import ActionError, RecordError
    from engine.game import Game, Verdict
    from engine.journal import Journal

__all__ = ["ActionError", "Game", "Journal", "RecordError", "Verdict"]

_HOMES = {"ActionError": "engine.errors", "RecordError": "engine.errors", "Game": "engine.game",
          "Verdict": "engine.game", "Journal": "engine.journal"}


def __getattr__(name: str) -> Any:
    # Imported lazily so that `python -m engine` starts fast for commands that need little.
    if name in _HOMES:
        from importlib import import_module

        return getattr(import_module(_HOMES[name]), name)
    raise AttributeError(name)
