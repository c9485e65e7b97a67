"""The free table's mulligan: just the procedure, at any time (hand cards to the bottom of their
owner's deck, then draw as many), as Berserk carries it out but without its rules."""

from __future__ import annotations

from typing import Any

from engine.actions import Act
from engine.games.berserk.acts import MULLIGAN_SHAPE, PutBack, mulligan_cards, put_back_and_draw
from engine.rules import Rules, Tx


def act_mulligan(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """The mulligan procedure without its rules."""
    mulligan(game, tx, action, put_back_and_draw)


def mulligan(game: Rules, tx: Tx, action: dict[str, Any], put_back: PutBack) -> None:
    """:func:`act_mulligan`, with the cards put back by ``put_back``."""
    cards = mulligan_cards(game, tx, action)
    if tx.halt():
        return
    game.used_this_game[tx.by].add("mulligan")
    put_back(game, tx, cards)
    tx.cite(None, 1, "free.mulligan", player=tx.by, count=len(cards))


ACTS = {"mulligan": Act(MULLIGAN_SHAPE, act_mulligan)}
