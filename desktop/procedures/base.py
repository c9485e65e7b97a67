"""What the guided flows share: finding cards in a view (their dialogs' one shape is
:mod:`desktop.procedures.stepdialog`, loaded with the first flow, not at start).

A flow never remembers which question is open: that is the engine's ``pending``.
"""

from __future__ import annotations


def find_card(view: dict, label: str | None) -> dict | None:
    """The card with this label as the view shows it (None: not there, or hidden)."""
    if not label:
        return None
    for zone in view.get("zones", {}).values():
        cards: list[dict] = zone.get("cards") or []
        for card in cards:
            if card.get("label") == label:
                return card
    return None


def seen_labels(view: dict) -> set[str]:
    """The labels of the cards a view shows face up."""
    return {card["label"] for zone in (view.get("zones") or {}).values()
            for card in zone.get("cards") or [] if not card.get("hidden") and card.get("label")}


def named_cards(action: dict) -> list[str]:
    """The cards an action names (its card, cards, order, source and the card a reaction is
    made with), in that order."""
    named = [action.get("card"), *(action.get("cards") or []), *(action.get("order") or []),
             action.get("source"), action.get("with")]
    return [label for label in dict.fromkeys(named) if isinstance(label, str)]


def hand_cards(view: dict, player: str) -> list[dict]:
    """The cards of ``player``'s hand the view shows face up."""
    return [c for c in view.get("zones", {}).get(f"{player}.hand", {}).get("cards") or []
            if not c.get("hidden")]


def has_stat(card: dict, stat: str) -> bool:
    """Whether the card has this ability in its stats (a game's hand ability: a
    value of 0 counts)."""
    value = (card.get("stats") or {}).get(stat)
    return value is not None and value is not False
