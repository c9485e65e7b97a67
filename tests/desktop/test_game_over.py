"""The end of the game at the table (spec: game.over, settled after the third audit): once a
strict game is won the table takes no more actions but undo, redo and "Keep playing (warn
mode)", which is the recorded ``enforcement`` act; in warn mode it plays on, every action flagged
``game.over``. The log names a Flow's card to every seat, and a refusal by a source the engine
will not take says so without naming the card."""

from __future__ import annotations

from gestures import band_click, click, dialog, drag, key, no_dialog, press

from desktop.procedures.endgame import EndDialog
from desktop.procedures.question import offer_tip
from desktop.qt import Qt
from desktop.texts import log_text

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 4,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "flowy": {"name": "Sodró patak", "type": "spell", "cost": 2, "flow": True},
              "secret": {"name": "Titkos levél", "type": "spell", "cost": 1}},
    "zones": {"anna.hand": ["wolf#h1", "flowy#s1"], "anna.deck": ["wolf#d1", "wolf#d2"],
              "anna.reserve": ["wolf#r1"], "bela.hand": ["secret#b1"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 5, "life": 20}, "bela": {"VP": 0, "life": 1}}}


def item(window, label: str):
    return window.scene.item_for(label)


def flag_texts(window) -> list[str]:
    return [flag.text for flag in window.scene.flags]


def test_a_won_strict_game_takes_only_undo_redo_and_playing_on_in_warn_mode(make, qtbot):
    window = make(HEADER)
    game = window.game
    band_click(window, ("counter", "bela", "life", -1))
    end = dialog(qtbot, EndDialog)
    assert game.outcome() == {"loser": "bela", "reason": "life", "winners": ["anna"]}
    press(end, Qt.Key.Key_Escape)  # back to the table
    lines = len(game.lines)
    # No phase or End turn to click, and why; the next phase by key, a play by drag, a tap:
    # refused, nothing recorded, the reason shown.
    assert window.controller.view["legal_phases"] == []
    chips = window.scene.band._chips
    assert not [chip for chip in chips if chip.payload and chip.payload[0] in ("phase",
                                                                            "end_turn")]
    assert [chip.tip for chip in chips if chip.text == "End turn"] == [
        "The game is over: undo, or keep playing in warn mode (What next…)"]
    key(window, Qt.Key.Key_Space, CTRL)
    drag(qtbot, window, item(window, "h1"), "anna.reserve")
    window.ops.card_activated(item(window, "r1"))
    assert len(game.lines) == lines and game.phase == "main" and game.active == "anna"
    assert game.cards["h1"].zone == "anna.hand" and not game.cards["r1"].tapped
    assert any("The game is over" in text for text in flag_texts(window)), flag_texts(window)
    # Undo takes the winning action back: the game goes on; redo brings the end back.
    key(window, Qt.Key.Key_Z, CTRL)
    assert game.outcome() is None and game.counters["bela"]["life"] == 1
    assert not window.procedures.banner.text.text().startswith("anna won!")
    key(window, Qt.Key.Key_Z, CTRL | SHIFT)
    end = dialog(qtbot, EndDialog)
    assert game.outcome() is not None
    # "Keep playing (warn mode)" is the recorded enforcement act, which undo takes back.
    click(end.go_on)
    assert no_dialog(EndDialog) and game.enforcement == "warn"
    assert game.record_lines()[-1] == {"act": "enforcement", "by": "anna", "mode": "warn"}
    assert window.controller.view["legal_phases"] == ["combat", "healing", "end"]
    band_click(window, ("phase", "combat"))
    assert game.phase == "combat"
    verdict = game.lines[-1][1]
    assert (verdict.ok, verdict.rule, verdict.flagged) == (False, "game.over", True)
    newest = window.log.lines()[-1]
    assert "The game is over" in newest and "(game.over)" in newest, newest
    key(window, Qt.Key.Key_Z, CTRL)
    key(window, Qt.Key.Key_Z, CTRL)
    assert game.enforcement == "strict" and game.phase == "main"
    assert game.outcome() is not None  # the end stays


def test_the_game_over_and_source_refusals_read_in_every_language(language):
    for lang, words in (("en", ("The game is over", "cannot allow it")),
                        ("hu", ("A játék véget ért", "képessége")),
                        ("ru", ("Игра окончена", "пособност"))):
        language(lang)
        over = log_text({"n": 3, "by": "anna", "act": "phase", "code": "game.over",
                         "rule": "game.over", "ok": False, "params": {}, "moves": []}, "hkk")
        assert words[0] in over, over
        source = log_text({"n": 4, "by": "anna", "act": "look", "code": "source.invalid",
                           "rule": "source.invalid", "ok": False, "params": {}, "moves": []},
                          "hkk")
        assert words[1] in source, source


def test_every_seat_reads_which_card_a_flow_shuffled_in(make, qtbot, language):
    language("en")
    window = make(HEADER)
    game = window.game
    assert window.controller.act("flow", card="s1").ok
    for seat in ("anna", "bela", "spectator"):
        line = log_text(game.log_lines(seat)[-1], "hkk")
        assert "Sodró patak" in line, (seat, line)
    offers = window.controller.result.offers()  # the reaction offered: every seat reads it
    assert "anna's Flow of Sodró patak" in offer_tip(offers)


def test_a_look_by_a_card_the_player_cannot_use_names_no_card(make, qtbot):
    window = make(HEADER, enforcement="warn")
    game = window.game
    verdict = window.controller.act("look", zone="anna.deck", source="b1")
    assert (verdict.ok, verdict.rule, verdict.applied) == (False, "source.invalid", True)
    said = " ".join([*flag_texts(window), *window.log.lines()])
    assert "source.invalid" in said and "Titkos levél" not in said and "b1" not in said
    assert game.cards["b1"].zone == "bela.hand"
