"""The English names of the games' terms (zones, phases, counters, abilities) and of the acts,
and the fields a message template names them by (``{hkk.void}``).

Apart from :mod:`engine.terms` (which reads each game's data for its terms and their names in
other languages) so that the messages, low in the engine's layers, name terms without importing
the games. The translations are :mod:`engine.terms`'s.
"""

from __future__ import annotations

from collections.abc import Callable

# Kind of term -> (translation context, id -> English name).
ZONES = {
    "hand": "Hand", "deck": "Deck", "discard": "Discard", "graveyard": "Graveyard", "void": "Void",
    "reserve": "Reserve", "guard": "Guard post", "table": "Table", "play": "Play",
    "supply": "Supply", "sideboard": "Sideboard", "removed": "Removed",
}
PHASES = {
    "prep": "Prep", "draw": "Draw", "main": "Main phase", "combat": "Combat", "healing": "Healing",
    "end": "End", "restore": "Restore", "accumulate": "Accumulate", "mulligan": "Mulligan",
}
COUNTERS = {
    "life": "Life", "VP": "VP", "coins": "Untapped coins", "coin_markers": "Coins",
    "failed_draws": "Failed draws",
}
ABILITIES = {
    "flow": "Flow", "duel": "Duel", "treasure": "Treasure", "reveal": "Reveal",
    "compensation": "Compensation", "mulligan": "Mulligan",
}
# The log's names of the acts that are not a game's ability (context ``Acts``, every game).
ACTS = {
    "move": "Move", "move_many": "Move", "draw": "Draw", "shuffle": "Shuffle", "look": "Look",
    "play": "Play", "duel_answer": "{duel} answer", "duel_effect": "{duel} effect",
    "create": "Create", "destroy": "Destroy", "control": "Gain control", "tap": "Tap / untap",
    "prevent": "Prevent", "flip": "Turn over", "counter": "Counter", "define": "Redefine",
    "undo": "Undo", "redo": "Redo", "mark": "Markers", "effect": "Effect", "phase": "Phase",
    "end_turn": "End of turn", "enforcement": "Enforcement",
}
KINDS: dict[str, tuple[str, dict[str, str]]] = {
    "zone": ("Zones", ZONES), "phase": ("Phases", PHASES), "counter": ("Counters", COUNTERS),
    "ability": ("Abilities", ABILITIES),
}
# The order a template's ``{game.term}`` is looked up in (a game's ids are unique per kind; a
# Berserk "mulligan" is its phase, named as the act is).
LOOKUP_ORDER = ("zone", "phase", "counter", "ability")


Namer = Callable[[str, str, str], str]  # (game, kind, term) -> the name shown


def english(kind: str, term: str) -> str | None:
    """A term's English name (the translations' source)."""
    return KINDS[kind][1].get(term)


def term_kind(term: str) -> str | None:
    """Which kind of term ``term`` is (zone, phase, counter, ability), in :data:`LOOKUP_ORDER`."""
    return next((kind for kind in LOOKUP_ORDER if term in KINDS[kind][1]), None)


class GameTerms:
    """One game's terms for a template: ``{hkk.void}`` reads ``hkk.void``, named by ``namer``."""

    def __init__(self, game: str, namer: Namer) -> None:
        self._game = game
        self._namer = namer

    def __getattr__(self, term: str) -> str:
        if term.startswith("_"):
            raise AttributeError(term)
        kind = term_kind(term)
        if kind is None:
            raise AttributeError(term)
        return self._namer(self._game, kind, term)


def english_namer(game: str, kind: str, term: str) -> str:
    """Terms named in English (the engine's own sentences)."""
    return english(kind, term) or term
