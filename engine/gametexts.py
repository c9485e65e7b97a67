"""The games' own texts, as each game's package gives them (``texts/<language>.json``): its
messages (code -> template) and its words (the names of its zones, phases, counters, abilities,
acts and card stats), in every language.

The registry (:mod:`engine.games`) reads the files and hands them here (:func:`set_source`), so
that the messages (:mod:`engine.messages`), low in the engine's layers, render a game's codes
without importing the games. A game's codes are namespaced by the game (``<game>.<act>.cost``); an
act's plain outcome, whose code is the act's name (``<act>``), is the game's ``<game>.<act>``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

# A template: a string with ``{param}`` fields, or (hu, ru) its plural forms in Qt's order.
Template = str | list[str]
LANGUAGES = ("en", "hu", "ru")
# The kinds of a game's words: kind -> its translation context (the glossaries' names).
WORD_KINDS = {"zone": "Zones", "phase": "Phases", "counter": "Counters", "ability": "Abilities",
              "act": "Acts", "stat": "Stats"}
# The order a template's ``{game.term}`` field is looked up in the kinds of terms (a game's ids
# are unique per kind; an id that is a phase and an ability is named as the phase).
TERM_KINDS = ("zone", "phase", "counter", "ability")


@dataclass(frozen=True)
class GameTexts:
    """One game's texts: ``messages[language][code]`` and ``words[language][kind][id]``."""

    messages: Mapping[str, Mapping[str, Template]] = field(default_factory=dict)
    words: Mapping[str, Mapping[str, Mapping[str, str]]] = field(default_factory=dict)

    def message(self, code: str, language: str) -> Template | None:
        """The template of ``code`` in ``language``, if the game has one."""
        return self.messages.get(language, {}).get(code)

    def word(self, kind: str, name: str, language: str) -> str | None:
        """The word for ``name`` (a zone's, phase's… id) of ``kind`` in ``language``, if any."""
        return self.words.get(language, {}).get(kind, {}).get(name)

    def names(self, kind: str) -> tuple[str, ...]:
        """The ids the game names words for, of ``kind`` (in English: the source of each)."""
        return tuple(self.words.get("en", {}).get(kind, {}))


Source = Callable[[], Mapping[str, GameTexts]]


def _nothing() -> Mapping[str, GameTexts]:
    return {}


_source: list[Source] = [_nothing]


def set_source(source: Source) -> None:
    """Where the games' texts come from: the registry's games, by id, in menu order (asked on
    every lookup: the registry rebuilds itself when a folder of games is added)."""
    _source[0] = source


def games() -> Mapping[str, GameTexts]:
    """Every game's texts, by game id, in menu order."""
    return _source[0]()


def of(game: str) -> GameTexts | None:
    """The texts of ``game``, if the engine knows it."""
    return games().get(game)


def find_message(code: str, language: str) -> Template | None:
    """A game's template of ``code`` in ``language``: from the game that the code's namespace
    names (``<game>.<act>.cost``), else (an act's plain outcome, ``<act>``) the first game with
    ``<game>.<code>``."""
    every = games()
    game = every.get(code.partition(".")[0])
    if game is not None:
        return game.message(code, language)
    for name, texts in every.items():
        found = texts.message(f"{name}.{code}", language)
        if found is not None:
            return found
    return None


def game_code(code: str) -> str | None:
    """The code a game's template of ``code`` has (``code`` itself, or an act's plain outcome as
    ``<game>.<code>``), if a game has one."""
    every = games()
    if code.partition(".")[0] in every:
        return code if every[code.partition(".")[0]].message(code, "en") is not None else None
    return next((f"{name}.{code}" for name, texts in every.items()
                 if texts.message(f"{name}.{code}", "en") is not None), None)


def term_kind(game: str, term: str) -> str | None:
    """Which kind of term ``term`` is in ``game`` (:data:`TERM_KINDS`), if the game names it."""
    texts = of(game)
    if texts is None:
        return None
    return next((kind for kind in TERM_KINDS if term in texts.names(kind)), None)


def word(game: str, kind: str, name: str, language: str) -> str | None:
    """A word of ``game`` in ``language`` (None where the game has none; English is the source)."""
    texts = of(game)
    return None if texts is None else texts.word(kind, name, language)


def any_word(kind: str, name: str, language: str, first: str | None = None) -> str | None:
    """A word as the game ``first`` names it, else as the first game that has it (for a text
    that does not know its game: the command line's); in English where a language lacks it."""
    every = games()
    order = [first, *every] if first in every else list(every)
    for game in order:
        texts = every[str(game)]
        if name in texts.names(kind):
            return texts.word(kind, name, language) or texts.word(kind, name, "en")
    return None
