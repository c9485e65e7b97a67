"""The procedures of Lantern, a small game made up for this test: at dawn the active player's
light is refilled to 3 and they draw a card (rule L.2); a player whose light is out loses (L.4)."""

from __future__ import annotations

from typing import Any

from engine.core import Core, Tx
from engine.registry import Ruleset


def step_dawn(game: Core, tx: Tx) -> None:
    """L.2: the active player's light is refilled and they draw a card."""
    game.counters[game.active]["light"] = 3
    game.draw(tx, game.active, 1)
    tx.cite("L.2", 1, "phase", phase="dawn")


def outcome(game: Core) -> dict[str, Any] | None:
    """L.4: a player whose light is out has lost."""
    for player in game.players:
        if game.counters[player]["light"] <= 0:
            return {"loser": player, "reason": "dark",
                    "winners": [p for p in game.players if p != player]}
    return None


def register(ruleset: Ruleset) -> None:
    """Lantern's one phase rule and its end of game."""
    ruleset.phase_steps["dawn"] = step_dawn
    ruleset.outcome = outcome
