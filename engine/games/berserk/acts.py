"""Berserk's own act: the mulligan (301.7), and the procedure the free table borrows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.actions import Act, is_str_list, required
from engine.acts import require_in_hand
from engine.errors import ActionError
from engine.games.berserk.rules import MULLIGAN, next_to_declare
from engine.messages import msg
from engine.rules import Rules, Tx
from engine.state import Card


def mulligan_cards(game: Rules, tx: Tx, action: dict[str, Any]) -> list[Card]:
    """The hand cards a ``mulligan`` names (each in the player's hand, none twice)."""
    labels: list[str] = action["cards"]
    if len(set(labels)) != len(labels):
        raise ActionError(msg("action.card_twice"))
    cards = [game.card(label) for label in labels]
    for card in cards:
        require_in_hand(game, tx, card, tx.by)
    return cards


PutBack = Callable[[Rules, Tx, list[Card]], None]


def put_back_and_draw(game: Rules, tx: Tx, cards: list[Card]) -> None:
    """The cards go to the bottom of their owner's deck in the order given (top first), then the
    player draws as many. No shuffle."""
    for card in cards:
        game.send(tx, card, game.role_zone(card.owner, "deck"), "bottom")
    game.draw(tx, tx.by, len(cards))


def act_mulligan(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """301.7: each player declares once, in the mulligan phase, the first player first: these
    hand cards to the bottom of their owner's deck, then draw as many (an empty list: a pass).
    Once the game has left the mulligan phase, it never comes back."""
    declare_mulligan(game, tx, action, put_back_and_draw)


def declare_mulligan(game: Rules, tx: Tx, action: dict[str, Any], put_back: PutBack) -> None:
    """:func:`act_mulligan`, with the cards put back by ``put_back``."""
    cards = mulligan_cards(game, tx, action)
    if game.setup_over or game.phase not in game.ruleset.setup_phases:
        tx.refuse(MULLIGAN, "berserk.mulligan.not_now")
    elif "mulligan" in game.used_this_game[tx.by]:
        tx.refuse(MULLIGAN, "berserk.mulligan.once")
    elif next_to_declare(game) != tx.by:
        tx.refuse(MULLIGAN, "berserk.mulligan.not_your_turn", player=next_to_declare(game))
    if tx.halt():
        return
    game.used_this_game[tx.by].add("mulligan")
    put_back(game, tx, cards)
    tx.cite(MULLIGAN, 1, "berserk.mulligan" if cards else "berserk.mulligan.pass", player=tx.by,
            count=len(cards))


MULLIGAN_SHAPE = {"cards": required(is_str_list)}
ACTS = {"mulligan": Act(MULLIGAN_SHAPE, act_mulligan)}
