"""Nothing a seat may not see stays in any widget once the seat changes (issue 32): the dialogs
that listed a player's cards are destroyed when they close, and after a hand-off every widget of
every window (shown or hidden: the log, the Card panel, the pickers, the lists, every row of an
item view) is walked for the name or label of a card the new viewer may not know."""

from __future__ import annotations

import pytest
from gestures import asked, dialog, key, pick, press
from seen import leaks_in_widgets, seat_dialogs, secrets, settle, widgets_of_test

from desktop.qt import QInputDialog, Qt, is_alive
from desktop.questions import QuestionDialog

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def table(demo_tables):
    """Main windows on demo games (tests/desktop/conftest.py)."""
    return demo_tables


def nothing_hidden_left(qtbot, window, before) -> None:
    """Every widget of the test's windows, walked for what the table's viewer may not know,
    once the dialogs that closed have gone (the event loop destroys them)."""
    settle(qtbot)
    hidden = secrets(window.game, window.controller.viewer)
    assert hidden.names  # the test would pass on a table that hides nothing
    assert leaks_in_widgets(hidden, widgets_of_test(before)) == []


def take_seat(window, player: str) -> None:
    assert window.central() is window.handoff_screen and window.handoff_screen.player == player
    key(window, Qt.Key.Key_Return)
    assert window.central() is window.table and window.controller.seat == player


def test_a_closed_picker_is_destroyed(table, qtbot):
    window = table("hkk", 34)
    key(window, Qt.Key.Key_Space, CTRL)
    key(window, Qt.Key.Key_Space, CTRL)
    key(window, Qt.Key.Key_L, ALT)  # Use Flow: which of anna's hand cards
    picker = asked(qtbot, "command:flow:")
    assert picker.list.count()
    press(picker, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not is_alive(picker))


def test_a_reaction_left_with_back_leaves_no_hand_behind(table, qtbot):
    """bela's Prevent list (his whole hand), left with Back, is gone on anna's turn, and so is
    anna's picker, left with Escape, on bela's."""
    window = table("hkk", 34)
    before = table.before
    key(window, Qt.Key.Key_Space, CTRL)
    key(window, Qt.Key.Key_Space, CTRL)
    key(window, Qt.Key.Key_L, ALT)  # which of anna's Flow cards, left with Escape
    press(asked(qtbot, "command:flow:"), Qt.Key.Key_Escape)
    chest = next(c for c in window.controller.view["zones"]["anna.hand"]["cards"]
                 if c["name"] == "Elásott láda")
    window.controller.act("play", card=chest["label"])  # a chance for bela to react
    key(window, Qt.Key.Key_P, ALT)
    nothing_hidden_left(qtbot, window, before)  # behind the hand-off screen: a spectator
    take_seat(window, "bela")
    prevent = asked(qtbot, "prevent")
    assert prevent.list.count() == 5
    nothing_hidden_left(qtbot, window, before)
    press(prevent, Qt.Key.Key_Escape)  # no reaction: the table goes back to anna
    nothing_hidden_left(qtbot, window, before)
    take_seat(window, "anna")
    nothing_hidden_left(qtbot, window, before)


def test_a_duel_leaves_no_card_of_either_player_behind(table, qtbot):
    """anna's picker (her duel card, picked) is gone while bela answers; bela's answer, once
    the cards lie face up, leaves nothing of his hand."""
    window = table("hkk", 34)
    before = table.before
    key(window, Qt.Key.Key_Space, CTRL)
    key(window, Qt.Key.Key_Space, CTRL)
    key(window, Qt.Key.Key_D, ALT)  # a duel: anna picks her card, bela answers unseen
    picker = asked(qtbot, "command:duel:")
    pick(picker.list, "Rozsdás tőr")
    press(picker, Qt.Key.Key_Return)
    nothing_hidden_left(qtbot, window, before)
    take_seat(window, "bela")
    answer = asked(qtbot, "duel_answer")
    nothing_hidden_left(qtbot, window, before)
    pick(answer.list, "Bajnokok kesztyűje")
    press(answer, Qt.Key.Key_Return)
    press(answer, Qt.Key.Key_Return)
    effect = asked(qtbot, "duel_effect")  # bela won: he keeps the seat and chooses
    nothing_hidden_left(qtbot, window, before)
    assert [d for d in seat_dialogs() if isinstance(d, QuestionDialog)] == [effect]


def test_a_mulligan_leaves_no_hand_behind(table, qtbot):
    window = table("berserk", 7)
    before = table.before
    first, second = window.game.players
    mulligan = asked(qtbot, "mulligan")
    assert mulligan.question.asks == first
    nothing_hidden_left(qtbot, window, before)
    press(mulligan, Qt.Key.Key_Return)  # keep the hand: the next player's turn to decide
    nothing_hidden_left(qtbot, window, before)
    take_seat(window, second)
    second_mulligan = asked(qtbot, "mulligan")
    nothing_hidden_left(qtbot, window, before)
    press(second_mulligan, Qt.Key.Key_Return)
    nothing_hidden_left(qtbot, window, before)
    take_seat(window, first)
    nothing_hidden_left(qtbot, window, before)


def test_the_log_and_the_card_panel_keep_nothing_of_the_last_seat(table, qtbot):
    window = table("hkk", 34)
    before = table.before
    hand = window.controller.view["zones"]["anna.hand"]["cards"]
    window.zoom.show_card(hand[0])  # the Card panel shows one of anna's cards
    key(window, Qt.Key.Key_Space, CTRL)
    key(window, Qt.Key.Key_Space, CTRL)  # a draw: the log names the card for anna
    window.controller.act("move", card=hand[1]["label"], to="anna.reserve")
    key(window, Qt.Key.Key_Return, CTRL)  # end of the turn: behind the hand-off screen
    nothing_hidden_left(qtbot, window, before)
    take_seat(window, "bela")
    nothing_hidden_left(qtbot, window, before)


def test_a_question_naming_a_card_closes_when_other_eyes_take_the_table(table, qtbot):
    """A marker's question names its card in its title: when anna's hand goes onto her phone
    (the table shows a spectator's view from then on) the question goes with it."""
    window = table("hkk", 34)
    before = table.before
    card = window.controller.view["zones"]["anna.hand"]["cards"][0]
    window.scene.item_for(card["label"]).setSelected(True)
    key(window, Qt.Key.Key_Plus, ALT)
    asked = dialog(qtbot, QInputDialog)
    assert card["name"] in asked.windowTitle()
    window.controller.set_phones(["anna"])  # anna's phone joined: her hand lives there now
    qtbot.waitUntil(lambda: not is_alive(asked))
    nothing_hidden_left(qtbot, window, before)
