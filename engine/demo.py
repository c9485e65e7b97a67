"""The bundled demo games, built from the demo card sets in ``assets/sets/``.

Each set is an ordinary card-set folder with a deck list per player (``decks/<player>.txt``):
the same files a playtester would write, read by :mod:`engine.cardset` and :mod:`engine.decks`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.game import Game

# The free table borrows the HKK set: it plays any cards, with no rules.
DEMO_SETS = {"hkk": "hkk-demo", "berserk": "berserk-demo", "free": "hkk-demo"}
DEMO_PLAYERS = {"hkk": ("anna", "bela"), "berserk": ("sasha", "misha"), "free": ("anna", "bela")}


def assets_dir() -> Path:
    """The folder of bundled assets (card sets, icons, translations), checkout or installed."""
    from engine.resources import assets_dir as bundled

    return bundled()


def demo_set_folder(ruleset: str) -> Path:
    """The absolute folder of the demo card set a game uses."""
    return assets_dir() / "sets" / DEMO_SETS[ruleset]


def demo_data(ruleset: str) -> dict[str, Any]:
    """The demo of a game: ``ruleset``, ``name`` (the set's), ``cardset`` (its folder),
    ``players``, ``cards`` (header definitions), ``decks``, ``heroes`` and ``prepared``
    (player -> card ids). Raises :class:`engine.cardset.CardSetError` if a bundled file is broken.
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
    return {"ruleset": ruleset, "name": cardset.name, "cardset": str(folder), "players": players,
            "cards": cardset.header_cards(), "decks": decks, "heroes": heroes, "prepared": prepared}


def demo_game(ruleset: str = "hkk", seed: int | None = None, enforcement: str = "strict") -> Game:
    """A ready two-player game on the demo decks: shuffled, opening hands drawn.

    The header names the card set it came from (``"cardset"``: the folder's absolute path).
    """
    from engine.game import Game

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
