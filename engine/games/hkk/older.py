"""HKK's rules of older record formats, frozen: what its own rules did differently then. (What
every game did differently is in :mod:`engine.oldrules`; the registry puts it in front.)"""

from __future__ import annotations

from typing import ClassVar

from engine.games.hkk.rules import HKKRules
from engine.oldrules import RulesBeforeFormats, RulesOfFormat2
from engine.rules import Rules, Tx

# Acts after which, under the rules of records written before record formats, a play or Flow
# could still be prevented; later only the very next action may prevent it (prevent.too_late).
OLD_PREVENT_WINDOW = frozenset({"mark", "effect", "counter", "reveal", "look", "enforcement"})


class HKKRulesOfFormat2(RulesOfFormat2, HKKRules):
    """Formats 1 and 2: a Flow's card went into the deck unseen by the other players."""

    flow_shows_card: ClassVar[bool] = False


class HKKRulesBeforeFormats(RulesBeforeFormats, HKKRulesOfFormat2):
    """Before record formats: a duel that named no defender among several opponents could be
    answered by anyone (warn mode carried it out), and a play or Flow could still be prevented
    after a few open acts (:data:`OLD_PREVENT_WINDOW`), though no longer as the last action."""

    unnamed_duel_answerable: ClassVar[bool] = True

    def after_action(self, game: Rules, tx: Tx, act: str) -> None:
        preventable = game.procedure.get("preventable")
        if act in OLD_PREVENT_WINDOW and preventable is not None:
            game.procedure["preventable"] = (*preventable[:3], False)
        else:
            super().after_action(game, tx, act)


OLDER = (HKKRulesOfFormat2, HKKRulesBeforeFormats)
