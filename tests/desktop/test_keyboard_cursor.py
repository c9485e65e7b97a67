"""The keyboard's cursor on the table (issue 32): arrow keys ring a card, Ctrl+arrows go from zone
to zone in the documented order, every card command acts on the cursor's card and says which,
Enter plays a hand card onto a zone that takes it, lists a pile, goes to a phase; + and − change
a counter; Move to… moves a card; the strip's button takes Enter and Space; the focus marks of
the table and of the pickers stand out (3:1 or more). Keys only, no mouse."""

from __future__ import annotations

import pytest
from conftest import make_window
from contrast import best_contrast
from gestures import asked, dialog, key, press
from PySide6.QtTest import QTest

from desktop.dialogs import CardList, PileDialog, zone_choice_text
from desktop.qt import QApplication, QColor, QImage, QMenu, QPainter, QPoint, QRectF, Qt
from desktop.table.cursor import COUNTERS, PHASES
from engine.demo import demo_game

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
K = Qt.Key
HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "dear": {"name": "Sárkány", "type": "creature", "cost": 9},
              "spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True},
              "bear": {"name": "Medve", "type": "creature", "cost": 2}},
    "zones": {"anna.hand": ["wolf#w1", "dear#x1", "spirit#s1"], "anna.deck": ["wolf", "wolf"],
              "anna.reserve": ["bear#r1"], "anna.discard": ["spirit#g1"],
              "bela.hand": ["wolf#bw"], "bela.reserve": ["bear#b1"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}
ORDER = ["anna.hand", "anna.guard", "anna.reserve", "anna.table", "anna.deck", "anna.discard",
         "anna.void", COUNTERS, PHASES, "bela.guard", "bela.reserve", "bela.table", "bela.hand",
         "bela.deck", "bela.discard", "bela.void", "removed"]


@pytest.fixture
def window(make, language):
    language("en")
    return make(HEADER)


def to_stop(window, stop: str) -> None:
    """Ctrl+Right until the cursor is in ``stop``."""
    for _ in range(len(ORDER) + 1):
        if window.scene.cursor.stop == stop and window.scene.cursor.active:
            return
        key(window, K.Key_Right, CTRL)
    raise AssertionError(f"{stop} is not a stop: {window.scene.cursor.stops()}")


def to_card(window, name: str) -> None:
    """Right (within the stop) until the cursor is on the card of this name."""
    cursor = window.scene.cursor
    key(window, K.Key_Home)
    for _ in range(len(cursor.elements(cursor.stop))):
        if cursor.card() is not None and cursor.card().card.get("name") == name:
            return
        key(window, K.Key_Right)
    raise AssertionError(f"{name} is not in {cursor.stop}")


def popup() -> QMenu:
    shown = QApplication.activePopupWidget()
    assert isinstance(shown, QMenu)
    return shown


def choose(qtbot, menu: QMenu, text: str) -> None:
    """Down through the menu's items until ``text`` is the active one, then Enter."""
    for _ in range(len(menu.actions()) + 1):
        if menu.activeAction() is not None and menu.activeAction().text() == text:
            press(menu, K.Key_Return)
            qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
            return
        press(menu, K.Key_Down)
    raise AssertionError(f"{text!r} is not offered: {[a.text() for a in menu.actions()]}")


def test_arrow_keys_ring_the_cards_of_a_zone(window):
    scene = window.scene
    assert window.table.hasFocus() and not scene.ring.isVisible()  # no key used yet
    key(window, K.Key_Right)
    cursor = scene.cursor
    assert cursor.stop == "anna.hand" and cursor.card().card["name"] == "Sárkány"
    assert scene.ring.isVisible()
    assert scene.ring.target().contains(cursor.card().sceneBoundingRect().center())
    key(window, K.Key_End)
    assert cursor.card().card["name"] == "Áramló szellem"
    key(window, K.Key_Right)  # it stops at the end
    assert cursor.card().card["name"] == "Áramló szellem"
    key(window, K.Key_Home)
    assert cursor.card().card["name"] == "Farkas"
    assert window.zoom.card["name"] == "Farkas"  # the Card panel shows the cursor's card


def test_ctrl_arrows_go_from_zone_to_zone_in_the_documented_order(window):
    cursor = window.scene.cursor
    assert cursor.stops() == ORDER
    seen = []
    for _ in ORDER:
        key(window, K.Key_Right, CTRL)
        seen.append(cursor.stop)
    assert seen == [*ORDER[1:], ORDER[0]]  # round the ends
    key(window, K.Key_Left, CTRL)
    assert cursor.stop == ORDER[-1]
    to_stop(window, COUNTERS)
    assert cursor.elements(COUNTERS) == [("counter", "anna", "life"), ("counter", "anna", "VP"),
                                         ("counter", "bela", "life"), ("counter", "bela", "VP")]


def test_the_focus_ring_stands_out_on_the_table(window):
    """The ring measured on the rendered table: on every side of the card, some part of it has
    3:1 or more against the card, and against the felt around (WCAG 2.4.7)."""
    scene = window.scene
    key(window, K.Key_Right)
    target = scene.ring.target()
    area = target.adjusted(-20, -20, 20, 20)

    def rendered() -> QImage:
        image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_RGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), area)
        painter.end()
        return image

    ringed = rendered()
    scene.ring.hide()
    plain = rendered()
    scene.ring.show()
    inner = target.translated(-area.topLeft())
    middle = inner.center()
    sides = ((0, -1, middle.x(), inner.top()), (0, 1, middle.x(), inner.bottom()),
             (-1, 0, inner.left(), middle.y()), (1, 0, inner.right(), middle.y()))
    for side in sides:
        ring = [pixel(ringed, side, offset) for offset in range(2, 8)]
        around = [pixel(plain, side, offset) for offset in (-4, 10, 12)]
        assert best_contrast(ring, around) >= 3, side


def pixel(image: QImage, side: tuple, offset: float) -> QColor:
    """The pixel ``offset`` away from a side's middle point, outwards."""
    dx, dy, x, y = side
    return QColor(image.pixel(QPoint(round(x + dx * offset), round(y + dy * offset))))


def test_a_card_command_acts_on_the_cursors_card_and_names_it(window, qtbot):
    game = window.game
    to_stop(window, "anna.reserve")
    assert window.scene.cursor.card().label == "r1"
    key(window, K.Key_Space)  # Tap
    assert game.cards["r1"].tapped
    assert window.statusBar().currentMessage().startswith("Medve: ")
    to_stop(window, "bela.reserve")
    key(window, K.Key_Plus, ALT)  # a marker on the opponent's card: asked first, named
    asked = dialog(qtbot)
    assert "Medve" in asked.windowTitle()
    QTest.keyClicks(asked.focusWidget(), "shield")  # the marker's name, typed
    press(asked, K.Key_Return)
    assert game.cards["b1"].markers == {"shield": 1}
    assert window.statusBar().currentMessage().startswith("Medve: ")


def test_while_the_keys_are_in_use_a_card_the_mouse_rests_on_is_no_target(window):
    scene = window.scene
    resting = scene.item_for("b1")
    scene.set_hovered(resting)  # as the mouse resting on bela's card would
    assert scene.targets() == [resting]
    to_stop(window, COUNTERS)  # the cursor on no card
    assert scene.targets() == []
    key(window, K.Key_Space)  # Tap: nothing to tap, it says so
    assert not window.game.cards["b1"].tapped
    assert "arrow keys" in window.statusBar().currentMessage()


def test_enter_on_a_hand_card_offers_the_zones_that_would_take_it(window, qtbot):
    game = window.game
    key(window, K.Key_Home)
    key(window, K.Key_Return)
    menu = popup()
    offered = [action.text() for action in menu.actions()]
    # Where a drag would take it, each once (a card dropped on the other side's reserve is
    # played onto one's own): one's areas and piles, the other player's hand and piles.
    assert offered == [zone_choice_text(zone) for zone in (
        "anna.guard", "anna.reserve", "anna.table", "anna.deck", "anna.discard", "anna.void",
        "bela.hand", "bela.deck", "bela.discard", "bela.void", "removed")]
    assert all(action.isEnabled() for action in menu.actions())
    choose(qtbot, menu, "anna · Reserve")
    assert game.cards["w1"].zone == "anna.reserve" and game.counters["anna"]["VP"] == 3
    assert window.scene.cursor.stop == "anna.hand"  # on the card that took its place
    assert window.statusBar().currentMessage().startswith("Farkas: ")


def test_enter_on_a_card_too_dear_says_why(window, qtbot):
    to_card(window, "Sárkány")
    key(window, K.Key_Return)
    assert any("cost.pay" in flag.text for flag in window.scene.flags)
    menu = popup()  # the piles take it (a discard); where it would be played is greyed out
    offered = {action.text(): action for action in menu.actions()}
    assert not offered["anna · Reserve"].isEnabled()
    assert "cost.pay" in offered["anna · Reserve"].toolTip()
    assert offered["anna · Discard"].isEnabled()
    press(menu, K.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert window.game.cards["x1"].zone == "anna.hand"


def test_shift_enter_puts_a_card_into_play_without_paying(window, qtbot):
    to_card(window, "Sárkány")
    key(window, K.Key_Return, SHIFT)
    choose(qtbot, popup(), "anna · Guard post")
    assert window.game.cards["x1"].zone == "anna.guard" and window.game.counters["anna"]["VP"] == 4


def test_move_to_moves_the_cursors_card_to_a_chosen_zone(window, qtbot):
    to_stop(window, "anna.reserve")
    key(window, K.Key_M, CTRL | SHIFT)
    menu = popup()
    offered = {action.text(): action.isEnabled() for action in menu.actions()}
    assert "anna · Reserve" not in offered and offered["anna · Table"]
    choose(qtbot, menu, "anna · Table")
    assert window.game.cards["r1"].zone == "anna.table"


def test_enter_on_a_pile_lists_it(window, qtbot):
    to_stop(window, "anna.discard")
    key(window, K.Key_Return)
    listed = dialog(qtbot, PileDialog)
    assert [listed.list.item(i).text() for i in range(listed.list.count())] == ["Áramló szellem"]
    press(listed, K.Key_Escape)


def test_plus_and_minus_change_the_counter_under_the_cursor(window):
    counters = window.game.counters
    to_stop(window, COUNTERS)
    key(window, K.Key_Plus)
    assert counters["anna"]["life"] == 21
    key(window, K.Key_Right)
    key(window, K.Key_Minus)
    assert counters["anna"]["VP"] == 3
    key(window, K.Key_End)
    key(window, K.Key_Plus)
    assert counters["bela"]["VP"] == 1


def test_enter_on_a_phase_goes_there_and_on_end_turn_ends_it(window):
    to_stop(window, PHASES)
    key(window, K.Key_Right)
    key(window, K.Key_Right)
    key(window, K.Key_Right)  # prep, draw, main (now), combat
    assert window.scene.cursor.chip() == ("phase", "combat")
    key(window, K.Key_Return)
    assert window.game.phase == "combat"
    key(window, K.Key_End)
    assert window.scene.cursor.chip() == ("end_turn",)
    key(window, K.Key_Return)
    assert window.game.active_player == "bela" and window.central() is window.handoff_screen


def test_the_menu_key_opens_the_cursors_card_menu(window):
    to_stop(window, "anna.reserve")
    key(window, K.Key_Menu)
    assert popup() is window.card_menu
    press(window.card_menu, K.Key_Escape)


def test_the_strips_button_takes_enter_and_space(qtbot, settings, tmp_path, language):
    language("en")
    window = make_window(qtbot, settings, tmp_path, demo_game("berserk", seed=7))
    try:
        press(asked(qtbot, "mulligan"), K.Key_Escape)  # back to the table: the strip asks
        button = window.procedures.banner.button
        for _ in range(12):
            if button.hasFocus():
                break
            key(window, K.Key_Tab)
        assert button.hasFocus() and button.text() == "Answer…"
        for press_key in (K.Key_Space, K.Key_Return):
            key(window, press_key)
            shown = asked(qtbot, "mulligan")
            press(shown, K.Key_Escape)
            qtbot.waitUntil(button.hasFocus)  # the keys come back to where they were
    finally:
        window.close()


def focus_mark_contrast(cards) -> float:
    """The current card's ring in a focused list against what lies around it (the list, the
    card's own row, picked or not), measured on the list drawn with and without the keyboard's
    focus, across the row's top edge near its right end (away from its name and picture)."""
    rect = cards.visualItemRect(cards.currentItem())
    ringed = cards.viewport().grab().toImage()
    cards.clearFocus()
    plain = cards.viewport().grab().toImage()
    x = rect.right() - 4

    def at(image, y: int) -> QColor:
        return QColor(image.pixel(x, max(0, min(image.height() - 1, y))))

    ring = [at(ringed, rect.top() + dy) for dy in range(0, 6)]
    around = [at(plain, rect.top() + dy) for dy in (-3, 0, 2)]
    around += [at(plain, rect.center().y()), at(ringed, rect.center().y())]
    return best_contrast(ring, around)


@pytest.mark.parametrize("several", [False, True])
def test_a_card_lists_focus_mark_stands_out(qtbot, several):
    """A picker's list and a list of several picks (the mulligan, a reaction's card), where
    the keys' card is not picked: only its ring shows where the keys are."""
    from desktop_views import card

    cards = CardList([card(f"c{i}", f"Farkas {i}") for i in range(4)], several=several)
    qtbot.addWidget(cards)
    cards.show()
    qtbot.waitExposed(cards)
    cards.activateWindow()
    cards.setFocus()
    qtbot.waitUntil(cards.hasFocus)
    press(cards, K.Key_Right)
    assert cards.currentItem() is not None and cards.currentItem().isSelected() != several
    assert focus_mark_contrast(cards) >= 3


def test_a_piles_focus_mark_stands_out(window, qtbot):
    to_stop(window, "anna.discard")
    key(window, K.Key_Return)
    listed = dialog(qtbot, PileDialog)
    qtbot.waitUntil(listed.list.hasFocus)  # the list has the keys once the dialog is active
    press(listed, K.Key_Down)
    assert focus_mark_contrast(listed.list) >= 3


def test_a_pickers_arrow_keys_pick_a_card_and_its_ring_alone_picks_none(window, qtbot):
    key(window, K.Key_L, ALT)  # Use Flow: the question of which hand card, its Flow cards
    picker = asked(qtbot, "command:flow:")
    qtbot.waitUntil(lambda: QApplication.activeWindow() is picker)
    press(picker, K.Key_Return)  # the list has the keys, its first card ringed: none picked
    assert picker.isVisible() and not picker.answer.isEnabled()
    assert picker.list.count() == 1
    press(picker, K.Key_Right)  # the one card: an arrow key picks it, though it goes nowhere
    assert picker.answer.isEnabled()
    press(picker, K.Key_Return)
    qtbot.waitUntil(lambda: window.game.cards["s1"].zone == "anna.deck")


def test_ctrl_a_selects_the_zones_cards_for_the_commands_and_escape_lets_go(window, qtbot):
    game = window.game
    key(window, K.Key_Home)
    key(window, K.Key_A, CTRL)
    assert [item.label for item in window.scene.selected_cards()] == ["w1", "x1", "s1"]
    key(window, K.Key_M, CTRL | SHIFT)  # Move to…: all three
    assert popup().title() == "Move Farkas, Sárkány, Áramló szellem to…"
    press(popup(), K.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    key(window, K.Key_Escape)
    assert window.scene.selected_cards() == []
    key(window, K.Key_M, CTRL | SHIFT)
    assert popup().title() == "Move Farkas to…"
    choose(qtbot, popup(), "anna · Void")
    assert game.cards["w1"].zone == "anna.void" and game.cards["x1"].zone == "anna.hand"


def test_shift_space_adds_the_cursors_card_to_the_selection_and_takes_it_out(window, qtbot):
    key(window, K.Key_Home)
    key(window, K.Key_Space, SHIFT)  # Farkas
    key(window, K.Key_Right)
    key(window, K.Key_Right)
    key(window, K.Key_Space, SHIFT)  # Áramló szellem, not Sárkány between them
    to_stop(window, "anna.reserve")
    key(window, K.Key_Space, SHIFT)  # Medve, of another zone
    assert [item.label for item in window.scene.selected_cards()] == ["w1", "s1", "r1"]
    key(window, K.Key_M, CTRL | SHIFT)  # the cursor's card is selected: the commands act on all
    assert popup().title() == "Move Farkas, Áramló szellem, Medve to…"
    press(popup(), K.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    key(window, K.Key_Space, SHIFT)  # Medve out again
    assert [item.label for item in window.scene.selected_cards()] == ["w1", "s1"]
    assert window.game.cards["r1"].zone == "anna.reserve"  # Shift+Space never taps


def test_the_keyboard_page_names_every_commands_default_keys(qapp):
    """docs/keyboard.md lists the whole keyboard game: every command's default key is in it."""
    from pathlib import Path

    from desktop.shortcuts import all_commands

    page = (Path(__file__).resolve().parents[2] / "docs" / "keyboard.md").read_text("utf-8")
    missing = []
    for command in all_commands():  # (the first of a standard key's bindings: the menus show it)
        text = command.default_text().replace("Return", "Enter")
        if text and text not in page:
            missing.append(f"{command.id}: {text}")
    assert missing == []
