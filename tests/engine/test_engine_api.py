"""What the table asks the engine instead of keeping copies of rules (docs/engine-api.md): the
acts a game has, its counters, the zones cards are played onto, which drops ask for an order, the
phases a click may go to, the pending step with its choices (also after a kill -9 and a resume),
the duel's numbers, the outcome, the cards a player may create; and that ``check`` changes
nothing.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.demo import demo_game
from engine.game import Game
from engine.journal import Journal

ROOT = Path(__file__).resolve().parents[2]
DUEL_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 2,
    "cards": {"kard": {"name": "Kardforgató", "type": "spell", "duel": 5},
              "tor": {"name": "Rozsdás tőr", "type": "item", "cost": 1, "duel": 2},
              "farkas": {"name": "Farkas", "type": "creature", "cost": 1},
              "kodfarkas": {"name": "Ködfarkas", "type": "creature", "cost": 0, "token": True},
              "medve": {"name": "Medve", "type": "creature", "cost": 3}},
    "zones": {"anna.hand": ["kard#k1"], "bela.hand": ["tor#t1", "farkas#f1"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 2, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def test_table_info_lists_what_each_game_has() -> None:
    hkk = demo_game("hkk", seed=1).table_info()
    assert {"flow", "duel", "duel_answer", "duel_effect", "treasure", "prevent"} <= set(hkk["acts"])
    assert "mulligan" not in hkk["acts"]
    assert hkk["counters"] == ["life", "VP"] and hkk["duel"] == {"damage": 3, "healing": 4}
    assert hkk["played_onto"] == ["reserve", "guard", "table"]
    piles = {z["name"]: z for z in hkk["zones"]}
    assert piles["discard"]["asks_order"] and not piles["hand"]["asks_order"]
    assert piles["deck"]["deck"] and piles["reserve"]["played_onto"]
    berserk = demo_game("berserk", seed=1).table_info()
    assert "mulligan" in berserk["acts"] and not {"flow", "duel", "treasure"} & set(berserk["acts"])
    assert berserk["counters"] == ["life", "coins", "coin_markers"] and "duel" not in berserk
    assert berserk["phases"] == ["restore", "accumulate", "main", "end"]
    assert berserk["setup_phases"] == ["mulligan"] and berserk["played_onto"] == ["play"]


def test_a_drop_asks_for_an_order_only_where_the_owner_chooses_one() -> None:
    game = demo_game("berserk", seed=1)
    assert game.asks_order("sasha.graveyard")
    assert not game.asks_order("sasha.deck")  # shuffled in
    assert game.asks_order("sasha.deck", pos="bottom")
    assert not game.asks_order("sasha.hand") and not game.asks_order("sasha.play")


def test_phase_clicks_go_forward_only_for_the_active_player() -> None:
    game = demo_game("hkk", seed=1)
    assert game.legal_phases("anna") == ["draw", "main", "combat", "healing", "end"]
    assert game.legal_phases("bela") == []
    assert game.apply({"act": "phase", "by": "anna", "to": "combat"}).ok
    assert game.view("anna")["legal_phases"] == ["healing", "end"]


def test_the_duel_asks_its_next_step_with_the_valid_choices() -> None:
    game = Game.from_header(DUEL_HEADER)
    assert game.pending("anna") is None
    game.apply({"act": "duel", "by": "anna", "card": "k1"})
    asked = game.pending("bela")
    assert asked == {"step": "duel_answer", "player": "bela", "rule": "93.4.9",
                     "attacker": "anna", "blocking": True,
                     "choices": {"cards": ["t1"], "decline": True}}
    assert "choices" not in game.pending("anna")  # bela's hand is bela's
    assert "choices" not in game.view("spectator")["pending"]
    assert game.legal_phases("anna") == []
    game.apply({"act": "duel_answer", "by": "bela", "card": "t1"})
    assert game.pending() == {
        "step": "duel_effect", "player": "anna", "rule": "93.4.9", "blocking": True,
        "loser": "bela",
        "choices": {"effect": [{"effect": "damage", "amount": 3}, {"effect": "heal", "amount": 4}],
                    "target": ["anna", "bela"]}}
    verdict = game.apply({"act": "duel_effect", "by": "anna", "effect": "damage", "target": "bela"})
    assert (verdict.code, verdict.params) == ("hkk.duel.effect.damage", {"target": "bela", "amount": 3})
    assert game.pending() is None and game.view("anna")["duel"] is None


def test_the_mulligan_asks_the_first_player_first() -> None:
    game = demo_game("berserk", seed=4)
    first = game.pending("sasha")
    assert first is not None and first["step"] == "mulligan" and first["player"] == "sasha"
    assert first["choices"]["cards"] == [c.label for c in game.zones["sasha.hand"]]
    assert first["blocking"] is False and "choices" not in game.pending("misha")
    assert game.apply({"act": "mulligan", "by": "sasha", "cards": []}).code == "berserk.mulligan.pass"
    assert game.pending()["player"] == "misha"
    game.apply({"act": "mulligan", "by": "misha", "cards": [game.zones["misha.hand"][0].label]})
    assert game.pending() is None
    assert game.legal_phases("sasha") == ["restore", "accumulate", "main", "end"]


CHILD = """
import sys
from engine.game import Game
from engine.journal import Journal
game = Game.from_header({header})
game.attach_journal(Journal(sys.argv[1]))
for action in {actions}:
    assert game.apply(action).applied
print("ready", flush=True)
sys.stdin.read()  # until the test kills this process
"""


@pytest.mark.parametrize(("header", "actions"), [
    (DUEL_HEADER, [{"act": "duel", "by": "anna", "card": "k1"}]),
    (DUEL_HEADER, [{"act": "duel", "by": "anna", "card": "k1"},
                   {"act": "duel_answer", "by": "bela", "card": "t1"}]),
    ({"ruleset": "berserk", "players": ["sasha", "misha"], "seed": 3,
      "cards": {"h": {"name": "Герой", "type": "hero", "life": 20},
                "c": {"name": "Волк", "type": "creature", "cost": 1, "life": 1, "strike": [1]}},
      "zones": {"sasha.hand": ["c#s1"], "misha.hand": ["c#m1"], "sasha.play": ["h#hs"]},
      "turn": {"active": "misha", "phase": "mulligan", "number": 1}},
     [{"act": "mulligan", "by": "misha", "cards": []}]),
], ids=["duel-answer", "duel-effect", "mulligan"])
def test_a_journal_resumed_after_kill_9_asks_the_open_question(
        tmp_path: Path, header: dict, actions: list[dict]) -> None:
    journal = tmp_path / "journal.jsonl"
    expected = Game.from_header(header)
    for action in actions:
        expected.apply(action)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.format(header=repr(header), actions=repr(actions)),
         str(journal)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL
    resumed = Journal.resume(journal)
    assert expected.pending() is not None
    for viewer in [*resumed.players, "spectator"]:
        assert resumed.pending(viewer) == expected.pending(viewer)
        assert resumed.view(viewer)["pending"] == expected.view(viewer)["pending"]
    resumed.journal.close()


def test_each_game_shows_its_own_counters() -> None:
    game = demo_game("berserk", seed=4)
    hero = game.zones["sasha.play"][0]
    life = game.definitions[hero.def_id].life
    assert game.view("misha")["counters"]["sasha"] == {"life": life, "coins": 0, "coin_markers": 0}
    game.apply({"act": "mark", "by": "misha", "card": hero.label, "marker": "wound", "count": 3})
    assert game.shown_counters("sasha")["life"] == life - 3
    assert demo_game("hkk", seed=1).view("anna")["counters"]["anna"] == {"life": 20, "VP": 1}


def test_the_outcome_says_who_won_and_why() -> None:
    game = Game.from_header(DUEL_HEADER)
    assert game.outcome() is None
    game.apply({"act": "counter", "by": "anna", "player": "bela", "name": "life", "value": 0})
    assert game.outcome() == {"loser": "bela", "reason": "life", "winners": ["anna"]}
    berserk = demo_game("berserk", seed=4)
    hero = berserk.zones["misha.play"][0]
    berserk.apply({"act": "mark", "by": "sasha", "card": hero.label, "marker": "wound",
                   "count": berserk.definitions[hero.def_id].life})
    assert berserk.view("sasha")["outcome"] == {"loser": "misha", "reason": "hero_wounds",
                                                 "winners": ["sasha"]}


def test_the_token_picker_lists_the_cards_a_player_may_create() -> None:
    game = Game.from_header({**DUEL_HEADER, "prepared": {"bela": ["medve"]}})
    assert [c["def"] for c in game.creatable("anna")] == ["kodfarkas"]
    assert game.creatable("bela") == [
        {"def": "kodfarkas", "name": "Ködfarkas", "type": "creature"},
        {"def": "medve", "name": "Medve", "type": "creature"}]
    tournament = Game.from_header({**DUEL_HEADER, "tournament": True,
                                   "prepared": {"bela": ["medve"]}})
    assert [c["def"] for c in tournament.creatable("bela")] == ["medve"]
    assert tournament.creatable("anna") == []
    hkk_demo = demo_game("hkk", seed=1)
    # The demo sets mark their tokens (the card set's ``token`` column): each player may create them.
    assert [c["name"] for c in hkk_demo.creatable("bela")] == ["Ködfarkas", "Kőpajzs", "Lidércfény",
                                                                "Sólyomfióka", "Sáska"]
    berserk_demo = demo_game("berserk", seed=1)
    assert [c["name"] for c in berserk_demo.creatable("misha")] == ["Дух тумана", "Болотный огонёк"]


def test_check_changes_nothing() -> None:
    game = Game.from_header({"ruleset": "free", "players": ["anna", "bela"], "seed": 1,
                             "cards": {"x": {"name": "X", "type": "thing"}},
                             "zones": {"anna.hand": ["x#x1"]}})
    before = json.dumps(game.view("anna"), sort_keys=True)
    zones = set(game.zones)
    verdict = game.check({"act": "move", "by": "anna", "card": "x1", "to": "anna.attic"})
    assert verdict.ok and not verdict.applied
    assert set(game.zones) == zones and json.dumps(game.view("anna"), sort_keys=True) == before
    assert game.apply({"act": "move", "by": "anna", "card": "x1", "to": "anna.attic"}).ok
    assert "anna.attic" in game.zones and game.cards["x1"].zone == "anna.attic"


PREVENT_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 4,
    "cards": {"farkas": {"name": "Farkas", "type": "creature", "cost": 1},
              "szellem": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True},
              "kard": {"name": "Kardforgató", "type": "spell", "duel": 5}},
    "zones": {"anna.hand": ["farkas#f1", "szellem#s1", "kard#k1"], "anna.deck": ["farkas"],
              "bela.hand": ["kard#k2"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def test_preventable_names_the_play_or_flow_an_opponent_may_prevent_next() -> None:
    game = Game.from_header(PREVENT_HEADER)
    assert game.preventable() is None  # nothing was played yet
    assert game.apply({"act": "play", "by": "anna", "card": "f1", "to": "anna.reserve"}).ok
    chance = {"what": "play", "card": "f1", "by": "anna", "players": ["bela"]}
    assert game.preventable() == chance
    assert game.apply({"act": "tap", "by": "anna", "card": "f1", "tapped": False}).ok
    assert game.preventable() is None  # only as the very next action
    assert game.undo().ok
    assert game.preventable() == chance  # the last applied action counts
    assert game.apply({"act": "prevent", "by": "bela", "card": "f1"}).ok
    assert game.preventable() is None
    assert game.apply({"act": "flow", "by": "anna", "card": "s1"}).ok
    assert game.preventable() == {**chance, "what": "flow", "card": "s1",
                                  "name": "Áramló szellem"}  # a Flow shows its card (93.4.6)
    assert game.apply({"act": "duel", "by": "anna", "card": "k1"}).ok
    assert game.preventable() is None  # a duel cannot be prevented (93.4.10)
    berserk = demo_game("berserk")
    first = berserk.active_player
    assert berserk.apply({"act": "mulligan", "by": first, "cards": []}).ok
    assert berserk.preventable() is None  # a game without reactions
