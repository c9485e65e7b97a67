"""The bundled demo games, built from the demo card sets in ``assets/sets/``.

Each game's data names its demo (``"demo": {"set": ..., "players": [...]}``): an ordinary
card-set folder with a deck list per player (``decks/<player>.txt``), the same files a
playtester would write, read by :mod:`engine.cardset` and :mod:`engine.decks`.

What reading and checking those files gives is also kept compiled, ``assets/demos/<game>.json``
(``packaging/compile_demos.py`` writes it; a test holds it equal to the set): the app's start
deals the demo from it without reading the set (~15 ms, the card set reader's import included).
A game without a compiled demo, or with an unreadable one, has its set read.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.registry import game_data, game_names

if TYPE_CHECKING:
    from engine.game import Game


class _DemoTable(Mapping[str, Any]):
    """A live mapping game -> one field of its demo (every registered game that has one)."""

    def __init__(self, field: str) -> None:
        self.field = field

    def __getitem__(self, game: str) -> Any:
        demo = game_data(game).get("demo") if game in game_names() else None
        if demo is None:
            raise KeyError(game)
        value = demo[self.field]
        return tuple(value) if isinstance(value, list) else value

    def __iter__(self) -> Any:
        return iter([g for g in game_names() if game_data(g).get("demo")])

    def __len__(self) -> int:
        return len(list(iter(self)))


DEMO_SETS: Mapping[str, str] = _DemoTable("set")
DEMO_PLAYERS: Mapping[str, tuple[str, ...]] = _DemoTable("players")


def assets_dir() -> Path:
    """The folder of bundled assets (card sets, icons, translations), checkout or installed."""
    from engine.resources import assets_dir as bundled

    return bundled()


def demo_set_folder(ruleset: str) -> Path:
    """The absolute folder of the demo card set a game uses."""
    return assets_dir() / "sets" / DEMO_SETS[ruleset]


def compiled_demo_file(ruleset: str) -> Path:
    """Where a game's compiled demo is kept (packaging/compile_demos.py writes it)."""
    return assets_dir() / "demos" / f"{ruleset}.json"


_compiled: dict[str, dict[str, Any] | None] = {}


def compiled_demo(ruleset: str) -> dict[str, Any] | None:
    """A game's compiled demo (:func:`demo_from_set` without ``cardset``), read once; None if
    the game has none or it cannot be read."""
    if ruleset not in _compiled:
        try:
            data = json.loads(compiled_demo_file(ruleset).read_text("utf-8"))
        except (OSError, ValueError):
            data = None
        _compiled[ruleset] = data if isinstance(data, dict) else None
    return _compiled[ruleset]


def demo_language(folder: Path) -> str | None:
    """The ``language`` of a bundled demo set's manifest, from its compiled demo (None: ``folder``
    is not a demo set with one): what a face prints, known without reading the set."""
    for ruleset in DEMO_SETS:
        if Path(folder) == demo_set_folder(ruleset):
            compiled = compiled_demo(ruleset)
            return None if compiled is None else str(compiled["language"])
    return None


def demo_data(ruleset: str) -> dict[str, Any]:
    """The demo of a game: ``ruleset``, ``name`` (the set's), ``language`` (its manifest's),
    ``cardset`` (its folder), ``players``, ``cards`` (header definitions), ``decks``, ``heroes``
    and ``prepared`` (player -> card ids). From the compiled demo where the game has one, else
    :func:`demo_from_set`."""
    compiled = compiled_demo(ruleset)
    if compiled is None:
        return demo_from_set(ruleset)
    return {**compiled, "cardset": str(demo_set_folder(ruleset))}


def demo_from_set(ruleset: str) -> dict[str, Any]:
    """:func:`demo_data` read from the demo's card set and deck lists, and checked. Raises
    :class:`engine.cardset.CardSetError` if a bundled file is broken.
    """
    from engine.cardset import CardSetError, load_cardset
    from engine.decks import check_deck, parse_deck
    from engine.messages import msg

    folder = demo_set_folder(ruleset)
    cardset = load_cardset(folder)
    players = list(DEMO_PLAYERS[ruleset])
    decks: dict[str, list[str]] = {}
    heroes: dict[str, str] = {}
    prepared: dict[str, list[str]] = {}
    for player in players:
        deck = parse_deck(folder / "decks" / f"{player}.txt", cardset)
        errors = [*cardset.errors, *check_deck(deck, cardset)]
        if errors:
            raise CardSetError(msg("cardset.demo_broken", detail=str(errors[0])))
        decks[player] = deck.cards("deck")
        if deck.hero():
            heroes[player] = deck.hero()  # type: ignore[assignment]
        if deck.cards("prepared"):
            prepared[player] = deck.cards("prepared")
    return {"ruleset": ruleset, "name": cardset.name, "language": cardset.language,
            "cardset": str(folder), "players": players, "cards": cardset.header_cards(),
            "decks": decks, "heroes": heroes, "prepared": prepared}


def demo_game(ruleset: str | None = None, seed: int | None = None,
              enforcement: str = "strict") -> Game:
    """A ready two-player game on the demo decks (default: the first game the registry lists):
    shuffled, opening hands drawn.

    The header names the card set it came from (``"cardset"``: the folder's absolute path).
    """
    from engine.game import Game

    ruleset = ruleset or game_names()[0]
    data = demo_data(ruleset)
    return Game.new_game(
        ruleset=ruleset,
        players=data["players"],
        cards=data["cards"],
        decks=data["decks"],
        heroes=data["heroes"] or None,
        prepared=data["prepared"] or None,
        enforcement=enforcement,
        seed=seed,
        cardset=data["cardset"],
        name=data["name"],
    )
