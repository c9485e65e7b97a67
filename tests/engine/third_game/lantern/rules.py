"""The rules of Lantern, a small game made up for this test: at dawn the active player's light is
refilled to 3 and they draw a card (rule L.2); a player whose light is out loses (L.4)."""

from __future__ import annotations

from typing import Any

from engine.rules import Rules, Tx
from engine.ruleset import Ruleset


class LanternRules(Ruleset):
    """Lantern's one phase rule and its end of game."""

    def phase_step(self, game: Rules, tx: Tx, phase: str) -> None:
        """L.2: at dawn the active player's light is refilled and they draw a card."""
        if phase == "dawn":
            game.counters[game.active]["light"] = 3
            game.draw(tx, game.active, 1)
            tx.cite("L.2", 1, "phase", phase="dawn")

    def losers(self, game: Rules) -> list[dict[str, Any]]:
        """L.4: a player whose light is out has lost."""
        return [{"loser": player, "reason": "dark",
                 "winners": [p for p in game.players if p != player]}
                for player in game.players if game.counters[player]["light"] <= 0]
