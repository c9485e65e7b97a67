"""The bundled demo games, built from the demo card sets in ``assets/sets/``.

Each game's data names its demo (``"demo": {"set": ..., "players": [...]}``): an ordinary
card-set folder with a deck list per player (``decks/<player>.txt``), the same files a
playtester would write, read by :mod:`engine.cardset` and :mod:`engine.decks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.games import game_data, game_names

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


def demo_data(ruleset: str) -> dict[str, Any]:
    """The demo of a game: ``ruleset``, ``name`` (the set's), ``language`` (its manifest's),
    ``cardset`` (its folder), ``players``, ``cards`` (header definitions), ``decks``, ``heroes``
    and ``prepared`` (player -> card ids), read from the demo's card set and deck lists, and
    checked. Raises :class:`engine.cardset.CardSetError` if a bundled file is broken."""
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
        hero = deck.hero()
        if hero:
            heroes[player] = hero
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
