"""The free table: any zones, nothing enforced (its data sets no rule); a mulligan is just the
procedure, at any time: hand cards to the bottom of their owner's deck, then draw as many."""

from __future__ import annotations

from typing import Any

from engine.core import Core, Tx
from engine.rulesets.berserk import mulligan_cards, put_back_and_draw


def act_mulligan(game: Core, tx: Tx, action: dict[str, Any]) -> None:
    """The mulligan procedure without its rules."""
    cards = mulligan_cards(game, tx, action)
    if tx.halt():
        return
    game.used_this_game[tx.by].add("mulligan")
    put_back_and_draw(game, tx, cards)
    tx.cite(None, 1, "mulligan", player=tx.by, count=len(cards))


ACTS = {"mulligan": act_mulligan}
