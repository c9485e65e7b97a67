"""The bundled demo games (``assets/demo/<game>.json``): our own cards, a deck per player."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.game import Game

DEMO_GAMES = ("hkk", "berserk", "free")


def assets_dir() -> Path:
    """The folder of bundled assets (card sets, demo games, icons, translations)."""
    return Path(__file__).resolve().parent.parent / "assets"


def demo_data(ruleset: str) -> dict[str, Any]:
    """The demo set of a game: its cards, decks, heroes and prepared cards.

    The free table borrows the HKK demo's cards: it plays any cards, with no rules.
    """
    source = "hkk" if ruleset == "free" else ruleset
    return json.loads((assets_dir() / "demo" / f"{source}.json").read_text("utf-8"))


def demo_game(ruleset: str = "hkk", seed: int | None = None, enforcement: str = "strict") -> Game:
    """A ready two-player game on the demo decks: shuffled, opening hands drawn."""
    from engine.game import Game

    data = demo_data(ruleset)
    return Game.new_game(
        ruleset=ruleset,
        players=data["players"],
        cards=data["cards"],
        decks=data["decks"],
        heroes=data.get("heroes"),
        prepared=data.get("prepared"),
        enforcement=enforcement,
        seed=seed,
    )

