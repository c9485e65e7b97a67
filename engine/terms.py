"""The games' own words: the names of their zones, phases, counters and abilities.

Each name has an English source (the tables below) and a translation per game and language: the
translations live in ``assets/translations/cardtable_<lang>.ts`` (context ``Zones``, ``Phases``,
``Counters`` or ``Abilities``, the game as the disambiguation, so HKK's life can be ``Ép`` and
Berserk's ``Élet``), and ``packaging/translations.py release`` copies them into the engine's JSON
catalogs (``words``), which :func:`term_name` reads without Qt. A game's *official* name of a term
is its name in the game's own language (:func:`game_language`: HKK's Hungarian, Berserk's
Russian). ``docs/glossary/<game>.toml`` says which word is chosen for each, and why; a test keeps
the catalogs to it.

A message template names a term of a game as ``{hkk.void}`` or ``{berserk.graveyard}``: whoever
fills the template in (:func:`term_fields`) gives the name in the language and naming it shows.
"""

from __future__ import annotations

from functools import cache

# The English names, read by the messages too (re-exported: the desktop reads them from here).
from engine.termwords import ABILITIES as ABILITIES
from engine.termwords import ACTS as ACTS
from engine.termwords import COUNTERS as COUNTERS
from engine.termwords import KINDS as KINDS
from engine.termwords import LOOKUP_ORDER as LOOKUP_ORDER
from engine.termwords import PHASES as PHASES
from engine.termwords import ZONES as ZONES
from engine.termwords import GameTerms as GameTerms
from engine.termwords import Namer as Namer
from engine.termwords import english as english
from engine.termwords import english_namer as english_namer


def game_terms(game: str) -> dict[str, tuple[str, ...]]:
    """A game's terms by kind: its zones (and ``removed``, and a sideboard its deck lists have),
    phases (setup first), counters (the shown ones, then the rest) and abilities (its acts and
    card fields that are abilities)."""
    from engine.games import registry_version

    return _game_terms(game, registry_version())


@cache
def _game_terms(game: str, _version: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    from engine.games import game_data

    try:
        data = game_data(game)
    except KeyError:
        return {kind: () for kind in KINDS}
    # A sideboard is a zone of some games and a deck-list section of others (HKK's 30 cards).
    sideboard = ["sideboard"] if "max_sideboard" in (data.get("deck_rules") or {}) else []
    zones = [*data.get("zones", {}), "removed", *sideboard]
    phases = [*data.get("setup_phases", ()), *data.get("phases", ())]
    counting = data.get("failed_draws") or {}
    counters = [*data.get("shown_counters", ()), *data.get("counters", {}),
                *([counting["counter"]] if counting.get("counter") else [])]
    abilities = [*data.get("acts", ()), *data.get("card_fields", {})]
    return {
        "zone": tuple(dict.fromkeys(z for z in zones if z in ZONES)),
        "phase": tuple(dict.fromkeys(p for p in phases if p in PHASES)),
        "counter": tuple(dict.fromkeys(c for c in counters if c in COUNTERS)),
        "ability": tuple(dict.fromkeys(a for a in abilities if a in ABILITIES)),
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
    """The key of a translated word in an engine catalog's ``words``: ``Zones|hkk|Discard``."""
    return f"{context}|{game}|{source}"


def word(language: str, context: str, source: str, game: str = "") -> str:
    """A word of the engine's catalogs (``words``) in ``language``: a game's term (context
    ``Zones``…, with its game) or a printed stat (``Stats``); its English source where the
    catalog lacks it."""
    if language == "en":
        return source
    from engine.catalogs import catalog

    words = catalog(language).get("words")
    found = words.get(word_key(context, source, game)) if isinstance(words, dict) else None
    return str(found or source)


def term_name(game: str, kind: str, term: str, language: str) -> str:
    """A term of ``game`` in ``language`` from the engine's catalogs (English: its source)."""
    return word(language, KINDS[kind][0], english(kind, term) or term, game)


def any_game_name(kind: str, term: str, language: str) -> str | None:
    """A term in ``language`` as the first game that has it names it (for a sentence that does
    not know its game: the command line's)."""
    from engine.games import game_names

    game = next((g for g in game_names() if term in game_terms(g)[kind]), None)
    return term_name(game, kind, term, language) if game is not None else None


def act_name(act: str, language: str) -> str:
    """An act as the log names it in ``language`` (from the engine's catalogs): a game's ability
    by its term, any other act by its name in context ``Acts``."""
    name = any_game_name("ability", act, language) if act in ABILITIES else None
    if name is not None:
        return name
    if act not in ACTS:
        return act
    duel = any_game_name("ability", "duel", language) or ABILITIES["duel"]
    return word(language, "Acts", ACTS[act]).format(duel=duel)


def official_name(game: str, kind: str, term: str) -> str:
    """A term in its game's own language (HKK's ``Gyűjtő``, Berserk's ``Кладбище``)."""
    return term_name(game, kind, term, game_language(game) or "en")


def term_fields(namer: Namer) -> dict[str, GameTerms]:
    """The values a template's ``{hkk.void}``-style fields are filled from: one per game, for a
    ``str.format(**fields)`` (the messages' own filling needs no list of games)."""
    from engine.games import game_names

    return {game: GameTerms(game, namer) for game in game_names()}


def catalog_namer(language: str) -> Namer:
    """Terms named in ``language`` from the engine's catalogs (the command line)."""
    return lambda game, kind, term: term_name(game, kind, term, language)
