"""Menu commands beyond drags: look and search (with the allowing card), tokens, mulligan,
markers, and switching the running game between strict and warn."""

from __future__ import annotations

SEARCH_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 2,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "seer": {"name": "Látó", "type": "creature", "cost": 2},
              "owl": {"name": "Bagoly", "type": "creature", "cost": 1}},
    "zones": {"anna.deck": ["wolf#w1", "owl#o1", "wolf#w2", "wolf#w3"],
              "anna.reserve": ["seer#src"], "anna.hand": ["wolf#h1"], "bela.hand": ["owl#b1"]},
    "turn": {"active": "anna", "phase": "main", "number": 3},
    "players_state": {"anna": {"VP": 3}, "bela": {"VP": 0}}}
MULLIGAN_HEADER = {
    "ruleset": "berserk", "players": ["anna", "bela"], "seed": 5,
    "cards": {"hero": {"name": "Воевода", "type": "hero", "life": 20},
              "troll": {"name": "Тролль", "type": "creature", "cost": 4, "life": 5,
                        "strike": [2, 3, 4]}},
    "zones": {"anna.play": ["hero#ha"], "bela.play": ["hero#hb"],
              "anna.hand": ["troll#t1", "troll#t2"], "anna.deck": ["troll#d1", "troll#d2"]},
    "turn": {"active": "anna", "phase": "mulligan", "number": 1}}


def capture_show_zone(window, monkeypatch) -> list[tuple]:
    shown: list[tuple] = []
    monkeypatch.setattr(window, "show_zone", lambda key, source=None, cards=None:
                        shown.append((key, source, cards)))
    return shown


def test_search_shows_the_deck_to_its_owner_then_takes_a_card(make, monkeypatch):
    window = make(SEARCH_HEADER)
    monkeypatch.setattr(window, "choose_card", lambda *args, **kw: (True, "src"))
    shown = capture_show_zone(window, monkeypatch)
    window.cmd_search()
    key, source, cards = shown[0]
    assert (key, source) == ("anna.deck", "src")
    assert sorted(c["label"] for c in cards) == ["o1", "w1", "w2", "w3"]
    verdict = window._act("move", card="o1", to="anna.hand", source="src")
    assert verdict.ok and window.game.cards["o1"].zone == "anna.hand"
    deck_items = [i for i in window.scene.cards.values() if i.zone == "anna.deck"]
    assert deck_items and all(i.hidden and "name" not in i.card for i in deck_items)


def test_look_without_an_allowing_card_does_nothing(make, monkeypatch):
    window = make(SEARCH_HEADER)
    monkeypatch.setattr(window, "ask_number", lambda *args: 2)
    monkeypatch.setattr(window, "choose_card", lambda *args, **kw: (False, None))
    shown = capture_show_zone(window, monkeypatch)
    window.cmd_look()
    assert shown == [] and len(window.game.history) == 0


def test_look_at_the_top_two(make, monkeypatch):
    window = make(SEARCH_HEADER)
    monkeypatch.setattr(window, "ask_number", lambda *args: 2)
    monkeypatch.setattr(window, "choose_card", lambda *args, **kw: (True, "src"))
    shown = capture_show_zone(window, monkeypatch)
    window.cmd_look()
    assert [c["label"] for c in shown[0][2]] == ["w1", "o1"]


def test_token_and_markers(make, monkeypatch):
    window = make(SEARCH_HEADER)
    monkeypatch.setattr(window, "ask_text", lambda title, options: "wolf")
    window.cmd_token()
    created = [c for c in window.game.cards.values() if c.prepared]
    assert len(created) == 1 and created[0].zone == "anna.reserve"
    window.scene.item_for("src").setSelected(True)
    monkeypatch.setattr(window, "ask_text", lambda title, options: "wound")
    window.cmd_marker_add()
    window.cmd_marker_add()
    window.cmd_marker_remove()
    assert window.game.cards["src"].markers == {"wound": 1}
    assert window.scene.item_for("src").card["markers"] == {"wound": 1}


def test_mulligan_of_selected_hand_cards(make):
    window = make(MULLIGAN_HEADER)
    window.scene.item_for("t1").setSelected(True)
    window.cmd_mulligan()
    deck = [c.label for c in window.game.zones["anna.deck"]]
    assert deck == ["d2", "t1"]
    assert sorted(c.label for c in window.game.zones["anna.hand"]) == ["d1", "t2"]


def test_warn_mode_switch_is_recorded_and_undoable(make):
    window = make(SEARCH_HEADER)
    action = window.actions_by_id["warn_mode"]
    assert not action.isChecked()
    action.trigger()
    assert window.game.enforcement == "warn" and action.isChecked()
    assert window.game.record_lines()[-1] == {"act": "enforcement", "by": "anna", "mode": "warn"}
    window.cmd_undo()
    assert window.game.enforcement == "strict" and not action.isChecked()
