"""The rules settled after the third audit, as the table and the command line see them (their
verdicts and states are in tests/scenarios: game.over, source.invalid, 93.4.3, 93.4.6, ...):
views and logs name a Flow's card to everyone and no card a refused source hides, the table
learns which cards may be sources and when the game takes no more phases."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine.game import FORMAT, Game

ROOT = Path(__file__).resolve().parents[2]
CARDS = {"farkas": {"name": "Szürke farkas", "type": "creature", "cost": 1},
         "villam": {"name": "Villámcsapás", "type": "spell", "cost": 2},
         "sodro": {"name": "Sodró patak", "type": "spell", "cost": 2, "flow": True},
         "titok": {"name": "Titkos levél", "type": "spell", "cost": 1}}


def header(enforcement: str = "strict", **extra: Any) -> dict[str, Any]:
    return {"ruleset": "hkk", "players": ["anna", "bela"], "seed": 3, "enforcement": enforcement,
            "cards": CARDS,
            "zones": {"anna.hand": ["sodro#s1", "villam#v1", "farkas#h1"],
                      "anna.reserve": ["farkas#r1", {"card": "farkas", "id": "fd",
                                                     "face_down": True},
                                       {"card": "farkas", "id": "ob", "owner": "bela"}],
                      "anna.deck": ["farkas#a1", "farkas#a2", "farkas#a3"],
                      "anna.discard": ["farkas#x1"],
                      "bela.hand": ["titok#b1"], "bela.deck": ["farkas#e1"],
                      "bela.discard": ["farkas#y1"], "bela.reserve": ["farkas#br"]},
            "turn": {"active": "anna", "phase": "main", "number": 2},
            "players_state": {"anna": {"VP": 5, "life": 20}, "bela": {"VP": 0, "life": 3}},
            **extra}


def test_a_flows_card_is_named_to_every_viewer_of_the_log(tmp_path: Path) -> None:
    path = tmp_path / "flow.jsonl"
    path.write_text(json.dumps(header(format=FORMAT)) + "\n"
                    + json.dumps({"act": "flow", "by": "anna", "card": "s1"}) + "\n", "utf-8")
    for viewer in ("bela", "spectator"):
        out = subprocess.run([sys.executable, "-m", "engine", "view", str(path), "--as", viewer],
                             cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        view = json.loads(out.stdout)
        line = view["log"][-1]
        assert line["cards"] == ["s1"] and "Sodró patak" in line["text"]
        assert line["moves"] == [{"label": "s1", "name": "Sodró patak", "from": "anna.hand",
                                  "to": "anna.deck"}]
        # In the deck it is hidden again, like every card there.
        assert all(card.get("hidden") for card in view["zones"]["anna.deck"]["cards"])


def test_the_chance_to_prevent_a_flow_names_its_card() -> None:
    game = Game.from_header(header())
    assert game.apply({"act": "flow", "by": "anna", "card": "s1"}).ok
    assert game.preventable() == {"what": "flow", "card": "s1", "by": "anna",
                                  "players": ["bela"], "name": "Sodró patak"}


def test_a_refused_source_names_no_hidden_card() -> None:
    for enforcement in ("strict", "warn"):
        game = Game.from_header(header(enforcement))
        verdict = game.apply({"act": "look", "by": "anna", "zone": "anna.deck",
                              "source": "b1"})
        assert (verdict.ok, verdict.rule, verdict.applied) == (
            False, "source.invalid", enforcement == "warn")
        said = json.dumps([verdict.to_dict(), verdict.params], ensure_ascii=False)
        assert "b1" not in said and "Titkos" not in said
        for viewer in ("anna", "spectator"):
            text = json.dumps(game.view(viewer, log=True), ensure_ascii=False)
            assert "b1" not in text and "Titkos levél" not in text, (enforcement, viewer)
    # Her own card: bela reads which card anna named, since she sees it.
    assert game.log_lines("bela")[-1]["cards"] == ["b1"]


def test_the_table_asks_which_cards_may_be_sources() -> None:
    game = Game.from_header(header())
    labels = lambda player: [card["label"] for card in game.sources(player)]  # noqa: E731
    assert labels("anna") == ["r1", "ob", "s1", "v1", "h1"]  # in play, then the hand
    assert labels("bela") == ["br", "b1"]
    assert game.apply({"act": "play", "by": "anna", "card": "v1"}).ok
    assert labels("anna") == ["v1", "r1", "ob", "s1", "h1"]  # the spell in the discard, first
    assert game.sources("anna")[0]["name"] == "Villámcsapás"
    assert game.apply({"act": "flow", "by": "anna", "card": "s1"}).ok
    assert labels("anna") == ["s1", "r1", "ob", "h1"]  # the Flow's card, in the deck
    for card in game.sources("anna"):
        verdict = game.check({"act": "look", "by": "anna", "zone": "anna.deck", "count": 1,
                              "source": card["label"]})
        assert verdict.ok, card
    free = Game.from_header({**header(), "ruleset": "free"})
    assert free.sources("anna") == []  # the free table checks no source


def test_the_outcome_stays_and_a_finished_strict_game_offers_no_phase() -> None:
    for enforcement, phases in (("strict", []), ("warn", ["combat", "healing", "end"])):
        game = Game.from_header(header(enforcement))
        assert game.view("anna")["legal_phases"] == ["combat", "healing", "end"]
        assert game.apply({"act": "counter", "by": "anna", "player": "bela", "name": "life",
                           "delta": -3}).ok
        outcome = {"loser": "bela", "reason": "life", "winners": ["anna"]}
        assert game.view("bela")["outcome"] == outcome == game.outcome()
        assert game.view("anna")["legal_phases"] == phases
        healed = game.apply({"act": "counter", "by": "bela", "player": "bela", "name": "life",
                             "value": 10})
        assert (healed.ok, healed.rule, healed.applied) == (False, "game.over",
                                                            enforcement == "warn")
        assert game.outcome() == outcome
        game.outcome()["winners"].append("bela")  # a copy: the game's own stays as it is
        assert game.outcome() == outcome
