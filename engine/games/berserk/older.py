"""Berserk's rules of older record formats, frozen: what its own rules did differently then.
(What every game did differently is in :mod:`engine.oldrules`; the registry puts it in front.)"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.games.berserk.acts import declare_mulligan
from engine.games.berserk.rules import BerserkRules
from engine.oldrules import RulesBeforeFormats
from engine.rules import Rules, Tx
from engine.ruleset import ActionHandler
from engine.state import Card


def put_back_into_own_deck_and_draw(game: Rules, tx: Tx, cards: list[Card]) -> None:
    """Before record formats: the cards went to the bottom of the declaring player's own deck
    (whoever owned them), then the player drew as many."""
    for card in cards:
        game.place(tx, card, game.role_zone(tx.by, "deck"), "bottom")
    game.draw(tx, tx.by, len(cards))


def act_mulligan_before_formats(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """The mulligan (301.7) as records written before record formats carried it out."""
    declare_mulligan(game, tx, action, put_back_into_own_deck_and_draw)


class BerserkRulesBeforeFormats(RulesBeforeFormats, BerserkRules):
    """Before record formats: a mulligan put the cards into the declaring player's own deck."""

    acts_of_its_day: ClassVar[dict[str, ActionHandler]] = {"mulligan": act_mulligan_before_formats}


OLDER = (BerserkRulesBeforeFormats,)
