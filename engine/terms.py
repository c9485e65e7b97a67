"""The games' own words: the names of their zones, phases, counters, abilities and acts.

Each game names its terms in its package's texts (``engine/games/<game>/texts/<lang>.json``,
``words``: English and each translation, see :mod:`engine.gametexts`), so that a game's term can
have its own word per game (one game's life ``Ép``, another's ``Élet``). A game's *official* name
of a term is its name in the game's own language (:func:`game_language`). ``docs/glossary/
<game>.toml`` says which word is chosen for each, and why; a test keeps the texts to it. The
shared acts' names are translated in the .ts files (context ``Acts``), which ``packaging/
translations.py release`` copies into the engine's JSON catalogs (``words``).

A message template names a term of a game as ``{game.term}``: whoever fills the template in
(:func:`term_fields`) gives the name in the language and naming it shows.
"""

from __future__ import annotations

from functools import cache

from engine import gametexts
from engine.messages import fill

# The kinds and the shared acts' English names (re-exported: the desktop reads them from here).
from engine.termwords import ACTS as ACTS
from engine.termwords import KINDS as KINDS
from engine.termwords import LOOKUP_ORDER as LOOKUP_ORDER
from engine.termwords import GameTerms as GameTerms
from engine.termwords import Namer as Namer
from engine.termwords import english as english
from engine.termwords import english_namer as english_namer


def game_terms(game: str) -> dict[str, tuple[str, ...]]:
    """A game's terms by kind: its zones (and ``removed``, and a sideboard its deck lists have),
    phases (setup first), counters (the shown ones, then the rest) and abilities (its acts and
    card fields that are abilities): those its texts name."""
    from engine.games import registry_version

    return _game_terms(game, registry_version())


@cache
def _game_terms(game: str, _version: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    from engine.games import game_data

    try:
        data = game_data(game)
    except KeyError:
        return {kind: () for kind in KINDS}
    # A sideboard is a zone of some games and a deck-list section of others (a 30-card sideboard list).
    sideboard = ["sideboard"] if "max_sideboard" in (data.get("deck_rules") or {}) else []
    zones = [*data.get("zones", {}), "removed", *sideboard]
    phases = [*data.get("setup_phases", ()), *data.get("phases", ())]
    counting = data.get("failed_draws") or {}
    counters = [*data.get("shown_counters", ()), *data.get("counters", {}),
                *([counting["counter"]] if counting.get("counter") else [])]
    abilities = [*data.get("acts", ()), *data.get("card_fields", {})]
    texts = gametexts.of(game) or gametexts.GameTexts()
    named = {kind: set(texts.names(kind)) for kind in KINDS}
    return {
        "zone": tuple(dict.fromkeys(z for z in zones if z in named["zone"])),
        "phase": tuple(dict.fromkeys(p for p in phases if p in named["phase"])),
        "counter": tuple(dict.fromkeys(c for c in counters if c in named["counter"])),
        "ability": tuple(dict.fromkeys(a for a in abilities if a in named["ability"])),
    }


def game_language(game: str | None) -> str | None:
    """The language a game's own words are in (its data's ``language``; the free table: none)."""
    from engine.games import game_data

    try:
        return game_data(str(game)).get("language") if game else None
    except KeyError:
        return None


def term_kind(game: str, term: str) -> str | None:
    """Which kind of term ``term`` is in ``game`` (zone, phase, counter, ability), if any."""
    terms = game_terms(game)
    return next((kind for kind in LOOKUP_ORDER if term in terms[kind]), None)


def word_key(context: str, source: str, game: str = "") -> str:
    """The key of a translated word in an engine catalog's ``words``: ``Acts||Move``."""
    return f"{context}|{game}|{source}"


def word(language: str, context: str, source: str, game: str = "") -> str:
    """A word of the engine's catalogs (``words``) in ``language``: a shared act's name (context
    ``Acts``); its English source where the catalog lacks it."""
    if language == "en":
        return source
    from engine.catalogs import catalog

    words = catalog(language).get("words")
    found = words.get(word_key(context, source, game)) if isinstance(words, dict) else None
    return str(found or source)


def term_name(game: str, kind: str, term: str, language: str) -> str:
    """A term of ``game`` in ``language`` from its texts (English where they lack it)."""
    return (gametexts.word(game, kind, term, language) or english(kind, term, game)
            or english(kind, term) or term)


def any_game_name(kind: str, term: str, language: str) -> str | None:
    """A term in ``language`` as the first game that has it names it (for a sentence that does
    not know its game: the command line's)."""
    from engine.games import game_names

    game = next((g for g in game_names() if term in game_terms(g)[kind]), None)
    return term_name(game, kind, term, language) if game is not None else None


def act_name(act: str, language: str) -> str:
    """An act as the log names it in ``language``: a game's ability by its term, a game's own
    act by its texts' name (``{game.term}`` fields named in ``language``), a shared act by its
    name in context ``Acts`` (the engine's catalogs)."""
    if any(act in game_terms(game)["ability"] for game in gametexts.games()):
        name = any_game_name("ability", act, language)
        if name is not None:
            return name
    own = gametexts.any_word("act", act, language)
    if own is not None:
        return fill(own, {}, articles=False, terms=catalog_namer(language))
    return word(language, "Acts", ACTS[act]) if act in ACTS else act


def official_name(game: str, kind: str, term: str) -> str:
    """A term in its game's own language (the name its rulebook gives it)."""
    return term_name(game, kind, term, game_language(game) or "en")


def term_fields(namer: Namer) -> dict[str, GameTerms]:
    """The values a template's ``{game.term}`` fields are filled from: one per game, for a
    ``str.format(**fields)`` (the messages' own filling needs no list of games)."""
    from engine.games import game_names

    return {game: GameTerms(game, namer) for game in game_names()}


def catalog_namer(language: str) -> Namer:
    """Terms named in ``language`` from the games' texts (the command line)."""
    return lambda game, kind, term: term_name(game, kind, term, language)
