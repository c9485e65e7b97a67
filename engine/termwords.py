"""The kinds of the games' terms (zones, phases, counters, abilities), the log's names of the
shared acts, and the fields a message template names a game's term by (``{game.term}``).

Apart from :mod:`engine.terms` (which reads each game's data for its terms) so that the messages,
low in the engine's layers, name terms without importing the games: a game's words come from its
package's texts (:mod:`engine.gametexts`). The translations of the shared acts' names are
:mod:`engine.terms`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from engine import gametexts

# Kind of term -> its translation context (a game's words of that kind: engine.gametexts).
KINDS: dict[str, str] = {kind: gametexts.WORD_KINDS[kind] for kind in gametexts.TERM_KINDS}
# The log's names of the shared acts (context ``Acts``, every game); a game names its own acts
# in its texts (``words.act``).
ACTS = {
    "move": "Move", "move_many": "Move", "draw": "Draw", "shuffle": "Shuffle", "look": "Look",
    "play": "Play", "create": "Create", "destroy": "Destroy", "control": "Gain control",
    "tap": "Tap / untap", "flip": "Turn over", "counter": "Counter", "define": "Redefine",
    "undo": "Undo", "redo": "Redo", "mark": "Markers", "effect": "Effect", "phase": "Phase",
    "end_turn": "End of turn", "enforcement": "Enforcement",
}
# The order a template's ``{game.term}`` is looked up in (a game's ids are unique per kind; an id
# that is a phase and an ability is named as the phase, as the act is).
LOOKUP_ORDER = gametexts.TERM_KINDS


Namer = Callable[[str, str, str], str]  # (game, kind, term) -> the name shown


def english(kind: str, term: str, game: str | None = None) -> str | None:
    """A term's English name (the translations' source): as ``game`` names it, else as the first
    game that has it."""
    if game is not None:
        return gametexts.word(game, kind, term, "en")
    return gametexts.any_word(kind, term, "en")


class GameTerms:
    """One game's terms for a template: ``{game.term}`` reads ``game.term``, named by ``namer``."""

    def __init__(self, game: str, namer: Namer) -> None:
        self._game = game
        self._namer = namer

    def __getattr__(self, term: str) -> str:
        if term.startswith("_"):
            raise AttributeError(term)
        kind = gametexts.term_kind(self._game, term)
        if kind is None:
            raise AttributeError(term)
        return self._namer(self._game, kind, term)


def english_namer(game: str, kind: str, term: str) -> str:
    """Terms named in English (the engine's own sentences)."""
    return english(kind, term, game) or term
