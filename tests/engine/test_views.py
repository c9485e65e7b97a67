"""Views' log lines: open details of an action, never a hidden card's identity."""

from __future__ import annotations

from engine.game import Game

HEADER = {"ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
          "cards": {"wolf": {"name": "Farkas", "type": "creature"}},
          "zones": {"anna.reserve": ["wolf#w1"], "anna.hand": ["wolf#h1"]},
          "turn": {"active": "anna", "phase": "main", "number": 2}}


def test_log_lines_carry_the_open_details() -> None:
    game = Game.from_header(HEADER)
    for action in ({"act": "tap", "card": "w1"},
                   {"act": "mark", "card": "w1", "marker": "wound", "count": 2},
                   {"act": "counter", "player": "bela", "name": "life", "delta": -3}):
        assert game.apply({"by": "anna", **action}).ok
    lines = game.view("bela", log=True)["log"]
    assert [line["params"] for line in lines] == [
        {"tapped": True}, {"marker": "wound", "count": 2},
        {"player": "bela", "name": "life", "delta": -3}]
    assert lines[0]["targets"] == [{"label": "w1", "name": "Farkas"}]


def test_a_hidden_card_stays_unnamed_in_its_log_line() -> None:
    game = Game.from_header(HEADER)
    assert game.apply({"act": "mark", "by": "anna", "card": "h1", "marker": "seen"}).ok
    line = game.view("bela", log=True)["log"][-1]
    assert line["params"] == {"marker": "seen", "count": 1}
    assert line["targets"] == [] and line["cards"] == [] and "Farkas" not in line["text"]
    assert game.view("anna", log=True)["log"][-1]["targets"] == [{"label": "h1", "name": "Farkas"}]


def test_a_created_card_is_named_in_its_log_line_to_whoever_sees_it() -> None:
    """``create`` names the card it made (its ``id``, not the definition id in ``card``): on the
    table to everyone, in the creator's hand only to the creator."""
    game = Game.from_header({**HEADER, "cards": {**HEADER["cards"],
                                                 "fox": {"name": "Róka", "type": "creature",
                                                         "token": True}}})
    assert game.apply({"act": "create", "by": "anna", "card": "fox", "id": "t1"}).ok
    assert game.apply({"act": "create", "by": "anna", "card": "fox", "id": "t2",
                       "to": "hand"}).ok
    for viewer in ("anna", "bela", "spectator"):
        on_table = game.view(viewer, log=True)["log"][-2]
        assert on_table["targets"] == [{"label": "t1", "name": "Róka"}], viewer
        assert on_table["cards"] == ["t1"] and "Róka" in on_table["text"]
    in_hand = {viewer: game.view(viewer, log=True)["log"][-1] for viewer in ("anna", "bela")}
    assert in_hand["anna"]["targets"] == [{"label": "t2", "name": "Róka"}]
    assert in_hand["bela"]["targets"] == [] and "Róka" not in in_hand["bela"]["text"]
