"""Looking at the top of one's deck, or searching it, as a guided flow: how many cards (for a
look), which card's ability allows it (the engine needs that ``source`` in games that check sources),
then the cards seen, to the looker alone; a card taken from there names the same source. Closing
the list ends the look (the deck is drawn face down again; a search has shuffled it).

No card is asked for where the rules need none (the free table), nor where the player has no card
in sight to name: then the engine answers the look as it is, refusing it with the rule's number
(or, in warn mode, allowing and flagging it), instead of an empty list to choose from."""

from __future__ import annotations

from typing import Any

from desktop.dialogs import CardPicker, ask_count, show_dialog
from desktop.qt import QObject


class Look(QObject):
    """One look or search by the seat's player."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window

    @property
    def deck(self) -> str:
        """The seat's deck."""
        return f"{self.window.controller.seat}.deck"

    def start(self, count_first: bool) -> None:
        """A look at the top N (asks N first), or a search of the whole deck."""
        if count_first:
            ask_count(self.window, self.tr("Look at the top of your deck"),
                      self.tr("How many cards from the top?"), 3, self.ask_source)
        else:
            self.ask_source(None)

    def sources(self) -> list[dict]:
        """The cards whose ability may allow the look, as the engine names them (a card the seat
        controls in play, one in their hand, the card of their last play or Flow): no other card
        is offered, since the engine refuses it (``source.invalid``)."""
        controller = self.window.controller
        return list(controller.result.sources(controller.seat))

    def needs_source(self, count: int | None) -> bool:
        """Whether the rules refuse this look without a card whose ability allows it (asked of
        the engine, which changes nothing by answering)."""
        controller = self.window.controller
        keys: dict[str, Any] = {"count": count} if count else {}
        action = {"act": "look", "by": controller.seat, "zone": self.deck, **keys}
        return not controller.game.check(action).ok

    def ask_source(self, count: int | None) -> None:
        """Which card's ability allows it (when one is needed and there is one to name); then
        look."""
        if not self.needs_source(count):
            self.look(None, count)
            return
        sources = self.sources()
        if not sources:
            self.look(None, count)
            return
        title = (self.tr("Look at the top %n card(s)", "", count) if count
                 else self.tr("Search your deck"))
        picker = CardPicker(title, self.tr("Which card's ability allows it?"), sources,
                            self.tr("Look") if count else self.tr("Search"), self.window)
        picker.picked.connect(lambda source: self.look(source, count))
        show_dialog(picker)

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
