"""What a screen reader says of a card, a zone and the table (issue 32), in the interface
language: one line with what a player needs to decide (``Farkas, creature, cost 1, life 2,
tapped, in your Reserve``), the card's text as its description. A card the viewer sees only
from the back is ``a face-down card``, with nothing else of it but where it lies: these words
are made from the viewer's view, which never holds a hidden card's name.

Nothing here knows a game: the words come from the view's fields (type, cost, stats, markers,
effects, tapped, face down, flagged) and the translated names of zones, stats and markers.
"""

from __future__ import annotations

from typing import Any

from desktop.qt import QObject
from desktop.texts import card_type_title, marker_title, stat_title, zone_title

TYPE_WORDS = ("subtype", "tribe")  # printed beside the type on the face
NOT_STATS = ("cost", "name", "type", "text", *TYPE_WORDS)


class Spoken(QObject):
    """The words (a leaf class: its ``tr`` finds the numerus forms)."""

    def card(self, card: dict[str, Any], zone: str = "", viewer: str = "") -> str:
        """One card as a screen reader names it: name, type, cost, stats and abilities, state,
        markers and effects, and where it lies (``zone``, as ``viewer`` owns it or not)."""
        if card.get("hidden") or not card.get("name"):
            parts = [self.tr("a face-down card")]
        else:
            parts = [str(card["name"])]
            if card.get("face_down"):
                parts.append(self.tr("face down"))
            given = card.get("stats")
            stats: dict[str, Any] = given if isinstance(given, dict) else {}
            kinds = [card.get("type"), *(stats.get(key) for key in TYPE_WORDS)]
            parts += [card_type_title(str(kind)) for kind in kinds if kind]
            if card.get("cost") is not None:
                parts.append(self.tr("cost {cost}").format(cost=card["cost"]))
            parts += self.stats(stats)
            if card.get("tapped"):
                parts.append(self.tr("tapped"))
            markers = [f"{marker_title(str(name))} {count}"
                       for name, count in (card.get("markers") or {}).items() if count]
            if markers:
                parts.append(self.tr("markers: {markers}").format(markers=", ".join(markers)))
            if card.get("effects"):
                parts.append(self.tr("effects: {effects}").format(
                    effects=", ".join(marker_title(str(e)) for e in card["effects"])))
            if card.get("flagged"):
                parts.append(self.tr("flagged: put here against the rules"))
        if zone:
            parts.append(self.place(zone, viewer))
        return ", ".join(parts)

    @staticmethod
    def stats(stats: dict[str, Any]) -> list[str]:
        """Printed stats as words (``cost 2``, ``life 5``, ``strike 1-2-3``) and abilities
        (a yes/no stat) by their translated names."""
        words = []
        for key, value in stats.items():
            if key in NOT_STATS or value is None or value is False or isinstance(value, dict):
                continue
            if value is True:
                words.append(stat_title(key))
            elif isinstance(value, list):
                words.append(f"{stat_title(key)} {'-'.join(map(str, value))}")
            else:
                words.append(f"{stat_title(key)} {value}")
        return words

    def description(self, card: dict[str, Any]) -> str:
        """A card's text (what a sighted player reads on its face); nothing of a hidden one."""
        if card.get("hidden") or not card.get("name"):
            return ""
        return str(card.get("text") or "")

    def place(self, zone: str, viewer: str) -> str:
        """Where a card lies: ``in your Reserve``, ``in bela's Hand``, ``in Removed``."""
        owner = zone.rpartition(".")[0]
        title = zone_title(zone)
        if not owner:
            return self.tr("in {zone}").format(zone=title)
        if owner == viewer:
            return self.tr("in your {zone}").format(zone=title)
        return self.tr("in {player}'s {zone}").format(player=owner, zone=title)

    def zone(self, zone: str, count: int, viewer: str) -> str:
        """A zone and how many cards it holds: ``Your Hand, 5 cards``, ``bela's Deck, 46
        cards``."""
        owner = zone.rpartition(".")[0]
        title = zone_title(zone)
        if not owner:
            return self.tr("{zone}, %n card(s)", "", count).format(zone=title)
        if owner == viewer:
            return self.tr("Your {zone}, %n card(s)", "", count).format(zone=title)
        return self.tr("{player}'s {zone}, %n card(s)", "", count).format(player=owner,
                                                                          zone=title)


_SPOKEN: list[Spoken] = []


def spoken() -> Spoken:
    """The one :class:`Spoken` (made on first use, after the application)."""
    if not _SPOKEN:
        _SPOKEN.append(Spoken())
    return _SPOKEN[0]
