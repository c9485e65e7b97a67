"""Berserk [types]: creatures have cost, life and strike; heroes only life; events, spells and
equipment only cost (equipment also a subtype). A definition with a stat its type lacks, or
without one its type needs, is a data error in the file, not a verdict."""

from __future__ import annotations

import pytest

from engine.errors import RecordError
from engine.game import Game

GOOD = {
    "hero": {"name": "Воевода", "type": "hero", "life": 20},
    "creature": {"name": "Тролль", "type": "creature", "cost": 4, "life": 5, "strike": [2, 3, 4]},
    "spell": {"name": "Молния", "type": "spell", "cost": 2},
    "event": {"name": "Праздник", "type": "event", "cost": 1},
    "equipment": {"name": "Топор", "type": "equipment", "cost": 1, "subtype": "weapon"},
}


def header(cards: dict) -> dict:
    return {"ruleset": "berserk", "players": ["a", "b"], "cards": cards}


def test_every_type_with_its_stats_is_accepted() -> None:
    game = Game.from_header(header(GOOD))
    assert game.definitions["creature"].strike == [2, 3, 4]
    assert game.definitions["hero"].cost is None


@pytest.mark.parametrize(("card_type", "extra"), [
    ("hero", {"cost": 3}), ("hero", {"strike": [1]}), ("spell", {"life": 2}),
    ("event", {"strike": [1, 2]}), ("equipment", {"life": 1}), ("spell", {"subtype": "armor"}),
])
def test_a_stat_the_type_lacks_is_an_error(card_type: str, extra: dict) -> None:
    field = next(iter(extra))
    with pytest.raises(RecordError, match=f'card "x": field "{field}": an? {card_type} card has no {field}'):
        Game.from_header(header({"x": {**GOOD[card_type], **extra}}))


@pytest.mark.parametrize(("card_type", "field"), [
    ("hero", "life"), ("creature", "cost"), ("creature", "life"), ("creature", "strike"),
    ("spell", "cost"), ("event", "cost"), ("equipment", "cost"), ("equipment", "subtype"),
])
def test_a_missing_stat_the_type_needs_is_an_error(card_type: str, field: str) -> None:
    body = {k: v for k, v in GOOD[card_type].items() if k != field}
    expected = f'card "x": field "{field}": an? {card_type} card needs a {field} value'
    with pytest.raises(RecordError, match=expected):
        Game.from_header(header({"x": body}))
