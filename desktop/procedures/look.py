"""Looking at the top of one's deck, or searching it, as a guided flow: how many cards (for a
look), which card's ability allows it (the engine needs that ``source``), then the cards seen,
to the looker alone; a card taken from there names the same source. Closing the list ends the
look (the deck is drawn face down again; a search has shuffled it)."""

from __future__ import annotations

from typing import Any

from desktop.dialogs import CardPicker, ask_count, show_dialog
from desktop.procedures.base import find_card
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
        """The seat's cards the viewer sees (in play first, then the hand): one of them has the
        ability that allows the look."""
        view = self.window.controller.view
        seat = self.window.controller.seat
        zones = [z for z in view.get("zones", {}).values() if z.get("player") == seat]
        zones.sort(key=lambda z: z.get("kind") != "area")
        return [c for z in zones if z.get("kind") != "pile" for c in z.get("cards") or []
                if not c.get("hidden")]

    def ask_source(self, count: int | None) -> None:
        """Which card's ability allows it; then look."""
        title = (self.tr("Look at the top %n card(s)", "", count) if count
                 else self.tr("Search your deck"))
        picker = CardPicker(title, self.tr("Which card's ability allows it?"), self.sources(),
                            self.tr("Look"), self.window)
        picker.picked.connect(lambda source: self.look(source, count))
        show_dialog(picker)

    def look(self, source: str, count: int | None) -> Any:
        """Look (the engine checks the source); show the cards seen to the looker."""
        keys: dict[str, Any] = {"count": count} if count else {}
        verdict = self.window.controller.act("look", zone=self.deck, source=source, **keys)
        if verdict is None or not verdict.applied:
            return None
        seen = next(e["cards"] for e in verdict.events if e["type"] == "look")
        name = (find_card(self.window.controller.view, source) or {}).get("name", "")
        title = (self.tr("The top %n card(s) of your deck", "", len(seen)) if count
                 else self.tr("Your deck, searched (shuffled afterwards)"))
        if name:
            title = f"{title} · {name}"
        return self.window.ops.show_zone(self.deck, source, seen, title)
