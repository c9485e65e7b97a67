"""A third game written as one package into a temporary folder, and nothing else: the registry
finds it on ``engine.games.__path__``, a card set of it loads (with a card field kind of its
own), and it is played to an outcome through ``Game.apply`` (with an act of its own).

Beacon, made up for this test: each player keeps a beacon; at dusk the active player draws a card
(B.1); in the night (their main phase) they may ``kindle`` a torch from their hand onto their
beacon, adding its spark (a die's face, 1 to 6: the kind ``die``) to their light (B.2); the first
to 10 light wins (B.3).
"""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine.games
from engine.cardset import load_cardset
from engine.errors import ActionError
from engine.game import Game
from engine.games import GameDataError, game, game_names, get_ruleset

ROOT = Path(__file__).resolve().parents[2]

DATA = {
    "title": "Beacon",
    "zones": {
        "deck": {"kind": "pile", "visibility": "nobody", "ordered": True},
        "hand": {"kind": "hand", "visibility": "owner", "ordered": False},
        "beacon": {"kind": "area", "visibility": "everyone", "ordered": False},
        "ashes": {"kind": "pile", "visibility": "everyone", "ordered": True},
    },
    "zone_roles": {"deck": "deck", "hand": "hand", "graveyard": "ashes"},
    "phases": ["dusk", "night"],
    "main_phase": "night",
    "counters": {"light": 0},
    "acts": ["move", "draw", "shuffle", "phase", "end_turn", "kindle"],
    "played_onto": ["beacon"],
    "play_destinations": {"*": "beacon"},
    "create_destinations": {"*": "beacon"},
    "opening_hand": 3,
    "card_fields": {"spark": "die"},
    "card_types": {"torch": {"required": ["spark"], "allowed": ["spark"]}},
}

FILES = {
    "__init__.py": '''
        """Beacon: a game made up for test_third_game_package.py, in one package."""

        from engine.games import GameDefinition
        from engine.games.beacon.acts import ACTS
        from engine.games.beacon.cards import DIE
        from engine.games.beacon.rules import BeaconRules

        GAME = GameDefinition.load(__name__, rules=BeaconRules, acts=ACTS, card_kinds=[DIE])
        ''',
    "cards.py": '''
        """Beacon's card field kind: a die's face."""

        from typing import Any, Literal

        from engine.cards import FieldKind, is_int
        from engine.messages import Message, msg

        FACES = (1, 2, 3, 4, 5, 6)


        class Die(FieldKind):
            """A whole number a die can show, written as a number in a card set."""

            name = "die"
            cell = "int"

            def check(self, value: Any) -> Message | None:
                if is_int(value) and value in FACES:
                    return None
                return msg("value.one_of", choices=", ".join(map(str, FACES)))

            def model_type(self) -> Any:
                return Literal[FACES]


        DIE = Die()
        ''',
    "acts.py": '''
        """Beacon's own act: kindle a torch from the hand onto one's beacon (B.2)."""

        from typing import Any

        from engine.actions import CARD, Act
        from engine.acts import require_in_hand
        from engine.rules import Rules, Tx


        def act_kindle(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
            card = game.card(action["card"])
            if require_in_hand(game, tx, card, tx.by) and not game.own_main_phase(tx.by):
                tx.refuse("B.2", "turn.not_active", active=game.active)
            if tx.halt():
                return
            game.send(tx, card, f"{tx.by}.beacon")
            spark = game.definition(card).spark
            game.add(tx, tx.by, "light", spark)
            tx.cite("B.2", 1, "kindle", player=tx.by, spark=spark)


        ACTS = {"kindle": Act({"card": CARD}, act_kindle)}
        ''',
    "rules.py": '''
        """Beacon's rules: the dusk draw (B.1) and the end (B.3)."""

        from typing import Any

        from engine.rules import Rules, Tx
        from engine.ruleset import Ruleset


        class BeaconRules(Ruleset):
            def phase_step(self, game: Rules, tx: Tx, phase: str) -> None:
                if phase == "dusk":
                    game.draw(tx, game.active, 1)
                    tx.cite("B.1", 1, "phase", phase=phase)

            def losers(self, game: Rules) -> list[dict[str, Any]]:
                lit = [p for p in game.players if game.counters[p]["light"] >= 10]
                return [{"loser": p, "reason": "outshone", "winners": lit}
                        for p in game.players if lit and p not in lit]

            def may_end(self, game: Rules, events: list[dict[str, Any]]) -> bool:
                return any(e["type"] == "counter" and e["name"] == "light" for e in events)
        ''',
}


def write_package(folder: Path, data: dict[str, object] | None = None) -> Path:
    """The Beacon package under ``folder`` (a folder of game packages)."""
    package = folder / "beacon"
    package.mkdir(parents=True)
    for name, text in FILES.items():
        (package / name).write_text(textwrap.dedent(text).lstrip(), "utf-8")
    (package / "data.json").write_text(json.dumps(data or DATA, indent=2), "utf-8")
    return package


@pytest.fixture
def games_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder of game packages on ``engine.games.__path__`` for the test; forgotten after."""
    folder = tmp_path / "games"
    folder.mkdir()
    engine.games.__path__.append(str(folder))
    try:
        yield folder
    finally:
        engine.games.__path__.remove(str(folder))
        for name in [name for name in sys.modules if name.startswith("engine.games.beacon")]:
            del sys.modules[name]


def make_cardset(folder: Path, rows: list[str]) -> Path:
    folder.mkdir()
    (folder / "cardset.toml").write_text('game = "beacon"\nname = "Torches"\nversion = "1"\n',
                                         "utf-8")
    (folder / "cards.csv").write_text("\n".join(["id,name,type,spark,count", *rows]) + "\n",
                                      "utf-8")
    return folder


def test_a_game_package_is_played_to_an_outcome(games_folder: Path, tmp_path: Path) -> None:
    write_package(games_folder)
    assert game_names() == ("hkk", "berserk", "free", "beacon")
    cardset = load_cardset(make_cardset(tmp_path / "torches", [
        "big,Bonfire,torch,6,8", "small,Candle,torch,2,8", "bad,Sun,torch,7,1"]))
    # Its own field kind reads and checks the spreadsheet's cells.
    assert sorted(cardset.cards) == ["big", "small"]
    assert [(p.row, p.column, p.code, p.params["value"]) for p in cardset.problems
            if p.severity == "error"] == [(4, "spark", "cardset.not_choice", 7)]
    assert cardset.cards["big"].spark == 6 and cardset.cards["big"].stats() == {"spark": 6}

    game = Game.new_game(ruleset="beacon", players=["ria", "tom"], cards=cardset.header_cards(),
                         decks={"ria": ["big"] * 6, "tom": ["small"] * 6}, seed=5)
    assert game.table_info()["acts"] == DATA["acts"]
    hand = game.zones["ria.hand"]
    too_early = game.apply({"act": "kindle", "by": "ria", "card": hand[0].label})
    assert (too_early.ok, too_early.rule, too_early.applied) == (False, "B.2", False)
    assert game.apply({"act": "phase", "by": "ria", "to": "night"}).ok
    for _ in range(2):
        verdict = game.apply({"act": "kindle", "by": "ria", "card": game.zones["ria.hand"][0].label})
        assert (verdict.ok, verdict.rule) == (True, "B.2")
    assert game.counters["ria"]["light"] == 12 and len(game.zones["ria.beacon"]) == 2
    assert game.outcome() == {"loser": "tom", "reason": "outshone", "winners": ["ria"]}
    over = game.apply({"act": "end_turn", "by": "ria"})
    assert (over.ok, over.rule) == (False, "game.over")
    # Its act's shape is checked like any other: a key it does not know is a broken line.
    with pytest.raises(ActionError, match="unknown key"):
        game.check({"act": "kindle", "by": "ria", "card": "x", "twice": True})
    # The other games refuse its act by a verdict, as any act not theirs.
    other = Game.from_header({"ruleset": "free", "players": ["a", "b"]})
    refused = other.apply({"act": "kindle", "by": "a", "card": "x"})
    assert (refused.ok, refused.rule) == (False, "action.not_in_ruleset")


def test_the_dusk_step_and_the_record_of_a_package_game(games_folder: Path, tmp_path: Path) -> None:
    write_package(games_folder)
    game = Game.new_game(ruleset="beacon", players=["ria", "tom"],
                         cards={"c": {"name": "Candle", "type": "torch", "spark": 3}},
                         decks={"ria": ["c"] * 5, "tom": ["c"] * 5}, seed=1)
    assert game.apply({"act": "end_turn", "by": "ria"}).ok
    assert (game.active, game.phase, len(game.zones["tom.hand"])) == ("tom", "dusk", 4)
    assert game.apply({"act": "phase", "by": "tom", "to": "night"}).ok
    assert game.apply({"act": "kindle", "by": "tom", "card": game.zones["tom.hand"][0].label}).ok
    path = tmp_path / "beacon.jsonl"
    game.save(str(path))
    again = Game.load(str(path))
    assert again.view("tom") == game.view("tom") and again.counters["tom"]["light"] == 3


def test_a_misspelt_key_names_the_file_and_the_key(games_folder: Path) -> None:
    package = write_package(games_folder, {**DATA, "opening_hnd": 3})
    with pytest.raises(GameDataError) as error:
        game_names()
    assert str(package / "data.json") in str(error.value)
    assert "opening_hnd" in str(error.value)


def test_a_wrong_value_names_the_file_and_the_key(games_folder: Path) -> None:
    zones = {**DATA["zones"], "ashes": {"kind": "pile", "visibility": "all", "ordered": True}}
    package = write_package(games_folder, {**DATA, "zones": zones})
    with pytest.raises(GameDataError, match=r"\$\.zones\[\.\.\.\]\.visibility") as error:
        game_names()
    assert str(error.value).startswith(str(package / "data.json"))


def test_an_act_without_a_handler_and_an_unknown_field_kind_are_errors(games_folder: Path) -> None:
    write_package(games_folder, {**DATA, "acts": [*DATA["acts"], "gust"]})
    with pytest.raises(GameDataError, match="acts: 'gust'"):
        game_names()
    (games_folder / "beacon" / "data.json").write_text(
        json.dumps({**DATA, "card_fields": {"spark": "dice"}}), "utf-8")
    with pytest.raises(GameDataError, match=r"card_fields\.spark: unknown kind 'dice'"):
        game_names()


def test_the_package_changes_nothing_outside_it(games_folder: Path) -> None:
    write_package(games_folder)
    assert get_ruleset("beacon").acts["kindle"].__module__ == "engine.games.beacon.acts"
    assert game("beacon").folder == games_folder / "beacon"
    for path in (ROOT / "engine").rglob("*"):
        if path.is_file() and path.suffix in (".py", ".json"):
            assert "beacon" not in path.read_text("utf-8").lower(), path
