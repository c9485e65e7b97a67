"""A new user's first games: a few turns of HKK and of Berserk with the mouse and the menus,
illegal moves flagged with their rule, undo, and the turn passing behind the hand-off screen."""

from __future__ import annotations

import pytest
from conftest import make_window
from desktop_views import drag_to_zone
from gestures import asked, click, dialog, key, pick, press
from test_window import flags

from desktop.qt import QMessageBox, Qt
from engine.demo import demo_game


@pytest.fixture
def demo_window(qtbot, settings, tmp_path):
    windows = []

    def factory(ruleset: str):
        window = make_window(qtbot, settings, tmp_path, demo_game(ruleset, seed=7))
        windows.append(window)
        return window

    yield factory
    for window in windows:
        window.close()


def hand(window, player: str) -> list[dict]:
    return window.controller.view["zones"][f"{player}.hand"]["cards"]


def pass_turn(window) -> None:
    window.ops.end_turn()
    assert window.central() is window.handoff_screen
    window.take_seat()
    assert window.central() is window.table


def test_a_few_turns_of_hkk(demo_window, qtbot):
    window = demo_window("hkk")
    game = window.game
    assert (game.active, game.phase, game.counters["anna"]["VP"]) == ("anna", "prep", 1)
    window.ops.next_phase()  # draw: one card
    assert len(hand(window, "anna")) == 6
    window.ops.next_phase()  # main
    cheap = next(c for c in hand(window, "anna") if (c["cost"] or 0) <= 1)
    window.scene.item_for(cheap["label"]).setSelected(True)
    window.ops.play()
    window.scene.clearSelection()
    assert game.counters["anna"]["VP"] == 1 - (cheap["cost"] or 0)
    assert game.cards[cheap["label"]].zone != "anna.hand"
    other = hand(window, "anna")[0]["label"]
    drag_to_zone(qtbot, window.table, window.scene.item_for(other), "anna.discard")
    assert game.cards[other].zone == "anna.discard"
    flow = next((c for c in hand(window, "anna") if c["stats"].get("flow")), None)
    if flow is not None:  # Flow only from the 2nd turn: refused and flagged with 93.4.4
        window.scene.item_for(flow["label"]).setSelected(True)
        window.ops.game_command("flow")
        window.scene.clearSelection()
        assert game.cards[flow["label"]].zone == "anna.hand"
        assert any("93.4.4" in f.text for f in flags(window))
    pass_turn(window)
    assert (game.active, window.controller.seat) == ("bela", "bela")
    assert all(c.get("hidden") for c in hand(window, "anna"))
    window.ops.next_phase()
    window.ops.next_phase()
    pass_turn(window)
    assert (game.active, game.turns["anna"], game.counters["anna"]["VP"]) == ("anna", 2, 2)
    before = len(game.history)
    window.ops.undo()  # across the hand-off: asked first
    click(dialog(qtbot, QMessageBox).button(QMessageBox.StandardButton.Yes))
    assert len(game.history) == before - 1 and game.active == "bela"


@pytest.mark.parametrize("ruleset,zone", [("hkk", "table"), ("berserk", "play")])
def test_a_card_dropped_on_the_other_side_is_played_onto_the_own(demo_window, qtbot, ruleset,
                                                                 zone):
    """HKK 3.4: a played card goes onto its player's side; a drop on the same zone across the
    table plays it there, under the player's control, its cost paid."""
    window = demo_window(ruleset)
    game = window.game
    while game.pending() is not None:  # Berserk's mulligans: both keep their hands
        game.apply({"act": "mulligan", "by": game.pending()["player"], "cards": []})
    window.set_game(game)
    while game.phase != "main":
        window.ops.next_phase()
    player = game.active
    counter = "VP" if ruleset == "hkk" else "coins"
    window.controller.act("counter", player=player, name=counter, value=9)
    card = next(c for c in hand(window, player) if 0 < (c["cost"] or 0) <= 9)
    other = next(p for p in game.players if p != player)
    drag_to_zone(qtbot, window.table, window.scene.item_for(card["label"]), f"{other}.{zone}")
    line = game.record_lines()[-1]
    assert (line["act"], line["to"]) == ("play", f"{player}.{zone}")
    placed = game.cards[card["label"]]
    assert (placed.zone, placed.controller) == (f"{player}.{zone}", player)
    assert game.counters[player][counter] == 9 - card["cost"]


def test_a_few_turns_of_berserk(demo_window, qtbot):
    window = demo_window("berserk")
    game = window.game
    first, second = game.players
    assert game.phase == "mulligan"
    mulligan = asked(qtbot, "mulligan")  # the first player declares first
    pick(mulligan.list, mulligan.list.item(0).text())
    press(mulligan, Qt.Key.Key_Return)
    assert len(hand(window, first)) == 4 and "mulligan" in game.used_this_game[first]
    assert window.central() is window.handoff_screen  # the second player's turn to decide
    key(window, Qt.Key.Key_Return)
    second_mulligan = asked(qtbot, "mulligan")
    assert second_mulligan.question.asks == second
    press(second_mulligan, Qt.Key.Key_Return)  # keep this hand
    assert (game.phase, game.active) == ("restore", first)  # then the game starts
    key(window, Qt.Key.Key_Return)  # the first player takes the seat again
    hero = window.controller.view["zones"][f"{first}.play"]["cards"][0]
    drag_to_zone(qtbot, window.table, window.scene.item_for(hero["label"]), f"{first}.graveyard")
    assert game.cards[hero["label"]].zone == f"{first}.play"
    assert any("hero.fixed" in f.text for f in flags(window))
    for _ in range(2):  # accumulate (+1 coin, no draw on the first turn), main
        window.ops.next_phase()
    assert (game.phase, game.counters[first]["coins"], len(hand(window, first))) == ("main", 1, 4)
    pass_turn(window)
    assert (game.active, game.phase) == (second, "restore")
    window.ops.next_phase()
    window.ops.next_phase()
    assert len(hand(window, second)) == 5 and game.counters[second]["coins"] == 1
