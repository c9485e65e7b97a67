"""The free table's rules of older record formats: its mulligan, before record formats, put the
cards into the declaring player's own deck, as Berserk's did."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.games.berserk.older import put_back_into_own_deck_and_draw
from engine.games.free.acts import mulligan
from engine.oldrules import RulesBeforeFormats
from engine.rules import Rules, Tx
from engine.ruleset import ActionHandler


def act_mulligan_before_formats(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """The mulligan procedure as records written before record formats carried it out."""
    mulligan(game, tx, action, put_back_into_own_deck_and_draw)


class FreeRulesBeforeFormats(RulesBeforeFormats):
    """Before record formats: a mulligan put the cards into the declaring player's own deck."""

    acts_of_its_day: ClassVar[dict[str, ActionHandler]] = {"mulligan": act_mulligan_before_formats}


OLDER = (FreeRulesBeforeFormats,)
