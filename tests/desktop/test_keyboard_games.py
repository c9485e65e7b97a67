"""A whole turn of each game for both seats, by the keyboard alone (issue 32): key events on the
window, the dialogs and the menus, never the mouse. Each player plays a card onto a zone they
choose, taps a card, marks a card of the other player, opens a pile and answers every question
that comes (HKK: a duel's answer and effect, a reaction left unused; Berserk: both mulligans).

After every step the accessibility tree of every window of the test, shown or hidden, is walked
as a screen reader walks it: every card the table shows face up is named there with its details,
and no node (nor any widget) tells the name or label of a card the table's viewer may not know.
"""

from __future__ import annotations

import pytest
from gestures import asked, confirming, dialog, key, press
from PySide6.QtTest import QTest
from seen import (
    leaks_in_tree,
    leaks_in_widgets,
    secrets,
    settle,
    unnamed_cards,
    widgets_of_test,
    windows_of_test,
)

from desktop.dialogs import PileDialog
from desktop.qt import QApplication, QInputDialog, QMenu, Qt

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
K = Qt.Key


@pytest.fixture
def table(demo_tables):
    """Main windows on demo games (tests/desktop/conftest.py)."""
    return demo_tables


class Player:
    """The keyboard at one table, and the screen reader's check after every step."""

    def __init__(self, qtbot, window, before) -> None:
        self.qtbot = qtbot
        self.window = window
        self.before = before
        self.steps = 0

    @property
    def cursor(self):
        return self.window.scene.cursor

    def checked(self) -> None:
        """Every window's tree names what the viewer sees and nothing they may not know."""
        settle(self.qtbot)
        window = self.window
        found = secrets(window.game, window.controller.viewer)
        assert found.names  # a table that hid nothing would pass anything
        assert leaks_in_tree(found, windows_of_test(self.before)) == []
        assert leaks_in_widgets(found, widgets_of_test(self.before)) == []
        assert unnamed_cards(window) == []
        self.steps += 1

    # Keys.
    def key(self, pressed: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        key(self.window, pressed, modifiers)

    def to_stop(self, stop: str) -> None:
        for _ in range(len(self.cursor.stops()) + 1):
            if self.cursor.stop == stop and self.cursor.active:
                return
            self.key(K.Key_Right, CTRL)
        raise AssertionError(f"{stop} is not a stop")

    def to_card(self, name: str, stop: str | None = None) -> None:
        if stop is not None:
            self.to_stop(stop)
        self.key(K.Key_Home)
        for _ in range(len(self.cursor.elements(self.cursor.stop)) + 1):
            card = self.cursor.card()
            if card is not None and card.card.get("name") == name:
                return
            self.key(K.Key_Right)
        raise AssertionError(f"{name} is not in {self.cursor.stop}")

    def choose_in_menu(self, text: str) -> None:
        """Down through the menu that opened until ``text``, then Enter."""
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        for _ in range(len(menu.actions()) + 1):
            if menu.activeAction() is not None and menu.activeAction().text() == text:
                press(menu, K.Key_Return)
                self.qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
                return
            press(menu, K.Key_Down)
        raise AssertionError(f"{text!r} is not in {[a.text() for a in menu.actions()]}")

    def pick_in_list(self, asked, cards, name: str) -> None:
        """Arrow keys through a card list to ``name``, then Space when it is not picked yet
        (in a list of several, Space picks or drops the ringed card)."""
        self.qtbot.waitUntil(cards.hasFocus)
        for _ in range(cards.count() + 1):
            current = cards.currentItem()
            if current is not None and current.text() == name:
                if not current.isSelected():
                    press(asked, K.Key_Space)
                assert current.isSelected()
                return
            press(asked, K.Key_Right)
        raise AssertionError(f"{name} is not offered")

    def asked(self, kind: type):
        """The dialog of this kind that opened, once it has the keys (the app makes a new
        dialog the active window a moment after it shows)."""
        shown = dialog(self.qtbot, kind)
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is shown)
        return shown

    def question(self, question: str):
        """The question's dialog (its id starts with ``question``), once it has the keys."""
        shown = asked(self.qtbot, question)
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is shown)
        return shown

    def take_seat(self, player: str) -> None:
        window = self.window
        self.qtbot.waitUntil(lambda: window.central() is window.handoff_screen)
        assert window.handoff_screen.player == player
        self.checked()  # behind the hand-off screen: a spectator's table
        self.key(K.Key_Return)
        assert window.central() is window.table and window.controller.seat == player
        self.checked()

    def play(self, name: str, zone: str) -> None:
        """Enter on a hand card, then the zone chosen in the menu of those that take it."""
        self.to_card(name, f"{self.window.controller.seat}.hand")
        self.key(K.Key_Return)
        self.choose_in_menu(zone)
        self.checked()

    def play_any(self, zone: str) -> str:
        """Enter on each card of the hand in turn until one's menu offers ``zone``: that one
        is played there (a card too dear has it greyed out). Returns the card's name."""
        hand = f"{self.window.controller.seat}.hand"
        self.to_stop(hand)
        for index in range(len(self.cursor.elements(hand))):
            self.cursor.go_to(hand, 0)
            self.key(K.Key_Home)
            for _ in range(index):
                self.key(K.Key_Right)
            name = self.cursor.card().card["name"]
            self.key(K.Key_Return)
            menu = QApplication.activePopupWidget()
            offered = {a.text(): a.isEnabled() for a in menu.actions()} if menu else {}
            if offered.get(zone):
                self.choose_in_menu(zone)
                self.checked()
                return name
            if menu is not None:
                press(menu, K.Key_Escape)
                self.qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
        raise AssertionError(f"no card of the hand can go to {zone}")

    def tap(self, name: str, stop: str) -> None:
        self.to_card(name, stop)
        self.key(K.Key_Space)
        assert self.window.game.cards[self.cursor.card().label].tapped
        self.checked()

    def mark(self, name: str, stop: str, marker: str = "") -> str:
        """Alt++ on a card: the marker's name typed (or the one offered first), then Enter."""
        self.to_card(name, stop)
        label = self.cursor.card().label
        self.key(K.Key_Plus, ALT)
        asked = self.asked(QInputDialog)
        assert name in asked.windowTitle()
        if marker:
            QTest.keyClicks(asked.focusWidget(), marker)
        press(asked, K.Key_Return)
        self.qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
        assert self.window.game.cards[label].markers
        self.checked()
        return label

    def open_pile(self, stop: str) -> list[str]:
        """Enter on a pile: its list, read, then Escape."""
        self.to_stop(stop)
        self.key(K.Key_Return)
        listed = self.asked(PileDialog)
        self.checked()
        texts = [listed.list.item(i).text() for i in range(listed.list.count())]
        press(listed, K.Key_Escape)
        self.checked()
        return texts

    def move_to(self, name: str, stop: str, zone: str) -> None:
        """Move to… (Ctrl+Shift+M) on a card, the zone chosen in its menu."""
        self.to_card(name, stop)
        self.key(K.Key_M, CTRL | SHIFT)
        self.choose_in_menu(zone)
        self.checked()

    def next_phase(self, times: int = 1) -> None:
        for _ in range(times):
            self.key(K.Key_Space, CTRL)
        self.checked()

    def end_turn(self) -> None:
        self.key(K.Key_Return, CTRL)


def test_a_whole_turn_of_hkk_for_both_seats_by_keyboard(table, qtbot):
    window = table("hkk", 34)
    game = window.game
    you = Player(qtbot, window, table.before)
    you.checked()

    # anna: to the main phase; a card played onto the zone she chooses.
    you.next_phase(2)
    assert game.phase == "main"
    you.play("Elásott láda", "anna · Table")
    chest = next(label for label, card in game.cards.items() if card.zone == "anna.table")
    assert game.counters["anna"]["VP"] == 0
    # bela may react (the band offers it): asked behind the hand-off, he goes back (Escape).
    you.key(K.Key_P, ALT)
    you.take_seat("bela")
    prevent = you.question("prevent")
    you.checked()
    press(prevent, K.Key_Escape)
    you.take_seat("anna")
    assert game.cards[chest].zone == "anna.table"
    # Tapped; a card into the discard pile with Move to…; the pile opened.
    you.tap("Elásott láda", "anna.table")
    you.move_to("Tündérfény", "anna.hand", "anna · Discard")
    assert you.open_pile("anna.discard") == ["Tündérfény"]
    you.end_turn()

    # bela: a card played onto the zone he chooses, tapped; anna's card marked; her pile read.
    you.take_seat("bela")
    you.next_phase(2)
    you.play("Kincsszimatoló mókus", "bela · Guard post")
    squirrel = next(label for label, card in game.cards.items() if card.zone == "bela.guard")
    you.tap("Kincsszimatoló mókus", "bela.guard")
    you.mark("Elásott láda", "anna.table", "counter")
    assert game.cards[chest].markers == {"counter": 1}
    assert you.open_pile("anna.discard") == ["Tündérfény"]
    you.end_turn()

    # anna again: a duel with the cursor's card; bela answers unseen, wins and chooses the
    # effect; his tapped card stays named for anna.
    you.take_seat("anna")
    you.next_phase(2)
    you.to_card("Rozsdás tőr", "anna.hand")
    you.key(K.Key_D, ALT)
    you.take_seat("bela")
    answer = you.question("duel_answer")
    you.checked()
    you.pick_in_list(answer, answer.list, "Bajnokok kesztyűje")
    press(answer, K.Key_Return)
    assert confirming(answer)
    press(answer, K.Key_Return)
    # Both cards lie face up and the log says who won; bela, the winner, keeps the seat.
    effect = you.question("duel_effect")
    you.checked()
    assert any("bela won the duel" in line for line in window.log.lines())
    press(effect, K.Key_Space)  # the first option (3 damage to anna): it has the keys first
    press(effect, K.Key_Down)  # the next one: 3 damage to bela
    press(effect, K.Key_Space)
    assert effect.choice() == "damage:bela"
    press(effect, K.Key_Return)
    you.take_seat("anna")
    assert game.counters["bela"]["life"] == 17
    assert game.cards[squirrel].tapped
    assert you.steps >= 29  # the duel no longer shows a reveal dialog of its own


def test_a_whole_turn_of_berserk_for_both_seats_by_keyboard(table, qtbot):
    window = table("berserk", 7)
    game = window.game
    first, second = game.players
    you = Player(qtbot, window, table.before)

    # The mulligans: the first player puts a card back (arrow keys, Space), the second keeps.
    mulligan = you.question("mulligan")
    assert mulligan.question.asks == first
    you.checked()
    you.pick_in_list(mulligan, mulligan.list, "Тинистая знахарка")
    assert len(mulligan.choice()) == 1 and mulligan.answer.isEnabled()
    press(mulligan, K.Key_Return)
    you.take_seat(second)
    keep = you.question("mulligan")
    assert keep.question.asks == second and keep.choice() == [] and keep.answer.isEnabled()
    you.checked()
    press(keep, K.Key_Return)
    you.take_seat(first)
    assert game.phase == "restore" and game.pending() is None

    # The first player: the main phase; a card played where they choose, tapped; the other
    # hero wounded (the marker offered first); a coin more with + on the counter; a card into
    # the graveyard with Move to…, and the pile opened.
    you.next_phase(2)
    assert game.phase == "main"
    played = you.play_any(f"{first} · Play")
    you.tap(played, f"{first}.play")
    hero = next(c["name"] for c in window.controller.view["zones"][f"{second}.play"]["cards"]
                if c["type"] == "hero")
    you.mark(hero, f"{second}.play")
    coins = game.counters[first]["coins"]
    you.to_stop("band:counters")
    you.key(K.Key_Right)
    you.key(K.Key_Plus)
    assert game.counters[first]["coins"] == coins + 1
    you.checked()
    gone = window.controller.view["zones"][f"{first}.hand"]["cards"][0]["name"]
    you.move_to(gone, f"{first}.hand", f"{first} · Graveyard")
    assert you.open_pile(f"{first}.graveyard") == [gone]
    you.end_turn()

    # The second player: the same, the first player's card marked.
    you.take_seat(second)
    you.next_phase(2)
    played_too = you.play_any(f"{second} · Play")
    you.tap(played_too, f"{second}.play")
    you.mark(played, f"{first}.play", "wound")
    assert you.open_pile(f"{first}.graveyard") == [gone]
    you.end_turn()
    you.take_seat(first)
    assert you.steps >= 20
