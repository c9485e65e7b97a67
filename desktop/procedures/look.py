"""Looking at the top of one's deck, or searching it, as a guided flow: how many cards (for a
look), which card's ability allows it (the engine needs that ``source`` in games that check sources),
then the cards seen, to the looker alone; a card taken from there names the same source. Closing
the list ends the look (the deck is drawn face down again; a search has shuffled it).

No card is asked for where the rules need none (the free table), nor where the player has no card
in sight to name: then the engine answers the look as it is, refusing it with the rule's number
(or, in warn mode, allowing and flagging it), instead of an empty list to choose from."""

from __future__ import annotations

from typing import Any

from desktop.procedures.question import ask as ask_question
from desktop.qt import QObject


class Look(QObject):
    """One look or search by the seat's player: the engine's shared ``look`` and ``search``
    questions, asked by the generic question dialog."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window

    @property
    def deck(self) -> str:
        """The seat's deck."""
        return f"{self.window.controller.seat}.deck"

    def start(self, count_first: bool) -> None:
        """A look at the top N (asks N first), or a search of the whole deck."""
        if not count_first:
            self.ask_source(None)
            return
        controller = self.window.controller
        question = controller.game.ask("look", controller.seat)
        if question is not None:  # three, unless the player chose another number before
            self.window.procedures.drafts.setdefault(question.id, min(3, question.high))
            ask_question(self.window, question, judged=False,
                         act=lambda action: self.ask_source(int(action["count"])))

    def sources(self) -> list[dict]:
        """The cards whose ability may allow the look, as the engine names them (a card the seat
        controls in play, one in their hand, the card of their last play or Flow): no other card
        is offered, since the engine refuses it (``source.invalid``)."""
        controller = self.window.controller
        return list(controller.result.sources(controller.seat))

    def ask_source(self, count: int | None) -> None:
        """Which card's ability allows it (the engine asks only when one is needed and there is
        one to name); then look."""
        controller = self.window.controller
        question = controller.game.ask("look" if count else "search", controller.seat,
                                       after=count)
        if question is None:
            self.look(None, count)
            return
        faces = {str(card.get("label")): card for card in self.sources()}
        ask_question(self.window, question, lookup=faces.get,
                     act=lambda action: self.look(action.get("source"), count))

    def look(self, source: str | None, count: int | None) -> Any:
        """Look (the engine checks the source, if any); show the cards seen to the looker."""
        keys: dict[str, Any] = {"count": count} if count else {}
        if source:
            keys["source"] = source
        # Named before the look: the card of a Flow lies in the deck, out of the table's sight.
        name = next((str(card.get("name") or "") for card in self.sources()
                     if card.get("label") == source), "") if source else ""
        verdict = self.window.controller.act("look", zone=self.deck, **keys)
        if verdict is None or not verdict.applied:
            return None
        seen = next(e["cards"] for e in verdict.events if e["type"] == "look")
        if count:
            title = self.tr("The top %n card(s) of your deck", "", len(seen))
        elif self.deck in verdict.shuffled:
            title = self.tr("Your deck, searched (shuffled afterwards)")
        else:  # the free table shuffles only when asked to
            title = self.tr("Your deck, searched")
        if name:
            title = f"{title} · {name}"
        # The top cards, still on top (a look that does not shuffle): put back in any order.
        ordered = bool(count) and self.deck not in verdict.shuffled and len(seen) > 0
        return self.window.ops.show_zone(self.deck, source, seen, title, ordered=ordered)
