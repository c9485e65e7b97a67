"""A third game, added without touching the engine: docs/architecture.md's "Adding a game"
checklist, step by step, on Lantern, a small game made up for this test.

1. its package: tests/engine/third_game/lantern/ with its data (data.json: zones, phases, counters,
   acts, card fields, the owner rule L.3 and play.timing as data) and its rules (rules.py: the
   dawn step L.2 and who has lost, L.4, overriding the shared Ruleset);
2. found by the registry once its folder is on ``engine.games.__path__``;
3. its rules scenario: tests/engine/third_game/lantern-rules.jsonl, checked like any other;
4. and the table learns everything it draws from the engine (acts, counters, zones, phases).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import engine.games
from engine.game import Game
from engine.games import game_names
from engine.scenario import run_scenario

HERE = Path(__file__).resolve().parent / "third_game"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def lantern() -> Iterator[str]:
    engine.games.__path__.append(str(HERE))
    try:
        yield "lantern"
    finally:
        engine.games.__path__.remove(str(HERE))


def test_the_third_game_plays_its_rules_scenario(lantern: str) -> None:
    assert game_names()[-1] == lantern  # after the built-in games
    assert run_scenario(str(HERE / "lantern-rules.jsonl")) == []


def test_the_table_asks_the_third_game_what_to_draw(lantern: str) -> None:
    game = Game.new_game(ruleset=lantern, players=["ria", "tom"],
                         cards={"ember": {"name": "Ember", "type": "flame", "cost": 2}},
                         decks={"ria": ["ember"] * 4, "tom": ["ember"] * 4}, seed=3)
    info = game.table_info()
    assert info["acts"] == ["move", "draw", "shuffle", "play", "destroy", "phase", "end_turn"]
    assert info["counters"] == ["light"] and info["played_onto"] == ["lantern"]
    assert [z["name"] for z in info["zones"]] == ["deck", "hand", "lantern", "ashes"]
    view = game.view("ria")
    assert view["counters"] == {"ria": {"light": 3}, "tom": {"light": 3}}
    assert view["turn"] == {"active": "ria", "phase": "dawn", "number": 1}
    assert view["legal_phases"] == ["day", "dusk"] and game.view("tom")["legal_phases"] == []
    assert len(view["zones"]["ria.hand"]["cards"]) == 2 and view["pending"] is None
    assert game.asks_order("tom.ashes") and not game.asks_order("ria.deck")
    refused = game.apply({"act": "mulligan", "by": "ria", "cards": []})
    assert (refused.ok, refused.rule) == (False, "action.not_in_ruleset")


def test_the_game_is_gone_once_its_folder_is(lantern: str) -> None:
    assert lantern in game_names()
    engine.games.__path__.remove(str(HERE))
    try:
        assert lantern not in game_names()
        with pytest.raises(Exception, match="unknown ruleset"):
            Game.from_header({"ruleset": lantern, "players": ["a", "b"]})
    finally:
        engine.games.__path__.append(str(HERE))


def test_no_engine_file_names_the_third_game() -> None:
    for path in (ROOT / "engine").rglob("*"):
        if path.is_file() and path.suffix in (".py", ".json"):
            assert "lantern" not in path.read_text("utf-8").lower(), path


def test_the_architecture_checklist_is_this_test() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text("utf-8")
    section = text.split("## Adding a game", 1)[1].split("\n## ", 1)[0]
    assert "tests/engine/test_third_game.py" in section
    assert "tests/engine/test_third_game_package.py" in section
    for step in ("engine.games.__path__", "data.json", "rules.py", "GAME", "scenario"):
        assert step in section, step
